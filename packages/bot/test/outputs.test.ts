import { parseTableConfig } from '@nardy/parallel';
import { rulesFor, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { equity, finishedOutcome, finishedPoints, invert, OUTPUTS, scoringFor } from '../src/outputs.ts';
import { tableSearcher } from '../src/tableOutlook.ts';

describe('probabilities and equity', () => {
  it('inverting twice gives the same probabilities back', () => {
    const p = Float64Array.from([0.6, 0.2, 0.05, 0.1, 0.01]);
    const q = invert(invert(p, new Float64Array(OUTPUTS)), new Float64Array(OUTPUTS));
    expect(Array.from(q)).toEqual(Array.from(p));
  });

  it('equity is antisymmetric under inversion and follows the ending setting', () => {
    const p = Float64Array.from([0.6, 0.2, 0.05, 0.1, 0.01]);
    const koks = scoringFor('koks');
    const q = invert(p, new Float64Array(OUTPUTS));
    expect(equity(q, koks)).toBeCloseTo(-equity(p, koks), 12);
    // 2·0.6 − 1 + (0.2 − 0.1) + (0.05 − 0.01) = 0.34
    expect(equity(p, koks)).toBeCloseTo(0.34, 12);
    expect(equity(p, scoringFor('oin'))).toBeCloseTo(0.2, 12);
    expect(equity(p, scoringFor('mars'))).toBeCloseTo(0.3, 12);
  });

  it('classifies a finished game: a koks when the loser still has a checker in the winner’s home', () => {
    const rules = rulesFor('short');
    const cells = Int8Array.from(startPosition('short').cells);
    cells.fill(0, 1, 25);
    cells[26] = 15;
    cells[1] = -15; // the loser's 24-point
    const p = finishedOutcome(rules, cells, new Float64Array(OUTPUTS));
    expect(Array.from(p)).toEqual([1, 1, 1, 0, 0]);
    cells[1] = 0;
    cells[27] = 1;
    cells[20] = -14;
    expect(Array.from(finishedOutcome(rules, cells, new Float64Array(OUTPUTS)))).toEqual([1, 0, 0, 0, 0]);
  });
});

describe('a home mars as the table prices it (RULES.md §4.2, revised 2026-12)', () => {
  // The winner (the mover) has borne off all 15; the loser has all 15 in his home (my 19..24), none off.
  const cells = Int8Array.from(startPosition('short').cells);
  cells.fill(0, 1, 26);
  cells[26] = 15;
  cells[20] = -15;
  it('is a mars on one board (home mars 2) and prices like a koks where it is worth 3', () => {
    expect(Array.from(finishedOutcome(rulesFor('short'), cells, new Float64Array(OUTPUTS)))).toEqual([1, 1, 0, 0, 0]);
    const three = rulesFor('short', { homeMarsValue: 3 });
    expect(Array.from(finishedOutcome(three, cells, new Float64Array(OUTPUTS)))).toEqual([1, 1, 1, 0, 0]);
    expect(finishedPoints(three, cells, scoringFor('koks'))).toBe(3);
    expect(finishedPoints(three, cells, scoringFor('mars'))).toBe(2);
    expect(finishedPoints(three, cells, scoringFor('oin'))).toBe(1);
  });
  it('the bot searches a parallel table under the table’s own rules: home mars 3', () => {
    const config = parseTableConfig({
      boards: [{ variant: 'short' }, { variant: 'short' }],
      ending: 'koks',
      cube: { mode: 'off' },
    });
    if (!config.ok) throw new Error(config.error.message);
    const searcher = tableSearcher(config.value.boards[0].rules, config.value.ending);
    expect(searcher.rules.homeMarsValue).toBe(3);
    expect(finishedPoints(searcher.rules, cells, searcher.scoring)).toBe(3);
  });
});
