import { matchWinner, type TableState } from '@nardy/parallel';
import { err, ok, type Result } from '@nardy/rules';
import { pairingStatus, playersOf } from './bracket.ts';
import { type MatchResult, pairingById, type Tournament, type TournamentError } from './tournament.ts';

/** The next match of a playable pairing: its number (from 1) and who plays White and Black. */
export interface NextMatch {
  readonly pairing: string;
  readonly number: number;
  readonly white: string;
  readonly black: string;
}

/**
 * The next match of pairing `id`, or null when it is not playable (waiting, or decided). Colours
 * alternate: the pairing's first side plays White in odd matches, the second side in even ones. (Who
 * starts each game is the table's opening roll, RULES.md §6.3; colours only name the players.)
 */
export function nextMatch(t: Tournament, id: string): NextMatch | null {
  const pairing = pairingById(t, id);
  if (!pairing) return null;
  const status = pairingStatus(pairing);
  if (status !== 'ready' && status !== 'playing') return null;
  const [first, second] = playersOf(pairing);
  const number = pairing.matches.length + 1;
  return number % 2 === 1
    ? { pairing: id, number, white: first, black: second }
    : { pairing: id, number, white: second, black: first };
}

/**
 * The result of a match played at a @nardy/parallel table (any table shape, incl. parallel boards),
 * ready for `enterResult`: the winner by the table's match score, and the score as [winner's points,
 * loser's points]. Refused while the match is not over.
 */
export function resultFromTable(
  t: Tournament,
  match: NextMatch,
  table: TableState,
): Result<MatchResult, TournamentError> {
  const length = table.config.match?.length ?? t.config.matchLength;
  const color = table.over ? matchWinner(table.score, length) : null;
  if (color === null) return err('match/not-over', `the match of ${match.pairing} is not over`);
  const loser = color === 'white' ? 'black' : 'white';
  return ok({
    pairing: match.pairing,
    winner: match[color],
    score: [table.score[color], table.score[loser]],
  });
}
