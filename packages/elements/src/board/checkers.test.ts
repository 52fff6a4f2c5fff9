import { describe, expect, test } from 'vitest';
import { CheckerTracker } from './checkers.ts';

const board = (points: Record<number, number>, bar = { white: 0, black: 0 }, off = { white: 0, black: 0 }) => {
  const arr = new Array<number>(25).fill(0);
  for (const [p, n] of Object.entries(points)) arr[Number(p)] = n;
  return { points: arr, bar, off };
};

describe('CheckerTracker', () => {
  test('a moved checker keeps its id; the others stay put', () => {
    const t = new CheckerTracker();
    const a = t.update(board({ 24: 2, 13: 1, 1: -1 }));
    expect(a).toHaveLength(4);
    const top24 = a.find((p) => p.loc === 'p24' && p.index === 1)!;
    const b = t.update(board({ 24: 1, 21: 1, 13: 1, 1: -1 }), [{ from: 'p24', to: 'p21' }]);
    expect(b.find((p) => p.loc === 'p21')!.id).toBe(top24.id);
    expect(b.find((p) => p.loc === 'p24')!.id).toBe(a.find((p) => p.loc === 'p24' && p.index === 0)!.id);
    expect(new Set(b.map((p) => p.id)).size).toBe(4);
  });

  test('the hint decides which checker moves when two could have', () => {
    const t = new CheckerTracker();
    const a = t.update(board({ 24: 1, 13: 1 }));
    const from13 = a.find((p) => p.loc === 'p13')!.id;
    const b = t.update(board({ 10: 1, 20: 1 }), [
      { from: 'p13', to: 'p10' },
      { from: 'p24', to: 'p20' },
    ]);
    expect(b.find((p) => p.loc === 'p10')!.id).toBe(from13);
  });

  test('a hit checker travels to the bar with its id; bear-off into the tray', () => {
    const t = new CheckerTracker();
    const a = t.update(board({ 5: -1, 8: 1 }));
    const blot = a.find((p) => p.color === 'black')!.id;
    const b = t.update(board({ 5: 1 }, { white: 0, black: 1 }));
    expect(b.find((p) => p.loc === 'bar-black')!.id).toBe(blot);
    const c = t.update(board({}, { white: 0, black: 1 }, { white: 1, black: 0 }));
    expect(c.find((p) => p.loc === 'off-white')!.id).toBe(b.find((p) => p.color === 'white')!.id);
  });

  test('counts are reported per stack', () => {
    const t = new CheckerTracker();
    const a = t.update(board({ 24: 15 }));
    expect(a.every((p) => p.count === 15)).toBe(true);
    expect(a.map((p) => p.index).sort((x, y) => x - y)).toEqual([...Array(15).keys()]);
  });
});
