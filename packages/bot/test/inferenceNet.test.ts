import { CELLS, flipCells, OPP_OFF_CELL, PlayGenerator, rulesFor, seededRandom, VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { BoardRows, type EncodingName, encode, encodeRows, INPUT_COUNT, SparseInputs } from '../src/encoding.ts';
import { consistent, NET_ENGINES, type NetEngine, NeuralEvaluator } from '../src/evaluator.ts';
import { familyOf } from '../src/family.ts';
import { FLOAT_WEIGHTS } from '../src/floatWeights.ts';
import { fastSigmoid, InferenceNet } from '../src/inferenceNet.ts';
import { Net } from '../src/net.ts';
import { defaultScoring, equity, OUTPUTS } from '../src/outputs.ts';
import { rollDie } from '../src/random.ts';
import { SimdInferenceNet } from '../src/simdInferenceNet.ts';
import { readWeightsFile } from '../src/weightsFile.ts';
import { samplePositions } from './builders.ts';
import { referenceEncode } from './referenceEncoding.ts';

const POSITIONS = 800;

describe('encode', () => {
  // The committed nets' encodings, and each family's newest encoding whichever net is committed.
  const newest = { short: 'short-v4', long: 'long-v2' } as const;
  const cases = VARIANTS.flatMap((variant) => {
    const { encoding } = readWeightsFile(FLOAT_WEIGHTS[familyOf(variant)]);
    const wider = newest[familyOf(variant)];
    return encoding === wider
      ? [[encoding, variant] as const]
      : [[encoding, variant] as const, [wider, variant] as const];
  });
  for (const [encoding, variant] of cases) {
    it(`${variant}: gives exactly the inputs the ${encoding} nets were trained on`, () => {
      const mine = new SparseInputs();
      const reference = new SparseInputs();
      let differing = 0;
      for (const cells of samplePositions(variant, 2 * POSITIONS, 3)) {
        encode(encoding, cells, mine);
        referenceEncode(encoding, cells, reference);
        let same = mine.count === reference.count;
        for (let a = 0; same && a < mine.count; a++) {
          same = mine.index[a] === reference.index[a] && mine.value[a] === reference.value[a];
        }
        if (!same) differing++;
      }
      expect(differing).toBe(0);
    });
  }
});

/** The two implementations of the play-time net; Node 20 has WebAssembly SIMD, so both must exist. */
const ENGINES: Record<NetEngine, (net: Net, encoding: EncodingName) => InferenceNet | SimdInferenceNet> = {
  'wasm-simd': (net, encoding) => {
    const simd = SimdInferenceNet.create(net, encoding);
    if (!simd) throw new Error('WebAssembly SIMD is not available');
    return simd;
  },
  js: (net, encoding) => new InferenceNet(net, encoding),
};

/** Largest difference between the outputs of `fast` and of the float64 reference `net` over `positions`. */
function largestError(
  net: Net,
  fast: InferenceNet | SimdInferenceNet,
  encoding: EncodingName,
  positions: Int8Array[],
): number {
  const x = new SparseInputs();
  const rows = new BoardRows();
  const want = new Float64Array(OUTPUTS);
  const got = new Float64Array(OUTPUTS);
  let worst = 0;
  for (const cells of positions) {
    net.forward(encode(encoding, cells, x), want);
    fast.forward(encodeRows(encoding, cells, rows), got);
    for (let k = 0; k < OUTPUTS; k++) worst = Math.max(worst, Math.abs(got[k] - want[k]));
  }
  return worst;
}

for (const engine of NET_ENGINES) {
  const make = ENGINES[engine];

  describe(`play-time net (${engine})`, () => {
    for (const variant of VARIANTS) {
      it(`${variant}: the committed net gives the float64 Net's probabilities to float32 precision`, () => {
        const { net, encoding } = readWeightsFile(FLOAT_WEIGHTS[familyOf(variant)]);
        const positions = samplePositions(variant, POSITIONS, 5);
        expect(largestError(net, make(net, encoding), encoding, positions)).toBeLessThan(1e-5);
      });
    }

    it('handles hidden widths that are not a multiple of its block (random weights, larger sums)', () => {
      const positions = samplePositions('long', 60, 2);
      for (const hidden of [1, 13, 21, 40]) {
        const net = Net.random(INPUT_COUNT['long-v1'], hidden, OUTPUTS, seededRandom(hidden));
        for (let i = 0; i < net.w1.length; i++) net.w1[i] = Math.fround(net.w1[i] * 4);
        expect(largestError(net, make(net, 'long-v1'), 'long-v1', positions)).toBeLessThan(1e-5);
      }
    });

    it('refuses a net whose inputs do not fit the encoding', () => {
      expect(() => make(new Net(10, 4, OUTPUTS), 'short-v1')).toThrow(/inputs/);
    });

    it('chooses the same 0-ply plays as the float64 net', () => {
      let same = 0;
      let total = 0;
      for (const variant of ['short', 'nackgammon', 'long'] as const) {
        const rules = rulesFor(variant);
        const scoring = defaultScoring(variant);
        const { net, encoding } = readWeightsFile(FLOAT_WEIGHTS[familyOf(variant)]);
        const fast = new NeuralEvaluator(net, encoding, 'fast', { engine });
        expect(fast.engine).toBe(engine);
        const gen = new PlayGenerator();
        const random = seededRandom(8);
        const x = new SparseInputs();
        const p = new Float64Array(OUTPUTS);
        const flipped = new Int8Array(CELLS);
        for (const cells of samplePositions(variant, 150, 9)) {
          const count = gen.generate(rules, cells, rollDie(random), rollDie(random), false);
          if (count < 2) continue;
          let bestFast = 0;
          let bestNet = 0;
          let fastValue = Number.POSITIVE_INFINITY;
          let netValue = Number.POSITIVE_INFINITY;
          for (let i = 0; i < count; i++) {
            flipCells(variant, gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS), flipped);
            if (flipped[OPP_OFF_CELL] === 15) continue;
            fast.evaluate(flipped, p);
            const f = equity(p, scoring);
            net.forward(encode(encoding, flipped, x), p);
            consistent(p);
            const n = equity(p, scoring);
            if (f < fastValue) [fastValue, bestFast] = [f, i];
            if (n < netValue) [netValue, bestNet] = [n, i];
          }
          total++;
          if (bestFast === bestNet) same++;
        }
      }
      expect(total).toBeGreaterThan(300);
      expect(same / total).toBeGreaterThanOrEqual(0.999);
    });
  });
}

describe('SimdInferenceNet', () => {
  it('serves nets of every hidden width and every short encoding with the one module', () => {
    for (const encoding of ['short-v2', 'short-v3'] as const) {
      for (const hidden of [1, 15, 16, 17, 80, 130]) {
        const net = Net.random(INPUT_COUNT[encoding], hidden, OUTPUTS, seededRandom(hidden));
        const simd = SimdInferenceNet.create(net, encoding) as SimdInferenceNet;
        const js = new InferenceNet(net, encoding);
        const a = new Float64Array(OUTPUTS);
        const b = new Float64Array(OUTPUTS);
        for (const cells of samplePositions('short', 10, hidden)) {
          simd.forward(encodeRows(encoding, cells, simd.input), a);
          js.forward(encodeRows(encoding, cells, new BoardRows()), b);
          for (let k = 0; k < OUTPUTS; k++) expect(a[k]).toBeCloseTo(b[k], 5);
        }
      }
    }
  });

  it('reads its own input in place and copies any other BoardRows, with the same result', () => {
    const { net, encoding } = readWeightsFile(FLOAT_WEIGHTS.short);
    const simd = ENGINES['wasm-simd'](net, encoding) as SimdInferenceNet;
    const a = new Float64Array(OUTPUTS);
    const b = new Float64Array(OUTPUTS);
    for (const cells of samplePositions('short', 20, 4)) {
      simd.forward(encodeRows(encoding, cells, simd.input), a);
      simd.forward(encodeRows(encoding, cells, new BoardRows()), b);
      expect(Array.from(b)).toEqual(Array.from(a));
    }
  });

  it('declines shapes it was not written for, so the evaluator falls back to JS', () => {
    const wide = Net.random(INPUT_COUNT['short-v1'], 4, 9, seededRandom(1));
    expect(SimdInferenceNet.create(wide, 'short-v1')).toBeNull();
    expect(new NeuralEvaluator(wide, 'short-v1').engine).toBe('js');
  });

  it('is the default engine where WebAssembly SIMD exists (Node 20 and Chromium)', () => {
    const { net, encoding } = readWeightsFile(FLOAT_WEIGHTS.long);
    expect(new NeuralEvaluator(net, encoding).engine).toBe('wasm-simd');
  });
});

describe('fastSigmoid', () => {
  it('is the logistic function to 1e-9 over the whole range', () => {
    let worst = 0;
    for (let x = -45; x <= 45; x += 0.001237) {
      const exact = x < -40 ? 0 : x > 40 ? 1 : 1 / (1 + Math.exp(-x));
      worst = Math.max(worst, Math.abs(fastSigmoid(x) - exact));
    }
    expect(worst).toBeLessThan(1e-9);
    expect(fastSigmoid(0)).toBe(0.5);
    expect(fastSigmoid(-50)).toBe(0);
    expect(fastSigmoid(50)).toBe(1);
  });
});
