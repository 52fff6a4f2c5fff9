/** The two players. White and black each count the board in their own numbering (RULES.md §1.1). */
export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];

/** A value per colour. */
export type ByColor<T> = { readonly [C in Color]: T };

export function opposite(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/** The five variants of RULES.md §3, by their contract names. */
export const VARIANTS = ['short', 'short-caucasian', 'nackgammon', 'long', 'khachapuri'] as const;
export type VariantName = (typeof VARIANTS)[number];

export function isVariantName(value: unknown): value is VariantName {
  return typeof value === 'string' && (VARIANTS as readonly string[]).includes(value);
}

/** A success or a refusal with a closed error code: bad input never throws and never half-applies. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: RulesError<E> };

export interface RulesError<E extends string = string> {
  readonly code: E;
  readonly message: string;
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E extends string>(code: E, message: string): { ok: false; error: RulesError<E> } {
  return { ok: false, error: { code, message } };
}

/** Number of checkers each side owns in every variant. */
export const CHECKERS_PER_SIDE = 15;

/** In step notation (`Step.from`): a step from the bar. The same index as the bar's cell, `BAR_CELL`. */
export const BAR = 25;
/**
 * In step notation (`Step.to`): a step that bears a checker off. Not a cell: the count of checkers
 * borne off is the cell `OFF_CELL`.
 */
export const OFF = 0;

/**
 * One checker moved by one die, in the mover's own numbering: `from` 25 = bar, `to` 0 = off.
 * `die` is the die value used (a bear-off from a lower point may use a larger die).
 */
export interface Step {
  readonly from: number;
  readonly to: number;
  readonly die: number;
  /** True when the step hit an opposing blot. */
  readonly hit: boolean;
}

/** The roll of two dice; a double gives four steps of that value. */
export type Dice = readonly [number, number];

export function isDie(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** The die values one roll provides: two for a plain roll, four for a double. */
export function diceValues(dice: Dice): number[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

/** All 21 distinct rolls (higher die first), doubles included. */
export const ALL_ROLLS: readonly Dice[] = (() => {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) rolls.push([a, b]);
  return rolls;
})();
