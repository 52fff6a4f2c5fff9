import { readFileSync } from 'node:fs';
import { seededRandom, startPosition, VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { encode, INPUT_COUNT, SparseInputs } from '../src/encoding.ts';
import { consistent } from '../src/evaluator.ts';
import { familyOf } from '../src/family.ts';
import { FLOAT_WEIGHTS } from '../src/floatWeights.ts';
import { Net } from '../src/net.ts';
import { OUTPUTS } from '../src/outputs.ts';
import {
  fromHalfBits,
  QuantizedNetError,
  quantizedToNet,
  readQuantizedNet,
  roundToHalf,
  toHalfBits,
  writeQuantizedNet,
} from '../src/quantizedWeights.ts';
import { defaultEvaluator, installWeights, loadCommittedWeights, WEIGHTS_URLS, weightsLoaded } from '../src/weights.ts';
import { readWeightsFile, WeightsFileError } from '../src/weightsFile.ts';
import { samplePositions } from './builders.ts';

describe('committed weights', () => {
  for (const family of ['short', 'long'] as const) {
    it(`${family}: the float net carries provenance; the shipped net gives sane probabilities at the start`, () => {
      const file = FLOAT_WEIGHTS[family];
      expect(file.family).toBe(family);
      // Each stage names the one it started from (`from`), back to self-play from random weights.
      let stage = file.provenance;
      while (stage?.from && typeof stage.from === 'object' && stage.games === undefined) {
        stage = stage.from as Readonly<Record<string, unknown>>;
      }
      expect(stage?.seed).toBeTypeOf('number');
      expect(stage?.games).toBeGreaterThan(0);
      const variant = family === 'short' ? 'short' : 'long';
      const p = new Float64Array(OUTPUTS);
      defaultEvaluator(variant).evaluate(startPosition(variant).cells, p);
      for (const v of p) expect(v >= 0 && v <= 1).toBe(true);
      // The side to move at the start is neither lost nor won.
      expect(p[0]).toBeGreaterThan(0.35);
      expect(p[0]).toBeLessThan(0.75);
      expect(p[1]).toBeLessThanOrEqual(p[0]);
    });

    it(`${family}: the shipped 8-bit file has the float net's shape and stays within 1e-2 of it`, () => {
      const float = readWeightsFile(FLOAT_WEIGHTS[family]);
      const q = readQuantizedNet(readFileSync(WEIGHTS_URLS[family]));
      expect([q.family, q.encoding, q.inputs, q.hidden]).toEqual([
        family,
        float.encoding,
        float.net.inputs,
        float.net.hidden,
      ]);
      // The full figure (60,000 positions of self-play) is a benchmark: `bench.ts quantized`.
      const x = new SparseInputs();
      const want = new Float64Array(OUTPUTS);
      const got = new Float64Array(OUTPUTS);
      let worst = 0;
      for (const variant of VARIANTS.filter((v) => familyOf(v) === family)) {
        const evaluator = defaultEvaluator(variant);
        for (const cells of samplePositions(variant, 1500, 17)) {
          float.net.forward(encode(float.encoding, cells, x), want);
          consistent(want);
          evaluator.evaluate(cells, got);
          for (let k = 0; k < OUTPUTS; k++) worst = Math.max(worst, Math.abs(got[k] - want[k]));
        }
      }
      expect(worst).toBeLessThan(1e-2);
    });
  }

  it('loads in Node without fetch, and installs weights from bytes', async () => {
    await loadCommittedWeights(['short', 'long'], () => Promise.reject(new Error('Node reads the files')));
    expect(weightsLoaded('short') && weightsLoaded('long')).toBe(true);
    expect(installWeights(readFileSync(WEIGHTS_URLS.long))).toBe('long');
    const p = new Float64Array(OUTPUTS);
    defaultEvaluator('khachapuri').evaluate(startPosition('khachapuri').cells, p);
    expect(p[0]).toBeGreaterThan(0.3);
  });
});

/** Where a file's fine-row inputs start: after the header, the float16 parts and w1. */
const HEADER_END = (n: { inputs: number; hidden: number; outputs: number }) =>
  16 + 2 * (n.inputs + n.hidden + n.outputs * n.hidden + n.outputs) + n.inputs * n.hidden;

describe('quantized weights file', () => {
  const net = Net.random(INPUT_COUNT['short-v1'], 4, OUTPUTS, seededRandom(3));
  const q = {
    family: 'short' as const,
    encoding: 'short-v1' as const,
    inputs: net.inputs,
    hidden: 4,
    outputs: OUTPUTS,
    // Float16 values, as the file keeps them (`nardy-qnet/2`).
    scales: Float32Array.from({ length: net.inputs }, (_, i) => roundToHalf(0.01 + i / 1000)),
    w1: Int8Array.from({ length: net.inputs * 4 }, (_, i) => ((i * 37) % 255) - 127),
    b1: Float32Array.from([0.5, -0.25, 1.5, 0]),
    w2: Float32Array.from({ length: OUTPUTS * 4 }, (_, i) => roundToHalf(Math.sin(i))),
    b2: Float32Array.from([0.125, -2, 3, 0, -0.5]),
    fineRows: new Uint16Array(0),
    residuals: new Int8Array(0),
  };
  // The same with two fine rows (`nardy-qnet/3`).
  const fine = {
    ...q,
    fineRows: Uint16Array.from([5, 200]),
    residuals: Int8Array.from([-128, 127, 3, 0, 1, -1, 64, -7]),
  };

  it('round-trips exactly, and the float net it stands for is integer × row scale', () => {
    const bytes = writeQuantizedNet(q);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('NQN2');
    const back = readQuantizedNet(bytes.buffer);
    expect(back).toEqual(q);
    const f = quantizedToNet(back);
    expect(f.w1[5 * 4 + 2]).toBeCloseTo(q.w1[5 * 4 + 2] * q.scales[5], 12);
  });

  it('round-trips fine rows (/3): their weights are (integer + residual / 256) × row scale', () => {
    const bytes = writeQuantizedNet(fine);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('NQN3');
    expect(bytes.length).toBe(Math.ceil((writeQuantizedNet(q).length + 2 * (2 + 4)) / 4) * 4);
    const back = readQuantizedNet(bytes);
    expect(back).toEqual(fine);
    const f = quantizedToNet(back);
    expect(f.w1[5 * 4 + 0]).toBeCloseTo((q.w1[5 * 4] - 128 / 256) * q.scales[5], 12);
    expect(f.w1[200 * 4 + 2]).toBeCloseTo((q.w1[200 * 4 + 2] + 64 / 256) * q.scales[200], 12);
    expect(f.w1[6 * 4 + 1]).toBeCloseTo(q.w1[6 * 4 + 1] * q.scales[6], 12);
  });

  it('refuses other files, wrong shapes, truncation and non-finite values with stable codes', () => {
    const bytes = writeQuantizedNet(q);
    const code = (input: Uint8Array) => {
      try {
        readQuantizedNet(input);
        return 'accepted';
      } catch (e) {
        return e instanceof QuantizedNetError ? e.code : 'other';
      }
    };
    expect(code(new Uint8Array(3))).toBe('ERR_QNET_SHAPE');
    expect(code(new TextEncoder().encode('{"format":"nardy-net/1"}'))).toBe('ERR_QNET_SHAPE');
    const wrongInputs = bytes.slice();
    wrongInputs[8] = 7;
    expect(code(wrongInputs)).toBe('ERR_QNET_SHAPE');
    const wrongFamily = bytes.slice();
    wrongFamily[4] = 9;
    expect(code(wrongFamily)).toBe('ERR_QNET_SHAPE');
    expect(code(bytes.subarray(0, bytes.length - 4))).toBe('ERR_QNET_DATA');
    const nan = bytes.slice();
    new DataView(nan.buffer).setFloat32(16, Number.NaN, true);
    expect(code(nan)).toBe('ERR_QNET_DATA');
    expect(code(bytes)).toBe('accepted');
    // Fine rows: out of range, out of order, or claimed by a /2 file.
    const fineBytes = writeQuantizedNet(fine);
    const outOfRange = fineBytes.slice();
    new DataView(outOfRange.buffer).setUint16(HEADER_END(fine), 999, true);
    expect(code(outOfRange)).toBe('ERR_QNET_DATA');
    const unordered = fineBytes.slice();
    new DataView(unordered.buffer).setUint16(HEADER_END(fine) + 2, 5, true);
    expect(code(unordered)).toBe('ERR_QNET_DATA');
    const claimed = fineBytes.slice();
    claimed[3] = 0x32;
    expect(code(claimed)).toBe('ERR_QNET_SHAPE');
    expect(code(fineBytes)).toBe('accepted');
  });

  it('converts float16 as IEEE 754 does', () => {
    for (const [x, bits] of [
      [0, 0],
      [1, 0x3c00],
      [-2, 0xc000],
      [65504, 0x7bff],
      [2 ** -24, 1],
      [0.1, 0x2e66],
      [1e6, 0x7c00],
    ] as const) {
      expect(toHalfBits(x)).toBe(bits);
      if (x !== 1e6) expect(fromHalfBits(bits)).toBeCloseTo(x, 3);
    }
    expect(roundToHalf(1 + 2 ** -11)).toBe(1); // halfway rounds to even
  });
});

describe('weights file', () => {
  it('refuses a wrong shape or corrupt data with stable codes', () => {
    const file = FLOAT_WEIGHTS.short;
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
