import type {
  CreatedTournament,
  CreateTableRequest,
  CreateTournamentRequest,
  Credentials,
  Leaderboard,
  PeopleTable,
  PlayerProfile,
  RatingKind,
  SessionAnswer,
  SessionUser,
  TournamentAnswer,
  TournamentList,
} from '@nardy/online';

/**
 * The club's HTTP routes as the app calls them (docs/online.md "Accounts and ratings"): accounts and the
 * session cookie (set HTTP-only by the server, so the page never sees the token), profiles and
 * leaderboards. Every failure becomes a `ClubApiError` with the server's stable code, or `network/failed`
 * when the server could not be reached at all. The bodies are the API's own types (`@nardy/online`).
 */

export type { Leaderboard, Ratings, ShownRating as Rating } from '@nardy/online';
export type User = SessionUser;
export type Profile = PlayerProfile;

export class ClubApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ClubApiError';
  }
}

export class ClubApi {
  /** The server's address (the app's own origin when it serves the app). */
  readonly base: string;
  readonly #fetch: typeof fetch;

  constructor(base: string, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
    this.base = new URL('/', base).toString();
    this.#fetch = fetchImpl;
  }

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await this.#fetch(new URL(path, this.base), {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (e) {
      throw new ClubApiError('network/failed', String(e));
    }
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      json = null;
    }
    if (!res.ok) {
      const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      throw new ClubApiError(
        typeof error?.code === 'string' ? error.code : `http/${res.status}`,
        typeof error?.message === 'string' ? error.message : res.statusText,
      );
    }
    return json as T;
  }

  /** Who is logged in (null: a guest). */
  async me(): Promise<User | null> {
    return (await this.#call<SessionAnswer>('GET', 'api/session')).user;
  }

  async register(name: string, password: string): Promise<User> {
    const credentials: Credentials = { name, password };
    return (await this.#call<SessionAnswer>('POST', 'api/accounts', credentials)).user as User;
  }

  async logIn(name: string, password: string): Promise<User> {
    const credentials: Credentials = { name, password };
    return (await this.#call<SessionAnswer>('POST', 'api/session', credentials)).user as User;
  }

  async logOut(): Promise<void> {
    await this.#call('DELETE', 'api/session');
  }

  /** Opens a table (`POST /api/tables`): rated ones as the logged-in account; its join and watch links. */
  createTable(body: CreateTableRequest): Promise<PeopleTable> {
    return this.#call('POST', 'api/tables', body);
  }

  profile(name: string): Promise<Profile> {
    return this.#call('GET', `api/players/${encodeURIComponent(name)}`);
  }

  leaderboard(kind: RatingKind): Promise<Leaderboard> {
    return this.#call('GET', `api/leaderboard/${kind}`);
  }

  // ── Tournaments (docs/club.md "Tournaments") ──

  tournaments(): Promise<TournamentList> {
    return this.#call('GET', 'api/tournaments');
  }

  tournament(id: string): Promise<TournamentAnswer> {
    return this.#call('GET', `api/tournaments/${encodeURIComponent(id)}`);
  }

  createTournament(body: CreateTournamentRequest): Promise<CreatedTournament> {
    return this.#call('POST', 'api/tournaments', body);
  }

  /** Joins as the logged-in account (or, with a level, the organiser adds the computer). */
  joinTournament(id: string, computer?: string): Promise<TournamentAnswer> {
    return this.#call('POST', `api/tournaments/${encodeURIComponent(id)}/entrants`, computer ? { computer } : {});
  }

  /** Leaves (before the start; after it, the rest is forfeited); the organiser may name a computer entrant. */
  leaveTournament(id: string, name?: string): Promise<TournamentAnswer> {
    return this.#call('DELETE', `api/tournaments/${encodeURIComponent(id)}/entrants`, name ? { name } : {});
  }

  startTournament(id: string): Promise<TournamentAnswer> {
    return this.#call('POST', `api/tournaments/${encodeURIComponent(id)}/start`, {});
  }
}
