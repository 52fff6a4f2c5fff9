import { formatPoints, type Locale } from '@nardy/elements';
import type { TableState } from '@nardy/parallel';
import type { NextMatch } from '@nardy/tournament';
import type { StorageLike } from '../storage.ts';
import { finishPlayedMatch } from '../tournament/organiser.ts';
import { TournamentStore } from '../tournament/tournamentStore.ts';
import { tournamentStrings } from '../tournament/tournamentStrings.ts';

/** The tournament match being played at the table (`done` once its result is entered). */
export interface LinkedMatch {
  readonly match: NextMatch;
  readonly done: boolean;
}

/**
 * The link between the table in play and the organiser's tournament (docs/app.md "Playing a tournament
 * match here"): which match the table plays, kept by the tournament's store (`playing`), so a reload
 * resumes both; the result goes into the bracket when the table's match is over; another table ends
 * the link. Loaded with the play screen only when a tournament match is involved.
 */
export class TournamentLink {
  readonly #store: TournamentStore;
  match: LinkedMatch | null = null;

  constructor(storage: StorageLike | null) {
    this.#store = new TournamentStore(storage);
  }

  /** Resumes the link the stored tournament names (a reload in the middle of a match). */
  restore(): void {
    const loaded = this.#store.load();
    if (loaded.kind === 'ok' && loaded.playing) this.match = { match: loaded.playing, done: false };
  }

  start(match: NextMatch): void {
    this.match = { match, done: false };
  }

  /** A table that is not the tournament's match replaces it: the tournament no longer waits for it. */
  leave(): void {
    if (this.match && !this.match.done) {
      const loaded = this.#store.load();
      if (loaded.kind === 'ok' && loaded.playing) this.#store.save(loaded.tournament, null);
    }
    this.match = null;
  }

  /** When the linked match is over, enters its result in the bracket and says so. */
  check(state: TableState, locale: Locale, say: (text: string, kind?: 'info' | 'error') => void): void {
    const link = this.match;
    if (!link || link.done || !state.over) return;
    const r = finishPlayedMatch(this.#store, state);
    this.match = { ...link, done: true };
    if (r === null) return;
    if (!r.ok) say(`${r.error.message} (${r.error.code})`, 'error');
    else {
      const { result } = r.value;
      say(
        tournamentStrings(locale).resultEntered(
          result.pairing,
          result.winner,
          formatPoints(result.score[0]),
          formatPoints(result.score[1]),
        ),
      );
    }
  }
}
