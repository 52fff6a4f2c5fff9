// The net inputs exactly as the committed weights were trained on them: encoding.ts as it was when the
// 'short-v1' and 'long-v1' nets were trained, kept verbatim (with contact.ts) as the reference that the
// faster encoders of src/ must reproduce input for input. 'short-v2' and 'long-v2' append six and four
// features to 'short-v1' and 'long-v1'; they are written here in plain loops from their definitions (the
// src/ encoder reads them off bit masks and tables), as the 'short-v2' and 'long-v2' nets were trained
// on them.
import { BAR_CELL, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from '@nardy/rules';
import { type EncodingName, SparseInputs } from '../src/encoding.ts';

/** Writes the inputs of `cells` (seen from the side to move) into `out`, as the nets were trained. */
export function referenceEncode(name: EncodingName, cells: ArrayLike<number>, out: SparseInputs): SparseInputs {
  out.count = 0;
  if (name === 'short-v1') encodeShort(cells, out);
  else if (name === 'short-v4') encodeShortV4(cells, out);
  else if (name === 'short-v2' || name === 'short-v3') {
    encodeShort(cells, out);
    encodeShortV2(cells, out);
    if (name === 'short-v3') encodeShortV3(cells, out);
  } else if (name === 'long-v1') encodeLong(cells, out);
  else if (name === 'long-v2') {
    encodeLong(cells, out);
    encodeLongV2(cells, out);
  } else throw new Error(`no reference for the encoding ${name}`);
  return out;
}

/** Truncated unary units of one point: ≥1, ≥2, ≥3 and the rest scaled by `scale`. */
function pushPoint(out: SparseInputs, base: number, n: number, scale: number): void {
  out.push(base, 1);
  if (n >= 2) out.push(base + 1, 1);
  if (n >= 3) out.push(base + 2, 1);
  if (n >= 4) out.push(base + 3, (n - 3) / scale);
}

/**
 * Masks of the distances (bit d = distance d, 1..24) a roll can cover with one checker, ignoring
 * blocking: both dice, their sum, and for doubles 3× and 4× the die. Weight 1 for doubles, 2 otherwise.
 */
const ROLL_MASKS: { mask: number; weight: number }[] = (() => {
  const rolls: { mask: number; weight: number }[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      let mask = (1 << a) | (1 << b) | (1 << (a + b));
      if (a === b) mask |= (1 << (3 * a)) | (1 << (4 * a));
      rolls.push({ mask, weight: a === b ? 1 : 2 });
    }
  }
  return rolls;
})();

/** Out of 36, the rolls that reach a distance in `distances` (a bit mask). */
function shotCount(distances: number): number {
  if (distances === 0) return 0;
  let n = 0;
  for (const r of ROLL_MASKS) if (r.mask & distances) n += r.weight;
  return n;
}

/**
 * Short family. Mover's points 0..95 (own numbering, 4 units each), opponent's 96..191 (its own
 * numbering), then: bars, offs, pips, contact, race lead, primes, blots, home points, and the rolls
 * (of 36) that hit a blot, ignoring blocking.
 */
function encodeShort(c: ArrayLike<number>, out: SparseInputs): void {
  let moverPips = 25 * c[BAR_CELL];
  let oppPips = 25 * -c[OPP_BAR];
  let moverBlots = 0;
  let oppBlots = 0;
  let moverHome = 0;
  let oppHome = 0;
  let moverPrime = 0;
  let oppPrime = 0;
  let run = 0;
  let oppRun = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      moverPips += p * n;
      if (n === 1) moverBlots++;
      if (n >= 2) {
        run++;
        if (run > moverPrime) moverPrime = run;
        if (p <= 6) moverHome++;
      } else run = 0;
    } else run = 0;
    if (n < 0) {
      oppPips += (25 - p) * -n;
      if (n === -1) oppBlots++;
      if (n <= -2) {
        oppRun++;
        if (oppRun > oppPrime) oppPrime = oppRun;
        if (p >= 19) oppHome++;
      } else oppRun = 0;
    } else oppRun = 0;
  }
  // Shots: mover's checkers (and bar) hitting opponent's blots, and the reverse, by distance masks.
  let moverShots = 0;
  let oppShots = 0;
  for (let b = 1; b <= 24; b++) {
    if (c[b] === -1) {
      if (c[BAR_CELL] > 0) {
        if (25 - b <= 24) moverShots |= 1 << (25 - b);
      } else {
        for (let s = b + 1; s <= 24 && s - b <= 24; s++) if (c[s] > 0) moverShots |= 1 << (s - b);
      }
    } else if (c[b] === 1) {
      if (c[OPP_BAR] < 0) {
        oppShots |= 1 << b;
      } else {
        for (let s = b - 1; s >= 1; s--) if (c[s] < 0) oppShots |= 1 << (b - s);
      }
    }
  }
  // Board units: mover's point p at (p-1)*4, opponent's own point q = 25 - p at 96 + (q-1)*4.
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) pushPoint(out, (p - 1) * 4, n, 2);
  }
  for (let q = 1; q <= 24; q++) {
    const n = -c[25 - q];
    if (n > 0) pushPoint(out, 96 + (q - 1) * 4, n, 2);
  }
  const f = 192;
  out.push(f, c[BAR_CELL] / 2);
  out.push(f + 1, -c[OPP_BAR] / 2);
  out.push(f + 2, c[OFF_CELL] / 15);
  out.push(f + 3, c[OPP_OFF_CELL] / 15);
  out.push(f + 4, moverPips / 167);
  out.push(f + 5, oppPips / 167);
  const contact = isContactOpposed(c);
  out.push(f + 6, contact ? 1 : 0);
  out.push(f + 7, contact ? 0 : (oppPips - moverPips) / 40);
  out.push(f + 8, moverPrime / 6);
  out.push(f + 9, oppPrime / 6);
  out.push(f + 10, moverBlots / 5);
  out.push(f + 11, oppBlots / 5);
  out.push(f + 12, moverHome / 6);
  out.push(f + 13, oppHome / 6);
  out.push(f + 14, shotCount(moverShots) / 36);
  out.push(f + 15, shotCount(oppShots) / 36);
}

/**
 * Long family (no hitting, same direction): mover's points 0..95 in own numbering, opponent's 96..191
 * in its own numbering (4 units each, big stacks scaled by 4), then offs, pips, heads, blocks along
 * each side's route, checkers home, checkers still in the start quarter, pip difference.
 */
function encodeLong(c: ArrayLike<number>, out: SparseInputs): void {
  let moverPips = 0;
  let oppPips = 0;
  let moverHomeCount = 0;
  let oppHomeCount = 0;
  let moverStart = 0;
  let oppStart = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      moverPips += p * n;
      if (p <= 6) moverHomeCount += n;
      if (p >= 19) moverStart += n;
      pushPoint(out, (p - 1) * 4, n, 4);
    }
  }
  for (let q = 1; q <= 24; q++) {
    const p = q > 12 ? q - 12 : q + 12;
    const n = -c[p];
    if (n > 0) {
      oppPips += q * n;
      if (q <= 6) oppHomeCount += n;
      if (q >= 19) oppStart += n;
      pushPoint(out, 96 + (q - 1) * 4, n, 4);
    }
  }
  // Longest run of mover's points along the opponent's route (opponent's q 24..1) and the reverse.
  let moverBlock = 0;
  let run = 0;
  let oppBlock = 0;
  let oppRun = 0;
  let moverBlockAhead = 0;
  for (let q = 24; q >= 1; q--) {
    const p = q > 12 ? q - 12 : q + 12;
    if (c[p] > 0) {
      run++;
      if (run > moverBlock) moverBlock = run;
    } else run = 0;
  }
  // A block only hurts while opponent checkers are behind it: count runs of ≥ 3 with opponent behind.
  let oppRear = 0; // opponent's highest own point still occupied
  for (let q = 24; q >= 1; q--) {
    const p = q > 12 ? q - 12 : q + 12;
    if (c[p] < 0) {
      oppRear = q;
      break;
    }
  }
  run = 0;
  for (let q = oppRear - 1; q >= 1; q--) {
    const p = q > 12 ? q - 12 : q + 12;
    if (c[p] > 0) {
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
  const f = 192;
  out.push(f, c[OFF_CELL] / 15);
  out.push(f + 1, c[OPP_OFF_CELL] / 15);
  out.push(f + 2, moverPips / 360);
  out.push(f + 3, oppPips / 360);
  out.push(f + 4, (oppPips - moverPips) / 60);
  out.push(f + 5, Math.max(c[24], 0) / 15);
  out.push(f + 6, Math.max(-c[12], 0) / 15);
  out.push(f + 7, moverBlock / 6);
  out.push(f + 8, oppBlock / 6);
  out.push(f + 9, moverBlockAhead / 6);
  out.push(f + 10, oppBlockAhead / 6);
  out.push(f + 11, moverHomeCount / 15);
  out.push(f + 12, oppHomeCount / 15);
  out.push(f + 13, moverStart / 15);
  out.push(f + 14, oppStart / 15);
  out.push(f + 15, c[OFF_CELL] === 0 && c[OPP_OFF_CELL] === 0 ? 1 : 0);
}

/**
 * Short variants (opposed geometry): whether the two sides can still meet, i.e. some checker of the
 * mover stands behind some checker of the opponent (bars count as the far ends of the track).
 */
function isContactOpposed(cells: ArrayLike<number>): boolean {
  let moverBack = cells[BAR_CELL] > 0 ? 25 : 0;
  if (moverBack === 0) {
    for (let p = 24; p >= 1; p--) {
      if (cells[p] > 0) {
        moverBack = p;
        break;
      }
    }
  }
  let opponentBack = cells[OPP_BAR] < 0 ? 0 : 25;
  if (opponentBack === 25) {
    for (let p = 1; p <= 24; p++) {
      if (cells[p] < 0) {
        opponentBack = p;
        break;
      }
    }
  }
  return moverBack > opponentBack;
}

/** The opponent's own point q as a cell of the mover's numbering (same-direction geometry). */
const cellOf = (q: number) => (q > 12 ? q - 12 : q + 12);

/**
 * Out of 36, the rolls that carry one checker at `from` (moving down) past the farthest point within 12
 * pips ahead that `blocked(point)` holds, touching down only on open points; 36 when none is held.
 * Points at or past 0 (bearing off) are open.
 */
function escapeRolls(from: number, blocked: (point: number) => boolean): number {
  const held = (d: number) => d <= 12 && d < from && blocked(from - d);
  let farthest = 0;
  for (let d = 1; d <= 12; d++) if (held(d)) farthest = d;
  if (farthest === 0) return 36;
  let rolls = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      let escapes = false;
      if (a !== b) {
        escapes =
          (a > farthest && !held(a)) ||
          (b > farthest && !held(b)) ||
          (a + b > farthest && !held(a + b) && (!held(a) || !held(b)));
      } else {
        for (let s = 1; s <= 4 && !held(s * a); s++) if (s * a > farthest) escapes = true;
      }
      if (escapes) rolls += a === b ? 1 : 2;
    }
  }
  return rolls;
}

/**
 * The checkers of a side on its points p > 4 with four consecutive points held by the other side
 * somewhere in the seven points just ahead (p − 7 .. p − 1, above 0), at most 15.
 */
function trappedCheckers(count: (point: number) => number, blocked: (point: number) => boolean): number {
  let n = 0;
  for (let p = 5; p <= 24; p++) {
    if (count(p) === 0) continue;
    let trapped = false;
    for (let lo = Math.max(1, p - 7); lo + 3 <= p - 1; lo++) {
      if (blocked(lo) && blocked(lo + 1) && blocked(lo + 2) && blocked(lo + 3)) trapped = true;
    }
    if (trapped) n += count(p);
  }
  return Math.min(n, 15);
}

/** 'long-v2''s four features after 'long-v1''s sixteen: escapes of the rearmost checkers, trapped checkers. */
function encodeLongV2(c: ArrayLike<number>, out: SparseInputs): void {
  const mine = (p: number) => Math.max(c[p], 0);
  const theirs = (q: number) => Math.max(-c[cellOf(q)], 0);
  let moverRear = 0;
  for (let p = 1; p <= 24; p++) if (mine(p) > 0) moverRear = p;
  let oppRear = 0;
  for (let q = 1; q <= 24; q++) if (theirs(q) > 0) oppRear = q;
  const f = 192 + 16;
  if (moverRear > 0) out.push(f, escapeRolls(moverRear, (p) => c[p] < 0) / 36);
  if (oppRear > 0) out.push(f + 1, escapeRolls(oppRear, (q) => c[cellOf(q)] > 0) / 36);
  out.push(f + 2, trappedCheckers(mine, (p) => c[p] < 0) / 15);
  out.push(f + 3, trappedCheckers(theirs, (q) => c[cellOf(q)] > 0) / 15);
}

/**
 * Out of 36, the rolls with which a side moving down (from 25, its bar, toward 1) can hit a blot: its
 * checkers `own(p)` on points 1..24, `bar` of them on the bar (they enter first, on 25 − die), landing
 * and touching down only where `open(p)`. The sketch the 'short-v2' inputs were trained on: one checker
 * does the hitting, and a roll need not be playable in full.
 */
function hitRolls(
  own: (p: number) => number,
  bar: number,
  open: (p: number) => boolean,
  target: (p: number) => boolean,
): number {
  let rolls = 0;
  for (const { weight, hit } of hitsByRoll(own, bar, open, target)) if (hit.size > 0) rolls += weight;
  return rolls;
}

/** `hitRolls` roll by roll: for each of the 21 rolls, its weight (of 36) and the blots it can hit. */
function hitsByRoll(
  own: (p: number) => number,
  bar: number,
  open: (p: number) => boolean,
  target: (p: number) => boolean,
): { weight: number; hit: Set<number> }[] {
  const points = Array.from({ length: 24 }, (_, i) => i + 1).filter((p) => own(p) > 0);
  const lands = (p: number) => p >= 1 && open(p);
  const rolls: { weight: number; hit: Set<number> }[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      const hit = new Set<number>();
      rolls.push({ weight: a === b ? 1 : 2, hit });
      if (a !== b && bar === 0) {
        // Any checker: one die, or both dice one after the other (either order).
        for (const s of points) {
          for (const [x, y] of [
            [a, b],
            [b, a],
          ]) {
            if (!lands(s - x)) continue;
            if (target(s - x)) hit.add(s - x);
            if (lands(s - x - y) && target(s - x - y)) hit.add(s - x - y);
          }
        }
      } else if (a !== b) {
        // Enter on 25 − a or 25 − b; with one checker on the bar, any checker then plays the other die.
        for (const [x, y] of [
          [a, b],
          [b, a],
        ]) {
          const entry = 25 - x;
          if (!lands(entry)) continue;
          if (target(entry)) hit.add(entry);
          if (bar === 1) for (const s of [...points, entry]) if (lands(s - y) && target(s - y)) hit.add(s - y);
        }
      } else {
        // Doubles: the bar's checkers enter first (up to four), then one checker goes on with the rest.
        let starts = points;
        let steps = 4;
        if (bar > 0) {
          const entry = 25 - a;
          if (!lands(entry)) continue;
          if (target(entry)) hit.add(entry);
          steps -= Math.min(bar, 4);
          starts = bar >= 4 ? [] : [...points, entry];
        }
        for (const s of starts) {
          for (let k = 1, at = s - a; k <= steps && lands(at); k++, at -= a) if (target(at)) hit.add(at);
        }
      }
    }
  }
  return rolls;
}

/**
 * 'short-v2''s six features after 'short-v1''s sixteen: in contact, the rolls that hit a blot past the
 * made points (each side) and that carry the rearmost checker past the other side's made points; with a
 * checker on the bar, the chance to dance, (closed home points / 6)².
 */
function encodeShortV2(c: ArrayLike<number>, out: SparseInputs): void {
  const f = 192 + 16;
  if (isContactOpposed(c)) {
    const moverHits = hitRolls(
      (p) => Math.max(c[p], 0),
      c[BAR_CELL],
      (p) => c[p] >= -1,
      (p) => c[p] === -1,
    );
    // The opponent in its own numbering q: the mover's cell 25 − q.
    const oppHits = hitRolls(
      (q) => Math.max(-c[25 - q], 0),
      -c[OPP_BAR],
      (q) => c[25 - q] <= 1,
      (q) => c[25 - q] === 1,
    );
    let moverRear = c[BAR_CELL] > 0 ? 25 : 0;
    for (let p = 1; p <= 24 && moverRear < 25; p++) if (c[p] > 0) moverRear = p;
    let oppRear = c[OPP_BAR] < 0 ? 25 : 0;
    for (let q = 1; q <= 24 && oppRear < 25; q++) if (c[25 - q] < 0) oppRear = q;
    out.push(f, moverHits / 36);
    out.push(f + 1, oppHits / 36);
    out.push(f + 2, escapeRolls(moverRear, (p) => c[p] < -1) / 36);
    out.push(f + 3, escapeRolls(oppRear, (q) => c[25 - q] > 1) / 36);
  }
  let oppClosedHome = 0;
  let moverClosedHome = 0;
  for (let p = 19; p <= 24; p++) if (c[p] < -1) oppClosedHome++;
  for (let p = 1; p <= 6; p++) if (c[p] > 1) moverClosedHome++;
  if (c[BAR_CELL] > 0) out.push(f + 4, (oppClosedHome / 6) ** 2);
  if (c[OPP_BAR] < 0) out.push(f + 5, (moverClosedHome / 6) ** 2);
}

/**
 * 'short-v3''s twenty-four features after 'short-v2''s twenty-two: twelve for the mover, then the same
 * twelve for the opponent, each side in its own numbering (`sideV3`).
 */
function encodeShortV3(c: ArrayLike<number>, out: SparseInputs): void {
  const contact = isContactOpposed(c);
  const moverHits = hitsByRoll(
    (p) => Math.max(c[p], 0),
    c[BAR_CELL],
    (p) => c[p] >= -1,
    (p) => c[p] === -1,
  );
  const oppHits = hitsByRoll(
    (q) => Math.max(-c[25 - q], 0),
    -c[OPP_BAR],
    (q) => c[25 - q] <= 1,
    (q) => c[25 - q] === 1,
  );
  sideV3(
    out,
    192 + 22,
    (p) => (p === 25 ? c[BAR_CELL] : Math.max(c[p], 0)),
    (p) => p >= 1 && p <= 24 && c[p] < -1,
    (p) => (p === 0 ? c[OPP_BAR] < 0 : c[p] < 0),
    contact,
    moverHits,
  );
  sideV3(
    out,
    192 + 34,
    (q) => (q === 25 ? -c[OPP_BAR] : Math.max(-c[25 - q], 0)),
    (q) => q >= 1 && q <= 24 && c[25 - q] > 1,
    (q) => (q === 0 ? c[BAR_CELL] > 0 : c[25 - q] > 0),
    contact,
    oppHits,
  );
}

/**
 * One side's twelve 'short-v3' features at `f`.. in its own numbering (it moves from 25, its bar, down
 * to 1): `own(p)` its checkers on p (25: the bar), `otherMade(p)` the other side holds p with two or
 * more, `otherHas(p)` the other side has a checker on p (0: its bar).
 */
function sideV3(
  out: SparseInputs,
  f: number,
  own: (p: number) => number,
  otherMade: (p: number) => boolean,
  otherHas: (p: number) => boolean,
  contact: boolean,
  hits: { weight: number; hit: Set<number> }[],
): void {
  let rear = 0;
  for (let p = 1; p <= 25; p++) if (own(p) > 0) rear = p;
  let otherRear = 25;
  for (let p = 24; p >= 0; p--) if (otherHas(p)) otherRear = p;
  if (contact) {
    // A hit blot on p (this side's numbering) goes back p pips: the most the roll's best hit can cost.
    let loss = 0;
    let doubles = 0;
    for (const { weight, hit } of hits) {
      if (hit.size > 0) loss += weight * Math.max(...hit);
      if (hit.size >= 2) doubles += weight;
    }
    out.push(f, loss / (36 * 24));
    out.push(f + 1, doubles / 36);
    let fewest = 36;
    let contained = 0;
    for (let p = 13; p <= rear; p++) {
      const rolls = escapeRolls(p, otherMade);
      fewest = Math.min(fewest, rolls);
      if (p > otherRear) contained += own(p) * (36 - rolls);
    }
    out.push(f + 2, rear >= 13 ? (36 - fewest) / 36 : 0);
    out.push(f + 3, contained / (36 * 6));
    out.push(f + 4, rear / 25);
  }
  let anchor = 0;
  for (let p = 24; p >= 18; p--) if (own(p) >= 2) anchor = 25 - p;
  out.push(f + 5, anchor / 7);
  let anchors = 0;
  for (let p = 19; p <= 24; p++) if (own(p) >= 2) anchors++;
  out.push(f + 6, anchors / 3);
  let toHome = 0;
  let outside = 0;
  for (let p = 7; p <= 25; p++) {
    toHome += (p - 6) * own(p);
    outside += own(p);
  }
  out.push(f + 7, toHome / 100);
  out.push(f + 8, outside / 15);
  if (contact) {
    let toPass = 0;
    for (let p = otherRear + 1; p <= 25; p++) toPass += (p - otherRear) * own(p);
    out.push(f + 9, toPass / 100);
    let run = 0;
    let longest = 0;
    for (let p = 1; p < rear; p++) {
      run = otherMade(p) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    out.push(f + 10, longest / 6);
  }
  if (own(25) >= 2) {
    let open = 6;
    for (let p = 19; p <= 24; p++) if (otherMade(p)) open--;
    out.push(f + 11, (36 - open * open) / 36);
  }
}

/**
 * 'short-v4': 'short-v3' without the eight features that count checkers or points (blots, made home
 * points; each side's anchors on 19..24 and checkers outside home), the rest renumbered in order.
 */
function encodeShortV4(c: ArrayLike<number>, out: SparseInputs): void {
  const v3 = referenceEncode('short-v3', c, new SparseInputs());
  const dropped = new Set([10, 11, 12, 13, 22 + 6, 22 + 8, 34 + 6, 34 + 8]);
  for (let a = 0; a < v3.count; a++) {
    const i = v3.index[a];
    if (i < 192) {
      out.push(i, v3.value[a]);
      continue;
    }
    const f = i - 192;
    if (dropped.has(f)) continue;
    let to = 0;
    for (let g = 0; g < f; g++) if (!dropped.has(g)) to++;
    out.push(192 + to, v3.value[a]);
  }
}
