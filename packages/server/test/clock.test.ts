import { cheapCommand, type OnlineSnapshot, OnlineTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { getRecord, postTable, seatBoth, testServer, waitFor } from './support/helpers.ts';

/**
 * The players' clocks, with the server's time simulated (XState's SimulatedClock): a clock running out
 * is tested by moving the time on, not by waiting for it.
 */
const time = new SimulatedClock();
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ time, reconnectSeconds: 5 });
});
afterAll(async () => {
  await server?.close();
});

const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };
const CLOCK = { delaySeconds: 10, reserveSeconds: 30 };

async function clockedTable(table: object = ONE_BOARD, clock: unknown = CLOCK) {
  const r = await postTable(server.url, { table, clock });
  expect(r.status).toBe(201);
  return r.body as { id: string; join: { white: string; black: string }; watch: string };
}

/** Plays cheap commands for whoever must act until the clock passes to the other player. */
async function playTurn(seats: { white: OnlineTable; black: OnlineTable }): Promise<void> {
  const runner = seats.white.snapshot.clock?.running?.player;
  for (let i = 0; i < 20 && seats.white.snapshot.clock?.running?.player === runner; i++) {
    const version = Math.max(seats.white.snapshot.version, seats.black.snapshot.version);
    await seats.white.until((s) => s.version >= version);
    await seats.black.until((s) => s.version >= version);
    const next = cheapCommand(seats.white.snapshot.view);
    if (next === null) return;
    await seats[next.seat].send(next.command);
    await seats.white.until((s) => s.version >= seats[next.seat].snapshot.version);
  }
}

const running = (s: OnlineSnapshot) => s.clock?.running?.player ?? null;

describe('clocks kept by the server', () => {
  it('a table without a clock has none; a bad clock is refused with request/clock', async () => {
    const plain = await clockedTable(ONE_BOARD, 'none');
    const seats = await seatBoth(plain);
    expect(seats.white.snapshot.clock).toBeNull();
    expect(seats.white.snapshot.claimable).toBeNull();
    await Promise.all([seats.white.close(), seats.black.close()]);
    const bad = await postTable(server.url, { table: ONE_BOARD, clock: { delaySeconds: 5, reserveSeconds: 0 } });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'request/clock' } } });
    const preset = await postTable(server.url, { table: ONE_BOARD, clock: 'sudden' });
    expect(preset).toMatchObject({ status: 400, body: { error: { code: 'request/clock' } } });
  });

  it('the server rolls the opening after the delay; only time beyond the delay is charged; each entry records its time', async () => {
    const created = await clockedTable();
    const seats = await seatBoth(created);
    expect(seats.white.snapshot.clock).toEqual({
      settings: { delayMs: 10_000, reserveMs: 30_000 },
      reserve: { white: 30_000, black: 30_000 },
      running: null,
    });
    time.increment(10_000);
    const opened = await seats.white.until((s) => s.log.length === 1);
    const mover = running(opened);
    expect(mover).toBe(opened.view.turn);
    expect(opened.clock?.running?.delayLeftMs).toBe(10_000);
    time.increment(15_000);
    await playTurn(seats);
    const after = await seats.black.until((s) => running(s) !== mover && running(s) !== null);
    const other = mover === 'white' ? 'black' : 'white';
    expect(after.clock?.reserve).toEqual({ [mover as string]: 25_000, [other]: 30_000 });
    const record = (await getRecord(server.url, created.id)).body as unknown as {
      clock: { delayMs: number; reserveMs: number; games: unknown[][] };
      forfeit: unknown;
    };
    expect(record.clock.delayMs).toBe(10_000);
    expect(record.clock.games[0][0]).toBeNull(); // the opening roll is nobody's turn
    expect(record.clock.games[0].at(-1)).toEqual({
      player: mover,
      usedMs: 15_000,
      reserveMs: { [mover as string]: 25_000, [other]: 30_000 },
    });
    expect(record.forfeit).toBeNull();

    // The other player's reserve runs out while he is connected: the table is lost on time at once.
    time.increment(10_000 + 30_000);
    const end = await seats.white.until((s) => s.state.over);
    expect(end.forfeit).toEqual({ player: other, reason: 'timeout' });
    expect(end.clock?.reserve[other]).toBe(0);
    expect(end.clock?.running).toBeNull();
    expect(end.state.game.outcome?.winner).toBe(mover);
    expect(end.log.at(-1)).toEqual({ type: 'resign', player: other, match: true });
    const final = (await getRecord(server.url, created.id)).body as unknown as {
      forfeit: unknown;
      clock: { games: unknown[][] };
    };
    expect(final.forfeit).toEqual({ player: other, reason: 'timeout', game: 0 });
    expect(final.clock.games[0].at(-1)).toMatchObject({ player: other, usedMs: 40_000, reserveMs: { [other]: 0 } });
    expect(await verifyDice(final as never)).toMatchObject({ ok: true });
    await expect(seats.white.send({ type: 'ROLL' })).rejects.toMatchObject({ code: 'game/over' });
    await Promise.all([seats.white.close(), seats.black.close()]);
  });

  it('in a match a time-out loses the match; between games the server starts the next one after the delay', async () => {
    const created = await clockedTable({ ...ONE_BOARD, match: { length: 7, seriesFirstMove: 'loser' } });
    const seats = await seatBoth(created);
    time.increment(10_000); // the opening roll
    const opened = await seats.white.until((s) => s.log.length === 1);
    const mover = running(opened) as 'white' | 'black';
    const other = mover === 'white' ? 'black' : 'white';
    // The mover resigns the first game: the match goes on, and the server starts game 2 after the delay.
    await seats[mover].send({ type: 'RESIGN' });
    const between = await seats.white.until((s) => s.view.phase === 'gameOver');
    expect(between.state.over).toBe(false);
    expect(running(between)).toBeNull();
    time.increment(10_000);
    await seats.white.until((s) => s.state.history.length === 1 && s.view.phase !== 'gameOver');
    // Game 2 starts with the loser of game 1 (seriesFirstMove loser): his clock runs out.
    await seats.white.until((s) => running(s) !== null);
    const runner = running(seats.white.snapshot) as 'white' | 'black';
    expect(runner).toBe(mover);
    time.increment(10_000 + 30_000);
    const end = await seats.black.until((s) => s.state.over);
    expect(end.forfeit).toEqual({ player: runner, reason: 'timeout' });
    expect(end.view.match).toMatchObject({ over: true, [other]: 7 });
    expect(end.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await Promise.all([seats.white.close(), seats.black.close()]);
  });

  it('a disconnected seat keeps its clock running; once spent the opponent may claim the win', async () => {
    const created = await clockedTable();
    const white = await OnlineTable.connect(created.join.white, { name: 'W', retryDelays: [600_000] });
    const black = await OnlineTable.connect(created.join.black, { name: 'B', retryDelays: [600_000] });
    await white.until((s) => s.started);
    await white.send({ type: 'ROLL' }); // the opening
    const opened = await black.until((s) => s.log.length === 1);
    const mover = running(opened) as 'white' | 'black';
    const seats = { white, black };
    const present = seats[mover === 'white' ? 'black' : 'white'];
    const gone = present.until((s) => s.seats[mover].status === 'reconnecting');
    await dropConnection(created.id, mover);
    await gone;
    const claimRefused: string[] = [];
    present.on('refused', (r) => claimRefused.push(r.code));
    present.claim();
    await waitFor(() => claimRefused.length > 0 || present.snapshot.state.over, 5000, 'claim answered');
    expect(claimRefused).toEqual(['claim/not-allowed']);
    time.increment(10_000 + 30_000);
    const claimable = await present.until((s) => s.claimable === mover);
    expect(claimable.state.over).toBe(false);
    present.claim();
    const end = await present.until((s) => s.state.over);
    expect(end.forfeit).toEqual({ player: mover, reason: 'timeout' });
    await Promise.all([white.close(), black.close()]);
  });

  it('a seat that comes back after its reserve was spent loses on time at once', async () => {
    const created = await clockedTable();
    const white = await OnlineTable.connect(created.join.white, { name: 'W', retryDelays: [600_000] });
    const black = await OnlineTable.connect(created.join.black, { name: 'B', retryDelays: [600_000] });
    await white.until((s) => s.started);
    await white.send({ type: 'ROLL' });
    const mover = running(await black.until((s) => s.log.length === 1)) as 'white' | 'black';
    const present = mover === 'white' ? black : white;
    const gone = present.until((s) => s.seats[mover].status === 'reconnecting');
    await dropConnection(created.id, mover);
    await gone;
    time.increment(40_000);
    await present.until((s) => s.claimable === mover);
    const back = await OnlineTable.connect(created.join[mover]);
    const end = await back.until((s) => s.state.over);
    expect(end.forfeit).toEqual({ player: mover, reason: 'timeout' });
    await Promise.all([white.close(), black.close(), back.close()]);
  });

  it('without a clock, a player who left may be claimed as abandoned; not before he left', async () => {
    const created = await clockedTable(ONE_BOARD, 'none');
    const seats = await seatBoth(created);
    await seats.white.send({ type: 'ROLL' });
    expect(seats.white.snapshot.claimable).toBeNull();
    await seats.black.close(); // a consented leave: the seat is away at once
    const claimable = await seats.white.until((s) => s.claimable === 'black');
    expect(claimable.seats.black.status).toBe('away');
    seats.white.claim();
    const end = await seats.white.until((s) => s.state.over);
    expect(end.forfeit).toEqual({ player: 'black', reason: 'abandoned' });
    expect(end.state.game.outcome?.winner).toBe('white');
    const record = (await getRecord(server.url, created.id)).body as unknown as { forfeit: unknown; clock: unknown };
    expect(record).toMatchObject({ forfeit: { player: 'black', reason: 'abandoned', game: 0 }, clock: null });
    await seats.white.close();
  });

  it('a rebuilt room keeps the reserves stored with the log', async () => {
    const created = await clockedTable();
    const seats = await seatBoth(created);
    await seats.white.send({ type: 'ROLL' });
    const mover = running(await seats.white.until((s) => s.log.length === 1)) as 'white' | 'black';
    time.increment(22_000);
    await playTurn(seats);
    await seats.white.until((s) => running(s) !== mover);
    const reserve = seats.white.snapshot.clock?.reserve;
    expect(reserve?.[mover]).toBe(18_000);
    await Promise.all([seats.white.close(), seats.black.close()]);
    const { matchMaker } = await import('@colyseus/core');
    await waitFor(() => matchMaker.getLocalRoomById(created.id) === undefined, 5000, 'room disposed');
    const again = await OnlineTable.connect(created.join.white);
    expect(again.snapshot.clock?.reserve).toEqual(reserve);
    await again.close();
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
