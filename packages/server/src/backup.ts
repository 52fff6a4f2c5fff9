import { existsSync, readdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of an embedded PGlite database while it serves. PGlite runs the process's queries
 * one at a time and a transaction holds the instance until it ends; the copy is taken inside a
 * transaction of its own (so between two of the server's transactions, never in the middle of one)
 * by `dumpDataDir`, a gzipped tarball of the data folder. A CHECKPOINT first writes every page from
 * memory into the files, so the copy opens without replaying the write-ahead log.
 * `nardy restore` (`restorePglite`) makes a new data folder of it.
 */
export async function backupPglite(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.transaction(() => pglite.dumpDataDir('gzip'));
}

/** Why a restore was refused (`backup/…` codes). */
export class RestoreRefused extends Error {
  constructor(
    readonly code: 'backup/target-exists' | 'backup/not-a-backup',
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/**
 * Makes a new PGlite data folder `dataDir` (which must not exist, or be empty) from a backup tarball and
 * opens it once to check it; resolves with the number of tables it holds. A server started on the folder
 * migrates it to its own schema if the backup is older.
 */
export async function restorePglite(tarball: Blob, dataDir: string): Promise<{ tables: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused('backup/target-exists', `${dataDir} exists and is not empty: restore into a new folder`);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir, loadDataDir: tarball });
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new RestoreRefused('backup/not-a-backup', `not a backup of a Nardy data folder (${String(e)})`);
  }
  try {
    const result = await pglite.query<{ n: number }>('select count(*)::int as n from tables');
    return { tables: result.rows[0]?.n ?? 0 };
  } catch (e) {
    throw new RestoreRefused('backup/not-a-backup', `the backup holds no Nardy tables (${String(e)})`);
  } finally {
    await pglite.close();
  }
}
