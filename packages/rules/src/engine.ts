import { BAR_CELL, CELLS, type Cells, OFF_CELL, OPP_BAR, OPP_OFF_CELL, outsideHome } from './cells.ts';
import { otherNumbering } from './geometry.ts';
import type { Rules } from './variant.ts';
import { createPlaysKernel, type PlaysKernel } from './wasmPlays.ts';

/**
 * The fast path: every distinct outcome of one roll, written into flat typed arrays with no per-step
 * objects and no allocation in the search loop (RULES.md §2–§3, all variants and options).
 *
 * A `PlayGenerator` is reusable: `generate()` overwrites the previous results. Outcome `i` is
 * `outcomes.subarray(i * CELLS, (i + 1) * CELLS)` (cells seen from the mover, before the turn passes),
 * its representative steps are `steps[i * 12 .. i * 12 + 3 * diceUsed)` as (from, to, die) triples,
 * and `hits[i]` is how many opposing checkers the play hit.
 *
 * Which search runs for a roll (the short family in WebAssembly where it can run, JavaScript fast paths
 * otherwise, the general search for the long family and the optional restrictions) is described in
 * docs/engine.md, "The fast paths of `PlayGenerator`".
 */
export class PlayGenerator {
  // The outcome arrays are set in the constructor, by `attach` (the WebAssembly kernel's memory) or as
  // the generator's own arrays; they may be replaced by `generate()`, so read them after each call.
  /** Outcome boards, `CELLS` bytes each. */
  outcomes!: Int8Array;
  /** Representative steps: up to 4 (from, to, die) triples per outcome, 12 bytes each. */
  steps!: Int8Array;
  /** Hits per outcome. */
  hits!: Uint8Array;
  /** Number of distinct outcomes of the last `generate()` (0 = the roll is forfeited). */
  count = 0;
  /** Dice used by every legal play of the last `generate()` (RULES.md §2.3's M). */
  diceUsed = 0;

  private capacity!: number;
  /** The WebAssembly move generator owning this generator's outcome arrays, if WebAssembly runs here. */
  private kernel: PlaysKernel | null = null;
  private readonly flags: Uint8Array;
  private readonly hashes: Int32Array;
  private table: Int32Array;
  private stamps: Int32Array;
  private stamp = 0;
  private tableMask: number;

  // Search state (valid during generate()).
  private readonly cells: Cells = new Int8Array(CELLS);
  private readonly cells32 = new Int32Array(this.cells.buffer);
  private outcomes32!: Int32Array;
  /** Order-pruning state for plain rolls (see `search`). */
  /** Bit p: the first die could be played from point p at the start (plain rolls). */
  private firstLegal = 0;
  private prune = false;
  private secondOrder = false;
  private firstFrom = 0;
  private firstFromCount = 0;
  private dedupe = true;
  /** Caucasian rule in force this roll (an opposing blot stands in the mover's home). */
  private tainting = false;
  /** Sampling mode (`sample()`): stop at the first play that uses every die; `lcg` orders sources. */
  private sampling = false;
  private found = false;
  private lcg = 1;
  private readonly path = new Int8Array(12);
  private readonly path32 = new Int32Array(this.path.buffer);
  private steps32!: Int32Array;
  private rules: Rules | null = null;
  /** `useRules`: whether the fast paths may apply under these rules, and whether a six-block rule is in force. */
  private fastFamily = false;
  private sixBlockRule = false;
  private seq = new Int8Array(4);
  private seqLength = 0;
  private canonical = false;
  private headLimit = 99;
  private opposed = true;
  private blockAtStep = false;
  private blockAtEnd = false;
  /**
   * Bit p set when point p is part of a forbidden block already at the start of the turn (a custom
   * setup). Such a block is not the mover's doing: under either timing only a block through another
   * point makes a play illegal (RULES.md §3.4.3).
   */
  private startBlocks = 0;
  private hash = 0;
  private outside = 0;
  /** Bit p set when the mover has a checker on point p (1..24) or on the bar (25). */
  private occupied = 0;
  /** Fast paths: bit p set when the opponent holds point p (1..24) with two or more checkers. */
  private blocked = 0;
  /** `doubleMidgame`: bit p set when a step of the die from p lands on an unblocked point. */
  private dieSources = 0;
  private best = 0;
  private highDie = 0;
  private startOppBar = 0;

  /**
   * `capacity`: outcomes to make room for at first (more are added as needed).
   * `webAssembly: false` keeps to the JavaScript searches (tests compare the two).
   */
  constructor(capacity = 512, options: { webAssembly?: boolean } = {}) {
    const kernel = options.webAssembly === false ? null : createPlaysKernel();
    this.kernel = kernel;
    if (kernel !== null && capacity <= kernel.capacity) {
      this.attach(kernel);
      capacity = kernel.capacity;
    } else {
      this.capacity = capacity;
      this.outcomes = new Int8Array(capacity * CELLS);
      this.steps = new Int8Array(capacity * 12);
      this.hits = new Uint8Array(capacity);
      this.outcomes32 = new Int32Array(this.outcomes.buffer);
      this.steps32 = new Int32Array(this.steps.buffer);
    }
    this.flags = new Uint8Array(capacity);
    this.hashes = new Int32Array(capacity);
    // The outcome hash table stays at most half full (`grow` doubles it with the outcome arrays).
    let size = 1024;
    while (size < capacity * 2) size *= 2;
    this.tableMask = size - 1;
    this.table = new Int32Array(size);
    this.stamps = new Int32Array(size);
  }

  /**
   * Makes the kernel's outcome areas this generator's, so that the WebAssembly search writes there
   * directly (after a roll with more outcomes than the kernel holds, the generator had its own arrays).
   */
  private attach(kernel: PlaysKernel): void {
    this.capacity = kernel.capacity;
    this.outcomes = kernel.outcomes;
    this.steps = kernel.steps;
    this.hits = kernel.hits;
    this.outcomes32 = new Int32Array(kernel.outcomes.buffer, kernel.outcomes.byteOffset, kernel.capacity * 7);
    this.steps32 = new Int32Array(kernel.steps.buffer, kernel.steps.byteOffset, kernel.capacity * 3);
  }

  /**
   * Switches the generator to `rules`, noting which searches apply: the fast paths need opposed
   * geometry with hitting and none of the optional restrictions that make step order matter.
   */
  private useRules(rules: Rules): void {
    this.rules = rules;
    this.opposed = rules.geometry === 'opposed';
    this.sixBlockRule = rules.sixBlock !== null && rules.sixBlock !== 'allowed';
    this.fastFamily =
      this.opposed &&
      rules.hitting &&
      !rules.strictFullPipsBearoff &&
      (rules.headRule === null || rules.headRule === 'free');
  }

  /**
   * Generates the legal plays of roll `d1-d2` for the mover of `board` (not modified).
   * `firstTurn`: long family, whether this is the mover's first turn of the game (head exception).
   * Returns the number of distinct outcomes.
   */
  generate(rules: Rules, board: ArrayLike<number>, d1: number, d2: number, firstTurn = false): number {
    if (rules !== this.rules) this.useRules(rules);
    this.found = false;
    const double = d1 === d2;
    // The six-block rule can only bind if some six-point window on the opponent's route could be filled
    // this turn; otherwise order cannot matter and the faster canonical search applies.
    const blockRule = this.sixBlockRule && blockReachable(board, rules.geometry, double ? 4 : 2);
    // The Caucasian taint can only arise from hitting a lone opposing checker in the mover's home; with
    // none there at the start (none can appear during the turn), the rule cannot bind.
    const tainting = rules.noHitAndHide && hasOpposingBlotInHome(board);
    if (this.fastFamily && !blockRule) {
      // The WebAssembly generator decides every such roll, unless its outcomes would not fit (−1).
      const kernel = this.kernel;
      if (kernel !== null) {
        kernel.board.set(board);
        const taint = tainting ? 1 : 0;
        const count = double ? kernel.double(d1, taint) : kernel.plain(d1, d2, taint);
        if (count >= 0) {
          if (this.outcomes !== kernel.outcomes) this.attach(kernel);
          this.count = count;
          this.diceUsed = kernel.used[0];
          return count;
        }
      }
      if (!tainting && (double ? this.doubleFast(board, d1) : this.plainFast(board, d1, d2))) return this.count;
    }
    this.tainting = tainting;
    this.blockAtStep = blockRule && rules.sixBlockTiming === 'step';
    this.blockAtEnd = blockRule && rules.sixBlockTiming === 'endOfTurn';
    // Descending-source order finds every outcome of a double once its steps commute, which fails only
    // where legality depends on step order: the Caucasian taint and the per-step six-block check.
    this.canonical = double && !this.tainting && !this.blockAtStep;
    this.highDie = Math.max(d1, d2);
    const head = rules.headRule;
    let limit = head === null || head === 'free' ? 99 : 1;
    if (firstTurn && double && head === 'F1' && (d1 === 6 || d1 === 4 || d1 === 3)) limit = 2;
    this.run(board, d1, d2, limit);
    if (firstTurn && double && head === 'F2' && this.best < 4) this.run(board, d1, d2, 2);
    this.finish(double);
    return this.count;
  }

  /**
   * One random legal play of roll `d1-d2`, without enumerating them all: a depth-first search in a
   * random source order that stops at the first play using every die (the common case), falling back
   * to `generate()` and a uniform pick among distinct outcomes otherwise. Plays are legal but not
   * uniform over outcomes — meant for random rollouts and self-play benchmarks. The chosen outcome is
   * outcome 0 (`count` = 1); returns false when the roll is forfeited.
   */
  sample(
    rules: Rules,
    board: ArrayLike<number>,
    d1: number,
    d2: number,
    random: () => number,
    firstTurn = false,
  ): boolean {
    const simple =
      !firstTurn && !rules.strictFullPipsBearoff && !(rules.sixBlock !== null && rules.sixBlockTiming === 'endOfTurn');
    if (simple) {
      if (rules !== this.rules) this.useRules(rules);
      this.blockAtStep =
        rules.sixBlock !== null &&
        rules.sixBlock !== 'allowed' &&
        blockReachable(board, rules.geometry, d1 === d2 ? 4 : 2);
      this.blockAtEnd = false;
      this.tainting = rules.noHitAndHide && hasOpposingBlotInHome(board);
      this.canonical = false;
      this.highDie = Math.max(d1, d2);
      this.sampling = true;
      this.found = false;
      this.lcg = (random() * 0x7fffffff) | 1;
      const head = rules.headRule;
      const swap = random() < 0.5;
      this.run(board, swap ? d2 : d1, swap ? d1 : d2, head === null || head === 'free' ? 99 : 1);
      this.sampling = false;
      if (this.found) {
        this.count = 1;
        this.diceUsed = this.best;
        return true;
      }
    }
    const count = this.generate(rules, board, d1, d2, firstTurn);
    if (count === 0) return false;
    const pick = Math.floor(random() * count);
    if (pick !== 0) {
      this.outcomes.copyWithin(0, pick * CELLS, (pick + 1) * CELLS);
      this.steps.copyWithin(0, pick * 12, (pick + 1) * 12);
      this.hits[0] = this.hits[pick];
    }
    this.count = 1;
    return true;
  }

  private run(board: ArrayLike<number>, d1: number, d2: number, headLimit: number): void {
    const cells = this.cells;
    for (let i = 0; i < CELLS; i++) cells[i] = board[i];
    this.headLimit = headLimit;
    this.count = 0;
    this.best = -1;
    this.stamp++;
    this.outside = outsideHome(cells);
    let occupied = 0;
    for (let p = 1; p <= 25; p++) if (cells[p] > 0) occupied |= 1 << p;
    this.occupied = occupied;
    this.startOppBar = cells[OPP_BAR];
    let startBlocks = 0;
    if (this.blockAtEnd || this.blockAtStep) {
      for (let p = 1; p <= 24; p++) if (cells[p] > 0 && this.blockThrough(p)) startBlocks |= 1 << p;
    }
    this.startBlocks = startBlocks;
    // Outcomes of one roll are only compared with each other, so hashing the differences from the
    // start position is enough: the start hashes to 0.
    this.hash = 0;
    const seq = this.seq;
    // Canonical doubles visit each multiset of steps once, and for a double the multiset is determined
    // by the resulting position, so no two visited plays share an outcome: no deduplication needed.
    this.dedupe = !this.canonical;
    this.secondOrder = false;
    if (d1 === d2) {
      seq[0] = seq[1] = seq[2] = seq[3] = d1;
      this.seqLength = 4;
      this.search(0, 25, 0, 0, 0, 0);
    } else {
      // Plain rolls are searched in both orders. Where step legality does not depend on order (no bar,
      // no Caucasian taint, no per-step six-block check), a second-order play [d2 from i, d1 from j] whose
      // d1 step was already legal at the start is the first order's [d1 from j, d2 from i]: skip it.
      this.prune = !this.sampling && cells[BAR_CELL] === 0 && !this.tainting && !this.blockAtStep && !this.blockAtEnd;
      this.firstLegal = 0;
      this.seqLength = 2;
      seq[0] = d1;
      seq[1] = d2;
      this.search(0, 25, 0, 0, 0, 0);
      if (this.found) return;
      this.secondOrder = true;
      seq[0] = d2;
      seq[1] = d1;
      this.search(0, 25, 0, 0, 0, 0);
    }
  }

  /**
   * Loads `board` into the search state for a fast path: the opponent's blocked points (two or more
   * checkers: constant through a turn, since only single checkers are hit) and the mover's occupied points.
   */
  private loadFast(board: ArrayLike<number>): void {
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
    this.count = 0;
    this.stamp++;
  }

  /**
   * Whether the mover may play `die` from `from` now (opposed geometry with hitting, none of the
   * optional restrictions): the landing point is not blocked, or a bear-off with every checker home and,
   * for a die larger than needed, no checker on a higher point.
   */
  private canStep(from: number, die: number): boolean {
    const to = from - die;
    if (to >= 1) return ((this.blocked >> to) & 1) === 0;
    return this.outside === 0 && (to === 0 || (this.occupied & (0x7e & ~((2 << from) - 1))) === 0);
  }

  /**
   * Plays one step in place (undone by `unstep` with the returned count of the source point) and
   * updates the Zobrist hash when `hashing`.
   */
  private step(from: number, to: number, hashing: boolean): void {
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

  /** Undoes `step(from, to)`: `count` and `there` are what the two points held before it. */
  private unstep(
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
   * JavaScript fast path for a plain roll (opposed geometry, no optional restriction; used where the
   * WebAssembly generator is unavailable). While nothing can be borne off, `plainMidgame`; otherwise
   * both orders of the dice as two flat loops, second-order plays already found in the first order
   * skipped as in `search`, outcomes deduplicated by hash. Returns false (nothing kept) when no play uses
   * both dice: the general search then applies the higher-die rule.
   */
  private plainFast(board: ArrayLike<number>, a: number, b: number): boolean {
    this.loadFast(board);
    if (this.outside >= 2) return this.plainMidgame(a, b);
    this.dedupe = true;
    this.hash = 0;
    this.best = 2;
    const cells = this.cells;
    const prune = cells[BAR_CELL] === 0;
    let firstLegal = 0;
    const path = this.path;
    for (let order = 0; order < 2; order++) {
      const d1 = order === 0 ? a : b;
      const d2 = order === 0 ? b : a;
      let first = cells[BAR_CELL] > 0 ? 1 << 25 : this.occupied;
      while (first !== 0) {
        const from1 = 31 - Math.clz32(first);
        first ^= 1 << from1;
        if (!this.canStep(from1, d1)) continue;
        const to1 = from1 - d1;
        const occupied1 = this.occupied;
        const outside1 = this.outside;
        const hash1 = this.hash;
        const count1 = cells[from1];
        const there1 = to1 >= 1 ? cells[to1] : 0;
        this.step(from1, to1, true);
        let second = cells[BAR_CELL] > 0 ? 1 << 25 : this.occupied;
        if (order === 0) firstLegal |= 1 << from1;
        else if (prune) second &= ~(firstLegal & ~(count1 >= 2 ? 0 : 1 << from1));
        path[0] = from1;
        path[1] = Math.max(to1, 0);
        path[2] = d1;
        while (second !== 0) {
          const from2 = 31 - Math.clz32(second);
          second ^= 1 << from2;
          if (!this.canStep(from2, d2)) continue;
          this.leaf(from2, from2 - d2, d2, 3, true);
        }
        this.unstep(from1, to1, count1, there1, occupied1, outside1, hash1);
      }
    }
    if (this.count === 0) return false;
    this.diceUsed = 2;
    return true;
  }

  /**
   * JavaScript fast path for a double (opposed geometry, no optional restriction; used where the
   * WebAssembly generator is unavailable). While nothing can be borne off, `doubleMidgame`; otherwise a
   * search over sources in non-increasing order, each step checked as played. Each multiset of steps is
   * visited once and, for a double, determines the outcome, so no deduplication is needed (as in
   * `search`'s canonical mode). Returns false (nothing kept) when no play uses all four dice: the
   * general search then finds the longest plays.
   */
  private doubleFast(board: ArrayLike<number>, die: number): boolean {
    this.loadFast(board);
    if (this.outside >= 4) return this.doubleMidgame(die);
    this.dedupe = false;
    this.hash = 0;
    this.best = 4;
    const path = this.path;
    path[2] = path[5] = path[8] = path[11] = die;
    this.doubleSteps(0, 25, die);
    if (this.count === 0) return false;
    this.diceUsed = 4;
    return true;
  }

  /**
   * Plain roll `a-b` when nothing can be borne off this turn (two or more checkers outside the home, so
   * one step cannot bring them all in). A step from p with die d is then legal exactly when p holds a
   * checker and p − d is an unblocked point, so each die's legal sources are a bitmask, and distinct
   * outcomes are found without hashing (docs/engine.md, "The fast paths", has the proof):
   * - two steps by different checkers, or by two checkers from one point, give the same outcome only in
   *   the two orders of the same steps: the order `b` first skips a second step whose `a` step was
   *   already legal at the start (it was found with `a` first);
   * - one checker moving a + b from s (or a checker moving on to a point that another one just left)
   *   ends the same way through s − a or s − b; both routes are one outcome unless one of them hits on
   *   the way, so the route through s − b is skipped when the route through s − a exists and neither
   *   point holds an opposing blot.
   * Returns false (nothing kept) when no play uses both dice.
   */
  private plainMidgame(a: number, b: number): boolean {
    const cells = this.cells;
    const open = ~this.blocked & 0x1fffffe;
    const openA = (open << a) & 0x3fffffe;
    const openB = (open << b) & 0x3fffffe;
    const bar = cells[BAR_CELL];
    // Legal first steps with `a` first; also, bit s set = a checker can move a + b from s through s − a.
    const startA = (bar > 0 ? 1 << 25 : this.occupied) & openA;
    this.count = 0;
    this.plainOrder(a, b, startA, openB, 0, startA, true);
    // Two or more on the bar: both steps enter, in either order the same outcome.
    if (bar < 2)
      this.plainOrder(b, a, (bar > 0 ? 1 << 25 : this.occupied) & openB, openA, bar > 0 ? 0 : startA, startA, false);
    if (this.count === 0) return false;
    this.diceUsed = 2;
    return true;
  }

  /**
   * One order of the dice for `plainMidgame`: `first` = legal sources of `d1`, `open2` = points from
   * which `d2` lands unblocked, `found` = sources whose `d1`-step plays were all found in the other
   * order, `through` = `plainMidgame`'s `startA`, `aFirst`: whether `d1` is the roll's `a`.
   */
  private plainOrder(
    d1: number,
    d2: number,
    first: number,
    open2: number,
    found: number,
    through: number,
    aFirst: boolean,
  ): void {
    const cells = this.cells;
    const occupied = this.occupied;
    while (first !== 0) {
      const x = 31 - Math.clz32(first);
      first ^= 1 << x;
      const t = x - d1;
      const count = cells[x];
      const there = cells[t];
      const oppBar = cells[OPP_BAR];
      cells[x] = count - 1;
      let hits = 0;
      if (there === -1) {
        cells[t] = 1;
        cells[OPP_BAR] = oppBar - 1;
        hits = 1;
      } else cells[t] = there + 1;
      let second = cells[BAR_CELL] > 0 ? 1 << 25 : (count === 1 ? occupied ^ (1 << x) : occupied) | (1 << t);
      second &= open2 & ~found;
      if (aFirst) {
        // [a from x, b from x + b]: the checker from x + b ends at x − a through x; drop it when the route
        // through x + b − a exists and does not hit (x itself holds the mover's checker).
        const s = x + d2;
        if (((second & through) >> s) & 1 && cells[s - d1] !== -1) second ^= 1 << s;
      } else if ((second >> t) & 1 && (through >> x) & 1 && there !== -1 && cells[x - d2] !== -1) {
        // [b from x, a from x − b]: one checker through x − b; the route through x − a was found first.
        second ^= 1 << t;
      }
      if (second !== 0) this.leaves(second, d2, x | (t << 8) | (d1 << 16), -1, hits);
      cells[x] = count;
      cells[t] = there;
      cells[OPP_BAR] = oppBar;
    }
  }

  /**
   * Writes one outcome per source in `sources`: the current board plus one step of `die` from that
   * source (every die used, so no filter applies). `hits`: opposing checkers hit before this step.
   * The outcome's step list: for a plain roll (`p1` = −1) `p0` holds the first step and the new step's
   * (from, to, die) follow it; for a double `p0`, `p1` hold the first three steps and the new one is the
   * fourth.
   */
  private leaves(sources: number, die: number, p0: number, p1: number, hits: number): void {
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
    let i = this.count;
    if (i + 25 > this.capacity) this.grow();
    const out = this.outcomes;
    const out32 = this.outcomes32;
    const steps32 = this.steps32;
    const hitCounts = this.hits;
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
    this.count = i;
  }

  /**
   * A double when nothing can be borne off this turn (four or more checkers outside the home): the
   * sources of `die` are a fixed bitmask of points that land unblocked (`dieSources`), searched in
   * non-increasing order as in `doubleFast`, so every outcome is found once. The first two steps are
   * loops here, the last two in `doubleLastTwo`; the path travels as two words (the first eight bytes of
   * `steps`). Returns false (nothing kept) when no play uses all four dice.
   */
  private doubleMidgame(die: number): boolean {
    const cells = this.cells;
    const sources = ((~this.blocked & 0x1fffffe) << die) & 0x3fffffe;
    this.dieSources = sources;
    this.count = 0;
    const occupied = this.occupied;
    let first = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied) & sources;
    while (first !== 0) {
      const x1 = 31 - Math.clz32(first);
      first ^= 1 << x1;
      const t1 = x1 - die;
      const count1 = cells[x1];
      const there1 = cells[t1];
      cells[x1] = count1 - 1;
      const hits1 = there1 === -1 ? 1 : 0;
      if (hits1) {
        cells[t1] = 1;
        cells[OPP_BAR]--;
      } else cells[t1] = there1 + 1;
      const occupied1 = (count1 === 1 ? occupied ^ (1 << x1) : occupied) | (1 << t1);
      const p0 = x1 | (t1 << 8) | (die << 16);
      let second = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied1 & ((2 << x1) - 1)) & sources;
      while (second !== 0) {
        const x2 = 31 - Math.clz32(second);
        second ^= 1 << x2;
        const t2 = x2 - die;
        const count2 = cells[x2];
        const there2 = cells[t2];
        cells[x2] = count2 - 1;
        const occupied2 = (count2 === 1 ? occupied1 ^ (1 << x2) : occupied1) | (1 << t2);
        const p1 = t2 | (die << 8);
        if (there2 === -1) {
          cells[t2] = 1;
          cells[OPP_BAR]--;
          this.doubleLastTwo(x2, die, occupied2, hits1 + 1, p0 | (x2 << 24), p1);
          cells[OPP_BAR]++;
        } else {
          cells[t2] = there2 + 1;
          this.doubleLastTwo(x2, die, occupied2, hits1, p0 | (x2 << 24), p1);
        }
        cells[x2] = count2;
        cells[t2] = there2;
      }
      cells[x1] = count1;
      cells[t1] = there1;
      if (hits1) cells[OPP_BAR]++;
    }
    if (this.count === 0) return false;
    this.diceUsed = 4;
    return true;
  }

  /**
   * Steps three and four of `doubleMidgame`, from points no higher than `maxFrom`: one outcome per
   * fourth step, written as the board after three steps plus that step. `p0`, `p1`: the path so far.
   */
  private doubleLastTwo(maxFrom: number, die: number, occupied: number, hits: number, p0: number, p1: number): void {
    const cells = this.cells;
    const sources = this.dieSources;
    let third = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied & ((2 << maxFrom) - 1)) & sources;
    while (third !== 0) {
      const x3 = 31 - Math.clz32(third);
      third ^= 1 << x3;
      const t3 = x3 - die;
      const count3 = cells[x3];
      const there3 = cells[t3];
      const oppBar = cells[OPP_BAR];
      cells[x3] = count3 - 1;
      let hits3 = hits;
      if (there3 === -1) {
        cells[t3] = 1;
        cells[OPP_BAR] = oppBar - 1;
        hits3++;
      } else cells[t3] = there3 + 1;
      const fourth =
        (cells[BAR_CELL] > 0
          ? BAR_BIT
          : ((count3 === 1 ? occupied ^ (1 << x3) : occupied) | (1 << t3)) & ((2 << x3) - 1)) & sources;
      if (fourth !== 0) this.leaves(fourth, die, p0, p1 | (x3 << 16) | (t3 << 24), hits3);
      cells[x3] = count3;
      cells[t3] = there3;
      cells[OPP_BAR] = oppBar;
    }
  }

  /** One step of a double at `depth` (0..3), from points no higher than `maxFrom` (canonical order). */
  private doubleSteps(depth: number, maxFrom: number, die: number): void {
    const cells = this.cells;
    let sources = cells[BAR_CELL] > 0 ? 1 << 25 : this.occupied & ((2 << maxFrom) - 1);
    while (sources !== 0) {
      const from = 31 - Math.clz32(sources);
      sources ^= 1 << from;
      if (!this.canStep(from, die)) continue;
      const to = from - die;
      if (depth === 3) {
        this.leaf(from, to, die, 9, false);
        continue;
      }
      const occupied = this.occupied;
      const outside = this.outside;
      const count = cells[from];
      const there = to >= 1 ? cells[to] : 0;
      this.step(from, to, false);
      this.path[depth * 3] = from;
      this.path[depth * 3 + 1] = Math.max(to, 0);
      this.doubleSteps(depth + 1, from, die);
      this.unstep(from, to, count, there, occupied, outside, 0);
    }
  }

  /**
   * Keeps as an outcome of a fast path the current board plus one last step (every die used, so no
   * flag can filter it), written straight into the next outcome slot; `at`: where the step goes in the
   * path. With `dedupe` the slot is given up again when an equal outcome is already kept.
   */
  private leaf(from: number, to: number, die: number, at: number, dedupe: boolean): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count;
    const cells32 = this.cells32;
    const out32 = this.outcomes32;
    const base = i * 7;
    for (let k = 0; k < 7; k++) out32[base + k] = cells32[k];
    const out = this.outcomes;
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
      const table = this.table;
      const stamps = this.stamps;
      const mask = this.tableMask;
      let slot = h & mask;
      while (stamps[slot] === this.stamp) {
        const j = table[slot];
        if (this.hashes[j] === h && sameSlots(out32, j * 7, base)) return;
        slot = (slot + 1) & mask;
      }
      stamps[slot] = this.stamp;
      table[slot] = i;
      this.hashes[i] = h;
    }
    this.flags[i] = CLEAN | HIGH;
    this.hits[i] = hits;
    const steps32 = this.steps32;
    const path32 = this.path32;
    steps32[i * 3] = path32[0];
    steps32[i * 3 + 1] = path32[1];
    steps32[i * 3 + 2] = path32[2];
    const steps = this.steps;
    steps[i * 12 + at] = from;
    steps[i * 12 + at + 1] = Math.max(to, 0);
    steps[i * 12 + at + 2] = die;
    this.count = i + 1;
  }

  /**
   * Depth-first over steps. `maxSource`: in canonical mode, the highest point the next step may start
   * from. `taint`: Caucasian bitmask of home points where a hitter stands (RULES.md §3.2 resolution).
   * `heads`: checkers that left the head this turn. `over`: 1 once a step bore off from a lower point
   * with a larger die. `usedHigh`: 1 once a step used the higher die.
   */
  private search(depth: number, maxSource: number, taint: number, heads: number, over: number, usedHigh: number): void {
    if (this.blockAtEnd && depth > 0 && depth >= this.best && !this.hasIllegalBlock()) {
      // With end-of-turn timing any prefix may be the play (a longer one may end in a block).
      this.record(depth, over, usedHigh);
    }
    if (depth === this.seqLength) {
      if (!this.blockAtEnd) this.record(depth, over, usedHigh);
      return;
    }
    const cells = this.cells;
    const die = this.seq[depth];
    const rules = this.rules as Rules;
    let moved = false;
    // Visit the occupied points from the highest down (only the bar while checkers are on it).
    let all = cells[BAR_CELL] > 0 ? 1 << 25 : this.occupied & (maxSource >= 24 ? 0x1fffffe : (2 << maxSource) - 2);
    if (depth === 1 && this.secondOrder && this.prune) {
      // Second order of a plain roll: a d1 step that was legal at the start is still legal, and that play
      // was found in the first order — unless it moves the only checker the first step moved (or a
      // second head checker under the head limit).
      const headLimited = this.firstFrom === 24 && !this.opposed && this.headLimit < 99;
      const keep = this.firstFromCount >= 2 && !headLimited ? 0 : 1 << this.firstFrom;
      const skip = all & this.firstLegal & ~keep;
      if (skip !== 0) {
        moved = true;
        all &= ~skip;
      }
    }
    // Sampling starts at a random point and wraps around; otherwise one pass, highest point first.
    let low = 0;
    if (this.sampling) {
      this.lcg = (Math.imul(this.lcg, 1103515245) + 12345) & 0x7fffffff;
      low = (2 << (this.lcg % 25)) - 1;
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
          if (this.outside > 0) continue;
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
        const fromHead = from === 24 && !this.opposed;
        if (fromHead && heads >= this.headLimit) continue;
        let nextTaint = taint;
        if (this.tainting) {
          const hitter = (taint >> from) & 1 && cells[from] === 1;
          if (hitter) {
            if (to >= 1 && cells[to] > 0) continue;
            nextTaint &= ~(1 << from);
            if (to >= 1) nextTaint |= 1 << to;
          }
          if (hit && to <= 6) nextTaint |= 1 << to;
        }
        if (this.seqLength === 2 && this.prune) {
          if (depth === 0) {
            if (!this.secondOrder) this.firstLegal |= 1 << from;
            else {
              this.firstFrom = from;
              this.firstFromCount = cells[from];
            }
          }
        }
        // Apply the step in place (undone below); the hash and the outside-home count are restored from locals.
        const savedHash = this.hash;
        const savedOutside = this.outside;
        const savedOccupied = this.occupied;
        const count = cells[from];
        cells[from] = count - 1;
        if (count === 1) this.occupied ^= 1 << from;
        if (from > 6) this.outside--;
        let h = savedHash;
        if (this.dedupe) h ^= ZOBRIST[from * 32 + count + 16] ^ ZOBRIST[from * 32 + count + 15];
        if (to >= 1) {
          const there = cells[to];
          if (there <= 0) this.occupied |= 1 << to;
          if (hit) {
            const bar = cells[OPP_BAR];
            cells[OPP_BAR] = bar - 1;
            cells[to] = 1;
            if (this.dedupe) h ^= ZOBRIST[bar + 16] ^ ZOBRIST[bar + 15] ^ ZOBRIST[to * 32 + 15] ^ ZOBRIST[to * 32 + 17];
          } else {
            cells[to] = there + 1;
            if (this.dedupe) h ^= ZOBRIST[to * 32 + there + 16] ^ ZOBRIST[to * 32 + there + 17];
          }
          if (to > 6) this.outside++;
        } else {
          const off = cells[OFF_CELL];
          cells[OFF_CELL] = off + 1;
          if (this.dedupe) h ^= ZOBRIST[OFF_CELL * 32 + off + 16] ^ ZOBRIST[OFF_CELL * 32 + off + 17];
        }
        this.hash = h;
        if (!(this.blockAtStep && to >= 1 && (this.startBlocks & (1 << to)) === 0 && this.blockThrough(to))) {
          moved = true;
          const p = depth * 3;
          this.path[p] = from;
          this.path[p + 1] = Math.max(to, 0);
          this.path[p + 2] = die;
          const nextOver = to < 0 ? 1 : over;
          const nextHigh = die === this.highDie ? 1 : usedHigh;
          if (depth + 1 === this.seqLength && !this.blockAtEnd) this.record(depth + 1, nextOver, nextHigh);
          else
            this.search(
              depth + 1,
              this.canonical ? from : 25,
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
        this.hash = savedHash;
        this.outside = savedOutside;
        this.occupied = savedOccupied;
        if (this.found) return;
      }
    }
    if (!moved && !this.blockAtEnd) this.record(depth, over, usedHigh);
  }

  /** Whether the run of the mover's checkers through `point` (along the opponent's route) is a forbidden block. */
  private blockThrough(point: number): boolean {
    return forbiddenBlockThrough(this.cells, this.rules as Rules, point);
  }

  /** A forbidden block through a point that was not in one at the start of the turn. */
  private hasIllegalBlock(): boolean {
    const old = this.startBlocks;
    for (let p = 1; p <= 24; p++) if (this.cells[p] > 0 && (old & (1 << p)) === 0 && this.blockThrough(p)) return true;
    return false;
  }

  private record(depth: number, over: number, usedHigh: number): void {
    if (this.sampling) {
      if (depth < this.seqLength) return;
      this.found = true;
    }
    if (depth < this.best) return;
    if (depth > this.best) {
      this.best = depth;
      this.count = 0;
      this.stamp++;
    }
    const h = this.hash;
    const flag = (over ? 0 : CLEAN) | (usedHigh ? HIGH : 0);
    // Make room first: growing may replace the hash table probed below.
    if (this.count === this.capacity) this.grow();
    if (!this.dedupe) {
      this.store(this.count++, h, flag, depth);
      return;
    }
    const table = this.table;
    const stamps = this.stamps;
    const mask = this.tableMask;
    let slot = h & mask;
    while (stamps[slot] === this.stamp) {
      const i = table[slot];
      if (this.hashes[i] === h && this.sameOutcome(i)) {
        const old = this.flags[i];
        // Keep as representative a path that satisfies the filters applied in finish().
        if ((flag & ~old) !== 0 && (flag & CLEAN || !(old & CLEAN))) this.copyPath(i, depth);
        this.flags[i] = old | flag;
        return;
      }
      slot = (slot + 1) & mask;
    }
    const i = this.count++;
    stamps[slot] = this.stamp;
    table[slot] = i;
    this.store(i, h, flag, depth);
  }

  private store(i: number, h: number, flag: number, depth: number): void {
    this.hashes[i] = h;
    this.flags[i] = flag;
    const out = this.outcomes32;
    const c = this.cells32;
    const base = i * 7;
    out[base] = c[0];
    out[base + 1] = c[1];
    out[base + 2] = c[2];
    out[base + 3] = c[3];
    out[base + 4] = c[4];
    out[base + 5] = c[5];
    out[base + 6] = c[6];
    this.hits[i] = this.startOppBar - this.cells[OPP_BAR];
    this.copyPath(i, depth);
  }

  /** Copies the current path; triples beyond the play's `diceUsed` steps are left unspecified. */
  private copyPath(i: number, _depth: number): void {
    const base = i * 3;
    const steps = this.steps32;
    const path = this.path32;
    steps[base] = path[0];
    steps[base + 1] = path[1];
    steps[base + 2] = path[2];
  }

  private sameOutcome(i: number): boolean {
    const base = i * 7;
    const out = this.outcomes32;
    const c = this.cells32;
    return (
      out[base] === c[0] &&
      out[base + 1] === c[1] &&
      out[base + 2] === c[2] &&
      out[base + 3] === c[3] &&
      out[base + 4] === c[4] &&
      out[base + 5] === c[5] &&
      out[base + 6] === c[6]
    );
  }

  private grow(): void {
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
    const outcomes32 = new Int32Array(outcomes.buffer);
    const steps32 = new Int32Array(steps.buffer);
    // Past the kernel's fixed memory: own arrays until the kernel next finds the outcomes (`attach`).
    Object.assign(this, { outcomes, outcomes32, steps, steps32, hits, flags, hashes, capacity });
    if (capacity * 2 > this.table.length) this.growTable();
  }

  /** Doubles the outcome hash table, moving over the entries of the current search (this `stamp`). */
  private growTable(): void {
    const oldTable = this.table;
    const oldStamps = this.stamps;
    const size = oldTable.length * 2;
    const table = new Int32Array(size);
    const stamps = new Int32Array(size);
    const mask = size - 1;
    for (let slot = 0; slot < oldTable.length; slot++) {
      if (oldStamps[slot] !== this.stamp) continue;
      const i = oldTable[slot];
      let at = this.hashes[i] & mask;
      while (stamps[at] === this.stamp) at = (at + 1) & mask;
      stamps[at] = this.stamp;
      table[at] = i;
    }
    this.table = table;
    this.stamps = stamps;
    this.tableMask = mask;
  }

  /** Applies the higher-die rule (RULES.md §2.3-2) and the strict full-pips option (§2.7). */
  private finish(double: boolean): void {
    this.diceUsed = Math.max(this.best, 0);
    if (this.best <= 0) {
      this.count = 0;
      return;
    }
    if (!double && this.best === 1) this.keepFlagged(HIGH);
    if (this.rules?.strictFullPipsBearoff) this.keepFlagged(CLEAN);
  }

  /** Keeps only the outcomes with `flag`, if any has it. */
  private keepFlagged(flag: number): void {
    let any = false;
    for (let i = 0; i < this.count; i++) if (this.flags[i] & flag) any = true;
    if (!any) return;
    let n = 0;
    for (let i = 0; i < this.count; i++) {
      if (!(this.flags[i] & flag)) continue;
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
  }
}

const CLEAN = 1;
const BAR_BIT = 1 << BAR_CELL;
const HIGH = 2;

/** Whether the outcomes at int32 offsets `a` and `b` (7 words each) are equal. */
function sameSlots(out: Int32Array, a: number, b: number): boolean {
  return (
    out[a] === out[b] &&
    out[a + 1] === out[b + 1] &&
    out[a + 2] === out[b + 2] &&
    out[a + 3] === out[b + 3] &&
    out[a + 4] === out[b + 4] &&
    out[a + 5] === out[b + 5] &&
    out[a + 6] === out[b + 6]
  );
}

/**
 * Six-block rule (RULES.md §3.4.3): whether the mover's run of occupied points through `point`, measured
 * along the opponent's route, is six or longer with no opposing checker where the option requires one.
 */
export function forbiddenBlockThrough(cells: ArrayLike<number>, rules: Rules, point: number): boolean {
  const rule = rules.sixBlock;
  if (rule === null || rule === 'allowed') return false;
  const geometry = rules.geometry;
  // Work in the opponent's numbering q: the opponent moves from q = 24 down to 1.
  const q = otherNumbering(geometry, point);
  let high = q;
  while (high < 24 && cells[otherNumbering(geometry, high + 1)] > 0) high++;
  let low = q;
  while (low > 1 && cells[otherNumbering(geometry, low - 1)] > 0) low--;
  if (high - low + 1 < 6) return false;
  if (rule === 'forbidden') return true;
  if (cells[OPP_OFF_CELL] > 0) return false;
  // 'ahead': an opposing checker further along its route than the block; 'home': one in its home.
  const limit = rule === 'ahead' ? low - 1 : 6;
  for (let r = 1; r <= limit; r++) if (cells[otherNumbering(geometry, r)] < 0) return false;
  return true;
}

/** Zobrist keys: one 32-bit key per (cell, value in −16..15), from a fixed seed so runs are reproducible. */
const ZOBRIST = (() => {
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

function hasOpposingBlotInHome(board: ArrayLike<number>): boolean {
  for (let p = 1; p <= 6; p++) if (board[p] === -1) return true;
  return false;
}

/**
 * Whether `steps` landings could complete six consecutive points (along the opponent's route) held by
 * the mover: some window of six holds no opposing checker and at most `steps` points the mover lacks.
 */
function blockReachable(board: ArrayLike<number>, geometry: Rules['geometry'], steps: number): boolean {
  for (let top = 24; top >= 6; top--) {
    let missing = 0;
    for (let q = top; q > top - 6 && missing <= steps; q--) {
      const n = board[otherNumbering(geometry, q)];
      if (n < 0) missing = steps + 1;
      else if (n === 0) missing++;
    }
    if (missing <= steps) return true;
  }
  return false;
}
