import { type CreatedTable, cheapCommand, OnlineTable } from '@nardy/online';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTable } from './support/helpers.ts';
import { type ServerProcess, ServerProcesses } from './support/processes.ts';
import { describeWithServices, freshPostgresDatabase, redisUrl } from './support/services.ts';

/**
 * SIGTERM drains a process (a restart, an upgrade): its clients are told to reconnect now (close code
 * 4102), land on the other process — which rebuilds their tables from PostgreSQL — and play on; the
 * drained process exits by itself, cleanly, within 10 s; nothing accepted is lost.
 */
const processes = new ServerProcesses();

describeWithServices('drain: SIGTERM sends the clients to the other process', ['postgres', 'redis'], () => {
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

  it('the tables of the drained process play on through the other; it exits 0 within 10 s; 0 accepted events lost', {
    timeout: 120000,
  }, async () => {
    const tables: { created: CreatedTable; white: OnlineTable; black: OnlineTable; closes: number[] }[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await createTable(a.url);
      // Without a proxy in front the client is given the other address of the server.
      const options = { servers: [b.url], retryDelays: [100, 250, 500] };
      const white = await OnlineTable.connect(created.join.white, options);
      const black = await OnlineTable.connect(created.join.black, options);
      await white.until((s) => s.started);
      tables.push({ created, white, black, closes: [] });
    }
    const playSome = async (t: (typeof tables)[number], n: number) => {
      for (let k = 0; k < n; k++) {
        const version = Math.max(t.white.snapshot.version, t.black.snapshot.version);
        await t.white.until((s) => s.version >= version);
        await t.black.until((s) => s.version >= version);
        const next = cheapCommand(t.white.snapshot.view);
        if (next === null) return;
        await t[next.seat].send(next.command);
      }
    };
    await Promise.all(tables.map((t) => playSome(t, 15)));
    const before = tables.map((t) => t.white.snapshot.log.slice());
    // Both seats of each table: the time from the first seat's drop to both being back.
    const reconnected = tables.map(
      (t) =>
        new Promise<number>((resolve) => {
          let dropped = 0;
          const back = new Set<string>();
          for (const seat of [t.white, t.black]) {
            seat.on('status', (status) => {
              if (status === 'reconnecting' && dropped === 0) dropped = performance.now();
              if (status === 'connected' && dropped > 0) back.add(seat.role);
              if (back.size === 2) resolve(performance.now() - dropped);
            });
          }
        }),
    );
    const exited = new Promise<number | null>((r) => a.child.once('exit', (code) => r(code)));
    const stopping = performance.now();
    a.child.kill('SIGTERM');
    const back = await Promise.all(reconnected);
    expect(await exited).toBe(0);
    const stopMs = performance.now() - stopping;
    console.log(
      `drain: exit after ${Math.round(stopMs)} ms; seats back after ${JSON.stringify(back.map(Math.round))} ms`,
    );
    expect(stopMs).toBeLessThan(10000);

    // They play on, through B, and what was accepted before is all there.
    await Promise.all(tables.map((t) => playSome(t, 10)));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const [i, t] of tables.entries()) {
        await t.black.until((s) => s.version >= t.white.snapshot.version);
        const rows = await client.query('select entry from events where table_id = $1 order by seq', [t.created.id]);
        const stored = rows.rows.map((r) => r.entry);
        expect(stored.slice(0, before[i].length)).toEqual(before[i]);
        expect(stored.length).toBeGreaterThan(before[i].length);
        expect(t.white.snapshot.log).toEqual(stored);
      }
    } finally {
      await client.end();
    }
    await Promise.all(tables.flatMap((t) => [t.white.close(), t.black.close()]));
  });
});
