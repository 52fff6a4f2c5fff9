import { BAR_CELL, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from '@nardy/rules';
import {
  ESCAPE_ROLLS as SHARED_ESCAPE_ROLLS,
  FIFTEENTHS as SHARED_FIFTEENTHS,
  FIFTHS as SHARED_FIFTHS,
  HALVES as SHARED_HALVES,
  MAX_PIPS as SHARED_MAX_PIPS,
  ROLL_A as SHARED_ROLL_A,
  ROLL_B as SHARED_ROLL_B,
  ROLL_WEIGHTS as SHARED_ROLL_WEIGHTS,
  SHORT_PIPS as SHARED_SHORT_PIPS,
  SHORT_RACE as SHARED_SHORT_RACE,
  SHOTS as SHARED_SHOTS,
  SIXTHS as SHARED_SIXTHS,
  bitCount as sharedBitCount,
  escapes as sharedEscapes,
  feature as sharedFeature,
  highestBit as sharedHighestBit,
  longestRun as sharedLongestRun,
  lowestBit as sharedLowestBit,
  pointRow as sharedPointRow,
  shotCount as sharedShotCount,
} from './encodingFeatures.ts';
import { type BoardRows, FEATURE_COUNT } from './inputLayout.ts';

// Module-local copies of the shared helpers and tables: V8 reads them faster than imports in the hot
// paths (encodingFeatures.ts, "Speed"); a bundler turns each into one short assignment.
const bitCount = sharedBitCount;
const ESCAPE_ROLLS = SHARED_ESCAPE_ROLLS;
const escapes = sharedEscapes;
const FIFTEENTHS = SHARED_FIFTEENTHS;
const FIFTHS = SHARED_FIFTHS;
const feature = sharedFeature;
const HALVES = SHARED_HALVES;
const highestBit = sharedHighestBit;
const longestRun = sharedLongestRun;
const lowestBit = sharedLowestBit;
const MAX_PIPS = SHARED_MAX_PIPS;
const pointRow = sharedPointRow;
const ROLL_A = SHARED_ROLL_A;
const ROLL_B = SHARED_ROLL_B;
const ROLL_WEIGHTS = SHARED_ROLL_WEIGHTS;
const SHORT_PIPS = SHARED_SHORT_PIPS;
const SHORT_RACE = SHARED_SHORT_RACE;
const SHOTS = SHARED_SHOTS;
const SIXTHS = SHARED_SIXTHS;
const shotCount = sharedShotCount;

/**
 * Short family. Mover's points 0..95 (own numbering, 4 units each), opponent's 96..191 (its own
 * numbering), then: bars, offs, pips, contact, race lead, primes, blots, home points, and the rolls
 * (of 36) that hit a blot, ignoring blocking. Board facts are gathered as bit masks (bit p = point p
 * of the mover's numbering) and the features read off them.
 */
export function encodeShort(c: ArrayLike<number>, out: BoardRows, version: 1 | 2 | 3 | 4): void {
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
  const index = SHORT_V4_INDEX; // a local: an export is read through its module cell
  for (let a = 0; a < k; a++) {
    const to = index[fi[a]];
    if (to < 0) continue;
    fi[kept] = to;
    fv[kept++] = fv[a];
  }
  return kept;
}

/** Points 1..6 and 19..24 as bit masks (bit p = point p). */
const LOW_QUARTER = 0x3f << 1;
const HIGH_QUARTER = 0x3f << 19;

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
