import { matchMaker } from '@colyseus/core';
import { OnlineTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTable, getRecord, playOut, seatBoth, testServer, waitFor } from './support/helpers.ts';
import { describeWithServices, freshPostgresDatabase } from './support/services.ts';

describeWithServices('the server on PostgreSQL', ['postgres'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    server = await testServer({ database: { url: pg.url } });
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
  });

  it('plays a two-board game to the end, rebuilt once from the log half-way; the dice verify', async () => {
    expect(server.databaseKind).toBe('postgres');
    const created = await createTable(server.url);
    let seats = await seatBoth(created);
    await playOut(seats, 40);
    const half = (await getRecord(server.url, created.id)).body;
    await Promise.all([seats.white.close(), seats.black.close()]);
    await waitFor(() => matchMaker.getLocalRoomById(created.id) === undefined, 5000, 'the room disposed');
    seats = await seatBoth(created);
    expect(seats.white.record().games).toEqual(half.games);
    const watch = await OnlineTable.connect(created.watch);
    await playOut(seats);
    const end = await watch.until((s) => s.state.over);
    const record = (await getRecord(server.url, created.id)).body;
    expect(record.games).toEqual(seats.black.record().games);
    expect(end.dice.serverSeed).toBe(record.dice.serverSeed);
    expect(await verifyDice(record)).toMatchObject({ ok: true });
    expect(await server.store.finishedGames(created.id)).toHaveLength(1);
    await Promise.all([seats.white.close(), seats.black.close(), watch.close()]);
  });
});
