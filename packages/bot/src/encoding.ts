/**
 * The nets' inputs by encoding name: `encode` (sparse inputs, for training and the plain net) and
 * `encodeRows` (grouped by point, for the fast evaluators), with the layout they share. The meaning of
 * every input is documented at `ENCODINGS` (inputLayout.ts); the encoders are `encodeShort`
 * (shortEncoding.ts) and `encodeLong` (longEncoding.ts), built from encodingFeatures.ts.
 */
import {
  BoardRows,
  type EncodingName,
  FEATURE_BASE,
  MAX_STACK,
  POINT_UNITS,
  type SparseInputs,
} from './inputLayout.ts';
import { encodeLong } from './longEncoding.ts';
import { encodeShort } from './shortEncoding.ts';

export {
  BOARD_ROWS,
  BoardRows,
  ENCODINGS,
  type EncodingName,
  EXTENDS,
  FEATURE_BASE,
  FEATURE_COUNT,
  INPUT_COUNT,
  MAX_FEATURES,
  MAX_STACK,
  POINT_ROWS,
  POINT_UNITS,
  SparseInputs,
} from './inputLayout.ts';
export { SHORT_V4_INDEX } from './shortEncoding.ts';

/** The divisor of the fourth ("rest") unit of a point: (n − 3) / scale. */
const REST_SCALE: Record<EncodingName, number> = {
  'short-v1': 2,
  'long-v1': 4,
  'short-v2': 2,
  'long-v2': 4,
  'short-v3': 2,
  'short-v4': 2,
};

/**
 * The values of the four units of one point holding `n` ≥ 1 checkers (≥1, ≥2, ≥3, (n − 3)/scale), as
 * `encode` writes them; `out` receives four numbers.
 */
export function pointUnits(name: EncodingName, n: number, out: Float64Array | number[]): void {
  out[0] = n >= 1 ? 1 : 0;
  out[1] = n >= 2 ? 1 : 0;
  out[2] = n >= 3 ? 1 : 0;
  out[3] = n >= 4 ? Math.fround((n - 3) / REST_SCALE[name]) : 0;
}

/** Writes the inputs of `cells` (seen from the side to move) into `out`, grouped by point. */
export function encodeRows(name: EncodingName, cells: ArrayLike<number>, out: BoardRows): BoardRows {
  out.pointCount = 0;
  out.featureCount = 0;
  if (name === 'long-v1' || name === 'long-v2') encodeLong(cells, out, name === 'long-v2');
  else encodeShort(cells, out, name === 'short-v1' ? 1 : name === 'short-v2' ? 2 : name === 'short-v3' ? 3 : 4);
  return out;
}

const scratchRows = new BoardRows();
const scratchUnits = new Float64Array(POINT_UNITS);

/** Writes the inputs of `cells` (seen from the side to move) into `out`. */
export function encode(name: EncodingName, cells: ArrayLike<number>, out: SparseInputs): SparseInputs {
  const rows = encodeRows(name, cells, scratchRows);
  out.count = 0;
  const units = scratchUnits;
  for (let r = 0; r < rows.pointCount; r++) {
    const row = rows.points[r];
    const n = row & MAX_STACK;
    const base = (row >> 4) * POINT_UNITS;
    pointUnits(name, n, units);
    for (let u = 0; u < POINT_UNITS; u++) out.push(base + u, units[u]);
  }
  for (let a = 0; a < rows.featureCount; a++) out.push(FEATURE_BASE + rows.featureIndex[a], rows.featureValue[a]);
  return out;
}
