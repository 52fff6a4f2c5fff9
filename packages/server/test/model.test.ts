import { matchMaker } from '@colyseus/core';
import { OnlineTable } from '@nardy/online';
import { parseTableConfig, selectTableView, type TableCommand, type TableSpec, tableMachine } from '@nardy/parallel';
import { type ModelSnapshot, modelEvents, modelKey, modelSpec } from '@nardy/parallel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { hashToken, tableDice } from '../src/tableDice.ts';
import { testServer, waitFor } from './support/helpers.ts';

/**
 * Model-based tests with the server as the system under test: xstate/graph walks the table machine (the
 * model) over a small event list, and every shortest path is played through the room — each event sent by
 * the seat whose turn it is, over a real socket — while at every state the views that both seats and a
 * spectator received must equal the model's view. The model is the machine's own (@nardy/parallel/testing), with
 * the opening roll (the room rolls for the first player) and the die of each step, as a board sends it. Its dice
 * are the table's own provable dice (same server seed, client seeds and table id), so the model and the room draw
 * the same rolls.
 */
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
      const config = parseTableConfig(modelSpec(mode));
      if (!config.ok) throw new Error(config.error.message);
      const input = { config: config.value, dice: tableDice(SERVER_SEED, SEEDS, tableId, 0) };
      const testModel = createTestModel(tableMachine, {
        events: modelEvents(mode, { opening: true, stepDie: true }),
        serializeState: modelKey,
        input,
      } as never);
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
              '*': async (modelState: ModelSnapshot) => {
                seen.add(String(modelState.value));
                const exact = model.getSnapshot();
                expect(modelKey(exact)).toBe(modelKey(modelState));
                // Through JSON: the wire does not keep -0 (a pip count of a borne-off side can be -0 in the model).
                const expected = JSON.parse(JSON.stringify(selectTableView(exact)));
                for (const c of clients) {
                  const got = await c.until((s) => s.version >= version, 5000);
                  expect(got.view, `${c.role} at ${modelKey(modelState)}`).toEqual(expected);
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
