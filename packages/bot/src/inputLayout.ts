// The layout of the nets' inputs: the encodings by name, how many inputs each has, where they lie, and
// the two shapes an encoder writes. It imports nothing, so every encoding module reads these constants
// without an import cycle; encoding.ts is the public face (it re-exports all of this).

/**
 * Net inputs of our own design, sparse: a raw board encoding (truncated unary counts per point for
 * each side, each side in its own numbering) plus hand-made features. Encodings for the opposed
 * (short) family and for the same-direction (long) family; `short-v2` is `short-v1` with six more
 * features (hits and escapes that respect blocked points, and the chance of dancing on the bar),
 * `short-v3` is `short-v2` with twelve a side, `short-v4` is `short-v3` without the eight that count
 * checkers or points (`SHORT_V4_INDEX`; a net carries over exactly, `foldShortV3`).
 *
 * Inputs 0..95 are the mover's points (4 units per point, point p at (p − 1)·4), 96..191 the
 * opponent's points in its own numbering, 192.. the features. Nets are trained on exactly these
 * meanings: any change to an encoder (shortEncoding.ts, longEncoding.ts, the shared encodingFeatures.ts
 * and `pointUnits` in encoding.ts) needs a new encoding name and new weights. An encoding that only appends
 * features to another (`EXTENDS`) can start from that one's net (the new features' weights zero).
 */
export const ENCODINGS = ['short-v1', 'long-v1', 'short-v2', 'long-v2', 'short-v3', 'short-v4'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

/** Number of feature inputs of each encoding. */
export const FEATURE_COUNT: Record<EncodingName, number> = {
  'short-v1': 16,
  'long-v1': 16,
  'short-v2': 22,
  'long-v2': 20,
  'short-v3': 46,
  'short-v4': 38,
};

/** Encodings that are another one with features appended (its inputs first, in the same order). */
export const EXTENDS: Partial<Record<EncodingName, EncodingName>> = {
  'short-v2': 'short-v1',
  'long-v2': 'long-v1',
  'short-v3': 'short-v2',
};

/** A sparse input vector: `count` pairs (index, value); zero values are never stored. */
export class SparseInputs {
  readonly index: Int32Array;
  readonly value: Float32Array;
  count = 0;
  constructor(capacity = 256) {
    this.index = new Int32Array(capacity);
    this.value = new Float32Array(capacity);
  }
  push(i: number, v: number): void {
    if (v === 0) return;
    this.index[this.count] = i;
    this.value[this.count] = v;
    this.count++;
  }
}

/** How many inputs each encoding has. */
export const INPUT_COUNT: Record<EncodingName, number> = {
  'short-v1': 192 + FEATURE_COUNT['short-v1'],
  'long-v1': 192 + FEATURE_COUNT['long-v1'],
  'short-v2': 192 + FEATURE_COUNT['short-v2'],
  'long-v2': 192 + FEATURE_COUNT['long-v2'],
  'short-v3': 192 + FEATURE_COUNT['short-v3'],
  'short-v4': 192 + FEATURE_COUNT['short-v4'],
};

/** Units per point of one side (≥1, ≥2, ≥3, rest). */
export const POINT_UNITS = 4;
/** The first feature input (after both sides' 24 × 4 point units). */
export const FEATURE_BASE = 2 * 24 * POINT_UNITS;
/** Most feature inputs of any encoding (the size of `BoardRows`' feature arrays). */
export const MAX_FEATURES = 48;
/** Largest stack on one point that `BoardRows` can name (every variant has 15 checkers a side). */
export const MAX_STACK = 15;
/** Most occupied points a board can have: 24 for each side. */
export const BOARD_ROWS = 48;
/** Number of distinct point rows: 2 sides × 24 points × (MAX_STACK + 1) stack sizes (0 unused). */
export const POINT_ROWS = 2 * 24 * (MAX_STACK + 1);

/**
 * The same inputs as `encode`, grouped for a fast evaluator: one row per occupied point (all four
 * units of the point at once, so an evaluator can precombine them into one vector per side, point and
 * stack size) and the non-zero features.
 */
export class BoardRows {
  /**
   * One entry per occupied point, `(side · 24 + point − 1) · (MAX_STACK + 1) + checkers`: side 0 is the
   * mover, 1 the opponent, each point in its side's own numbering. Mover's points first (ascending),
   * then the opponent's (ascending), as `encode` orders the inputs.
   */
  readonly points: Int32Array;
  pointCount = 0;
  /** Non-zero features in ascending order: feature f is input `FEATURE_BASE + f`. */
  readonly featureIndex: Int32Array;
  /** Their values, rounded to float32 as `SparseInputs` stores them. */
  readonly featureValue: Float32Array;
  featureCount = 0;

  /** Own arrays by default; an evaluator may pass views of its own memory (48, 48 and 48 long). */
  constructor(
    points = new Int32Array(BOARD_ROWS),
    featureIndex = new Int32Array(MAX_FEATURES),
    featureValue = new Float32Array(MAX_FEATURES),
  ) {
    if (points.length < BOARD_ROWS || featureIndex.length < MAX_FEATURES || featureValue.length < MAX_FEATURES) {
      throw new Error('BoardRows arrays are too short');
    }
    this.points = points;
    this.featureIndex = featureIndex;
    this.featureValue = featureValue;
  }
}
