import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cheapCommand,
  type DiceProof,
  isPeopleTable,
  OnlineTable,
  type OnlineTableOptions,
  type PeopleTable,
} from '@nardy/online';
import { inject } from 'vitest';
import { type GameServer, type GameServerOptions, startGameServer } from '../../src/gameServer.ts';
import { memoryLogger } from '../../src/observability/logger.ts';

/** A copy of the migrated PGlite template (see globalSetup.ts) in a temporary folder of its own. */
export function pgliteCopy(): { dataDir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'nardy-pglite-'));
  const dataDir = join(dir, 'db');
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

import { TEST_LIMITS, TEST_SCRYPT } from './limits.ts';

/** An in-process server on a free port with its own PGlite copy (unless `database` says otherwise). */
export async function testServer(options: GameServerOptions = {}): Promise<GameServer & { logs: string[] }> {
  const copy = options.database ? null : pgliteCopy();
  const { logger, lines: logs } = memoryLogger();
  const server = await startGameServer({
    database: copy ? { dataDir: copy.dataDir } : options.database,
    scrypt: TEST_SCRYPT,
    logger,
    ...options,
    limits: { ...TEST_LIMITS, ...options.limits },
    ...(copy ? { database: { dataDir: copy.dataDir } } : {}),
  });
  return {
    ...server,
    logs,
    async close() {
      await server.close();
      copy?.remove();
    },
  };
}

export const TWO_SHORT_BOARDS = {
  boards: [{ variant: 'short' }, { variant: 'short' }],
  ending: 'koks',
  cube: { mode: 'perBoard' },
};

export async function postTable(baseUrl: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(new URL('api/tables', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

export async function createTable(baseUrl: string, table: unknown = TWO_SHORT_BOARDS): Promise<PeopleTable> {
  const r = await postTable(baseUrl, { table });
  if (r.status !== 201) throw new Error(`POST /api/tables: ${r.status} ${JSON.stringify(r.body)}`);
  const created = r.body as PeopleTable;
  if (!isPeopleTable(created)) throw new Error('POST /api/tables: a join link is missing');
  return created;
}

/** What `GET /api/tables/:id/record` answers: a record with its dice proof, or an error. */
export type RecordBody = {
  readonly format: string;
  readonly games: { readonly events: unknown[] }[];
  readonly dice: DiceProof;
  readonly error?: { readonly code: string; readonly message: string };
};

export async function getRecord(baseUrl: string, id: string): Promise<{ status: number; body: RecordBody }> {
  const res = await fetch(new URL(`api/tables/${id}/record`, baseUrl));
  return { status: res.status, body: (await res.json()) as RecordBody };
}

/** Both seats (and optionally a spectator) connected to a created table. */
export async function seatBoth(created: PeopleTable, options: OnlineTableOptions = {}) {
  const white = await OnlineTable.connect(created.join.white, { name: 'White', clientSeed: 'w', ...options });
  const black = await OnlineTable.connect(created.join.black, { name: 'Black', clientSeed: 'b', ...options });
  await white.until((s) => s.started);
  return { white, black };
}

/**
 * Plays with `cheapCommand` through the two seats until the table is over or `maxCommands` were sent;
 * returns the number of commands sent. Any refusal fails (the cheap player only sends what the view allows).
 */
export async function playOut(seats: { white: OnlineTable; black: OnlineTable }, maxCommands = 100000) {
  let sent = 0;
  while (sent < maxCommands) {
    // Both clients must have the latest version before the next decision (the other seat may act next).
    const version = Math.max(seats.white.snapshot.version, seats.black.snapshot.version);
    await seats.white.until((s) => s.version >= version);
    await seats.black.until((s) => s.version >= version);
    const next = cheapCommand(seats.white.snapshot.view);
    if (next === null) return sent;
    await seats[next.seat].send(next.command);
    sent++;
  }
  return sent;
}

/** Polls `condition` every 10 ms until it holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Registers an account; returns its session token (the cookie's value) and the Cookie header. */
export async function register(baseUrl: string, name: string, password = 'correct horse') {
  const res = await fetch(new URL('api/accounts', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { token: cookie.split('=')[1], cookie, user: ((await res.json()) as { user: { id: string } }).user };
}
