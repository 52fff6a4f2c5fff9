import { BAR_CELL, CELLS, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from './cells.ts';
import { CHECKERS_PER_SIDE, isVariantName, type RulesError } from './types.ts';
import { type Geometry, geometryOf, HEAD_RULES, type Rules, SIX_BLOCK_RULES, SIX_BLOCK_TIMINGS } from './variant.ts';

/**
 * The one check of what the move generators are asked (RULES.md §2–§3 assume it): the dice, the
 * board's cells and the rules object. Every entry point — `legalPlays`, `legalSequences`, `TurnPlan`,
 * `PlayGenerator.generate` / `sample` — runs it before it searches, so that an impossible request is
 * an error with a stable code instead of a list of plays that means nothing, and so that the
 * WebAssembly kernel, which indexes its memory by point minus die, is only ever given boards and dice
 * it was written for (a die of 7 or a 30-cell board would read and write outside its board).
 *
 * `Position`s made by `fromSetup`, `parsePositionId`, `startPosition` and the generators' own outcomes
 * always pass; the check is for values built by hand or read from outside.
 */
export const PLAY_INPUT_ERRORS = [
  /** The dice are not two integers 1..6. */
  'ERR_DICE',
  /** The cells are not 28 integers in their ranges (see cells.ts), or a cell holds the wrong side's checkers. */
  'ERR_CELLS',
  /** A side has more than 15 checkers. */
  'ERR_CHECKER_COUNT',
  /** Checkers on the bar under rules without hitting (the long family). */
  'ERR_BAR_NOT_ALLOWED',
  /** The position is of a variant whose geometry is not the rules' (a short position under long rules). */
  'ERR_VARIANT_GEOMETRY',
  /** Not a rules object of `rulesFor` (unknown variant, geometry or option). */
  'ERR_RULES',
] as const;
export type PlayInputError = (typeof PLAY_INPUT_ERRORS)[number];

/**
 * What the generators throw for a request the check refuses: an `Error` with a stable `code`. Code
 * that reads untrusted input calls `checkPlayInput` first and gets the same refusal as a value.
 */
export class PlayInputRefused extends Error {
  override readonly name = 'PlayInputRefused';
  constructor(
    readonly code: PlayInputError,
    message: string,
  ) {
    super(message);
  }
}

const refusal = (code: PlayInputError, message: string): RulesError<PlayInputError> => ({ code, message });

/** Whether `d` is a die (an integer 1..6); written for the generators' hot path. */
const isDieValue = (d: number): boolean => d >= 1 && d <= 6 && (d | 0) === d;

/** Whether two numbers are a roll (the generators' hot path; `diceProblem` says why not). */
export function isRoll(d1: number, d2: number): boolean {
  return isDieValue(d1) && isDieValue(d2);
}

/** Why two dice are not a roll, or null. */
export function diceProblem(d1: unknown, d2: unknown): RulesError<PlayInputError> | null {
  if (typeof d1 === 'number' && typeof d2 === 'number' && isDieValue(d1) && isDieValue(d2)) return null;
  return refusal('ERR_DICE', `dice must be two integers 1..6, not ${String(d1)}-${String(d2)}`);
}

/**
 * Why `cells` is not a board the generators can search under `geometry`, or null: exactly 28 integer
 * cells, the mover's bar and both borne-off counts not negative, the opponent's bar not positive, at
 * most 15 checkers a side, and no bar under the long family's geometry. One pass, no allocation: it
 * runs on every `generate`.
 */
export function cellsProblem(cells: ArrayLike<number>, geometry: Geometry): RulesError<PlayInputError> | null {
  if (cells instanceof Int8Array && cells.length === CELLS && int8CellsFit(cells, geometry)) return null;
  if (cells === null || typeof cells !== 'object' || cells.length !== CELLS) {
    return refusal('ERR_CELLS', `a board has ${CELLS} cells, not ${String((cells as { length?: unknown })?.length)}`);
  }
  let mine = 0;
  let theirs = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cells[p];
    if ((n | 0) !== n || n < -CHECKERS_PER_SIDE || n > CHECKERS_PER_SIDE) {
      return refusal('ERR_CELLS', `cell ${p} holds ${String(n)}, not a count of checkers`);
    }
    if (n > 0) mine += n;
    else theirs -= n;
  }
  const bar = cells[BAR_CELL];
  const oppBar = cells[OPP_BAR];
  const off = cells[OFF_CELL];
  const oppOff = cells[OPP_OFF_CELL];
  if (!isCount(bar) || !isCount(-oppBar) || !isCount(off) || !isCount(oppOff)) {
    return refusal('ERR_CELLS', 'the bars and borne-off cells hold counts 0..15 (the opponent bar as 0..−15)');
  }
  mine += bar + off;
  theirs += oppOff - oppBar;
  if (mine > CHECKERS_PER_SIDE || theirs > CHECKERS_PER_SIDE) {
    return refusal(
      'ERR_CHECKER_COUNT',
      `a side has at most ${CHECKERS_PER_SIDE} checkers, not ${Math.max(mine, theirs)}`,
    );
  }
  if (geometry === 'sameDirection' && (bar !== 0 || oppBar !== 0)) {
    return refusal('ERR_BAR_NOT_ALLOWED', 'the long family has no hitting, so no checker can be on the bar');
  }
  return null;
}

/**
 * The engine's own boards (Int8Array, whole numbers by construction) in one pass: each
 * side's checkers summed, at most 15 each (which also bounds every single cell), the four special
 * cells of their signs. True when they fit; a false sends the caller to the full check for its message.
 */
function int8CellsFit(cells: Int8Array, geometry: Geometry): boolean {
  let mine = 0;
  let theirs = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cells[p];
    if (n > 0) mine += n;
    else theirs -= n;
  }
  const bar = cells[BAR_CELL];
  const oppBar = cells[OPP_BAR];
  const off = cells[OFF_CELL];
  const oppOff = cells[OPP_OFF_CELL];
  return (
    (bar | off | oppOff | -oppBar) >= 0 &&
    mine + bar + off <= CHECKERS_PER_SIDE &&
    theirs + oppOff - oppBar <= CHECKERS_PER_SIDE &&
    (geometry === 'opposed' || (bar | oppBar) === 0)
  );
}

function isCount(n: number): boolean {
  return (n | 0) === n && n >= 0 && n <= CHECKERS_PER_SIDE;
}

/** Why `rules` is not a rules object the generators know (as `rulesFor` builds them), or null. */
export function rulesProblem(rules: unknown): RulesError<PlayInputError> | null {
  if (typeof rules !== 'object' || rules === null) return refusal('ERR_RULES', 'rules must come from rulesFor');
  const r = rules as Partial<Record<keyof Rules, unknown>>;
  if (!isVariantName(r.variant)) return refusal('ERR_RULES', `unknown variant ${String(r.variant)}`);
  if (r.geometry !== geometryOf(r.variant)) {
    return refusal('ERR_RULES', `${r.variant} has the ${geometryOf(r.variant)} geometry, not ${String(r.geometry)}`);
  }
  const long = r.geometry === 'sameDirection';
  const known =
    typeof r.hitting === 'boolean' &&
    typeof r.noHitAndHide === 'boolean' &&
    typeof r.strictFullPipsBearoff === 'boolean' &&
    (SIX_BLOCK_TIMINGS as readonly unknown[]).includes(r.sixBlockTiming) &&
    (long
      ? (HEAD_RULES as readonly unknown[]).includes(r.headRule) &&
        (SIX_BLOCK_RULES as readonly unknown[]).includes(r.sixBlock)
      : r.headRule === null && r.sixBlock === null);
  return known ? null : refusal('ERR_RULES', `the rules of ${r.variant} have an option no variant knows`);
}

/**
 * The whole check of a `legalPlays` request: the rules, the dice, and a position of the rules'
 * geometry whose cells fit it. Null when the generators may run.
 */
export function checkPlayInput(rules: Rules, position: unknown, dice: unknown): RulesError<PlayInputError> | null {
  const bad = rulesProblem(rules);
  if (bad) return bad;
  if (!Array.isArray(dice) || dice.length !== 2) return refusal('ERR_DICE', 'dice must be a pair like [3, 1]');
  const badDice = diceProblem(dice[0], dice[1]);
  if (badDice) return badDice;
  if (typeof position !== 'object' || position === null) return refusal('ERR_CELLS', 'expected a Position');
  const { variant, cells } = position as { variant?: unknown; cells?: ArrayLike<number> };
  if (!isVariantName(variant)) return refusal('ERR_CELLS', `the position's variant ${String(variant)} is unknown`);
  if (geometryOf(variant) !== rules.geometry) {
    return refusal(
      'ERR_VARIANT_GEOMETRY',
      `a ${variant} position (${geometryOf(variant)}) cannot be played under ${rules.variant} rules (${rules.geometry})`,
    );
  }
  return cellsProblem(cells as ArrayLike<number>, rules.geometry);
}

/** Throws `PlayInputRefused` for what `checkPlayInput` refuses (the generators' entry points). */
export function assertPlayInput(rules: Rules, position: unknown, dice: unknown): void {
  const problem = checkPlayInput(rules, position, dice);
  if (problem) throw new PlayInputRefused(problem.code, problem.message);
}
