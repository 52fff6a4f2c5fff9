import { MAX_FEATURES } from '@nardy/bot/src/encoding.ts';
import { SIMD_HEADER, SIMD_OUTPUTS } from '@nardy/bot/src/simdLayout.ts';
import { assembleModule, Code, I32, V128, type ValueType } from './wasmAssembler.ts';

/**
 * The SIMD evaluator's WebAssembly module, written as code: `forward(pointCount, featureCount,
 * rowBytes)` over the memory of `simdLayout.ts` — first layer, hidden sigmoid, the second layer's
 * `SIMD_OUTPUTS` sums (the output bias and sigmoid are taken in float64 in JS). The bytes are committed in
 * `simdForwardWasm.ts` (written by `scripts/buildSimdForward.ts`; a test checks they match this code),
 * so the page's worker carries a few hundred bytes of module instead of this generator (ADR 0087).
 */

// Parameters and locals of `forward`.
const POINT_COUNT = 0;
const FEATURE_COUNT = 1;
const ROW_BYTES = 2;
const J = 3;
const R = 4;
const ROW = 5;
const POINT_END = 6;
const FEATURE_END = 7;
const W2 = 8;
const FEATURE_TABLE = 9;
const POINT_TABLE = 10;
const ACC = 11; // ACC .. ACC + 3: the four vectors of the current block
const VALUE = 15;
const Y = 16;
const N = 17;
const F = 18;
const SUM = 19; // SUM .. SUM + SIMD_OUTPUTS − 1
const PARAMS: readonly ValueType[] = [I32, I32, I32];
const LOCALS: readonly ValueType[] = [
  ...Array<ValueType>(8).fill(I32),
  ...Array<ValueType>(8 + SIMD_OUTPUTS).fill(V128),
];

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

/** `for (local = 0; local < limit; local += step) body()`, with `limit` a local. */
function loop(c: Code, local: number, limit: number, step: number, body: () => void): void {
  c.i32Const(0).set(local).block().loop();
  c.get(local).get(limit).i32GeU().brIf(1);
  body();
  c.get(local).i32Const(step).i32Add().set(local).br(0).end().end();
}

function forwardCode(): Code {
  const c = new Code();
  const { featureIndex, featureValues, sums, activations } = SIMD_HEADER;
  c.get(POINT_COUNT).i32Const(2).i32Shl().set(POINT_END);
  c.get(FEATURE_COUNT).i32Const(2).i32Shl().set(FEATURE_END);
  // The rows after the header: b1 (read at activations + rowBytes), w2, the feature and point tables.
  c.get(ROW_BYTES).i32Const(activations).i32Add().get(ROW_BYTES).i32Add().set(W2);
  c.get(W2).get(ROW_BYTES).i32Const(SIMD_OUTPUTS).i32Mul().i32Add().set(FEATURE_TABLE);
  c.get(FEATURE_TABLE).get(ROW_BYTES).i32Const(MAX_FEATURES).i32Mul().i32Add().set(POINT_TABLE);
  // First layer, one block of 16 hidden units at a time; the sums go to the activations.
  loop(c, J, ROW_BYTES, 16 * 4, () => {
    for (let v = 0; v < 4; v++)
      c.get(J)
        .get(ROW_BYTES)
        .i32Add()
        .v128Load(activations + 16 * v)
        .set(ACC + v);
    // Points: acc += row.
    loop(c, R, POINT_END, 4, () => {
      c.get(R).i32Load(0).get(ROW_BYTES).i32Mul().get(J).i32Add().get(POINT_TABLE).i32Add().set(ROW);
      for (let v = 0; v < 4; v++)
        c.get(ACC + v)
          .get(ROW)
          .v128Load(16 * v)
          .f32x4Add()
          .set(ACC + v);
    });
    // Features: acc += value · row.
    loop(c, R, FEATURE_END, 4, () => {
      c.get(R).f32Load(featureValues).f32x4Splat().set(VALUE);
      c.get(R).i32Load(featureIndex).get(ROW_BYTES).i32Mul().get(J).i32Add().get(FEATURE_TABLE).i32Add().set(ROW);
      for (let v = 0; v < 4; v++)
        c.get(ACC + v)
          .get(VALUE)
          .get(ROW)
          .v128Load(16 * v)
          .f32x4Mul()
          .f32x4Add()
          .set(ACC + v);
    });
    for (let v = 0; v < 4; v++)
      c.get(J)
        .get(ACC + v)
        .v128Store(activations + 16 * v);
  });
  // The hidden sigmoid, in place (one copy of its code).
  loop(c, J, ROW_BYTES, 16, () => {
    c.get(J).get(J).v128Load(activations);
    sigmoid4(c);
    c.v128Store(activations);
  });
  // Second layer, all outputs in one pass: sums[k] = Σ_j w2[k][j] · h[j] (ROW: output k's row of w2).
  for (let k = 0; k < SIMD_OUTPUTS; k++) c.f32x4Const(0).set(SUM + k);
  loop(c, J, ROW_BYTES, 16, () => {
    c.get(J).v128Load(activations).set(VALUE);
    c.get(W2).get(J).i32Add().set(ROW);
    for (let k = 0; k < SIMD_OUTPUTS; k++) {
      c.get(SUM + k)
        .get(ROW)
        .v128Load(0)
        .get(VALUE)
        .f32x4Mul()
        .f32x4Add()
        .set(SUM + k);
      if (k + 1 < SIMD_OUTPUTS) c.get(ROW).get(ROW_BYTES).i32Add().set(ROW);
    }
  });
  for (let k = 0; k < SIMD_OUTPUTS; k++) {
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
    c.f32Store(sums + 4 * k);
  }
  return c;
}

/** The module's bytes (one page of memory to start; the evaluator grows it to a net's layout). */
export function simdForwardModule(): Uint8Array<ArrayBuffer> {
  return assembleModule({
    functionName: 'forward',
    params: PARAMS,
    locals: LOCALS,
    body: forwardCode(),
    memoryName: 'memory',
    pages: 1,
  });
}
