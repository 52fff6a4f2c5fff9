import { type OfferableCube, offerableCubes, type TableState } from '@nardy/parallel';
import { type Color, err, ok, type Result } from '@nardy/rules';
import { type CubeEfficiency, type CubeJudgement, doubleValue, judgeCube, offeredCube } from './analysisCube.ts';
import type { AnalysisPly } from './analysisPlays.ts';

/**
 * What the computer does with the cube now: before its roll, double on a board (`board` null for the
 * shared cube) or not; answering an offer, take or drop (`board`: the board given up, for the shared
 * cube the one that costs least, RULES.md §6.7 rule 2).
 */
export type CubeDecision =
  | { readonly kind: 'double'; readonly board: number | null }
  | { readonly kind: 'noDouble' }
  | { readonly kind: 'take' }
  | { readonly kind: 'drop'; readonly board: number };

export const CUBE_DECISION_ERRORS = ['bot/no-cube-decision'] as const;
export type CubeDecisionError = (typeof CUBE_DECISION_ERRORS)[number];

/**
 * How deep the cube judgement looks: at a table of one board the cubeful lookahead covers the roller's
 * 21 rolls (`ply` 1); a decision closer than `close` there (in cubes: between no double and the
 * double's value, or between take and drop; 0.16 judged better than 0.08 with the lookahead, ADR 0101)
 * is judged again one roll deeper (2-ply), where the net's misjudgements of unusual
 * positions (a last checker on the bar behind a closed board, say) weigh less; an answer to an offer
 * (rare, and costly when wrong) is judged again within `answerClose`. At
 * a parallel table every board is judged by the net (0-ply) whatever these say. (Judging
 * the still-close decisions by the net's own rollouts was measured and is worse: ADR 0102.)
 */
export interface CubeSearch {
  readonly ply: AnalysisPly;
  readonly close: number;
  readonly answerClose: number;
  /**
   * A double must gain at least this much over not doubling (in the judgement's unit: one cube, or
   * table points), so that a cube whose turning changes nothing — a dead cube at the end of a match —
   * is never turned on a rounding error. (A margin of 0.01 was measured: less error on one set of
   * gnubg-judged decisions, more on another.)
   */
  readonly doubleMargin: number;
  /** The cube model's efficiencies (default `CUBE_EFFICIENCY`). */
  readonly efficiency?: CubeEfficiency;
  /**
   * A decision to double still closer than this at 2-ply, and an answer still closer than
   * `answerDeepClose`, is judged once more at 3-ply (about 0.2 million evaluations, a fraction of a
   * second). Absent or 0: never. Answers use it (0.16): judged by gnubg it lowered the error on the
   * tuning tables and on both held-out sets (money 6.90 → 6.34, five-point matches 8.16 → 7.62
   * thousandths per close decision). Doubles use it within 0.04 (ADR 0101).
   */
  readonly deepClose?: number;
  readonly answerDeepClose?: number;
}

export const CUBE_SEARCH: CubeSearch = {
  ply: 1,
  close: 0.16,
  answerClose: 0.16,
  answerDeepClose: 0.16,
  deepClose: 0.04,
  doubleMargin: 1e-6,
};

/** Whether a judgement is within `close` of changing its answer (for the player to act). */
function isClose(j: CubeJudgement, answering: boolean, close: number): boolean {
  return j.options.some(
    (o) => Math.abs(o.take - o.drop) < close || (!answering && Math.abs(doubleValue(o) - j.noDouble) < close),
  );
}

/**
 * The judgement of `cubes` for `player` (the doubler) as `cubeDecision` makes it: at `search.ply`,
 * and one roll deeper where close.
 */
export function searchCube(
  state: TableState,
  player: Color,
  cubes: readonly OfferableCube[],
  answering: boolean,
  search: CubeSearch = CUBE_SEARCH,
): CubeJudgement {
  // A search is also the judgement's options (its ply and efficiencies).
  const first = judgeCube(state, player, cubes, search);
  const close = answering ? search.answerClose : search.close;
  if (first.unit !== 'cube' || !isClose(first, answering, close)) return first;
  const second = judgeCube(state, player, cubes, { ...search, ply: 2 });
  const deep = (answering ? search.answerDeepClose : search.deepClose) ?? 0;
  if (deep <= 0 || !isClose(second, answering, deep)) return second;
  return judgeCube(state, player, cubes, { ...search, ply: 3 });
}

/**
 * The computer's cube action for the player who must act now, by the cube model of the analysis
 * (`judgeCube`, analysisCube.ts: Janowski's cubeful equities from the net's cubeless chances, the
 * match score through the match equity table): one home for the cube rule, so that the bot plays what
 * its analysis would call best. Before the roll (phase `beforeRoll`) it doubles on the cube where
 * doubling gains the most over rolling on, if any — never where the table forbids it (no cube,
 * Crawford game, last roll, cube owned by the opponent, value at the maximum, already offered this
 * turn). Answering an offer (phase `awaitingReply`) it takes when the take costs less than the drop,
 * else drops (naming the cheapest board for the shared cube).
 */
export function cubeDecision(
  state: TableState,
  search: CubeSearch = CUBE_SEARCH,
): Result<CubeDecision, CubeDecisionError> {
  const { game } = state;
  if (game.phase === 'awaitingReply' && game.offer !== null) {
    const cube = offeredCube(state);
    if (cube === null) return err('bot/no-cube-decision', 'no offer to answer');
    const [o] = searchCube(state, game.offer.by, [cube], true, search).options;
    return ok(o.take <= o.drop ? { kind: 'take' } : { kind: 'drop', board: o.dropBoard });
  }
  if (game.phase !== 'beforeRoll' || game.turn === null) {
    return err('bot/no-cube-decision', `no cube decision in phase ${game.phase}`);
  }
  const cubes = offerableCubes(state);
  if (cubes.length === 0) return ok({ kind: 'noDouble' });
  const j = searchCube(state, game.turn, cubes, false, search);
  let best: { board: number | null; gain: number } | null = null;
  for (const o of j.options) {
    const gain = doubleValue(o) - j.noDouble;
    if (gain > search.doubleMargin && (best === null || gain > best.gain)) best = { board: o.board, gain };
  }
  return ok(best === null ? { kind: 'noDouble' } : { kind: 'double', board: best.board });
}
