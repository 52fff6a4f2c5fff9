import { describe, expect, test } from 'vitest';
import { shortStart31 } from '../testing/fixtures.ts';
import { sameView } from './sameView.ts';

describe('sameView', () => {
  test('equal content in fresh objects is the same view; any drawn difference is not', () => {
    const a = shortStart31();
    expect(sameView(a, structuredClone(a))).toBe(true);
    expect(sameView(a, null)).toBe(false);
    const points = [...a.points];
    points[24] = 1;
    expect(sameView(a, { ...a, points })).toBe(false);
    expect(sameView(a, { ...a, diceLeft: [1] })).toBe(false);
    expect(sameView(a, { ...a, legal: a.legal.slice(1) })).toBe(false);
    expect(sameView(a, { ...a, lastMove: { player: 'black', steps: [{ from: 13, to: 7 }] } })).toBe(false);
    expect(sameView(a, { ...a, cube: { value: 2, owner: 'white' } })).toBe(false);
    expect(sameView(a, { ...a, bar: { white: 0, black: 1 } })).toBe(false);
  });
});
