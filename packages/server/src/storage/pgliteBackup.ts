import type { PGlite } from '@electric-sql/pglite';

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
