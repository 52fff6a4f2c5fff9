// AssemblyScript source of the WebAssembly midgame generator (compiled by `node scripts/build-wasm.mjs`
// into src/midgameWasm.ts; the test suite checks the two agree). It is the same search as
// `PlayGenerator.plainMidgame` / `doubleMidgame` in src/engine.ts, which stays the fallback where
// WebAssembly is unavailable: see that file for why the searches find every outcome exactly once.
//
// Memory (two pages): the board at 0 (28 signed bytes, the engine's cells, used as scratch during a
// search), the number of dice the outcomes use at 28, then CAPACITY outcome boards (28 bytes each), CAPACITY step lists (12 bytes each) and
// CAPACITY hit counts (1 byte each), then a copy of the start board and a scratch board for the
// Caucasian rule, and the path of a partial play. `plain` and `double` return the number of outcomes
// written (0: the roll cannot be played), or −1 when the JavaScript engine must decide instead:
// something can be borne off this turn, the outcomes would not fit, or no double can be played whole
// under the Caucasian rule. Plays that cannot use every die follow RULES.md §2.3 (as many dice as
// possible; of a plain roll, the higher die if either can be played alone). Their `taint` argument is 1 when the Caucasian no-hit-and-hide rule can bind
// (RULES.md §3.2: short Caucasian with an opposing blot in the mover's home).

const OPP_BAR = 0;
const BAR = 25;
const BAR_BIT = 1 << 25;
const POINTS = 0x1fffffe;
const SOURCES = 0x3fffffe;
export const CAPACITY = 3000;
const OUT: usize = 32;
const STEPS: usize = OUT + CAPACITY * 28;
const HITS: usize = STEPS + CAPACITY * 12;
const START: usize = (HITS + CAPACITY + 7) & ~7;
const TRIAL: usize = START + 32;
const PATH: usize = TRIAL + 32;
const USED: usize = 28;

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

@inline
function cell(p: i32): i32 {
  return <i32>load<i8>(<usize>p);
}

@inline
function setCell(p: i32, v: i32): void {
  store<i8>(<usize>p, <i8>v);
}

/** Reads the board's masks; returns the mover's checkers outside the home (the bar included). */
function loadBoard(taint: i32): i32 {
  let blots = 0;
  if (taint != 0) for (let p = 1; p <= 6; p++) if (cell(p) == -1) blots |= 1 << p;
  blotsHome = blots;
  let occ = 0;
  let blk = 0;
  let outside = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cell(p);
    if (n > 0) {
      occ |= 1 << p;
      if (p > 6) outside += n;
    } else if (n < -1) blk |= 1 << p;
  }
  const bar = cell(BAR);
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
  if (loadBoard(taint) < 2) return -1;
  const open = ~blocked & POINTS;
  const openA = (open << a) & SOURCES;
  const openB = (open << b) & SOURCES;
  const bar = cell(BAR);
  const startA = (bar > 0 ? BAR_BIT : occupied) & openA;
  count = 0;
  if (!plainOrder(a, b, startA, openB, 0, startA, true)) return -1;
  if (bar < 2) {
    const startB = (bar > 0 ? BAR_BIT : occupied) & openB;
    if (!plainOrder(b, a, startB, openA, bar > 0 ? 0 : startA, startA, false)) return -1;
  }
  if (count > 0) {
    store<u8>(USED, 2);
    return count;
  }
  // No play uses both dice: one step of the higher die if it can be played, else of the lower.
  const from = bar > 0 ? BAR_BIT : occupied;
  const high = a > b ? a : b;
  const low = a + b - high;
  const die = (from & ((open << high) & SOURCES)) != 0 ? high : low;
  dieSources = (open << die) & SOURCES;
  if (!partialSteps(1, 0, 25, die, occupied, 0)) return -1;
  store<u8>(USED, count > 0 ? 1 : 0);
  return count;
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
    let second = cell(BAR) > 0 ? BAR_BIT : (c == 1 ? occ ^ (1 << x) : occ) | (1 << t);
    second &= open2 & ~found;
    // Caucasian rule: the checker that just hit in the home may not move on to one of its own.
    if (hits != 0 && ((blotsHome >>> t) & 1) != 0 && ((second >>> t) & 1) != 0 && cell(t - d2) > 0) second ^= 1 << t;
    if (aFirst) {
      const s = x + d2;
      if ((((second & through) >>> s) & 1) != 0 && cell(s - d1) != -1) second ^= 1 << s;
    } else if (((second >>> t) & 1) != 0 && ((through >>> x) & 1) != 0 && there != -1 && cell(x - d2) != -1) {
      second ^= 1 << t;
    }
    if (second != 0) {
      let i = count;
      if (i + 25 > CAPACITY) return false;
      const w0 = load<i32>(0);
      const w1 = load<i32>(4);
      const w2 = load<i32>(8);
      const w3 = load<i32>(12);
      const w4 = load<i32>(16);
      const w5 = load<i32>(20);
      const w6 = load<i32>(24);
      const stepWord = x | (t << 8) | (d1 << 16);
      const hitBar = cell(OPP_BAR) - 1;
      while (second != 0) {
        const y = 31 - clz(second);
        second ^= 1 << y;
        const u = y - d2;
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
        store<i32>(so, stepWord | (y << 24));
        store<i32>(so, u | (d2 << 8), 4);
        i++;
      }
      count = i;
    }
    setCell(x, c);
    setCell(t, there);
    setCell(OPP_BAR, oppBar);
  }
  return true;
}

/** Double d-d with four or more checkers outside the home: sources in non-increasing order. */
export function double(die: i32, taint: i32): i32 {
  if (loadBoard(taint) < 4) return -1;
  if (blotsHome != 0) memory.copy(START, 0, 28);
  const src = ((~blocked & POINTS) << die) & SOURCES;
  dieSources = src;
  count = 0;
  const occ = occupied;
  let first = (cell(BAR) > 0 ? BAR_BIT : occ) & src;
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
    let second = (cell(BAR) > 0 ? BAR_BIT : occ1 & ((2 << x1) - 1)) & src;
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
  // No play uses all four dice: the longest plays (in the same order, so each outcome once).
  if (blotsHome != 0) return -1;
  for (let steps = 3; steps >= 1; steps--) {
    if (!partialSteps(steps, 0, 25, die, occ, 0)) return -1;
    if (count > 0) {
      store<u8>(USED, <u8>steps);
      return count;
    }
  }
  store<u8>(USED, 0);
  return 0;
}

/**
 * Writes every outcome of `left` more steps of `die` from points no higher than `maxFrom` (the
 * non-increasing order of `double`, legal sources in `dieSources`); `depth` steps are already on the
 * board and in the path at PATH. False when the outcomes would not fit.
 */
function partialSteps(left: i32, depth: i32, maxFrom: i32, die: i32, occ: i32, hits: i32): bool {
  if (left == 0) {
    const i = count;
    if (i >= CAPACITY) return false;
    const o = OUT + <usize>(i * 28);
    memory.copy(o, 0, 28);
    memory.copy(STEPS + <usize>(i * 12), PATH, 12);
    store<u8>(HITS + <usize>i, <u8>hits);
    count = i + 1;
    return true;
  }
  let sources = (cell(BAR) > 0 ? BAR_BIT : occ & ((2 << maxFrom) - 1)) & dieSources;
  while (sources != 0) {
    const x = 31 - clz(sources);
    sources ^= 1 << x;
    const t = x - die;
    const c = cell(x);
    const there = cell(t);
    const oppBar = cell(OPP_BAR);
    setCell(x, c - 1);
    let hit = 0;
    if (there == -1) {
      setCell(t, 1);
      setCell(OPP_BAR, oppBar - 1);
      hit = 1;
    } else setCell(t, there + 1);
    const at = PATH + <usize>(depth * 3);
    store<u8>(at, <u8>x);
    store<u8>(at + 1, <u8>t);
    store<u8>(at + 2, <u8>die);
    const fits = partialSteps(left - 1, depth + 1, x, die, (c == 1 ? occ ^ (1 << x) : occ) | (1 << t), hits + hit);
    setCell(x, c);
    setCell(t, there);
    setCell(OPP_BAR, oppBar);
    if (!fits) return false;
  }
  return true;
}

/** Steps three and four of `double`, from points no higher than `maxFrom`; false when out of room. */
function lastTwo(maxFrom: i32, die: i32, occ: i32, hits: i32, p0: i32, p1: i32): bool {
  const src = dieSources;
  let third = (cell(BAR) > 0 ? BAR_BIT : occ & ((2 << maxFrom) - 1)) & src;
  const last = die | (die << 24);
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
    let fourth = (cell(BAR) > 0 ? BAR_BIT : ((c3 == 1 ? occ ^ (1 << x3) : occ) | (1 << t3)) & ((2 << x3) - 1)) & src;
    if (fourth != 0) {
      let i = count;
      if (i + 25 > CAPACITY) return false;
      const w0 = load<i32>(0);
      const w1 = load<i32>(4);
      const w2 = load<i32>(8);
      const w3 = load<i32>(12);
      const w4 = load<i32>(16);
      const w5 = load<i32>(20);
      const w6 = load<i32>(24);
      const word1 = p1 | (x3 << 16) | (t3 << 24);
      const hitBar = cell(OPP_BAR) - 1;
      const moved = (1 << (p0 & 0xff)) | (1 << (p0 >>> 24)) | (1 << x3);
      while (fourth != 0) {
        const y = 31 - clz(fourth);
        fourth ^= 1 << y;
        const u = y - die;
        // Caucasian rule: a checker that moves from a point where it hit must have some legal order.
        if (((moved | (1 << y)) & blotsHome) != 0 && !someLegalOrder(p0 & 0xff, p0 >>> 24, x3, y, die)) continue;
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
          store<u8>(HITS + <usize>i, <u8>(hits3 + 1));
        } else {
          store<i8>(o + <usize>u, <i8>(v + 1));
          store<u8>(HITS + <usize>i, <u8>hits3);
        }
        const so = STEPS + <usize>(i * 12);
        store<i32>(so, p0);
        store<i32>(so, word1, 4);
        store<i32>(so, last | (y << 8) | (u << 16), 8);
        i++;
      }
      count = i;
    }
    setCell(x3, c3);
    setCell(t3, there3);
    setCell(OPP_BAR, oppBar);
  }
  return true;
}

/**
 * Caucasian rule for a double: whether the steps from s0..s3 (one die) can be played in some order
 * such that no checker that hit in the home moves on to a point holding its own checkers (RULES.md
 * §3.2; the taint belongs to the hitter's point while it stands there alone, as in the engine's
 * general search). Plays from the start board copied at START; every other condition was checked.
 */
function someLegalOrder(s0: i32, s1: i32, s2: i32, s3: i32, die: i32): bool {
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (j == i) continue;
      for (let k = 0; k < 4; k++) {
        if (k == i || k == j) continue;
        const l = 6 - i - j - k;
        if (playsInOrder(pick(i, s0, s1, s2, s3), pick(j, s0, s1, s2, s3), pick(k, s0, s1, s2, s3), pick(l, s0, s1, s2, s3), die)) {
          return true;
        }
      }
    }
  }
  return false;
}

@inline
function pick(i: i32, s0: i32, s1: i32, s2: i32, s3: i32): i32 {
  return i == 0 ? s0 : i == 1 ? s1 : i == 2 ? s2 : s3;
}

function playsInOrder(a: i32, b: i32, c: i32, d: i32, die: i32): bool {
  memory.copy(TRIAL, START, 28);
  let taint = 0;
  for (let n = 0; n < 4; n++) {
    const from = n == 0 ? a : n == 1 ? b : n == 2 ? c : d;
    const count = <i32>load<i8>(TRIAL + <usize>from);
    if (count <= 0) return false;
    if (from != BAR && <i32>load<i8>(TRIAL + <usize>BAR) > 0) return false;
    const to = from - die;
    const there = <i32>load<i8>(TRIAL + <usize>to);
    if (((taint >>> from) & 1) != 0 && count == 1) {
      if (there > 0) return false;
      taint = (taint & ~(1 << from)) | (1 << to);
    }
    if (there == -1 && to <= 6) taint |= 1 << to;
    store<i8>(TRIAL + <usize>from, <i8>(count - 1));
    store<i8>(TRIAL + <usize>to, <i8>(there == -1 ? 1 : there + 1));
  }
  return true;
}
