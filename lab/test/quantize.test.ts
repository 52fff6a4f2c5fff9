import { gzipSync } from 'node:zlib';
import { FEATURE_BASE, INPUT_COUNT } from '@nardy/bot/src/encoding.ts';
import { Net } from '@nardy/bot/src/net.ts';
import { OUTPUTS } from '@nardy/bot/src/outputs.ts';
import { FINE_STEPS, quantizedToNet, readQuantizedNet, writeQuantizedNet } from '@nardy/bot/src/quantizedWeights.ts';
import { samplePositions } from '@nardy/bot/testing';
import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import {
  agreement,
  balanceRows,
  cholesky,
  DEFAULT_QUANTIZE,
  inverseSpd,
  quantizeNet,
  roundingStats,
  rowScales,
  Samples,
  sensitiveRows,
} from '../src/quantize.ts';

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
    const scales = rowScales(net, 7);
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

  it('keeps fine rows to a coarser fraction of their step on request: fewer residual values, most of the gain', () => {
    const plain = quantizeNet(net, 'short', 'short-v1', train, held, options);
    const full = quantizeNet(net, 'short', 'short-v1', train, held, { ...options, fineRows: 16 });
    const quarter = quantizeNet(net, 'short', 'short-v1', train, held, { ...options, fineRows: 16, fineSteps: 4 });
    expect(Array.from(quarter.fineRows)).toEqual(Array.from(full.fineRows));
    // The format is the same: residuals in 1/256 of the step, here only the four multiples of 64.
    expect(new Set(quarter.residuals)).toEqual(new Set([-128, -64, 0, 64]));
    expect(readQuantizedNet(writeQuantizedNet(quarter))).toEqual(quarter);
    const bytes = (q: typeof plain) => gzipSync(writeQuantizedNet(q), { level: 9 }).length;
    expect(bytes(quarter)).toBeLessThan(bytes(full));
    const [withQuarter, without] = [quarter, plain].map((n) => agreement(quantizedToNet(n), held));
    expect(withQuarter.mean).toBeLessThan(0.8 * without.mean);
    expect(() => quantizeNet(net, 'short', 'short-v1', train, held, { ...options, fineSteps: 3 })).toThrow(/divide/);
  });

  it('rounds the rows whose rounding matters least more coarsely: fewer bytes, outputs nearly the same', () => {
    // A wider net than above (32 hidden units), so each row has enough weights for gzip to see.
    const net = Net.random(INPUT_COUNT['short-v1'], 32, OUTPUTS, seededRandom(21));
    for (let i = FEATURE_BASE * net.hidden; i < net.w1.length; i++) net.w1[i] *= 4;
    const train = new Samples(net, 'short-v1', samplePositions('short', 400, 22));
    const held = new Samples(net, 'short-v1', samplePositions('short', 200, 23));
    const full = { ...options, levels: 127, epochs: 0, random: seededRandom(1) };
    const plain = quantizeNet(net, 'short', 'short-v1', train, held, { ...full, fineRows: 4 });
    const balanced = quantizeNet(net, 'short', 'short-v1', train, held, {
      ...full,
      balance: 0.5,
      minLevels: 15,
      fineRows: 4,
      random: seededRandom(1),
    });
    const scales = rowScales(net, 127);
    const stats = roundingStats(net, train);
    const fine = sensitiveRows(stats, scales, 4);
    const coarse = balanceRows(stats, scales, 127, 0.5, 15, fine);
    // About half the rows (those below the median's rounding variance), never a fine row, each at
    // 15 … 126 levels: its integers within them and its step (the file's scale) max / levels.
    expect(coarse.size).toBeGreaterThan(0.3 * net.inputs);
    expect(coarse.size).toBeLessThanOrEqual(0.5 * net.inputs);
    expect(fine.some((i) => coarse.has(i))).toBe(false);
    expect(Array.from(balanced.fineRows)).toEqual(fine);
    for (const [i, levels] of coarse) {
      expect(levels).toBeGreaterThanOrEqual(15);
      expect(levels).toBeLessThan(127);
      const row = Array.from(balanced.w1.subarray(i * net.hidden, (i + 1) * net.hidden), Math.abs);
      expect(Math.max(...row)).toBeLessThanOrEqual(levels);
      expect(balanced.scales[i]).toBeCloseTo((scales[i] * 127) / levels, 3);
    }
    // The file is read back as written (no new format), and is smaller; the outputs barely move.
    expect(readQuantizedNet(writeQuantizedNet(balanced))).toEqual(balanced);
    const size = (q: typeof plain) => gzipSync(writeQuantizedNet(q), { level: 9 }).length;
    // At least a third of a bit a coarse weight (the random weights here are uniform; the short-v2
    // net's, peaked, saved 1.2 KB gzipped at balance 0.5).
    expect(size(balanced)).toBeLessThan(size(plain) - (coarse.size * net.hidden) / 24);
    const [withCoarse, without] = [balanced, plain].map((n) => agreement(quantizedToNet(n), held));
    expect(withCoarse.mean).toBeLessThan(1.25 * without.mean);
    expect(withCoarse.largest).toBeLessThan(2 * without.largest);
  });

  it('the focused distillation pulls the largest differences in', () => {
    const fitted = { ...options, epochs: 3, rate: 0.01 };
    const plain = quantizeNet(net, 'short', 'short-v1', train, held, fitted);
    const focused = quantizeNet(net, 'short', 'short-v1', train, held, {
      ...fitted,
      focus: 0.001,
      random: seededRandom(1),
    });
    // On the positions fitted and on the held-out ones, the largest difference is smaller.
    for (const samples of [train, held]) {
      const [f, p] = [focused, plain].map((n) => agreement(quantizedToNet(n), samples));
      expect(f.largest).toBeLessThan(p.largest);
    }
  });
});
