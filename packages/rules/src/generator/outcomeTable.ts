import { CELLS } from '../cells.ts';
import type { PlaysKernel } from './kernel.ts';

/**
 * Where every search of `PlayGenerator` writes the outcomes of one roll: flat typed arrays (boards,
 * representative steps, hits, filter flags) and an open-addressing hash table that finds an outcome
 * already kept, so each distinct outcome is kept once. The arrays live in the WebAssembly kernel's
 * memory while the kernel has room (`attach`), in the table's own memory otherwise (`grow`).
 *
 * Outcome `i` is `outcomes[i * CELLS ..)`, its steps `steps[i * 12 ..)` as up to four (from, to, die)
 * triples, `hits[i]` the opposing checkers it hit. The 32-bit views let a board be copied or compared
 * as seven words.
 */

/**
 * What the final filters of the general search ask of a path (a *kind*, 0..3): `CLEAN` when no step
 * bore off from a point lower than its die (RULES.md §2.7, strict full pips), `HIGH` when it used the
 * higher die of a plain roll (§2.3-2). An outcome keeps the set of kinds of the paths that reach it
 * (`flags`, one bit per kind), and as its representative a path of the highest kind: for a one-step
 * play of a plain roll the filters apply the higher die first and the strict option among what is left,
 * so CLEAN | HIGH beats HIGH, which beats CLEAN; for longer plays every path has HIGH, and CLEAN wins.
 */
export const CLEAN = 1;
export const HIGH = 2;
/** `flags` bits: some path of the kind. */
export const HIGH_KINDS = (1 << HIGH) | (1 << (HIGH | CLEAN));
export const CLEAN_KINDS = (1 << CLEAN) | (1 << (HIGH | CLEAN));
export const CLEAN_HIGH_KIND = 1 << (HIGH | CLEAN);

export class OutcomeTable {
  outcomes: Int8Array;
  steps: Int8Array;
  hits: Uint8Array;
  outcomes32: Int32Array;
  steps32: Int32Array;
  /** Per outcome, one bit per kind of path (`CLEAN` / `HIGH` combination) that reaches it. */
  flags: Uint8Array;
  /** The hash each outcome was kept under. */
  hashes: Int32Array;
  capacity: number;
  /** Outcomes kept so far. */
  count = 0;
  /** Entries of the hash table belong to the current roll when their stamp is this one. */
  #stamp = 0;
  #slots: Int32Array;
  #stamps: Int32Array;
  #mask: number;
  /** Where `find` stopped: the free slot for `insert`. */
  #freeSlot = 0;

  /** Room for `capacity` outcomes, in the kernel's memory when it has that much room. */
  constructor(capacity: number, kernel: PlaysKernel | null) {
    if (kernel !== null && capacity <= kernel.capacity) capacity = kernel.capacity;
    else kernel = null;
    this.capacity = capacity;
    this.outcomes = kernel?.outcomes ?? new Int8Array(capacity * CELLS);
    this.steps = kernel?.steps ?? new Int8Array(capacity * 12);
    this.hits = kernel?.hits ?? new Uint8Array(capacity);
    this.outcomes32 = words(this.outcomes);
    this.steps32 = words(this.steps);
    this.flags = new Uint8Array(capacity);
    this.hashes = new Int32Array(capacity);
    // The hash table stays at most half full (`grow` doubles it with the outcome arrays).
    let size = 1024;
    while (size < capacity * 2) size *= 2;
    this.#mask = size - 1;
    this.#slots = new Int32Array(size);
    this.#stamps = new Int32Array(size);
  }

  /**
   * Makes the kernel's outcome areas the table's arrays, so that its searches write there directly
   * (after a roll with more outcomes than the kernel holds, the table had grown into its own arrays).
   */
  attach(kernel: PlaysKernel): void {
    this.capacity = kernel.capacity;
    this.outcomes = kernel.outcomes;
    this.steps = kernel.steps;
    this.hits = kernel.hits;
    this.outcomes32 = words(kernel.outcomes);
    this.steps32 = words(kernel.steps);
  }

  /** Starts a new roll: no outcomes, and every hash table entry stale. */
  clear(): void {
    this.count = 0;
    this.#stamp++;
  }

  /**
   * The index of a kept outcome with hash `h` whose board equals the seven words of `board` from
   * `at`, or −1 (then `insert` files a new outcome under `h`).
   */
  find(h: number, board: Int32Array, at: number): number {
    const slots = this.#slots;
    const stamps = this.#stamps;
    const mask = this.#mask;
    const stamp = this.#stamp;
    const out = this.outcomes32;
    let slot = h & mask;
    while (stamps[slot] === stamp) {
      const i = slots[slot];
      if (this.hashes[i] === h) {
        const o = i * 7;
        if (
          out[o] === board[at] &&
          out[o + 1] === board[at + 1] &&
          out[o + 2] === board[at + 2] &&
          out[o + 3] === board[at + 3] &&
          out[o + 4] === board[at + 4] &&
          out[o + 5] === board[at + 5] &&
          out[o + 6] === board[at + 6]
        )
          return i;
      }
      slot = (slot + 1) & mask;
    }
    this.#freeSlot = slot;
    return -1;
  }

  /** Files outcome `i` under hash `h` in the slot the last `find` (which returned −1) stopped at. */
  insert(i: number, h: number): void {
    this.#stamps[this.#freeSlot] = this.#stamp;
    this.#slots[this.#freeSlot] = i;
    this.hashes[i] = h;
  }

  /**
   * Keeps the board `board` (seven words) with its steps `path` (three words), `hits` and the path's
   * `kind`, filed under hash `h` when `dedupe`. An outcome already kept gains the kind, and takes this
   * path as its representative when its kind is higher than any before.
   */
  record(h: number, dedupe: boolean, board: Int32Array, path: Int32Array, hits: number, kind: number): void {
    // Make room first: growing may replace the hash table probed below.
    if (this.count === this.capacity) this.grow();
    if (dedupe) {
      const i = this.find(h, board, 0);
      if (i >= 0) {
        const old = this.flags[i];
        if (kind > 31 - Math.clz32(old)) this.#copyPath(i, path);
        this.flags[i] = old | (1 << kind);
        return;
      }
    }
    const i = this.count++;
    if (dedupe) this.insert(i, h);
    this.flags[i] = 1 << kind;
    const out = this.outcomes32;
    const base = i * 7;
    out[base] = board[0];
    out[base + 1] = board[1];
    out[base + 2] = board[2];
    out[base + 3] = board[3];
    out[base + 4] = board[4];
    out[base + 5] = board[5];
    out[base + 6] = board[6];
    this.hits[i] = hits;
    this.#copyPath(i, path);
  }

  /** Copies `path` as outcome `i`'s steps; triples beyond its `diceUsed` steps are left unspecified. */
  #copyPath(i: number, path: Int32Array): void {
    const base = i * 3;
    const steps = this.steps32;
    steps[base] = path[0];
    steps[base + 1] = path[1];
    steps[base + 2] = path[2];
  }

  /**
   * Doubles the room (and the hash table with it). Past the kernel's fixed memory the table keeps its
   * own arrays until the kernel next finds a roll's outcomes (`attach`). Call it before `find`: it may
   * replace the hash table.
   */
  grow(): void {
    const old = this.capacity;
    const capacity = old * 2;
    const outcomes = new Int8Array(capacity * CELLS);
    outcomes.set(this.outcomes.subarray(0, old * CELLS));
    const steps = new Int8Array(capacity * 12);
    steps.set(this.steps.subarray(0, old * 12));
    const hits = new Uint8Array(capacity);
    hits.set(this.hits.subarray(0, old));
    const flags = new Uint8Array(capacity);
    flags.set(this.flags.subarray(0, old));
    const hashes = new Int32Array(capacity);
    hashes.set(this.hashes.subarray(0, old));
    this.outcomes = outcomes;
    this.outcomes32 = words(outcomes);
    this.steps = steps;
    this.steps32 = words(steps);
    this.hits = hits;
    this.flags = flags;
    this.hashes = hashes;
    this.capacity = capacity;
    if (capacity * 2 > this.#slots.length) this.#growSlots();
  }

  /** Doubles the hash table, moving over the entries of the current roll. */
  #growSlots(): void {
    const oldSlots = this.#slots;
    const oldStamps = this.#stamps;
    const size = oldSlots.length * 2;
    const slots = new Int32Array(size);
    const stamps = new Int32Array(size);
    const mask = size - 1;
    for (let slot = 0; slot < oldSlots.length; slot++) {
      if (oldStamps[slot] !== this.#stamp) continue;
      const i = oldSlots[slot];
      let at = this.hashes[i] & mask;
      while (stamps[at] === this.#stamp) at = (at + 1) & mask;
      stamps[at] = this.#stamp;
      slots[at] = i;
    }
    this.#slots = slots;
    this.#stamps = stamps;
    this.#mask = mask;
  }

  /** Keeps only the outcomes reached by a path of one of the `kinds` (bits), if any is; returns whether any was. */
  keepFlagged(kinds: number): boolean {
    let any = false;
    for (let i = 0; i < this.count; i++) if (this.flags[i] & kinds) any = true;
    if (!any) return false;
    let n = 0;
    for (let i = 0; i < this.count; i++) {
      if (!(this.flags[i] & kinds)) continue;
      if (n !== i) {
        this.outcomes.copyWithin(n * CELLS, i * CELLS, (i + 1) * CELLS);
        this.steps.copyWithin(n * 12, i * 12, (i + 1) * 12);
        this.hits[n] = this.hits[i];
        this.flags[n] = this.flags[i];
        this.hashes[n] = this.hashes[i];
      }
      n++;
    }
    this.count = n;
    return true;
  }
}

/** A 32-bit view of a byte array of outcome boards or step lists (both multiples of four bytes). */
function words(bytes: Int8Array): Int32Array {
  return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
}

/**
 * Zobrist keys: one 32-bit key per (cell, value in −16..15), from a fixed seed so runs are reproducible.
 * A search keeps the xor of the keys of what changed since the start of the roll, so the start hashes
 * to 0 and each step updates the hash in two or three xors.
 */
export const ZOBRIST = (() => {
  const keys = new Int32Array(CELLS * 32);
  let s = 0x9e3779b9 | 0;
  for (let i = 0; i < keys.length; i++) {
    // xorshift32
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    keys[i] = s;
  }
  return keys;
})();
