import { encode, INPUT_COUNT, Net, SparseInputs } from '@nardy/bot';
import { samplePositions } from '@nardy/bot/testing';
import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { foldShortV3 } from '../src/foldShortV3.ts';

describe('short-v4 inputs', () => {
  it('a short-v3 net folded into short-v4 gives the same outputs on every position', () => {
    const v3 = Net.random(INPUT_COUNT['short-v3'], 16, 5, seededRandom(4));
    for (let i = 0; i < v3.w1.length; i++) v3.w1[i] *= 4; // weights as large as a trained net's
    const v4 = foldShortV3(v3);
    expect(v4.inputs).toBe(INPUT_COUNT['short-v4']);
    const a = new Float64Array(5);
    const b = new Float64Array(5);
    let worst = 0;
    for (const cells of samplePositions('short', 600, 13)) {
      v3.forward(encode('short-v3', cells, new SparseInputs()), a);
      v4.forward(encode('short-v4', cells, new SparseInputs()), b);
      for (let k = 0; k < 5; k++) worst = Math.max(worst, Math.abs(a[k] - b[k]));
    }
    expect(worst).toBeLessThan(1e-6);
    expect(() => foldShortV3(Net.random(INPUT_COUNT['short-v2'], 4, 5, seededRandom(1)))).toThrow(/short-v3/);
  });
});
