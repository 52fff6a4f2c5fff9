import { BAR_CELL, CELLS, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from '../cells.ts';
import { type OutcomeTable, ZOBRIST } from './outcomeTable.ts';

/**
 * The board the JavaScript fast paths of the short family search on (`plainRolls.ts`, `doubles.ts`;
 * opposed geometry with hitting, none of the optional restrictions): one mutable copy of the cells with
 * in-place steps and their undo, bitmasks of the mover's occupied points and the opponent's blocked
 * points, and the writing of finished plays into the outcome table. Used where the WebAssembly kernel
 * cannot run, and for the rolls whose outcomes would not fit in its memory.
 */
export class FastBoard {
  readonly cells = new Int8Array(CELLS);
  readonly cells32 = new Int32Array(this.cells.buffer);
  /** Bit p set when the mover has a checker on point p (1..24) or on the bar (25). */
  occupied = 0;
  /** Bit p set when the opponent holds point p (1..24) with two or more checkers: constant through a turn. */
  blocked = 0;
  /** The mover's checkers on points 7..24 and the bar: while any remain, nothing can be borne off. */
  outside = 0;
  /** Zobrist hash of the changes since the start of the roll (the start hashes to 0). */
  hash = 0;
  /** The opponent's bar at the start, so that an outcome's hits are the difference. */
  startOppBar = 0;
  /** The steps of the play being built, (from, to, die) triples; as words for copying. */
  readonly path = new Int8Array(12);
  readonly path32 = new Int32Array(this.path.buffer);

  constructor(readonly table: OutcomeTable) {}

  /** Loads `board` and starts a new roll in the outcome table. */
  load(board: ArrayLike<number>): void {
    const cells = this.cells;
    let occupied = 0;
    let blocked = 0;
    let outside = 0;
    for (let p = 1; p <= 24; p++) {
      const n = board[p];
      cells[p] = n;
      if (n > 0) {
        occupied |= 1 << p;
        if (p > 6) outside += n;
      } else if (n < -1) blocked |= 1 << p;
    }
    const bar = board[BAR_CELL];
    cells[BAR_CELL] = bar;
    if (bar > 0) {
      occupied |= BAR_BIT;
      outside += bar;
    }
    const oppBar = board[OPP_BAR];
    cells[OPP_BAR] = oppBar;
    cells[OFF_CELL] = board[OFF_CELL];
    cells[OPP_OFF_CELL] = board[OPP_OFF_CELL];
    this.occupied = occupied;
    this.blocked = blocked;
    this.outside = outside;
    this.startOppBar = oppBar;
    this.table.clear();
  }

  /**
   * Whether the mover may play `die` from `from` now: the landing point is not blocked, or a bear-off
   * with every checker home and, for a die larger than needed, no checker on a higher point.
   */
  canStep(from: number, die: number): boolean {
    const to = from - die;
    if (to >= 1) return ((this.blocked >> to) & 1) === 0;
    return this.outside === 0 && (to === 0 || (this.occupied & (0x7e & ~((2 << from) - 1))) === 0);
  }

  /** Plays one step in place (undone by `unstep`) and updates the Zobrist hash when `hashing`. */
  step(from: number, to: number, hashing: boolean): void {
    const cells = this.cells;
    const count = cells[from];
    cells[from] = count - 1;
    if (count === 1) this.occupied ^= 1 << from;
    if (from > 6) this.outside--;
    let h = this.hash;
    if (hashing) h ^= ZOBRIST[from * 32 + count + 16] ^ ZOBRIST[from * 32 + count + 15];
    if (to >= 1) {
      const there = cells[to];
      this.occupied |= 1 << to;
      if (to > 6) this.outside++;
      if (there === -1) {
        const bar = cells[OPP_BAR];
        cells[OPP_BAR] = bar - 1;
        cells[to] = 1;
        if (hashing) h ^= ZOBRIST[bar + 16] ^ ZOBRIST[bar + 15] ^ ZOBRIST[to * 32 + 15] ^ ZOBRIST[to * 32 + 17];
      } else {
        cells[to] = there + 1;
        if (hashing) h ^= ZOBRIST[to * 32 + there + 16] ^ ZOBRIST[to * 32 + there + 17];
      }
    } else {
      const off = cells[OFF_CELL];
      cells[OFF_CELL] = off + 1;
      if (hashing) h ^= ZOBRIST[OFF_CELL * 32 + off + 16] ^ ZOBRIST[OFF_CELL * 32 + off + 17];
    }
    this.hash = h;
  }

  /**
   * Undoes `step(from, to)`: `count` and `there` are what the two points held before it; `occupied`,
   * `outside` and `hash` the values to restore.
   */
  unstep(
    from: number,
    to: number,
    count: number,
    there: number,
    occupied: number,
    outside: number,
    hash: number,
  ): void {
    const cells = this.cells;
    cells[from] = count;
    if (to >= 1) {
      cells[to] = there;
      if (there === -1) cells[OPP_BAR]++;
    } else cells[OFF_CELL]--;
    this.occupied = occupied;
    this.outside = outside;
    this.hash = hash;
  }

  /**
   * Keeps as an outcome the current board plus one last step (every die used, so no filter applies),
   * written straight into the next outcome slot; `at`: where the step goes in the path. With `dedupe`
   * the slot is given up again when an equal outcome is already kept.
   */
  leaf(from: number, to: number, die: number, at: number, dedupe: boolean): void {
    const table = this.table;
    if (table.count === table.capacity) table.grow();
    const i = table.count;
    const cells32 = this.cells32;
    const out32 = table.outcomes32;
    const base = i * 7;
    for (let k = 0; k < 7; k++) out32[base + k] = cells32[k];
    const out = table.outcomes;
    const o = i * CELLS;
    const cells = this.cells;
    const count = cells[from];
    out[o + from] = count - 1;
    let h = this.hash;
    let hits = this.startOppBar - cells[OPP_BAR];
    if (dedupe) h ^= ZOBRIST[from * 32 + count + 16] ^ ZOBRIST[from * 32 + count + 15];
    if (to >= 1) {
      const there = cells[to];
      if (there === -1) {
        const bar = cells[OPP_BAR];
        out[o + OPP_BAR] = bar - 1;
        out[o + to] = 1;
        hits++;
        if (dedupe) h ^= ZOBRIST[bar + 16] ^ ZOBRIST[bar + 15] ^ ZOBRIST[to * 32 + 15] ^ ZOBRIST[to * 32 + 17];
      } else {
        out[o + to] = there + 1;
        if (dedupe) h ^= ZOBRIST[to * 32 + there + 16] ^ ZOBRIST[to * 32 + there + 17];
      }
    } else {
      const off = cells[OFF_CELL];
      out[o + OFF_CELL] = off + 1;
      if (dedupe) h ^= ZOBRIST[OFF_CELL * 32 + off + 16] ^ ZOBRIST[OFF_CELL * 32 + off + 17];
    }
    if (dedupe) {
      if (table.find(h, out32, base) >= 0) return;
      table.insert(i, h);
    }
    table.hits[i] = hits;
    const steps32 = table.steps32;
    const path32 = this.path32;
    steps32[i * 3] = path32[0];
    steps32[i * 3 + 1] = path32[1];
    steps32[i * 3 + 2] = path32[2];
    const steps = table.steps;
    steps[i * 12 + at] = from;
    steps[i * 12 + at + 1] = Math.max(to, 0);
    steps[i * 12 + at + 2] = die;
    table.count = i + 1;
  }

  /**
   * Writes one outcome per source in `sources`: the current board plus one step of `die` from that
   * source (every die used, so no filter applies). `hits`: opposing checkers hit before this step.
   * The outcome's step list: for a plain roll (`p1` = −1) `p0` holds the first step and the new step's
   * (from, to, die) follow it; for a double `p0`, `p1` hold the first three steps and the new one is the
   * fourth.
   */
  leaves(sources: number, die: number, p0: number, p1: number, hits: number): void {
    const table = this.table;
    const cells = this.cells;
    const c = this.cells32;
    const w0 = c[0];
    const w1 = c[1];
    const w2 = c[2];
    const w3 = c[3];
    const w4 = c[4];
    const w5 = c[5];
    const w6 = c[6];
    const hitBar = cells[OPP_BAR] - 1;
    const double = p1 !== -1;
    let i = table.count;
    if (i + 25 > table.capacity) table.grow();
    const out = table.outcomes;
    const out32 = table.outcomes32;
    const steps32 = table.steps32;
    const hitCounts = table.hits;
    while (sources !== 0) {
      const y = 31 - Math.clz32(sources);
      sources ^= 1 << y;
      const u = y - die;
      const base = i * 7;
      out32[base] = w0;
      out32[base + 1] = w1;
      out32[base + 2] = w2;
      out32[base + 3] = w3;
      out32[base + 4] = w4;
      out32[base + 5] = w5;
      out32[base + 6] = w6;
      const o = base * 4;
      out[o + y] = cells[y] - 1;
      const there = cells[u];
      if (there === -1) {
        out[o + u] = 1;
        out[o + OPP_BAR] = hitBar;
        hitCounts[i] = hits + 1;
      } else {
        out[o + u] = there + 1;
        hitCounts[i] = hits;
      }
      if (double) {
        steps32[i * 3] = p0;
        steps32[i * 3 + 1] = p1;
        steps32[i * 3 + 2] = die | (y << 8) | (u << 16) | (die << 24);
      } else {
        steps32[i * 3] = p0 | (y << 24);
        steps32[i * 3 + 1] = u | (die << 8);
      }
      i++;
    }
    table.count = i;
  }
}

/** Bit of the mover's bar in the occupied mask. */
export const BAR_BIT = 1 << BAR_CELL;
