import { describe, expect, it } from 'vitest';
import { pubevalInputs, pubevalRace, pubevalScore } from '../src/pubeval.ts';

/** A pubeval board: index 0 opponent's bar (≤ 0), 1..24 points, 25 own bar, 26 own off, 27 opponent's off. */
function board(values: number[]): Int8Array {
  expect(values).toHaveLength(28);
  return Int8Array.from(values);
}

// Reference values from an independent implementation: the published C routine (float arithmetic),
// compiled separately and fed the same boards.
const CASES: { name: string; race: boolean; cells: number[]; score: number }[] = [
  {
    name: 'start position after 3-1 (8/5 6/5), contact weights',
    race: false,
    cells: [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0, 0, 0],
    score: 6.84055,
  },
  {
    name: 'opponent on the bar, a blot hit, stacks of four',
    race: false,
    cells: [-1, -1, 0, 0, 0, 0, 4, 2, 3, 0, 0, 0, -5, 4, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 1, 0, 0, 0],
    score: 14.06065,
  },
  {
    name: 'a bear-in race, race weights',
    race: true,
    cells: [0, 3, 4, 3, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -4, -3, -3, -2, -2, 0, 0, 0, 0, 0],
    score: -13.09822,
  },
  {
    name: 'ten checkers off, race weights',
    race: true,
    cells: [0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 10, 14],
    score: -17.30938,
  },
];

describe('pubeval', () => {
  for (const c of CASES) {
    it(`matches the reference on: ${c.name}`, () => {
      expect(pubevalScore(board(c.cells), c.race)).toBeCloseTo(c.score, 3);
    });
  }

  it('encodes a point by hand: a three-stack on the mover 1-point sets units 2 and 3 of j = 24', () => {
    const cells = new Int8Array(28);
    cells[1] = 3;
    const x = pubevalInputs(cells);
    expect(x[5 * 23 + 2]).toBe(1);
    expect(x[5 * 23 + 3]).toBe(1);
    expect(x.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('scores a finished game above everything', () => {
    const cells = new Int8Array(28);
    cells[26] = 15;
    expect(pubevalScore(cells, true)).toBeGreaterThan(1e6);
  });

  it('uses the race weights only once the sides have passed each other', () => {
    const start = board(CASES[0].cells);
    expect(pubevalRace(start)).toBe(false);
    expect(pubevalRace(board(CASES[2].cells))).toBe(true);
  });
});
