import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite runs PostgreSQL inside one process: two processes that open the same data folder both write
 * to it and corrupt it, and nothing in PGlite stops the second. So a server takes `<folder>.lock` (next to
 * the folder, never inside it, so that a copy or a backup of the folder never carries it), a file naming
 * its holder; another process refuses to open the folder while that holder lives, and takes the lock
 * over once the holder is gone (a SIGKILL, a crash, a power cut leave the file behind).
 */

/** What the lock file says: who holds the folder. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** The holder's start time as the kernel counts it (`/proc/PID/stat` field 22), to tell a reused PID. */
  readonly started: string | null;
  readonly since: string;
}

/** The data folder is held by a living process (`code` `data/locked`). */
export class DataFolderLocked extends Error {
  readonly code = 'data/locked';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the data folder ${dataDir} is in use by process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`} (since ${holder.since}); PGlite allows one server per folder`,
    );
    this.name = 'DataFolderLocked';
  }
}

/** The path of the lock of a data folder. */
export const lockPath = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

/** A process's start time from /proc (Linux), or null where there is none. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` still runs (on another host: assumed so — we cannot look). */
export function holderAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The PID lives: the same process only if it started when the holder did (PIDs are reused).
  const now = startTime(holder.pid);
  return holder.started === null || now === null || now === holder.started;
}

function readHolder(path: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const h = JSON.parse(text) as LockHolder;
    return typeof h.pid === 'number' && typeof h.host === 'string' ? { text, holder: h } : { text, holder: null };
  } catch {
    return { text, holder: null }; // half-written by a holder killed while writing it: nobody holds it
  }
}

/** A held lock; `release` removes the file if it is still ours. */
export interface DataLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the lock of `dataDir` for this process, or throws `DataFolderLocked` naming the living holder.
 * A stale lock (its process gone) is taken over.
 */
export function lockDataFolder(dataDir: string): DataLock {
  const path = lockPath(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: startTime(process.pid),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readHolder(path)?.text === text) unlinkSync(path);
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const found = readHolder(path);
    if (found === null) continue; // released meanwhile: try again
    if (found.holder !== null && holderAlive(found.holder)) throw new DataFolderLocked(dataDir, found.holder);
    // Stale: remove it only if it is still the very file we judged (another starter may have replaced it).
    if (readHolder(path)?.text === found.text) {
      try {
        unlinkSync(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  const last = readHolder(path)?.holder;
  throw new DataFolderLocked(dataDir, last ?? { pid: -1, host: hostname(), started: null, since: 'unknown' });
}
