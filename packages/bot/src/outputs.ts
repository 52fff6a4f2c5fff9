import {
  classifyEnding,
  defaultEndingSetting,
  type EndingSetting,
  endingCoefficient,
  type Rules,
  type VariantName,
} from '@nardy/rules';

/**
 * The five probabilities every evaluator returns, for the side to move (cubeless):
 * win, win with mars or better, win with koks, lose with mars or worse, lose with koks.
 * Kept as raw ending kinds so that one net serves every ending setting (RULES.md §4.2).
 */
export const OUTPUT_NAMES = ['win', 'winMars', 'winKoks', 'loseMars', 'loseKoks'] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];
export const OUTPUTS = OUTPUT_NAMES.length;
export const WIN = 0;
export const WIN_MARS = 1;
export const WIN_KOKS = 2;
export const LOSE_MARS = 3;
export const LOSE_KOKS = 4;

/** A probability vector of length `OUTPUTS` (Float64Array or Float32Array). */
export type Probabilities = Float64Array | Float32Array;

/**
 * What a mars and a koks are worth under an ending setting (a home mars counts as a mars, or as a koks
 * when `homeMarsValue` is 3: see `finishedOutcome`).
 */
export interface Scoring {
  readonly mars: number;
  readonly koks: number;
}

export function scoringFor(setting: EndingSetting): Scoring {
  return { mars: endingCoefficient('mars', setting), koks: endingCoefficient('koks', setting) };
}

/** The variant's default ending setting as a scoring (Koks for short boards, Mars for the long family). */
export function defaultScoring(variant: VariantName): Scoring {
  return scoringFor(defaultEndingSetting(variant));
}

/** Cubeless equity in points per game for the side to move. */
export function equity(p: ArrayLike<number>, scoring: Scoring): number {
  const m = scoring.mars - 1;
  const k = scoring.koks - scoring.mars;
  return 2 * p[WIN] - 1 + m * (p[WIN_MARS] - p[LOSE_MARS]) + k * (p[WIN_KOKS] - p[LOSE_KOKS]);
}

/** The same probabilities seen from the other side: `out` may not alias `p`. */
export function invert(p: ArrayLike<number>, out: Probabilities): Probabilities {
  out[WIN] = 1 - p[WIN];
  out[WIN_MARS] = p[LOSE_MARS];
  out[WIN_KOKS] = p[LOSE_KOKS];
  out[LOSE_MARS] = p[WIN_MARS];
  out[LOSE_KOKS] = p[WIN_KOKS];
  return out;
}

/**
 * The exact outcome when the mover of `cells` has just borne off its last checker (the opponent lost):
 * probabilities 0/1 for the mover, classified by RULES.md §4.1. A home mars counts as a mars, or as a
 * koks where the rules price it at 3 (`homeMarsValue`, the default of a parallel table): under every
 * ending setting it is then worth exactly what a koks is (1, 2 or 3), so the search scores the ending
 * the table will score.
 */
export function finishedOutcome(rules: Rules, cells: Int8Array, out: Probabilities): Probabilities {
  const ending = classifyEnding(rules, { variant: rules.variant, cells }, 'opponent');
  const koks = ending === 'koks' || (ending === 'homeMars' && rules.homeMarsValue === 3);
  out[WIN] = 1;
  out[WIN_MARS] = ending === 'oin' ? 0 : 1;
  out[WIN_KOKS] = koks ? 1 : 0;
  out[LOSE_MARS] = 0;
  out[LOSE_KOKS] = 0;
  return out;
}

/** Points the winner scores for a finished game under `scoring` (cubeless). */
export function finishedPoints(rules: Rules, cells: Int8Array, scoring: Scoring): number {
  const p = finishedOutcome(rules, cells, new Float64Array(OUTPUTS));
  return equity(p, scoring);
}
