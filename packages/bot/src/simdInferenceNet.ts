import {
  BOARD_ROWS,
  BoardRows,
  FEATURE_COUNT as ENCODING_FEATURES,
  type EncodingName,
  FEATURE_BASE,
  MAX_FEATURES,
} from './encoding.ts';
import { checkInputCount, fastSigmoid, pointTable } from './inferenceNet.ts';
import type { NetWeights } from './net.ts';
import { SIMD_FORWARD_WASM } from './simdForwardWasm.ts';
import { SIMD_HEADER, SIMD_OUTPUTS, simdLayout } from './simdLayout.ts';

/** The part of the WebAssembly JS API used here (declared locally: the package builds without DOM types). */
interface WasmApi {
  validate(bytes: Uint8Array<ArrayBuffer>): boolean;
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports?: object) => { readonly exports: Record<string, unknown> };
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** Largest hidden width accepted (the weights file allows up to 1024). */
const MAX_HIDDEN = 1024;
const PAGE = 65536;

function wasmApi(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
}

/** The compiled module (undefined until first asked for), or null where WebAssembly SIMD is missing or not allowed. */
let compiled: object | null | undefined;

function forwardModule(api: WasmApi): object | null {
  if (compiled === undefined) {
    compiled = null;
    const bytes = Uint8Array.from(atob(SIMD_FORWARD_WASM), (ch) => ch.charCodeAt(0));
    try {
      if (api.validate(bytes)) compiled = new api.Module(bytes);
    } catch {
      // A content security policy without 'wasm-unsafe-eval', or an engine without SIMD: use JS.
    }
  }
  return compiled;
}

/** The module's exported forward pass: the hidden and output sums of the inputs written in place. */
type Forward = (pointCount: number, featureCount: number, rowBytes: number) => void;

/**
 * The first layer, the hidden sigmoid and the second layer's sums of a `Net` in WebAssembly SIMD
 * (float32, four hidden units per instruction), on the same precombined point rows as `InferenceNet`;
 * the output bias and sigmoid are taken in float64 in JS. Outputs equal `Net.forward`'s to about 1e-6.
 * `create` returns null where WebAssembly SIMD is not available, and callers fall back to `InferenceNet`.
 */
export class SimdInferenceNet {
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  readonly #run: Forward;
  readonly #rowBytes: number;
  /** Inputs written here are read by the module in place (no copy). */
  readonly input: BoardRows;
  readonly #sums: Float32Array;
  readonly #b2: Float64Array;

  private constructor(net: NetWeights, encoding: EncodingName, module: object, api: WasmApi) {
    this.inputs = net.inputs;
    this.hidden = net.hidden;
    this.outputs = net.outputs;
    const layout = simdLayout(net.hidden);
    this.#rowBytes = layout.rowBytes;
    const { exports } = new api.Instance(module, {});
    this.#run = exports.forward as Forward;
    const memory = exports.memory as WasmMemory;
    memory.grow(Math.max(0, Math.ceil(layout.bytes / PAGE) - memory.buffer.byteLength / PAGE));
    const buffer = memory.buffer;
    // The parameters, as float32 at their byte addresses (rows padded to the block width with zeros).
    const put = (values: ArrayLike<number>, byteAddress: number) =>
      new Float32Array(buffer).set(values, byteAddress / 4);
    const H = net.hidden;
    put(net.b1, layout.b1);
    for (let k = 0; k < net.outputs; k++) put(net.w2.subarray(k * H, (k + 1) * H), layout.w2 + k * layout.rowBytes);
    for (let f = 0; f < ENCODING_FEATURES[encoding]; f++) {
      const input = (FEATURE_BASE + f) * H;
      put(net.w1.subarray(input, input + H), layout.featureTable + f * layout.rowBytes);
    }
    put(pointTable(net, encoding, layout.width), layout.pointTable);
    this.input = new BoardRows(
      new Int32Array(buffer, SIMD_HEADER.points, BOARD_ROWS),
      new Int32Array(buffer, SIMD_HEADER.featureIndex, MAX_FEATURES),
      new Float32Array(buffer, SIMD_HEADER.featureValues, MAX_FEATURES),
    );
    this.#sums = new Float32Array(buffer, SIMD_HEADER.sums, net.outputs);
    this.#b2 = Float64Array.from(net.b2);
  }

  /** A SIMD copy of `net`, or null where WebAssembly SIMD cannot be used here. */
  static create(net: NetWeights, encoding: EncodingName): SimdInferenceNet | null {
    checkInputCount(net, encoding);
    if (net.hidden > MAX_HIDDEN || net.outputs !== SIMD_OUTPUTS) return null;
    const api = wasmApi();
    const module = api ? forwardModule(api) : null;
    return api && module ? new SimdInferenceNet(net, encoding, module, api) : null;
  }

  /** Evaluates the net on `x` and writes the outputs (probabilities) to `out`; fastest with `x = input`. */
  forward(x: BoardRows, out: Float64Array | Float32Array): void {
    if (x !== this.input) {
      this.input.points.set(x.points.subarray(0, x.pointCount));
      this.input.featureIndex.set(x.featureIndex.subarray(0, x.featureCount));
      this.input.featureValue.set(x.featureValue.subarray(0, x.featureCount));
    }
    this.#run(x.pointCount, x.featureCount, this.#rowBytes);
    const sums = this.#sums;
    for (let k = 0; k < this.outputs; k++) out[k] = fastSigmoid(this.#b2[k] + sums[k]);
  }
}
