import { type Color, legalPlays, type Side } from '@nardy/rules';
import type { TableCommand } from '../src/commands.ts';
import { parseTableConfig, type TableConfig } from '../src/config.ts';
import type { RecordEvent } from '../src/events.ts';
import { applyEvent } from '../src/table.ts';
import { createTable, positionFor, type TableState } from '../src/tableState.ts';
import { legalPlaysOn } from '../src/turnPlans.ts';

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

// The shared play-out of tests in several packages: one home in @nardy/parallel/testing.
export { playScripted } from '../src/testing/playScripted.ts';
