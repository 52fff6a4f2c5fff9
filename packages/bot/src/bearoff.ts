import type { EndingSetting } from '@nardy/rules';
import { ALL_ROLLS, BAR_CELL, CELLS, flipCells, isLongFamily, OFF_CELL, PlayGenerator, type Rules } from '@nardy/rules';
import type { Evaluator } from './evaluator.ts';
import { LOSE_KOKS, LOSE_MARS, type Probabilities, WIN, WIN_KOKS, WIN_MARS } from './outputs.ts';
import { Searcher } from './search.ts';
import { tableSearcher } from './tableOutlook.ts';

/**
 * The chances of a pure bear-off in the short family — no contact, every checker of both sides in its
 * home board — from a one-sided bear-off database of our own (computed lazily, position by position,
 * as a search meets them): for one side's checkers on its six home points, the chance of bearing the
 * last one off at each of its rolls (each roll played to bear off in the fewest rolls on average) and,
 * with none off yet, of bearing the first one off at each roll. Two sides' tables give the chances of
 * the race exactly but for the play (one side's best for its own count, not for the race), as GNU
 * Backgammon's one-sided database does. The net misjudges such endings by as much as 0.4 of a win
 * (ADR 0092), where the cube is turned most often.
 */

/** Rolls counted; a side needs more only with a chance too small to matter (kept in the last one). */
const ROLLS = 32;

/** One side's chances by roll: `off[n]` of bearing the last checker off at its n-th roll, `first[n]` the first. */
interface OneSided {
  readonly off: Float64Array;
  readonly first: Float64Array | null;
  /** The chance that the last checker (the first) is still on the board before the n-th roll: `off` summed from n. */
  readonly offLeft: Float64Array;
  readonly firstLeft: Float64Array | null;
  /** The average rolls to bear off the last checker, and the first. */
  readonly offMean: number;
  readonly firstMean: number;
}

/** One side's home as a key: the checkers on points 1–6 of the cells at `at`, four bits each. */
const keyOf = (cells: ArrayLike<number>, at = 0): number => {
  let key = 0;
  for (let p = 6; p >= 1; p--) key = key * 16 + Math.max(0, cells[at + p]);
  return key;
};

/** The checkers a key holds. */
const countOf = (key: number): number => {
  let total = 0;
  for (let k = key; k > 0; k = Math.floor(k / 16)) total += k % 16;
  return total;
};

const mean = (d: Float64Array): number => d.reduce((sum, v, n) => sum + v * n, 0);

/** The chance that a side's count by `d` is at least n, for every n. */
const atLeast = (d: Float64Array): Float64Array => {
  const out = new Float64Array(ROLLS + 1);
  for (let n = ROLLS - 1; n >= 0; n--) out[n] = out[n + 1] + d[n];
  return out;
};

/** A one-sided bear-off database for one rule set, filled as positions are asked for. */
class BearoffTable {
  private readonly known = new Map<number, OneSided>();
  // One generator serves the whole recursion: a roll's outcomes are read before going deeper.
  private readonly gen = new PlayGenerator();
  constructor(private readonly rules: Rules) {}

  /** The chances of the side whose checkers on points 1–6 make `key`. */
  side(key: number): OneSided {
    let s = this.known.get(key);
    if (s) return s;
    const total = countOf(key);
    const off = new Float64Array(ROLLS);
    let first: Float64Array | null = null;
    if (total === 0) off[0] = 1;
    else {
      const gen = this.gen;
      const cells = new Int8Array(CELLS);
      for (let p = 1, k = key; p <= 6; p++, k = Math.floor(k / 16)) cells[p] = k % 16;
      cells[OFF_CELL] = 15 - total;
      cells[24] = -15; // the other side, out of reach (only the mover's plays are asked for)
      if (total === 15) first = new Float64Array(ROLLS);
      for (const [d1, d2] of ALL_ROLLS) {
        const weight = (d1 === d2 ? 1 : 2) / 36;
        const count = gen.generate(this.rules, cells, d1, d2, false);
        const next: number[] = [];
        for (let i = 0; i < count; i++) next.push(keyOf(gen.outcomes, i * CELLS));
        // (Every roll has a play in a pure bear-off: a checker can always move down or come off.)
        const sides = next.map((k) => this.side(k));
        const fewest = (firstOff: boolean) => {
          let best: OneSided | null = null;
          for (const s of sides) {
            if (firstOff && s.first === null) continue;
            if (best === null || (firstOff ? s.firstMean < best.firstMean : s.offMean < best.offMean)) best = s;
          }
          return best && (firstOff ? best.first : best.off);
        };
        const bestOff = fewest(false);
        if (bestOff) for (let n = 1; n < ROLLS; n++) off[n] += weight * bestOff[n - 1];
        if (first) {
          // The first checker comes off this roll if any play bears one off; else the best wait.
          const bearsOne = sides.some((s) => s.first === null);
          const wait = bearsOne ? null : fewest(true);
          if (bearsOne) first[1] += weight;
          else if (wait) for (let n = 1; n < ROLLS; n++) first[n] += weight * wait[n - 1];
        }
      }
      // What a side cannot have finished by the last roll counted is counted there.
      off[ROLLS - 1] += 1 - off.reduce((a, b) => a + b, 0);
    }
    s = {
      off,
      first,
      offLeft: atLeast(off),
      firstLeft: first && atLeast(first),
      offMean: mean(off),
      firstMean: first ? mean(first) : 0,
    };
    this.known.set(key, s);
    return s;
  }
}

const tables = new Map<string, BearoffTable>();

/** Whether one side (its own numbering in `cells`) has every checker home, none on the bar, some left. */
function allHome(cells: ArrayLike<number>): boolean {
  if (cells[BAR_CELL] > 0 || cells[OFF_CELL] === 15) return false;
  for (let p = 7; p <= 24; p++) if (cells[p] > 0) return false;
  return true;
}

/**
 * `inner` with pure bear-offs of the short family judged by the one-sided database instead (one per
 * rule set, shared by every evaluator made here).
 */
export function withBearoff(inner: Evaluator, rules: Rules): Evaluator {
  const key = JSON.stringify(rules);
  let table = tables.get(key);
  if (!table) {
    table = new BearoffTable(rules);
    tables.set(key, table);
  }
  const db = table;
  const theirs = new Int8Array(CELLS);
  // A koks in a pure bear-off is a "home mars": worth a koks where the rules say so.
  const koks = rules.homeMarsValue === 3 ? 1 : 0;
  const long = isLongFamily(rules.variant);
  return {
    name: `${inner.name}+bearoff`,
    evaluate(cells: ArrayLike<number>, out: Probabilities): void {
      // The mover's side is checked first: most positions a search meets fail there, before any flip.
      const pure = !long && allHome(cells) && allHome(flipCells(rules.variant, cells, theirs));
      if (!pure) {
        inner.evaluate(cells, out);
        return;
      }
      const mine = db.side(keyOf(cells));
      const other = db.side(keyOf(theirs));
      // I roll first: I win when I finish at my n-th roll and the other has not by his (n − 1)-th.
      const otherLeft = other.offLeft;
      const otherNoneOff = other.firstLeft;
      const mineNoneOff = mine.firstLeft;
      let win = 0;
      let winMars = 0;
      let loseMars = 0;
      for (let n = 1; n < ROLLS; n++) {
        win += mine.off[n] * otherLeft[n];
        if (otherNoneOff) winMars += mine.off[n] * otherNoneOff[n];
        if (mineNoneOff) loseMars += other.off[n] * mineNoneOff[n + 1];
      }
      out[WIN] = win;
      out[WIN_MARS] = winMars;
      out[WIN_KOKS] = koks * winMars;
      out[LOSE_MARS] = loseMars;
      out[LOSE_KOKS] = koks * loseMars;
    },
  };
}

const searchers = new Map<string, Searcher>();

/**
 * The table's searcher (`tableSearcher`) with pure bear-offs judged by the database: for the cube's
 * judgement (CubeJudgeOptions.searcherFor) in a benchmark. Not in the computer's worker yet: its code
 * would take the worker past its size budget (ADR 0092).
 */
export function bearoffSearcher(rules: Rules, ending: EndingSetting): Searcher {
  const key = `${JSON.stringify(rules)}|${ending}`;
  let s = searchers.get(key);
  if (!s) {
    const table = tableSearcher(rules, ending);
    s = new Searcher(rules, withBearoff(table.evaluator, rules), table.scoring);
    searchers.set(key, s);
  }
  return s;
}
