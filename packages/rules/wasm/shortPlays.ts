// AssemblyScript source of the WebAssembly move generator for the short family with no optional
// restriction in force (entry plays.ts, compiled by `node scripts/build-wasm.mjs` into
// src/generator/playsWasm.ts; a test checks the two agree). While nothing can be borne off this turn
// ("midgame") it runs the searches of `plainMidgame` / `doubleMidgame` in src/generator/plainRolls.ts
// and doubles.ts (docs/engine.md explains why they find every outcome once without hashing); otherwise
// it checks every step as it is played, like `plainRollFast` / `doubleFast` there. It also applies the
// Caucasian no-hit-and-hide rule (RULES.md §3.2) and, where no play uses every die, RULES.md §2.3 (as
// many dice as possible; of a plain roll, the higher die if either can be played alone). The
// JavaScript searches stay as the fallback where WebAssembly cannot run.
//
// Memory: the layout of layout.ts; this kernel's scratch area holds a copy of the start board, five
// trial boards for the Caucasian rule and the path of the play being built. `plain` and `double` return
// the number of outcomes written (0: the roll cannot be played), or −1 when they would not fit (the
// JavaScript engine then decides). Their `taint` argument is 1 when the Caucasian rule can bind (short
// Caucasian with an opposing blot in the mover's home).

import {
  BAD_BOARD,
  BAR_CELL,
  boardFits,
  CAPACITY,
  cell,
  HITS,
  OFF_CELL,
  OPP_BAR,
  OUT,
  SCRATCH,
  STEPS,
  setCell,
  USED,
} from './layout';

const BAR_BIT = 1 << 25;
const POINTS = 0x1fffffe;
const SOURCES = 0x3fffffe;
const START: usize = SCRATCH;
const TRIAL: usize = START + 32;
const PATH: usize = TRIAL + 5 * 32;

/** Bit p: the mover has a checker on point p (1..24) or on the bar (25). */
let occupied = 0;
/** Bit p: the opponent holds point p with two or more checkers (constant through a turn). */
let blocked = 0;
/** Outcomes written so far. */
let count = 0;
/** Doubles: bit p set when a step of the die from p lands on an unblocked point. */
let dieSources = 0;
/** Under the Caucasian rule: bit p (1..6) set when an opposing blot stands on p at the start; else 0. */
let blotsHome = 0;
/** `steps` and `endgamePlain`: the mover's occupied points and checkers outside the home, as the turn goes. */
let occupiedNow = 0;
let outsideNow = 0;

/** Whether the last `loadBoard` found a board (`boardFits`). */
let fits = true;

/**
 * Reads the board's masks and checks it (`fits`); returns the mover's checkers outside the home (the
 * bar included).
 */
function loadBoard(taint: i32): i32 {
  let blots = 0;
  if (taint != 0) for (let p = 1; p <= 6; p++) if (cell(p) == -1) blots |= 1 << p;
  blotsHome = blots;
  let occ = 0;
  let blk = 0;
  let outside = 0;
  let mine = 0;
  let theirs = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cell(p);
    if (n > 0) {
      occ |= 1 << p;
      mine += n;
      if (p > 6) outside += n;
    } else {
      theirs -= n;
      if (n < -1) blk |= 1 << p;
    }
  }
  fits = boardFits(mine, theirs, false);
  const bar = cell(BAR_CELL);
  if (bar > 0) {
    occ |= BAR_BIT;
    outside += bar;
  }
  occupied = occ;
  blocked = blk;
  return outside;
}

/** Plain roll a-b (a ≠ b) with two or more checkers outside the home. */
export function plain(a: i32, b: i32, taint: i32): i32 {
  const outside = loadBoard(taint);
  if (!fits) return BAD_BOARD;
  if (blotsHome != 0) memory.copy(START, 0, 28);
  count = 0;
  if (outside < 2) return endgamePlain(a, b, outside);
  const open = ~blocked & POINTS;
  const openA = (open << a) & SOURCES;
  const openB = (open << b) & SOURCES;
  const bar = cell(BAR_CELL);
  const startA = (bar > 0 ? BAR_BIT : occupied) & openA;
  if (!plainOrder(a, b, startA, openB, 0, startA, true)) return -1;
  if (bar < 2) {
    const startB = (bar > 0 ? BAR_BIT : occupied) & openB;
    if (!plainOrder(b, a, startB, openA, bar > 0 ? 0 : startA, startA, false)) return -1;
  }
  if (count > 0) {
    store<u8>(USED, 2);
    return count;
  }
  return higherDie(a, b, outside);
}

/**
 * No play of a-b uses both dice: the single steps of the higher die if it can be played, else of the
 * lower (RULES.md §2.3-2). Returns the count, or −1 when the outcomes would not fit.
 */
function higherDie(a: i32, b: i32, outside: i32): i32 {
  const high = a > b ? a : b;
  for (let n = 0; n < 2; n++) {
    occupiedNow = occupied;
    outsideNow = outside;
    if (!steps(1, 0, 25, n == 0 ? high : a + b - high, 0, 0)) return -1;
    if (count > 0) {
      store<u8>(USED, 1);
      return count;
    }
  }
  store<u8>(USED, 0);
  return 0;
}

function plainOrder(d1: i32, d2: i32, first: i32, open2: i32, found: i32, through: i32, aFirst: bool): bool {
  const occ = occupied;
  while (first != 0) {
    const x = 31 - clz(first);
    first ^= 1 << x;
    const t = x - d1;
    const c = cell(x);
    const there = cell(t);
    const oppBar = cell(OPP_BAR);
    setCell(x, c - 1);
    let hits = 0;
    if (there == -1) {
      setCell(t, 1);
      setCell(OPP_BAR, oppBar - 1);
      hits = 1;
    } else setCell(t, there + 1);
    let second = cell(BAR_CELL) > 0 ? BAR_BIT : (c == 1 ? occ ^ (1 << x) : occ) | (1 << t);
    second &= open2 & ~found;
    // Caucasian rule: the checker that just hit in the home may not move on to one of its own.
    if (hits != 0 && ((blotsHome >>> t) & 1) != 0 && ((second >>> t) & 1) != 0 && cell(t - d2) > 0) second ^= 1 << t;
    if (aFirst) {
      const s = x + d2;
      if ((((second & through) >>> s) & 1) != 0 && cell(s - d1) != -1) second ^= 1 << s;
    } else if (((second >>> t) & 1) != 0 && ((through >>> x) & 1) != 0 && there != -1 && cell(x - d2) != -1) {
      second ^= 1 << t;
    }
    if (second != 0 && !leaves(second, d2, x | (t << 8) | (d1 << 16), -1, hits, 0)) return false;
    setCell(x, c);
    setCell(t, there);
    setCell(OPP_BAR, oppBar);
  }
  return true;
}

/**
 * Writes one outcome per source in `sources`: the board (at 0) plus one step of `die` from that source,
 * every die used. `hits`: opposing checkers hit before this step. The step list: for a plain roll
 * (`p1` = −1) `p0` holds the first step and the new step follows it; for a double `p0`, `p1` hold the
 * first three steps and the new one is the fourth, and under the Caucasian rule an outcome whose steps
 * leave a point where a blot was hit (`moved`: the first three sources) is kept only if some order of
 * its steps is legal. False when the outcomes would not fit.
 */
@inline
function leaves(sources: i32, die: i32, p0: i32, p1: i32, hits: i32, moved: i32): bool {
  let i = count;
  if (i + 25 > CAPACITY) return false;
  const w0 = load<i32>(0);
  const w1 = load<i32>(4);
  const w2 = load<i32>(8);
  const w3 = load<i32>(12);
  const w4 = load<i32>(16);
  const w5 = load<i32>(20);
  const w6 = load<i32>(24);
  const hitBar = cell(OPP_BAR) - 1;
  const double = p1 != -1;
  const last = die | (die << 24);
  while (sources != 0) {
    const y = 31 - clz(sources);
    sources ^= 1 << y;
    const u = y - die;
    if (double && ((moved | (1 << y)) & blotsHome) != 0) {
      store<i32>(PATH, p0);
      store<i32>(PATH + 4, p1);
      store<i32>(PATH + 8, last | (y << 8) | (u << 16));
      if (!someLegalOrder(4, die)) continue;
    }
    const o = OUT + <usize>(i * 28);
    store<i32>(o, w0);
    store<i32>(o, w1, 4);
    store<i32>(o, w2, 8);
    store<i32>(o, w3, 12);
    store<i32>(o, w4, 16);
    store<i32>(o, w5, 20);
    store<i32>(o, w6, 24);
    store<i8>(o + <usize>y, <i8>(cell(y) - 1));
    const v = cell(u);
    if (v == -1) {
      store<i8>(o + <usize>u, 1);
      store<i8>(o, <i8>hitBar);
      store<u8>(HITS + <usize>i, <u8>(hits + 1));
    } else {
      store<i8>(o + <usize>u, <i8>(v + 1));
      store<u8>(HITS + <usize>i, <u8>hits);
    }
    const so = STEPS + <usize>(i * 12);
    if (double) {
      store<i32>(so, p0);
      store<i32>(so, p1, 4);
      store<i32>(so, last | (y << 8) | (u << 16), 8);
    } else {
      store<i32>(so, p0 | (y << 24));
      store<i32>(so, u | (die << 8), 4);
    }
    i++;
  }
  count = i;
  return true;
}

/** Double d-d with four or more checkers outside the home: sources in non-increasing order. */
export function double(die: i32, taint: i32): i32 {
  const outside = loadBoard(taint);
  if (!fits) return BAD_BOARD;
  if (blotsHome != 0) memory.copy(START, 0, 28);
  count = 0;
  if (outside < 4) return longestPlays(4, die, outside);
  const src = ((~blocked & POINTS) << die) & SOURCES;
  dieSources = src;
  const occ = occupied;
  let first = (cell(BAR_CELL) > 0 ? BAR_BIT : occ) & src;
  while (first != 0) {
    const x1 = 31 - clz(first);
    first ^= 1 << x1;
    const t1 = x1 - die;
    const c1 = cell(x1);
    const there1 = cell(t1);
    const oppBar1 = cell(OPP_BAR);
    setCell(x1, c1 - 1);
    let hits1 = 0;
    if (there1 == -1) {
      setCell(t1, 1);
      setCell(OPP_BAR, oppBar1 - 1);
      hits1 = 1;
    } else setCell(t1, there1 + 1);
    const occ1 = (c1 == 1 ? occ ^ (1 << x1) : occ) | (1 << t1);
    const p0 = x1 | (t1 << 8) | (die << 16);
    let second = (cell(BAR_CELL) > 0 ? BAR_BIT : occ1 & ((2 << x1) - 1)) & src;
    while (second != 0) {
      const x2 = 31 - clz(second);
      second ^= 1 << x2;
      const t2 = x2 - die;
      const c2 = cell(x2);
      const there2 = cell(t2);
      const oppBar2 = cell(OPP_BAR);
      setCell(x2, c2 - 1);
      let hits2 = hits1;
      if (there2 == -1) {
        setCell(t2, 1);
        setCell(OPP_BAR, oppBar2 - 1);
        hits2++;
      } else setCell(t2, there2 + 1);
      const occ2 = (c2 == 1 ? occ1 ^ (1 << x2) : occ1) | (1 << t2);
      if (!lastTwo(x2, die, occ2, hits2, p0 | (x2 << 24), t2 | (die << 8))) return -1;
      setCell(x2, c2);
      setCell(t2, there2);
      setCell(OPP_BAR, oppBar2);
    }
    setCell(x1, c1);
    setCell(t1, there1);
    setCell(OPP_BAR, oppBar1);
  }
  if (count > 0) {
    store<u8>(USED, 4);
    return count;
  }
  // No play uses all four dice: the longest plays.
  return longestPlays(3, die, outside);
}

/** Steps three and four of `double`, from points no higher than `maxFrom`; false when out of room. */
function lastTwo(maxFrom: i32, die: i32, occ: i32, hits: i32, p0: i32, p1: i32): bool {
  const src = dieSources;
  let third = (cell(BAR_CELL) > 0 ? BAR_BIT : occ & ((2 << maxFrom) - 1)) & src;
  while (third != 0) {
    const x3 = 31 - clz(third);
    third ^= 1 << x3;
    const t3 = x3 - die;
    const c3 = cell(x3);
    const there3 = cell(t3);
    const oppBar = cell(OPP_BAR);
    setCell(x3, c3 - 1);
    let hits3 = hits;
    if (there3 == -1) {
      setCell(t3, 1);
      setCell(OPP_BAR, oppBar - 1);
      hits3++;
    } else setCell(t3, there3 + 1);
    const fourth = (cell(BAR_CELL) > 0 ? BAR_BIT : ((c3 == 1 ? occ ^ (1 << x3) : occ) | (1 << t3)) & ((2 << x3) - 1)) & src;
    const moved = (1 << (p0 & 0xff)) | (1 << (p0 >>> 24)) | (1 << x3);
    if (fourth != 0 && !leaves(fourth, die, p0, p1 | (x3 << 16) | (t3 << 24), hits3, moved)) return false;
    setCell(x3, c3);
    setCell(t3, there3);
    setCell(OPP_BAR, oppBar);
  }
  return true;
}

/**
 * The longest plays of a double, trying `most` steps first, in the non-increasing order of `double`
 * with every step checked as it is played (bearing off included). Returns the count, or −1 when the
 * outcomes would not fit.
 */
function longestPlays(most: i32, die: i32, outside: i32): i32 {
  for (let n = most; n >= 1; n--) {
    occupiedNow = occupied;
    outsideNow = outside;
    if (!steps(n, 0, 25, die, 0, 0)) return -1;
    if (count > 0) {
      store<u8>(USED, <u8>n);
      return count;
    }
  }
  store<u8>(USED, 0);
  return 0;
}

/**
 * Whether the mover may now play `die` from `from` (a checker stands there and the bar is empty or
 * `from` is the bar): the landing point is not blocked, or a bear-off with every checker home and,
 * for a die larger than needed, no checker on a higher point.
 */
function canStep(from: i32, die: i32): bool {
  const to = from - die;
  if (to >= 1) return ((blocked >>> to) & 1) == 0;
  return outsideNow == 0 && (to == 0 || (occupiedNow & (0x7e & ~((2 << from) - 1))) == 0);
}

/** Plays one step in place (undo with `undoStep`); returns 1 if it hit. Updates `occupiedNow`, `outsideNow`. */
function playStep(from: i32, to: i32, count: i32, there: i32): i32 {
  setCell(from, count - 1);
  if (count == 1) occupiedNow ^= 1 << from;
  if (from > 6 && to <= 6) outsideNow--;
  if (to < 1) {
    setCell(OFF_CELL, cell(OFF_CELL) + 1);
    return 0;
  }
  occupiedNow |= 1 << to;
  if (there == -1) {
    setCell(to, 1);
    setCell(OPP_BAR, cell(OPP_BAR) - 1);
    return 1;
  }
  setCell(to, there + 1);
  return 0;
}

function undoStep(from: i32, to: i32, count: i32, there: i32, occ: i32, outside: i32): void {
  setCell(from, count);
  if (to < 1) setCell(OFF_CELL, cell(OFF_CELL) - 1);
  else {
    setCell(to, there);
    if (there == -1) setCell(OPP_BAR, cell(OPP_BAR) + 1);
  }
  occupiedNow = occ;
  outsideNow = outside;
}

/**
 * Writes every outcome of `left` more steps of `die` from points no higher than `maxFrom` (the
 * non-increasing order of `double`, so each outcome once), each step checked by `canStep`; `depth`
 * steps are already on the board and in the path at PATH, from the points in `moved`. Under the
 * Caucasian rule an outcome whose steps leave a point where a blot was hit is kept only if its steps can
 * be played in some legal order. False when the outcomes would not fit.
 */
function steps(left: i32, depth: i32, maxFrom: i32, die: i32, hits: i32, moved: i32): bool {
  if (left == 0) {
    if ((moved & blotsHome) != 0 && !someLegalOrder(depth, die)) return true;
    return keep(depth, hits, false);
  }
  let sources = cell(BAR_CELL) > 0 ? BAR_BIT : occupiedNow & ((2 << maxFrom) - 1);
  while (sources != 0) {
    const x = 31 - clz(sources);
    sources ^= 1 << x;
    if (!canStep(x, die)) continue;
    const t = x - die;
    const c = cell(x);
    const there = t >= 1 ? cell(t) : 0;
    const occ = occupiedNow;
    const outside = outsideNow;
    const hit = playStep(x, t, c, there);
    const at = PATH + <usize>(depth * 3);
    store<u8>(at, <u8>x);
    store<u8>(at + 1, <u8>(t > 0 ? t : 0));
    store<u8>(at + 2, <u8>die);
    const fits = steps(left - 1, depth + 1, x, die, hits + hit, moved | (1 << x));
    undoStep(x, t, c, there, occ, outside);
    if (!fits) return false;
  }
  return true;
}

/**
 * Writes the current board as the next outcome with the `depth` steps at PATH; with `unique`, drops it
 * again if an earlier outcome has the same board. False when it would not fit.
 */
function keep(depth: i32, hits: i32, unique: bool): bool {
  const i = count;
  if (i >= CAPACITY) return false;
  const o = OUT + <usize>(i * 28);
  memory.copy(o, 0, 28);
  if (unique) {
    for (let j = 0; j < i; j++) if (memory.compare(OUT + <usize>(j * 28), o, 28) == 0) return true;
  }
  memory.copy(STEPS + <usize>(i * 12), PATH, <usize>(depth * 3));
  store<u8>(HITS + <usize>i, <u8>hits);
  count = i + 1;
  return true;
}

/**
 * Plain roll a-b when something may be borne off this turn: both orders of the dice, every step
 * checked as it is played (and the Caucasian rule: the checker that just hit in the home may not move
 * on to one of its own), outcomes kept once by comparing boards. Returns the count, or −1 when the
 * outcomes would not fit.
 */
function endgamePlain(a: i32, b: i32, outside: i32): i32 {
  for (let order = 0; order < 2; order++) {
    const d1 = order == 0 ? a : b;
    const d2 = order == 0 ? b : a;
    occupiedNow = occupied;
    outsideNow = outside;
    let first = cell(BAR_CELL) > 0 ? BAR_BIT : occupiedNow;
    while (first != 0) {
      const x = 31 - clz(first);
      first ^= 1 << x;
      if (!canStep(x, d1)) continue;
      const t = x - d1;
      const c = cell(x);
      const there = t >= 1 ? cell(t) : 0;
      const occ = occupiedNow;
      const out = outsideNow;
      const hit = playStep(x, t, c, there);
      store<u8>(PATH, <u8>x);
      store<u8>(PATH + 1, <u8>(t > 0 ? t : 0));
      store<u8>(PATH + 2, <u8>d1);
      const hitter = hit != 0 && ((blotsHome >>> t) & 1) != 0 ? t : -1;
      let second = cell(BAR_CELL) > 0 ? BAR_BIT : occupiedNow;
      while (second != 0) {
        const y = 31 - clz(second);
        second ^= 1 << y;
        if (!canStep(y, d2)) continue;
        const u = y - d2;
        const cy = cell(y);
        const v = u >= 1 ? cell(u) : 0;
        if (y == hitter && cy == 1 && v > 0) continue;
        const occ2 = occupiedNow;
        const out2 = outsideNow;
        const hit2 = playStep(y, u, cy, v);
        store<u8>(PATH + 3, <u8>y);
        store<u8>(PATH + 4, <u8>(u > 0 ? u : 0));
        store<u8>(PATH + 5, <u8>d2);
        const fits = keep(2, hit + hit2, true);
        undoStep(y, u, cy, v, occ2, out2);
        if (!fits) return -1;
      }
      undoStep(x, t, c, there, occ, out);
    }
  }
  if (count > 0) {
    store<u8>(USED, 2);
    return count;
  }
  return higherDie(a, b, outside);
}

/**
 * Caucasian rule for a double: whether the `k` steps of `die` at PATH can be played in some order from
 * the start board (copied at START) such that no checker that hit in the home moves on to a point
 * holding its own checkers (RULES.md §3.2; the taint belongs to the hitter's point while it stands there
 * alone, as in the engine's general search).
 */
function someLegalOrder(k: i32, die: i32): bool {
  memory.copy(TRIAL, START, 28);
  return orderFrom(0, k, 0, die, 0);
}

/** `someLegalOrder` after `n` steps (the set `used` of PATH's steps) on the board at TRIAL + 32n. */
function orderFrom(used: i32, k: i32, n: i32, die: i32, taint: i32): bool {
  if (n == k) return true;
  const board = TRIAL + <usize>(n * 32);
  const next = board + 32;
  for (let i = 0; i < k; i++) {
    if (((used >>> i) & 1) != 0) continue;
    const from = <i32>load<u8>(PATH + <usize>(i * 3));
    const count = <i32>load<i8>(board + <usize>from);
    if (count <= 0 || (from != BAR_CELL && load<i8>(board + BAR_CELL) > 0)) continue;
    const to = from - die;
    const there = to >= 1 ? <i32>load<i8>(board + <usize>to) : 0;
    if (to < 1 && !mayBearOff(board, from, to)) continue;
    let nextTaint = taint;
    if (((taint >>> from) & 1) != 0 && count == 1) {
      if (there > 0) continue;
      nextTaint &= ~(1 << from);
      if (to >= 1) nextTaint |= 1 << to;
    }
    if (there == -1 && to <= 6) nextTaint |= 1 << to;
    memory.copy(next, board, 28);
    store<i8>(next + <usize>from, <i8>(count - 1));
    if (to >= 1) store<i8>(next + <usize>to, <i8>(there == -1 ? 1 : there + 1));
    else store<i8>(next + OFF_CELL, <i8>(load<i8>(board + OFF_CELL) + 1));
    if (orderFrom(used | (1 << i), k, n + 1, die, nextTaint)) return true;
  }
  return false;
}

/** Bearing off from `from` to `to` ≤ 0 on `board`: every checker home and, past 0, none higher. */
function mayBearOff(board: usize, from: i32, to: i32): bool {
  for (let p = 7; p <= 25; p++) if (load<i8>(board + <usize>p) > 0) return false;
  if (to < 0) for (let p = from + 1; p <= 6; p++) if (load<i8>(board + <usize>p) > 0) return false;
  return true;
}
