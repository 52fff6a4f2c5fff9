import { rollDice, seededDice } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { appDice, diceState } from './appDice.ts';

describe('appDice', () => {
  it('counts dice and resumes a seeded stream exactly where it stopped', () => {
    let source = appDice({ kind: 'seeded', seed: 9 });
    const first: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = rollDice(source);
      first.push(...r.dice);
      source = r.next as typeof source;
    }
    expect(diceState(source)).toEqual({ origin: { kind: 'seeded', seed: 9 }, used: 10 });
    const resumed = rollDice(appDice({ kind: 'seeded', seed: 9 }, 10)).dice;
    expect(resumed).toEqual(rollDice(source).dice);
    // Same stream as the package's seeded dice.
    expect(first.slice(0, 2)).toEqual(rollDice(seededDice(9)).dice);
  });

  it('uses crypto randomness by default', () => {
    const r = rollDice(appDice({ kind: 'crypto' }));
    for (const d of r.dice) expect(d >= 1 && d <= 6).toBe(true);
    expect(diceState(r.next).origin).toEqual({ kind: 'crypto' });
  });
});
