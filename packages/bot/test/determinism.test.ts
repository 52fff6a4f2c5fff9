import { rulesFor, seededRandom, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { duplicateMatch, playGame } from '../src/duel.ts';
import { chooseMove, makeStrategy } from '../src/levels.ts';
import { defaultScoring } from '../src/outputs.ts';

describe('determinism from a seed', () => {
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

describe('self-play opens as the table would (RULES.md §6.2, revised 2026-12)', () => {
  /** Dice 6-6, then 1-4, 2-3, … — and the starter's first play as the head count it leaves. */
  const firstHead = (variant: 'long' | 'short', openingRoll?: 'useDice' | 'reroll') => {
    const rules = rulesFor(variant);
    const values = [0.99, 0.99, 0.0, 0.5];
    let i = 0;
    const dice = () => (i < values.length ? values[i++] : (i++ % 6) / 6 + 0.01);
    let first: number | null = null;
    const spy = {
      name: 'spy',
      pick: (gen: { outcomes: Int8Array; count: number }) => {
        first ??= gen.outcomes[24];
        return 0;
      },
    };
    try {
      playGame(rules, [spy, spy], dice, defaultScoring(variant), undefined, openingRoll);
    } catch {
      // The game may not end with this dice stream; only the first play matters.
    }
    return first;
  };
  it('long nardy: the starter rolls both dice, so a game may open with 6-6 (two checkers from the head)', () => {
    expect(firstHead('long')).toBe(13);
    expect(firstHead('long', 'reroll')).toBe(13);
  });
  it('with useDice (any short table, or named) the opening is never a double', () => {
    expect(firstHead('long', 'useDice')).toBe(14);
    expect(firstHead('short')).not.toBeNull();
  });
});
