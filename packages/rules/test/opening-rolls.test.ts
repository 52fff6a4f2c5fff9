// The 21 opening rolls of short nardy: number of distinct plays from the starting position, as listed
// by GNU Backgammon 1.07 (`set board 4HPwATDgc/ABMA`, `set dice a b`, `hint 1000`), and the same
// starting position in every variant.
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  checkerTotals,
  legalPlays,
  makePositionId,
  pipCounts,
  rulesFor,
  startPosition,
  TurnPlan,
  VARIANTS,
} from '../src/index.ts';

const GNUBG_OPENING_COUNTS: Record<string, number> = {
  '1-1': 42,
  '2-1': 15,
  '2-2': 75,
  '3-1': 16,
  '3-2': 17,
  '3-3': 73,
  '4-1': 14,
  '4-2': 18,
  '4-3': 17,
  '4-4': 52,
  '5-1': 8,
  '5-2': 8,
  '5-3': 9,
  '5-4': 9,
  '5-5': 4,
  '6-1': 10,
  '6-2': 14,
  '6-3': 14,
  '6-4': 14,
  '6-5': 7,
  '6-6': 11,
};

describe('opening rolls (short nardy)', () => {
  const start = startPosition('short');
  it('the start position is gnubg 4HPwATDgc/ABMA', () => expect(makePositionId(start)).toBe('4HPwATDgc/ABMA'));
  it.each(ALL_ROLLS.map(([a, b]) => [`${a}-${b}`, a, b] as const))('%s', (name, a, b) => {
    const { plays, diceUsed } = legalPlays(rulesFor('short'), start, [a, b]);
    expect(plays).toHaveLength(GNUBG_OPENING_COUNTS[name]);
    expect(diceUsed).toBe(a === b ? 4 : 2);
    // The step-wise view reaches exactly the same outcomes.
    const plan = new TurnPlan(rulesFor('short'), start, [a, b]);
    const viaSteps = new Set(
      plan.sequences.map((s) =>
        makePositionId((plan.view(s) as { ok: true; value: { position: typeof start } }).value.position),
      ),
    );
    expect([...viaSteps].sort()).toEqual(plays.map((p) => makePositionId(p.after)).sort());
  });
});

describe('start positions of every variant', () => {
  it.each(VARIANTS)('%s: 15 checkers a side, equal pip counts', (variant) => {
    const p = startPosition(variant);
    expect(checkerTotals(p)).toEqual([15, 15]);
    const [mine, theirs] = pipCounts(p);
    expect(mine).toBe(theirs);
  });
});
