// PlayGenerator.sample: a random legal play without full enumeration must always be one of the
// distinct outcomes of the full generator, in every variant and with every option.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CELLS,
  cellsKey,
  flip,
  legalPlays,
  PlayGenerator,
  type Position,
  positionKey,
  rulesFor,
  seededRandom,
  startPosition,
  VARIANTS,
} from '../src/index.ts';

describe('PlayGenerator.sample', () => {
  it('always picks a legal outcome (random games, all variants, random options)', () => {
    const gen = new PlayGenerator();
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.integer(),
        fc.constantFrom('step', 'endOfTurn' as const),
        fc.boolean(),
        (variant, seed, sixBlockTiming, strictFullPipsBearoff) => {
          const rules = rulesFor(variant, { sixBlockTiming, strictFullPipsBearoff });
          const random = seededRandom(seed);
          let position: Position = startPosition(variant);
          const turns = [0, 0];
          for (let t = 0; t < 80; t++) {
            const d1 = 1 + Math.floor(random() * 6);
            const d2 = 1 + Math.floor(random() * 6);
            const firstTurn = turns[t % 2]++ === 0;
            const legal = legalPlays(rules, position, [d1, d2], { firstTurn });
            const moved = gen.sample(rules, position.cells, d1, d2, random, firstTurn);
            expect(moved).toBe(legal.plays.length > 0);
            if (moved) {
              const after = cellsKey(gen.outcomes.subarray(0, CELLS));
              expect(legal.plays.map((p) => positionKey(p.after))).toContain(after);
              position = { variant, cells: gen.outcomes.slice(0, CELLS) };
              if (position.cells[26] === 15) return;
            }
            position = flip(position);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
