import { legalPlays, rulesFor, samePosition, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { evaluatePosition, rankPlays } from '../src/analysis.ts';
import { chooseMove } from '../src/levels.ts';

describe('analysis seams (board choice and cube build on these)', () => {
  it('rankPlays lists every legal play once, best first, and its best is the club level’s choice', () => {
    const position = startPosition('short');
    const ranked = rankPlays('short', position, [6, 2]);
    if (!ranked.ok) throw new Error(ranked.error.message);
    const legal = legalPlays(rulesFor('short'), position, [6, 2]);
    expect(ranked.value).toHaveLength(legal.plays.length);
    for (let i = 1; i < ranked.value.length; i++) {
      expect(ranked.value[i - 1].equity).toBeGreaterThanOrEqual(ranked.value[i].equity);
    }
    const club = chooseMove('short', position, [6, 2], { level: 'club' });
    if (!club.ok || !club.value) throw new Error('no play');
    expect(samePosition(ranked.value[0].after, club.value.after)).toBe(true);
  });

  it('1-ply ranking of the long start, and refusals', () => {
    const position = startPosition('long');
    const ranked = rankPlays('long', position, [5, 3], { plies: 1 });
    expect(ranked.ok && ranked.value.length).toBeGreaterThan(0);
    expect(rankPlays('long', position, [9, 3]).ok).toBe(false);
    expect(rankPlays('short', position, [5, 3]).ok).toBe(false);
  });

  it('evaluatePosition gives consistent probabilities and an equity within the game’s range', () => {
    const e = evaluatePosition(startPosition('nackgammon'));
    const [win, winMars, winKoks, loseMars, loseKoks] = e.probabilities;
    expect(winMars).toBeLessThanOrEqual(win);
    expect(winKoks).toBeLessThanOrEqual(winMars);
    expect(loseKoks).toBeLessThanOrEqual(loseMars);
    expect(loseMars).toBeLessThanOrEqual(1 - win);
    expect(Math.abs(e.equity)).toBeLessThan(1);
  });
});
