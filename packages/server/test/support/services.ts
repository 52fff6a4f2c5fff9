import { Socket } from 'node:net';
import pg from 'pg';
import { describe, it } from 'vitest';
import { ownServicesMissing } from './ownServices.ts';

/**
 * The real services the tests use: the machine's PostgreSQL (127.0.0.1:5432, user postgres, database test,
 * trust auth) and Redis (127.0.0.1:6379). Where one is not reachable its tests are skipped with the reason —
 * unless NARDY_REQUIRE_SERVICES=1 (CI sets it), which turns a missing service into a failing test.
 */
export const POSTGRES_URL = process.env.NARDY_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_HOST = { host: '127.0.0.1', port: 6379 };
const required = process.env.NARDY_REQUIRE_SERVICES === '1';

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (e) {
    return `no PostgreSQL at ${POSTGRES_URL} (${(e as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisProblem(): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(2000, () => done('no answer from Redis at 127.0.0.1:6379'));
    socket.once('error', (e) => done(`no Redis at 127.0.0.1:6379 (${e.message})`));
    socket.connect(REDIS_HOST.port, REDIS_HOST.host, () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') ? null : `Redis answered ${data}`));
  });
}

export const postgresMissing = await postgresProblem();
export const redisMissing = await redisProblem();

/**
 * `describe` for tests that need the named services (`own`: the programs to run a PostgreSQL and a Redis
 * of the test's own): runs them when every one is reachable; otherwise
 * skips them with the reason in the title, or — with NARDY_REQUIRE_SERVICES=1 — fails one test saying why.
 */
export function describeWithServices(
  name: string,
  needs: readonly ('postgres' | 'redis' | 'own')[],
  body: () => void,
): void {
  const problems = needs
    .map((n) => (n === 'postgres' ? postgresMissing : n === 'redis' ? redisMissing : ownServicesMissing))
    .filter((p) => p !== null);
  if (problems.length === 0) {
    describe(name, body);
  } else if (required) {
    describe(name, () => {
      it('has its services (NARDY_REQUIRE_SERVICES=1)', () => {
        throw new Error(problems.join('; '));
      });
    });
  } else {
    describe.skip(`${name} — skipped: ${problems.join('; ')}`, body);
  }
}

/** A database of its own on the machine's PostgreSQL for one test file; `drop()` removes it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nardy_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A Redis URL on a database index of its own (1–15), so that parallel runs do not see each other's rooms. */
export function redisUrl(): string {
  return `redis://${REDIS_HOST.host}:${REDIS_HOST.port}/${1 + Math.floor(Math.random() * 15)}`;
}
