import { rulesFor, seededRandom, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { encode, INPUT_COUNT, SparseInputs } from '../src/encoding.ts';
import { Net } from '../src/net.ts';
import { OUTPUTS } from '../src/outputs.ts';
import { COMMITTED_WEIGHTS, defaultEvaluator } from '../src/weights.ts';
import { makeWeightsFile, readWeightsFile, WeightsFileError } from '../src/weightsFile.ts';

describe('committed weights', () => {
  for (const family of ['short', 'long'] as const) {
    it(`${family}: load, carry provenance, and give sane probabilities at the start`, () => {
      const file = COMMITTED_WEIGHTS[family];
      expect(file.family).toBe(family);
      expect(file.provenance?.seed).toBeTypeOf('number');
      expect(file.provenance?.games).toBeGreaterThan(0);
      const variant = family === 'short' ? 'short' : 'long';
      const p = new Float64Array(OUTPUTS);
      defaultEvaluator(variant).evaluate(startPosition(variant).cells, p);
      for (const v of p) expect(v >= 0 && v <= 1).toBe(true);
      // The side to move at the start is neither lost nor won.
      expect(p[0]).toBeGreaterThan(0.35);
      expect(p[0]).toBeLessThan(0.75);
      expect(p[1]).toBeLessThanOrEqual(p[0]);
    });
  }
});

describe('weights file', () => {
  const net = Net.random(INPUT_COUNT['short-v1'], 4, OUTPUTS, seededRandom(3));

  it('round-trips a net through float32 base64', () => {
    const file = makeWeightsFile(net, 'short', 'short-v1', { seed: 3 });
    const back = readWeightsFile(JSON.parse(JSON.stringify(file))).net;
    const a = net.parameters();
    const b = back.parameters();
    expect(b.length).toBe(a.length);
    for (let i = 0; i < a.length; i++) expect(b[i]).toBeCloseTo(a[i], 6);
    const x = encode('short-v1', rulesFor('short') && startPosition('short').cells, new SparseInputs());
    const pa = new Float64Array(OUTPUTS);
    const pb = new Float64Array(OUTPUTS);
    net.forward(x, pa);
    back.forward(x, pb);
    for (let k = 0; k < OUTPUTS; k++) expect(pb[k]).toBeCloseTo(pa[k], 5);
  });

  it('refuses a wrong shape or corrupt data with stable codes', () => {
    const file = makeWeightsFile(net, 'short', 'short-v1');
    const code = (input: unknown) => {
      try {
        readWeightsFile(input);
        return 'accepted';
      } catch (e) {
        return e instanceof WeightsFileError ? e.code : 'other';
      }
    };
    expect(code(null)).toBe('ERR_WEIGHTS_SHAPE');
    expect(code({ ...file, format: 'x' })).toBe('ERR_WEIGHTS_SHAPE');
    expect(code({ ...file, inputs: 3 })).toBe('ERR_WEIGHTS_SHAPE');
    expect(code({ ...file, data: file.data.slice(8) })).toBe('ERR_WEIGHTS_DATA');
    expect(code({ ...file, data: `!${file.data.slice(1)}` })).toBe('ERR_WEIGHTS_DATA');
    expect(code(file)).toBe('accepted');
  });
});
