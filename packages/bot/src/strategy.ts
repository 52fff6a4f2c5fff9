import { CELLS, geometryOf, type PlayGenerator, type Random, type Rules } from '@nardy/rules';
import { longHeuristicScore, shortHeuristicScore } from './heuristic.ts';
import { pubevalRace, pubevalScore } from './pubeval.ts';
import type { Searcher, SearchSettings } from './search.ts';

/**
 * A way to choose a play: given the outcomes a `PlayGenerator` has just produced for the mover of
 * `before`, return the index of the chosen one. Everything that plays (levels, baselines, the trainer,
 * self-play) is a Strategy, so the duel code treats them alike.
 */
export interface Strategy {
  readonly name: string;
  pick(gen: PlayGenerator, before: Int8Array): number;
}

/** Picks uniformly at random among the distinct outcomes. */
export function randomStrategy(random: Random): Strategy {
  return { name: 'random', pick: (gen) => Math.floor(random() * gen.count) };
}

/** Picks the outcome with the highest static score (pubeval, heuristics). */
function bestByScore(gen: PlayGenerator, score: (after: Int8Array) => number): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < gen.count; i++) {
    const s = score(gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS));
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}

/** Tesauro's pubeval (short variants only). */
export function pubevalStrategy(rules: Rules): Strategy {
  if (geometryOf(rules.variant) !== 'opposed') throw new Error('pubeval plays only the short variants');
  return {
    name: 'pubeval',
    pick(gen, before) {
      const race = pubevalRace(before);
      return bestByScore(gen, (after) => pubevalScore(after, race));
    },
  };
}

/** The hand-written heuristic of the variant's family. */
export function heuristicStrategy(rules: Rules): Strategy {
  const score = geometryOf(rules.variant) === 'opposed' ? shortHeuristicScore : longHeuristicScore;
  return { name: 'heuristic', pick: (gen) => bestByScore(gen, score) };
}

/** Search with an evaluator (the bot's levels). */
export function searchStrategy(name: string, searcher: Searcher, settings: SearchSettings, random?: Random): Strategy {
  return { name, pick: (gen) => searcher.choose(gen, settings, random) };
}
