import { type CreatedTable, OnlineTable, onlineSession } from '@nardy/online';
import {
  actorOf,
  computerSeat,
  DEFAULT_AUTO_PLAY,
  legalPlaysOn,
  stepCommand,
  type TableCommand,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRecord, postTable, testServer, waitFor } from './support/helpers.ts';

// The server's table session (the table-session issue §2): computer seats played by the server itself
// on worker threads, and the people's forced choices played for them by the server with the same rules
// as local play — never after their own Undo.

/** A person's quick play through a mirror session: the first legal play, rolls, takes. */
function firstLegal(state: TableState, player: Color): TableCommand | null {
  const { game } = state;
  if (state.over) return null;
  if (game.phase === 'opening') return { type: 'ROLL' };
  if (game.phase === 'gameOver') return { type: 'NEXT_GAME' };
  if (actorOf(game) !== player) return null;
  if (game.phase === 'beforeRoll') return { type: 'ROLL' };
  if (game.phase === 'awaitingReply') return { type: 'TAKE' };
  const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  const board = open.find((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0) ?? open[0];
  const plays = legalPlaysOn(state, board)?.plays ?? [];
  return { type: 'PLAY', board, steps: plays.length === 0 ? [] : plays[0].steps.map((s) => [s.from, s.to] as const) };
}

/** Both sides one turn from the end: every roll can take both checkers off (a choice auto-play makes). */
const LAST_TWO = {
  boards: [
    {
      variant: 'short',
      start: { white: { points: { 2: 1, 1: 1 }, off: 13 }, black: { points: { 2: 1, 1: 1 }, off: 13 } },
    },
  ],
  ending: 'koks',
  cube: { mode: 'off' },
};

describe('computer seats on the server', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    server = await testServer({ computerThinkMs: 0, autoDelayMs: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('POST /api/tables with "computer" seats it: one join link, a game against it played to the end', {
    timeout: 60000,
  }, async () => {
    const r = await postTable(server.url, {
      table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } },
      computer: { black: 'beginner' },
    });
    expect(r.status).toBe(201);
    const created = r.body as CreatedTable;
    expect(created.computer).toEqual({ black: 'beginner' });
    expect(created.join.black).toBeUndefined();
    const white = await OnlineTable.connect(created.join.white as string, { name: 'Person' });
    expect(white.snapshot.started).toBe(true);
    expect(white.snapshot.seats.black).toMatchObject({
      name: 'Computer (beginner)',
      computer: 'beginner',
      status: 'connected',
    });
    const { session, close } = onlineSession(white, computerSeat(firstLegal));
    await session.whenOver();
    close();
    await white.close();
    const record = await getRecord(server.url, created.id);
    expect(record.status).toBe(200);
    expect(record.body.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const moves = record.body.games[0].events.filter((e) => (e as { type: string }).type === 'move');
    expect(new Set(moves.map((m) => (m as { player: string }).player))).toEqual(new Set(['white', 'black']));
  });

  it('refuses a malformed computer seat, and a rated table with the computer at it', async () => {
    const table = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };
    for (const computer of [{ black: 'god' }, { green: 'club' }, 'club', []]) {
      const r = await postTable(server.url, { table, computer });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: { code: 'request/computer' } });
    }
    const rated = await postTable(server.url, { table, computer: { white: 'club' }, rated: true });
    expect(rated.status).toBe(400);
    expect(rated.body).toMatchObject({ error: { code: 'table/rated-computer' } });
  });
});

describe('a computer seat that fails, on the server', () => {
  it('is logged, tried once more, then resigns the table: never a hung table', { timeout: 30000 }, async () => {
    let asked = 0;
    const server = await testServer({
      computerThinkMs: 0,
      computer: {
        decide: async () => {
          asked++;
          throw new Error('the thread is gone');
        },
      },
    });
    try {
      const r = await postTable(server.url, {
        table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
        computer: { white: 'club' },
      });
      const created = r.body as CreatedTable;
      const black = await OnlineTable.connect(created.join.black as string);
      await black.send({ type: 'ROLL' }); // the opening
      const end = await black.until(
        (s) => s.state.over || (s.state.game.turn === 'black' && s.state.game.dice !== null),
        10000,
      );
      if (!end.state.over) {
        // Black won the opening: play once, then it is the computer's turn.
        const command = firstLegal(end.state, 'black') as TableCommand;
        await black.send(command);
      }
      const over = await black.until((s) => s.state.over, 10000);
      expect(over.state.game.events.at(-1)).toEqual({ type: 'resign', player: 'white', match: true });
      expect(asked).toBe(2);
      expect(server.logs.some((l) => l.includes('the thread is gone'))).toBe(true);
      await black.close();
    } finally {
      await server.close();
    }
  });
});

describe('auto-play online: the server plays a seat’s forced choices', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    server = await testServer({ autoDelayMs: 400 });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function seats(auto = DEFAULT_AUTO_PLAY) {
    const r = await postTable(server.url, { table: LAST_TWO });
    const created = r.body as CreatedTable;
    const white = await OnlineTable.connect(created.join.white as string, { auto });
    const black = await OnlineTable.connect(created.join.black as string, { auto });
    await white.until((s) => s.started);
    return { white, black, id: created.id };
  }

  it('plays a forced play for the seat that asked for it, after the dice have shown, and says so', async () => {
    const { white, black } = await seats();
    const started = Date.now();
    await white.send({ type: 'ROLL' }); // the opening roll: the starter's play is forced
    const over = await white.until((s) => s.state.over, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(over.state.game.events.map((e) => e.type)).toEqual(['opening', 'move']);
    expect(black.snapshot.auto?.player).toBe(
      over.state.game.events[1]?.type === 'move' ? (over.state.game.events[1] as { player: string }).player : null,
    );
    expect(['play', 'bearOff']).toContain(black.snapshot.auto?.kind);
    await Promise.all([white.close(), black.close()]);
  });

  it('never after the seat’s own Undo, which returns to the state before the step', { timeout: 20000 }, async () => {
    const { white, black } = await seats();
    await white.send({ type: 'ROLL' });
    const starter = white.snapshot.state.game.turn as Color;
    const mover = starter === 'white' ? white : black;
    const board = mover.snapshot.view.boards[0];
    const step = stepCommand(board, 0, board.legal[0]) as TableCommand;
    await mover.send(step);
    await mover.send({ type: 'UNDO' });
    await waitFor(() => white.snapshot.state.game.entered.length === 0, 2000, 'the undo seen');
    await new Promise((r) => setTimeout(r, 1200));
    expect(white.snapshot.state.game.turn).toBe(starter);
    expect(white.snapshot.state.game.entered).toEqual([]);
    expect(white.snapshot.state.over).toBe(false);
    // Its own play is still its own to make.
    await mover.send({
      type: 'PLAY',
      board: 0,
      steps: [
        [2, 0],
        [1, 0],
      ],
    });
    expect((await white.until((s) => s.state.over)).state.over).toBe(true);
    await Promise.all([white.close(), black.close()]);
  });

  it('a seat without auto-play is left to play its forced play itself; `auto` turns it on mid-game', async () => {
    const { white, black } = await seats({ board: false, play: false, bearOff: false, roll: false });
    await white.send({ type: 'ROLL' });
    await new Promise((r) => setTimeout(r, 800));
    expect(white.snapshot.state.over).toBe(false);
    const starter = white.snapshot.state.game.turn as Color;
    (starter === 'white' ? white : black).setAuto(DEFAULT_AUTO_PLAY);
    expect((await white.until((s) => s.state.over, 5000)).state.over).toBe(true);
    await Promise.all([white.close(), black.close()]);
  });
});
