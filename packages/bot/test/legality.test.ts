import {
  applySteps,
  CELLS,
  flipCells,
  legalPlays,
  OFF_CELL,
  PlayGenerator,
  type Position,
  rulesFor,
  samePosition,
  seededRandom,
  startPosition,
  TurnPlan,
  VARIANTS,
  type VariantName,
} from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMove, LEVELS } from '../src/levels.ts';
import { rollDie } from '../src/random.ts';

/** Positions (with the mover's first-turn flag) sampled from seeded random self-play. */
function samplePositions(
  variant: VariantName,
  seed: number,
  games: number,
): { position: Position; firstTurn: boolean }[] {
  const rules = rulesFor(variant);
  const random = seededRandom(seed);
  const gen = new PlayGenerator();
  const out: { position: Position; firstTurn: boolean }[] = [];
  for (let g = 0; g < games; g++) {
    const board = Int8Array.from(startPosition(variant).cells);
    const played = [0, 0];
    let side = 0;
    for (let turn = 0; turn < 400; turn++) {
      out.push({ position: { variant, cells: Int8Array.from(board) }, firstTurn: played[side] === 0 });
      const count = gen.generate(rules, board, rollDie(random), rollDie(random), played[side] === 0);
      played[side]++;
      if (count > 0) {
        const pick = Math.floor(random() * count);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
      side ^= 1;
    }
  }
  return out;
}

describe('the bot only ever plays legal plays', () => {
  for (const variant of VARIANTS) {
    const positions = samplePositions(variant, 17, 3);
    it(`${variant}: every level, random positions from self-play, random dice`, () => {
      const rules = rulesFor(variant);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: positions.length - 1 }),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
          fc.constantFrom(...LEVELS),
          (k, d1, d2, level) => {
            const { position, firstTurn } = positions[k];
            const result = chooseMove(variant, position, [d1, d2], { level, firstTurn, random: seededRandom(k) });
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            const legal = legalPlays(rules, position, [d1, d2], { firstTurn });
            if (legal.plays.length === 0) {
              expect(result.value).toBeNull();
              return;
            }
            const chosen = result.value;
            expect(chosen).not.toBeNull();
            if (!chosen) return;
            expect(legal.plays.some((p) => samePosition(p.after, chosen.after))).toBe(true);
            // The steps, replayed step by step by the rules' own turn view, reach that position.
            const replay = new TurnPlan(rules, position, [d1, d2], { firstTurn }).play(chosen.steps);
            expect(replay.ok).toBe(true);
            if (replay.ok) expect(samePosition(applySteps(position, replay.value), chosen.after)).toBe(true);
            expect(chosen.steps.length).toBe(legal.diceUsed);
          },
        ),
        { numRuns: variant === 'short' ? 60 : 30, seed: 42 },
      );
    });
  }

  it('refuses bad dice, an unknown level and a variant mismatch with stable codes', () => {
    const position = startPosition('short');
    const bad = chooseMove('short', position, [0, 7] as unknown as [number, number]);
    expect(bad.ok ? null : bad.error.code).toBe('bot/bad-dice');
    const level = chooseMove('short', position, [3, 1], { level: 'grandmaster' as never });
    expect(level.ok ? null : level.error.code).toBe('bot/bad-level');
    const mismatch = chooseMove('long', position, [3, 1]);
    expect(mismatch.ok ? null : mismatch.error.code).toBe('bot/variant-mismatch');
  });

  it('answers null when the roll cannot be played', () => {
    // Mover on the bar against a closed board.
    const cells = new Int8Array(28);
    cells[25] = 1;
    for (let p = 19; p <= 24; p++) cells[p] = -2;
    cells[1] = 14;
    cells[27] = 3;
    const result = chooseMove('short', { variant: 'short', cells }, [6, 5]);
    expect(result).toEqual({ ok: true, value: null });
  });
});
