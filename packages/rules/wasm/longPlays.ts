// AssemblyScript source of the WebAssembly move generator for the long family (long nardy and
// khachapuri: same-direction geometry, no hitting, no bar). It applies the head rule (a limit on the
// checkers that leave the head, own point 24, per turn; the caller passes the limit, first-turn
// exception included), the six-block rule under both timings, bear-off with RULES.md §2.6, maximal dice
// use and the higher-die rule (RULES.md §2.3) and the strict full-pips option (§2.7): exactly what the
// engine's general search (src/generator/generalSearch.ts) finds for these rules, which stays as the
// fallback where WebAssembly cannot run. docs/engine.md, "The long family", explains the searches.
//
// - While no six-block can bind and nothing can be borne off this turn ("midgame"), a step of die d
//   from p is legal exactly when p holds a checker and p − d holds no opposing checker (plus the head
//   limit), so the searches of the short family's midgame apply with bitmasks and without hashing:
//   `plainMidgame` and `doubleMidgame`.
// - Otherwise a depth-first search over single-die steps (`search`), checked as played, with the
//   general search's rules for recording plays: doubles in non-increasing source order where step order
//   cannot matter, plain rolls in both orders, equal outcomes found with an additive hash over cells
//   (`KEYS`) and an exact comparison.
//
// The six-block rule is one bitmask test: the mover's points in the order of the opponent's route give
// a 24-bit mask (`route`), six consecutive bits are a block (`blocks`), and `forbid` holds the low ends
// of the windows where a block would be forbidden this turn (the opponent's checkers do not move during
// the mover's turn, so `forbid` is fixed for the call). A start that already holds a forbidden block is
// left to the general search (the call answers −1).
//
// Scratch memory (laid out in longScratch.ts, with the constants and the route masks): the path of the
// play being built, filter flags and hashes per outcome, and the hash table (SLOTS entries of
// `stamp << 12 | outcome`, so that a new roll empties it by changing the stamp), and the hash keys of
// the cells.

import {
  BAD_BOARD, boardFits, CAPACITY, cell, HITS, OFF_CELL, OPP_OFF_CELL, OUT, STEPS, setCell, USED,
} from './layout';
import {
  ALL_WINDOWS, blocks, CLEAN, CLEAN_HIGH_KIND, CLEAN_KINDS, FLAGS, HASHES, HEAD, HEAD_BIT, HIGH, HIGH_KINDS, key, KEYS,
  NO_LIMIT, ORDER, PATH, POINTS, route, SLOT_COUNT, SLOT_MASK, SLOTS, STAMP_LIMIT, START, TRIAL,
} from './longScratch';

/** Bit p: the mover has a checker on point p (1..24). */
let occupied = 0;
/** Bit p: an opposing checker stands on point p (closed to the mover: no hitting). */
let blocked = 0;
/** The mover's checkers on points 7..24: while any remain, nothing can be borne off. */
let outside = 0;
/** How many checkers may leave the head this turn. */
let headLimit = 1;
/** Route indices where a completed block is forbidden this turn (0: the rule cannot bind). */
let forbid = 0;
/** The six-block rule binds this roll, checked after every step or on the position a play ends in. */
let atStep = false;
let atEnd = false;
/** Doubles in non-increasing source order (each multiset once, nothing to deduplicate). */
let canonical = false;
let dedupe = false;
/** Plain rolls: the second order skips plays the first order found (see `search`). */
let prune = false;
let secondOrder = false;
let firstLegal = 0;
let firstFrom = 0;
let firstFromCount = 0;
let die0 = 0;
let die1 = 0;
let seqLength = 0;
let highDie = 0;
let hash: u32 = 0;
let stamp: u32 = 0;
let count = 0;
let best = -1;
let overflow = false;


@inline
function forbidden(): bool {
  return (blocks(route(occupied)) & forbid) != 0;
}

/**
 * The windows where a block would be forbidden (RULES.md §3.4.3). `rule`: 0 none, 1 `ahead` (allowed
 * only with an opposing checker further along its route, or one borne off), 2 `home` (only with one in
 * its home or borne off), 3 `forbidden`.
 */
function forbiddenWindows(rule: i32): i32 {
  if (rule == 0) return 0;
  if (rule == 3) return ALL_WINDOWS;
  if (cell(OPP_OFF_CELL) > 0) return 0;
  const theirs = route(blocked);
  if (rule == 2) return (theirs & 0x3f) != 0 ? 0 : ALL_WINDOWS;
  // A block with low end i is excused by an opposing checker at a route index below i.
  const lowest = ctz(theirs);
  return lowest >= 18 ? ALL_WINDOWS : (2 << lowest) - 1;
}

/**
 * Whether `landings` more checkers could complete a forbidden block: some forbidden window free of
 * opposing checkers lacks at most that many of the mover's points.
 */
function reachable(landings: i32): bool {
  const mine = route(occupied);
  const theirs = route(blocked);
  let windows = forbid;
  while (windows != 0) {
    const i = ctz(windows);
    windows &= windows - 1;
    const w = 0x3f << i;
    if ((theirs & w) == 0 && popcnt(~mine & w) <= landings) return true;
  }
  return false;
}

/**
 * Every distinct legal play of d1-d2 for the mover of the board at 0: returns the count (0: the roll
 * cannot be played), or −1 when the general search must decide. `limit`: checkers that may leave the
 * head (99: no limit). `rule`: as `forbiddenWindows`; `timing`: 0 after every step, 1 at the end of the
 * turn; `strict`: 1 for the strict full-pips bear-off option.
 */
export function longRoll(d1: i32, d2: i32, limit: i32, rule: i32, timing: i32, strict: i32): i32 {
  let occ = 0;
  let blk = 0;
  let out = 0;
  let mine = 0;
  let theirs = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cell(p);
    if (n > 0) {
      occ |= 1 << p;
      mine += n;
      if (p > 6) out += n;
    } else if (n < 0) {
      blk |= 1 << p;
      theirs -= n;
    }
  }
  if (!boardFits(mine, theirs, true)) return BAD_BOARD;
  occupied = occ;
  blocked = blk;
  outside = out;
  headLimit = limit;
  forbid = forbiddenWindows(rule);
  if (forbid != 0 && forbidden()) return -1;
  const isDouble = d1 == d2;
  const binds = forbid != 0 && reachable(isDouble ? 4 : 2);
  atStep = binds && timing == 0;
  atEnd = binds && timing == 1;
  overflow = false;
  count = 0;
  // The midgame searches take a binding block rule too, except a plain roll under step timing (there
  // the order of its two steps decides, and the general search's plain-roll handling applies).
  if (!atStep || isDouble) {
    if (atStep) memory.copy(START, 0, 28);
    const found = isDouble ? (out >= 4 ? doubleMidgame(d1) : 0) : out >= 2 ? plainMidgame(d1, d2) : 0;
    if (found != 0) return found;
  }
  return general(d1, d2, strict != 0);
}

/**
 * Plain roll a-b with two or more checkers outside the home: the short family's midgame search
 * (src/generator/plainRolls.ts, `plainMidgame`) without hits, plus the head limit; under a binding
 * end-of-turn block rule, outcomes that end in a forbidden block are left out (the search finds each
 * outcome once, by one of its routes, and all routes end alike). Returns the count, 0 when no play uses
 * both dice, −1 when out of room.
 */
function plainMidgame(a: i32, b: i32): i32 {
  const open = ~blocked & POINTS;
  const openA = (open << a) & POINTS;
  const openB = (open << b) & POINTS;
  const startA = occupied & openA;
  if (!plainOrder(a, b, startA, openB, 0, startA, true)) return -1;
  if (!plainOrder(b, a, occupied & openB, openA, startA, startA, false)) return -1;
  if (count == 0) return 0;
  store<u8>(USED, 2);
  return count;
}

/**
 * One order of the dice for `plainMidgame`: `first` = legal sources of `d1`, `open2` = points from which
 * `d2` lands on an open point, `found` = sources whose `d1`-step plays the other order found, `through`
 * = the sources of a legal first step with the roll's `a`; false when out of room.
 */
function plainOrder(d1: i32, d2: i32, first: i32, open2: i32, found: i32, through: i32, aFirst: bool): bool {
  const occ = occupied;
  while (first != 0) {
    const x = 31 - clz(first);
    first ^= 1 << x;
    const t = x - d1;
    const c = cell(x);
    const there = cell(t);
    setCell(x, c - 1);
    setCell(t, there + 1);
    const occ1 = (c == 1 ? occ ^ (1 << x) : occ) | (1 << t);
    let second = occ1 & open2 & ~found;
    if (x == HEAD && headLimit < 2) second &= ~HEAD_BIT;
    if (aFirst) {
      // [a from x, b from x + b] is [a from x + b, b from x + b − a] when that route is legal.
      const s = x + d2;
      if (s <= HEAD && ((second & through) >>> s) & 1) second ^= 1 << s;
    } else if (((second >>> t) & 1) != 0 && ((through >>> x) & 1) != 0) {
      // [b from x, a from x − b]: one checker through x − b; the route through x − a was found first.
      second ^= 1 << t;
    }
    if (second != 0 && !leaves(second, d2, x | (t << 8) | (d1 << 16), -1, occ1, false)) return false;
    setCell(x, c);
    setCell(t, there);
  }
  return true;
}

/**
 * Writes one outcome per source in `sources`: the board at 0 plus one step of `die` from that source
 * (every die used, landing on a point, no hit). The step list: for a plain roll (`p1` = −1) `p0` holds
 * the first step and the new step follows it; for a double `p0`, `p1` hold the first three steps and
 * the new one is the fourth. Under a binding block rule an outcome that ends in a forbidden block is
 * not written (`occ`: the mover's points before the last step), nor, under step timing, one whose
 * steps passed through a forbidden block (`dirty`) unless another order of them avoids it. False when
 * out of room.
 */
@inline
function leaves(sources: i32, die: i32, p0: i32, p1: i32, occ: i32, dirty: bool): bool {
  let i = count;
  if (i + 25 > CAPACITY) return false;
  const w0 = load<i64>(0);
  const w1 = load<i64>(8);
  const w2 = load<i64>(16);
  const w3 = load<i32>(24);
  const double = p1 != -1;
  while (sources != 0) {
    const y = 31 - clz(sources);
    sources ^= 1 << y;
    const u = y - die;
    if (atEnd || atStep) {
      if ((blocks(route((cell(y) == 1 ? occ ^ (1 << y) : occ) | (1 << u))) & forbid) != 0) continue;
      if (dirty && !anyOrder(p0 & 0xff, p0 >>> 24, (p1 >>> 16) & 0xff, y, die)) continue;
    }
    const so = STEPS + <usize>(i * 12);
    if (dirty) {
      // The order `anyOrder` found is the representative: the non-increasing one passes through a block.
      for (let k = 0; k < 4; k++) {
        const from = <i32>load<u8>(ORDER + <usize>load<u8>(ORDER + 4 + <usize>k));
        store<u8>(so + <usize>(k * 3), <u8>from);
        store<u8>(so + <usize>(k * 3 + 1), <u8>(from - die));
        store<u8>(so + <usize>(k * 3 + 2), <u8>die);
      }
    } else if (double) {
      store<i32>(so, p0);
      store<i32>(so, p1, 4);
      store<i32>(so, die | (y << 8) | (u << 16) | (die << 24), 8);
    } else {
      store<i32>(so, p0 | (y << 24));
      store<i32>(so, u | (die << 8), 4);
    }
    const o = OUT + <usize>(i * 28);
    store<i64>(o, w0);
    store<i64>(o, w1, 8);
    store<i64>(o, w2, 16);
    store<i32>(o, w3, 24);
    store<i8>(o + <usize>y, <i8>(cell(y) - 1));
    store<i8>(o + <usize>u, <i8>(cell(u) + 1));
    store<u8>(HITS + <usize>i, 0);
    i++;
  }
  count = i;
  return true;
}

/**
 * Double d-d with four or more checkers outside the home: the sources of `die` are one fixed bitmask,
 * taken in non-increasing order (so every outcome once), the head limit keeping steps from 24 (always
 * the first ones in this order) to `headLimit`. Under a binding block rule the outcomes are filtered in
 * `leaves` (for step timing the search goes on through a forbidden block and remembers it: another
 * order of the same steps may avoid it). Returns the count, 0 when no play uses all four dice, −1 when
 * out of room.
 */
function doubleMidgame(die: i32): i32 {
  const src = ((~blocked & POINTS) << die) & POINTS;
  const occ = occupied;
  let first = occ & src;
  while (first != 0) {
    const x1 = 31 - clz(first);
    first ^= 1 << x1;
    const t1 = x1 - die;
    const c1 = cell(x1);
    const there1 = cell(t1);
    setCell(x1, c1 - 1);
    setCell(t1, there1 + 1);
    const occ1 = (c1 == 1 ? occ ^ (1 << x1) : occ) | (1 << t1);
    const p0 = x1 | (t1 << 8) | (die << 16);
    let second = occ1 & ((2 << x1) - 1) & src;
    if (x1 == HEAD && headLimit < 2) second &= ~HEAD_BIT;
    while (second != 0) {
      const x2 = 31 - clz(second);
      second ^= 1 << x2;
      const t2 = x2 - die;
      const c2 = cell(x2);
      const there2 = cell(t2);
      setCell(x2, c2 - 1);
      setCell(t2, there2 + 1);
      const occ2 = (c2 == 1 ? occ1 ^ (1 << x2) : occ1) | (1 << t2);
      const dirty = atStep && (((blocks(route(occ1)) | blocks(route(occ2))) & forbid) != 0);
      if (!lastTwo(x2, die, src, occ2, p0 | (x2 << 24), t2 | (die << 8), dirty)) return -1;
      setCell(x2, c2);
      setCell(t2, there2);
    }
    setCell(x1, c1);
    setCell(t1, there1);
  }
  if (count == 0) return 0;
  store<u8>(USED, 4);
  return count;
}

/** Steps three and four of `doubleMidgame`, from points no higher than `maxFrom`; false when out of room. */
function lastTwo(maxFrom: i32, die: i32, src: i32, occ: i32, p0: i32, p1: i32, dirty: bool): bool {
  let third = occ & ((2 << maxFrom) - 1) & src;
  if (maxFrom == HEAD && headLimit < 3) third &= ~HEAD_BIT;
  while (third != 0) {
    const x3 = 31 - clz(third);
    third ^= 1 << x3;
    const t3 = x3 - die;
    const c3 = cell(x3);
    const there3 = cell(t3);
    setCell(x3, c3 - 1);
    setCell(t3, there3 + 1);
    const occ3 = (c3 == 1 ? occ ^ (1 << x3) : occ) | (1 << t3);
    let fourth = occ3 & ((2 << x3) - 1) & src;
    if (x3 == HEAD && headLimit < 4) fourth &= ~HEAD_BIT;
    const dirty3 = dirty || (atStep && (blocks(route(occ3)) & forbid) != 0);
    if (fourth != 0 && !leaves(fourth, die, p0, p1 | (x3 << 16) | (t3 << 24), occ3, dirty3)) return false;
    setCell(x3, c3);
    setCell(t3, there3);
  }
  return true;
}

/**
 * The depth-first search for every other case (bear-off possible, a block that could bind, or no play
 * using every die): the general search's rules for the long family. Returns the count or −1.
 */
function general(d1: i32, d2: i32, strict: bool): i32 {
  const isDouble = d1 == d2;
  highDie = d1 > d2 ? d1 : d2;
  canonical = isDouble && !atStep;
  dedupe = !canonical;
  best = -1;
  count = 0;
  newStamp();
  hash = 0;
  secondOrder = false;
  if (isDouble) {
    prune = false;
    die0 = die1 = d1;
    seqLength = 4;
    search(0, HEAD, 0, 0, 0);
  } else {
    prune = !atStep && !atEnd;
    firstLegal = 0;
    seqLength = 2;
    die0 = d1;
    die1 = d2;
    search(0, HEAD, 0, 0, 0);
    secondOrder = true;
    die0 = d2;
    die1 = d1;
    search(0, HEAD, 0, 0, 0);
  }
  if (overflow) return -1;
  if (best <= 0) {
    store<u8>(USED, 0);
    return 0;
  }
  const high = !isDouble && best == 1 && keepFlagged(HIGH_KINDS);
  if (strict) keepFlagged(high ? CLEAN_HIGH_KIND : CLEAN_KINDS);
  store<u8>(USED, <u8>best);
  return count;
}

/**
 * One step at `depth` from points no higher than `maxFrom`, as the general search's `search`: `heads`
 * checkers left the head so far, `over` is 1 once a step bore off from a point lower than its die,
 * `usedHigh` once a step used the higher die.
 */
function search(depth: i32, maxFrom: i32, heads: i32, over: i32, usedHigh: i32): void {
  // With end-of-turn timing any prefix may be the play (a longer one may end in a block).
  if (atEnd && depth > 0 && depth >= best && !forbidden()) record(depth, over, usedHigh);
  if (depth == seqLength) {
    if (!atEnd) record(depth, over, usedHigh);
    return;
  }
  const die = depth == 1 ? die1 : die0;
  let moved = false;
  let sources = occupied & ((2 << maxFrom) - 2);
  if (depth == 1 && secondOrder && prune) {
    // Second order of a plain roll: a first-die step that was legal at the start is still legal, and that
    // play was found in the first order — unless it moves the only checker the first step moved (or a
    // second head checker under the head limit).
    const headLimited = firstFrom == HEAD && headLimit < NO_LIMIT;
    const keep = firstFromCount >= 2 && !headLimited ? 0 : 1 << firstFrom;
    const skip = sources & firstLegal & ~keep;
    if (skip != 0) {
      moved = true;
      sources &= ~skip;
    }
  }
  while (sources != 0) {
    const from = 31 - clz(sources);
    sources ^= 1 << from;
    const to = from - die;
    if (to >= 1) {
      if (((blocked >>> to) & 1) != 0) continue;
    } else {
      if (outside > 0) continue;
      // A larger die than needed bears off only from the highest occupied point.
      if (to < 0 && (occupied & 0x7e & ~((2 << from) - 1)) != 0) continue;
    }
    const fromHead = from == HEAD;
    if (fromHead && heads >= headLimit) continue;
    if (prune && depth == 0) {
      if (!secondOrder) firstLegal |= 1 << from;
      else {
        firstFrom = from;
        firstFromCount = cell(from);
      }
    }
    const c = cell(from);
    const savedOccupied = occupied;
    const savedOutside = outside;
    const savedHash = hash;
    setCell(from, c - 1);
    if (c == 1) occupied ^= 1 << from;
    let landing = OFF_CELL;
    if (to >= 1) {
      landing = to;
      setCell(to, cell(to) + 1);
      occupied |= 1 << to;
      if (from > 6 && to <= 6) outside--;
    } else setCell(OFF_CELL, cell(OFF_CELL) + 1);
    hash = savedHash + key(landing) - key(from);
    if (!(atStep && to >= 1 && forbidden())) {
      moved = true;
      const at = PATH + <usize>(depth * 3);
      store<u8>(at, <u8>from);
      store<u8>(at + 1, <u8>(to > 0 ? to : 0));
      store<u8>(at + 2, <u8>die);
      const nextOver = to < 0 ? 1 : over;
      const nextHigh = die == highDie ? 1 : usedHigh;
      if (depth + 1 == seqLength && !atEnd) record(depth + 1, nextOver, nextHigh);
      else search(depth + 1, canonical ? from : HEAD, fromHead ? heads + 1 : heads, nextOver, nextHigh);
    }
    setCell(from, c);
    if (to >= 1) setCell(to, cell(to) - 1);
    else setCell(OFF_CELL, cell(OFF_CELL) - 1);
    occupied = savedOccupied;
    outside = savedOutside;
    hash = savedHash;
    if (overflow) return;
  }
  if (!moved && !atEnd) record(depth, over, usedHigh);
}

/**
 * Step timing, a double in the midgame: whether the four steps of `die` from `x1`..`x4` can be played in
 * some order from the start board (copied at START) with no forbidden block after any step (their
 * landings are open and their head steps within the limit in every order; only the sources and the
 * block rule depend on the order).
 */
function anyOrder(x1: i32, x2: i32, x3: i32, x4: i32, die: i32): bool {
  store<u8>(ORDER, <u8>x1);
  store<u8>(ORDER + 1, <u8>x2);
  store<u8>(ORDER + 2, <u8>x3);
  store<u8>(ORDER + 3, <u8>x4);
  memory.copy(TRIAL, START, 28);
  return orderFrom(0, 0, die);
}

/**
 * `anyOrder` after `n` steps (the set `used` of ORDER's sources) on the board at TRIAL + 32n; the
 * order found is left at ORDER + 4 (indices into the sources).
 */
function orderFrom(used: i32, n: i32, die: i32): bool {
  if (n == 4) return true;
  const board = TRIAL + <usize>(n * 32);
  const next = board + 32;
  for (let i = 0; i < 4; i++) {
    if (((used >>> i) & 1) != 0) continue;
    const from = <i32>load<u8>(ORDER + <usize>i);
    const c = <i32>load<i8>(board + <usize>from);
    if (c <= 0) continue;
    memory.copy(next, board, 28);
    store<i8>(next + <usize>from, <i8>(c - 1));
    store<i8>(next + <usize>(from - die), <i8>(load<i8>(board + <usize>(from - die)) + 1));
    let occ = 0;
    for (let p = 1; p <= 24; p++) if (load<i8>(next + <usize>p) > 0) occ |= 1 << p;
    if ((blocks(route(occ)) & forbid) != 0) continue;
    store<u8>(ORDER + 4 + <usize>n, <u8>i);
    if (orderFrom(used | (1 << i), n + 1, die)) return true;
  }
  return false;
}

/** A new roll in the hash table: entries of older stamps count as empty. */
function newStamp(): void {
  stamp++;
  if (stamp >= STAMP_LIMIT) {
    memory.fill(SLOTS, 0, SLOT_COUNT * 4);
    stamp = 1;
  }
}

/** Whether outcome `i` is the board at 0. */
@inline
function sameBoard(i: i32): bool {
  const o = OUT + <usize>(i * 28);
  return (
    load<i64>(o) == load<i64>(0) &&
    load<i64>(o, 8) == load<i64>(8) &&
    load<i64>(o, 16) == load<i64>(16) &&
    load<i32>(o, 24) == load<i32>(24)
  );
}

/**
 * Records the board at 0 as a play of `depth` steps, as the general search's `record`: shorter plays
 * than the longest found are dropped, a longer one starts afresh, an outcome already kept gains this
 * path's kind (and this path as its representative when its kind is higher than any before).
 */
function record(depth: i32, over: i32, usedHigh: i32): void {
  if (depth < best) return;
  if (depth > best) {
    best = depth;
    count = 0;
    newStamp();
  }
  const kind: u8 = (over != 0 ? 0 : CLEAN) | (usedHigh != 0 ? HIGH : 0);
  let slot: u32 = 0;
  if (dedupe) {
    slot = hash & SLOT_MASK;
    for (;;) {
      const entry = load<u32>(SLOTS + (<usize>slot << 2));
      if (entry >>> 12 != stamp) break;
      const i = <i32>(entry & 0xfff);
      if (load<u32>(HASHES + (<usize>i << 2)) == hash && sameBoard(i)) {
        const old = load<u8>(FLAGS + <usize>i);
        if (<i32>kind > 31 - clz(<i32>old)) copyPath(i);
        store<u8>(FLAGS + <usize>i, old | (<u8>1 << kind));
        return;
      }
      slot = (slot + 1) & SLOT_MASK;
    }
  }
  const i = count;
  if (i >= CAPACITY) {
    overflow = true;
    return;
  }
  if (dedupe) {
    store<u32>(SLOTS + (<usize>slot << 2), (stamp << 12) | <u32>i);
    store<u32>(HASHES + (<usize>i << 2), hash);
  }
  const o = OUT + <usize>(i * 28);
  store<i64>(o, load<i64>(0));
  store<i64>(o, load<i64>(8), 8);
  store<i64>(o, load<i64>(16), 16);
  store<i32>(o, load<i32>(24), 24);
  store<u8>(HITS + <usize>i, 0);
  store<u8>(FLAGS + <usize>i, <u8>1 << kind);
  copyPath(i);
  count = i + 1;
}

/** Copies the path as outcome `i`'s steps (triples beyond its dice used are left unspecified). */
@inline
function copyPath(i: i32): void {
  const so = STEPS + <usize>(i * 12);
  store<i64>(so, load<i64>(PATH));
  store<i32>(so, load<i32>(PATH + 8), 8);
}

/** Keeps only the outcomes reached by a path of one of the `kinds` (bits), if any is; whether any was. */
function keepFlagged(kinds: u8): bool {
  let any = false;
  for (let i = 0; i < count; i++) if ((load<u8>(FLAGS + <usize>i) & kinds) != 0) any = true;
  if (!any) return false;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const f = load<u8>(FLAGS + <usize>i);
    if ((f & kinds) == 0) continue;
    if (n != i) {
      memory.copy(OUT + <usize>(n * 28), OUT + <usize>(i * 28), 28);
      memory.copy(STEPS + <usize>(n * 12), STEPS + <usize>(i * 12), 12);
      store<u8>(HITS + <usize>n, load<u8>(HITS + <usize>i));
      store<u8>(FLAGS + <usize>n, f);
    }
    n++;
  }
  count = n;
  return true;
}

