import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../../src/storage/pgliteTemplate.ts';

/** One migrated PGlite folder for every test of the run (kept between runs in node_modules/.cache). */
export default async function setup(project: TestProject): Promise<void> {
  const cache = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'node_modules', '.cache', 'nardy');
  project.provide('pgliteTemplate', await pgliteTemplate(cache));
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
