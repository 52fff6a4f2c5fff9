import { ALL_ROLLS, CELLS, flipCells, OFF_CELL, PlayGenerator, type Position } from '@nardy/rules';
import type { Searcher } from './search.ts';
import { type BoardOutlook, boardStakes, halfPointTerm, type TableStakes } from './tableOutlook.ts';

/**
 * One roll ahead at a parallel table (RULES.md §6.4): after the mover's play it is the opponent's turn
 * on the whole table, not on every board at once. He rolls, then plays the whole roll on one board of
 * his choice, and every other board stays as it is. Judging each board "with the opponent to roll
 * there" (the 0-ply view) charges the mover for a roll on every board, while the opponent will get one
 * roll on one board — the one where that roll helps him most. So a play is judged by
 *
 *   Σ stake × 0-ply equity of every board  −  E over his 21 rolls [ max over boards of stake × his gain ]
 *   + the first-finished half-point term of tableOutlook.ts (weighted: LOOKAHEAD_HALF_POINT_WEIGHT),
 *
 * where his gain on a board is how much his best 0-ply play there with that roll lowers the board's
 * equity for the mover (or, when the roll is blocked there, what a pass costs: the mover is then to
 * roll there). A board that no roll of his improves much is then worth more to leave alone, and a play
 * that leaves him a juicy board is charged for it — what the simple rule's "gain over passing" misses.
 */

/** Chance of each of the 21 rolls of `ALL_ROLLS` (doubles 1/36, others 2/36). */
export const ROLL_CHANCES: readonly number[] = ALL_ROLLS.map(([a, b]) => (a === b ? 1 : 2) / 36);

/**
 * Weight of the first-finished half-point term in the lookahead value. Measured against the simple
 * rule (two boards, 2,000 tables each on the same dice): 0 → +0.04, 0.15 → +0.11, 0.3 → +0.12,
 * 0.5 → +0.10, 0.75 → +0.07, 1 → +0.00 points per table. The term's estimate of which board
 * finishes first is rough: at full weight the trades it asks for (waiting on a won board, racing on a
 * lost one) cost more board equity than the half point brings back, while at 0 the lookahead pays the
 * half point in more than half of the tables.
 */
export const LOOKAHEAD_HALF_POINT_WEIGHT = 0.3;

/**
 * Candidates whose 0-ply table value (with the weighted half point) is more than this below the best
 * one are not looked ahead (points × stake): the opponent's roll moved the choice that far in very few
 * measured decisions (5 of 7,600 two-board decisions by more than 0.2), and most turns then need no
 * search at all.
 */
export const LOOKAHEAD_WINDOW = 0.25;

const generator = new PlayGenerator();
/** Cells per outcome in the generator's buffer (a local copy: read in the innermost loop). */
const STRIDE = CELLS;
const opponentView = new Int8Array(STRIDE);
/** Replies by searcher and position: a board nobody played on since the last turn is not searched again. */
const replyCache = new WeakMap<Searcher, Map<string, Float64Array>>();
const REPLY_CACHE_SIZE = 512;

function cellsKey(cells: ArrayLike<number>): string {
  let key = '';
  for (let i = 0; i < STRIDE; i++) key += String.fromCharCode(cells[i] + 64);
  return key;
}

/**
 * For each roll of `ALL_ROLLS`, the 0-ply equity of the board for the player `position` belongs to
 * (his own numbering, the opponent to roll), him to roll, after the opponent's best 0-ply play with
 * that roll there; where the roll cannot be played the opponent passes and it is the player's equity
 * on roll. Throws on a finished board (nothing left to reply to).
 */
export function replyEquities(searcher: Searcher, position: Position): Float64Array {
  const cells = position.cells;
  if (cells[OFF_CELL] === 15) throw new Error('replyEquities: the board is finished');
  let byPosition = replyCache.get(searcher);
  if (!byPosition) {
    byPosition = new Map();
    replyCache.set(searcher, byPosition);
  }
  const key = cellsKey(cells);
  const cached = byPosition.get(key);
  if (cached) return cached;
  const out = new Float64Array(ALL_ROLLS.length);
  const rules = searcher.rules;
  flipCells(rules.variant, cells, opponentView);
  let onRoll: number | null = null;
  ALL_ROLLS.forEach(([d1, d2], r) => {
    const count = generator.generate(rules, opponentView, d1, d2, false);
    if (count === 0) {
      onRoll ??= searcher.positionEquity(cells);
      out[r] = onRoll;
      return;
    }
    let best = Number.NEGATIVE_INFINITY;
    const outcomes = generator.outcomes;
    for (let k = 0; k < count; k++) {
      const v = searcher.afterstateEquity(outcomes.subarray(k * STRIDE, (k + 1) * STRIDE));
      if (v > best) best = v;
    }
    out[r] = -best;
  });
  if (byPosition.size >= REPLY_CACHE_SIZE) byPosition.clear();
  byPosition.set(key, out);
  return out;
}

/** One unfinished board as the lookahead sees it: its 0-ply outlook and, unless finished, the replies. */
export interface LookaheadBoard {
  readonly outlook: BoardOutlook;
  /** `replyEquities` of the board; null once the board is finished (no reply there). */
  readonly replies: Float64Array | null;
}

/**
 * The lookahead value of a table for the player who just moved (see the module comment), in points.
 * `indices`: each board's index at the table (for its cube).
 */
export function lookaheadValue(
  boards: readonly LookaheadBoard[],
  stakes: TableStakes,
  indices: readonly number[],
  halfPointWeight: number = LOOKAHEAD_HALF_POINT_WEIGHT,
): number {
  const outlooks = boards.map((b) => b.outlook);
  const stake = boardStakes(outlooks, stakes, indices);
  let value = 0;
  boards.forEach((b, k) => {
    value += stake[k] * b.outlook.equity;
  });
  value += halfPointWeight * halfPointTerm(outlooks, stakes);
  let expectedGain = 0;
  for (let r = 0; r < ROLL_CHANCES.length; r++) {
    let gain = Number.NEGATIVE_INFINITY;
    boards.forEach((b, k) => {
      if (b.replies === null) return;
      const g = stake[k] * (b.outlook.equity - b.replies[r]);
      if (g > gain) gain = g;
    });
    if (gain > Number.NEGATIVE_INFINITY) expectedGain += ROLL_CHANCES[r] * gain;
  }
  return value - expectedGain;
}
