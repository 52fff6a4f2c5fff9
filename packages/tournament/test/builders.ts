// Test-only helpers: build tournaments and play them out with chosen winners.
import { playersOf } from '../src/bracket.ts';
import { type Applied, createTournament, enterResult, playablePairings, type Tournament } from '../src/tournament.ts';

/** Unwraps an accepted operation; a refusal fails the test with its code. */
export function accepted(r: Applied): Tournament {
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

export const names = (n: number, prefix = 'P'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export function drawn(n: number, seed = 'seed', config: unknown = { minEntrants: 2 }): Tournament {
  return accepted(createTournament({ entrants: names(n), seed, config }));
}

/** Enters one match won by `winner` (5–0 style score to the match length). */
export function win(t: Tournament, pairing: string, winner: string): Tournament {
  return accepted(enterResult(t, { pairing, winner, score: [t.config.matchLength, 0] }));
}

/**
 * Plays every playable pairing until none is left; `pick(players, pairingId, matchNumber)` returns the
 * index (0 or 1) of the match winner among the pairing's two players.
 */
export function playOut(t: Tournament, pick: (players: string[], id: string, match: number) => number): Tournament {
  let state = t;
  for (let guard = 0; guard < 100000; guard++) {
    const next = playablePairings(state)[0];
    if (!next) return state;
    const players = playersOf(next);
    state = win(state, next.id, players[pick(players, next.id, next.matches.length + 1)]);
  }
  throw new Error('playOut did not finish');
}

/** The lower-numbered player always wins (P3 beats P7). */
export const lowerNumberWins = (players: string[]): number =>
  Number(players[0].slice(1)) < Number(players[1].slice(1)) ? 0 : 1;
