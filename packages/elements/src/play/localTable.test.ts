import { BotCore, botCommand, loadCommittedWeights } from '@nardy/bot';
import {
  applyCommand,
  createTable,
  NO_AUTO_PLAY,
  parseTableConfig,
  type RecordEvent,
  recordFromState,
  scriptedDice,
  seededDice,
  type TableCommand,
  type TableState,
  tableMachine,
} from '@nardy/parallel';
import { MODEL_SEED, modelEvents, modelKey, modelSpec } from '@nardy/parallel/testing';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { NardyErrorDetail, NardyGameOverDetail, NardyMoveDetail } from '../events.ts';
import { type Computer, LocalTable } from './localTable.ts';
import { readTableAttributes } from './tableAttributes.ts';

// The computer's nets are files the worker fetches; here, in this thread, before the first question.
beforeAll(() => loadCommittedWeights());

/** The real computer (@nardy/bot's worker core), answered in this thread instead of a worker. */
function inThread(): Computer & { asked: number } {
  const core = new BotCore(() => 0);
  return {
    asked: 0,
    async decide(state, player, level) {
      this.asked++;
      const answer = core.handle({ type: 'decide', id: this.asked, state: structuredClone(state), player, level });
      if (answer.type === 'error') throw new Error(`${answer.code}: ${answer.message}`);
      return answer.decision;
    },
    cancel() {},
    terminate() {},
  };
}

function listener() {
  const heard = { moves: [] as NardyMoveDetail[], over: [] as NardyGameOverDetail[], errors: [] as NardyErrorDetail[] };
  return {
    heard,
    move: (d: NardyMoveDetail) => heard.moves.push(d),
    gameOver: (d: NardyGameOverDetail) => heard.over.push(d),
    error: (d: NardyErrorDetail) => heard.errors.push(d),
    changed: () => {},
  };
}

function settings(attributes: Record<string, string>) {
  const r = readTableAttributes({
    boards: null,
    opponent: null,
    level: null,
    player: null,
    cube: null,
    ending: null,
    match: null,
    ...attributes,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Plays the person's side (the bot, through the seat: no player on the command) until the computer is to act. */
function untilComputer(table: LocalTable, person: 'white' | 'black'): void {
  for (let i = 0; i < 200 && !table.computerToAct; i++) {
    const command = botCommand(table.state, person, { level: 'beginner' });
    if (command === null) throw new Error(`nothing for ${person} to do in ${table.state.game.phase}`);
    const { player: _, ...unseated } = command as TableCommand & { player?: string };
    table.seat.send(unseated as TableCommand);
  }
  if (!table.computerToAct) throw new Error('the computer never came to act');
}

describe('a table of its own', () => {
  test('a person (played here by the bot, through the seat) against the computer, two boards to the end', async () => {
    const heard = listener();
    const computer = inThread();
    const made = LocalTable.create(settings({ boards: 'short,long', level: 'beginner' }), computer, heard, {
      pause: 0,
    });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    for (let i = 0; i < 3000 && table.state.game.phase !== 'gameOver'; i++) {
      if (table.computerToAct || table.thinking) {
        await settle();
        continue;
      }
      // The person's command carries no player: the seat sends it as White's.
      const command = botCommand(table.state, 'white', { level: 'beginner' }) as TableCommand;
      const { player: _, ...unseated } = command as TableCommand & { player?: string };
      table.seat.send(unseated as TableCommand);
    }
    expect(table.state.game.phase).toBe('gameOver');
    expect(computer.asked).toBeGreaterThan(5);
    // Every play of the record was reported, in order, by both sides.
    const moves = table.state.game.events.filter((e): e is Extract<RecordEvent, { type: 'move' }> => e.type === 'move');
    expect(heard.heard.moves.map((m) => [m.player, m.board, m.steps])).toEqual(
      moves.map((m) => [m.player, m.board, m.steps]),
    );
    expect(new Set(heard.heard.moves.map((m) => m.player))).toEqual(new Set(['white', 'black']));
    expect(heard.heard.moves.find((m) => m.steps.length > 0)?.text).toMatch(/^\d+\/\d+/);
    // The end of the game, once, with the table's own score.
    expect(heard.heard.over).toHaveLength(1);
    const [over] = heard.heard.over;
    expect(over.results).toHaveLength(2);
    expect(over.winner).toBe(over.score.net > 0 ? 'white' : over.score.net < 0 ? 'black' : null);
    expect(heard.heard.errors).toEqual([]);
    table.stop();
  });

  test("the person's commands cannot act for the computer", async () => {
    const made = LocalTable.create(settings({ boards: 'short', player: 'black' }), inThread(), listener(), {
      pause: 60_000,
    });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    untilComputer(table, 'black');
    const before = table.state;
    for (const command of [{ type: 'ROLL' }, { type: 'CHOOSE_BOARD', board: 0 }, { type: 'PLAY', board: 0, steps: [] }])
      table.seat.send(command as TableCommand);
    expect(table.state).toBe(before);
    expect(table.session.getSnapshot().lastRefusal?.code).toBe('turn/not-yours');
    table.stop();
  });

  test('a computer that cannot be reached is reported as computer/unavailable, tried once more, then resigns', async () => {
    const heard = listener();
    const broken: Computer = {
      decide: () => Promise.reject(new Error('blocked by the page')),
      cancel() {},
      terminate() {},
    };
    const made = LocalTable.create(settings({ boards: 'short', player: 'black' }), broken, heard, { pause: 0 });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    untilComputer(table, 'black');
    const computer = table.computerColor;
    for (let i = 0; i < 10; i++) await settle();
    expect(heard.heard.errors).toEqual([
      { code: 'computer/unavailable', message: 'blocked by the page' },
      { code: 'computer/unavailable', message: 'blocked by the page' },
    ]);
    // Nothing was played for it but its resignation: the table ends, never hangs.
    expect(table.state.over).toBe(true);
    expect(table.state.game.events.at(-1)).toEqual({ type: 'resign', player: computer, match: true });
    expect(heard.heard.over).toHaveLength(1);
    table.stop();
  });

  test("auto-play never fires after the person's own Undo; he may undo to the start of the turn and choose another board", async () => {
    // Board 1 is a race where White's 6-1 bears two checkers off: auto-play would play it for him.
    const race = { white: { points: { 6: 2, 5: 1, 1: 2 }, off: 10 }, black: { points: { 6: 15 } } };
    const spec = {
      boards: [{ variant: 'short' }, { variant: 'short', start: race }],
      ending: 'koks',
      cube: { mode: 'off' },
    };
    const made = LocalTable.create({ spec, computer: null, level: 'beginner' } as never, null, listener(), {
      pause: 20,
      dice: scriptedDice([6, 1]),
    });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    table.seat.send({ type: 'ROLL' }); // the opening: White's 6 against Black's 1, White plays 6-1
    expect(table.state.game).toMatchObject({ turn: 'white', dice: [6, 1] });
    table.seat.send({ type: 'STEP', board: 1, from: 6, to: 0, die: 6 });
    table.seat.send({ type: 'UNDO' });
    expect(table.state.game).toMatchObject({ phase: 'moving', chosenBoard: 1, entered: [] });
    await new Promise((r) => setTimeout(r, 200));
    expect(table.state.game).toMatchObject({ phase: 'moving', chosenBoard: 1, entered: [] });
    table.seat.send({ type: 'UNDO' });
    expect(table.state.game.phase).toBe('chooseBoard');
    await new Promise((r) => setTimeout(r, 200));
    table.seat.send({ type: 'CHOOSE_BOARD', board: 0 });
    expect(table.state.game).toMatchObject({ phase: 'moving', chosenBoard: 0 });
    table.stop();
  });

  test('every shortest path of the table model gives the record the table core gives (the hosts test, for the embed)', async () => {
    // apps/web/test/hosts.test.ts holds the app, the server and playTable to the same reference.
    const quiet = { move() {}, gameOver() {}, error() {}, changed() {} };
    const senderOf = (state: TableState) => {
      const { game } = state;
      if (game.phase === 'awaitingReply') return game.offer?.by === 'white' ? 'black' : 'white';
      return game.turn ?? 'white';
    };
    for (const mode of ['perBoard', 'shared'] as const) {
      const config = parseTableConfig(modelSpec(mode));
      if (!config.ok) throw new Error(config.error.message);
      const model = createTestModel(tableMachine, {
        events: modelEvents(mode, { opening: true, stepDie: true }),
        serializeState: modelKey,
        input: { config: config.value, dice: seededDice(MODEL_SEED) },
      } as never);
      for (const path of model.getShortestPaths()) {
        const commands = path.steps
          .map((s) => s.event as TableCommand)
          .filter((c) => c.type !== ('xstate.init' as never));
        let state = createTable(config.value);
        let dice = seededDice(MODEL_SEED);
        for (const command of commands) {
          const r = applyCommand(state, { ...command, player: senderOf(state) }, dice);
          if (r.ok) {
            state = r.value.state;
            dice = r.value.dice;
          }
        }
        const made = LocalTable.create({ spec: config.value.spec, computer: null, level: 'beginner' }, null, quiet, {
          pause: 0,
          dice: seededDice(MODEL_SEED),
          auto: NO_AUTO_PLAY,
        });
        if (!made.ok) throw new Error(made.error.message);
        for (const command of commands) made.value.seat.send(command);
        made.value.stop();
        const where = `${mode}: ${commands.map((c) => c.type).join(' ')}`;
        expect(JSON.stringify(recordFromState(made.value.state)), where).toBe(JSON.stringify(recordFromState(state)));
        expect(made.value.state.game.entered, where).toEqual(state.game.entered);
      }
    }
  });
});
