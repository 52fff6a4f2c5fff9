/**
 * What `<nardy-tournament>` reads: the part of a Nardy server's `GET /api/tournaments/:id` answer it
 * draws (the full contract is `TournamentAnswer` of @nardy/online, docs/club.md; the elements do not
 * depend on that package). Unknown fields are ignored, so a newer server's answer still draws.
 */
export interface ShownTournament {
  readonly id: string;
  readonly name: string;
  readonly format: 'olympic' | 'arena';
  readonly status: 'open' | 'running' | 'finished';
  readonly entrants: readonly { readonly name: string }[];
  readonly rounds?: readonly {
    readonly pairings: readonly {
      readonly id: string;
      readonly stage: string;
      readonly white: string | null;
      readonly black: string | null;
      readonly tables: readonly string[];
      readonly wins: readonly [number, number];
      readonly winner: string | null;
      readonly bye?: boolean;
      readonly forfeit?: string;
    }[];
  }[];
  readonly standings?: readonly {
    readonly name: string;
    readonly points: number;
    readonly wins: number;
    readonly losses: number;
    readonly playing: boolean;
  }[];
  readonly places: readonly { readonly place: number; readonly name: string }[];
  readonly now: readonly {
    readonly table: string;
    readonly white: string;
    readonly black: string;
    readonly watch: string;
  }[];
  readonly drawSeed: string | null;
}

/**
 * The API address of a tournament from what a page gives: its page in the app
 * (`https://host/#/club/tournament/<id>`, the `url` of `POST /api/tournaments`) or its API address
 * (`https://host/api/tournaments/<id>`). Null for anything else.
 */
export function tournamentApiUrl(src: string, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const page = /^#\/club\/tournament\/([A-Za-z0-9_-]{1,40})$/.exec(url.hash);
  if (page) return new URL(`/api/tournaments/${page[1]}`, url.origin);
  const api = /\/api\/tournaments\/([A-Za-z0-9_-]{1,40})$/.exec(url.pathname);
  return api ? new URL(url.pathname, url.origin) : null;
}

/** Whether a JSON answer looks like a tournament (enough to draw it). */
export function isShownTournament(v: unknown): v is ShownTournament {
  const t = v as Partial<ShownTournament> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.name === 'string' &&
    (t.format === 'olympic' || t.format === 'arena') &&
    Array.isArray(t.entrants) &&
    Array.isArray(t.places) &&
    Array.isArray(t.now)
  );
}
