import type { ArenaStanding } from '@nardy/online';

/** Points of an arena win; from a player's third win in a row on, each win counts double (`STREAK_WINS`). */
export const WIN_POINTS = 2;
/** Wins in a row after which the next wins count double (lichess's "on fire"): rewards playing on, not waiting. */
export const STREAK_WINS = 2;

/** A decided arena table (winner null: void, counted for nobody). */
export interface ArenaResult {
  readonly white: string;
  readonly black: string;
  readonly winner: string | null;
}

/**
 * The standings of an arena from its results in the order they were decided: 2 points a win, 4 while
 * on a streak (after two wins in a row), 0 a loss. Best first: points, then wins, then fewer games, then name.
 */
export function arenaStandings(
  names: readonly string[],
  results: readonly ArenaResult[],
  playing: ReadonlySet<string>,
): ArenaStanding[] {
  const rows = new Map(
    names.map((name) => [name, { name, points: 0, wins: 0, losses: 0, streak: 0, playing: playing.has(name) }]),
  );
  for (const r of results) {
    if (r.winner === null) continue;
    const loser = r.winner === r.white ? r.black : r.white;
    const w = rows.get(r.winner);
    const l = rows.get(loser);
    if (w) {
      w.points += w.streak >= STREAK_WINS ? 2 * WIN_POINTS : WIN_POINTS;
      w.wins += 1;
      w.streak += 1;
    }
    if (l) {
      l.losses += 1;
      l.streak = 0;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      a.wins + a.losses - (b.wins + b.losses) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/**
 * Pairs the players waiting now, taken in standings order (neighbours in the table meet, as in a
 * lichess arena), never the same two twice in a row when another choice exists; an odd one waits
 * for the next to finish. Each pair is [white, black]: who has had White less often takes it.
 */
export function pairWaiting(
  waiting: readonly string[],
  lastOpponent: ReadonlyMap<string, string>,
  whites: ReadonlyMap<string, number>,
): [string, string][] {
  const left = [...waiting];
  const pairs: [string, string][] = [];
  while (left.length >= 2) {
    const first = left.shift() as string;
    let index = left.findIndex((o) => lastOpponent.get(first) !== o);
    if (index < 0) index = 0;
    const [second] = left.splice(index, 1);
    pairs.push((whites.get(first) ?? 0) <= (whites.get(second) ?? 0) ? [first, second] : [second, first]);
  }
  return pairs;
}
