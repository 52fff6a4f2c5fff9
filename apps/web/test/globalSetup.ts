import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './staticServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the production build served for the end-to-end tests. */
    appUrl: string;
  }
}

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds the production app with vite's API into dist/ and serves it on 127.0.0.1 at a free port. */
export default async function setup(project: TestProject) {
  // vitest sets NODE_ENV=test, which would make vite build a development bundle (Lit in dev mode,
  // import.meta.env.PROD false): build exactly what `npm run build` builds.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: appDir, configFile: `${appDir}vite.config.ts`, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await serveStatic(`${appDir}dist`);
  project.provide('appUrl', server.url);
  return async () => {
    await server.close();
  };
}
