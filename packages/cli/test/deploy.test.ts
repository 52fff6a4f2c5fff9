import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OnlineTable, type PeopleTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBot, playSeat } from '../src/onlineBot.ts';
import { freePort, killServers, type ServerProcess, serve } from './onlineProcesses.ts';

/**
 * The deployment of docs/deploy.md, run here: Debian's nginx with deploy/nginx/nardy.conf.template
 * (TLS with a self-signed certificate, the ports filled in) in front of two `nardy serve` processes
 * sharing the machine's PostgreSQL and Redis. Two computer players play a table through the proxy; the
 * process holding its room is killed (SIGKILL) mid-game; play resumes through the proxy and finishes.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const NGINX = '/usr/sbin/nginx';
const POSTGRES = process.env.NARDY_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';
const required = process.env.NARDY_REQUIRE_SERVICES === '1';

/** Debian's nginx, installed (as root, like chromium in scripts/test.mjs) when missing; or why not. */
function nginxProblem(): string | null {
  if (!existsSync(NGINX) && typeof process.getuid === 'function' && process.getuid() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'ignore', env });
  }
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx as root)`;
  const psql = spawnSync('psql', [POSTGRES, '-Atc', 'select 1'], { encoding: 'utf8' });
  if (psql.status !== 0) return `no PostgreSQL at ${POSTGRES} through psql (${psql.stderr.trim()})`;
  const redis = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { encoding: 'utf8' });
  if (redis.stdout.trim() !== 'PONG') return 'no Redis at 127.0.0.1:6379';
  return null;
}

const problem = nginxProblem();
const describeDeploy = problem === null ? describe : required ? describe : describe.skip;

function psql(sql: string): void {
  const r = spawnSync('psql', [POSTGRES, '-qAtc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
}

/** The nginx main configuration around the site: its own pid, logs and temp folders under `dir`. */
function mainConfig(dir: string, site: string): string {
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'tmp', d), { recursive: true });
  return `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/client_body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${site};
}
`;
}

describeDeploy(
  `deploy: nginx in front of two processes${problem ? ` — ${required ? 'failing' : 'skipped'}: ${problem}` : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nardy-deploy-'));
    const database = `nardy_deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const redis = `redis://127.0.0.1:6379/${1 + Math.floor(Math.random() * 15)}`;
    let nginx: ReturnType<typeof spawn> | null = null;
    let proxy = '';
    const processes: { [name: string]: ServerProcess & { processId: string } } = {};
    const tlsRejection = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

    beforeAll(async () => {
      if (problem !== null) throw new Error(problem);
      psql(`create database ${database}`);
      const url = new URL(POSTGRES);
      url.pathname = `/${database}`;
      const [portA, portB, https, http] = [await freePort(), await freePort(), await freePort(), await freePort()];
      proxy = `https://127.0.0.1:${https}/`;
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]);
      expect(made.status).toBe(0);
      const { render } = (await import(pathToFileURL(join(root, 'deploy', 'render.mjs')).href)) as {
        render: (template: string, values: Record<string, string>) => string;
      };
      const site = render(readFileSync(join(root, 'deploy', 'nginx', 'nardy.conf.template'), 'utf8'), {
        NARDY_SERVER_NAME: '127.0.0.1',
        NARDY_HTTPS_LISTEN: `127.0.0.1:${https}`,
        NARDY_HTTP_LISTEN: `127.0.0.1:${http}`,
        NARDY_TLS_CERT: join(dir, 'cert.pem'),
        NARDY_TLS_KEY: join(dir, 'key.pem'),
        NARDY_PROCESS_A: `127.0.0.1:${portA}`,
        NARDY_PROCESS_B: `127.0.0.1:${portB}`,
      });
      writeFileSync(join(dir, 'site.conf'), site);
      writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, join(dir, 'site.conf')));
      const check = spawnSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });

      for (const [name, port] of [
        ['a', portA],
        ['b', portB],
      ] as const) {
        const server = await serve([
          '--port',
          String(port),
          '--database',
          url.toString(),
          '--redis',
          redis,
          '--public-url',
          proxy,
          '--public-address',
          `127.0.0.1:${https}/ws/${name}`,
          '--message-rate',
          '1000',
        ]);
        const line = server
          .stdout()
          .split('\n')
          .find((l) => l.startsWith('{')) as string;
        processes[name] = { ...server, processId: JSON.parse(line).processId };
      }
      // The proxy's certificate is self-signed: this process trusts it for the test's own connections.
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    }, 120000);

    afterAll(async () => {
      if (tlsRejection === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsRejection;
      nginx?.kill('SIGQUIT');
      await killServers();
      try {
        psql(`drop database if exists ${database} with (force)`);
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('plain HTTP is sent to https; the operators routes are closed at the proxy', async () => {
      const site = readFileSync(join(dir, 'site.conf'), 'utf8');
      const http = /listen 127\.0\.0\.1:(\d+);/.exec(site)?.[1];
      const res = await fetch(`http://127.0.0.1:${http}/api/health`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('https://127.0.0.1/api/health');
      expect((await fetch(new URL('metrics', proxy))).status).toBe(404);
      expect((await fetch(new URL('api/admin/backup', proxy), { method: 'POST' })).status).toBe(404);
    });

    it('two bots play a table through the proxy; its process is killed mid-game; play resumes through the proxy and finishes', {
      timeout: 240000,
    }, async () => {
      const res = await fetch(new URL('api/tables', proxy), {
        method: 'POST',
        body: JSON.stringify({ table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } } }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as PeopleTable;
      expect(created.join.white.startsWith(proxy)).toBe(true);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

      const watch = await OnlineTable.connect(created.watch);
      const [white, black] = await Promise.all([
        connectBot(created.join.white, 'beginner', 'White bot'),
        connectBot(created.join.black, 'beginner', 'Black bot'),
      ]);
      const games = Promise.all([playSeat(white, 'beginner'), playSeat(black, 'beginner')]);
      const mid = await watch.until((s) => s.log.length >= 12, 120000);
      // The process that holds the room: its listing in Redis names it.
      const db = new URL(redis).pathname.slice(1);
      const listing = spawnSync('redis-cli', ['-n', db, 'hget', 'roomcaches', created.id], { encoding: 'utf8' });
      const holder = JSON.parse(listing.stdout).processId as string;
      const [name, victim] = Object.entries(processes).find(([, p]) => p.processId === holder) ?? [];
      expect(victim, `holder ${holder}`).toBeDefined();
      const seen = mid.log.slice();
      victim?.child.kill('SIGKILL');
      await victim?.exited;

      const [endWhite, endBlack] = await games;
      expect(endWhite.state.over).toBe(true);
      expect(endBlack.state.over).toBe(true);
      const record = (await (await fetch(new URL(`api/tables/${created.id}/record`, proxy))).json()) as Parameters<
        typeof verifyDice
      >[0] & { games: unknown[] };
      expect(record.games).toEqual(white.record().games);
      expect(endWhite.log.slice(0, seen.length)).toEqual(seen);
      expect(await verifyDice(record)).toMatchObject({ ok: true });
      // The table's room now lives in the other process.
      const after = spawnSync('redis-cli', ['-n', db, 'hget', 'roomcaches', created.id], { encoding: 'utf8' });
      if (after.stdout.trim() !== '') expect(JSON.parse(after.stdout).processId).not.toBe(holder);
      console.log(`deploy: the room's process ${name} was killed after ${seen.length} entries; the table finished`);
      await Promise.all([white.close(), black.close(), watch.close()]);
    });
  },
);
