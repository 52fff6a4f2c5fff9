// The same command sequence given to every host of a table gives the same record, byte for byte (the
// table-session issue §3): the app's GameSession, the game server's room (two seats over real sockets),
// playTable (two computer seats that send the sequence) and the table core itself (`applyCommand`, the
// reference). The embed's LocalTable is held to the same reference in its own test, in the browser
// (packages/elements/src/play/localTable.test.ts). The sequences are the shortest paths of the table
// machine's model (@nardy/parallel/testing), both cube modes; every host draws the same provable dice
// (the server's derivation, with the seeds fixed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchMaker } from '@colyseus/core';
import { playTable } from '@nardy/bot';
import { OnlineTable } from '@nardy/online';
import {
  applyCommand,
  createTable,
  type DiceSource,
  parseTableConfig,
  recordFromState,
  type TableCommand,
  type TableConfig,
  type TableSpec,
  type TableState,
  tableMachine,
} from '@nardy/parallel';
import { modelEvents, modelKey, modelSpec } from '@nardy/parallel/testing';
import type { Color } from '@nardy/rules';
import {
  copyPgliteTemplate,
  type GameServer,
  hashToken,
  pgliteTemplate,
  silentLogger,
  startGameServer,
  tableDice,
} from '@nardy/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { CountedDice } from '../src/appDice.ts';
import { GameSession } from '../src/session.ts';

const SERVER_SEED = 'feed'.repeat(16);
const SEEDS = { white: 'hosts-white', black: 'hosts-black' };
const cache = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.cache', 'nardy');

let server: GameServer;
let dataRoot: string;
beforeAll(async () => {
  dataRoot = mkdtempSync(join(tmpdir(), 'nardy-hosts-'));
  copyPgliteTemplate(await pgliteTemplate(cache), join(dataRoot, 'db'));
  server = await startGameServer({ database: { dataDir: join(dataRoot, 'db') }, logger: silentLogger() });
}, 60000);
afterAll(async () => {
  await server?.close();
  rmSync(dataRoot, { recursive: true, force: true });
});

/** A command's sender: whoever is to act (White for the opening roll, which either may send). */
function senderOf(state: TableState): Color {
  const { game } = state;
  if (game.phase === 'awaitingReply') return game.offer?.by === 'white' ? 'black' : 'white';
  return game.turn ?? 'white';
}

/** The app's host: a GameSession of two people, nothing played for them. */
function viaApp(config: TableConfig, dice: DiceSource, commands: readonly TableCommand[]): TableState {
  const session = new GameSession({
    state: createTable(config),
    dice: dice as CountedDice,
    opponent: 'human',
    level: 'beginner',
    bot: null,
    pause: 0,
    autoForced: false,
    autoBoard: false,
    onChange: () => {},
    onRefused: () => {},
    onBotError: () => {},
  });
  for (const command of commands) session.send(command);
  session.stop();
  return session.state;
}

/** The reference: the table core folded over the sequence (a refused command changes nothing). */
function viaCore(config: TableConfig, dice: DiceSource, commands: readonly TableCommand[]): TableState {
  let state = createTable(config);
  let source = dice;
  for (const command of commands) {
    const r = applyCommand(state, { ...command, player: senderOf(state) }, source);
    if (!r.ok) continue;
    state = r.value.state;
    source = r.value.dice;
  }
  return state;
}

/** playTable: two computer seats, each sending its own commands of the sequence (the table rolls the opening). */
function viaPlayTable(config: TableConfig, dice: DiceSource, commands: readonly TableCommand[]): TableState {
  const queue = commands.filter((c, i) => !(i === 0 && c.type === 'ROLL'));
  let next = 0;
  const seat = () => queue[next++] ?? null;
  return playTable(config, { white: seat, black: seat }, dice, { until: () => next >= queue.length });
}

/** The server's host: a fresh table of the same id, seed and seats, played through two real sockets. */
async function viaServer(config: TableConfig, tableId: string, commands: readonly TableCommand[]) {
  const tokens = {
    white: `W${tableId}`.padEnd(43, 'w').slice(0, 43),
    black: `B${tableId}`.padEnd(43, 'b').slice(0, 43),
  };
  const deadline = Date.now() + 5000;
  while (matchMaker.getLocalRoomById(tableId) !== undefined && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
  }
  await server.store.deleteTable(tableId);
  await server.store.createTable({
    id: tableId,
    name: null,
    spec: config.spec as TableSpec,
    serverSeed: SERVER_SEED,
    commitment: 'unused',
    tokenHashes: { white: hashToken(tokens.white), black: hashToken(tokens.black) },
  });
  const white = await OnlineTable.connect(`${server.url}#table=${tableId}&seat=${tokens.white}`, {
    clientSeed: SEEDS.white,
  });
  const black = await OnlineTable.connect(`${server.url}#table=${tableId}&seat=${tokens.black}`, {
    clientSeed: SEEDS.black,
  });
  await white.until((s) => s.started);
  try {
    for (const command of commands) {
      const seat = senderOf(white.snapshot.state) === 'white' ? white : black;
      const version = await seat.send(command).catch(() => seat.snapshot.version);
      await white.until((s) => s.version >= version);
    }
    const body = (await (await fetch(new URL(`api/tables/${tableId}/record`, server.url))).json()) as Record<
      string,
      unknown
    >;
    // The record route's own additions (the dice proof, clocks and forfeit, rated, listed, an operator's closing)
    // aside: the record.
    const { dice: _d, clock: _c, forfeit: _f, rated: _r, listed: _l, closed: _x, ...stored } = body;
    return { mirrored: white.snapshot.state, stored };
  } finally {
    await Promise.all([white.close(), black.close()]);
  }
}

describe('one command sequence, every host, the same record', () => {
  for (const mode of ['perBoard', 'shared'] as const) {
    it(`every shortest path of the table model (${mode} cube)`, { timeout: 180000 }, async () => {
      const config = parseTableConfig(modelSpec(mode));
      if (!config.ok) throw new Error(config.error.message);
      const tableId = `hosts${mode}`.padEnd(22, '0');
      const dice = () => tableDice(SERVER_SEED, SEEDS, tableId, 0);
      const model = createTestModel(tableMachine, {
        events: modelEvents(mode, { opening: true, stepDie: true }),
        serializeState: modelKey,
        input: { config: config.value, dice: dice() },
      } as never);
      const paths = model.getShortestPaths();
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const commands = path.steps
          .map((s) => s.event as TableCommand)
          .filter((e) => e.type !== ('xstate.init' as never));
        const core = viaCore(config.value, dice(), commands);
        const expected = JSON.stringify(recordFromState(core));
        const where = `${mode}: ${commands.map((c) => c.type).join(' ')}`;
        const app = viaApp(config.value, dice(), commands);
        expect(JSON.stringify(recordFromState(app)), where).toBe(expected);
        expect(app.game.entered, where).toEqual(core.game.entered);
        expect(JSON.stringify(recordFromState(viaPlayTable(config.value, dice(), commands))), where).toBe(expected);
        const online = await viaServer(config.value, tableId, commands);
        expect(JSON.stringify(recordFromState(online.mirrored)), where).toBe(expected);
        expect(JSON.stringify(online.stored), where).toBe(expected);
        // The turn in progress (entered steps) is the same too.
        expect(online.mirrored.game.entered, where).toEqual(core.game.entered);
      }
    });
  }
});
