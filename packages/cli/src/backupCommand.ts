import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupDataFolder, DataFolderLocked, RestoreRefused, restorePglite } from '@nardy/server';
import { parseArgs, report } from './flags.ts';

const BACKUP_USAGE =
  'usage: nardy backup DIR|FILE --server URL [--admin-token T]   (a running server)\n' +
  '       nardy backup DIR|FILE --data DIR                        (a PGlite folder no server holds)';
const RESTORE_USAGE = 'usage: nardy restore FILE --data DIR   (DIR: a new folder)';

function fail(code: string, message: string): number {
  process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  process.stderr.write(`nardy: ${message}\n`);
  return 1;
}

/** Where a backup goes: FILE, or a new file named by the time in the directory DIR. */
export function backupFile(target: string, now = new Date()): string {
  if (existsSync(target) && statSync(target).isDirectory()) {
    return join(target, `nardy-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  }
  return target;
}

/** Writes the file whole or not at all (a partial backup is worse than none). */
function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const part = `${file}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
}

/**
 * `nardy backup DIR|FILE --server URL [--admin-token T]`: a consistent copy of the PGlite data of a
 * running server (`POST /api/admin/backup` with the operators' token, or NARDY_ADMIN_TOKEN), taken while
 * it serves. `nardy backup DIR|FILE --data DIR`: the same of a folder that no server holds (refused while
 * one does). A gzipped tarball; prints `{"file", "bytes"}`. A server on PostgreSQL answers
 * `backup/postgres`: use pg_dump (docs/deploy.md).
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, {
    command: 'backup',
    usage: BACKUP_USAGE,
    flags: ['server', 'admin-token', 'data'],
    args: [1, 1],
  });
  if (!parsed.ok) return report(parsed);
  const { flags } = parsed;
  if ((flags.server === undefined) === (flags.data === undefined)) {
    process.stderr.write(`nardy backup: either --server URL or --data DIR\n${BACKUP_USAGE}\n`);
    return 2;
  }
  const file = resolve(backupFile(parsed.args[0]));
  let bytes: Uint8Array;
  if (flags.server !== undefined) {
    const token = flags['admin-token'] ?? process.env.NARDY_ADMIN_TOKEN ?? '';
    let res: Response;
    try {
      res = await fetch(new URL('api/admin/backup', flags.server.endsWith('/') ? flags.server : `${flags.server}/`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    } catch (e) {
      return fail('connection/failed', `no answer from ${flags.server} (${String(e)})`);
    }
    if (res.status !== 200) {
      const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      const code = body?.error?.code ?? `http/${res.status}`;
      const message =
        res.status === 404
          ? `${flags.server} has no backup route: start it with --admin-token`
          : (body?.error?.message ?? `the server answered ${res.status}`);
      return fail(code, message);
    }
    bytes = new Uint8Array(await res.arrayBuffer());
  } else {
    try {
      bytes = new Uint8Array(await (await backupDataFolder(resolve(flags.data as string))).arrayBuffer());
    } catch (e) {
      if (e instanceof DataFolderLocked) {
        return fail(e.code, `${e.message}: back it up through that server (--server URL --admin-token T)`);
      }
      if (e instanceof RestoreRefused) return fail(e.code, e.message);
      throw e;
    }
  }
  writeWhole(file, bytes);
  process.stdout.write(`${JSON.stringify({ file, bytes: bytes.length })}\n`);
  return 0;
}

/**
 * `nardy restore FILE --data DIR`: a new PGlite data folder DIR from a backup (DIR must not exist or be
 * empty); prints `{"data", "tables"}`. Start `nardy serve --data DIR` on it.
 */
export async function runRestore(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'restore', usage: RESTORE_USAGE, flags: ['data'], args: [1, 1] });
  if (!parsed.ok) return report(parsed);
  if (parsed.flags.data === undefined) {
    process.stderr.write(`nardy restore: --data DIR is needed (a new folder)\n${RESTORE_USAGE}\n`);
    return 2;
  }
  const dataDir = resolve(parsed.flags.data);
  const [source] = parsed.args;
  let tarball: Buffer;
  try {
    tarball = readFileSync(source);
  } catch (e) {
    return fail('backup/read', `cannot read ${source} (${(e as Error).message})`);
  }
  try {
    const { tables } = await restorePglite(new Blob([new Uint8Array(tarball)]), dataDir);
    process.stdout.write(`${JSON.stringify({ data: dataDir, tables })}\n`);
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused || e instanceof DataFolderLocked) return fail(e.code, e.message);
    throw e;
  }
}
