import { matchMaker } from '@colyseus/core';
import { OnlineTable } from '@nardy/online';
import {
  parseTableConfig,
  selectBoardViews,
  selectTableView,
  stepCommand,
  type TableCommand,
  type TableSpec,
  tableMachine,
} from '@nardy/parallel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { hashToken, tableDice } from '../src/tableDice.ts';
import { testServer, waitFor } from './support/helpers.ts';

/**
 * Model-based tests with the server as the system under test: xstate/graph walks the table machine (the
 * model) over a small event list, and every shortest path is played through the room — each event sent by
 * the seat whose turn it is, over a real socket — while at every state the views that both seats and a
 * spectator received must equal the model's view. The model's dice are the table's own provable dice (same
 * server seed, client seeds and table id), so the model and the room draw the same rolls.
 */
type Snap = SnapshotFrom<typeof tableMachine>;

const side = (points: Record<number, number>, extra: { bar?: number; off?: number } = {}) => ({ points, ...extra });
// As in packages/parallel's model test: board 0 near its end for both, board 1 a pass for White.
const BOARDS = [
  { variant: 'short', start: { white: side({ 2: 1, 1: 1 }, { off: 13 }), black: side({ 6: 1 }, { off: 14 }) } },
  {
    variant: 'short',
    start: { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) },
  },
];

function eventsFor(mode: 'perBoard' | 'shared') {
  return (snapshot: Snap): TableCommand[] => {
    const { game } = snapshot.context.table;
    switch (snapshot.value) {
      case 'opening':
        return [{ type: 'ROLL' }];
      case 'beforeRoll':
        return [
          { type: 'ROLL' },
          mode === 'shared' ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: 0 },
          { type: 'RESIGN', board: 1 },
        ];
      case 'awaitingReply':
        return [{ type: 'TAKE' }, mode === 'shared' ? { type: 'DROP', board: 1 } : { type: 'DROP' }];
      case 'chooseBoard':
        return [
          { type: 'CHOOSE_BOARD', board: 0 },
          { type: 'CHOOSE_BOARD', board: 1 },
        ];
      case 'moving': {
        const board = game.chosenBoard ?? 0;
        const view = selectBoardViews(snapshot)[board];
        const step = view.legal.length > 0 ? stepCommand(view, board, view.legal[0]) : null;
        return [...(step === null ? [] : [step]), { type: 'UNDO' }, { type: 'CONFIRM' }];
      }
      default:
        return [];
    }
  };
}

/** A coarse key, as in packages/parallel's model test: states that differ only in where checkers stand are merged. */
const serializeState = (s: Snap) => {
  const g = s.context.table.game;
  return JSON.stringify([
    s.value,
    g.turn,
    g.chosenBoard,
    g.entered.length,
    g.boards.map((b) => [b.result?.order ?? 0, (b.cube?.value ?? 0) > 1, b.cube?.owner]),
    (g.sharedCube?.value ?? 0) > 1,
    g.sharedCube?.owner,
  ]);
};

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.close();
});

const SERVER_SEED = 'c0ffee'.repeat(10).padEnd(64, '0');
const SEEDS = { white: 'model-white', black: 'model-black' };

describe('the room against the table model (createTestModel paths over real sockets)', () => {
  for (const mode of ['perBoard', 'shared'] as const) {
    it(`every shortest path: both seats and a spectator see the model's view (${mode} cube)`, {
      timeout: 120000,
    }, async () => {
      const tableId = `model${mode}`.padEnd(22, '0');
      const TOKENS = { white: `W${mode}`.padEnd(43, 'w'), black: `B${mode}`.padEnd(43, 'b') };
      const spec = { boards: BOARDS, ending: 'koks', cube: { mode } };
      const config = parseTableConfig(spec);
      if (!config.ok) throw new Error(config.error.message);
      const input = { config: config.value, dice: tableDice(SERVER_SEED, SEEDS, tableId, 0) };
      const testModel = createTestModel(tableMachine, { events: eventsFor(mode), serializeState, input } as never);
      const paths = testModel.getShortestPaths();
      expect(paths.length).toBeGreaterThan(10);
      const base = server.url;
      const seen = new Set<string>();

      for (const path of paths) {
        // A fresh table under the same id, seed and tokens for every path: the same dice as the model.
        await waitFor(() => matchMaker.getLocalRoomById(tableId) === undefined, 5000, 'the last room disposed');
        await server.store.deleteTable(tableId);
        await server.store.createTable({
          id: tableId,
          name: null,
          spec: config.value.spec as TableSpec,
          serverSeed: SERVER_SEED,
          commitment: 'unused',
          tokenHashes: { white: hashToken(TOKENS.white), black: hashToken(TOKENS.black) },
        });
        const white = await OnlineTable.connect(`${base}#table=${tableId}&seat=${TOKENS.white}`, {
          clientSeed: SEEDS.white,
        });
        const black = await OnlineTable.connect(`${base}#table=${tableId}&seat=${TOKENS.black}`, {
          clientSeed: SEEDS.black,
        });
        const watch = await OnlineTable.connect(`${base}#table=${tableId}`);
        const clients = [white, black, watch];
        const initial = createActor(tableMachine, { input }).start().getSnapshot();
        await watch.until((s) => s.started);
        for (const c of clients) expect(c.snapshot.view).toEqual(JSON.parse(JSON.stringify(selectTableView(initial))));

        // The model's side of the path: the machine itself, sent the very same events. (A path's recorded
        // states stand for every state with the same coarse key, so the exact view comes from this replay.)
        const model = createActor(tableMachine, { input }).start();
        let version = white.snapshot.version;
        const send = async ({ event }: { event: TableCommand }) => {
          const seat = white.snapshot.view.turn ?? 'white';
          model.send(event);
          version = await (seat === 'white' ? white : black).send(event).catch(() => version);
        };
        try {
          await path.test({
            events: Object.fromEntries(
              ['ROLL', 'DOUBLE', 'TAKE', 'DROP', 'RESIGN', 'CHOOSE_BOARD', 'STEP', 'UNDO', 'CONFIRM'].map((t) => [
                t,
                send,
              ]),
            ),
            states: {
              '*': async (modelState: Snap) => {
                seen.add(String(modelState.value));
                const exact = model.getSnapshot();
                expect(serializeState(exact)).toBe(serializeState(modelState));
                // Through JSON: the wire does not keep -0 (a pip count of a borne-off side can be -0 in the model).
                const expected = JSON.parse(JSON.stringify(selectTableView(exact)));
                for (const c of clients) {
                  const got = await c.until((s) => s.version >= version, 5000);
                  expect(got.view, `${c.role} at ${serializeState(modelState)}`).toEqual(expected);
                }
                // The clients' replicas of the record agree with the model's events, too.
                expect(watch.snapshot.state.game.events).toEqual(exact.context.table.game.events);
              },
            },
          });
        } finally {
          await Promise.all(clients.map((c) => c.close()));
        }
      }
      expect([...seen].sort()).toEqual(['awaitingReply', 'beforeRoll', 'chooseBoard', 'gameOver', 'moving', 'opening']);
    });
  }
});
