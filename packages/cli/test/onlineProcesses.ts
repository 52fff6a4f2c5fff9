import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPgliteTemplate } from '@nardy/server';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = join(root, 'packages', 'cli', 'src', 'main.ts');
/** tsx as a loader inside this very process (its CLI would start a child, and a kill would miss the server). */
const NODE_ARGS = ['--import', 'tsx'];

/** Runs `nardy ARGS` to the end: its exit code and output. */
export function nardy(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, main, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly stderr: () => string;
  readonly stdout: () => string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
}

const started = new Set<ChildProcess>();

/** Kills every server these tests started that is still running (also one whose start timed out). */
export async function killServers(): Promise<void> {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  started.clear();
}

/** Starts `nardy serve ARGS` and resolves once it prints its JSON line. */
export function serve(args: string[]): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, main, 'serve', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.add(child);
    let out = '';
    let err = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: JSON.parse(line).url, child, stderr: () => err, stdout: () => out, exited });
    });
    child.on('exit', (code) => reject(new Error(`nardy serve exited ${code}: ${err}`)));
  });
}

/** A copy of the migrated PGlite template in a temporary folder. */
export function dataCopy(): { dataDir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'nardy-serve-'));
  const dataDir = join(dir, 'db');
  copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  return { dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** What `GET /api/tables/:id/record` answers for a table. */
export interface OnlineRecord {
  games: { events: { type: string; dice?: [number, number] }[] }[];
  dice: { commitment: string; serverSeed?: string };
}

export async function fetchRecord(url: string, id: string): Promise<OnlineRecord> {
  return (await (await fetch(new URL(`api/tables/${id}/record`, url))).json()) as OnlineRecord;
}
