import { BAR_CELL, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from '@nardy/rules';

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
 * meanings: any change here needs a new encoding name and new weights. An encoding that only appends
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

/**
 * Appends feature `f` with value `v` (float32) to the feature arrays at `count` unless `v` is 0;
 * returns the new count. The count stays in a local of the caller (V8 keeps it in a register).
 */
function feature(index: Int32Array, value: Float32Array, count: number, f: number, v: number): number {
  if (v === 0) return count;
  index[count] = f;
  value[count] = v;
  return count + 1;
}

/**
 * `k / divisor` rounded to float32 for k = −offset .. count − 1 − offset (at index k + offset): the
 * feature values exactly as `SparseInputs` stores them, read from a table instead of dividing.
 */
function quotients(divisor: number, count: number, offset = 0): Float32Array {
  const table = new Float32Array(count);
  for (let i = 0; i < count; i++) table[i] = (i - offset) / divisor;
  return table;
}

/** Most pips one side can have: 15 checkers on the bar (short) or on the 24-point. */
const MAX_PIPS = 375;
const HALVES = quotients(2, 16);
const FIFTHS = quotients(5, 16);
const SIXTHS = quotients(6, 25);
const FIFTEENTHS = quotients(15, 16);
const SHOTS = quotients(36, 37);
const SHORT_PIPS = quotients(167, MAX_PIPS + 1);
const SHORT_RACE = quotients(40, 2 * MAX_PIPS + 1, MAX_PIPS);
const LONG_PIPS = quotients(360, MAX_PIPS + 1);
const LONG_RACE = quotients(60, 2 * MAX_PIPS + 1, MAX_PIPS);

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

/** Number of set bits. */
function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Length of the longest run of consecutive set bits. */
function longestRun(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v << 1) n++;
  return n;
}

/** Index of the highest set bit (x ≠ 0). */
function highestBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** Index of the lowest set bit (x ≠ 0). */
function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Points 1..6 and 19..24 as bit masks (bit p = point p). */
const LOW_QUARTER = 0x3f << 1;
const HIGH_QUARTER = 0x3f << 19;

/**
 * Short family. Mover's points 0..95 (own numbering, 4 units each), opponent's 96..191 (its own
 * numbering), then: bars, offs, pips, contact, race lead, primes, blots, home points, and the rolls
 * (of 36) that hit a blot, ignoring blocking. Board facts are gathered as bit masks (bit p = point p
 * of the mover's numbering) and the features read off them.
 */
function encodeShort(c: ArrayLike<number>, out: BoardRows, version: 1 | 2 | 3 | 4): void {
  const v2 = version >= 2;
  const moverBar = c[BAR_CELL];
  const oppBar = 0 - c[OPP_BAR]; // not −c: −0 is a double, a slow table index in some V8 versions
  let moverPips = 25 * moverBar;
  let oppPips = 25 * oppBar;
  let moverAt = 0;
  let moverMade = 0;
  let oppAt = 0;
  let oppMade = 0;
  // Bit 25 − p: the opponent holds point p (its own numbering), for distances back from a blot.
  let oppAtReversed = 0;
  const points = out.points;
  let count = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      points[count++] = pointRow(0, p, n);
      moverAt |= 1 << p;
      if (n > 1) moverMade |= 1 << p;
      moverPips += p * n;
    } else if (n < 0) {
      oppAt |= 1 << p;
      if (n < -1) oppMade |= 1 << p;
      oppAtReversed |= 1 << (25 - p);
      oppPips += (25 - p) * -n;
    }
  }
  // The opponent's points in its own numbering q = 25 − p, ascending (p descending).
  for (let m = oppAt; m !== 0; ) {
    const p = highestBit(m);
    m ^= 1 << p;
    points[count++] = pointRow(1, 25 - p, -c[p]);
  }
  out.pointCount = count;
  const moverBlots = moverAt ^ moverMade;
  const oppBlots = oppAt ^ oppMade;
  // Shots: mover's checkers (or bar) hitting the opponent's blots, and the reverse, as distance masks.
  // From behind a blot at b: mover's checker at s > b is s − b away, opponent's at s < b is b − s away.
  let moverShots = 0;
  let oppShots = 0;
  for (let m = oppBlots; m !== 0; m &= m - 1) {
    const b = lowestBit(m);
    moverShots |= moverBar > 0 ? 1 << (25 - b) : moverAt >>> b;
  }
  for (let m = moverBlots; m !== 0; m &= m - 1) {
    const b = lowestBit(m);
    oppShots |= oppBar > 0 ? 1 << b : oppAtReversed >>> (25 - b);
  }
  // Contact (as `isContactOpposed`): the mover's rearmost checker is behind the opponent's rearmost.
  const moverBack = moverBar > 0 ? 25 : moverAt === 0 ? 0 : highestBit(moverAt);
  const oppBack = oppBar > 0 ? 0 : oppAt === 0 ? 25 : lowestBit(oppAt);
  const contact = moverBack > oppBack;
  const fi = out.featureIndex;
  const fv = out.featureValue;
  let k = 0;
  k = feature(fi, fv, k, 0, HALVES[moverBar]);
  k = feature(fi, fv, k, 1, HALVES[oppBar]);
  k = feature(fi, fv, k, 2, FIFTEENTHS[c[OFF_CELL]]);
  k = feature(fi, fv, k, 3, FIFTEENTHS[c[OPP_OFF_CELL]]);
  k = feature(fi, fv, k, 4, SHORT_PIPS[moverPips]);
  k = feature(fi, fv, k, 5, SHORT_PIPS[oppPips]);
  k = feature(fi, fv, k, 6, contact ? 1 : 0);
  k = feature(fi, fv, k, 7, contact ? 0 : SHORT_RACE[oppPips - moverPips + MAX_PIPS]);
  k = feature(fi, fv, k, 8, SIXTHS[longestRun(moverMade)]);
  k = feature(fi, fv, k, 9, SIXTHS[longestRun(oppMade)]);
  k = feature(fi, fv, k, 10, FIFTHS[bitCount(moverBlots)]);
  k = feature(fi, fv, k, 11, FIFTHS[bitCount(oppBlots)]);
  k = feature(fi, fv, k, 12, SIXTHS[bitCount(moverMade & LOW_QUARTER)]);
  k = feature(fi, fv, k, 13, SIXTHS[bitCount(oppMade & HIGH_QUARTER)]);
  k = feature(fi, fv, k, 14, SHOTS[shotCount(moverShots)]);
  k = feature(fi, fv, k, 15, SHOTS[shotCount(oppShots)]);
  let moverHits = 0;
  let oppHits = 0;
  if (v2 && contact) {
    const open = POINTS & ~oppMade;
    moverHits = oppBlots === 0 ? 0 : downwardHits(moverAt & POINTS, moverBar, open, oppBlots, MOVER_HITS);
    // The opponent's view, mirrored so that it also moves downward: its point 25 − p is bit p.
    oppHits =
      moverBlots === 0
        ? 0
        : downwardHits(oppAtReversed, oppBar, mirror(POINTS & ~moverMade), mirror(moverBlots), OPP_HITS);
    k = feature(fi, fv, k, 16, SHOTS[moverHits]);
    k = feature(fi, fv, k, 17, SHOTS[oppHits]);
    k = feature(fi, fv, k, 18, SHOTS[escapes(moverBack, oppMade)]);
    k = feature(fi, fv, k, 19, SHOTS[escapes(25 - oppBack, mirror(moverMade))]);
  }
  if (v2 && moverBar > 0) k = feature(fi, fv, k, 20, DANCE[bitCount(oppMade & HIGH_QUARTER)]);
  if (v2 && oppBar > 0) k = feature(fi, fv, k, 21, DANCE[bitCount(moverMade & LOW_QUARTER)]);
  if (version >= 3) {
    // Each side in its own numbering: the mover's as it is, the opponent's mirrored (its point q is
    // the mover's 25 − q), so one function reads both.
    const mine = MOVER_COUNT;
    const theirs = OPP_COUNT;
    for (let p = 1; p <= 24; p++) {
      const n = c[p];
      mine[p] = Math.max(n, 0);
      theirs[25 - p] = Math.max(-n, 0);
    }
    mine[25] = moverBar;
    theirs[25] = oppBar;
    const oppMadeOwn = mirror(oppMade);
    const moverMadeOwn = mirror(moverMade);
    k = sideFeatures(
      fi,
      fv,
      k,
      22,
      mine,
      moverMade,
      moverBack,
      oppBack,
      oppMade,
      oppMadeOwn,
      contact,
      moverHits > 0 ? MOVER_HITS : null,
    );
    k = sideFeatures(
      fi,
      fv,
      k,
      34,
      theirs,
      oppMadeOwn,
      25 - oppBack,
      25 - moverBack,
      moverMadeOwn,
      moverMade,
      contact,
      oppHits > 0 ? OPP_HITS : null,
    );
    if (version === 4) k = compactShortV4(fi, fv, k);
  }
  out.featureCount = k;
}

/** Per-roll hit masks of each side (`downwardHits`), and each side's checkers per own point (25: bar). */
const MOVER_HITS = new Int32Array(21);
const OPP_HITS = new Int32Array(21);
const MOVER_COUNT = new Int32Array(26);
const OPP_COUNT = new Int32Array(26);

/**
 * 'short-v3''s twelve features of one side S, written at `base`..`base + 11`, all in S's own numbering
 * (S moves from 25, its bar, toward 1; the other side's points named by S's numbering too):
 * `count[p]` S's checkers on p (25 the bar), `made` S's made points (bit p), `rear` S's rearmost point
 * (25 on the bar), `otherRear` the other side's rearmost (0 when it is on the bar), `otherMade` its made
 * points, `otherMadeReversed` the same with bit 25 − p for p (for the escape table), `hits` S's hit
 * masks per roll (null when S hits nothing). Ideas from the published backgammon-net literature (pip
 * loss, double shots, containment, anchors, timing to break contact), written our own way:
 *
 * 0. pips the other side loses to S's best hit, on average over the 36 rolls, / 24 (in contact);
 * 1. the rolls that can hit two blots or more, / 36 (in contact);
 * 2. the other side's blockade: 36 less the fewest escaping rolls from any point 13 .. S's rearmost,
 *    / 36 (in contact, S's rearmost on 13 or further back);
 * 3. S's contained checkers: Σ over S's checkers on 13..25 still behind the other's rearmost of
 *    (36 − their escaping rolls), / 216 (in contact);
 * 4. S's rearmost point / 25 (in contact);
 * 5. S's most advanced anchor on 18..24: (25 − p) / 7;
 * 6. S's anchors in the other's home board (19..24), / 3;
 * 7. the pips S needs to bring every checker home (Σ (p − 6) over checkers on 7..25), / 100;
 * 8. S's checkers outside its home board, / 15;
 * 9. the pips S needs to get every checker past the other's rearmost, / 100 (in contact);
 * 10. the longest run of the other's made points in front of S's rearmost, / 6 (in contact);
 * 11. with two or more on the bar, the chance that they do not all enter, 1 − (open home points / 6)².
 */
function sideFeatures(
  fi: Int32Array,
  fv: Float32Array,
  k: number,
  base: number,
  count: Int32Array,
  made: number,
  rear: number,
  otherRear: number,
  otherMade: number,
  otherMadeReversed: number,
  contact: boolean,
  hits: Int32Array | null,
): number {
  if (contact && hits !== null) {
    let loss = 0;
    let doubles = 0;
    for (let r = 0; r < 21; r++) {
      const m = hits[r];
      if (m === 0) continue;
      const w = ROLL_WEIGHTS[r];
      loss += w * highestBit(m);
      if ((m & (m - 1)) !== 0) doubles += w;
    }
    k = feature(fi, fv, k, base, loss / 864);
    k = feature(fi, fv, k, base + 1, doubles / 36);
  }
  if (contact) {
    let fewest = 36;
    let contained = 0;
    for (let p = 13; p <= rear; p++) {
      const rolls = ESCAPE_ROLLS[(otherMadeReversed >>> (26 - p)) & 0xfff];
      if (rolls < fewest) fewest = rolls;
      if (p > otherRear) contained += count[p] * (36 - rolls);
    }
    k = feature(fi, fv, k, base + 2, rear >= 13 ? (36 - fewest) / 36 : 0);
    k = feature(fi, fv, k, base + 3, contained / 216);
    k = feature(fi, fv, k, base + 4, rear / 25);
  }
  const anchors = made & HIGH_QUARTER_AND_BAR;
  k = feature(fi, fv, k, base + 5, anchors === 0 ? 0 : (25 - lowestBit(anchors)) / 7);
  k = feature(fi, fv, k, base + 6, bitCount(made & HIGH_QUARTER) / 3);
  let toHome = 0;
  let outside = 0;
  let toPass = 0;
  for (let p = 7; p <= 25; p++) {
    const n = count[p];
    toHome += (p - 6) * n;
    outside += n;
  }
  if (contact) for (let p = otherRear + 1; p <= 25; p++) toPass += (p - otherRear) * count[p];
  k = feature(fi, fv, k, base + 7, toHome / 100);
  k = feature(fi, fv, k, base + 8, outside / 15);
  if (contact) {
    k = feature(fi, fv, k, base + 9, toPass / 100);
    k = feature(fi, fv, k, base + 10, longestRun(otherMade & ((1 << rear) - 2)) / 6);
  }
  if (count[25] >= 2) {
    const open = 6 - bitCount(otherMade & HIGH_QUARTER);
    k = feature(fi, fv, k, base + 11, (36 - open * open) / 36);
  }
  return k;
}

/**
 * Where each of 'short-v3''s 46 features goes in 'short-v4' (−1: left out). 'short-v4' leaves out the
 * eight features that are counts the point inputs already carry, as a linear function of them and the
 * bar features — each side's blots, made home points, anchors in the other's home board and checkers
 * outside home — so a net gains nothing from them that its first layer cannot hold (`foldShortV3` moves
 * their weights onto those inputs exactly), and keeps the rest in order. Why: eight fewer rows of the
 * first layer, about 600 bytes of the gzipped 8-bit file (ADR 0101). The pip sums (each side's pips and
 * pips to home) stay: their weights grow with the point, and folded they left the 8-bit file's rarer
 * differences over the 1e-2 of issue 18 §4.
 */
export const SHORT_V4_INDEX: Int8Array = (() => {
  const dropped = [10, 11, 12, 13, 28, 30, 40, 42];
  const index = new Int8Array(FEATURE_COUNT['short-v3']);
  let next = 0;
  for (let f = 0; f < index.length; f++) index[f] = dropped.includes(f) ? -1 : next++;
  return index;
})();

/**
 * 'short-v4': 'short-v3''s features (written at `fi`/`fv`, `k` of them) compacted by `SHORT_V4_INDEX`;
 * returns the new count.
 */
function compactShortV4(fi: Int32Array, fv: Float32Array, k: number): number {
  let kept = 0;
  for (let a = 0; a < k; a++) {
    const to = SHORT_V4_INDEX[fi[a]];
    if (to < 0) continue;
    fi[kept] = to;
    fv[kept++] = fv[a];
  }
  return kept;
}

/** Points 18..24 (the other side's bar point and home board, in a side's own numbering). */
const HIGH_QUARTER_AND_BAR = 0x7f << 18;

/** Points 1..24 as a bit mask. */
const POINTS = 0x1fffffe;

/** Bit p → bit 25 − p (points in the other side's numbering). */
function mirror(mask: number): number {
  let out = 0;
  for (let m = mask & POINTS; m !== 0; m &= m - 1) out |= 1 << (25 - lowestBit(m));
  return out;
}

/** The chance, out of 1, that a checker on the bar cannot enter against `closed` made home points. */
const DANCE = Float32Array.from({ length: 7 }, (_, n) => (n / 6) ** 2);

/**
 * Out of 36, the rolls with which a side moving downward (from point 25, its bar, toward 1) can hit a
 * blot in `targets`: checkers at `at`, `bar` of them on the bar (they enter first), landing and
 * touching down only on `open` points. A sketch of the legal moves that is good enough for an input:
 * it ignores that a roll must be played in full.
 */
function downwardHits(at: number, bar: number, open: number, targets: number, masks: Int32Array): number {
  let rolls = 0;
  for (let r = 0; r < 21; r++) {
    masks[r] = 0;
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    let hit = 0;
    if (a !== b) {
      if (bar === 0) {
        const first = (at >>> a) & open;
        const second = (at >>> b) & open;
        hit = (first | second | ((first >>> b) & open) | ((second >>> a) & open)) & targets;
      } else {
        const inA = (1 << (25 - a)) & open;
        const inB = (1 << (25 - b)) & open;
        hit = (inA | inB) & targets;
        if (bar === 1) {
          // One checker enters with one die; any checker, the entered one too, may play the other.
          if (inA) hit |= (((at | inA) >>> b) & open & targets) | 0;
          if (inB) hit |= (((at | inB) >>> a) & open & targets) | 0;
        }
      }
    } else {
      let from = at;
      let steps = 4;
      if (bar > 0) {
        const entry = (1 << (25 - a)) & open;
        if (entry === 0) continue;
        steps -= Math.min(bar, 4);
        hit = entry & targets;
        from = bar >= 4 ? 0 : entry | at;
      }
      let reach = from;
      for (let s = 0; s < steps; s++) {
        reach = (reach >>> a) & open;
        hit |= reach & targets;
      }
    }
    masks[r] = hit;
    if (hit !== 0) rolls += a === b ? 1 : 2;
  }
  return rolls;
}

/** The dice of the 21 rolls, in the order of ROLL_MASKS. */
const ROLL_A = new Int32Array(21);
const ROLL_B = new Int32Array(21);
{
  let r = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      ROLL_A[r] = a;
      ROLL_B[r] = b;
      r++;
    }
  }
}

/**
 * ESCAPE_ROLLS[m], m a 12-bit mask of blocked points ahead (bit d − 1: the point d pips ahead): out of
 * 36, the rolls with which one checker can get past the farthest of them, touching down only on open
 * points (all 36 when nothing blocks within 12 pips).
 */
const ESCAPE_ROLLS = new Uint8Array(4096);
for (let m = 1; m < 4096; m++) {
  const farthest = 32 - Math.clz32(m);
  let rolls = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    const blocked = (d: number) => d <= 12 && (m >> (d - 1)) & 1;
    let escapes = false;
    if (a !== b) {
      escapes =
        (a > farthest && !blocked(a)) ||
        (b > farthest && !blocked(b)) ||
        (a + b > farthest && !blocked(a + b) && (!blocked(a) || !blocked(b)));
    } else {
      for (let s = 1; s <= 4 && !blocked(s * a); s++) if (s * a > farthest) escapes = true;
    }
    if (escapes) rolls += a === b ? 1 : 2;
  }
  ESCAPE_ROLLS[m] = rolls;
}
ESCAPE_ROLLS[0] = 36;

/** Out of 36, the rolls that carry a checker at `from` (25 = bar) past the blocked points ahead. */
function escapes(from: number, blocked: number): number {
  let m = 0;
  for (let d = 1; d <= 12 && d < from; d++) m |= ((blocked >>> (from - d)) & 1) << (d - 1);
  return ESCAPE_ROLLS[m];
}

/** The opponent's own point q as a cell of the mover's numbering (same-direction geometry). */
function longCell(q: number): number {
  return q > 12 ? q - 12 : q + 12;
}

/**
 * Bit q − 1 set for each own point q of the opponent (same-direction geometry) whose cell is set in
 * `cells` (bit p = cell p): cells 13..24 are its points 1..12, cells 1..12 its points 13..24.
 */
function inOpponentNumbering(cells: number): number {
  return ((cells >>> 13) & 0xfff) | (((cells >>> 1) & 0xfff) << 12);
}

/**
 * Long family (no hitting, same direction): mover's points 0..95 in own numbering, opponent's 96..191
 * in its own numbering (4 units each, big stacks scaled by 4), then offs, pips, heads, blocks along
 * each side's route, checkers home, checkers still in the start quarter, pip difference.
 */
function encodeLong(c: ArrayLike<number>, out: BoardRows, v2: boolean): void {
  let moverPips = 0;
  let oppPips = 0;
  let moverHomeCount = 0;
  let oppHomeCount = 0;
  let moverStart = 0;
  let oppStart = 0;
  // Bit p: the mover / the opponent holds cell p (mover's numbering).
  let moverAt = 0;
  let oppAt = 0;
  const points = out.points;
  let count = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      moverAt |= 1 << p;
      moverPips += p * n;
      if (p <= 6) moverHomeCount += n;
      if (p >= 19) moverStart += n;
      points[count++] = pointRow(0, p, n);
    } else if (n < 0) oppAt |= 1 << p;
  }
  // Bit q − 1: the mover / the opponent holds the opponent's own point q.
  const moverOnOppRoute = inOpponentNumbering(moverAt);
  const oppOnOppRoute = inOpponentNumbering(oppAt);
  for (let m = oppOnOppRoute; m !== 0; m &= m - 1) {
    const q = lowestBit(m) + 1;
    const n = -c[longCell(q)];
    oppPips += q * n;
    if (q <= 6) oppHomeCount += n;
    if (q >= 19) oppStart += n;
    points[count++] = pointRow(1, q, n);
  }
  out.pointCount = count;
  // Longest run of mover's points along the opponent's route, and of the opponent's along the mover's.
  const moverBlock = longestRun(moverOnOppRoute);
  const oppBlock = longestRun(oppAt);
  // A block only hurts while checkers are behind it: runs in front of the other side's rearmost checker.
  const oppRear = oppOnOppRoute === 0 ? 0 : highestBit(oppOnOppRoute) + 1;
  const moverBlockAhead = oppRear <= 1 ? 0 : longestRun(moverOnOppRoute & ((1 << (oppRear - 1)) - 1));
  const moverRear = moverAt === 0 ? 0 : highestBit(moverAt);
  const oppBlockAhead = moverRear <= 1 ? 0 : longestRun(oppAt & ((1 << moverRear) - 2));
  const fi = out.featureIndex;
  const fv = out.featureValue;
  let k = 0;
  k = feature(fi, fv, k, 0, FIFTEENTHS[c[OFF_CELL]]);
  k = feature(fi, fv, k, 1, FIFTEENTHS[c[OPP_OFF_CELL]]);
  k = feature(fi, fv, k, 2, LONG_PIPS[moverPips]);
  k = feature(fi, fv, k, 3, LONG_PIPS[oppPips]);
  k = feature(fi, fv, k, 4, LONG_RACE[oppPips - moverPips + MAX_PIPS]);
  k = feature(fi, fv, k, 5, FIFTEENTHS[Math.max(c[24], 0)]);
  k = feature(fi, fv, k, 6, FIFTEENTHS[Math.max(-c[12], 0)]);
  k = feature(fi, fv, k, 7, SIXTHS[moverBlock]);
  k = feature(fi, fv, k, 8, SIXTHS[oppBlock]);
  k = feature(fi, fv, k, 9, SIXTHS[moverBlockAhead]);
  k = feature(fi, fv, k, 10, SIXTHS[oppBlockAhead]);
  k = feature(fi, fv, k, 11, FIFTEENTHS[moverHomeCount]);
  k = feature(fi, fv, k, 12, FIFTEENTHS[oppHomeCount]);
  k = feature(fi, fv, k, 13, FIFTEENTHS[moverStart]);
  k = feature(fi, fv, k, 14, FIFTEENTHS[oppStart]);
  k = feature(fi, fv, k, 15, c[OFF_CELL] === 0 && c[OPP_OFF_CELL] === 0 ? 1 : 0);
  if (v2) {
    // Escapes of each side's rearmost checker past the points the other side holds (one checker holds
    // a point in the long family), and the checkers that have four or more held points just ahead.
    const oppRoute = oppOnOppRoute << 1; // bit q: the opponent holds its own point q
    const moverOnRoute = moverOnOppRoute << 1; // bit q: the mover holds the opponent's point q
    if (moverRear > 0) k = feature(fi, fv, k, 16, SHOTS[escapes(moverRear, oppAt)]);
    if (oppRear > 0) k = feature(fi, fv, k, 17, SHOTS[escapes(oppRear, moverOnRoute)]);
    k = feature(fi, fv, k, 18, FIFTEENTHS[trapped(c, moverAt, oppAt)]);
    k = feature(fi, fv, k, 19, FIFTEENTHS[trappedOpponent(c, oppRoute, moverOnRoute)]);
  }
  out.featureCount = k;
}

/** Bit b: points b .. b + 3 are all in `held`. */
function runsOfFour(held: number): number {
  return held & (held >>> 1) & (held >>> 2) & (held >>> 3);
}

/**
 * The mover's checkers (cells `at`, mover numbering, moving down) with four points held by the other
 * side (`blocks`) somewhere in the seven points just ahead of them.
 */
function trapped(c: ArrayLike<number>, at: number, blocks: number): number {
  const runs = runsOfFour(blocks);
  let n = 0;
  for (let m = at; m !== 0; m &= m - 1) {
    const p = lowestBit(m);
    if (p <= 4) continue;
    const lo = Math.max(1, p - 7);
    const width = p - 4 - lo + 1;
    if ((runs >>> lo) & ((1 << width) - 1)) n += c[p];
  }
  return Math.min(n, 15);
}

/** `trapped` for the opponent, in its own numbering (bit q: its point q). */
function trappedOpponent(c: ArrayLike<number>, at: number, blocks: number): number {
  const runs = runsOfFour(blocks);
  let n = 0;
  for (let m = at; m !== 0; m &= m - 1) {
    const q = lowestBit(m);
    if (q <= 4) continue;
    const lo = Math.max(1, q - 7);
    const width = q - 4 - lo + 1;
    if ((runs >>> lo) & ((1 << width) - 1)) n -= c[longCell(q)];
  }
  return Math.min(n, 15);
}
