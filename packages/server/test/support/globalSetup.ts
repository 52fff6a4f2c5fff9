import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, SCHEMA_VERSION } from '../../src/storage/migrations.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * A new PGlite data folder runs initdb (7–9 s, ~800 MB at its peak), reopening one takes about a second.
 * So the tests share one migrated template folder, kept between runs in node_modules/.cache and rebuilt
 * whenever the schema or the PGlite version changes; each test copies it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const pkg = join(here, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const cache = join(here, '..', '..', 'node_modules', '.cache', 'nardy-pglite');
  const template = join(cache, `${version}-${SCHEMA_VERSION}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    mkdirSync(cache, { recursive: true });
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const pglite = await PGlite.create(building);
    const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    await db.destroy();
    if (!pglite.closed) await pglite.close();
    rmSync(template, { recursive: true, force: true });
    renameSync(building, template);
  }
  project.provide('pgliteTemplate', template);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
