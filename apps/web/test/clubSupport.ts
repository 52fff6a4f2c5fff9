import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OnlineTable, type PeopleTable } from '@nardy/online';
import {
  copyPgliteTemplate,
  type GameServer,
  pgliteTemplate,
  silentLogger,
  startGameServer,
  type TimeSource,
} from '@nardy/server';

/**
 * The club's end-to-end tests run the real game server in the test's process, serving the production
 * build that globalSetup made (so the page, the API and the sockets share one origin, as with `npm start`),
 * on a copy of a migrated PGlite template, with cheap password hashes and loose limits.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));

export interface ClubServer extends GameServer {
  /** Registers an account through the API: its session token (the cookie's value) for Node clients. */
  register(name: string, password?: string): Promise<string>;
  /** Creates a table through the API (as the account of `token`, when given). */
  createTable(body: Record<string, unknown>, token?: string): Promise<PeopleTable>;
}

export async function startClubServer(
  options: { time?: TimeSource; adminToken?: string; embedOrigins?: string[]; computerThinkMs?: number } = {},
): Promise<ClubServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'nardy-club-e2e-'));
  copyPgliteTemplate(await pgliteTemplate(join(root, 'node_modules', '.cache', 'nardy')), join(scratch, 'db'));
  const server = await startGameServer({
    database: { dataDir: join(scratch, 'db') },
    staticDir: dist,
    scrypt: { N: 1024, r: 8, p: 1 },
    limits: { tablesPerMinute: 1000, loginsPerMinute: 1000, accountsPerHour: 1000, failedLogins: 1000 },
    logger: silentLogger(),
    ...(options.time ? { time: options.time } : {}),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.embedOrigins ? { embedOrigins: options.embedOrigins } : {}),
    ...(options.computerThinkMs !== undefined ? { computerThinkMs: options.computerThinkMs } : {}),
  });
  return {
    ...server,
    async register(name, password = 'correct horse') {
      const res = await fetch(new URL('api/accounts', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password }),
      });
      if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
      const cookie = /nardy_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
      if (!cookie) throw new Error('no session cookie');
      return cookie[1];
    },
    async createTable(body, token) {
      const res = await fetch(new URL('api/tables', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST /api/tables: ${res.status} ${await res.text()}`);
      return (await res.json()) as PeopleTable;
    },
    async close() {
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Joins a seat or watches from Node (the other player of a test, or an observer). */
export function joinFromNode(
  link: string,
  options: { name?: string; sessionToken?: string } = {},
): Promise<OnlineTable> {
  return OnlineTable.connect(link, { connectTimeout: 30000, ...options });
}

/** Time `speed` times faster than the real clock, for the players' clocks: a 10 s reserve runs out in 10/speed s. */
export function fastTime(speed: number): TimeSource {
  const t0 = Date.now();
  return {
    now: () => t0 + (Date.now() - t0) * speed,
    setTimeout: (callback, ms) => {
      const t = setTimeout(callback, ms / speed);
      t.unref?.();
      return t;
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

export const SHORT_ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };
export const PARALLEL = {
  boards: [{ variant: 'short' }, { variant: 'long' }],
  ending: 'koks',
  cube: { mode: 'perBoard' },
  match: { length: 3, seriesFirstMove: 'loser', crawford: true },
};
