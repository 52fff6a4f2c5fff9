import { CELLS, PlayGenerator, rulesFor } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { LEVEL_SETTINGS } from '../src/levels.ts';
import { defaultScoring } from '../src/outputs.ts';
import { Searcher } from '../src/search.ts';
import { heuristicStrategy, pubevalStrategy } from '../src/strategy.ts';
import { defaultEvaluator } from '../src/weights.ts';

describe('search', () => {
  it('every level bears off the last checkers when it can, and 1-ply agrees with the exact end', () => {
    const rules = rulesFor('short');
    const cells = new Int8Array(CELLS);
    cells[1] = 1;
    cells[2] = 1;
    cells[26] = 13;
    cells[19] = -2; // opponent's checkers in its home: the game ends now with an oin
    cells[27] = 13;
    const gen = new PlayGenerator();
    const count = gen.generate(rules, cells, 2, 1);
    expect(count).toBeGreaterThan(1);
    const searcher = new Searcher(rules, defaultEvaluator('short'), defaultScoring('short'));
    for (const level of ['club', 'strong', 'master'] as const) {
      const pick = searcher.choose(gen, LEVEL_SETTINGS[level]);
      expect(gen.outcomes[pick * CELLS + 26]).toBe(15);
    }
    const after = gen.outcomes.slice(0, CELLS);
    after.fill(0, 1, 25);
    after[26] = 15;
    expect(searcher.oneplyEquity(after)).toBe(1);
  });

  it('pubeval refuses the long family; the heuristics pick a legal index', () => {
    expect(() => pubevalStrategy(rulesFor('long'))).toThrow();
    for (const variant of ['short', 'long'] as const) {
      const rules = rulesFor(variant);
      const gen = new PlayGenerator();
      const board = new Int8Array(CELLS);
      const start = variant === 'short' ? [24, 13, 8, 6] : [24];
      for (const p of start) board[p] = variant === 'short' ? [2, 5, 3, 5][start.indexOf(p)] : 15;
      const n = gen.generate(rules, board, 6, 5);
      const pick = heuristicStrategy(rules).pick(gen, board);
      expect(pick).toBeGreaterThanOrEqual(0);
      expect(pick).toBeLessThan(n);
    }
  });
});
