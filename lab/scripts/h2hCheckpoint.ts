/**
 * The checkpoint files of `gnubgMatch.ts` (one JSON line per finished pair of duplicate games against
 * gnubg), read by that script to go on from where a run stopped and by `h2hSummary.ts` to pool runs
 * and to compare two bots on the same dice.
 */
import { readFileSync } from 'node:fs';
import { meanAndError } from '@nardy/bot';

/** One finished pair as a checkpoint line holds it. */
export interface H2hPair {
  readonly seed: number;
  readonly pair: number;
  /** The bot's points in the game it moved first in, then in the game gnubg moved first in. */
  readonly first: number;
  readonly second: number;
  /** The luck of those games for the bot (ADR 0102); absent in lines written before it was kept. */
  readonly firstLuck?: number;
  readonly secondLuck?: number;
}

/** The pairs of a checkpoint file, checked to be one seed's pairs 0, 1, 2, … in order. */
export function readH2hPairs(file: string): H2hPair[] {
  const pairs: H2hPair[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as H2hPair;
    if (pairs.length > 0 && row.seed !== pairs[0].seed)
      throw new Error(`${file} holds pairs of seeds ${pairs[0].seed} and ${row.seed}`);
    if (row.pair !== pairs.length) throw new Error(`${file}: pair ${row.pair} out of order`);
    pairs.push(row);
  }
  return pairs;
}

/** The bot's points per game in a pair (the mean of its two games). */
export function pairPoints(pair: H2hPair): number {
  return (pair.first + pair.second) / 2;
}

/** The bot's points per game in a pair less the luck of its two games; undefined when not kept. */
export function pairLuckAdjusted(pair: H2hPair): number | undefined {
  if (pair.firstLuck === undefined || pair.secondLuck === undefined) return undefined;
  return (pair.first - pair.firstLuck + pair.second - pair.secondLuck) / 2;
}

/** Per-pair figures as running sums, for their mean and standard error (`meanAndError`). */
export class Tally {
  count = 0;
  #sum = 0;
  #squares = 0;
  add(x: number): void {
    this.count++;
    this.#sum += x;
    this.#squares += x * x;
  }
  get result(): { readonly pointsPerGame: number; readonly standardError: number } {
    return meanAndError(this.#sum, this.#squares, this.count);
  }
}

/** A figure as the scripts print it: four decimals. */
export const round4 = (x: number) => Number(x.toFixed(4));

/**
 * A run's figures over pairs: the bot's points per game and, over the pairs whose luck was kept, its
 * luck-adjusted points per game, each with its standard error (null where no pair counts). `addPair`
 * takes a checkpoint line; `addDifference` the same pair played by two bots (one bot minus the other).
 */
export class H2hTally {
  readonly points = new Tally();
  readonly adjusted = new Tally();
  addPair(pair: H2hPair): void {
    this.points.add(pairPoints(pair));
    const luckless = pairLuckAdjusted(pair);
    if (luckless !== undefined) this.adjusted.add(luckless);
  }
  /** `ours` minus `theirs`, two bots' plays of the same pair; the luck only where both kept it. */
  addDifference(ours: H2hPair, theirs: H2hPair): void {
    this.points.add(pairPoints(ours) - pairPoints(theirs));
    const a = pairLuckAdjusted(ours);
    const b = pairLuckAdjusted(theirs);
    if (a !== undefined && b !== undefined) this.adjusted.add(a - b);
  }
  /** The figures as `gnubgMatch.ts` and `h2hSummary.ts` print them (four decimals). */
  figures(): Record<string, number | null> {
    const raw = this.points.count ? this.points.result : undefined;
    const luckless = this.adjusted.count ? this.adjusted.result : undefined;
    return {
      games: 2 * this.points.count,
      pointsPerGame: raw ? round4(raw.pointsPerGame) : null,
      standardError: raw ? round4(raw.standardError) : null,
      luckAdjusted: luckless ? round4(luckless.pointsPerGame) : null,
      luckAdjustedError: luckless ? round4(luckless.standardError) : null,
      luckAdjustedGames: 2 * this.adjusted.count,
    };
  }
}
