import { BAR_CELL, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from '@nardy/rules';

/**
 * Net inputs of our own design, sparse: a raw board encoding (truncated unary counts per point for
 * each side, each side in its own numbering) plus hand-made features. Two encodings: one for the
 * opposed (short) family, one for the same-direction (long) family.
 *
 * Inputs 0..95 are the mover's points (4 units per point, point p at (p − 1)·4), 96..191 the
 * opponent's points in its own numbering, 192..207 the 16 features. The committed weights were trained
 * on exactly these meanings: any change here needs a new encoding name and new weights.
 */
export const ENCODINGS = ['short-v1', 'long-v1'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

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
export const INPUT_COUNT: Record<EncodingName, number> = { 'short-v1': 192 + 16, 'long-v1': 192 + 16 };

/** Units per point of one side (≥1, ≥2, ≥3, rest). */
export const POINT_UNITS = 4;
/** The first feature input (after both sides' 24 × 4 point units). */
export const FEATURE_BASE = 2 * 24 * POINT_UNITS;
/** Number of feature inputs. */
export const FEATURES = 16;
/** Largest stack on one point that `BoardRows` can name (every variant has 15 checkers a side). */
export const MAX_STACK = 15;
/** Number of distinct point rows: 2 sides × 24 points × (MAX_STACK + 1) stack sizes (0 unused). */
export const POINT_ROWS = 2 * 24 * (MAX_STACK + 1);

/** The divisor of the fourth ("rest") unit of a point: (n − 3) / scale. */
const REST_SCALE: Record<EncodingName, number> = { 'short-v1': 2, 'long-v1': 4 };

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
  readonly points = new Int32Array(48);
  pointCount = 0;
  /** Non-zero features in ascending order: feature f is input `FEATURE_BASE + f`. */
  readonly featureIndex = new Int32Array(FEATURES);
  /** Their values, rounded to float32 as `SparseInputs` stores them. */
  readonly featureValue = new Float32Array(FEATURES);
  featureCount = 0;
}

function pushFeature(out: BoardRows, f: number, v: number): void {
  if (v === 0) return;
  out.featureIndex[out.featureCount] = f;
  out.featureValue[out.featureCount] = v;
  out.featureCount++;
}

/** Writes the inputs of `cells` (seen from the side to move) into `out`, grouped by point. */
export function encodeRows(name: EncodingName, cells: ArrayLike<number>, out: BoardRows): BoardRows {
  out.pointCount = 0;
  out.featureCount = 0;
  if (name === 'short-v1') encodeShort(cells, out);
  else encodeLong(cells, out);
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

/** Point row of `side` (0 mover, 1 opponent) at its own `point` with `n` checkers. */
function pointRow(side: number, point: number, n: number): number {
  return ((side * 24 + point - 1) << 4) | n;
}

/**
 * Masks of the distances (bit d = distance d, 1..24) a roll can cover with one checker, ignoring
 * blocking: both dice, their sum, and for doubles 3× and 4× the die. Weight 1 for doubles, 2 otherwise.
 */
const ROLL_MASKS: Int32Array = new Int32Array(21);
const ROLL_WEIGHTS: Int32Array = new Int32Array(21);
{
  let r = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      let mask = (1 << a) | (1 << b) | (1 << (a + b));
      if (a === b) mask |= (1 << (3 * a)) | (1 << (4 * a));
      ROLL_MASKS[r] = mask;
      ROLL_WEIGHTS[r] = a === b ? 1 : 2;
      r++;
    }
  }
}

/** Out of 36, the rolls that reach a distance in `distances` (a bit mask). */
function shotCount(distances: number): number {
  if (distances === 0) return 0;
  let n = 0;
  for (let r = 0; r < 21; r++) if (ROLL_MASKS[r] & distances) n += ROLL_WEIGHTS[r];
  return n;
}

/**
 * Short family. Mover's points 0..95 (own numbering, 4 units each), opponent's 96..191 (its own
 * numbering), then: bars, offs, pips, contact, race lead, primes, blots, home points, and the rolls
 * (of 36) that hit a blot, ignoring blocking.
 */
function encodeShort(c: ArrayLike<number>, out: BoardRows): void {
  const moverBar = c[BAR_CELL];
  const oppBar = -c[OPP_BAR];
  let moverPips = 25 * moverBar;
  let oppPips = 25 * oppBar;
  let moverBlots = 0;
  let oppBlots = 0;
  let moverHome = 0;
  let oppHome = 0;
  let moverPrime = 0;
  let oppPrime = 0;
  let run = 0;
  let oppRun = 0;
  // Bit p of moverAt: the mover holds point p; bit 25 − p of oppAtReversed: the opponent holds p.
  let moverAt = 0;
  let oppAtReversed = 0;
  let moverBlotsAt = 0;
  let oppBlotsAt = 0;
  const points = out.points;
  let count = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      points[count++] = pointRow(0, p, n);
      moverAt |= 1 << p;
      moverPips += p * n;
      if (n === 1) {
        moverBlots++;
        moverBlotsAt |= 1 << p;
        run = 0;
      } else {
        run++;
        if (run > moverPrime) moverPrime = run;
        if (p <= 6) moverHome++;
      }
      oppRun = 0;
    } else if (n < 0) {
      oppAtReversed |= 1 << (25 - p);
      oppPips += (25 - p) * -n;
      if (n === -1) {
        oppBlots++;
        oppBlotsAt |= 1 << p;
        oppRun = 0;
      } else {
        oppRun++;
        if (oppRun > oppPrime) oppPrime = oppRun;
        if (p >= 19) oppHome++;
      }
      run = 0;
    } else {
      run = 0;
      oppRun = 0;
    }
  }
  // The opponent's points in its own numbering q = 25 − p, ascending.
  for (let q = 1; q <= 24; q++) {
    const n = -c[25 - q];
    if (n > 0) points[count++] = pointRow(1, q, n);
  }
  out.pointCount = count;
  // Shots: mover's checkers (or bar) hitting the opponent's blots, and the reverse, as distance masks.
  // From behind a blot at b: mover's checker at s > b is s − b away, opponent's at s < b is b − s away.
  let moverShots = 0;
  let oppShots = 0;
  for (let m = oppBlotsAt; m !== 0; m &= m - 1) {
    const b = 31 - Math.clz32(m & -m);
    moverShots |= moverBar > 0 ? 1 << (25 - b) : moverAt >>> b;
  }
  for (let m = moverBlotsAt; m !== 0; m &= m - 1) {
    const b = 31 - Math.clz32(m & -m);
    oppShots |= oppBar > 0 ? 1 << b : oppAtReversed >>> (25 - b);
  }
  // Contact (as `isContactOpposed`): the mover's rearmost checker is behind the opponent's rearmost.
  const moverBack = moverBar > 0 ? 25 : moverAt === 0 ? 0 : 31 - Math.clz32(moverAt);
  const oppBack = oppBar > 0 ? 0 : oppAtReversed === 0 ? 25 : 25 - (31 - Math.clz32(oppAtReversed));
  const contact = moverBack > oppBack;
  pushFeature(out, 0, moverBar / 2);
  pushFeature(out, 1, oppBar / 2);
  pushFeature(out, 2, c[OFF_CELL] / 15);
  pushFeature(out, 3, c[OPP_OFF_CELL] / 15);
  pushFeature(out, 4, moverPips / 167);
  pushFeature(out, 5, oppPips / 167);
  pushFeature(out, 6, contact ? 1 : 0);
  pushFeature(out, 7, contact ? 0 : (oppPips - moverPips) / 40);
  pushFeature(out, 8, moverPrime / 6);
  pushFeature(out, 9, oppPrime / 6);
  pushFeature(out, 10, moverBlots / 5);
  pushFeature(out, 11, oppBlots / 5);
  pushFeature(out, 12, moverHome / 6);
  pushFeature(out, 13, oppHome / 6);
  pushFeature(out, 14, shotCount(moverShots) / 36);
  pushFeature(out, 15, shotCount(oppShots) / 36);
}

/** The opponent's own point q as a cell of the mover's numbering (same-direction geometry). */
function longCell(q: number): number {
  return q > 12 ? q - 12 : q + 12;
}

/**
 * Long family (no hitting, same direction): mover's points 0..95 in own numbering, opponent's 96..191
 * in its own numbering (4 units each, big stacks scaled by 4), then offs, pips, heads, blocks along
 * each side's route, checkers home, checkers still in the start quarter, pip difference.
 */
function encodeLong(c: ArrayLike<number>, out: BoardRows): void {
  let moverPips = 0;
  let oppPips = 0;
  let moverHomeCount = 0;
  let oppHomeCount = 0;
  let moverStart = 0;
  let oppStart = 0;
  const points = out.points;
  let count = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      moverPips += p * n;
      if (p <= 6) moverHomeCount += n;
      if (p >= 19) moverStart += n;
      points[count++] = pointRow(0, p, n);
    }
  }
  for (let q = 1; q <= 24; q++) {
    const n = -c[longCell(q)];
    if (n > 0) {
      oppPips += q * n;
      if (q <= 6) oppHomeCount += n;
      if (q >= 19) oppStart += n;
      points[count++] = pointRow(1, q, n);
    }
  }
  out.pointCount = count;
  // Longest run of mover's points along the opponent's route (opponent's q 24..1) and the reverse.
  let moverBlock = 0;
  let run = 0;
  let oppBlock = 0;
  let oppRun = 0;
  let moverBlockAhead = 0;
  for (let q = 24; q >= 1; q--) {
    if (c[longCell(q)] > 0) {
      run++;
      if (run > moverBlock) moverBlock = run;
    } else run = 0;
  }
  // A block only hurts while opponent checkers are behind it: count runs of ≥ 3 with opponent behind.
  let oppRear = 0; // opponent's highest own point still occupied
  for (let q = 24; q >= 1; q--) {
    if (c[longCell(q)] < 0) {
      oppRear = q;
      break;
    }
  }
  run = 0;
  for (let q = oppRear - 1; q >= 1; q--) {
    if (c[longCell(q)] > 0) {
      run++;
      if (run > moverBlockAhead) moverBlockAhead = run;
    } else run = 0;
  }
  let moverRear = 0;
  for (let p = 24; p >= 1; p--) {
    if (c[p] > 0) {
      moverRear = p;
      break;
    }
  }
  let oppBlockAhead = 0;
  for (let p = 24; p >= 1; p--) {
    if (c[p] < 0) {
      oppRun++;
      if (oppRun > oppBlock) oppBlock = oppRun;
    } else oppRun = 0;
  }
  oppRun = 0;
  for (let p = moverRear - 1; p >= 1; p--) {
    if (c[p] < 0) {
      oppRun++;
      if (oppRun > oppBlockAhead) oppBlockAhead = oppRun;
    } else oppRun = 0;
  }
  pushFeature(out, 0, c[OFF_CELL] / 15);
  pushFeature(out, 1, c[OPP_OFF_CELL] / 15);
  pushFeature(out, 2, moverPips / 360);
  pushFeature(out, 3, oppPips / 360);
  pushFeature(out, 4, (oppPips - moverPips) / 60);
  pushFeature(out, 5, Math.max(c[24], 0) / 15);
  pushFeature(out, 6, Math.max(-c[12], 0) / 15);
  pushFeature(out, 7, moverBlock / 6);
  pushFeature(out, 8, oppBlock / 6);
  pushFeature(out, 9, moverBlockAhead / 6);
  pushFeature(out, 10, oppBlockAhead / 6);
  pushFeature(out, 11, moverHomeCount / 15);
  pushFeature(out, 12, oppHomeCount / 15);
  pushFeature(out, 13, moverStart / 15);
  pushFeature(out, 14, oppStart / 15);
  pushFeature(out, 15, c[OFF_CELL] === 0 && c[OPP_OFF_CELL] === 0 ? 1 : 0);
}
