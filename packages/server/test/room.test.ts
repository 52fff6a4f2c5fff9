import { CLOSE_CODES, MAX_MESSAGE_BYTES, type OnlineError, OnlineTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, getRecord, playOut, postTable, seatBoth, testServer, waitFor } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ reconnectSeconds: 5 });
});
afterAll(async () => {
  await server?.close();
});

const code = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as OnlineError).code;
  }
  throw new Error('expected a refusal');
};

describe('POST /api/tables', () => {
  it('creates a table with two join links and a watch link', async () => {
    const r = await postTable(server.url, {
      table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
      name: 'Friday',
    });
    expect(r.status).toBe(201);
    const body = r.body as { id: string; join: { white: string; black: string }; watch: string };
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.join.white).toMatch(new RegExp(`^${server.url}#table=${body.id}&seat=[A-Za-z0-9_-]{43}$`));
    expect(body.join.black).not.toBe(body.join.white);
    expect(body.watch).toBe(`${server.url}#table=${body.id}`);
  });

  it('refuses a bad table, a bad body and an oversize body with a code', async () => {
    expect(await postTable(server.url, { table: { boards: [], ending: 'koks', cube: { mode: 'off' } } })).toEqual({
      status: 400,
      body: { error: { code: 'record/boards', message: expect.any(String) } },
    });
    expect((await postTable(server.url, '{not json')).body).toMatchObject({ error: { code: 'request/json' } });
    expect((await postTable(server.url, { name: 'x' })).body).toMatchObject({ error: { code: 'request/shape' } });
    const big = await postTable(server.url, { table: {}, name: 'x'.repeat(10000) });
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'request/too-large' } } });
  });

  it('GET record: 404 for an unknown table, the dice commitment without the seed while in play', async () => {
    expect(await getRecord(server.url, 'AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { error: { code: 'table/unknown' } },
    });
    const created = await createTable(server.url);
    const r = await getRecord(server.url, created.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ format: 'nardy-record', version: 1, games: [{ events: [] }] });
    expect(r.body.dice).toEqual({
      tableId: created.id,
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeeds: { white: '', black: '' },
    });
  });
});

describe('the table room', () => {
  it('plays a two-board game to the end; the record is complete and its dice verify', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    const watch = await OnlineTable.connect(created.watch);
    expect(watch.role).toBe('spectator');
    expect(seats.white.snapshot.seats).toEqual({
      white: { name: 'White', status: 'connected' },
      black: { name: 'Black', status: 'connected' },
    });
    const sent = await playOut(seats);
    expect(sent).toBeGreaterThan(50);
    const final = await watch.until((s) => s.version === seats.white.snapshot.version);
    expect(final.view.phase).toBe('gameOver');
    expect(final.view).toEqual(seats.black.snapshot.view);
    expect(final.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const record = (await getRecord(server.url, created.id)).body;
    expect(record.dice).toEqual(final.dice);
    expect(record.games).toEqual(seats.white.record().games);
    expect(record.dice.clientSeeds).toEqual({ white: 'w', black: 'b' });
    const verified = await verifyDice(record);
    expect(verified).toMatchObject({ ok: true });
    const games = await server.store.finishedGames(created.id);
    expect(games).toHaveLength(1);
    await Promise.all([seats.white.close(), seats.black.close(), watch.close()]);
  });

  it('refuses the other seat, a spectator, a game not started, and malformed, unknown and oversize messages', async () => {
    const created = await createTable(server.url);
    const white = await OnlineTable.connect(created.join.white, { name: 'W' });
    expect(await code(white.send({ type: 'ROLL' }))).toBe('table/waiting');
    const black = await OnlineTable.connect(created.join.black, { name: 'B' });
    await white.until((s) => s.started);
    const watch = await OnlineTable.connect(created.watch);
    expect(await code(watch.send({ type: 'ROLL' }))).toBe('seat/spectator');
    await white.send({ type: 'ROLL' });
    const mover = white.snapshot.view.turn as 'white' | 'black';
    const other = mover === 'white' ? black : white;
    expect(await code(other.send({ type: 'CONFIRM' }))).toBe('turn/not-yours');
    expect(await code(other.send({ type: 'ROLL', player: mover } as never))).toBe('turn/not-yours');
    expect(await code(white.send({ type: 'FOO' } as never))).toBe('event/malformed');
    expect(await code(white.send(null as never))).toBe('event/malformed');
    const refusals: string[] = [];
    white.on('refused', (r) => refusals.push(r.code));
    white.sendRaw('command', 'ROLL');
    white.sendRaw('command', { id: -1, command: { type: 'ROLL' } });
    white.sendRaw('shout', { hello: 1 });
    white.sendRaw('command', { command: { type: 'ROLL' }, padding: 'x'.repeat(MAX_MESSAGE_BYTES) });
    await waitFor(() => refusals.length === 4, 5000, `4 refusals (${refusals})`);
    // Commands wait in the room's queue; the other refusals come at once.
    expect(refusals.sort()).toEqual([
      'message/malformed',
      'message/malformed',
      'message/too-large',
      'message/unknown-type',
    ]);
    // The room lives on: the mover still plays.
    const version = white.snapshot.version;
    const v = await (mover === 'white' ? white : black).send({ type: 'UNDO' }).catch(() => version);
    expect(v).toBeGreaterThanOrEqual(version);
    expect(white.status).toBe('connected');
    await Promise.all([white.close(), black.close(), watch.close()]);
  });

  it('refuses a bad or foreign join token and an unknown table', async () => {
    const a = await createTable(server.url);
    const b = await createTable(server.url);
    const foreign = `${a.watch}&seat=${new URL(b.join.white).hash.split('seat=')[1]}`;
    await expect(OnlineTable.connect(foreign)).rejects.toMatchObject({ code: 'seat/bad-token' });
    await expect(OnlineTable.connect(`${a.watch}&seat=${'A'.repeat(43)}`)).rejects.toMatchObject({
      code: 'seat/bad-token',
    });
    await expect(OnlineTable.connect(`${server.url}#table=${'B'.repeat(22)}`)).rejects.toMatchObject({
      code: 'table/unknown',
    });
    await expect(OnlineTable.connect('http://x/#table=1')).rejects.toMatchObject({ code: 'link/invalid' });
  });

  it('names are stored as plain text, normalised, and never as markup the server serves', async () => {
    const created = await createTable(server.url);
    const white = await OnlineTable.connect(created.join.white, {
      name: '  <img src=x onerror=alert(1)>\u202e\n\tAnn ',
    });
    expect(white.snapshot.seats.white.name).toBe('<img src=x onerror=alert(1)> Ann');
    await white.close();
  });

  it('a dropped seat is held and shown as reconnecting; the client comes back by itself', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created, { retryDelays: [50] });
    await seats.white.send({ type: 'ROLL' });
    const statuses: string[] = [];
    seats.black.on('status', (s) => statuses.push(s));
    const seen = seats.white.until((s) => s.seats.black.status === 'reconnecting', 5000);
    // Cut black's socket without a consented leave, as a network drop would.
    await dropConnection(created.id, 'black');
    const during = await seen;
    expect(during.seats.black.heldUntil).toBeGreaterThan(Date.now());
    await seats.white.until((s) => s.seats.black.status === 'connected', 10000);
    await seats.black.until(() => seats.black.status === 'connected', 10000);
    expect(statuses).toEqual(['reconnecting', 'connected']);
    expect(seats.black.snapshot.view).toEqual(seats.white.snapshot.view);
    await playOut(seats, 20);
    await Promise.all([seats.white.close(), seats.black.close()]);
  });

  it('a seat opened on a second connection takes over; the first is told and closed', async () => {
    const created = await createTable(server.url);
    const first = await OnlineTable.connect(created.join.white, { name: 'W' });
    const closed = new Promise<string | undefined>((resolve) =>
      first.on('status', (s, e) => s === 'closed' && resolve(e?.code)),
    );
    const second = await OnlineTable.connect(created.join.white, { name: 'W2' });
    expect(await closed).toBe('seat/replaced');
    expect(second.snapshot.seats.white).toEqual({ name: 'W2', status: 'connected' });
    await second.close();
    expect(CLOSE_CODES.seatReplaced).toBe(4100);
  });

  it('a room whose clients all left is disposed and rebuilt from the log on the next join', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    await playOut(seats, 30);
    const before = (await getRecord(server.url, created.id)).body;
    await Promise.all([seats.white.close(), seats.black.close()]);
    const { matchMaker } = await import('@colyseus/core');
    for (let i = 0; i < 100 && matchMaker.getLocalRoomById(created.id); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(matchMaker.getLocalRoomById(created.id)).toBeUndefined();
    const again = await OnlineTable.connect(created.join.black);
    expect(again.record().games).toEqual(before.games);
    expect(again.snapshot.log.length).toBeGreaterThan(5);
    await again.close();
  });

  it("a new table's first room takes it as created (no read of the database); a rebuilt room reads it", async () => {
    const loads: string[] = [];
    const loadTable = server.store.loadTable.bind(server.store);
    server.store.loadTable = (id) => {
      loads.push(id);
      return loadTable(id);
    };
    try {
      const created = await createTable(server.url);
      const seats = await seatBoth(created);
      expect(seats.black.snapshot.seats.white).toMatchObject({ name: 'White', status: 'connected' });
      expect(seats.white.snapshot.log).toEqual([]);
      await playOut(seats, 6);
      expect(loads).toEqual([]);
      await Promise.all([seats.white.close(), seats.black.close()]);
      const { matchMaker } = await import('@colyseus/core');
      for (let i = 0; i < 100 && matchMaker.getLocalRoomById(created.id); i++)
        await new Promise((r) => setTimeout(r, 20));
      const again = await OnlineTable.connect(created.join.white);
      expect(loads).toEqual([created.id]);
      expect(again.snapshot.seats.black).toMatchObject({ name: 'Black', status: 'away' });
      expect(again.snapshot.log.length).toBeGreaterThan(0);
      await again.close();
    } finally {
      server.store.loadTable = loadTable;
    }
  });
});

/** Cuts a seat's WebSocket on the server side without a close handshake, as a network failure would. */
async function dropConnection(tableId: string, color: 'white' | 'black'): Promise<void> {
  const { matchMaker } = await import('@colyseus/core');
  const room = matchMaker.getLocalRoomById(tableId) as unknown as {
    seats: Record<string, { client: { ref: { terminate(): void } } | null }>;
  };
  room.seats[color].client?.ref.terminate();
}
