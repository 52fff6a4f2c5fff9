import {
  type Color,
  type Dice,
  err,
  type LegalPlays,
  legalPlays,
  ok,
  type Position,
  type Result,
  type Step,
  type StepInput,
  TurnPlan,
} from '@nardy/rules';
import { positionFor, type TableState } from './tableState.ts';

/**
 * The plan and the plays of the roll being played, cached per stored position so that views, commands
 * and replays of one turn share them. One entry per position, for the latest roll only: a board that is
 * not played on keeps its position object for many turns, and a cache of every roll it ever saw would
 * hold up to 144 plans (colour × dice × first turn) per board for the life of the table.
 */
const planCache = new WeakMap<Position, { readonly key: string; readonly plan: TurnPlan }>();
const playsCache = new WeakMap<Position, { readonly key: string; readonly plays: LegalPlays }>();

/** The cache key of the roll being played on `board`, or null when none is. */
function rollKey(state: TableState, index: number): string | null {
  const { game } = state;
  if (game.dice === null || game.turn === null) return null;
  const board = game.boards[index];
  if (!board || board.result !== null) return null;
  return `${game.turn}:${game.dice[0]}${game.dice[1]}:${!board.firstTurnDone[game.turn]}`;
}

/**
 * The distinct legal plays of the current roll on board `index` (the fast generator), or null when no
 * roll is being played. Used to check plays written as whole moves (bots, replays) without building the
 * step-wise plan, which the interactive view needs only.
 */
export function legalPlaysOn(state: TableState, index: number): LegalPlays | null {
  const key = rollKey(state, index);
  if (key === null) return null;
  const { game } = state;
  const board = game.boards[index];
  const cached = playsCache.get(board.position);
  if (cached?.key === key) return cached.plays;
  const turn = game.turn as Color;
  const plays = legalPlays(state.config.boards[index].rules, positionFor(board, turn), game.dice as Dice, {
    firstTurn: !board.firstTurnDone[turn],
  });
  playsCache.set(board.position, { key, plays });
  return plays;
}

/**
 * The step-wise plan of the current roll on board `index` for the player to move, or null when no
 * roll is being played. Plans are cached per stored position, so views and replays share them.
 */
export function turnPlan(state: TableState, index: number): TurnPlan | null {
  const key = rollKey(state, index);
  if (key === null) return null;
  const { game } = state;
  const board = game.boards[index];
  const cached = planCache.get(board.position);
  if (cached?.key === key) return cached.plan;
  const turn = game.turn as Color;
  const plan = new TurnPlan(state.config.boards[index].rules, positionFor(board, turn), game.dice as Dice, {
    firstTurn: !board.firstTurnDone[turn],
  });
  planCache.set(board.position, { key, plan });
  return plan;
}

/**
 * The legal play on board `board` that a written play means (a record `move`, a PLAY command): its
 * single-die steps, or `move/illegal`. Written moves may come in any order and span several dice
 * (`TurnPlan.resolve`); an empty play is a pass, legal only where the roll cannot be played. A play
 * written exactly as one of the fast generator's plays (what bots and generated records write) is
 * found without building the step-wise plan.
 */
export function resolvePlay(
  state: TableState,
  board: number,
  steps: readonly StepInput[],
): Result<readonly Step[], 'move/illegal'> {
  const plays = legalPlaysOn(state, board);
  if (plays === null) return err('move/illegal', `no roll to play on board ${board}`);
  if (plays.diceUsed === 0) {
    return steps.length === 0 ? ok([]) : err('move/illegal', 'no play is possible with this roll here: only a pass');
  }
  const fast = plays.plays.find(
    (p) =>
      p.steps.length === steps.length && p.steps.every((st, i) => st.from === steps[i].from && st.to === steps[i].to),
  );
  if (fast) return ok(fast.steps);
  return (turnPlan(state, board) as TurnPlan).resolve(steps);
}
