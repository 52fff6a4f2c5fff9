import { type Color, legalPlays, type Side } from '@nardy/rules';
import { applyCommand, type TableCommand } from '../src/commands.ts';
import { parseTableConfig, type TableConfig, type TableSpec } from '../src/config.ts';
import { type DiceSource, seededDice } from '../src/dice.ts';
import type { RecordEvent } from '../src/events.ts';
import { type NardyRecord, recordFromState } from '../src/record.ts';
import { applyEvent, createTable, legalPlaysOn, positionFor, type TableState } from '../src/table.ts';

/** A side in own numbering: `side({6: 14}, {off: 1})`. */
export function side(points: Record<number, number>, extra: { bar?: number; off?: number } = {}): Side {
  return { points, ...extra };
}

/** A validated config from a table spec (throws on a bad spec: the tests' own mistake). */
export function config(spec: Record<string, unknown>): TableConfig {
  const c = parseTableConfig({ ending: 'koks', cube: { mode: 'perBoard' }, ...spec });
  if (!c.ok) throw new Error(`${c.error.code}: ${c.error.message}`);
  return c.value;
}

export function table(spec: Record<string, unknown>, first: Color | null = null): TableState {
  return createTable(config(spec), first);
}

/** Applies events in order; a refusal fails the test with the event and its code. */
export function run(state: TableState, events: readonly RecordEvent[]): TableState {
  let s = state;
  events.forEach((e, i) => {
    const r = applyEvent(s, e);
    if (!r.ok) throw new Error(`event ${i} ${JSON.stringify(e)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value;
  });
  return s;
}

/** The refusal code of an event, checking that the state is left exactly as it was. */
export function refusal(state: TableState, event: unknown): string {
  const before = JSON.stringify(snapshotOf(state));
  const r = applyEvent(state, event);
  if (r.ok) throw new Error(`expected ${JSON.stringify(event)} to be refused`);
  if (JSON.stringify(snapshotOf(state)) !== before) throw new Error('a refused event changed the state');
  return r.error.code;
}

/** A JSON-able picture of a state (positions as arrays), for equality checks. */
export function snapshotOf(state: TableState): unknown {
  return JSON.parse(
    JSON.stringify(state, (_k, v) =>
      v instanceof Int8Array ? Array.from(v) : typeof v === 'function' ? undefined : v,
    ),
  );
}

/** Some legal play (the first distinct outcome) for the player to move on `board`, as record steps. */
export function anyPlay(state: TableState, board: number): [number, number][] {
  const g = state.game;
  if (g.turn === null || g.dice === null) throw new Error('no roll to play');
  const b = g.boards[board];
  const plays = legalPlays(state.config.boards[board].rules, positionFor(b, g.turn), g.dice, {
    firstTurn: !b.firstTurnDone[g.turn],
  });
  return plays.plays.length === 0 ? [] : plays.plays[0].steps.map((s) => [s.from, s.to]);
}

/** The result of board `i` in the current game. */
export function result(state: TableState, i: number) {
  const r = state.game.boards[i].result;
  if (r === null) throw new Error(`board ${i} is not finished`);
  return r;
}

/**
 * Plays a table with seeded dice, always the first legal play on the lowest unfinished board with a
 * legal play (or a pass on the first board), optionally doubling/taking on the way, until the game (or
 * match) is over or `maxTurns` turns were played. Deterministic: the same seed gives the same record.
 * (Also the web app's test fixture.)
 */
export function playScripted(
  spec: TableSpec | Record<string, unknown>,
  seed: number,
  options: { maxTurns?: number; doubleAt?: number; drop?: boolean } = {},
): { state: TableState; record: NardyRecord } {
  const parsed = parseTableConfig(spec);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = createTable(parsed.value);
  let dice: DiceSource = seededDice(seed);
  let turns = 0;
  let doubled = false;
  const max = options.maxTurns ?? 10_000;
  const command = (c: TableCommand) => {
    const r = applyCommand(state, c, dice);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    dice = r.value.dice;
  };
  while (!state.over && turns < max) {
    const game = state.game;
    if (game.phase === 'gameOver') command({ type: 'NEXT_GAME' });
    else if (game.phase === 'opening') command({ type: 'ROLL' });
    else if (game.phase === 'beforeRoll') {
      const double = options.doubleAt !== undefined && turns >= options.doubleAt && !doubled;
      if (double && state.config.cube.mode !== 'off') {
        doubled = true;
        command({ type: 'DOUBLE', ...(state.config.cube.mode === 'perBoard' ? { board: 0 } : {}) });
      } else command({ type: 'ROLL' });
    } else if (game.phase === 'awaitingReply') {
      command(options.drop ? { type: 'DROP', board: 0 } : { type: 'TAKE' });
    } else {
      let board = game.boards.findIndex((b, i) => b.result === null && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
      if (board < 0) board = game.boards.findIndex((b) => b.result === null);
      const plays = legalPlaysOn(state, board);
      const steps = plays && plays.plays.length > 0 ? plays.plays[0].steps.map((s) => [s.from, s.to] as const) : [];
      command({ type: 'PLAY', board, steps });
      turns++;
    }
  }
  return { state, record: recordFromState(state) };
}

/**
 * A simple computer for the session's tests: the opening roll, the next game, a roll (never a double),
 * a take, and the first legal play on the lowest unfinished board where the roll can be played (or a
 * pass on the first unfinished board). Null when `player` has nothing to do.
 */
export function firstPlay(state: TableState, player: Color): TableCommand | null {
  const game = state.game;
  if (state.over) return null;
  if (game.phase === 'opening') return { type: 'ROLL' };
  if (game.phase === 'gameOver') return { type: 'NEXT_GAME' };
  const actor = game.phase === 'awaitingReply' ? (game.offer?.by === 'white' ? 'black' : 'white') : game.turn;
  if (actor !== player) return null;
  if (game.phase === 'beforeRoll') return { type: 'ROLL' };
  if (game.phase === 'awaitingReply') return { type: 'TAKE' };
  let board = game.boards.findIndex((b, i) => b.result === null && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
  if (board < 0) board = game.boards.findIndex((b) => b.result === null);
  const plays = legalPlaysOn(state, board);
  const steps = plays && plays.plays.length > 0 ? plays.plays[0].steps.map((s) => [s.from, s.to] as const) : [];
  return { type: 'PLAY', board, steps };
}
