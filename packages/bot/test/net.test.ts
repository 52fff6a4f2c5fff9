import { seededRandom, VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { encode, INPUT_COUNT, SparseInputs as Inputs, type SparseInputs } from '../src/encoding.ts';
import { encodingOf, familyOf } from '../src/family.ts';
import { FLOAT_WEIGHTS } from '../src/floatWeights.ts';
import { Net } from '../src/net.ts';
import { OUTPUTS } from '../src/outputs.ts';
import { readWeightsFile } from '../src/weightsFile.ts';
import { samplePositions } from './builders.ts';

/** `Net.forward` written as the plain loops training started with: the bit-exact reference. */
function plainForward(net: Net, x: SparseInputs, out: Float64Array): void {
  const H = net.hidden;
  const h = new Float64Array(net.b1);
  for (let a = 0; a < x.count; a++) {
    const v = x.value[a];
    const base = x.index[a] * H;
    for (let j = 0; j < H; j++) h[j] += v * net.w1[base + j];
  }
  const sigmoid = (s: number) => (s < -40 ? 0 : s > 40 ? 1 : 1 / (1 + Math.exp(-s)));
  for (let j = 0; j < H; j++) h[j] = sigmoid(h[j]);
  for (let k = 0; k < net.outputs; k++) {
    let s = net.b2[k];
    for (let j = 0; j < H; j++) s += net.w2[k * H + j] * h[j];
    out[k] = sigmoid(s);
  }
}

describe('Net (float64, training)', () => {
  it('forward gives the plain loops’ outputs to the last bit (committed nets and odd widths)', () => {
    const nets = VARIANTS.map((variant) => ({
      variant,
      net: readWeightsFile(FLOAT_WEIGHTS[familyOf(variant)]).net,
    }));
    for (const hidden of [1, 13]) {
      nets.push({ variant: 'short', net: Net.random(INPUT_COUNT['short-v1'], hidden, OUTPUTS, seededRandom(hidden)) });
    }
    const x = new Inputs();
    const got = new Float64Array(OUTPUTS);
    const want = new Float64Array(OUTPUTS);
    let differing = 0;
    for (const { variant, net } of nets) {
      for (const cells of samplePositions(variant, 300, 6)) {
        encode(encodingOf(familyOf(variant)), cells, x);
        net.forward(x, got);
        plainForward(net, x, want);
        for (let k = 0; k < OUTPUTS; k++) if (!Object.is(got[k], want[k])) differing++;
      }
    }
    expect(differing).toBe(0);
  });
});
