import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest, SCHEMA_VERSION } from './migrations.ts';

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // The package does not export its package.json; find it next to its main module.
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A migrated, empty PGlite data folder kept under `cacheRoot`, made once per PGlite version and schema.
 * A new data folder costs initdb (7–9 s and ~800 MB at its peak) while copying this one and opening the
 * copy takes about a second — so tests and benchmarks start their servers from copies (`copyPgliteTemplate`).
 */
export async function pgliteTemplate(cacheRoot: string): Promise<string> {
  const template = join(cacheRoot, `pglite-${pgliteVersion()}-${SCHEMA_VERSION}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  mkdirSync(cacheRoot, { recursive: true });
  const building = `${template}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const pglite = await PGlite.create(building);
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await db.destroy();
  if (!pglite.closed) await pglite.close();
  if (existsSync(join(template, 'PG_VERSION'))) {
    rmSync(building, { recursive: true, force: true }); // another process made it meanwhile
  } else {
    rmSync(template, { recursive: true, force: true });
    renameSync(building, template);
  }
  return template;
}

/** Copies the template to `dataDir` (which must not exist yet) for a server of its own. */
export function copyPgliteTemplate(template: string, dataDir: string): void {
  cpSync(template, dataDir, { recursive: true });
}
