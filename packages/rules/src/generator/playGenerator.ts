import { CELLS } from '../cells.ts';
import { cellsProblem, diceProblem, isRoll, PlayInputRefused, rulesProblem } from '../inputCheck.ts';
import type { Rules } from '../variant.ts';
import { GeneralSearch, headLimit, retriesWithTwoHeads } from './generalSearch.ts';
import { JS_FAST_PATHS, type JsFastSearch } from './jsFastPaths.ts';
import { BAD_BOARD, createPlaysKernel, type PlaysKernel, playsKernelSettled, SIX_BLOCK_CODES } from './kernel.ts';
import { OutcomeTable } from './outcomeTable.ts';
import { blockReachable } from './sixBlock.ts';

/**
 * The fast move generator: every distinct outcome of one roll, written into flat typed arrays with no
 * per-step objects and no allocation in the search loop (RULES.md §2–§3, all variants and options).
 *
 * A `PlayGenerator` is reusable: `generate()` overwrites the previous results. Outcome `i` is
 * `outcomes.subarray(i * CELLS, (i + 1) * CELLS)` (cells seen from the mover, before the turn passes),
 * its representative steps are `steps[i * 12 .. i * 12 + 3 * diceUsed)` as (from, to, die) triples,
 * and `hits[i]` is how many opposing checkers the play hit.
 *
 * This class only picks the search for each roll (docs/engine.md, "The fast paths of
 * `PlayGenerator`"): the WebAssembly kernel (`kernel.ts`) for the short family where it can run, the
 * JavaScript fast paths (`plainRolls.ts`, `doubles.ts`) where it cannot, and the general search
 * (`generalSearch.ts`) for the long family and the optional restrictions. All of them write into one
 * `OutcomeTable`.
 */
export class PlayGenerator {
  // The outcome arrays may be replaced by `generate()` (grown, or moved into the kernel's memory), so
  // read them after each call.
  /** Outcome boards, `CELLS` bytes each. */
  outcomes: Int8Array;
  /** Representative steps: up to 4 (from, to, die) triples per outcome, 12 bytes each. */
  steps: Int8Array;
  /** Hits per outcome. */
  hits: Uint8Array;
  /** Number of distinct outcomes of the last `generate()` (0 = the roll is forfeited). */
  count = 0;
  /** Dice used by every legal play of the last `generate()` (RULES.md §2.3's M). */
  diceUsed = 0;

  readonly #table: OutcomeTable;
  /** The WebAssembly move generator, if WebAssembly runs here. */
  #kernel: PlaysKernel | null;
  /** The kernel may still come (a browser fetching it, `loadPlaysKernel`): look again at each call. */
  #kernelPending: boolean;
  /** The short family's JavaScript fast paths, unless this bundle left them out (`jsFastPaths.ts`). */
  readonly #fast: JsFastSearch | null;
  readonly #general: GeneralSearch;
  /**
   * The rules of the last call (none yet: an object no caller has, so that even a null is checked),
   * and what `useRules` derived from them.
   */
  #rules: Rules = NO_RULES;
  /** The short family's fast searches apply: opposed geometry with hitting, no strict bear-off. */
  #fastFamily = false;
  /** A six-block rule is in force (long family, other than `allowed`). */
  #sixBlockRule = false;
  /** The long family, and its options as the long kernel's arguments. */
  #longFamily = false;
  #sixBlockCode = 0;
  #timingCode = 0;
  #strictCode = 0;

  /**
   * `capacity`: outcomes to make room for at first (more are added as needed).
   * `webAssembly: false` keeps to the JavaScript searches (tests compare the two).
   */
  constructor(capacity = 512, options: { webAssembly?: boolean } = {}) {
    this.#kernel = options.webAssembly === false ? null : createPlaysKernel();
    this.#kernelPending = options.webAssembly !== false && this.#kernel === null && !playsKernelSettled();
    this.#table = new OutcomeTable(capacity, this.#kernel);
    this.#fast = JS_FAST_PATHS?.(this.#table) ?? null;
    this.#general = new GeneralSearch(this.#table);
    this.outcomes = this.#table.outcomes;
    this.steps = this.#table.steps;
    this.hits = this.#table.hits;
  }

  /**
   * Generates the legal plays of roll `d1-d2` for the mover of `board` (not modified).
   * `firstTurn`: long family, whether this is the mover's first turn of the game (head exception).
   * Returns the number of distinct outcomes. Throws `PlayInputRefused` (with a stable `code`) for
   * dice, cells or rules the searches were not written for (inputCheck.ts), before any search runs.
   */
  generate(rules: Rules, board: ArrayLike<number>, d1: number, d2: number, firstTurn = false): number {
    if (rules !== this.#rules) this.#useRules(rules);
    if (this.#kernelPending && playsKernelSettled()) {
      // The module arrived after this generator was made: its searches move into the kernel's memory at
      // the kernel's first roll (`attach`).
      this.#kernelPending = false;
      this.#kernel = createPlaysKernel();
    }
    if (!isRoll(d1, d2)) this.#checkDice(d1, d2);
    const kernel = this.#kernel;
    // The engine's own boards (28-cell Int8Arrays) are checked by the kernel in the pass over the points
    // it makes anyway (wasm/layout.ts `boardFits`, the board part of inputCheck.ts); any other board,
    // and any board the JavaScript searches are to get without the kernel having seen it, is checked
    // here. Either way nothing is searched before its board has passed.
    let checked = kernel === null || !(board instanceof Int8Array) || board.length !== CELLS;
    if (checked) this.#checkCells(board);
    if (this.#longFamily && kernel !== null) {
      const count = this.#runLongKernel(kernel, rules, board, d1, d2, firstTurn);
      if (count >= 0) return count;
      if (count === BAD_BOARD) this.#checkCells(board);
      checked = true;
    }
    const isDouble = d1 === d2;
    // The six-block rule can only bind if some six-point window on the opponent's route could be filled
    // this turn; otherwise order cannot matter and the faster canonical search applies.
    const blockRule = this.#sixBlockRule && blockReachable(board, rules.geometry, isDouble ? 4 : 2);
    const tainting = rules.noHitAndHide && hasOpposingBlotInHome(board);
    if (this.#fastFamily && !blockRule) {
      if (kernel !== null) {
        // The WebAssembly kernel decides every such roll, unless its outcomes would not fit (−1).
        kernel.board.set(board);
        const taint = tainting ? 1 : 0;
        const count = isDouble ? kernel.double(d1, taint) : kernel.plain(d1, d2, taint);
        if (count >= 0) {
          if (this.outcomes !== kernel.outcomes) this.#attach(kernel);
          this.count = count;
          this.diceUsed = kernel.used[0];
          return count;
        }
        if (count === BAD_BOARD) this.#checkCells(board);
        checked = true;
      }
      if (!checked) this.#checkCells(board);
      if (!tainting && this.#fast?.roll(board, d1, d2)) {
        return this.#done(isDouble ? 4 : 2);
      }
    }
    if (!checked) this.#checkCells(board);
    this.#general.generate(rules, board, d1, d2, firstTurn, blockRule, tainting);
    return this.#done(this.#general.diceUsed);
  }

  /**
   * One random legal play of roll `d1-d2`, without enumerating them all: a depth-first search in a
   * random source order that stops at the first play using every die (the common case), falling back
   * to `generate()` and a uniform pick among distinct outcomes otherwise. Plays are legal but not
   * uniform over outcomes — meant for random rollouts and self-play benchmarks. The chosen outcome is
   * outcome 0 (`count` = 1); returns false when the roll is forfeited. Refuses what `generate` refuses.
   */
  sample(
    rules: Rules,
    board: ArrayLike<number>,
    d1: number,
    d2: number,
    random: () => number,
    firstTurn = false,
  ): boolean {
    if (rules !== this.#rules) this.#useRules(rules);
    if (!isRoll(d1, d2)) this.#checkDice(d1, d2);
    this.#checkCells(board);
    const simple =
      !firstTurn && !rules.strictFullPipsBearoff && !(rules.sixBlock !== null && rules.sixBlockTiming === 'endOfTurn');
    if (simple) {
      const blockRule = this.#sixBlockRule && blockReachable(board, rules.geometry, d1 === d2 ? 4 : 2);
      const tainting = rules.noHitAndHide && hasOpposingBlotInHome(board);
      if (this.#general.sample(rules, board, d1, d2, random, blockRule, tainting)) {
        this.#done(this.#general.diceUsed);
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

  /**
   * The dice and the board are checked before every search (inputCheck.ts): the kernel and the fast
   * paths index by point minus die, so nothing else may reach them.
   */
  #checkDice(d1: number, d2: number): void {
    const problem = diceProblem(d1, d2);
    if (problem !== null) throw new PlayInputRefused(problem.code, problem.message);
  }

  #checkCells(board: ArrayLike<number>): void {
    const problem = cellsProblem(board, this.#rules.geometry);
    if (problem !== null) throw new PlayInputRefused(problem.code, problem.message);
  }

  /** Notes which searches apply under `rules` (checked once per rules object). */
  #useRules(rules: Rules): void {
    const problem = rulesProblem(rules);
    if (problem !== null) throw new PlayInputRefused(problem.code, problem.message);
    this.#rules = rules;
    this.#sixBlockRule = rules.sixBlock !== null && rules.sixBlock !== 'allowed';
    this.#fastFamily =
      rules.geometry === 'opposed' &&
      rules.hitting &&
      !rules.strictFullPipsBearoff &&
      (rules.headRule === null || rules.headRule === 'free');
    this.#longFamily = rules.geometry === 'sameDirection';
    this.#sixBlockCode = SIX_BLOCK_CODES[rules.sixBlock ?? 'allowed'];
    this.#timingCode = rules.sixBlockTiming === 'endOfTurn' ? 1 : 0;
    this.#strictCode = rules.strictFullPipsBearoff ? 1 : 0;
  }

  /**
   * Lets the long family's WebAssembly kernel decide the roll (head rule with its first-turn exception,
   * six-block rule, bear-off, strict bear-off): the count, or −1 when the general search must (the
   * outcomes would not fit, or the start already holds a forbidden six-block), or `BAD_BOARD`.
   */
  #runLongKernel(
    kernel: PlaysKernel,
    rules: Rules,
    board: ArrayLike<number>,
    d1: number,
    d2: number,
    firstTurn: boolean,
  ): number {
    kernel.board.set(board);
    let count = kernel.longRoll(
      d1,
      d2,
      headLimit(rules, firstTurn, d1, d2),
      this.#sixBlockCode,
      this.#timingCode,
      this.#strictCode,
    );
    if (count >= 0 && retriesWithTwoHeads(rules, firstTurn, d1, d2, kernel.used[0])) {
      kernel.board.set(board);
      count = kernel.longRoll(d1, d2, 2, this.#sixBlockCode, this.#timingCode, this.#strictCode);
    }
    if (count < 0) return count;
    if (this.outcomes !== kernel.outcomes) this.#attach(kernel);
    this.count = count;
    this.diceUsed = kernel.used[0];
    return count;
  }

  /** Moves the outcome table into the kernel's memory, where the kernel has just written a roll's outcomes. */
  #attach(kernel: PlaysKernel): void {
    const table = this.#table;
    table.attach(kernel);
    this.outcomes = table.outcomes;
    this.steps = table.steps;
    this.hits = table.hits;
  }

  /** Publishes the table's outcomes (its arrays may have been replaced) and returns their number. */
  #done(diceUsed: number): number {
    const table = this.#table;
    this.outcomes = table.outcomes;
    this.steps = table.steps;
    this.hits = table.hits;
    this.count = table.count;
    this.diceUsed = diceUsed;
    return table.count;
  }
}

/** What a generator's `rules` are before its first call. */
const NO_RULES = Object.freeze({}) as Rules;

/** Whether an opposing blot stands in the mover's home: only then can the Caucasian rule bind. */
function hasOpposingBlotInHome(board: ArrayLike<number>): boolean {
  for (let p = 1; p <= 6; p++) if (board[p] === -1) return true;
  return false;
}
