import {
  BOARD_ROWS,
  BoardRows,
  FEATURE_COUNT as ENCODING_FEATURES,
  type EncodingName,
  FEATURE_BASE,
  INPUT_COUNT,
  MAX_FEATURES,
  POINT_ROWS,
} from './encoding.ts';
import { fastSigmoid, pointTable } from './inferenceNet.ts';
import type { NetWeights } from './net.ts';
import { assembleModule, Code, I32, V128, type ValueType } from './wasmAssembler.ts';

/** The part of the WebAssembly JS API used here (declared locally: the package builds without DOM types). */
interface WasmApi {
  validate(bytes: Uint8Array<ArrayBuffer>): boolean;
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports?: object) => { readonly exports: Record<string, unknown> };
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** Hidden units per pass of the first layer: four 4-lane vectors kept in locals. */
const BLOCK = 16;
/** Largest hidden width accepted (the weights file allows up to 1024). */
const MAX_HIDDEN = 1024;
/** Outputs (the weights file's five probabilities; the code is unrolled per output). */
const MAX_OUTPUTS = 8;

/** Byte layout of the module's memory for a net of `hidden` units (padded to `BLOCK`) and `outputs`. */
function layoutOf(hidden: number, outputs: number) {
  const width = Math.ceil(hidden / BLOCK) * BLOCK;
  const rowBytes = width * 4;
  // The input, as `BoardRows` views: point rows, feature indices, feature values.
  const points = 0; // i32[BOARD_ROWS]
  const featureIndex = points + BOARD_ROWS * 4; // i32[MAX_FEATURES]
  const featureValues = featureIndex + MAX_FEATURES * 4; // f32[MAX_FEATURES]
  const sums = featureValues + MAX_FEATURES * 4; // f32[MAX_OUTPUTS]: second-layer sums without bias
  const activations = sums + MAX_OUTPUTS * 4; // f32[width]: hidden activations
  const b1 = activations + rowBytes;
  const w2 = b1 + rowBytes; // outputs rows of width, output-major
  const featureTable = w2 + outputs * rowBytes; // MAX_FEATURES rows (those past the encoding's stay 0)
  const pointTable = featureTable + MAX_FEATURES * rowBytes; // POINT_ROWS rows
  const bytes = pointTable + POINT_ROWS * rowBytes;
  return {
    width,
    rowBytes,
    points,
    featureIndex,
    featureValues,
    sums,
    activations,
    b1,
    w2,
    featureTable,
    pointTable,
    bytes,
  };
}
type Layout = ReturnType<typeof layoutOf>;

// Locals of the forward function.
const POINT_COUNT = 0;
const FEATURE_COUNT = 1;
const J = 2;
const R = 3;
const ROW = 4;
const POINT_END = 5;
const FEATURE_END = 6;
const ACC = 7; // ACC .. ACC + 3: the four vectors of the current block
const VALUE = 11;
const Y = 12;
const N = 13;
const F = 14;
const SUM = 15; // SUM .. SUM + outputs - 1: second-layer accumulators
/** Locals after the two parameters: J .. FEATURE_END, then ACC .. SUM + MAX_OUTPUTS − 1. */
const LOCALS: readonly ValueType[] = [I32, I32, I32, I32, I32, ...Array<ValueType>(4 + 4 + MAX_OUTPUTS).fill(V128)];

/** 2^f ≈ Σ c_k f^k on |f| ≤ 1/2 (Taylor coefficients (ln 2)^k / k!, error below float32 rounding). */
const EXP2_COEFFICIENTS = [1, 2, 3, 4, 5, 6].map((k) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c *= Math.LN2 / i;
  return c;
});

/**
 * Appends the logistic function of the vector on the stack, lane by lane, in float32:
 * e^(−x) = 2^n · 2^f with n = round(−x·log2 e), the polynomial for 2^f and n added to the exponent.
 * x is clamped to ±40 first (the reference is 0 or 1 beyond, within 5e-18).
 */
function sigmoid4(c: Code): void {
  c.f32x4Const(-40).f32x4Max().f32x4Const(40).f32x4Min().f32x4Const(-Math.LOG2E).f32x4Mul().set(Y);
  c.get(Y).f32x4Nearest().set(N);
  c.get(Y).get(N).f32x4Sub().set(F);
  c.f32x4Const(EXP2_COEFFICIENTS[5]);
  for (let k = 4; k >= 0; k--) c.get(F).f32x4Mul().f32x4Const(EXP2_COEFFICIENTS[k]).f32x4Add();
  c.get(F).f32x4Mul().f32x4Const(1).f32x4Add();
  c.get(N).i32x4TruncSatF32x4S().i32Const(23).i32x4Shl().i32x4Add();
  c.set(Y).f32x4Const(1).f32x4Const(1).get(Y).f32x4Add().f32x4Div();
}

/** The body of `forward(pointCount, featureCount)`: first layer, sigmoid, second-layer sums. */
function forwardCode(layout: Layout, outputs: number): Code {
  const c = new Code();
  const { rowBytes } = layout;
  c.get(POINT_COUNT).i32Const(2).i32Shl().set(POINT_END);
  c.get(FEATURE_COUNT).i32Const(2).i32Shl().set(FEATURE_END);
  // for (j = 0; j < rowBytes; j += 64): one block of 16 hidden units.
  c.i32Const(0).set(J).block().loop();
  c.get(J).i32Const(rowBytes).i32GeU().brIf(1);
  for (let v = 0; v < 4; v++)
    c.get(J)
      .v128Load(layout.b1 + 16 * v)
      .set(ACC + v);
  // Points: acc += row.
  c.i32Const(0).set(R).block().loop();
  c.get(R).get(POINT_END).i32GeU().brIf(1);
  c.get(R).i32Load(layout.points).i32Const(rowBytes).i32Mul().get(J).i32Add().set(ROW);
  for (let v = 0; v < 4; v++)
    c.get(ACC + v)
      .get(ROW)
      .v128Load(layout.pointTable + 16 * v)
      .f32x4Add()
      .set(ACC + v);
  c.get(R).i32Const(4).i32Add().set(R).br(0).end().end();
  // Features: acc += value · row.
  c.i32Const(0).set(R).block().loop();
  c.get(R).get(FEATURE_END).i32GeU().brIf(1);
  c.get(R).f32Load(layout.featureValues).f32x4Splat().set(VALUE);
  c.get(R).i32Load(layout.featureIndex).i32Const(rowBytes).i32Mul().get(J).i32Add().set(ROW);
  for (let v = 0; v < 4; v++) {
    c.get(ACC + v)
      .get(VALUE)
      .get(ROW)
      .v128Load(layout.featureTable + 16 * v)
      .f32x4Mul()
      .f32x4Add()
      .set(ACC + v);
  }
  c.get(R).i32Const(4).i32Add().set(R).br(0).end().end();
  for (let v = 0; v < 4; v++) {
    c.get(J).get(ACC + v);
    sigmoid4(c);
    c.v128Store(layout.activations + 16 * v);
  }
  c.get(J)
    .i32Const(16 * 4)
    .i32Add()
    .set(J)
    .br(0)
    .end()
    .end();
  // Second layer: sums[k] = Σ_j w2[k][j] · h[j] (the bias and the output sigmoid are applied in JS).
  for (let k = 0; k < outputs; k++) c.f32x4Const(0).set(SUM + k);
  c.i32Const(0).set(J).block().loop();
  c.get(J).i32Const(rowBytes).i32GeU().brIf(1);
  c.get(J).v128Load(layout.activations).set(VALUE);
  for (let k = 0; k < outputs; k++) {
    c.get(SUM + k)
      .get(J)
      .v128Load(layout.w2 + k * rowBytes)
      .get(VALUE)
      .f32x4Mul()
      .f32x4Add()
      .set(SUM + k);
  }
  c.get(J).i32Const(16).i32Add().set(J).br(0).end().end();
  for (let k = 0; k < outputs; k++) {
    c.i32Const(0);
    c.get(SUM + k)
      .f32x4ExtractLane(0)
      .get(SUM + k)
      .f32x4ExtractLane(1)
      .f32Add();
    c.get(SUM + k)
      .f32x4ExtractLane(2)
      .get(SUM + k)
      .f32x4ExtractLane(3)
      .f32Add()
      .f32Add();
    c.f32Store(layout.sums + 4 * k);
  }
  return c;
}

const PAGE = 65536;
const modules = new Map<string, object | null>();

function wasmApi(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
}

/** The compiled module for a shape, or null where WebAssembly SIMD is missing or not allowed. */
function moduleFor(hidden: number, outputs: number): object | null {
  const key = `${hidden}/${outputs}`;
  let module = modules.get(key);
  if (module === undefined) {
    module = null;
    const api = wasmApi();
    const layout = layoutOf(hidden, outputs);
    const bytes = assembleModule({
      functionName: 'forward',
      params: [I32, I32],
      locals: LOCALS,
      body: forwardCode(layout, outputs),
      memoryName: 'memory',
      pages: Math.ceil(layout.bytes / PAGE),
    });
    try {
      if (api?.validate(bytes)) module = new api.Module(bytes);
    } catch {
      // A content security policy without 'wasm-unsafe-eval', or an engine without SIMD: use JS.
      module = null;
    }
    modules.set(key, module);
  }
  return module;
}

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
  private readonly run: (pointCount: number, featureCount: number) => void;
  /** Inputs written here are read by the module in place (no copy). */
  readonly input: BoardRows;
  private readonly sums: Float32Array;
  private readonly b2: Float64Array;

  private constructor(net: NetWeights, encoding: EncodingName, module: object, api: WasmApi) {
    this.inputs = net.inputs;
    this.hidden = net.hidden;
    this.outputs = net.outputs;
    const layout = layoutOf(net.hidden, net.outputs);
    const { exports } = new api.Instance(module, {});
    this.run = exports.forward as (pointCount: number, featureCount: number) => void;
    const buffer = (exports.memory as WasmMemory).buffer;
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
      new Int32Array(buffer, layout.points, BOARD_ROWS),
      new Int32Array(buffer, layout.featureIndex, MAX_FEATURES),
      new Float32Array(buffer, layout.featureValues, MAX_FEATURES),
    );
    this.sums = new Float32Array(buffer, layout.sums, net.outputs);
    this.b2 = Float64Array.from(net.b2);
  }

  /** A SIMD copy of `net`, or null where WebAssembly SIMD cannot be used here. */
  static create(net: NetWeights, encoding: EncodingName): SimdInferenceNet | null {
    if (net.inputs !== INPUT_COUNT[encoding]) {
      throw new Error(`net has ${net.inputs} inputs, encoding ${encoding} has ${INPUT_COUNT[encoding]}`);
    }
    if (net.hidden > MAX_HIDDEN || net.outputs > MAX_OUTPUTS) return null;
    const api = wasmApi();
    const module = api ? moduleFor(net.hidden, net.outputs) : null;
    return api && module ? new SimdInferenceNet(net, encoding, module, api) : null;
  }

  /** Evaluates the net on `x` and writes the outputs (probabilities) to `out`; fastest with `x = input`. */
  forward(x: BoardRows, out: Float64Array | Float32Array): void {
    if (x !== this.input) {
      this.input.points.set(x.points.subarray(0, x.pointCount));
      this.input.featureIndex.set(x.featureIndex.subarray(0, x.featureCount));
      this.input.featureValue.set(x.featureValue.subarray(0, x.featureCount));
    }
    this.run(x.pointCount, x.featureCount);
    const sums = this.sums;
    for (let k = 0; k < this.outputs; k++) out[k] = fastSigmoid(this.b2[k] + sums[k]);
  }
}
