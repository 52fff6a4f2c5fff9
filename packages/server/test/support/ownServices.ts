import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL and a Redis of the test's own, in a temporary folder on free ports, for tests that stop and
 * restart them (never the machine's services). PostgreSQL refuses to run as root: as root, its commands
 * run as the `postgres` user of the system.
 */

const run = promisify(execFile);
const PG_BIN = process.env.NARDY_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why this machine cannot run a PostgreSQL and a Redis of a test's own (their programs are missing), or null. */
export const ownServicesMissing: string | null = !existsSync(join(PG_BIN, 'pg_ctl'))
  ? `no PostgreSQL programs in ${PG_BIN} (NARDY_PG_BIN)`
  : spawnSync('redis-server', ['--version']).status !== 0
    ? 'no redis-server on the PATH'
    : null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program (as the `postgres` user when we are root). */
function pg(program: string, args: string[]) {
  const path = join(PG_BIN, program);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

export interface OwnPostgres {
  readonly url: string;
  readonly port: number;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), the server is back when it resolves. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'nardy-pg-'));
  if (asRoot) await run('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const ctl = (action: string, ...extra: string[]) =>
    pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, ...extra, action]);
  await ctl('start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      await ctl('restart', '-m', 'fast');
    },
    async stop() {
      await ctl('stop', '-m', 'fast');
      running = false;
    },
    async start() {
      if (running) return;
      await ctl('start');
      running = true;
    },
    async remove() {
      if (running) await ctl('stop', '-m', 'immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  readonly url: string;
  /** Shuts Redis down (`SHUTDOWN NOSAVE`: what it held is gone) and starts a new one on the same port. */
  restart(downMs?: number): Promise<void>;
  remove(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'nardy-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const started = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      started.stdout?.on('data', (d) => {
        out += d;
        if (out.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
    });
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (c === null || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave']).catch(() => c.kill('SIGKILL'));
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    async restart(downMs = 0) {
      await stop();
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
