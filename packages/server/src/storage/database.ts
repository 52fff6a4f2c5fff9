import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './dataLock.ts';
import { migrateToLatest } from './migrations.ts';
import { backupPglite } from './pgliteBackup.ts';
import type { Database } from './schema.ts';

/** Where the data lives: a PostgreSQL URL, or an embedded PGlite data folder (`memory://` keeps it in memory). */
export type DatabaseLocation = { readonly url: string } | { readonly dataDir: string };

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'postgres' | 'pglite';
  /** A consistent copy of the PGlite data folder while it serves (`backupPglite`); null on PostgreSQL. */
  readonly backup: (() => Promise<Blob>) | null;
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens the database and migrates it to the latest schema. PGlite is the default so that `npm start` needs
 * nothing installed; PostgreSQL is for real deployments (and for several server processes sharing tables).
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  let opened: OpenDatabase;
  if ('url' in location) {
    if (!isPostgresUrl(location.url)) throw new Error(`not a PostgreSQL URL: ${location.url}`);
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle pooled connection that the database ends (a restart, an administrator, a dropped test
    // database) is reported here; without a listener it would be an uncaught exception that stops the
    // server. The pool drops that connection and opens a new one for the next query.
    pool.on('error', (e) => {
      process.stderr.write(`nardy: an idle PostgreSQL connection was closed by the server (${e.message})\n`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    opened = { db, kind: 'postgres', backup: null, close: () => db.destroy() };
  } else {
    const onDisk = !location.dataDir.includes('://');
    if (onDisk) mkdirSync(dirname(location.dataDir), { recursive: true });
    // One process per folder (PGlite cannot be shared): refused while another living process holds it.
    const lock = onDisk ? lockDataFolder(location.dataDir) : null;
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(location.dataDir);
    } catch (e) {
      lock?.release();
      throw e;
    }
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    opened = {
      db,
      kind: 'pglite',
      backup: () => backupPglite(pglite),
      close: async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  }
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
  } catch (e) {
    await opened.close();
    throw e;
  }
  return opened;
}
