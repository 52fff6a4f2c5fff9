// Liveness of online play (the table-session issue §3): remote seats driven by the bots' loop
// (`playSeat`, a table session mirroring the server's table) on a real server, every table shape played
// to its end, 20 tables at once, with random delays before each decision and connections dropped under
// the players' feet. Every table must finish, and every record must replay and its dice verify.
import { matchMaker, type Room } from '@colyseus/core';
import { OnlineTable, type PeopleTable, verifyDice } from '@nardy/online';
import { actorOf, type Decide, legalPlaysOn, offerableCubes, replayRecord, type TableCommand } from '@nardy/parallel';
import { seededRandom } from '@nardy/rules';
import { type GameServer, silentLogger, startGameServer } from '@nardy/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playSeat } from '../src/onlineBot.ts';
import { dataCopy } from './onlineProcesses.ts';

const SHAPES: Record<string, object> = {
  'one short board': { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
  'one long board': { boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
  'short + long': { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'off' } },
  'three mixed boards': {
    boards: [{ variant: 'short' }, { variant: 'long' }, { variant: 'nackgammon' }],
    ending: 'koks',
    cube: { mode: 'off' },
  },
  'four boards': {
    boards: [{ variant: 'short' }, { variant: 'short' }, { variant: 'long' }, { variant: 'short-caucasian' }],
    ending: 'koks',
    cube: { mode: 'off' },
  },
  'per-board cube': {
    boards: [{ variant: 'short' }, { variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'perBoard' },
  },
  'shared cube': { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'shared' } },
  'a 3-point match': {
    boards: [{ variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'perBoard' },
    match: { length: 3, seriesFirstMove: 'loser', crawford: true },
  },
};
const TABLES = 20;

let server: GameServer;
let data: ReturnType<typeof dataCopy>;
beforeAll(async () => {
  data = dataCopy();
  server = await startGameServer({
    database: { dataDir: data.dataDir },
    reconnectSeconds: 30,
    limits: { messagesPerSecond: 1000, messageBurst: 1000, tablesPerMinute: 1000 },
    logger: silentLogger(),
  });
}, 60000);
afterAll(async () => {
  await server?.close();
  data?.remove();
});

/**
 * A quick computer (the loop is under test, not the play): after a random pause of up to 10 ms, it
 * doubles now and then, takes or drops at random, and plays a random legal play — one that hits
 * nothing when it can, so that games end — on a random board where the roll can be played (a pass on
 * a random board when none can).
 */
function decider(seed: number): Decide {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  return async (state, player): Promise<TableCommand | null> => {
    await new Promise((r) => setTimeout(r, Math.floor(random() * 10)));
    const { game } = state;
    if (state.over) return null;
    if (game.phase === 'opening') return { type: 'ROLL' };
    if (game.phase === 'gameOver') return { type: 'NEXT_GAME' };
    if (actorOf(game) !== player) return null;
    if (game.phase === 'beforeRoll') {
      const cubes = offerableCubes(state);
      if (cubes.length > 0 && random() < 0.05) {
        const cube = pick(cubes);
        return cube.board === null ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: cube.board };
      }
      return { type: 'ROLL' };
    }
    if (game.phase === 'awaitingReply') {
      if (random() < 0.8) return { type: 'TAKE' };
      const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
      return game.offer?.board === null ? { type: 'DROP', board: pick(open) } : { type: 'DROP' };
    }
    const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
    const committed = game.phase === 'moving' && game.entered.length > 0 && game.chosenBoard !== null;
    const boards = committed ? [game.chosenBoard as number] : open;
    const playable = boards.filter((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
    const board = pick(playable.length > 0 ? playable : boards);
    const plays = legalPlaysOn(state, board)?.plays ?? [];
    const quiet = plays.filter((p) => p.hits === 0);
    const chosen = plays.length > 0 ? pick(quiet.length > 0 ? quiet : plays) : null;
    const steps = chosen === null ? [] : chosen.steps.map((st) => [st.from, st.to] as const);
    return { type: 'PLAY', board, steps };
  };
}

async function createTable(table: object): Promise<PeopleTable> {
  const res = await fetch(new URL('api/tables', server.url), { method: 'POST', body: JSON.stringify({ table }) });
  expect(res.status).toBe(201);
  return (await res.json()) as PeopleTable;
}

/** Cuts a random seat's connection at the socket, as a network would (the client reconnects by itself). */
function dropOne(ids: readonly string[], random: () => number): boolean {
  const room = matchMaker.getLocalRoomById(ids[Math.floor(random() * ids.length)]) as Room | undefined;
  const seated = room?.clients.filter((c) => (c as { auth?: { role?: string } }).auth?.role !== 'spectator') ?? [];
  const client = seated[Math.floor(random() * seated.length)] as { ref?: { terminate?: () => void } } | undefined;
  if (!client?.ref?.terminate) return false;
  client.ref.terminate();
  return true;
}

describe('liveness: every table shape, played to the end by the bots’ loop on a real server', () => {
  it(`${TABLES} tables at once, with random delays and dropped connections: all finish, all records verify`, {
    timeout: 240000,
  }, async () => {
    const shapes = Object.entries(SHAPES);
    const created = await Promise.all(
      Array.from({ length: TABLES }, (_, i) => createTable(shapes[i % shapes.length][1])),
    );
    const seats = await Promise.all(
      created.flatMap((t) => [
        OnlineTable.connect(t.join.white, { name: 'White bot', retryDelays: [50, 100, 200] }),
        OnlineTable.connect(t.join.black, { name: 'Black bot', retryDelays: [50, 100, 200] }),
      ]),
    );
    const logs: string[] = [];
    const played = seats.map((table, i) => playSeat(table, decider(i + 1), (line) => logs.push(`${i}: ${line}`)));
    const random = seededRandom(99);
    let dropped = 0;
    const dropper = setInterval(() => {
      if (
        dropOne(
          created.map((t) => t.id),
          random,
        )
      )
        dropped++;
    }, 400);
    try {
      const ends = await Promise.all(played);
      expect(ends.every((s) => s.state.over)).toBe(true);
    } finally {
      clearInterval(dropper);
      await Promise.all(seats.map((s) => s.close()));
    }
    expect(dropped).toBeGreaterThan(3);
    for (const [i, t] of created.entries()) {
      const record = await (await fetch(new URL(`api/tables/${t.id}/record`, server.url))).json();
      const replay = replayRecord(record);
      expect(replay.ok, `${shapes[i % shapes.length][0]}: ${JSON.stringify(replay.ok ? '' : replay.error)}`).toBe(true);
      if (replay.ok) expect(replay.value.over).toBe(true);
      const dice = await verifyDice(record);
      expect(dice.ok, shapes[i % shapes.length][0]).toBe(true);
    }
    // No table was resigned by a failing computer: every one was played out.
    expect(logs.filter((l) => l.includes('resigned'))).toEqual([]);
  });
});
