import { type EncodingName, encode, SparseInputs } from '@nardy/bot/src/encoding.ts';
import type { Net } from '@nardy/bot/src/net.ts';
import { FINE_STEPS, type QuantizedNet, quantizedToNet, roundToHalf } from '@nardy/bot/src/quantizedWeights.ts';
import type { Random } from '@nardy/rules';

/**
 * Turning a trained float net into the small `QuantizedNet` a page downloads: the first layer as
 * integers of at most `levels` in magnitude with one scale per input row (fewer levels where rounding
 * matters least: `balance`; and, for the few rows whose rounding matters most, a residual byte:
 * `fineRows`), the rest as float16.
 * Two steps, both fitted to positions the net meets in play:
 *
 * 1. Rounding with error feedback (the GPTQ idea, written for this net): each hidden unit's weights
 *    are rounded one input at a time, and the rounding error is pushed onto the inputs not yet
 *    rounded, in proportion to how the inputs occur together. The statistics are weighted by how much
 *    each position's outputs move with that hidden unit, so the rounding cares about outputs, not sums.
 * 2. Distillation with the rounding in the loop: the integer net is trained to give the float net's
 *    probabilities (cross-entropy, plain SGD); gradients pass the rounding unchanged and update float
 *    "shadow" weights whose rounded values are used. The epoch with the smallest largest error on
 *    held-out positions is kept.
 */
export interface QuantizeOptions {
  /** Largest integer magnitude of a first-layer weight (127 = full int8). */
  readonly levels: number;
  /** Distillation epochs over the training positions (0 = rounding only). */
  readonly epochs: number;
  /** SGD step at the first epoch, falling linearly to a tenth of it. */
  readonly rate: number;
  /** Damping of the rounding statistics, as a fraction of their mean diagonal. */
  readonly damping: number;
  /**
   * Input rows kept to 1/FINE_STEPS of their step (a second byte a weight; default 0): those whose
   * rounding moves the outputs most, by the rounding statistics.
   */
  readonly fineRows?: number;
  /**
   * How finely a fine row is kept: in 1/`fineSteps` of its step (a divisor of FINE_STEPS; default
   * FINE_STEPS). The file stores every residual in 1/FINE_STEPS, so a coarser choice leaves the format
   * as it is and only uses fewer of the residual's values, which gzip then stores in fewer bits (4
   * steps: about 2 bits a weight instead of 8).
   */
  readonly fineSteps?: number;
  /**
   * Coarser rows where rounding matters least (default 0: every row at `levels`). Each row's rounding
   * adds output variance in proportion to its statistics' diagonal × its step²; the rows below this
   * quantile of that variance get steps that raise theirs to the quantile's, so every such row costs
   * the outputs as much as the quantile's row and fewer bits (reverse water-filling).
   */
  readonly balance?: number;
  /** The fewest levels a coarsened row keeps (default `DEFAULT_QUANTIZE.minLevels`, 31). */
  readonly minLevels?: number;
  /**
   * Distillation that minds the largest differences (default 0: plain cross-entropy): an output's
   * difference e from the float net is weighted by 1 + (e / focus)², so the few positions that set the
   * file's largest difference (closed-out opponents' gammon chances, say) pull harder than the many
   * that are already close.
   */
  readonly focus?: number;
  readonly random: Random;
  /** Progress lines (epoch, errors). */
  readonly log?: (line: string) => void;
}

export const DEFAULT_QUANTIZE = {
  levels: 127,
  epochs: 4,
  rate: 0.002,
  damping: 0.01,
  minLevels: 31,
} satisfies Omit<QuantizeOptions, 'random'>;

/** Positions as the net's sparse inputs plus the float net's outputs on them. */
export class Samples {
  readonly start: Int32Array;
  readonly index: Int32Array;
  readonly value: Float32Array;
  readonly target: Float64Array;
  readonly count: number;

  constructor(net: Net, encoding: EncodingName, positions: readonly ArrayLike<number>[]) {
    const x = new SparseInputs();
    const starts: number[] = [0];
    const index: number[] = [];
    const value: number[] = [];
    const k = net.outputs;
    this.target = new Float64Array(positions.length * k);
    const out = new Float64Array(k);
    positions.forEach((cells, p) => {
      encode(encoding, cells, x);
      for (let a = 0; a < x.count; a++) {
        index.push(x.index[a]);
        value.push(x.value[a]);
      }
      starts.push(index.length);
      net.forward(x, out);
      this.target.set(out, p * k);
    });
    this.start = Int32Array.from(starts);
    this.index = Int32Array.from(index);
    this.value = Float32Array.from(value);
    this.count = positions.length;
  }
}

function sigmoid(x: number): number {
  if (x < -40) return 0;
  if (x > 40) return 1;
  return 1 / (1 + Math.exp(-x));
}

/** Lower Cholesky factor L of a symmetric positive definite n×n matrix (A = L Lᵀ), row-major. */
export function cholesky(a: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j];
      for (let k = 0; k < j; k++) s -= l[i * n + k] * l[j * n + k];
      l[i * n + j] = i === j ? Math.sqrt(Math.max(s, 1e-300)) : s / l[j * n + j];
    }
  }
  return l;
}

/** The inverse of a symmetric positive definite matrix, through its Cholesky factor. */
export function inverseSpd(a: Float64Array, n: number): Float64Array {
  const l = cholesky(a, n);
  const li = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    li[i * n + i] = 1 / l[i * n + i];
    for (let j = 0; j < i; j++) {
      let s = 0;
      for (let k = j; k < i; k++) s -= l[i * n + k] * li[k * n + j];
      li[i * n + j] = s / l[i * n + i];
    }
  }
  const inv = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = 0;
      for (let k = i; k < n; k++) s += li[k * n + i] * li[k * n + j];
      inv[i * n + j] = s;
      inv[j * n + i] = s;
    }
  }
  return inv;
}

/** Per input row: the largest |weight| divided by `levels` (the step of that row's integers). */
export function rowScales(net: Net, levels: number): Float64Array {
  const H = net.hidden;
  const scales = new Float64Array(net.inputs);
  for (let i = 0; i < net.inputs; i++) {
    let max = 0;
    for (let j = 0; j < H; j++) max = Math.max(max, Math.abs(net.w1[i * H + j]));
    scales[i] = max > 0 ? max / levels : 1;
  }
  return scales;
}

/**
 * The rounding statistics of step 1: for each hidden unit j, Σ g² x xᵀ over the samples (d × d), with
 * g = Σ_k ∂output_k/∂(unit j's sum) at the float net — how much the outputs move with each pair of
 * inputs through that unit.
 */
export function roundingStats(net: Net, samples: Samples): Float64Array[] {
  const d = net.inputs;
  const H = net.hidden;
  const K = net.outputs;
  const stats = Array.from({ length: H }, () => new Float64Array(d * d));
  const x = new SparseInputs();
  const out = new Float64Array(K);
  for (let p = 0; p < samples.count; p++) {
    x.count = 0;
    for (let a = samples.start[p]; a < samples.start[p + 1]; a++) x.push(samples.index[a], samples.value[a]);
    net.forward(x, out);
    for (let j = 0; j < H; j++) {
      const hj = net.h[j];
      let g = 0;
      for (let k = 0; k < K; k++) {
        const gk = out[k] * (1 - out[k]) * net.w2[k * H + j] * hj * (1 - hj);
        g += gk * gk;
      }
      const m = stats[j];
      for (let a = 0; a < x.count; a++) {
        const row = x.index[a] * d;
        const va = x.value[a] * g;
        for (let b = 0; b < x.count; b++) m[row + x.index[b]] += va * x.value[b];
      }
    }
  }
  return stats;
}

/**
 * The `count` input rows whose 8-bit rounding moves the outputs most: by Σ_j stats_j[i][i] × scale_i²
 * (the output variance a rounding error of uniform spread adds through row i), largest first, then
 * returned in increasing order.
 */
export function sensitiveRows(stats: readonly Float64Array[], scales: Float64Array, count: number): number[] {
  const weight = roundingVariance(stats, scales);
  return Array.from(weight.keys())
    .sort((a, b) => weight[b] - weight[a])
    .slice(0, count)
    .sort((a, b) => a - b);
}

/** Each row's output variance from rounding at `scales` (the statistics' diagonal × step²). */
function roundingVariance(stats: readonly Float64Array[], scales: Float64Array): number[] {
  const d = scales.length;
  return Array.from({ length: d }, (_, i) => stats.reduce((sum, m) => sum + m[i * d + i], 0) * scales[i] ** 2);
}

/**
 * The rows to round more coarsely (`balance` in `QuantizeOptions`), each with its levels: the rows
 * whose rounding variance at `levels` is below the `quantile`'s get levels × √(own / quantile's), at
 * least `minLevels`. Fine rows are never coarsened.
 */
export function balanceRows(
  stats: readonly Float64Array[],
  scales: Float64Array,
  levels: number,
  quantile: number,
  minLevels: number,
  fine: readonly number[],
): Map<number, number> {
  const coarse = new Map<number, number>();
  if (quantile <= 0) return coarse;
  const variance = roundingVariance(stats, scales);
  const sorted = [...variance].sort((a, b) => a - b);
  const target = sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];
  variance.forEach((v, i) => {
    if (v >= target || fine.includes(i)) return;
    const rowLevels = Math.max(minLevels, Math.floor(levels * Math.sqrt(v / target)));
    if (rowLevels < levels) coarse.set(i, rowLevels);
  });
  return coarse;
}

/**
 * Step 1: error-feedback rounding of the first layer to multiples of each row's `step`, at most
 * `limit` steps from 0: rounding errors are moved to where they change the outputs least (by `stats`).
 * The integers, in steps, input-major.
 */
export function roundWithFeedback(
  net: Net,
  stats: readonly Float64Array[],
  step: Float64Array,
  limit: Float64Array,
  damping: number,
): Int32Array {
  const d = net.inputs;
  const H = net.hidden;
  const q = new Int32Array(d * H);
  const column = new Float64Array(d);
  for (let j = 0; j < H; j++) {
    const m = stats[j];
    let mean = 0;
    for (let i = 0; i < d; i++) mean += m[i * d + i];
    mean /= d;
    for (let i = 0; i < d; i++) m[i * d + i] += damping * mean + 1e-12;
    // Cholesky factor of the inverse: its column i spreads input i's rounding error over inputs > i.
    const f = cholesky(inverseSpd(m, d), d);
    for (let i = 0; i < d; i++) column[i] = net.w1[i * H + j];
    for (let i = 0; i < d; i++) {
      const v = Math.max(-limit[i], Math.min(limit[i], Math.round(column[i] / step[i])));
      q[i * H + j] = v;
      const e = (column[i] - v * step[i]) / f[i * d + i];
      for (let k = i + 1; k < d; k++) column[k] -= e * f[k * d + i];
    }
  }
  return q;
}

/** Per sample, the largest output difference between `net` and the target. */
export function sampleErrors(net: Net, samples: Samples): Float64Array {
  const x = new SparseInputs();
  const out = new Float64Array(net.outputs);
  const errors = new Float64Array(samples.count);
  for (let p = 0; p < samples.count; p++) {
    x.count = 0;
    for (let a = samples.start[p]; a < samples.start[p + 1]; a++) x.push(samples.index[a], samples.value[a]);
    net.forward(x, out);
    let e = 0;
    for (let k = 0; k < net.outputs; k++) e = Math.max(e, Math.abs(out[k] - samples.target[p * net.outputs + k]));
    errors[p] = e;
  }
  return errors;
}

/** Largest and mean (over samples) of the largest output difference between `net` and the targets. */
export function agreement(net: Net, samples: Samples): { largest: number; mean: number } {
  const errors = sampleErrors(net, samples);
  let largest = 0;
  let sum = 0;
  for (const e of errors) {
    largest = Math.max(largest, e);
    sum += e;
  }
  return { largest, mean: sum / samples.count };
}

/** Quantizes `net` (see the module comment); `train` fits, `held` picks the epoch. */
export function quantizeNet(
  net: Net,
  family: QuantizedNet['family'],
  encoding: EncodingName,
  train: Samples,
  held: Samples,
  options: QuantizeOptions,
): QuantizedNet {
  const { levels } = options;
  if (!(Number.isInteger(levels) && levels >= 1 && levels <= 127)) throw new Error('levels must be 1..127');
  const fineSteps = options.fineSteps ?? FINE_STEPS;
  if (!(Number.isInteger(fineSteps) && fineSteps >= 2 && FINE_STEPS % fineSteps === 0)) {
    throw new Error(`fineSteps must divide ${FINE_STEPS}`);
  }
  const d = net.inputs;
  const H = net.hidden;
  const K = net.outputs;
  const scales = rowScales(net, levels);
  const stats = roundingStats(net, train);
  const fine = sensitiveRows(stats, scales, options.fineRows ?? 0);
  const minLevels = options.minLevels ?? DEFAULT_QUANTIZE.minLevels;
  const coarse = balanceRows(stats, scales, levels, options.balance ?? 0, minLevels, fine);
  options.log?.(`coarser rows: ${coarse.size}`);
  // Each row's step and largest integer: a fine row counts in 1/fineSteps of its scale.
  const step = Float64Array.from(scales);
  const limit = new Float64Array(d).fill(levels);
  for (const [i, rowLevels] of coarse) {
    step[i] = (scales[i] * levels) / rowLevels;
    scales[i] = step[i];
    limit[i] = rowLevels;
  }
  for (const i of fine) {
    step[i] /= fineSteps;
    limit[i] *= fineSteps;
  }
  options.log?.(`fine rows: ${fine.length ? fine.join(', ') : 'none'}`);
  const q = roundWithFeedback(net, stats, step, limit, options.damping);
  const b1 = Float64Array.from(net.b1);
  const w2 = Float64Array.from(net.w2);
  const b2 = Float64Array.from(net.b2);
  const make = (): QuantizedNet => {
    // Fine rows' integers do not fit 8 bits; they are split into whole steps and residuals below.
    const w1 = Int8Array.from(q);
    const residuals = new Int8Array(fine.length * H);
    fine.forEach((i, k) => {
      for (let j = 0; j < H; j++) {
        // The integer part rounds half up, so the residual is −128 … 127 in 1/FINE_STEPS.
        const v = q[i * H + j];
        const whole = Math.floor((v + fineSteps / 2) / fineSteps);
        w1[i * H + j] = whole;
        residuals[k * H + j] = (v - whole * fineSteps) * (FINE_STEPS / fineSteps);
      }
    });
    return {
      family,
      encoding,
      inputs: d,
      hidden: H,
      outputs: K,
      scales: Float32Array.from(scales),
      w1,
      b1: Float32Array.from(b1, roundToHalf),
      w2: Float32Array.from(w2, roundToHalf),
      b2: Float32Array.from(b2, roundToHalf),
      fineRows: Uint16Array.from(fine),
      residuals,
    };
  };
  let best = make();
  let bestError = agreement(quantizedToNet(best), held).largest;
  options.log?.(`rounded: largest ${bestError.toExponential(2)}`);
  // Shadow weights in units of each row's step; the integers used are their rounded values.
  const shadow = new Float64Array(d * H);
  for (let i = 0; i < d * H; i++) shadow[i] = q[i];
  const w = new Float64Array(d * H);
  for (let i = 0; i < d; i++) for (let j = 0; j < H; j++) w[i * H + j] = q[i * H + j] * step[i];
  const h = new Float64Array(H);
  const y = new Float64Array(K);
  const dh = new Float64Array(H);
  const focus = options.focus ?? 0;
  // One SGD step of the distillation on training position p.
  const learn = (p: number, rate: number) => {
    const start = train.start[p];
    const end = train.start[p + 1];
    for (let j = 0; j < H; j++) {
      let s = b1[j];
      for (let a = start; a < end; a++) s += train.value[a] * w[train.index[a] * H + j];
      h[j] = sigmoid(s);
    }
    dh.fill(0);
    for (let k = 0; k < K; k++) {
      let s = b2[k];
      for (let j = 0; j < H; j++) s += w2[k * H + j] * h[j];
      y[k] = sigmoid(s);
      const diff = train.target[p * K + k] - y[k];
      const e = focus > 0 ? diff * (1 + (diff / focus) ** 2) : diff;
      const step = rate * e;
      for (let j = 0; j < H; j++) {
        dh[j] += e * w2[k * H + j];
        w2[k * H + j] += step * h[j];
      }
      b2[k] += step;
    }
    for (let j = 0; j < H; j++) {
      dh[j] *= rate * h[j] * (1 - h[j]);
      b1[j] += dh[j];
    }
    for (let a = start; a < end; a++) {
      const i = train.index[a];
      const v = train.value[a] / step[i];
      const most = limit[i];
      for (let j = 0; j < H; j++) {
        const o = i * H + j;
        let s = shadow[o] + v * dh[j];
        if (s > most) s = most;
        else if (s < -most) s = -most;
        shadow[o] = s;
        const r = Math.round(s);
        q[o] = r;
        w[o] = r * step[i];
      }
    }
  };
  const shuffle = (order: Int32Array) => {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(options.random() * (i + 1));
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
  };
  const keepIfBetter = (label: string) => {
    const candidate = make();
    const error = agreement(quantizedToNet(candidate), held).largest;
    options.log?.(`${label}: largest ${error.toExponential(2)}`);
    if (error < bestError) {
      best = candidate;
      bestError = error;
    }
  };
  const order = Int32Array.from({ length: train.count }, (_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.rate * (1 - (0.9 * epoch) / Math.max(options.epochs - 1, 1));
    shuffle(order);
    for (const p of order) learn(p, rate);
    keepIfBetter(`epoch ${epoch + 1}: rate ${rate.toFixed(5)}`);
  }
  // The file keeps the row scales in float16 (`nardy-qnet/2`). They are rounded after the epoch is
  // chosen, so the same flags give the file that float32 scales gave, with its scales rounded (a
  // change of at most 0.05 % of a weight; the benchmarks measure the rounded file).
  return { ...best, scales: Float32Array.from(best.scales, roundToHalf) };
}
