import { createRequire } from 'node:module';
import type { RatingKind } from '@nardy/online';
import { isLongFamily, type VariantName } from '@nardy/rules';

export { RATING_KINDS, type RatingKind } from '@nardy/online';

/** The parts of the `glicko2` package (1.2.x, plain CommonJS without types) the server uses. */
interface GlickoPlayer {
  getRating(): number;
  getRd(): number;
  getVol(): number;
}
interface GlickoSystem {
  makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
  updateRatings(matches: [GlickoPlayer, GlickoPlayer, number][]): void;
}
const { Glicko2 } = createRequire(import.meta.url)('glicko2') as {
  Glicko2: new (settings: { tau: number; rating: number; rd: number; vol: number }) => GlickoSystem;
};

/**
 * Ratings: Glicko-2 (the `glicko2` package), one rating per kind of play, updated when a rated table is
 * over (a single game, or a match). ADR 0081.
 */

/** The kind of a table: two or more boards are parallel; one board by its variant's family. */
export function ratingKind(boards: readonly { readonly variant: VariantName }[]): RatingKind {
  if (boards.length > 1) return 'parallel';
  return isLongFamily(boards[0].variant) ? 'long' : 'short';
}

/** A player's Glicko-2 rating: rating, deviation, volatility (Glicko scale, 1500 ± 350 to start). */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export const INITIAL_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** Glicko-2's system constant τ (how fast volatility may change); Glickman suggests 0.3–1.2. */
export const TAU = 0.5;

/**
 * How many results a table counts for: √N for a match to N points, as FIBS weighs match length (a
 * longer match says more about the players), rounded to whole results since Glicko-2 counts games —
 * 1 for a single game or a match to 1 or 2, 2 for 3–6, 3 for 7–12, 4 for 13–20, 5 for 21–30.
 */
export function matchWeight(length: number | null): number {
  return Math.max(1, Math.round(Math.sqrt(Math.max(1, length ?? 1))));
}

/**
 * Both players' ratings after one table between them: `score` is White's result (1 won, 0 lost, 0.5 a
 * draw), counted `weight` times in one Glicko-2 rating period.
 */
export function rateTable(
  white: Rating,
  black: Rating,
  score: number,
  weight: number,
): { readonly white: Rating; readonly black: Rating } {
  const system = new Glicko2({
    tau: TAU,
    rating: INITIAL_RATING.rating,
    rd: INITIAL_RATING.rd,
    vol: INITIAL_RATING.volatility,
  });
  const w = system.makePlayer(white.rating, white.rd, white.volatility);
  const b = system.makePlayer(black.rating, black.rd, black.volatility);
  system.updateRatings(Array.from({ length: weight }, () => [w, b, score] as [typeof w, typeof b, number]));
  const read = (p: typeof w): Rating => ({ rating: p.getRating(), rd: p.getRd(), volatility: p.getVol() });
  return { white: read(w), black: read(b) };
}
