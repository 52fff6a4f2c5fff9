import {
  applySteps,
  legalPlays,
  rulesFor,
  samePosition,
  seededRandom,
  startPosition,
  TurnPlan,
  VARIANTS,
} from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMove, LEVELS } from '../src/levels.ts';
import { turnPositions } from './builders.ts';

describe('the bot only ever plays legal plays', () => {
  for (const variant of VARIANTS) {
    const positions = turnPositions(variant, 17, 3);
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
