import { CELLS, flipCells, OFF_CELL, PlayGenerator, seededRandom } from '@nardy/rules';
import { finishedPoints } from './outputs.ts';
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

/** Trial `t`: the game played on from `after`, its result or truncated equity for the player who made it. */
function playOut(searcher: Searcher, after: ArrayLike<number>, truncation: number, t: number, seed: number): number {
  const { rules } = searcher;
  const random = seededRandom(seed * 100_003 + t);
  let cells = flipCells(rules.variant, after);
  // The value for the side to move of `cells` is `sign` times his own.
  let sign = -1;
  for (let half = 0; ; half++) {
    if (half === truncation) return sign * searcher.positionEquity(cells);
    const [d1, d2] =
      half === 0
        ? rollOf(t % 36)
        : half === 1
          ? rollOf(Math.floor(t / 36) % 36)
          : [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
    const count = generator.generate(rules, cells, d1, d2, false);
    let next: Int8Array;
    if (count === 0) next = Int8Array.from(cells);
    else {
      let best = Number.NEGATIVE_INFINITY;
      let bestIndex = 0;
      for (let i = 0; i < count; i++) {
        const v = searcher.afterstateEquity(generator.outcomes.subarray(i * CELLS, (i + 1) * CELLS));
        if (v > best) {
          best = v;
          bestIndex = i;
        }
      }
      next = generator.outcomes.slice(bestIndex * CELLS, (bestIndex + 1) * CELLS);
    }
    if (next[OFF_CELL] === 15) return sign * finishedPoints(rules, next, searcher.scoring);
    cells = flipCells(rules.variant, next);
    sign = -sign;
  }
}
