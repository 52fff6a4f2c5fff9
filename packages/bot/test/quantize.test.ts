import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { FEATURE_BASE, INPUT_COUNT } from '../src/encoding.ts';
import { Net } from '../src/net.ts';
import { OUTPUTS } from '../src/outputs.ts';
import {
  agreement,
  cholesky,
  DEFAULT_QUANTIZE,
  inverseSpd,
  quantizeNet,
  roundingStats,
  Samples,
  sensitiveRows,
} from '../src/quantize.ts';
import { FINE_STEPS, quantizedToNet, readQuantizedNet, writeQuantizedNet } from '../src/quantizedWeights.ts';
import { samplePositions } from './builders.ts';

describe('quantize', () => {
  it('inverts a symmetric positive definite matrix through its Cholesky factor', () => {
    const n = 5;
    const random = seededRandom(4);
    const b = Float64Array.from({ length: n * n }, () => random() - 0.5);
    const a = new Float64Array(n * n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        for (let k = 0; k < n; k++) a[i * n + j] += b[i * n + k] * b[j * n + k];
        if (i === j) a[i * n + j] += 0.1;
      }
    const l = cholesky(a, n);
    const inv = inverseSpd(a, n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        let product = 0;
        let llt = 0;
        for (let k = 0; k < n; k++) {
          product += a[i * n + k] * inv[k * n + j];
          llt += l[i * n + k] * l[j * n + k];
        }
        expect(product).toBeCloseTo(i === j ? 1 : 0, 9);
        expect(llt).toBeCloseTo(a[i * n + j], 9);
      }
  });

  // A small net at a coarse 7 levels, so that the rounding's errors are large enough to compare, whose
  // feature rows (pips, race, …) weigh four times as much as at random: the rows that matter most.
  const net = Net.random(INPUT_COUNT['short-v1'], 8, OUTPUTS, seededRandom(11));
  for (let i = FEATURE_BASE * net.hidden; i < net.w1.length; i++) net.w1[i] *= 4;
  const train = new Samples(net, 'short-v1', samplePositions('short', 400, 12));
  const held = new Samples(net, 'short-v1', samplePositions('short', 200, 13));
  const options = { ...DEFAULT_QUANTIZE, levels: 7, epochs: 1, random: seededRandom(1) };

  it('keeps the integers within the levels and is deterministic', () => {
    const a = quantizeNet(net, 'short', 'short-v1', train, held, options);
    const b = quantizeNet(net, 'short', 'short-v1', train, held, { ...options, random: seededRandom(1) });
    expect(writeQuantizedNet(a)).toEqual(writeQuantizedNet(b));
    expect(Math.max(...Array.from(a.w1, Math.abs))).toBeLessThanOrEqual(7);
    expect(a.fineRows.length).toBe(0);
  });

  it('gives the most sensitive rows a residual byte, which brings the net nearer the float net', () => {
    const plain = quantizeNet(net, 'short', 'short-v1', train, held, options);
    const fine = quantizeNet(net, 'short', 'short-v1', train, held, {
      ...options,
      fineRows: 16,
      random: seededRandom(1),
    });
    const scales = Float64Array.from({ length: net.inputs }, (_, i) => {
      let max = 0;
      for (let j = 0; j < net.hidden; j++) max = Math.max(max, Math.abs(net.w1[i * net.hidden + j]));
      return max / 7;
    });
    expect(Array.from(fine.fineRows)).toEqual(sensitiveRows(roundingStats(net, train), scales, 16));
    expect(Math.max(...Array.from(fine.w1, Math.abs))).toBeLessThanOrEqual(7);
    // The file keeps them (nardy-qnet/3), and they count: (integer + residual / 256) × scale.
    expect(readQuantizedNet(writeQuantizedNet(fine))).toEqual(fine);
    const row = fine.fineRows[0];
    const w = quantizedToNet(fine).w1[row * net.hidden];
    expect(w).toBeCloseTo((fine.w1[row * net.hidden] + fine.residuals[0] / FINE_STEPS) * fine.scales[row], 6);
    // The heavy feature rows are the ones chosen, and with them the net is nearer the float net.
    expect(Array.from(fine.fineRows).filter((i) => i >= FEATURE_BASE).length).toBeGreaterThanOrEqual(10);
    const [withFine, without] = [fine, plain].map((n) => agreement(quantizedToNet(n), held));
    expect(withFine.mean).toBeLessThan(0.8 * without.mean);
    expect(withFine.largest).toBeLessThan(without.largest);
  });
});
