import {
  CELLS,
  type Dice,
  err,
  isDie,
  markHits,
  ok,
  PlayGenerator,
  type Position,
  type Result,
  type Rules,
  rulesFor,
  type Step,
  type VariantName,
} from '@nardy/rules';
import { boardEvaluator } from './bearoff.ts';
import type { Evaluator } from './evaluator.ts';
import { defaultScoring, equity, OUTPUTS, type Scoring } from './outputs.ts';
import { Searcher } from './search.ts';

/**
 * The seams that board choice (parallel tables) and cube decisions will be built on: the evaluator's
 * probabilities for a position before the roll, and every legal play of a roll ranked by equity.
 * A table-level policy compares `rankPlays` across boards; a cube policy reads `evaluatePosition`.
 */

export interface PositionEvaluation {
  /** Win, win mars, win koks, lose mars, lose koks for the side to move (cubeless, before its roll). */
  readonly probabilities: readonly number[];
  /** Cubeless equity in points per game under `scoring`. */
  readonly equity: number;
}

export interface RankedPlay {
  readonly steps: readonly Step[];
  readonly after: Position;
  /** Equity for the player who moved, 0-ply or 1-ply as asked. */
  readonly equity: number;
}

export interface AnalysisOptions {
  readonly rules?: Rules;
  readonly evaluator?: Evaluator;
  readonly scoring?: Scoring;
  readonly firstTurn?: boolean;
  /** 0 (default) or 1. */
  readonly plies?: 0 | 1;
}

/**
 * The evaluator's view of a position for the side to move, before it rolls; without `evaluator`, the
 * bot's own judgement (`boardEvaluator`: the committed net, pure bear-offs of the short family from the
 * one-sided database), the same that ranks the plays.
 */
export function evaluatePosition(position: Position, options: AnalysisOptions = {}): PositionEvaluation {
  const evaluator = options.evaluator ?? boardEvaluator(options.rules ?? rulesFor(position.variant));
  const p = new Float64Array(OUTPUTS);
  evaluator.evaluate(position.cells, p);
  return { probabilities: Array.from(p), equity: equity(p, options.scoring ?? defaultScoring(position.variant)) };
}

/** Every legal play of `dice`, best first (empty when the roll cannot be played). */
export function rankPlays(
  variant: VariantName,
  position: Position,
  dice: Dice,
  options: AnalysisOptions = {},
): Result<RankedPlay[], 'bot/bad-dice' | 'bot/variant-mismatch'> {
  if (!isDie(dice[0]) || !isDie(dice[1])) return err('bot/bad-dice', 'dice must be two integers 1..6');
  const rules = options.rules ?? rulesFor(variant);
  if (position.variant !== variant || rules.variant !== variant) {
    return err('bot/variant-mismatch', `position and rules must both be ${variant}`);
  }
  const searcher = new Searcher(
    rules,
    options.evaluator ?? boardEvaluator(rules),
    options.scoring ?? defaultScoring(variant),
  );
  const gen = new PlayGenerator();
  const count = gen.generate(rules, position.cells, dice[0], dice[1], options.firstTurn ?? false);
  const plays: RankedPlay[] = [];
  for (let i = 0; i < count; i++) {
    const cells = gen.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    const value = options.plies === 1 ? searcher.oneplyEquity(cells) : searcher.afterstateEquity(cells);
    plays.push({ steps: representativeSteps(gen, i, position.cells), after: { variant, cells }, equity: value });
  }
  plays.sort((a, b) => b.equity - a.equity);
  return ok(plays);
}

/** Outcome `i`'s representative single-die steps, with hits marked by replaying them. */
export function representativeSteps(gen: PlayGenerator, i: number, start: ArrayLike<number>): Step[] {
  const steps: { from: number; to: number; die: number }[] = [];
  for (let k = 0; k < gen.diceUsed; k++) {
    steps.push({
      from: gen.steps[i * 12 + k * 3],
      to: gen.steps[i * 12 + k * 3 + 1],
      die: gen.steps[i * 12 + k * 3 + 2],
    });
  }
  return markHits(start, steps);
}
