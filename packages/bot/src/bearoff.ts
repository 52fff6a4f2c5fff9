import { ALL_ROLLS, BAR_CELL, CELLS, flipCells, isLongFamily, OFF_CELL, PlayGenerator, type Rules } from '@nardy/rules';
import type { Evaluator } from './evaluator.ts';
import { type Probabilities, WIN } from './outputs.ts';
import { defaultEvaluator } from './weights.ts';

/**
 * The chances of a pure bear-off in the short family — no contact, every checker of both sides in its
 * home board — from a one-sided bear-off database of our own (computed lazily, position by position,
 * as a search meets them): for one side's checkers on its six home points, the chance of bearing the
 * last one off at each of its rolls, each roll played to bear off in the fewest rolls on average. Two
 * sides' tables give the chances of the race exactly but for the play (one side's best for its own
 * count, not for the race), as GNU Backgammon's one-sided database does. The net misjudges such
 * endings by as much as 0.4 of a win (ADR 0101), where the cube is turned most often. Only sides that
 * have borne off a checker are judged (`withBearoff`'s `most` ≤ 14), so neither side can lose a mars.
 */

/** Rolls counted; a side needs more only with a chance too small to matter (kept in the last one). */
const ROLLS = 32;

/**
 * One side's chances by roll: `off[n]` of bearing the last checker off at its n-th roll (single
 * precision: a bound of 14 checkers keeps about 39,000 homes), and the average rolls it takes.
 */
interface OneSided {
  readonly off: Float32Array;
  readonly mean: number;
}

/** One side's home as a key: the checkers on points 1–6 of the cells at `at`, four bits each. */
const keyOf = (cells: ArrayLike<number>, at = 0): number => {
  let key = 0;
  for (let p = 6; p >= 1; p--) key = key * 16 + cells[at + p];
  return key;
};

/** A one-sided bear-off database for one rule set, filled as positions are asked for. */
class BearoffTable {
  readonly #known = new Map<number, OneSided>();
  // One generator serves the whole recursion: a roll's outcomes are read before going deeper.
  readonly #gen = new PlayGenerator();
  readonly #rules: Rules;
  constructor(rules: Rules) {
    this.#rules = rules;
  }

  /** The chances of the side whose checkers on points 1–6 make `key`. */
  side(key: number): OneSided {
    let s = this.#known.get(key);
    if (s) return s;
    const off = new Float32Array(ROLLS);
    if (key === 0) off[0] = 1;
    else {
      const gen = this.#gen;
      const cells = new Int8Array(CELLS);
      let total = 0;
      for (let p = 1, k = key; p <= 6; p++, k = Math.floor(k / 16)) total += cells[p] = k % 16;
      cells[OFF_CELL] = 15 - total;
      cells[24] = -15; // the other side, out of reach (only the mover's plays are asked for)
      for (const [d1, d2] of ALL_ROLLS) {
        const count = gen.generate(this.#rules, cells, d1, d2, false);
        const next: number[] = [];
        for (let i = 0; i < count; i++) next.push(keyOf(gen.outcomes, i * CELLS));
        // Every roll has a play in a pure bear-off (a checker can always move down or come off): the
        // one that leaves the fewest rolls on average.
        let best: OneSided | null = null;
        for (const k of next) {
          const t = this.side(k);
          if (best === null || t.mean < best.mean) best = t;
        }
        const weight = (d1 === d2 ? 1 : 2) / 36;
        if (best) for (let n = 1; n < ROLLS; n++) off[n] += weight * best.off[n - 1];
      }
      // What a side cannot have finished by the last roll counted is counted there.
      off[ROLLS - 1] += 1 - off.reduce((a, b) => a + b, 0);
    }
    s = { off, mean: off.reduce((sum, v, n) => sum + v * n, 0) };
    this.#known.set(key, s);
    return s;
  }
}

const tables = new Map<string, BearoffTable>();

/**
 * The checkers one side (its own numbering in `cells`) has left when every one of them is home and
 * none is on the bar; else more than any side has (16).
 */
function leftHome(cells: ArrayLike<number>): number {
  if (cells[BAR_CELL] > 0) return 16;
  for (let p = 7; p <= 24; p++) if (cells[p] > 0) return 16;
  return 15 - cells[OFF_CELL];
}

/**
 * The most checkers a side may have left for the database to judge the bear-off (ADR 0101): the first
 * look at a side computes every home with fewer checkers (Node: about 80 ms at 10 checkers, 0.5 s at
 * 14), and at most 14 neither side can be marsed.
 */
export const BEAROFF_MOST_CHECKERS = 14;

/**
 * The evaluator of a board's positions: `inner` (the net), with pure bear-offs of the short family
 * judged by the one-sided database instead (one database per rule set, shared by every evaluator made
 * here) where each side has at most `most` (≤ 14) checkers left. The long family's `inner` as it is.
 */
export function withBearoff(inner: Evaluator, rules: Rules, most = BEAROFF_MOST_CHECKERS): Evaluator {
  if (isLongFamily(rules.variant)) return inner;
  const key = JSON.stringify(rules);
  let table = tables.get(key);
  if (!table) {
    table = new BearoffTable(rules);
    tables.set(key, table);
  }
  const db = table;
  const theirs = new Int8Array(CELLS);
  return {
    name: `${inner.name}+bearoff`,
    evaluate(cells: ArrayLike<number>, out: Probabilities): void {
      // The mover's side is checked first: most positions a search meets fail there, before any flip.
      if (leftHome(cells) > most || leftHome(flipCells(rules.variant, cells, theirs)) > most) {
        inner.evaluate(cells, out);
        return;
      }
      const mine = db.side(keyOf(cells)).off;
      const other = db.side(keyOf(theirs)).off;
      // I roll first: I win when I finish at my n-th roll and the other has not by his (n − 1)-th,
      // that is when he needs n rolls or more (`left`, summed from the last roll down).
      let win = 0;
      let left = 0;
      for (let n = ROLLS - 1; n >= 1; n--) {
        left += other[n];
        win += mine[n] * left;
      }
      out.fill(0);
      out[WIN] = Math.min(win, 1); // (single precision can sum a sure win to 1 + 2e-7)
    },
  };
}

/**
 * The bot's judgement of a board's positions when no evaluator is given: the committed net of the
 * variant's family (`defaultEvaluator`) with the bear-off database (ADR 0101).
 */
export function boardEvaluator(rules: Rules): Evaluator {
  return withBearoff(defaultEvaluator(rules.variant), rules);
}
