import { CELLS, flipCells, PlayGenerator, rulesFor, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { defaultScoring, invert, LOSE_KOKS, LOSE_MARS, OUTPUTS, WIN, WIN_KOKS, WIN_MARS } from '../src/outputs.ts';
import { rolloutChances } from '../src/rollout.ts';
import { Searcher } from '../src/search.ts';
import { defaultEvaluator } from '../src/weights.ts';

const rules = rulesFor('short');
const searcher = new Searcher(rules, defaultEvaluator('short'), defaultScoring('short'));

describe('rolloutChances', () => {
  it('a position the mover finishes with any roll: he wins every trial, with a koks where the opponent is caught', () => {
    // Two checkers on the mover's 1 point; the opponent has nothing off and a checker in the mover's home.
    const cells = new Int8Array(CELLS);
    cells[1] = 2;
    cells[26] = 13;
    cells[3] = -1;
    cells[20] = -14;
    const p = rolloutChances(searcher, cells, 36);
    expect(Array.from(p)).toEqual([1, 1, 1, 0, 0]);
  });

  it('the opponent always finishes first: the mover loses every trial, by the opponent’s ending', () => {
    // The mover has all fifteen checkers far away; the opponent one checker from home, nothing else left.
    const cells = new Int8Array(CELLS);
    cells[13] = 15;
    cells[24] = -1; // the opponent's own 1 point (mover's 24): one checker left
    cells[27] = 14;
    const p = rolloutChances(searcher, cells, 72);
    expect(p[WIN]).toBe(0);
    // Nothing of the mover's is off and he is not in the opponent's home: a mars, not a koks.
    expect(p[LOSE_MARS]).toBe(1);
    expect(p[LOSE_KOKS]).toBe(0);
  });

  it('truncated at once it is the net’s judgement; the chances are ordered and repeatable', () => {
    const start = Int8Array.from(startPosition('short').cells);
    const net = new Float64Array(OUTPUTS);
    searcher.evaluator.evaluate(start, net);
    const cut = rolloutChances(searcher, start, 10, { truncation: 0 });
    for (let k = 0; k < OUTPUTS; k++) expect(cut[k]).toBeCloseTo(net[k], 12);
    const a = rolloutChances(searcher, start, 72, { seed: 3 });
    const b = rolloutChances(searcher, start, 72, { seed: 3 });
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(a[WIN]).toBeGreaterThanOrEqual(a[WIN_MARS]);
    expect(a[WIN_MARS]).toBeGreaterThanOrEqual(a[WIN_KOKS]);
    expect(1 - a[WIN]).toBeGreaterThanOrEqual(a[LOSE_MARS]);
    expect(a[LOSE_MARS]).toBeGreaterThanOrEqual(a[LOSE_KOKS]);
    // The opening position is even; 72 games with stratified first rolls land near it.
    expect(Math.abs(a[WIN] - 0.5)).toBeLessThan(0.15);
  });

  it("cut after one half-move: the mover's best play of each first roll, judged from the opponent's side and turned back", () => {
    const start = Int8Array.from(startPosition('short').cells);
    const one = rolloutChances(searcher, start, 36, { truncation: 1 });
    const gen = new PlayGenerator();
    const expected = new Float64Array(OUTPUTS);
    const theirs = new Float64Array(OUTPUTS);
    const mine = new Float64Array(OUTPUTS);
    for (let r = 0; r < 36; r++) {
      const count = gen.generate(rules, start, (r % 6) + 1, Math.floor(r / 6) + 1, false);
      let best = 0;
      for (let i = 1; i < count; i++) {
        const at = (k: number) => searcher.afterstateEquity(gen.outcomes.subarray(k * CELLS, (k + 1) * CELLS));
        if (at(i) > at(best)) best = i;
      }
      searcher.evaluator.evaluate(flipCells('short', gen.outcomes.slice(best * CELLS, (best + 1) * CELLS)), theirs);
      invert(theirs, mine);
      for (let k = 0; k < OUTPUTS; k++) expected[k] += mine[k] / 36;
    }
    for (let k = 0; k < OUTPUTS; k++) expect(one[k]).toBeCloseTo(expected[k], 12);
  });
});
