import { flip, startPosition, VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { encode, INPUT_COUNT, SparseInputs } from '../src/encoding.ts';
import { encodingOf, familyOf } from '../src/family.ts';

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
