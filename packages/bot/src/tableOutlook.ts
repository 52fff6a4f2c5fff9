import { halfPointDue } from '@nardy/parallel';
import type { EndingSetting } from '@nardy/rules';
import { flipCells, OFF_CELL, OPP_OFF_CELL, type Position, pipCounts, type Rules } from '@nardy/rules';
import { boardEvaluator } from './bearoff.ts';
import { equity, finishedPoints, OUTPUTS, scoringFor, WIN } from './outputs.ts';
import { Searcher } from './search.ts';

/**
 * The table-wide judgement shared by board choice and cube decisions at a parallel table
 * (RULES.md §6.4–6.7). A table is worth, for the player it is judged for,
 *
 *   Σ over unfinished boards of stake × cubeless equity  +  the first-finished half-point term,
 *
 * where the half-point term is 0.5 × Σ P(board finishes first) × (1 − 2 P(he wins that board)): the
 * winner of the first board to finish scores half a point less (§6.5), so it is a cost when his own
 * winning board is likely to finish first and a gain when the opponent's is. Which board finishes
 * first is estimated from the turns each side still needs there (pip count and checkers left). A
 * board's stake is its own cube (per-board mode), or for the shared cube its value on the board that
 * finishes next and 1 elsewhere (§6.7: the shared cube stakes the next board to finish, then resets).
 */

/** One unfinished board as the table judgement sees it, for the player being judged. */
export interface BoardOutlook {
  /** Cubeless equity in points for the player (exact points once the board is finished by him). */
  readonly equity: number;
  /** His chance to win the board. */
  readonly win: number;
  /** Expected half-turns until the board finishes, counted from now (0: finished now). */
  readonly finishIn: number;
  /** The board is already won by him now (a bear-off of the last checker, or a dropped offer). */
  readonly finished: boolean;
}

/** How the cubes stake the table, and whether the half point is still to be paid. */
export interface TableStakes {
  /** Per board: its own cube value (per-board mode), else 1. */
  readonly boardCube: readonly number[];
  /** The shared cube's value, or null when the table has none. */
  readonly sharedCube: number | null;
  /** No board has finished yet and the table has two or more boards: the first finish costs 0.5. */
  readonly halfPointDue: boolean;
}

/** Average pips a roll moves (49/6): the unit of the turns-to-finish estimate. */
export const PIPS_PER_TURN = 49 / 6;
/** Average checkers a roll bears off at most (doubles bear off four): the other bound of that estimate. */
export const CHECKERS_PER_TURN = 7 / 3;
/**
 * Spread, in half-turns, of the soft choice of which board finishes first: a base plus a share of the
 * square root of the expected time (finishing times vary like a sum of rolls, and contact adds more).
 */
export const FINISH_SPREAD = { base: 1, root: 0.5 } as const;

/** Turns a side still needs to bear off everything on a board: at least one, from pips and checkers left. */
export function turnsToFinish(pips: number, checkersLeft: number): number {
  if (checkersLeft <= 0) return 0;
  return Math.max(1, (pips + 2) / PIPS_PER_TURN, checkersLeft / CHECKERS_PER_TURN);
}

/** The chance that each board finishes first (a soft minimum over the expected finishing times). */
export function finishFirstChances(boards: readonly BoardOutlook[]): number[] {
  const now = boards.findIndex((b) => b.finished);
  if (now >= 0) return boards.map((_, i) => (i === now ? 1 : 0));
  const min = Math.min(...boards.map((b) => b.finishIn));
  const spread = FINISH_SPREAD.base + FINISH_SPREAD.root * Math.sqrt(min);
  const weights = boards.map((b) => Math.exp(-(b.finishIn - min) / spread));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/**
 * Each board's stake: its own cube, or for the shared cube its value weighted by the chance that the
 * board finishes first (the shared cube stakes the next board to finish, 1 elsewhere).
 */
export function boardStakes(
  boards: readonly BoardOutlook[],
  stakes: TableStakes,
  indices: readonly number[],
): number[] {
  const shared = stakes.sharedCube;
  if (shared === null) return indices.map((i) => stakes.boardCube[i]);
  const first = finishFirstChances(boards);
  return first.map((f) => f * shared + (1 - f));
}

/** The first-finished half-point term of the table value (0 once it is paid or with a single board). */
export function halfPointTerm(boards: readonly BoardOutlook[], stakes: TableStakes): number {
  if (!stakes.halfPointDue) return 0;
  const first = finishFirstChances(boards);
  let value = 0;
  boards.forEach((b, k) => {
    value += 0.5 * first[k] * (1 - 2 * b.win);
  });
  return value;
}

/**
 * What the table is worth to the player judged, in points (see the module comment); `halfPointWeight`
 * scales the half-point term (the lookahead rule weights it less, tableLookahead.ts).
 */
export function tableValue(
  boards: readonly BoardOutlook[],
  stakes: TableStakes,
  indices: readonly number[],
  halfPointWeight = 1,
): number {
  const stake = boardStakes(boards, stakes, indices);
  let value = halfPointWeight * halfPointTerm(boards, stakes);
  boards.forEach((b, k) => {
    value += stake[k] * b.equity;
  });
  return value;
}

const searchers = new Map<string, Searcher>();

/**
 * A cached searcher with the bot's judgement (`boardEvaluator`: the committed net and the bear-off
 * database) for a board's rules and the table's ending setting.
 */
export function tableSearcher(rules: Rules, ending: EndingSetting): Searcher {
  const key = `${JSON.stringify(rules)}|${ending}`;
  let s = searchers.get(key);
  if (!s) {
    s = new Searcher(rules, boardEvaluator(rules), scoringFor(ending));
    searchers.set(key, s);
  }
  return s;
}

const probs = new Float64Array(OUTPUTS);
const flipped = new Int8Array(28);

/**
 * A board seen by the player `position` belongs to (his own numbering). `toRoll`: he rolls next on it
 * (cube decisions before the roll); otherwise the opponent does (an afterstate of his play or a pass).
 */
export function boardOutlook(searcher: Searcher, position: Position, toRoll: boolean): BoardOutlook {
  const cells = position.cells;
  if (cells[OFF_CELL] === 15) {
    const points = finishedPoints(searcher.rules, cells as Int8Array, searcher.scoring);
    return { equity: points, win: 1, finishIn: 0, finished: true };
  }
  let e: number;
  let win: number;
  if (toRoll) {
    searcher.evaluator.evaluate(cells, probs);
    e = equity(probs, searcher.scoring);
    win = probs[WIN];
  } else {
    flipCells(searcher.rules.variant, cells, flipped);
    searcher.evaluator.evaluate(flipped, probs);
    e = -equity(probs, searcher.scoring);
    win = 1 - probs[WIN];
  }
  const [mine, theirs] = pipCounts(position);
  const myTurns = turnsToFinish(mine, 15 - cells[OFF_CELL]);
  const theirTurns = turnsToFinish(theirs, 15 - cells[OPP_OFF_CELL]);
  // Half-turns from now: with him to roll his k-th turn is half-turn 2k − 1, else the opponent's is.
  const mineAt = toRoll ? 2 * myTurns - 1 : 2 * myTurns;
  const theirsAt = toRoll ? 2 * theirTurns : 2 * theirTurns - 1;
  return { equity: e, win, finishIn: win * mineAt + (1 - win) * theirsAt, finished: false };
}

/** The stakes of a table for the judgement, from its cube mode and state. */
export function stakesOf(input: {
  readonly boards: readonly { readonly cube: { readonly value: number } | null }[];
  readonly sharedCube: { readonly value: number } | null;
  readonly finished: number;
}): TableStakes {
  return {
    boardCube: input.boards.map((b) => b.cube?.value ?? 1),
    sharedCube: input.sharedCube?.value ?? null,
    halfPointDue: halfPointDue(input),
  };
}
