import { OnlineTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTable, getRecord, playOut } from './support/helpers.ts';
import { type ServerProcess, ServerProcesses, via } from './support/processes.ts';
import { describeWithServices, freshPostgresDatabase, redisUrl } from './support/services.ts';

const processes = new ServerProcesses();

describeWithServices('two server processes sharing PostgreSQL and Redis', ['postgres', 'redis'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    const options = { database: { url: pg.url }, redisUrl: redisUrl() };
    a = await processes.start(options);
    b = await processes.start(options);
  });
  afterAll(async () => {
    await processes.stopAll();
    await pg?.drop();
  });

  it('a table created through A is joined and played through B, while its room lives in A', async () => {
    expect(a.processId).not.toBe(b.processId);
    const created = await createTable(a.url);
    // White opens the room on A; Black and a spectator come through B and are routed to it.
    const white = await OnlineTable.connect(created.join.white, { name: 'A-side' });
    const black = await OnlineTable.connect(via(created.join.black, b.url), { name: 'B-side' });
    const watch = await OnlineTable.connect(via(created.watch, b.url));
    await white.until((s) => s.started);
    expect(watch.snapshot.seats).toEqual({
      white: { name: 'A-side', status: 'connected' },
      black: { name: 'B-side', status: 'connected' },
    });
    await playOut({ white, black });
    const end = await watch.until((s) => s.state.over);
    expect(end.view).toEqual(white.snapshot.view);
    const fromB = (await getRecord(b.url, created.id)).body;
    expect(fromB.games).toEqual(white.record().games);
    expect(await verifyDice(fromB)).toMatchObject({ ok: true });
    await Promise.all([white.close(), black.close(), watch.close()]);
  });

  it('a table created through A and played entirely through B', async () => {
    const created = await createTable(a.url);
    const white = await OnlineTable.connect(via(created.join.white, b.url));
    const black = await OnlineTable.connect(via(created.join.black, b.url));
    await white.until((s) => s.started);
    await playOut({ white, black }, 40);
    expect((await getRecord(a.url, created.id)).body.games).toEqual(white.record().games);
    await Promise.all([white.close(), black.close()]);
  });
});
