import {
  ALL_ROLLS,
  BAR_CELL,
  CELLS,
  flip,
  flipCells,
  OPP_BAR,
  PlayGenerator,
  rulesFor,
  startPosition,
  VARIANTS,
} from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { encode, FEATURE_COUNT, INPUT_COUNT, SHORT_V4_INDEX, SparseInputs } from '../src/encoding.ts';
import { encodingOf, familyOf } from '../src/family.ts';
import { samplePositions } from './builders.ts';

function dense(x: SparseInputs, n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (let a = 0; a < x.count; a++) out[x.index[a]] = x.value[a];
  return out;
}

describe('net inputs', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: the start position encodes both sides alike, and flipping swaps them`, () => {
      const name = encodingOf(familyOf(variant));
      const n = INPUT_COUNT[name];
      const start = dense(encode(name, startPosition(variant).cells, new SparseInputs()), n);
      // Board units: the mover's 96 and the opponent's 96, each in its own numbering.
      expect(start.slice(0, 96)).toEqual(start.slice(96, 192));
      expect(start.slice(0, 96).some((v) => v !== 0)).toBe(true);
      // Flipping a position that is not symmetric swaps the two halves.
      const cells = Int8Array.from(startPosition(variant).cells);
      const from = variant === 'long' || variant === 'khachapuri' ? 24 : 13;
      cells[from]--;
      cells[from - 5]++;
      const mine = dense(encode(name, cells, new SparseInputs()), n);
      const theirs = dense(encode(name, flip({ variant, cells }).cells, new SparseInputs()), n);
      expect(theirs.slice(96, 192)).toEqual(mine.slice(0, 96));
      expect(theirs.slice(0, 96)).toEqual(mine.slice(96, 192));
      for (const v of mine) expect(Number.isFinite(v)).toBe(true);
    });
  }
});

describe('short-v2 inputs', () => {
  const rules = rulesFor('short');
  const gen = new PlayGenerator();
  const features = (cells: ArrayLike<number>) => {
    const x = encode('short-v2', cells, new SparseInputs());
    const out = new Array<number>(FEATURE_COUNT['short-v2']).fill(0);
    for (let a = 0; a < x.count; a++) if (x.index[a] >= 192) out[x.index[a] - 192] = x.value[a];
    return out;
  };
  /** Out of 36, the rolls on which some legal play of the mover hits (from the move generator). */
  const hittingRolls = (cells: Int8Array) => {
    let n = 0;
    for (const [a, b] of ALL_ROLLS) {
      const count = gen.generate(rules, cells, a, b);
      let hit = false;
      for (let i = 0; i < count && !hit; i++) hit = gen.outcomes[i * CELLS + OPP_BAR] < cells[OPP_BAR];
      if (hit) n += a === b ? 1 : 2;
    }
    return n;
  };

  it('starts with exactly the short-v1 inputs, so a short-v1 net can be widened to it', () => {
    for (const cells of samplePositions('short', 300, 8)) {
      const v1 = encode('short-v1', cells, new SparseInputs());
      const v2 = encode('short-v2', cells, new SparseInputs());
      const head = Array.from(v2.index.subarray(0, v2.count)).filter((i) => i < INPUT_COUNT['short-v1']).length;
      expect(Array.from(v2.index.subarray(0, head))).toEqual(Array.from(v1.index.subarray(0, v1.count)));
      expect(Array.from(v2.value.subarray(0, head))).toEqual(Array.from(v1.value.subarray(0, v1.count)));
    }
  });

  it('counts the hitting rolls of both sides about as the move generator finds them', () => {
    let agree = 0;
    let compared = 0;
    for (const cells of samplePositions('short', 600, 9)) {
      const f = features(cells);
      if (f[6] !== 1) continue; // no contact, no hits
      const pairs = [
        [Math.round(f[16] * 36), hittingRolls(cells)],
        [Math.round(f[17] * 36), hittingRolls(flipCells('short', cells))],
      ];
      for (const [mine, truth] of pairs) {
        compared++;
        if (mine === truth) agree++;
        // The input ignores that a roll must be played in full, so it may count a few rolls too many
        // (a 6-1 whose only legal play runs one checker 11/4 hits nothing, however near a blot the 1 is).
        expect(Math.abs(mine - truth)).toBeLessThanOrEqual(6);
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(agree / compared).toBeGreaterThan(0.97);
  });

  it('counts escapes past blocked points and the chance of dancing', () => {
    // The mover's last checker on the opponent's 1-point behind a full prime on its 18..13 points.
    const primed = new Int8Array(CELLS);
    primed[24] = 1;
    primed[6] = 14;
    for (let p = 13; p <= 18; p++) primed[p] = -2;
    primed[1] = -3;
    expect(Math.round(features(primed)[18] * 36)).toBe(0);
    // Nothing in front of it within 12 pips: every roll escapes.
    const free = new Int8Array(CELLS);
    free[24] = 1;
    free[6] = 14;
    free[1] = -15;
    expect(Math.round(features(free)[18] * 36)).toBe(36);
    // On the bar against a home board with three points closed: (3/6)² of the rolls dance.
    const bar = Int8Array.from(free);
    bar[24] = 0;
    bar[BAR_CELL] = 1;
    bar[1] = -9;
    bar[19] = -2;
    bar[20] = -2;
    bar[21] = -2;
    expect(features(bar)[20]).toBeCloseTo(0.25, 6);
  });
});

describe('long-v2 inputs', () => {
  const features = (cells: ArrayLike<number>) => {
    const x = encode('long-v2', cells, new SparseInputs());
    const out = new Array<number>(FEATURE_COUNT['long-v2']).fill(0);
    for (let a = 0; a < x.count; a++) if (x.index[a] >= 192) out[x.index[a] - 192] = x.value[a];
    return out;
  };

  it('starts with exactly the long-v1 inputs', () => {
    for (const variant of ['long', 'khachapuri'] as const) {
      for (const cells of samplePositions(variant, 200, 8)) {
        const v1 = encode('long-v1', cells, new SparseInputs());
        const v2 = encode('long-v2', cells, new SparseInputs());
        const head = Array.from(v2.index.subarray(0, v2.count)).filter((i) => i < INPUT_COUNT['long-v1']).length;
        expect(Array.from(v2.index.subarray(0, head))).toEqual(Array.from(v1.index.subarray(0, v1.count)));
        expect(Array.from(v2.value.subarray(0, head))).toEqual(Array.from(v1.value.subarray(0, v1.count)));
      }
    }
  });

  it('counts the checkers with four held points just ahead, and escapes past held points', () => {
    // Three of the mover's checkers on 22 and 23; the opponent holds cells 16..19 in front of them.
    const cells = new Int8Array(CELLS);
    cells[22] = 2;
    cells[23] = 1;
    cells[6] = 12;
    for (let p = 16; p <= 19; p++) cells[p] = -1;
    cells[12] = -11;
    const f = features(cells);
    expect(Math.round(f[18] * 15)).toBe(3);
    expect(f[19]).toBe(0);
    // The start: nobody is trapped; the head checkers have the opponent's head 12 pips ahead.
    const start = features(startPosition('long').cells);
    expect(start[18]).toBe(0);
    expect(start[19]).toBe(0);
    expect(start[16]).toBeCloseTo(start[17], 6);
    expect(start[16]).toBeGreaterThan(0);
  });
});

describe('short-v3 inputs', () => {
  const features = (cells: ArrayLike<number>) => {
    const x = encode('short-v3', cells, new SparseInputs());
    const out = new Array<number>(FEATURE_COUNT['short-v3']).fill(0);
    for (let a = 0; a < x.count; a++) if (x.index[a] >= 192) out[x.index[a] - 192] = x.value[a];
    return out;
  };
  const MOVER = 22;
  const OPPONENT = 34;

  it('starts with exactly the short-v2 inputs, so a short-v2 net can be widened to it', () => {
    for (const cells of samplePositions('short', 300, 8)) {
      const v2 = encode('short-v2', cells, new SparseInputs());
      const v3 = encode('short-v3', cells, new SparseInputs());
      const head = Array.from(v3.index.subarray(0, v3.count)).filter((i) => i < INPUT_COUNT['short-v2']).length;
      expect(Array.from(v3.index.subarray(0, head))).toEqual(Array.from(v2.index.subarray(0, v2.count)));
      expect(Array.from(v3.value.subarray(0, head))).toEqual(Array.from(v2.value.subarray(0, v2.count)));
    }
  });

  it("gives each side the same twelve features: flipping the board swaps the mover's and the opponent's", () => {
    for (const cells of samplePositions('short', 400, 11)) {
      const mine = features(cells);
      const theirs = features(flipCells('short', cells));
      expect(theirs.slice(OPPONENT, OPPONENT + 12)).toEqual(mine.slice(MOVER, MOVER + 12));
      expect(theirs.slice(MOVER, MOVER + 12)).toEqual(mine.slice(OPPONENT, OPPONENT + 12));
    }
  });

  it('prices a hit by the pips it costs and counts the rolls that hit twice', () => {
    // The mover's checker on 8 hits the opponent's blot on 5 (its 20-point, 5 pips from its start)
    // with every roll that moves 3: a 3 (11 rolls), 2-1 by 7 or 6 (2) and 1-1 (1).
    const cells = new Int8Array(CELLS);
    cells[8] = 1;
    cells[2] = 14;
    cells[5] = -1;
    cells[24] = -14;
    let f = features(cells);
    expect(f[16] * 36).toBeCloseTo(14, 5);
    expect(f[MOVER] * 36 * 24).toBeCloseTo(14 * 5, 4);
    expect(f[MOVER + 1]).toBe(0);
    // A second blot on 4. The rolls that can reach both blots count as double shots: 3-1 and 1-1
    // (8 → 5 → 4 with one checker) hit both; 4-3 reaches either, though one checker cannot hit both
    // (the input is a sketch of the plays, as the hits of 'short-v2' are).
    cells[4] = -1;
    cells[24] = -13;
    f = features(cells);
    const doubles = 2 + 1 + 2;
    expect(f[MOVER + 1] * 36).toBeCloseTo(doubles, 5);
  });

  it('measures the blockade, the contained checkers and the prime in front of the rearmost checker', () => {
    // The mover's last checker on 24 behind the opponent's full prime on 13..18: no roll escapes.
    const cells = new Int8Array(CELLS);
    cells[24] = 1;
    cells[6] = 14;
    for (let p = 13; p <= 18; p++) cells[p] = -2;
    cells[1] = -3;
    const f = features(cells);
    expect(f[MOVER + 2]).toBe(1);
    expect(f[MOVER + 3] * 216).toBeCloseTo(36, 4);
    expect(f[MOVER + 4]).toBeCloseTo(24 / 25, 6);
    expect(f[MOVER + 10] * 6).toBeCloseTo(6, 5);
    // Every checker of the opponent must pass the mover's checker on its own 1-point: the prime's
    // twelve from its 7..12-points (6..11 pips each) and the three on its 24-point (23 pips each).
    expect(f[OPPONENT + 9] * 100).toBeCloseTo(2 * (6 + 7 + 8 + 9 + 10 + 11) + 3 * 23, 4);
  });

  it("reads anchors, the pips to bring every checker home and a crowded bar's chance to stay out", () => {
    const cells = new Int8Array(CELLS);
    cells[20] = 2;
    cells[24] = 2;
    cells[13] = 2;
    cells[BAR_CELL] = 2;
    cells[6] = 7;
    for (let p = 21; p <= 23; p++) cells[p] = -3;
    cells[1] = -6;
    const f = features(cells);
    expect(f[MOVER + 5]).toBeCloseTo(5 / 7, 6); // the 20-point anchor, five points from the back
    expect(f[MOVER + 6]).toBeCloseTo(2 / 3, 6);
    // Two on 13 (7 pips each to come home), two on 20, two on 24 and two on the bar (19 each).
    expect(f[MOVER + 7] * 100).toBeCloseTo(2 * 7 + 2 * 14 + 2 * 18 + 2 * 19, 4);
    expect(f[MOVER + 8] * 15).toBeCloseTo(8, 5);
    // Three of the opponent's home points are closed: both checkers enter only if both dice are open.
    expect(f[MOVER + 11]).toBeCloseTo(1 - (3 / 6) ** 2, 6);
  });
});

describe('short-v4 inputs', () => {
  const features = (name: 'short-v3' | 'short-v4', cells: ArrayLike<number>) => {
    const x = encode(name, cells, new SparseInputs());
    const out = new Array<number>(FEATURE_COUNT[name]).fill(0);
    for (let a = 0; a < x.count; a++) if (x.index[a] >= 192) out[x.index[a] - 192] = x.value[a];
    return out;
  };

  it("keeps short-v3's point inputs and its features that are not sums over points, in order", () => {
    expect(Array.from(SHORT_V4_INDEX).filter((i) => i >= 0)).toEqual(Array.from({ length: 38 }, (_, i) => i));
    for (const cells of samplePositions('short', 300, 12)) {
      const v3 = encode('short-v3', cells, new SparseInputs());
      const v4 = encode('short-v4', cells, new SparseInputs());
      const points = (x: SparseInputs) => Array.from(x.index.subarray(0, x.count)).filter((i) => i < 192);
      expect(points(v4)).toEqual(points(v3));
      const f3 = features('short-v3', cells);
      const f4 = features('short-v4', cells);
      SHORT_V4_INDEX.forEach((to, from) => {
        if (to >= 0) expect(f4[to]).toBe(f3[from]);
      });
    }
  });
});
