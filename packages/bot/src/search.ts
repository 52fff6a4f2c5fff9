import {
  ALL_ROLLS,
  BAR_CELL,
  CELLS,
  flipCells,
  geometryOf,
  OFF_CELL,
  OPP_BAR,
  OPP_OFF_CELL,
  otherNumbering,
  PlayGenerator,
  type Random,
  type Rules,
} from '@nardy/rules';
import type { Evaluator } from './evaluator.ts';
import { equity, finishedPoints, OUTPUTS, type Scoring } from './outputs.ts';
import { gaussian } from './random.ts';

/** How deep and how wide to look. */
export interface SearchSettings {
  /**
   * 0: judge each afterstate by the evaluator; 1: average over the opponent's 21 rolls of its best
   * 0-ply reply; 2: the same average, each reply (chosen at 0-ply) judged at 1-ply from our side;
   * 3: the close 2-ply candidates judged once more one roll deeper (a `DeepSearcher` only).
   */
  readonly plies: 0 | 1 | 2 | 3;
  /** 1- and 2-ply: at most this many candidates (best by 0-ply) are searched at 1-ply. */
  readonly candidates: number;
  /** 1- and 2-ply: only candidates within this much 0-ply equity of the best are searched. */
  readonly window: number;
  /** 2-ply: at most this many of the 1-ply candidates (best by 1-ply) are searched at 2-ply. */
  readonly deepCandidates?: number;
  /** 2-ply: only candidates within this much 1-ply equity of the best are searched at 2-ply. */
  readonly deepWindow?: number;
  /** 3-ply: at most this many of the 2-ply candidates (best by 2-ply) are searched at 3-ply. */
  readonly closeCandidates?: number;
  /** 3-ply: only candidates within this much 2-ply equity of the best are searched at 3-ply. */
  readonly closeWindow?: number;
  /** Standard deviation of Gaussian noise added to each 0-ply equity (weaker levels); 0 = none. */
  readonly noise: number;
}

/**
 * Search over afterstates from `PlayGenerator` with an `Evaluator`. Equities are cubeless points for
 * the side that moved, under `scoring`. One Searcher owns its generators and buffers: not re-entrant.
 */
export class Searcher {
  readonly #replies = new PlayGenerator();
  /** Our plays inside a 2-ply search (the replies generator is busy one level up). */
  readonly #deep = new PlayGenerator();
  readonly #deepOpp = new Int8Array(CELLS);
  readonly #deepMine = new Int8Array(CELLS);
  readonly #flipped = new Int8Array(CELLS);
  readonly #probs = new Float64Array(OUTPUTS);
  #values = new Float64Array(64);
  /** The other player's number of each point 1..24 (as `flipCells`), precomputed. */
  readonly #mirror = new Int8Array(25);
  /** Evaluations made so far (for benchmarks). */
  evaluations = 0;

  constructor(
    readonly rules: Rules,
    readonly evaluator: Evaluator,
    readonly scoring: Scoring,
  ) {
    const geometry = geometryOf(rules.variant);
    for (let p = 1; p <= 24; p++) this.#mirror[p] = otherNumbering(geometry, p);
  }

  /** 0-ply equity of an afterstate for the player who just moved (cells seen from that player). */
  afterstateEquity(after: ArrayLike<number>): number {
    return this.#afterstateEquityAt(after, 0);
  }

  /**
   * `afterstateEquity` of the afterstate at `offset` in `cells` (e.g. a `PlayGenerator`'s outcomes):
   * the hot path of every search, so it flips into its own buffer without making a view per outcome.
   */
  #afterstateEquityAt(cells: ArrayLike<number>, offset: number): number {
    if (cells[offset + OFF_CELL] === 15) {
      return finishedPoints(
        this.rules,
        Int8Array.from({ length: CELLS }, (_, i) => cells[offset + i]),
        this.scoring,
      );
    }
    const flipped = this.#flipped;
    const mirror = this.#mirror;
    for (let p = 1; p <= 24; p++) flipped[mirror[p]] = -cells[offset + p];
    flipped[BAR_CELL] = -cells[offset + OPP_BAR];
    flipped[OPP_BAR] = -cells[offset + BAR_CELL];
    flipped[OFF_CELL] = cells[offset + OPP_OFF_CELL];
    flipped[OPP_OFF_CELL] = cells[offset + OFF_CELL];
    this.evaluator.evaluate(flipped, this.#probs);
    this.evaluations++;
    return -equity(this.#probs, this.scoring);
  }

  /** The index of the best at 0-ply of the `gen.count` outcomes just generated (the first of equals). */
  bestOutcome(gen: PlayGenerator): number {
    const { count, outcomes } = gen;
    let best = Number.NEGATIVE_INFINITY;
    let bestIndex = 0;
    for (let i = 0; i < count; i++) {
      const v = this.#afterstateEquityAt(outcomes, i * CELLS);
      if (v > best) {
        best = v;
        bestIndex = i;
      }
    }
    return bestIndex;
  }

  /** Equity for the side to move of `cells` before its roll (0-ply). */
  positionEquity(cells: ArrayLike<number>): number {
    this.evaluator.evaluate(cells, this.#probs);
    this.evaluations++;
    return equity(this.#probs, this.scoring);
  }

  /**
   * 1-ply equity of an afterstate for the player who just moved: the opponent rolls each of the 21
   * rolls and answers with its best 0-ply play.
   */
  oneplyEquity(after: Int8Array): number {
    if (after[OFF_CELL] === 15) return finishedPoints(this.rules, after, this.scoring);
    const opp = new Int8Array(CELLS);
    flipCells(this.rules.variant, after, opp);
    let total = 0;
    for (const [d1, d2] of ALL_ROLLS) {
      const weight = d1 === d2 ? 1 : 2;
      const count = this.#replies.generate(this.rules, opp, d1, d2, false);
      let value: number;
      if (count === 0) {
        // The opponent passes: the mover is to roll again at `after`.
        value = this.positionEquity(after);
      } else {
        let best = Number.NEGATIVE_INFINITY;
        const outcomes = this.#replies.outcomes;
        for (let i = 0; i < count; i++) {
          const v = this.#afterstateEquityAt(outcomes, i * CELLS);
          if (v > best) best = v;
        }
        value = -best;
      }
      total += weight * value;
    }
    return total / 36;
  }

  /**
   * 1-ply equity of a position for its side to move, before the roll: over its 21 rolls, the best
   * 0-ply afterstate (a roll that cannot be played leaves the opponent to roll at 0-ply).
   */
  positionOneplyEquity(cells: Int8Array): number {
    let total = 0;
    for (const [d1, d2] of ALL_ROLLS) {
      const weight = d1 === d2 ? 1 : 2;
      const count = this.#deep.generate(this.rules, cells, d1, d2, false);
      let value: number;
      if (count === 0) {
        flipCells(this.rules.variant, cells, this.#deepOpp);
        value = -this.positionEquity(this.#deepOpp);
      } else {
        value = Number.NEGATIVE_INFINITY;
        const outcomes = this.#deep.outcomes;
        for (let i = 0; i < count; i++) {
          const v = this.#afterstateEquityAt(outcomes, i * CELLS);
          if (v > value) value = v;
        }
      }
      total += weight * value;
    }
    return total / 36;
  }

  /**
   * 2-ply equity of an afterstate for the player who just moved: over the opponent's 21 rolls, its
   * best reply by 0-ply, and the position after it judged by `positionOneplyEquity` for us.
   */
  twoplyEquity(after: Int8Array): number {
    if (after[OFF_CELL] === 15) return finishedPoints(this.rules, after, this.scoring);
    const opp = new Int8Array(CELLS);
    flipCells(this.rules.variant, after, opp);
    const mine = this.#deepMine;
    let total = 0;
    for (const [d1, d2] of ALL_ROLLS) {
      const weight = d1 === d2 ? 1 : 2;
      const count = this.#replies.generate(this.rules, opp, d1, d2, false);
      let value: number;
      if (count === 0) {
        value = this.positionOneplyEquity(after);
      } else {
        const bestIndex = this.bestOutcome(this.#replies);
        const reply = this.#replies.outcomes.subarray(bestIndex * CELLS, (bestIndex + 1) * CELLS);
        if (reply[OFF_CELL] === 15) value = -finishedPoints(this.rules, Int8Array.from(reply), this.scoring);
        else {
          flipCells(this.rules.variant, reply, mine);
          value = this.positionOneplyEquity(mine);
        }
      }
      total += weight * value;
    }
    return total / 36;
  }

  /**
   * The equity of a candidate at stage `depth` of `choose`: 1- and 2-ply here; a `DeepSearcher`
   * (deepSearch.ts, for analysis and benchmarks) goes deeper, so that play does not carry that code.
   */
  protected stageEquity(after: Int8Array, depth: number): number {
    if (depth > 2) throw new Error('a search deeper than 2-ply needs a DeepSearcher');
    return depth === 1 ? this.oneplyEquity(after) : this.twoplyEquity(after);
  }

  /**
   * Picks one of the `gen.count` (> 0) outcomes just generated: the best by 0-ply, then stage by
   * stage (1-ply, 2-ply, 3-ply up to `settings.plies`) the best of the candidates the stage's count
   * and window keep from the stage before, judged one roll deeper; a stage with fewer than two
   * candidates keeps the choice.
   */
  choose(gen: PlayGenerator, settings: SearchSettings, random?: Random): number {
    const count = gen.count;
    if (count <= 1) return 0;
    if (this.#values.length < count) this.#values = new Float64Array(count * 2);
    const values = this.#values;
    const outcomes = gen.outcomes;
    let bestIndex = 0;
    for (let i = 0; i < count; i++) {
      let v = this.#afterstateEquityAt(outcomes, i * CELLS);
      if (settings.noise > 0 && random) v += settings.noise * gaussian(random);
      values[i] = v;
      if (v > values[bestIndex]) bestIndex = i;
    }
    if (settings.plies === 0) return bestIndex;
    // The 1-ply stage's candidates, best first (a stable sort: equal values keep the generator's
    // order). Their cells are copied when judged: the deeper searches run other generators, and
    // `gen` is the caller's.
    let pool: [index: number, value: number, cells?: Int8Array][] = Array.from({ length: count }, (_, i) => i)
      .sort((a, b) => values[b] - values[a])
      .slice(0, settings.candidates)
      .map((i) => [i, values[i]]);
    const stages: [candidates?: number, window?: number][] = [
      [settings.candidates, settings.window],
      [settings.deepCandidates, settings.deepWindow],
      [settings.closeCandidates, settings.closeWindow],
    ];
    let best = bestIndex;
    for (let depth = 1; depth <= settings.plies; depth++) {
      const [candidates = pool.length, window = Number.POSITIVE_INFINITY] = stages[depth - 1];
      const limit = pool[0][1] - window;
      const kept = pool.slice(0, candidates).filter(([, v], r) => r === 0 || v >= limit);
      if (kept.length < 2) return best;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const candidate of kept) {
        const i = candidate[0];
        candidate[2] ??= outcomes.slice(i * CELLS, (i + 1) * CELLS);
        candidate[1] = this.stageEquity(candidate[2], depth);
        if (candidate[1] > bestValue) {
          bestValue = candidate[1];
          best = i;
        }
      }
      pool = kept.sort((a, b) => b[1] - a[1]);
    }
    return best;
  }
}
