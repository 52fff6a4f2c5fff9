import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './storage/dataLock.ts';
import { backupPglite } from './storage/pgliteBackup.ts';

/**
 * The same copy of a data folder that no server holds (stopped): the folder's lock is taken meanwhile, so
 * a server cannot start on it during the copy; throws `DataFolderLocked` while one holds it.
 */
export async function backupDataFolder(dataDir: string): Promise<Blob> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new RestoreRefused('backup/no-data', `${dataDir} is not a PGlite data folder`);
  }
  const lock = lockDataFolder(dataDir);
  try {
    const pglite = await PGlite.create(dataDir);
    try {
      return await backupPglite(pglite);
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** Why a backup or a restore was refused (`backup/…` codes). */
export class RestoreRefused extends Error {
  constructor(
    readonly code: 'backup/target-exists' | 'backup/not-a-backup' | 'backup/no-data',
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
  const lock = lockDataFolder(dataDir);
  try {
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
  } finally {
    lock.release();
  }
}
