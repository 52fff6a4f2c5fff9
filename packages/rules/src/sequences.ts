import { BAR_CELL, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from './cells.ts';
import { otherNumbering } from './geometry.ts';
import { assertPlayInput } from './inputCheck.ts';
import type { Position } from './position.ts';
import { type Dice, diceValues, type Step } from './types.ts';
import type { Rules } from './variant.ts';

/**
 * The reference move generator: every legal step *sequence* of a roll (each order listed separately),
 * written for clarity rather than speed. The step-wise view is built on it, and property tests check it
 * against the fast `PlayGenerator`, so the two implementations guard each other.
 */
export interface SequenceResult {
  /** RULES.md §2.3's M: how many dice every legal play uses. */
  readonly diceUsed: number;
  /** Every legal sequence of exactly `diceUsed` steps; `[[]]` when the roll is forfeited. */
  readonly sequences: readonly (readonly Step[])[];
}

interface State {
  readonly board: number[];
  /** Checkers that left the head (own 24) this turn. */
  readonly heads: number;
  /** Caucasian: home points where a hitter of this turn stands. */
  readonly tainted: ReadonlySet<number>;
}

/** Throws `PlayInputRefused` for what `checkPlayInput` refuses, as `legalPlays` does. */
export function legalSequences(rules: Rules, position: Position, dice: Dice, firstTurn = false): SequenceResult {
  assertPlayInput(rules, position, dice);
  const double = dice[0] === dice[1];
  let limit = rules.headRule === null || rules.headRule === 'free' ? Number.POSITIVE_INFINITY : 1;
  if (firstTurn && double && rules.headRule === 'F1' && [6, 4, 3].includes(dice[0])) limit = 2;
  let result = sequencesWithHeadLimit(rules, position, dice, limit);
  if (firstTurn && double && rules.headRule === 'F2' && result.diceUsed < 4) {
    result = sequencesWithHeadLimit(rules, position, dice, 2);
  }
  return result;
}

function sequencesWithHeadLimit(rules: Rules, position: Position, dice: Dice, headLimit: number): SequenceResult {
  const found: Step[][] = [];
  const endCheck = rules.sixBlockTiming === 'endOfTurn';
  const explore = (state: State, remaining: number[], steps: Step[]) => {
    // Under end-of-turn timing every prefix is a candidate play; under step timing only dead ends are.
    let extended = false;
    for (const die of new Set(remaining)) {
      for (let from = 25; from >= 1; from--) {
        const next = tryStep(rules, position.cells, state, from, die, headLimit);
        if (next === null) continue;
        extended = true;
        const rest = [...remaining];
        rest.splice(rest.indexOf(die), 1);
        explore(next.state, rest, [...steps, next.step]);
      }
    }
    if (endCheck ? !hasNewForbiddenBlock(rules, position.cells, state.board) : !extended) found.push(steps);
  };
  explore({ board: [...position.cells], heads: 0, tainted: new Set() }, diceValues(dice), []);

  const M = Math.max(0, ...found.map((s) => s.length));
  let plays = found.filter((s) => s.length === M);
  if (M === 0) return { diceUsed: 0, sequences: [[]] };
  const high = Math.max(dice[0], dice[1]);
  if (dice[0] !== dice[1] && M === 1 && plays.some((s) => s[0].die === high)) {
    plays = plays.filter((s) => s[0].die === high);
  }
  if (rules.strictFullPipsBearoff) {
    const clean = plays.filter((s) => !s.some(isOverBearoff));
    if (clean.length > 0) plays = clean;
  }
  return { diceUsed: M, sequences: plays };
}

/** A bear-off from a point lower than the die (RULES.md §2.6, §2.7). */
export function isOverBearoff(step: Step): boolean {
  return step.to === 0 && step.from < step.die;
}

function tryStep(
  rules: Rules,
  start: ArrayLike<number>,
  state: State,
  from: number,
  die: number,
  headLimit: number,
): { state: State; step: Step } | null {
  const board = state.board;
  if (board[from] <= 0) return null;
  if (board[BAR_CELL] > 0 && from !== 25) return null;
  const target = from - die;
  let hit = false;
  if (target >= 1) {
    const opposing = board[target] < 0 ? -board[target] : 0;
    if (opposing > (rules.hitting ? 1 : 0)) return null;
    hit = opposing === 1;
  } else {
    for (let p = 7; p <= 25; p++) if (board[p] > 0) return null;
    if (target < 0) for (let p = from + 1; p <= 6; p++) if (board[p] > 0) return null;
  }
  const leavesHead = rules.geometry === 'sameDirection' && from === 24;
  if (leavesHead && state.heads >= headLimit) return null;

  // Caucasian: the hitter is the checker on a tainted point while it stands there alone.
  const tainted = new Set(state.tainted);
  if (rules.noHitAndHide) {
    const isHitter = tainted.has(from) && board[from] === 1;
    if (isHitter) {
      if (target >= 1 && board[target] > 0) return null;
      tainted.delete(from);
      if (target >= 1) tainted.add(target);
    }
    if (hit && target <= 6) tainted.add(target);
  }

  const next = [...board];
  next[from]--;
  if (target >= 1) {
    if (hit) {
      next[target] = 0;
      next[OPP_BAR]--;
    }
    next[target]++;
  } else {
    next[OFF_CELL]++;
  }
  if (rules.sixBlockTiming === 'step' && hasNewForbiddenBlock(rules, start, next)) return null;
  return {
    state: { board: next, heads: state.heads + (leavesHead ? 1 : 0), tainted },
    step: { from, to: Math.max(0, target), die, hit },
  };
}

/**
 * Whether `end` holds a forbidden block (six points on the opponent's route, RULES.md §3.4.3) that
 * `start`, the position at the start of the turn, did not hold: a block already in a custom start is
 * not this turn's doing, under either timing.
 */
export function hasNewForbiddenBlock(rules: Rules, start: ArrayLike<number>, end: ArrayLike<number>): boolean {
  const old = forbiddenWindows(rules, start);
  return forbiddenWindows(rules, end).some((top) => !old.includes(top));
}

/**
 * Whether the board holds a six-block that the long-family rule forbids (RULES.md §3.4.3), checked
 * window by window along the opponent's route.
 */
export function hasForbiddenBlock(rules: Rules, board: ArrayLike<number>): boolean {
  return forbiddenWindows(rules, board).length > 0;
}

/** The forbidden six-point windows of `board`, each by its top point in the opponent's numbering. */
function forbiddenWindows(rules: Rules, board: ArrayLike<number>): number[] {
  const windows: number[] = [];
  const rule = rules.sixBlock;
  if (rule === null || rule === 'allowed') return windows;
  const mine = (q: number) => board[otherNumbering(rules.geometry, q)] > 0;
  const theirs = (q: number) => board[otherNumbering(rules.geometry, q)] < 0;
  for (let top = 24; top >= 6; top--) {
    let block = true;
    for (let q = top; q > top - 6; q--) block &&= mine(q);
    if (!block) continue;
    if (rule === 'forbidden') {
      windows.push(top);
      continue;
    }
    if (board[OPP_OFF_CELL] > 0) continue;
    let excused = false;
    const upTo = rule === 'ahead' ? top - 6 : 6;
    for (let q = 1; q <= upTo; q++) excused ||= theirs(q);
    if (!excused) windows.push(top);
  }
  return windows;
}
