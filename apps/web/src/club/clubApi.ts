import type { PeopleTable, RatingKind } from '@nardy/online';
import type { Color } from '@nardy/rules';

/**
 * The club's HTTP routes as the app calls them (docs/online.md "Accounts and ratings"): accounts and the
 * session cookie (set HTTP-only by the server, so the page never sees the token), profiles and
 * leaderboards. Every failure becomes a `ClubApiError` with the server's stable code, or `network/failed`
 * when the server could not be reached at all.
 */

export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
}

export type Ratings = { readonly [K in RatingKind]?: Rating };

export interface User {
  readonly id: string;
  readonly name: string;
  readonly ratings: Ratings;
}

export interface Profile {
  readonly name: string;
  readonly since: string;
  readonly ratings: Ratings;
  readonly history: readonly {
    readonly table: string;
    readonly kind: RatingKind;
    readonly rating: number;
    readonly rd: number;
    readonly score: number;
    readonly at: string;
  }[];
  readonly recent: readonly {
    readonly table: string;
    readonly at: string;
    readonly kind: RatingKind;
    readonly variants: readonly string[];
    readonly match: number | null;
    readonly rated: boolean;
    readonly color: Color;
    readonly opponent: { readonly name: string | null; readonly account: boolean };
    readonly result: 'won' | 'lost' | 'draw' | 'playing';
    readonly record: string;
  }[];
  readonly byVariant: readonly {
    readonly variants: string;
    readonly won: number;
    readonly lost: number;
    readonly draw: number;
  }[];
}

export interface Leaderboard {
  readonly kind: RatingKind;
  readonly players: readonly {
    readonly rank: number;
    readonly name: string;
    readonly rating: number;
    readonly rd: number;
    readonly games: number;
  }[];
}

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
    return (await this.#call<{ user: User | null }>('GET', 'api/session')).user;
  }

  async register(name: string, password: string): Promise<User> {
    return (await this.#call<{ user: User }>('POST', 'api/accounts', { name, password })).user;
  }

  async logIn(name: string, password: string): Promise<User> {
    return (await this.#call<{ user: User }>('POST', 'api/session', { name, password })).user;
  }

  async logOut(): Promise<void> {
    await this.#call('DELETE', 'api/session');
  }

  /** Opens a table (`POST /api/tables`): rated ones as the logged-in account; its join and watch links. */
  createTable(body: {
    readonly table: unknown;
    readonly clock: string;
    readonly rated: boolean;
    readonly listed: boolean;
  }): Promise<PeopleTable> {
    return this.#call('POST', 'api/tables', body);
  }

  profile(name: string): Promise<Profile> {
    return this.#call('GET', `api/players/${encodeURIComponent(name)}`);
  }

  leaderboard(kind: RatingKind): Promise<Leaderboard> {
    return this.#call('GET', `api/leaderboard/${kind}`);
  }
}
