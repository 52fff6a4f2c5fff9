import {
  CELLS,
  flipCells,
  isLongFamily,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  seededRandom,
  startPosition,
  VARIANTS,
} from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { DeepSearcher, deepEquity } from '../src/deepSearch.ts';
import type { Evaluator } from '../src/evaluator.ts';
import { chooseMove, LEVEL_SETTINGS, levelSettings } from '../src/levels.ts';
import { defaultScoring } from '../src/outputs.ts';
import { Searcher, type SearchSettings } from '../src/search.ts';
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

  it('each stage of the search keeps its count and window of the stage before, best first, and picks the deepest best', () => {
    const rules = rulesFor('short');
    // The reply 4-3 to the opening 6-1 (played as 2-ply plays it): the two best replies at 2-ply
    // change places at 3-ply with the committed net (stage 9; with stage 8 it was 3-2 after 3-1).
    const searcher = new DeepSearcher(rules, defaultEvaluator('short'), defaultScoring('short'));
    const playAfter = (g: PlayGenerator, i: number) => g.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    // The plays [index, 2-ply equity], best first.
    const rankAtTwoPly = (g: PlayGenerator, n: number) =>
      Array.from({ length: n }, (_, i) => [i, searcher.twoplyEquity(playAfter(g, i))] as const).sort(
        (a, b) => b[1] - a[1],
      );
    const opening = new PlayGenerator();
    const openings = opening.generate(rules, Int8Array.from(startPosition('short').cells), 6, 1);
    const cells = flipCells('short', playAfter(opening, rankAtTwoPly(opening, openings)[0][0]));
    const gen = new PlayGenerator();
    const count = gen.generate(rules, cells, 4, 3);
    const outcome = (i: number) => playAfter(gen, i);
    const byTwoPly = rankAtTwoPly(gen, count);
    const everything = { candidates: count, window: 1e9, deepCandidates: count, deepWindow: 1e9, noise: 0 };
    expect(searcher.choose(gen, { ...everything, plies: 2 })).toBe(byTwoPly[0][0]);
    // 3-ply over the two best at 2-ply: the better of the two one roll deeper.
    const [first, second] = byTwoPly.map(([i]) => i);
    const deeper = deepEquity(searcher, outcome(second), 3) > deepEquity(searcher, outcome(first), 3) ? second : first;
    expect(deeper).toBe(second);
    expect(searcher.choose(gen, { ...everything, plies: 3, closeCandidates: 2 })).toBe(deeper);
    // Play's searcher stops at 2-ply: the 3-ply stage is the DeepSearcher's (kept out of the worker).
    const playing = new Searcher(rules, defaultEvaluator('short'), defaultScoring('short'));
    const narrow = { candidates: 2, window: 1e9, deepCandidates: 2, deepWindow: 1e9, noise: 0 };
    expect(() => playing.choose(gen, { ...narrow, plies: 3, closeCandidates: 2 })).toThrow(/DeepSearcher/);
    // A window of 0 keeps only the best, so the 3-ply stage keeps the 2-ply choice.
    expect(searcher.choose(gen, { ...everything, plies: 3, closeCandidates: 2, closeWindow: 0 })).toBe(first);
  });

  it("master's search: the long family's 2-ply over the best three within 0.04; the short family's over every 1-ply candidate within 0.16, from a wider 1-ply stage on a board searched alone", () => {
    for (const variant of VARIANTS) {
      const stages = (alone: boolean) => {
        const { candidates, window, deepCandidates, deepWindow } = levelSettings('master', variant, alone);
        return [candidates, window, deepCandidates, deepWindow];
      };
      if (isLongFamily(variant)) {
        expect(stages(true)).toEqual([8, 0.16, 3, 0.04]);
        expect(stages(false)).toEqual([8, 0.16, 3, 0.04]);
      } else {
        expect(stages(true)).toEqual([12, 0.24, undefined, 0.16]);
        expect(stages(false)).toEqual([8, 0.16, undefined, 0.16]);
      }
    }
    // 0-ply self-play until a turn where the wider 1-ply stage takes more candidates: there chooseMove
    // makes exactly the evaluations (and the choice) of the search with each setting.
    const rules = rulesFor('short');
    const evaluator = defaultEvaluator('short');
    const searcher = new Searcher(rules, evaluator, defaultScoring('short'));
    const gen = new PlayGenerator();
    const random = seededRandom(5);
    const atTable = levelSettings('master', 'short', false);
    const alone = levelSettings('master', 'short');
    const outcome = (i: number) => gen.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    let cells: Int8Array = Int8Array.from(startPosition('short').cells);
    for (let turn = 0; turn < 200; turn++) {
      const dice = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)] as const;
      const count = gen.generate(rules, cells, dice[0], dice[1]);
      if (count === 0) {
        cells = flipCells('short', cells);
        continue;
      }
      const zeroPly = Array.from({ length: count }, (_, i) => searcher.afterstateEquity(outcome(i))).sort(
        (a, b) => b - a,
      );
      const within = (n: number, w: number) => zeroPly.slice(0, n).filter((e) => e >= zeroPly[0] - w).length;
      if (within(alone.candidates, alone.window) > within(atTable.candidates, atTable.window)) {
        const searched = (settings: SearchSettings) => {
          const before = searcher.evaluations;
          const after = outcome(searcher.choose(gen, settings));
          return { evaluations: searcher.evaluations - before, after };
        };
        const [byItself, amongOthers] = [searched(alone), searched(atTable)];
        expect(byItself.evaluations).toBeGreaterThan(amongOthers.evaluations);
        const chosen = (options: { alone?: boolean }) => {
          let evaluations = 0;
          const counting: Evaluator = {
            name: 'counting',
            evaluate: (c, out) => {
              evaluations++;
              evaluator.evaluate(c, out);
            },
          };
          const move = chooseMove('short', { variant: 'short', cells }, dice, {
            level: 'master',
            evaluator: counting,
            ...options,
          });
          return { evaluations, after: move.ok ? move.value?.after.cells : null };
        };
        expect(chosen({})).toEqual(byItself);
        expect(chosen({ alone: false })).toEqual(amongOthers);
        return;
      }
      const after = outcome(searcher.bestOutcome(gen));
      cells = after[OFF_CELL] === 15 ? Int8Array.from(startPosition('short').cells) : flipCells('short', after);
    }
    throw new Error('no turn where the wider 1-ply stage takes more candidates');
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
