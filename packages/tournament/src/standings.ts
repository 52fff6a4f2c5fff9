import type { Pairing } from './bracket.ts';
import { isOver, pendingPairingOf, type Tournament } from './tournament.ts';

/**
 * Where an entrant stands. `eliminated` names the pairing that knocked him out of the title run
 * (null for the champion and for players still in it); `place` is 1 (champion), 2 (finalist), 3
 * (third-place winner, or both semifinal losers without a third-place pairing), 4 (third-place loser),
 * null otherwise.
 */
export interface Standing {
  readonly name: string;
  readonly place: 1 | 2 | 3 | 4 | null;
  readonly eliminated: { readonly pairing: string; readonly round: number } | null;
  /** Still has a pairing to play (the title run, or the third-place pairing) and has not withdrawn. */
  readonly active: boolean;
  readonly withdrawn: boolean;
  /** Match wins and losses over all his pairings. */
  readonly matchWins: number;
  readonly matchLosses: number;
}

/** One entry per entrant, in registration order. */
export function standings(t: Tournament): Standing[] {
  const third = t.pairings.find((p) => p.stage === 'third');
  const final = t.pairings.find((p) => p.stage === 'final');
  return t.entrants.map((name) => {
    let matchWins = 0;
    let matchLosses = 0;
    let eliminated: Standing['eliminated'] = null;
    for (const p of t.pairings) {
      const side = sideOf(p, name);
      if (side < 0) continue;
      for (const m of p.matches) {
        if (m.winner === name) matchWins++;
        else matchLosses++;
      }
      if (p.stage !== 'third' && p.decision !== null && p.winner !== name) {
        eliminated = { pairing: p.id, round: p.round };
      }
    }
    let place: Standing['place'] = null;
    if (final?.decision && final.winner === name) place = 1;
    else if (final?.decision && final.loser === name) place = 2;
    else if (third?.decision && third.winner === name) place = 3;
    else if (third?.decision && third.loser === name && third.winner !== null) place = 4;
    else if (!third && eliminated && final && eliminated.round === final.round - 1) place = 3;
    return {
      name,
      place,
      eliminated,
      active: t.draw !== null && !t.withdrawn.includes(name) && pendingPairingOf(t, name) !== null,
      withdrawn: t.withdrawn.includes(name),
      matchWins,
      matchLosses,
    };
  });
}

function sideOf(p: Pairing, name: string): number {
  return p.sides.findIndex((s) => s.kind === 'player' && s.name === name);
}

/** The podium once the tournament is over (places 1, 2 and 3; two third places without a third-place pairing). */
export function places(t: Tournament): { readonly place: 1 | 2 | 3; readonly name: string }[] {
  if (!isOver(t)) return [];
  return standings(t)
    .filter((s) => s.place !== null && s.place <= 3)
    .map((s) => ({ place: s.place as 1 | 2 | 3, name: s.name }))
    .sort((a, b) => a.place - b.place);
}

/** The champion, once the final is decided. */
export function champion(t: Tournament): string | null {
  const final = t.pairings.find((p) => p.stage === 'final');
  return final?.decision ? final.winner : null;
}
