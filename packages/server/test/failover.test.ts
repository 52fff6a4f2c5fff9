import { type LogEntry, OnlineTable } from '@nardy/online';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { driveCheap } from './support/drive.ts';
import { createTable } from './support/helpers.ts';
import { type ServerProcess, ServerProcesses } from './support/processes.ts';
import { describeWithServices, freshPostgresDatabase, redisUrl } from './support/services.ts';

/**
 * Failover at small scale (issue 16 §5): two processes share PostgreSQL and Redis and carry tables under
 * load; one is killed with SIGKILL. Its tables must be playable through the other within 5 s of their
 * clients starting to reconnect, and nothing that was accepted may be lost — checked against the database.
 */
const processes = new ServerProcesses();
const TABLES_PER_PROCESS = 3;

interface Driven {
  readonly id: string;
  readonly home: 'a' | 'b';
  readonly seats: { white: OnlineTable; black: OnlineTable };
  /** The log as the clients had it (every entry of it was acknowledged) when the process was killed. */
  acceptedAtKill: readonly LogEntry[] | null;
  /** When a seat noticed the drop, and when the first command after it was accepted. */
  droppedAt: number | null;
  playableAt: number | null;
  commands: number;
  errors: number;
}

/** Plays cheap commands on a table until `stop()`; rides out a dropped connection by waiting. */
function drive(table: Driven, running: { on: boolean }): Promise<void> {
  return driveCheap(table.seats, running, {
    pauseMs: 40,
    accepted: () => {
      table.commands++;
      if (table.droppedAt !== null && table.playableAt === null) table.playableAt = performance.now();
    },
    failed: () => {
      table.errors++;
    },
  });
}

describeWithServices('failover: one of two processes is killed under load', ['postgres', 'redis'], () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const options = { database: { url: database.url }, redisUrl: redisUrl() };
    a = await processes.start(options);
    b = await processes.start(options);
  });
  afterAll(async () => {
    await processes.stopAll();
    await database?.drop();
  });

  it('SIGKILL: every table of the dead process is playable through the other within 5 s; 0 accepted events lost', {
    timeout: 120000,
  }, async () => {
    const tables: Driven[] = [];
    for (const [home, server, other] of [
      ['a', a, b],
      ['b', b, a],
    ] as const) {
      for (let i = 0; i < TABLES_PER_PROCESS; i++) {
        const created = await createTable(server.url);
        const options = { retryDelays: [100, 250, 250, 500], servers: [other.url], connectTimeout: 30000 };
        const white = await OnlineTable.connect(created.join.white, { ...options, name: 'W' });
        const black = await OnlineTable.connect(created.join.black, { ...options, name: 'B' });
        await white.until((s) => s.started);
        const t: Driven = {
          id: created.id,
          home,
          seats: { white, black },
          acceptedAtKill: null,
          droppedAt: null,
          playableAt: null,
          commands: 0,
          errors: 0,
        };
        for (const seat of [white, black]) {
          seat.on('status', (status) => {
            if (process.env.NARDY_DEBUG_FAILOVER)
              console.log(`${created.id} ${seat.role} ${status} ${performance.now().toFixed(0)}`);
            if (status === 'reconnecting' && t.droppedAt === null) t.droppedAt = performance.now();
          });
        }
        tables.push(t);
      }
    }
    const running = { on: true };
    const loops = tables.map((t) => drive(t, running));
    // Under load: every table has played a while.
    const warm = Date.now() + 30000;
    while (tables.some((t) => t.commands < 10) && Date.now() < warm) await new Promise((r) => setTimeout(r, 50));
    expect(tables.every((t) => t.commands >= 10)).toBe(true);

    for (const t of tables) t.acceptedAtKill = t.seats.white.snapshot.log.slice();
    a.child.kill('SIGKILL');
    const killedAt = performance.now();

    // Every table of A comes back through B and plays on; B's tables never stop.
    const deadline = Date.now() + 60000;
    while (tables.some((t) => t.home === 'a' && t.playableAt === null) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const before = new Map(tables.map((t) => [t.id, t.commands]));
    const more = Date.now() + 20000;
    while (tables.some((t) => t.commands < (before.get(t.id) ?? 0) + 5) && Date.now() < more) {
      await new Promise((r) => setTimeout(r, 50));
    }
    running.on = false;
    await Promise.all(loops);

    const recovery = tables
      .filter((t) => t.home === 'a')
      .map((t) => ({
        id: t.id,
        droppedMs: (t.droppedAt ?? 0) - killedAt,
        playableMs: (t.playableAt ?? Infinity) - (t.droppedAt ?? 0),
      }));
    console.log(`failover: ${JSON.stringify(recovery)}`);
    for (const r of recovery) expect(r.playableMs, `table ${r.id}`).toBeLessThan(5000);

    // Nothing accepted is lost: the database holds every entry the clients had, in order, and no other.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const t of tables) {
        const rows = await client.query('select entry from events where table_id = $1 order by seq', [t.id]);
        const stored = rows.rows.map((r) => r.entry);
        expect(stored.slice(0, t.acceptedAtKill?.length)).toEqual(t.acceptedAtKill);
        // At the end both clients have exactly what is stored.
        await t.seats.white.until((s) => s.log.length === stored.length, 10000);
        expect(t.seats.white.snapshot.log).toEqual(stored);
        expect(t.seats.black.snapshot.log).toEqual(stored);
        expect(t.commands).toBeGreaterThan((before.get(t.id) ?? 0) - 1);
      }
    } finally {
      await client.end();
    }
    await Promise.all(tables.flatMap((t) => [t.seats.white.close(), t.seats.black.close()]));
  });
});
