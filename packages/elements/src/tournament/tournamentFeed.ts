import { watchLink } from '@nardy/online';

/**
 * What `<nardy-tournament>` reads: the game server's `GET /api/tournaments/:id` (docs/club.md
 * "Tournaments"), reduced to what it draws. Fields the server adds beyond these are ignored, so the
 * element keeps working as the answer grows.
 */
export interface TournamentFeed {
  readonly id: string;
  readonly name: string;
  readonly format: 'olympic' | 'arena';
  readonly status: 'open' | 'running' | 'finished';
  readonly entrants: readonly { readonly name: string }[];
  /** Olympic, after the start. */
  readonly rounds: readonly { readonly pairings: readonly TournamentPairingFeed[] }[];
  /** Arena, after the start: best first. */
  readonly standings: readonly ArenaStandingFeed[];
  readonly places: readonly { readonly place: number; readonly name: string }[];
  readonly drawSeed: string | null;
  /** The tables played now, with their watch links. */
  readonly now: readonly {
    readonly table: string;
    readonly white: string;
    readonly black: string;
    readonly watch: string;
  }[];
}

export interface TournamentPairingFeed {
  /** `round` (default), `final` or `third` (the match for third place). */
  readonly stage: string;
  /** A side's name; null: a bye, or not known yet (the winner of an earlier pairing). */
  readonly white: string | null;
  readonly black: string | null;
  /** Its tables (ids), in the order they were played. */
  readonly tables: readonly string[];
  /** Match wins of each side so far (absent: not told). */
  readonly wins: readonly [number, number] | null;
  readonly winner: string | null;
  readonly bye: boolean;
  /** How it was decided without play (`no-show`, `left`, `abandoned`), or null. */
  readonly forfeit: string | null;
}

export interface ArenaStandingFeed {
  readonly name: string;
  readonly points: number;
  readonly wins: number | null;
  readonly losses: number | null;
  readonly streak: number | null;
  readonly playing: boolean;
}

/** `src` names no tournament; the answer is not a tournament of the documented shape. */
export const TOURNAMENT_ERRORS = ['ERR_TOURNAMENT_SRC', 'ERR_TOURNAMENT_SHAPE'] as const;

/**
 * Where a tournament is read, from what a page gives as `src`: its API address
 * (`https://host/api/tournaments/ID`), or its page in the app (`https://host/#/club/tournament/ID`,
 * the `url` the server answers a new tournament with), whose API address is beside the app. Null for
 * anything else.
 */
export function tournamentAddress(src: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const page = /^#\/club\/tournament\/([A-Za-z0-9_-]+)$/.exec(url.hash);
  if (page) return `${url.origin}${url.pathname.replace(/[^/]*$/, '')}api/tournaments/${page[1]}`;
  if (!/\/api\/tournaments\/[A-Za-z0-9_-]+$/.test(url.pathname)) return null;
  url.hash = '';
  return url.toString();
}

type Result = { ok: true; value: TournamentFeed } | { ok: false; error: { code: string; message: string } };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A name: a string, or an object with a `name` (an entrant). */
const nameOf = (v: unknown): string | null => str(v) ?? (isRecord(v) ? str(v.name) : null);

class Shape extends Error {}
const need = <T>(v: T | null | undefined, what: string): T => {
  if (v === null || v === undefined) throw new Shape(what);
  return v;
};
const list = (v: unknown, what: string): unknown[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Shape(`${what} must be a list`);
  return v;
};

function pairingOf(p: unknown): TournamentPairingFeed {
  if (!isRecord(p)) throw new Shape('a pairing must be an object');
  const wins = Array.isArray(p.wins) && p.wins.length === 2 ? [num(p.wins[0]) ?? 0, num(p.wins[1]) ?? 0] : null;
  return {
    stage: str(p.stage) ?? 'round',
    white: nameOf(p.white),
    black: nameOf(p.black),
    tables: list(p.tables, 'pairing.tables').map((t) => need(str(t) ?? (isRecord(t) ? str(t.id) : null), 'a table id')),
    wins: wins as [number, number] | null,
    winner: nameOf(p.winner),
    bye: p.bye === true,
    forfeit: str(p.forfeit),
  };
}

/** Reads an answer of `GET /api/tournaments/:id`; `ERR_TOURNAMENT_SHAPE` says what is missing. */
export function readTournament(json: unknown): Result {
  try {
    if (!isRecord(json)) throw new Shape('the answer must be an object');
    const format = need(str(json.format), 'format');
    if (format !== 'olympic' && format !== 'arena') throw new Shape('format must be olympic or arena');
    const status = need(str(json.status), 'status');
    if (status !== 'open' && status !== 'running' && status !== 'finished') {
      throw new Shape('status must be open, running or finished');
    }
    return {
      ok: true,
      value: {
        id: need(str(json.id), 'id'),
        name: need(str(json.name), 'name'),
        format,
        status,
        entrants: list(json.entrants, 'entrants').map((e) => ({ name: need(nameOf(e), 'an entrant name') })),
        rounds: list(json.rounds, 'rounds').map((r) => ({
          pairings: list(isRecord(r) ? r.pairings : null, 'round.pairings').map(pairingOf),
        })),
        standings: list(json.standings, 'standings').map((s) => {
          if (!isRecord(s)) throw new Shape('a standing must be an object');
          return {
            name: need(str(s.name), 'a standing name'),
            points: need(num(s.points), 'a standing points'),
            wins: num(s.wins),
            losses: num(s.losses),
            streak: num(s.streak),
            playing: s.playing === true,
          };
        }),
        places: list(json.places, 'places').map((p) => {
          if (!isRecord(p)) throw new Shape('a place must be an object');
          return { place: need(num(p.place), 'a place number'), name: need(str(p.name), 'a place name') };
        }),
        drawSeed: str(json.drawSeed),
        now: list(json.now, 'now').flatMap((n) => {
          if (!isRecord(n)) return [];
          const table = str(n.table);
          const watch = str(n.watch);
          if (table === null || watch === null) return [];
          return [{ table, watch, white: str(n.white) ?? '', black: str(n.black) ?? '' }];
        }),
      },
    };
  } catch (e) {
    if (!(e instanceof Shape)) throw e;
    return { ok: false, error: { code: 'ERR_TOURNAMENT_SHAPE', message: `not a tournament: ${e.message}` } };
  }
}

/**
 * The watch link of a table of the tournament: the one the server gave with the tables played now, or
 * made from the server's address (`src` up to its `/api/`: the app's root, where watch links point).
 */
export function tableWatchLink(feed: TournamentFeed, src: string, table: string): string {
  const given = feed.now.find((n) => n.table === table);
  if (given) return given.watch;
  const any = feed.now[0]?.watch;
  const url = new URL(src, typeof document === 'undefined' ? undefined : document.baseURI);
  const at = url.pathname.indexOf('/api/');
  const base = any ?? `${url.origin}${at >= 0 ? url.pathname.slice(0, at + 1) : '/'}`;
  return watchLink(base, table);
}
