import { BAR_CELL, CELLS, OFF_CELL, OPP_BAR, outsideHome } from '../cells.ts';
import type { Rules } from '../variant.ts';
import { CLEAN, CLEAN_HIGH_KIND, CLEAN_KINDS, HIGH, HIGH_KINDS, type OutcomeTable, ZOBRIST } from './outcomeTable.ts';
import { forbiddenBlockThrough } from './sixBlock.ts';

/**
 * The general search: exact for every variant and every option, so it decides whatever the faster
 * searches cannot (the long family, a six-block that could be completed this roll, the Caucasian rule
 * or strict bear-off without WebAssembly). A depth-first search over single-die steps on one mutable
 * board with in-place apply and undo, an occupied-point bitmask and an incremental Zobrist hash; each
 * finished play is recorded in the outcome table once per distinct board, keeping a representative
 * path that satisfies the filters applied at the end (maximal dice use, the higher-die rule, strict
 * full-pips bear-off).
 *
 * Doubles are searched in non-increasing source order where step order cannot matter (each multiset
 * once, and for a double the multiset is determined by the outcome, so nothing is deduplicated); plain
 * rolls in both orders, skipping second-order plays the first order already found where legality does
 * not depend on order.
 */
export class GeneralSearch {
  /** Dice used by every outcome of the last `generate()` (RULES.md §2.3's M). */
  diceUsed = 0;
  /** The longest play recorded so far (−1: none yet). */
  best = 0;

  readonly #cells: Int8Array = new Int8Array(CELLS);
  readonly #cells32 = new Int32Array(this.#cells.buffer);
  readonly #path = new Int8Array(12);
  readonly #path32 = new Int32Array(this.#path.buffer);
  /** The dice in the order this pass plays them. */
  readonly #seq = new Int8Array(4);
  #seqLength = 0;
  #rules: Rules | null = null;
  #opposed = true;
  /** How many checkers may leave the head (own 24) this turn (99: no limit). */
  #headLimit = 99;
  /** Doubles in non-increasing source order (each multiset once). */
  #canonical = false;
  /** Whether equal outcomes must be told apart by hash. */
  #dedupe = true;
  /** Second-order pruning of plain rolls (see `search`). */
  #prune = false;
  #secondOrder = false;
  /** Bit p: the first die could be played from point p at the start (plain rolls). */
  #firstLegal = 0;
  #firstFrom = 0;
  #firstFromCount = 0;
  /** Caucasian rule in force this roll (an opposing blot stands in the mover's home). */
  #tainting = false;
  /** Six-block rule in force this roll, checked after every step or on the position a play ends in. */
  #blockAtStep = false;
  #blockAtEnd = false;
  /**
   * Bit p set when point p is part of a forbidden block already at the start of the turn (a custom
   * setup). Such a block is not the mover's doing: under either timing only a block through another
   * point makes a play illegal (RULES.md §3.4.3).
   */
  #startBlocks = 0;
  /** Sampling mode (`sample()`): stop at the first play that uses every die; `lcg` orders sources. */
  #sampling = false;
  #found = false;
  #lcg = 1;
  #hash = 0;
  #outside = 0;
  /** Bit p set when the mover has a checker on point p (1..24) or on the bar (25). */
  #occupied = 0;
  #highDie = 0;
  #startOppBar = 0;

  readonly #table: OutcomeTable;

  constructor(table: OutcomeTable) {
    this.#table = table;
  }

  /**
   * Every distinct legal outcome of `d1-d2` (returns their number). `blockRule`: a forbidden six-block
   * could be completed this roll; `tainting`: the Caucasian rule can bind (an opposing blot in the
   * mover's home); `firstTurn`: the head rule's first-turn exception may apply.
   */
  generate(
    rules: Rules,
    board: ArrayLike<number>,
    d1: number,
    d2: number,
    firstTurn: boolean,
    blockRule: boolean,
    tainting: boolean,
  ): number {
    this.#use(rules);
    this.#found = false;
    const double = d1 === d2;
    this.#tainting = tainting;
    this.#blockAtStep = blockRule && rules.sixBlockTiming === 'step';
    this.#blockAtEnd = blockRule && rules.sixBlockTiming === 'endOfTurn';
    // Descending-source order finds every outcome of a double once its steps commute, which fails only
    // where legality depends on step order: the Caucasian taint and the per-step six-block check.
    this.#canonical = double && !this.#tainting && !this.#blockAtStep;
    this.#highDie = Math.max(d1, d2);
    this.#run(board, d1, d2, headLimit(rules, firstTurn, d1, d2));
    if (retriesWithTwoHeads(rules, firstTurn, d1, d2, this.best)) this.#run(board, d1, d2, 2);
    this.#finish(double);
    return this.#table.count;
  }

  /**
   * Looks for one play of `d1-d2` that uses every die, in a random source order (`random` draws it),
   * and keeps it as outcome 0; false when this quick search finds none (the caller then generates
   * every outcome). Only for rules under which no first-turn exception, strict bear-off or end-of-turn
   * six-block check can apply: `blockRule` and `tainting` as for `generate`.
   */
  sample(
    rules: Rules,
    board: ArrayLike<number>,
    d1: number,
    d2: number,
    random: () => number,
    blockRule: boolean,
    tainting: boolean,
  ): boolean {
    this.#use(rules);
    this.#blockAtStep = blockRule;
    this.#blockAtEnd = false;
    this.#tainting = tainting;
    this.#canonical = false;
    this.#highDie = Math.max(d1, d2);
    this.#sampling = true;
    this.#found = false;
    this.#lcg = (random() * 0x7fffffff) | 1;
    const head = rules.headRule;
    const swap = random() < 0.5;
    this.#run(board, swap ? d2 : d1, swap ? d1 : d2, head === null || head === 'free' ? 99 : 1);
    this.#sampling = false;
    if (!this.#found) return false;
    this.#table.count = 1;
    this.diceUsed = this.best;
    return true;
  }

  #use(rules: Rules): void {
    this.#rules = rules;
    this.#opposed = rules.geometry === 'opposed';
  }

  /** One search of the roll (plain rolls: both orders) under a head limit. */
  #run(board: ArrayLike<number>, d1: number, d2: number, headLimit: number): void {
    const cells = this.#cells;
    for (let i = 0; i < CELLS; i++) cells[i] = board[i];
    this.#headLimit = headLimit;
    this.#table.clear();
    this.best = -1;
    this.#outside = outsideHome(cells);
    let occupied = 0;
    for (let p = 1; p <= 25; p++) if (cells[p] > 0) occupied |= 1 << p;
    this.#occupied = occupied;
    this.#startOppBar = cells[OPP_BAR];
    let startBlocks = 0;
    if (this.#blockAtEnd || this.#blockAtStep) {
      const rules = this.#rules as Rules;
      for (let p = 1; p <= 24; p++) if (cells[p] > 0 && forbiddenBlockThrough(cells, rules, p)) startBlocks |= 1 << p;
    }
    this.#startBlocks = startBlocks;
    // Outcomes of one roll are only compared with each other, so hashing the differences from the
    // start position is enough: the start hashes to 0.
    this.#hash = 0;
    const seq = this.#seq;
    // Canonical doubles visit each multiset of steps once, and for a double the multiset is determined
    // by the resulting position, so no two visited plays share an outcome: no deduplication needed.
    this.#dedupe = !this.#canonical;
    this.#secondOrder = false;
    if (d1 === d2) {
      seq[0] = seq[1] = seq[2] = seq[3] = d1;
      this.#seqLength = 4;
      this.#search(0, 25, 0, 0, 0, 0);
    } else {
      // Plain rolls are searched in both orders. Where step legality does not depend on order (no bar,
      // no Caucasian taint, no six-block check), a second-order play [d2 from i, d1 from j] whose d1
      // step was already legal at the start is the first order's [d1 from j, d2 from i]: skip it.
      this.#prune =
        !this.#sampling && cells[BAR_CELL] === 0 && !this.#tainting && !this.#blockAtStep && !this.#blockAtEnd;
      this.#firstLegal = 0;
      this.#seqLength = 2;
      seq[0] = d1;
      seq[1] = d2;
      this.#search(0, 25, 0, 0, 0, 0);
      if (this.#found) return;
      this.#secondOrder = true;
      seq[0] = d2;
      seq[1] = d1;
      this.#search(0, 25, 0, 0, 0, 0);
    }
  }

  /**
   * Depth-first over steps. `maxSource`: in canonical mode, the highest point the next step may start
   * from. `taint`: Caucasian bitmask of home points where a hitter stands (RULES.md §3.2 resolution).
   * `heads`: checkers that left the head this turn. `over`: 1 once a step bore off from a lower point
   * with a larger die. `usedHigh`: 1 once a step used the higher die.
   */
  #search(depth: number, maxSource: number, taint: number, heads: number, over: number, usedHigh: number): void {
    if (this.#blockAtEnd && depth > 0 && depth >= this.best && !this.#hasIllegalBlock()) {
      // With end-of-turn timing any prefix may be the play (a longer one may end in a block).
      this.#record(depth, over, usedHigh);
    }
    if (depth === this.#seqLength) {
      if (!this.#blockAtEnd) this.#record(depth, over, usedHigh);
      return;
    }
    const cells = this.#cells;
    const die = this.#seq[depth];
    const rules = this.#rules as Rules;
    let moved = false;
    // Visit the occupied points from the highest down (only the bar while checkers are on it).
    let all = cells[BAR_CELL] > 0 ? 1 << 25 : this.#occupied & (maxSource >= 24 ? 0x1fffffe : (2 << maxSource) - 2);
    if (depth === 1 && this.#secondOrder && this.#prune) {
      // Second order of a plain roll: a d1 step that was legal at the start is still legal, and that play
      // was found in the first order — unless it moves the only checker the first step moved (or a
      // second head checker under the head limit).
      const headLimited = this.#firstFrom === 24 && !this.#opposed && this.#headLimit < 99;
      const keep = this.#firstFromCount >= 2 && !headLimited ? 0 : 1 << this.#firstFrom;
      const skip = all & this.#firstLegal & ~keep;
      if (skip !== 0) {
        moved = true;
        all &= ~skip;
      }
    }
    // Sampling starts at a random point and wraps around; otherwise one pass, highest point first.
    let low = 0;
    if (this.#sampling) {
      this.#lcg = (Math.imul(this.#lcg, 1103515245) + 12345) & 0x7fffffff;
      low = (2 << (this.#lcg % 25)) - 1;
    }
    for (let pass = 0; pass < 2; pass++) {
      let sources = pass === 0 ? all & ~low : all & low;
      while (sources !== 0) {
        const from = 31 - Math.clz32(sources);
        sources ^= 1 << from;
        const to = from - die;
        let hit = false;
        if (to >= 1) {
          const there = cells[to];
          if (there < 0) {
            if (there < -1 || !rules.hitting) continue;
            hit = true;
          }
        } else {
          if (this.#outside > 0) continue;
          if (to < 0) {
            let higher = false;
            for (let p = from + 1; p <= 6; p++) {
              if (cells[p] > 0) {
                higher = true;
                break;
              }
            }
            if (higher) continue;
          }
        }
        const fromHead = from === 24 && !this.#opposed;
        if (fromHead && heads >= this.#headLimit) continue;
        let nextTaint = taint;
        if (this.#tainting) {
          const hitter = (taint >> from) & 1 && cells[from] === 1;
          if (hitter) {
            if (to >= 1 && cells[to] > 0) continue;
            nextTaint &= ~(1 << from);
            if (to >= 1) nextTaint |= 1 << to;
          }
          if (hit && to <= 6) nextTaint |= 1 << to;
        }
        if (this.#seqLength === 2 && this.#prune) {
          if (depth === 0) {
            if (!this.#secondOrder) this.#firstLegal |= 1 << from;
            else {
              this.#firstFrom = from;
              this.#firstFromCount = cells[from];
            }
          }
        }
        // Apply the step in place (undone below); the hash and the outside-home count are restored from locals.
        const savedHash = this.#hash;
        const savedOutside = this.#outside;
        const savedOccupied = this.#occupied;
        const count = cells[from];
        cells[from] = count - 1;
        if (count === 1) this.#occupied ^= 1 << from;
        if (from > 6) this.#outside--;
        let h = savedHash;
        if (this.#dedupe) h ^= ZOBRIST[from * 32 + count + 16] ^ ZOBRIST[from * 32 + count + 15];
        if (to >= 1) {
          const there = cells[to];
          if (there <= 0) this.#occupied |= 1 << to;
          if (hit) {
            const bar = cells[OPP_BAR];
            cells[OPP_BAR] = bar - 1;
            cells[to] = 1;
            if (this.#dedupe)
              h ^= ZOBRIST[bar + 16] ^ ZOBRIST[bar + 15] ^ ZOBRIST[to * 32 + 15] ^ ZOBRIST[to * 32 + 17];
          } else {
            cells[to] = there + 1;
            if (this.#dedupe) h ^= ZOBRIST[to * 32 + there + 16] ^ ZOBRIST[to * 32 + there + 17];
          }
          if (to > 6) this.#outside++;
        } else {
          const off = cells[OFF_CELL];
          cells[OFF_CELL] = off + 1;
          if (this.#dedupe) h ^= ZOBRIST[OFF_CELL * 32 + off + 16] ^ ZOBRIST[OFF_CELL * 32 + off + 17];
        }
        this.#hash = h;
        if (
          !(
            this.#blockAtStep &&
            to >= 1 &&
            (this.#startBlocks & (1 << to)) === 0 &&
            forbiddenBlockThrough(cells, rules, to)
          )
        ) {
          moved = true;
          const p = depth * 3;
          this.#path[p] = from;
          this.#path[p + 1] = Math.max(to, 0);
          this.#path[p + 2] = die;
          const nextOver = to < 0 ? 1 : over;
          const nextHigh = die === this.#highDie ? 1 : usedHigh;
          if (depth + 1 === this.#seqLength && !this.#blockAtEnd) this.#record(depth + 1, nextOver, nextHigh);
          else
            this.#search(
              depth + 1,
              this.#canonical ? from : 25,
              nextTaint,
              fromHead ? heads + 1 : heads,
              nextOver,
              nextHigh,
            );
        }
        // Undo.
        cells[from] = count;
        if (to >= 1) {
          if (hit) {
            cells[OPP_BAR]++;
            cells[to] = -1;
          } else cells[to]--;
        } else cells[OFF_CELL]--;
        this.#hash = savedHash;
        this.#outside = savedOutside;
        this.#occupied = savedOccupied;
        if (this.#found) return;
      }
    }
    if (!moved && !this.#blockAtEnd) this.#record(depth, over, usedHigh);
  }

  /** A forbidden block through a point that was not in one at the start of the turn (end-of-turn timing). */
  #hasIllegalBlock(): boolean {
    const cells = this.#cells;
    const rules = this.#rules as Rules;
    const old = this.#startBlocks;
    for (let p = 1; p <= 24; p++) {
      if (cells[p] > 0 && (old & (1 << p)) === 0 && forbiddenBlockThrough(cells, rules, p)) return true;
    }
    return false;
  }

  /**
   * Records the current board as a play of `depth` steps: plays shorter than the longest found are
   * dropped, a longer one starts the table afresh, and an outcome already kept gains this path's
   * kind (and this path as its representative when its kind is higher: `outcomeTable.ts`).
   */
  #record(depth: number, over: number, usedHigh: number): void {
    if (this.#sampling) {
      if (depth < this.#seqLength) return;
      this.#found = true;
    }
    if (depth < this.best) return;
    const table = this.#table;
    if (depth > this.best) {
      this.best = depth;
      table.clear();
    }
    const kind = (over ? 0 : CLEAN) | (usedHigh ? HIGH : 0);
    table.record(this.#hash, this.#dedupe, this.#cells32, this.#path32, this.#startOppBar - this.#cells[OPP_BAR], kind);
  }

  /** Applies the higher-die rule (RULES.md §2.3-2) and the strict full-pips option (§2.7). */
  #finish(double: boolean): void {
    const table = this.#table;
    this.diceUsed = Math.max(this.best, 0);
    if (this.best <= 0) {
      table.count = 0;
      return;
    }
    const high = !double && this.best === 1 && table.keepFlagged(HIGH_KINDS);
    if (this.#rules?.strictFullPipsBearoff) table.keepFlagged(high ? CLEAN_HIGH_KIND : CLEAN_KINDS);
  }
}

/**
 * How many checkers may leave the head (own 24) this turn under the head rule (RULES.md §3.4.2), 99 for
 * no limit: one, or two on the first turn for 6-6, 4-4 and 3-3 under `F1`.
 */
export function headLimit(rules: Rules, firstTurn: boolean, d1: number, d2: number): number {
  const head = rules.headRule;
  if (head === null || head === 'free') return 99;
  if (firstTurn && d1 === d2 && head === 'F1' && (d1 === 6 || d1 === 4 || d1 === 3)) return 2;
  return 1;
}

/**
 * `F2`'s first-turn exception: a double whose longest play under a head limit of one uses fewer than
 * four dice (`diceUsed`) is searched again with a limit of two.
 */
export function retriesWithTwoHeads(
  rules: Rules,
  firstTurn: boolean,
  d1: number,
  d2: number,
  diceUsed: number,
): boolean {
  return firstTurn && d1 === d2 && rules.headRule === 'F2' && diceUsed < 4;
}
