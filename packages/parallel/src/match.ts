import { type Color, opposite } from '@nardy/rules';
import type { SeriesFirstMove } from './config.ts';

/** A match score; points may be half-integers after parallel games (RULES.md §6.1). */
export interface MatchScore {
  readonly white: number;
  readonly black: number;
}

/**
 * Who starts the next game of a match (RULES.md §6.2 `seriesFirstMove`): the previous game's loser, its
 * winner, or the other player than last time. After a draw there is no loser: players alternate (§4.4).
 */
export function nextStarter(
  rule: SeriesFirstMove,
  previous: { readonly first: Color; readonly winner: Color | null },
): Color {
  if (previous.winner === null || rule === 'alternating') return opposite(previous.first);
  return rule === 'winner' ? previous.winner : opposite(previous.winner);
}

/** The match winner once a player has at least `length` points (RULES.md §6.1), else null. */
export function matchWinner(score: MatchScore, length: number): Color | null {
  if (score.white >= length) return 'white';
  if (score.black >= length) return 'black';
  return null;
}

/**
 * Whether the next game is the Crawford game (RULES.md §5.3): option on, not yet played in this match,
 * and a player stands within one point of the match (≥ N − 1, which also covers half points).
 */
export function isCrawfordGame(crawford: boolean, used: boolean, score: MatchScore, length: number): boolean {
  if (!crawford || used) return false;
  return score.white >= length - 1 || score.black >= length - 1;
}

/** Adds a game's credited net to the match score. */
export function creditGame(score: MatchScore, winner: Color | null, net: number): MatchScore {
  if (winner === null) return score;
  return { ...score, [winner]: score[winner] + Math.abs(net) };
}
