import { OnlineLobby, OnlineTable, type PeopleTable, QUICK_PRESETS } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingWindow } from '../src/lobbyRoom.ts';
import { postTable, register, seatBoth, testServer, waitFor } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.close();
});

const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };
const open: { close(): Promise<void> }[] = [];
const keep = <T extends { close(): Promise<void> }>(x: T) => {
  open.push(x);
  return x;
};
afterAll(async () => {
  await Promise.all(open.map((x) => x.close().catch(() => {})));
});

describe('the lobby', () => {
  it('lists open listed tables with their settings, not private ones; a lobby player sits at the empty seat; then it is in play to watch', async () => {
    const lobby = keep(await OnlineLobby.connect(server.url, { name: 'Looker' }));
    const listed = (await postTable(server.url, { table: ONE_BOARD, listed: true, clock: 'blitz', name: 'Come in' }))
      .body as { id: string; join: { white: string; black: string } };
    const unlisted = (await postTable(server.url, { table: ONE_BOARD })).body as {
      id: string;
      join: { white: string };
    };
    const host = keep(await OnlineTable.connect(listed.join.white, { name: 'Host' }));
    keep(await OnlineTable.connect(unlisted.join.white, { name: 'Private' }));
    const seen = await lobby.until((s) => s.tables.some((t) => t.tableId === listed.id));
    const row = seen.tables.find((t) => t.tableId === listed.id);
    expect(row).toMatchObject({
      name: 'Come in',
      kind: 'short',
      spec: { boards: [{ variant: 'short' }] },
      clock: { delayMs: 8000, reserveMs: 30000 },
      rated: false,
      started: false,
      seats: { white: { name: 'Host', status: 'connected' }, black: { status: 'empty' } },
    });
    expect(seen.tables.some((t) => t.tableId === unlisted.id)).toBe(false);
    // Presence and the table list are separate updates: wait for the players too.
    const everyone = await lobby.until((s) =>
      ['Looker', 'Host', 'Private'].every((name) => s.players.some((p) => p.name === name)),
    );
    expect(everyone.players.map((p) => p.name)).toEqual(expect.arrayContaining(['Looker', 'Host', 'Private']));

    const guest = keep(await OnlineLobby.connect(server.url, { name: 'Guest' }));
    const link = await guest.sit(listed.id);
    expect(link).toMatch(new RegExp(`#table=${listed.id}&seat=`));
    await expect(guest.sit(listed.id)).rejects.toMatchObject({ code: 'lobby/taken' });
    // The seat's earlier invite link no longer opens it.
    await expect(OnlineTable.connect(listed.join.black)).rejects.toMatchObject({ code: 'seat/bad-token' });
    const black = keep(await OnlineTable.connect(link, { name: 'Guest' }));
    expect(black.role).toBe('black');
    await host.until((s) => s.started);
    const playing = await lobby.until((s) => s.tables.some((t) => t.tableId === listed.id && t.started));
    expect(playing.playing).toBeGreaterThanOrEqual(1);
    await expect(guest.sit(listed.id)).rejects.toMatchObject({ code: 'lobby/taken' });
    await expect(guest.sit('A'.repeat(22))).rejects.toMatchObject({ code: 'lobby/unknown-table' });
  });

  it('quick match pairs two people of the same preset and clock; the waiting time and counts are shown; cancel leaves the queue', async () => {
    const a = keep(await OnlineLobby.connect(server.url, { name: 'A' }));
    const b = keep(await OnlineLobby.connect(server.url, { name: 'B' }));
    const c = keep(await OnlineLobby.connect(server.url, { name: 'C' }));
    const queued = new Promise<unknown>((r) => a.on('queue', (q) => q && r(q)));
    a.quick('short-5', 'standard');
    expect(await queued).toMatchObject({
      preset: 'short-5',
      clock: 'standard',
      rated: false,
      since: expect.any(Number),
    });
    await c.until((s) => s.waiting.some((w) => w.preset === 'short-5' && w.players === 1));
    // Another clock is another queue: nobody is paired yet.
    c.quick('short-5', 'blitz');
    await c.until((s) => s.waiting.length === 2);
    c.cancel();
    await c.until((s) => s.waiting.length === 1);
    const matchedA = new Promise<{ link: string; color: string; tableId: string }>((r) => a.on('matched', r));
    const matchedB = new Promise<{ link: string; color: string; tableId: string }>((r) => b.on('matched', r));
    b.quick('short-5', 'standard');
    const [ma, mb] = await Promise.all([matchedA, matchedB]);
    expect(ma.tableId).toBe(mb.tableId);
    expect([ma.color, mb.color].sort()).toEqual(['black', 'white']);
    const ta = keep(await OnlineTable.connect(ma.link, { name: 'A' }));
    const tb = keep(await OnlineTable.connect(mb.link, { name: 'B' }));
    await ta.until((s) => s.started);
    expect(ta.snapshot.state.config.spec.match).toEqual(QUICK_PRESETS['short-5'].match);
    expect(ta.snapshot.clock?.settings).toEqual({ delayMs: 12000, reserveMs: 300000 });
    expect(tb.role).toBe(mb.color);
    await a.until((s) => s.waiting.length === 0);
  });

  it('rated quick match: accounts only, paired within a rating window that widens with waiting', async () => {
    const guest = keep(await OnlineLobby.connect(server.url, { name: 'G' }));
    const refused = new Promise<{ code: string }>((r) => guest.on('refused', r));
    guest.quick('long', 'blitz', true);
    expect((await refused).code).toBe('quick/login-required');

    const strong = await register(server.url, 'Strong');
    const weak = await register(server.url, 'Weak');
    await server.store.db
      .insertInto('ratings')
      .values({ user_id: strong.user.id, kind: 'long', rating: 2100, rd: 60, volatility: 0.06, games: 40 })
      .execute();
    const s = keep(await OnlineLobby.connect(server.url, { sessionToken: strong.token }));
    const w = keep(await OnlineLobby.connect(server.url, { sessionToken: weak.token }));
    let matched = false;
    s.on('matched', () => {
      matched = true;
    });
    s.quick('long', 'blitz', true);
    w.quick('long', 'blitz', true);
    await s.until((st) => st.waiting.some((x) => x.preset === 'long' && x.players === 2));
    await new Promise((r) => setTimeout(r, 1500));
    expect(matched).toBe(false); // 600 points apart: not yet
    expect(ratingWindow(0)).toBe(150);
    expect(ratingWindow(45_000)).toBe(600);
    expect(ratingWindow(3_600_000)).toBe(800);
    s.cancel();
    w.cancel();
    await s.until((st) => st.waiting.length === 0);

    const peer = await register(server.url, 'Peer');
    const p = keep(await OnlineLobby.connect(server.url, { sessionToken: peer.token }));
    const both = Promise.all([
      new Promise<{ link: string }>((r) => w.on('matched', r)),
      new Promise<{ link: string }>((r) => p.on('matched', r)),
    ]);
    w.quick('long', 'blitz', true);
    p.quick('long', 'blitz', true);
    const [mw] = await both;
    const table = keep(await OnlineTable.connect(mw.link, { sessionToken: weak.token }));
    expect(table.snapshot.rated).toBe(true);
  });

  it('a guest cannot sit at a rated open table', async () => {
    const owner = await register(server.url, 'Owner');
    const res = await fetch(new URL('api/tables', server.url), {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: JSON.stringify({ table: ONE_BOARD, rated: true, listed: true }),
    });
    const created = (await res.json()) as { id: string; join: { white: string } };
    keep(await OnlineTable.connect(created.join.white, { sessionToken: owner.token }));
    const guest = keep(await OnlineLobby.connect(server.url, { name: 'G2' }));
    await guest.until((s) => s.tables.some((t) => t.tableId === created.id && t.rated));
    await expect(guest.sit(created.id)).rejects.toMatchObject({ code: 'lobby/login-required' });
    const self = keep(await OnlineLobby.connect(server.url, { sessionToken: owner.token }));
    await expect(self.sit(created.id)).rejects.toMatchObject({ code: 'lobby/same-player' });
    await waitFor(() => true);
  });

  it('a burst of new listed tables is read from the table rooms once per flush, not once per announcement', async () => {
    const lobby = keep(await OnlineLobby.connect(server.url, { name: 'Watcher' }));
    const { matchMaker } = await import('@colyseus/core');
    // Count the lobby's reads where they go: the matchmaker's driver (the module's own export is read-only).
    const driver = matchMaker.driver;
    const query = driver.query;
    let reads = 0;
    driver.query = ((...args: Parameters<typeof query>) => {
      reads++;
      return query.apply(driver, args);
    }) as typeof query;
    try {
      const started = Date.now();
      const created = await Promise.all(
        Array.from(
          { length: 8 },
          async () => (await postTable(server.url, { table: ONE_BOARD, listed: true })).body as PeopleTable,
        ),
      );
      // Each announces itself twice or more (loaded, the seat joined, the other seat joined).
      const seats = await Promise.all(created.map((c) => seatBoth(c)));
      for (const { white, black } of seats) open.push(white, black);
      await lobby.until((s) => created.every((c) => s.tables.some((t) => t.tableId === c.id && t.started)));
      const flushes = (Date.now() - started) / 500;
      expect(reads).toBeLessThanOrEqual(Math.ceil(flushes) + 2);
    } finally {
      driver.query = query;
    }
  });
});
