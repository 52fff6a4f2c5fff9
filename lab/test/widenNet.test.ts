import { Net, SparseInputs } from '@nardy/bot';
import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { widenHidden, widenInputs } from '../scripts/widenNet.ts';

/** A sparse input over the first `inputs` inputs, about one in four of them set. */
function someInputs(inputs: number, random: () => number): SparseInputs {
  const x = new SparseInputs(inputs);
  for (let i = 0; i < inputs; i++) if (random() < 0.25) x.push(i, random());
  return x;
}

describe('widenNet: a wider net starts out computing what the narrower one did', () => {
  const random = seededRandom(7);
  const net = Net.random(30, 8, 5, random);
  for (let k = 0; k < net.b1.length; k++) net.b1[k] = random() - 0.5;
  for (let k = 0; k < net.b2.length; k++) net.b2[k] = random() - 0.5;

  it('more hidden units: the same outputs, and the new units can learn (non-zero input weights)', () => {
    const wide = widenHidden(net, 13, 1);
    expect(wide.hidden).toBe(13);
    const a = new Float64Array(5);
    const b = new Float64Array(5);
    for (let t = 0; t < 20; t++) {
      const x = someInputs(30, random);
      net.forward(x, a);
      wide.forward(x, b);
      for (let k = 0; k < 5; k++) expect(b[k]).toBeCloseTo(a[k], 12);
    }
    const fresh = Array.from({ length: 30 }, (_, i) => wide.w1[i * 13 + 10]);
    expect(fresh.some((w) => w !== 0)).toBe(true);
    expect(Array.from({ length: 5 }, (_, k) => wide.w2[k * 13 + 10])).toEqual([0, 0, 0, 0, 0]);
  });

  it('more inputs: the same outputs on the old inputs, the appended ones start at zero', () => {
    const wide = widenInputs(net, 34);
    expect(wide.inputs).toBe(34);
    const a = new Float64Array(5);
    const b = new Float64Array(5);
    const x = someInputs(30, random);
    net.forward(x, a);
    wide.forward(x, b);
    for (let k = 0; k < 5; k++) expect(b[k]).toBe(a[k]);
    expect(Array.from(wide.w1.subarray(30 * 8))).toEqual(new Array(4 * 8).fill(0));
  });
});
