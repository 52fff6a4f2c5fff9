import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './dataLock.ts';
import { migrateToLatest } from './migrations.ts';
import { backupPglite } from './pgliteBackup.ts';
import type { Database } from './schema.ts';
import { guardDialect } from './storageFailure.ts';

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
export async function openDatabase(
  location: DatabaseLocation,
  log: (line: string) => void = (line) => process.stderr.write(`nardy: ${line}\n`),
): Promise<OpenDatabase> {
  let opened: OpenDatabase;
  if ('url' in location) {
    if (!isPostgresUrl(location.url)) throw new Error(`not a PostgreSQL URL: ${location.url}`);
    // A connection attempt gives up after 5 s (a database that does not answer is "unreachable", not a
    // hang); keep-alive notices a peer that vanished without closing.
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // A connection that the database ends (a restart, an administrator, a dropped test database) emits
    // `error` on its client. The pool listens only while the client is idle; a client checked out for a
    // query or a transaction would throw it as an uncaught exception and stop the process. So every
    // client has a listener of its own for its whole life: the call in progress fails with
    // `StorageUnavailable`, the pool drops the client, and the next call opens a new connection.
    const dropped = (e: Error) => log(`a PostgreSQL connection was closed (${e.message.split('\n', 1)[0]})`);
    pool.on('connect', (client) => client.on('error', dropped));
    pool.on('error', () => {}); // idle clients: already reported by their own listener
    const db = new Kysely<Database>({ dialect: guardDialect(new PostgresDialect({ pool })) });
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
    const db = new Kysely<Database>({ dialect: guardDialect(new PGliteDialect({ pglite })) });
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
