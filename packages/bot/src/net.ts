import type { Random } from '@nardy/rules';
import type { SparseInputs } from './encoding.ts';

/** The parameters of a one-hidden-layer net, as the play-time evaluators read them (a `Net` is one). */
export interface NetWeights {
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  /** First layer, input-major. */
  readonly w1: Float64Array | Float32Array;
  readonly b1: Float64Array | Float32Array;
  /** Second layer, output-major. */
  readonly w2: Float64Array | Float32Array;
  readonly b2: Float64Array | Float32Array;
}

/**
 * A one-hidden-layer perceptron with sigmoid units, evaluated on sparse inputs (a board has ~40 of
 * ~200 inputs set, so the first layer costs active inputs × hidden, not inputs × hidden).
 * Weights live in Float64Arrays while training and are stored as float32 (see `weightsFile.ts`).
 */
export class Net {
  /** First layer, input-major: the weights of input i are `w1[i * hidden .. (i + 1) * hidden)`. */
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  /** Second layer, output-major: output k's weights are `w2[k * hidden .. (k + 1) * hidden)`. */
  readonly w2: Float64Array;
  readonly b2: Float64Array;
  /** Hidden activations of the last `forward`. */
  readonly h: Float64Array;
  readonly #y: Float64Array;
  readonly #dh: Float64Array;
  readonly #signal: Float64Array;

  constructor(
    readonly inputs: number,
    readonly hidden: number,
    readonly outputs: number,
  ) {
    this.w1 = new Float64Array(inputs * hidden);
    this.b1 = new Float64Array(hidden);
    this.w2 = new Float64Array(outputs * hidden);
    this.b2 = new Float64Array(outputs);
    this.h = new Float64Array(hidden);
    this.#y = new Float64Array(outputs);
    this.#dh = new Float64Array(hidden);
    this.#signal = new Float64Array(outputs);
  }

  /** Small random weights from a seeded generator (reproducible training). */
  static random(inputs: number, hidden: number, outputs: number, random: Random): Net {
    const net = new Net(inputs, hidden, outputs);
    const r1 = 1 / Math.sqrt(24);
    for (let i = 0; i < net.w1.length; i++) net.w1[i] = (random() * 2 - 1) * r1;
    const r2 = 1 / Math.sqrt(hidden);
    for (let i = 0; i < net.w2.length; i++) net.w2[i] = (random() * 2 - 1) * r2;
    return net;
  }

  /** Number of parameters (the length of `parameters()`). */
  get size(): number {
    return this.w1.length + this.b1.length + this.w2.length + this.b2.length;
  }

  /** All parameters in file order: w1, b1, w2, b2. */
  parameters(): Float64Array {
    const all = new Float64Array(this.size);
    let o = 0;
    for (const part of [this.w1, this.b1, this.w2, this.b2]) {
      all.set(part, o);
      o += part.length;
    }
    return all;
  }

  /** Replaces all parameters (file order), e.g. from a weights file. */
  setParameters(all: ArrayLike<number>): void {
    if (all.length !== this.size) throw new Error(`expected ${this.size} parameters, got ${all.length}`);
    let o = 0;
    for (const part of [this.w1, this.b1, this.w2, this.b2]) {
      for (let i = 0; i < part.length; i++) part[i] = all[o + i];
      o += part.length;
    }
  }

  /**
   * Evaluates the net on `x` and writes the outputs (probabilities) to `out`. The first layer is summed
   * eight hidden units at a time in locals (V8 keeps them in registers), each unit in the same order
   * as a plain loop (bias, then the inputs in order), so the results are the same to the last bit.
   */
  forward(x: SparseInputs, out: Float64Array | Float32Array): void {
    const H = this.hidden;
    const h = this.h;
    const w1 = this.w1;
    const b1 = this.b1;
    const n = x.count;
    const idx = x.index;
    const val = x.value;
    let j = 0;
    for (; j + 8 <= H; j += 8) {
      let a0 = b1[j];
      let a1 = b1[j + 1];
      let a2 = b1[j + 2];
      let a3 = b1[j + 3];
      let a4 = b1[j + 4];
      let a5 = b1[j + 5];
      let a6 = b1[j + 6];
      let a7 = b1[j + 7];
      for (let a = 0; a < n; a++) {
        const v = val[a];
        const o = idx[a] * H + j;
        a0 += v * w1[o];
        a1 += v * w1[o + 1];
        a2 += v * w1[o + 2];
        a3 += v * w1[o + 3];
        a4 += v * w1[o + 4];
        a5 += v * w1[o + 5];
        a6 += v * w1[o + 6];
        a7 += v * w1[o + 7];
      }
      h[j] = a0;
      h[j + 1] = a1;
      h[j + 2] = a2;
      h[j + 3] = a3;
      h[j + 4] = a4;
      h[j + 5] = a5;
      h[j + 6] = a6;
      h[j + 7] = a7;
    }
    for (; j < H; j++) {
      let s = b1[j];
      for (let a = 0; a < n; a++) s += val[a] * w1[idx[a] * H + j];
      h[j] = s;
    }
    for (let i = 0; i < H; i++) h[i] = sigmoid(h[i]);
    const w2 = this.w2;
    for (let k = 0; k < this.outputs; k++) {
      let s = this.b2[k];
      const base = k * H;
      for (let i = 0; i < H; i++) s += w2[base + i] * h[i];
      out[k] = sigmoid(s);
    }
  }

  /**
   * One gradient step of the cross-entropy between the outputs on `x` and `target` (the TD target):
   * for sigmoid outputs the error signal is simply target − output.
   */
  learn(x: SparseInputs, target: ArrayLike<number>, rate: number): void {
    const y = this.#y;
    this.forward(x, y);
    const signal = this.#signal;
    for (let k = 0; k < this.outputs; k++) signal[k] = target[k] - y[k];
    this.descend(x, signal, rate);
  }

  /**
   * One gradient step from an error signal at the outputs' sums (before their sigmoid): `signal[k]`
   * is minus the loss's derivative by output k's sum, so a loss other than `learn`'s cross-entropy
   * (e.g. `RankTrainer`'s) can train the net. `x` must be the inputs of the last `forward`, whose
   * hidden activations (`h`) the step reads.
   */
  descend(x: SparseInputs, signal: ArrayLike<number>, rate: number): void {
    const H = this.hidden;
    const h = this.h;
    const dh = this.#dh;
    dh.fill(0);
    const w2 = this.w2;
    for (let k = 0; k < this.outputs; k++) {
      const e = signal[k];
      if (e === 0) continue;
      const base = k * H;
      const step = rate * e;
      for (let j = 0; j < H; j++) {
        dh[j] += e * w2[base + j];
        w2[base + j] += step * h[j];
      }
      this.b2[k] += step;
    }
    for (let j = 0; j < H; j++) dh[j] *= rate * h[j] * (1 - h[j]);
    const w1 = this.w1;
    const n = x.count;
    for (let a = 0; a < n; a++) {
      const v = x.value[a];
      const base = x.index[a] * H;
      for (let j = 0; j < H; j++) w1[base + j] += v * dh[j];
    }
    for (let j = 0; j < H; j++) this.b1[j] += dh[j];
  }
}

function sigmoid(x: number): number {
  if (x < -40) return 0;
  if (x > 40) return 1;
  return 1 / (1 + Math.exp(-x));
}
