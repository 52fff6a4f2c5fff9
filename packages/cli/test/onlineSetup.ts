import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplate } from '@nardy/server';
import type { TestProject } from 'vitest/node';

/** One migrated PGlite folder for the servers these tests start (kept between runs in node_modules/.cache). */
export default async function setup(project: TestProject): Promise<void> {
  const cache = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'node_modules', '.cache', 'nardy');
  project.provide('pgliteTemplate', await pgliteTemplate(cache));
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
