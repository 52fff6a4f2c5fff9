import { CELLS, flipCells, OFF_CELL, PlayGenerator, seededRandom } from '@nardy/rules';
import { finishedOutcome, finishedPoints, invert, OUTPUTS } from './outputs.ts';
import type { Searcher } from './search.ts';

/**
 * Truncated rollouts for analysis: the game after a play is played on by the net at 0-ply for both
 * sides (the `club` level), `truncation` half-moves deep, and the position reached is judged by the
 * net (a game that ends before is scored exactly). The dice are the same for every play judged
 * (trial t of one play meets the rolls trial t of another meets), and the first two rolls are
 * stratified: trial t starts with roll t mod 36 of the 36, then roll ⌊t / 36⌋ mod 36, so 1,296
 * trials play every pair of first rolls once. Same dice make the difference between two plays much
 * less noisy than either equity.
 */

export interface RolloutSettings {
  /** Games played per play (1 … 10,000). */
  readonly trials: number;
  /** Half-moves played before the net judges the position (1 … 200). */
  readonly truncation: number;
  /** Seed of the rolls after the first two (default 1). */
  readonly seed?: number;
  /**
   * Which plays are rolled out where the decision is close: at most `candidates` (2 … 32, default 3)
   * within `window` (0.001 … 1 point, default 0.04) of the best (analysisPlays' `ROLLOUT_FILTER`).
   */
  readonly window?: number;
  readonly candidates?: number;
}

/** 1,296 trials (every pair of first rolls once), truncated after 12 half-moves. */
export const DEFAULT_ROLLOUT: RolloutSettings = { trials: 1296, truncation: 12 };

export function isRolloutSettings(value: unknown): value is RolloutSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { trials, truncation, seed, window, candidates } = value as Record<string, unknown>;
  const within = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max;
  const windowOk = window === undefined || (typeof window === 'number' && window >= 0.001 && window <= 1);
  const candidatesOk = candidates === undefined || (within(candidates, 32) && (candidates as number) >= 2);
  return (
    within(trials, 10_000) &&
    within(truncation, 200) &&
    (seed === undefined || Number.isInteger(seed)) &&
    windowOk &&
    candidatesOk
  );
}

const generator = new PlayGenerator();

/** The die pair of roll `r` (0 … 35) of the 36. */
function rollOf(r: number): [number, number] {
  return [(r % 6) + 1, Math.floor(r / 6) + 1];
}

/**
 * The rolled-out equity of an afterstate for the player who just moved (cells seen from him, the
 * opponent to roll): the mean over `settings.trials` games of their result or truncated equity.
 */
export function rolloutEquity(searcher: Searcher, after: ArrayLike<number>, settings: RolloutSettings): number {
  const seed = settings.seed ?? 1;
  let total = 0;
  for (let t = 0; t < settings.trials; t++) total += playOut(searcher, after, settings.truncation, t, seed);
  return total / settings.trials;
}

/** The roll of half-move `half` of trial `t`: the first two stratified over the 36, then seeded dice. */
function trialRoll(half: number, t: number, random: () => number): [number, number] {
  if (half === 0) return rollOf(t % 36);
  if (half === 1) return rollOf(Math.floor(t / 36) % 36);
  return [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
}

/** The side to move's best 0-ply play of `d1`-`d2` from `cells` (the position itself when he cannot move). */
function bestPlay(searcher: Searcher, cells: Int8Array, d1: number, d2: number): Int8Array {
  const count = generator.generate(searcher.rules, cells, d1, d2, false);
  if (count === 0) return Int8Array.from(cells);
  const bestIndex = searcher.bestOutcome(generator);
  return generator.outcomes.slice(bestIndex * CELLS, (bestIndex + 1) * CELLS);
}

/** Trial `t`: the game played on from `after`, its result or truncated equity for the player who made it. */
function playOut(searcher: Searcher, after: ArrayLike<number>, truncation: number, t: number, seed: number): number {
  const { rules } = searcher;
  const random = seededRandom(seed * 100_003 + t);
  let cells = flipCells(rules.variant, after);
  // The value for the side to move of `cells` is `sign` times his own.
  let sign = -1;
  for (let half = 0; ; half++) {
    if (half === truncation) return sign * searcher.positionEquity(cells);
    const [d1, d2] = trialRoll(half, t, random);
    const next = bestPlay(searcher, cells, d1, d2);
    if (next[OFF_CELL] === 15) return sign * finishedPoints(rules, next, searcher.scoring);
    cells = flipCells(rules.variant, next);
    sign = -sign;
  }
}

/**
 * The rolled-out cubeless chances of the side to move of `cells`, before his roll (win, win with mars,
 * with koks, lose with mars, with koks): the mean over `trials` games played on by the net at 0-ply
 * for both sides, the first two rolls stratified as in `rolloutEquity`; a game still going after
 * `truncation` half-moves (default: none is cut) counts the net's chances there. Unlike the net's own
 * judgement these follow the net's play to the end: a second opinion where its judgement is in doubt.
 */
export function rolloutChances(
  searcher: Searcher,
  cells: ArrayLike<number>,
  trials: number,
  { truncation = Number.POSITIVE_INFINITY, seed = 1 }: { truncation?: number; seed?: number } = {},
  out: Float64Array = new Float64Array(OUTPUTS),
): Float64Array {
  const { rules } = searcher;
  const end = new Float64Array(OUTPUTS);
  const seen = new Float64Array(OUTPUTS);
  out.fill(0);
  for (let t = 0; t < trials; t++) {
    const random = seededRandom(seed * 100_003 + t);
    let board: Int8Array = Int8Array.from(cells);
    // Whether the side to move of `board` is the player the chances are for.
    let mine = true;
    for (let half = 0; ; half++) {
      if (half >= truncation) {
        searcher.evaluator.evaluate(board, end);
        if (!mine) invert(end, seen);
        else seen.set(end);
        break;
      }
      const [d1, d2] = trialRoll(half, t, random);
      const next = bestPlay(searcher, board, d1, d2);
      if (next[OFF_CELL] === 15) {
        finishedOutcome(rules, next, end);
        if (mine) seen.set(end);
        else invert(end, seen);
        break;
      }
      board = flipCells(rules.variant, next);
      mine = !mine;
    }
    for (let k = 0; k < OUTPUTS; k++) out[k] += seen[k];
  }
  for (let k = 0; k < OUTPUTS; k++) out[k] /= trials;
  return out;
}
