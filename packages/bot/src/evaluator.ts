import { BoardRows, type EncodingName, encodeRows } from './encoding.ts';
import { InferenceNet } from './inferenceNet.ts';
import type { NetWeights } from './net.ts';
import { LOSE_KOKS, LOSE_MARS, type Probabilities, WIN, WIN_KOKS, WIN_MARS } from './outputs.ts';
import { SimdInferenceNet } from './simdInferenceNet.ts';

/**
 * The evaluator seam: a position (cells seen from the side to move, game not over) → the five
 * probabilities of `outputs.ts` for the side to move. Search, levels, cube and board choice only see
 * this interface, so a better net, a bear-off database or a rollout can be swapped in.
 */
export interface Evaluator {
  readonly name: string;
  evaluate(cells: ArrayLike<number>, out: Probabilities): void;
}

/** How a `NeuralEvaluator` computes the net: WebAssembly SIMD, or plain JS (`InferenceNet`). */
export const NET_ENGINES = ['wasm-simd', 'js'] as const;
export type NetEngine = (typeof NET_ENGINES)[number];

export interface NeuralEvaluatorOptions {
  /** `js` forces the plain JS path (tests, benchmarks); by default WebAssembly SIMD where available. */
  readonly engine?: NetEngine;
}

/**
 * A trained net behind the evaluator seam (a float32 copy taken at construction: later changes to `net`
 * are not seen); outputs are made consistent (koks ≤ mars ≤ win). Runs the net in WebAssembly SIMD
 * where the platform allows it (Node, browsers and their workers), else in plain JS; both give the
 * float64 `Net`'s probabilities to about 1e-6.
 */
export class NeuralEvaluator implements Evaluator {
  readonly name: string;
  /** The engine actually in use. */
  readonly engine: NetEngine;
  readonly #x: BoardRows;
  readonly #fast: InferenceNet | SimdInferenceNet;

  constructor(
    readonly net: NetWeights,
    readonly encoding: EncodingName,
    name = `net-${encoding}-${net.hidden}`,
    options: NeuralEvaluatorOptions = {},
  ) {
    this.name = name;
    const simd = options.engine === 'js' ? null : SimdInferenceNet.create(net, encoding);
    this.#fast = simd ?? new InferenceNet(net, encoding);
    this.engine = simd ? 'wasm-simd' : 'js';
    this.#x = simd ? simd.input : new BoardRows();
  }

  evaluate(cells: ArrayLike<number>, out: Probabilities): void {
    encodeRows(this.encoding, cells, this.#x);
    this.#fast.forward(this.#x, out);
    consistent(out);
  }
}

/** Clamps a probability vector so that koks ≤ mars ≤ win and likewise for losses. */
export function consistent(p: Probabilities): void {
  const win = p[WIN];
  if (p[WIN_MARS] > win) p[WIN_MARS] = win;
  if (p[WIN_KOKS] > p[WIN_MARS]) p[WIN_KOKS] = p[WIN_MARS];
  const lose = 1 - win;
  if (p[LOSE_MARS] > lose) p[LOSE_MARS] = lose;
  if (p[LOSE_KOKS] > p[LOSE_MARS]) p[LOSE_KOKS] = p[LOSE_MARS];
}
