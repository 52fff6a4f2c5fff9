import type { TournamentForfeit, TournamentRound } from '@nardy/online';
import {
  applyTournamentEvent,
  drawTournament,
  newTournament,
  places,
  registerEntrant,
  type Tournament,
} from '@nardy/tournament';
import { olympicConfig, type TournamentSettings } from './tournamentSettings.ts';
import type { StoredTournamentTable, TournamentLogEvent } from './tournamentStore.ts';

/**
 * The bracket of an Olympic tournament, rebuilt from what is stored: the entrants in the order they
 * joined, the draw with the published seed, and the log of results and withdrawals replayed through
 * @nardy/tournament (the same code as the local organiser's page). Anyone can redo the draw from the
 * entrants and the seed.
 */
export function rebuildOlympic(
  settings: TournamentSettings,
  entrants: readonly string[],
  seed: string,
  log: readonly TournamentLogEvent[],
): Tournament {
  const created = newTournament(olympicConfig(settings));
  if (!created.ok) throw new Error(created.error.message);
  let t = created.value;
  for (const name of entrants) {
    const r = registerEntrant(t, name);
    if (!r.ok) throw new Error(`entrant ${name}: ${r.error.message}`);
    t = r.value;
  }
  const drawn = drawTournament(t, seed);
  if (!drawn.ok) throw new Error(`draw: ${drawn.error.message}`);
  t = drawn.value;
  for (const event of log) {
    const { forfeit: _forfeit, ...plain } = event as TournamentLogEvent & { forfeit?: string };
    const r = applyTournamentEvent(t, plain);
    // A stored event that no longer applies would be a bug: it is skipped, the rest stands.
    if (r.ok) t = r.value;
  }
  return t;
}

/** The rounds as `GET /api/tournaments/:id` shows them, with each pairing's tables and forfeits. */
export function olympicRounds(
  t: Tournament,
  tables: readonly StoredTournamentTable[],
  log: readonly TournamentLogEvent[],
): TournamentRound[] {
  const rounds: TournamentRound[] = [];
  for (const p of t.pairings) {
    const sideName = (i: 0 | 1) => {
      const s = p.sides[i];
      return s.kind === 'player' ? s.name : null;
    };
    const forfeits = log.flatMap((e) =>
      e.type === 'result' && e.pairing === p.id && e.forfeit ? [e.forfeit as TournamentForfeit] : [],
    );
    // A walkover: the opponent withdrew (left the tournament); else the last match lost without play.
    const forfeit: TournamentForfeit | undefined = p.decision === 'walkover' ? 'left' : forfeits.at(-1);
    const pairing = {
      id: p.id,
      stage: p.stage,
      white: sideName(0),
      black: sideName(1),
      tables: tables.filter((x) => x.pairing === p.id).map((x) => x.tableId),
      wins: [p.wins[0], p.wins[1]] as const,
      winner: p.winner,
      ...(p.decision === 'bye' ? { bye: true as const } : {}),
      ...(forfeit ? { forfeit } : {}),
    };
    const index = p.stage === 'third' ? rounds.length - 1 : p.round - 1;
    while (rounds.length <= index) rounds.push({ pairings: [] });
    (rounds[index].pairings as unknown[]).push(pairing);
  }
  return rounds;
}

/** Places 1–3 once the bracket is decided (two third places without a third-place pairing). */
export function olympicPlaces(t: Tournament): { place: number; name: string }[] {
  return places(t);
}
