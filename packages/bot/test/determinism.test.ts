import { rulesFor, seededRandom, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { duplicateMatch } from '../src/duel.ts';
import { chooseMove, makeStrategy } from '../src/levels.ts';
import { defaultScoring } from '../src/outputs.ts';
import { TdTrainer } from '../src/tdTrainer.ts';

describe('determinism from a seed', () => {
  it('TD training: the same seed and game count give the same weights; another seed does not', () => {
    const settings = {
      family: 'short',
      hidden: 8,
      seed: 11,
      lambda: 0.7,
      rate: 0.05,
      rateEnd: 0.01,
      rateGames: 10,
    } as const;
    const run = (seed: number) => {
      const t = new TdTrainer({ ...settings, seed });
      for (let g = 0; g < 3; g++) t.playGame();
      return Array.from(t.net.parameters());
    };
    const a = run(11);
    expect(run(11)).toEqual(a);
    expect(run(12)).not.toEqual(a);
  });

  it('TD training changes the weights of the long family too', () => {
    const t = new TdTrainer({ family: 'long', hidden: 8, seed: 5, lambda: 0, rate: 0.05, rateEnd: 0.05, rateGames: 1 });
    const before = Array.from(t.net.parameters());
    t.playGame();
    expect(Array.from(t.net.parameters())).not.toEqual(before);
    expect(t.games).toBe(1);
  });

  it('the beginner’s noisy choice is reproducible from its random seed', () => {
    const position = startPosition('short');
    const pick = (seed: number) => {
      const r = chooseMove('short', position, [6, 4], { level: 'beginner', random: seededRandom(seed) });
      return r.ok ? r.value?.steps : null;
    };
    expect(pick(9)).toEqual(pick(9));
  });

  it('a duplicate match is reproducible and symmetric for identical players', () => {
    const rules = rulesFor('short');
    const scoring = defaultScoring('short');
    const a = makeStrategy('pubeval', rules);
    const b = makeStrategy('heuristic', rules);
    const one = duplicateMatch(rules, a, b, { pairs: 4, seed: 3, scoring });
    const two = duplicateMatch(rules, a, b, { pairs: 4, seed: 3, scoring });
    expect(two.pointsPerGame).toBe(one.pointsPerGame);
    // Same deterministic player on both sides and the same dice in both games of a pair: exactly 0.
    const self = duplicateMatch(rules, a, a, { pairs: 4, seed: 3, scoring });
    expect(self.pointsPerGame).toBe(0);
    expect(self.games).toBe(8);
  });
});
