import { BOARD_ROWS, MAX_FEATURES, POINT_ROWS } from './encoding.ts';
import { OUTPUTS } from './outputs.ts';

/**
 * The memory of the SIMD evaluator's module (`simdInferenceNet.ts`), shared by the code that writes
 * the module (`lab/src/simdForwardCode.ts`, committed as bytes in `simdForwardWasm.ts`) and the code
 * that fills its memory. A fixed header, then rows of `rowBytes` (the hidden width padded to
 * `SIMD_BLOCK` units, four bytes each), which the module finds from `rowBytes`, its parameter: one
 * module serves nets of every width (with the five outputs of `outputs.ts`).
 */

/** Hidden units per pass of the first layer: four 4-lane vectors kept in locals. */
export const SIMD_BLOCK = 16;
/** The outputs the module sums: the nets' five probabilities (nets with other outputs run in JS). */
export const SIMD_OUTPUTS = OUTPUTS;

/** The header: the input as `BoardRows` views, then the second layer's sums (byte addresses). */
export const SIMD_HEADER = (() => {
  const points = 0; // i32[BOARD_ROWS]: point-row numbers
  const featureIndex = points + BOARD_ROWS * 4; // i32[MAX_FEATURES]
  const featureValues = featureIndex + MAX_FEATURES * 4; // f32[MAX_FEATURES]
  const sums = featureValues + MAX_FEATURES * 4; // f32[SIMD_OUTPUTS]: second-layer sums without bias
  const activations = sums + 8 * 4; // f32[width]: hidden activations (16-byte aligned); the rows follow
  return { points, featureIndex, featureValues, sums, activations } as const;
})();

/** Byte addresses of a net's rows for `hidden` units, after the header. */
export function simdLayout(hidden: number) {
  const width = Math.ceil(hidden / SIMD_BLOCK) * SIMD_BLOCK;
  const rowBytes = width * 4;
  const b1 = SIMD_HEADER.activations + rowBytes;
  const w2 = b1 + rowBytes; // `SIMD_OUTPUTS` rows, output-major
  const featureTable = w2 + SIMD_OUTPUTS * rowBytes; // MAX_FEATURES rows (those past the encoding's stay 0)
  const pointTable = featureTable + MAX_FEATURES * rowBytes; // POINT_ROWS rows
  const bytes = pointTable + POINT_ROWS * rowBytes;
  return { width, rowBytes, b1, w2, featureTable, pointTable, bytes } as const;
}
