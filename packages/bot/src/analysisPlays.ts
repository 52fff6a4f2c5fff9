import { ALL_ROLLS, CELLS, type Dice, makeMoveText, PlayGenerator, type Position, type Step } from '@nardy/rules';
import { representativeSteps } from './analysis.ts';
import { deepEquity } from './deepSearch.ts';
import { type RolloutSettings, rolloutEquity } from './rollout.ts';
import type { Searcher } from './search.ts';

/**
 * The plays of one roll ranked as an analysis ranks them — the way GNU Backgammon's analysis does:
 * every play is judged by the net (0-ply), the best few go on to a deeper search, and the deepest
 * judgement decides. A play the player actually made is always judged at the deepest level too, so
 * "played" and "best" are compared at the same depth.
 */

/**
 * Depths of analysis: 0 the net alone (fast), 1 over the opponent's 21 replies (default), 2 one roll
 * more, 3 one roll more again for the close plays (the deepest judge, for the analysis of a finished
 * game: seconds per close decision).
 */
export const ANALYSIS_PLIES = [0, 1, 2, 3] as const;
export type AnalysisPly = (typeof ANALYSIS_PLIES)[number];
export const DEFAULT_ANALYSIS_PLY: AnalysisPly = 1;

export function isAnalysisPly(value: unknown): value is AnalysisPly {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The message of a bad depth (error code `analysis/ply`). */
export const ANALYSIS_PLY_MESSAGE = 'ply must be 0, 1, 2 or 3';

/** Which plays go one level deeper: at most `candidates`, within `window` (points) of the best. */
export interface MoveFilter {
  readonly candidates: number;
  readonly window: number;
  /**
   * The stage runs only where it can change the verdict: two or more plays within the window, the
   * play that must go deeper (`Keep.keep`, the play made) among them. Otherwise every play keeps the
   * depth of the stage before (a clear best, or a play made that is already a clear error).
   */
  readonly closeOnly?: boolean;
}

/**
 * The move filters of each depth, one per level above 0-ply (level 1 keeps the best eight 0-ply plays
 * within 0.16, as GNU Backgammon's `hint` does; level 2 keeps sixteen within 0.32 for 1-ply, as its
 * analysis does, and the best four within 0.08 of those for 2-ply; level 3 does what level 2 does,
 * then judges the best three 2-ply plays within 0.04 at 3-ply where the decision is close).
 */
export const ANALYSIS_FILTERS: { readonly [P in AnalysisPly]: readonly MoveFilter[] } = {
  0: [],
  1: [{ candidates: 8, window: 0.16 }],
  2: [
    { candidates: 16, window: 0.32 },
    { candidates: 4, window: 0.08 },
  ],
  3: [
    { candidates: 16, window: 0.32 },
    { candidates: 4, window: 0.08 },
    { candidates: 3, window: 0.04, closeOnly: true },
  ],
};

/** One play of a roll as analysed: where, what, and its equity for the mover at the depth it reached. */
export interface PlayOption {
  readonly board: number;
  /** Single-die steps in the mover's own numbering with hits marked; empty for a pass. */
  readonly steps: readonly Step[];
  /** The play in notation (`8/5 6/5*`); empty for a pass. */
  readonly text: string;
  /** The board after the play, from the mover's side (the opponent to roll). */
  readonly after: Position;
  /** Equity for the mover in points (per unit of stake on one board, table points at a table). */
  readonly equity: number;
  /** The depth `equity` was computed at (of the filters before the rollout, when rolled out). */
  readonly ply: AnalysisPly;
  /** Whether `equity` is a rollout's (`ROLLOUT_FILTER`). */
  readonly rolledOut?: boolean;
}

/** Ranks options rolled out first, then deepest first, then best first (as analysis programs list them). */
export function byRank(a: PlayOption, b: PlayOption): number {
  return Number(b.rolledOut ?? false) - Number(a.rolledOut ?? false) || b.ply - a.ply || b.equity - a.equity;
}

/**
 * Which plays a rollout judges after the filters of the depth asked for: the best three within 0.04 at
 * that depth, where the decision is close (as level 3's last stage); `RolloutSettings.window` and
 * `candidates` widen it.
 */
export const ROLLOUT_FILTER: MoveFilter = { candidates: 3, window: 0.04, closeOnly: true };

/** Which options a ranking must judge at its deepest level besides those its filters keep. */
export interface Keep {
  /** Options that must go deeper whatever their rank (the play made). */
  readonly keep?: (option: PlayOption) => boolean;
  /** At least this many of the best go deeper at each stage, whatever the window (hints: 3). */
  readonly atLeast?: number;
}

/**
 * Applies the filters of `ply` to options already judged at 0-ply: each stage keeps the filter's
 * candidates (plus those `keep` names) and judges them one level deeper with `deeper(option, level)`.
 * Returns every option, ranked.
 */
export function deepen(
  options: PlayOption[],
  ply: AnalysisPly,
  { keep = () => false, atLeast = 1 }: Keep,
  deeper: (option: PlayOption, level: 1 | 2 | 3) => number,
): PlayOption[] {
  let ranked = [...options].sort(byRank);
  ANALYSIS_FILTERS[ply].forEach((filter, stage) => {
    const level = (stage + 1) as 1 | 2 | 3;
    const chosen = stageChoice(
      ranked.filter((o) => o.ply === stage),
      filter,
      { keep, atLeast },
    );
    ranked = ranked.map((o) => (chosen.has(o) ? { ...o, equity: deeper(o, level), ply: level } : o)).sort(byRank);
  });
  return ranked;
}

/** The options of `pool` (one depth, best first) that `filter` sends on (none where a close-only stage does not run). */
function stageChoice(
  pool: readonly PlayOption[],
  filter: MoveFilter,
  { keep, atLeast }: Required<Keep>,
): Set<PlayOption> {
  const chosen = new Set<PlayOption>();
  if (pool.length === 0) return chosen;
  const limit = pool[0].equity - filter.window;
  if (filter.closeOnly) {
    const close = pool.filter((o) => o.equity >= limit);
    if (close.length < 2 || pool.some((o) => keep(o) && o.equity < limit)) return chosen;
  }
  for (const [r, o] of pool.entries()) {
    if (r < atLeast || (r < filter.candidates && o.equity >= limit)) chosen.add(o);
  }
  for (const o of pool) if (keep(o)) chosen.add(o);
  return chosen;
}

/**
 * After `deepen`: the options `ROLLOUT_FILTER` keeps at the deepest depth reached (and the play that
 * must go deeper) are rolled out with the same dice, and the rollout decides among them.
 */
export function rollOut(
  searcher: Searcher,
  ranked: readonly PlayOption[],
  settings: RolloutSettings,
  { keep = () => false, atLeast = 1 }: Keep,
): PlayOption[] {
  const deepest = ranked[0]?.ply ?? 0;
  const chosen = stageChoice(
    ranked.filter((o) => o.ply === deepest),
    {
      ...ROLLOUT_FILTER,
      window: settings.window ?? ROLLOUT_FILTER.window,
      candidates: settings.candidates ?? ROLLOUT_FILTER.candidates,
    },
    { keep, atLeast },
  );
  return ranked
    .map((o) =>
      chosen.has(o) ? { ...o, equity: rolloutEquity(searcher, o.after.cells, settings), rolledOut: true } : o,
    )
    .sort(byRank);
}

const generator = new PlayGenerator();

/**
 * Every legal play of `dice` on one board for the mover of `position` (his own numbering), judged at
 * 0-ply; a roll that cannot be played gives the one pass. `board` labels the options.
 */
export function boardOptions(
  searcher: Searcher,
  position: Position,
  dice: Dice,
  firstTurn: boolean,
  board = 0,
): PlayOption[] {
  const count = generator.generate(searcher.rules, position.cells, dice[0], dice[1], firstTurn);
  if (count === 0) {
    return [{ board, steps: [], text: '', after: position, equity: searcher.afterstateEquity(position.cells), ply: 0 }];
  }
  const options: PlayOption[] = [];
  for (let i = 0; i < count; i++) {
    const cells = generator.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    const steps = representativeSteps(generator, i, position.cells);
    options.push({
      board,
      steps,
      text: makeMoveText(steps),
      after: { variant: position.variant, cells },
      equity: searcher.afterstateEquity(cells),
      ply: 0,
    });
  }
  return options;
}

/** An afterstate's equity for the player who just moved, at `ply`. */
export function afterstateEquityAt(searcher: Searcher, after: Position, ply: AnalysisPly): number {
  return deepEquity(searcher, Int8Array.from(after.cells), ply);
}

/** The plays of `dice` on one board ranked at `ply` (see the module comment and `Keep`). */
export function rankBoardPlays(
  searcher: Searcher,
  position: Position,
  dice: Dice,
  options: {
    readonly firstTurn: boolean;
    readonly ply: AnalysisPly;
    readonly board?: number;
    /** Roll out the close plays after the filters of `ply` (`rollOut`). */
    readonly rollout?: RolloutSettings;
  },
  keep: Keep = {},
): PlayOption[] {
  const all = boardOptions(searcher, position, dice, options.firstTurn, options.board ?? 0);
  if (all.length === 1) {
    // A forced play goes as deep as a clear decision does (a close-only stage has nothing to compare).
    const only = all[0];
    const ply = ANALYSIS_FILTERS[options.ply].at(-1)?.closeOnly ? ((options.ply - 1) as AnalysisPly) : options.ply;
    return [{ ...only, equity: afterstateEquityAt(searcher, only.after, ply), ply }];
  }
  const ranked = deepen(all, options.ply, keep, (o, level) => afterstateEquityAt(searcher, o.after, level));
  return options.rollout ? rollOut(searcher, ranked, options.rollout, keep) : ranked;
}

/**
 * The best 0-ply equity the mover of `position` can reach with each of the 21 rolls (a pass where a
 * roll cannot be played): the material of luck (a roll's luck is its value against their average).
 */
export function rollValues(searcher: Searcher, position: Position, firstTurn: boolean): Float64Array {
  const out = new Float64Array(ALL_ROLLS.length);
  ALL_ROLLS.forEach((dice, r) => {
    const count = generator.generate(searcher.rules, position.cells, dice[0], dice[1], firstTurn);
    if (count === 0) {
      out[r] = searcher.afterstateEquity(position.cells);
      return;
    }
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      const v = searcher.afterstateEquity(generator.outcomes.subarray(i * CELLS, (i + 1) * CELLS));
      if (v > best) best = v;
    }
    out[r] = best;
  });
  return out;
}

/** Index of a roll in `ALL_ROLLS` (either order of the dice). */
export function rollIndex(dice: Dice): number {
  const hi = Math.max(dice[0], dice[1]);
  const lo = Math.min(dice[0], dice[1]);
  return ALL_ROLLS.findIndex(([a, b]) => a === hi && b === lo);
}

/**
 * The luck of `dice` given each roll's value: its value minus the average over the rolls that could
 * have come (all 21 weighted by their chances, or the 15 non-doubles for an opening roll that the
 * starter plays, since equal opening dice are rolled again).
 */
export function luckOf(values: ArrayLike<number>, dice: Dice, opening: boolean): number {
  let total = 0;
  let weight = 0;
  ALL_ROLLS.forEach(([a, b], r) => {
    if (opening && a === b) return;
    const w = a === b ? 1 : 2;
    total += w * values[r];
    weight += w;
  });
  return values[rollIndex(dice)] - total / weight;
}
