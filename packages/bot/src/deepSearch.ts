/**
 * The search three rolls deep and more: analysis of the few close plays (hints at 3-ply) and
 * benchmarks (`master:plies=3`). Each roll more costs about 21 times as much, so no level plays
 * with it, and it lives apart from `Searcher` so that the computer's worker does not carry it.
 */
import { ALL_ROLLS, CELLS, flipCells, OFF_CELL, PlayGenerator } from '@nardy/rules';
import { finishedPoints } from './outputs.ts';
import { Searcher } from './search.ts';

/** A `Searcher` whose `choose` also takes a 3-ply stage (`SearchSettings.plies` 3). */
export class DeepSearcher extends Searcher {
  protected override stageEquity(after: Int8Array, depth: number): number {
    return deepEquity(this, after, depth);
  }
}

/** Generators of the deep search, one per depth (a level's outcomes are read before the next runs). */
const generators: PlayGenerator[] = [];

/**
 * Equity of an afterstate for the player who just moved, `depth` rolls deep: 0 the net, 1
 * `oneplyEquity`, 2 `twoplyEquity`, and deeper the same recursion (over the opponent's 21 rolls,
 * his best reply by 0-ply, the position after it judged one roll less deep for us).
 */
export function deepEquity(searcher: Searcher, after: Int8Array, depth: number): number {
  if (depth === 0) return searcher.afterstateEquity(after);
  if (depth === 1) return searcher.oneplyEquity(after);
  if (depth === 2) return searcher.twoplyEquity(after);
  if (after[OFF_CELL] === 15) return finishedPoints(searcher.rules, after, searcher.scoring);
  const opp = new Int8Array(CELLS);
  flipCells(searcher.rules.variant, after, opp);
  return -positionDeepEquity(searcher, opp, depth);
}

/**
 * Equity of a position for its side to move before the roll, `depth` rolls deep (≥ 1): over its 21
 * rolls its best 0-ply play, judged `depth − 1` rolls deeper (a roll that cannot be played leaves
 * the opponent to roll, judged `depth − 1` rolls deep from his side).
 */
function positionDeepEquity(searcher: Searcher, cells: Int8Array, depth: number): number {
  generators[depth] ??= new PlayGenerator();
  const gen = generators[depth];
  const { rules } = searcher;
  const next = new Int8Array(CELLS);
  let total = 0;
  for (const [d1, d2] of ALL_ROLLS) {
    const weight = d1 === d2 ? 1 : 2;
    const count = gen.generate(rules, cells, d1, d2, false);
    let value: number;
    if (count === 0) {
      flipCells(rules.variant, cells, next);
      value = depth === 1 ? -searcher.positionEquity(next) : -positionDeepEquity(searcher, next, depth - 1);
    } else {
      const bestIndex = searcher.bestOutcome(gen);
      next.set(gen.outcomes.subarray(bestIndex * CELLS, (bestIndex + 1) * CELLS));
      value = deepEquity(searcher, next, depth - 1);
    }
    total += weight * value;
  }
  return total / 36;
}
