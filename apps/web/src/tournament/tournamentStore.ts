import { OPTIONS_BEFORE_2026_12, withOptionsPinned } from '@nardy/parallel';
import {
  makeTournamentDocument,
  type NextMatch,
  nextMatch,
  parseTournamentDocument,
  type Tournament,
  type TournamentDocument,
} from '@nardy/tournament';
import { readVersioned, SavedSlot } from '../savedSlot.ts';
import type { StorageLike } from '../storage.ts';

/**
 * Version of the organiser's saved tournament in localStorage (docs/app.md "Storage"). Bump it when
 * `SavedTournament` changes and add a step to `TOURNAMENT_MIGRATIONS` from the previous version.
 */
export const TOURNAMENT_STORAGE_SCHEMA = 2;

/** localStorage keys of the organiser's page. */
export const TOURNAMENT_KEYS = {
  tournament: 'nardy.tournament',
  /** A saved tournament that could not be read, kept verbatim until the organiser discards it. */
  unreadable: 'nardy.tournament.unreadable',
} as const;

/**
 * The tournament as stored: its document (@nardy/tournament, docs/tournament.md) and the match being
 * played in the app, if any. `playing` names the players by the seats of this device (White = the
 * bottom), so the finished table's score says who won; the game itself is the app's saved game.
 */
export interface SavedTournament {
  readonly schema: typeof TOURNAMENT_STORAGE_SCHEMA;
  readonly savedAt: string;
  readonly document: TournamentDocument;
  readonly playing: NextMatch | null;
}

/** Why a stored tournament could not be read; its raw text is always kept. */
export const TOURNAMENT_LOAD_ERRORS = [
  'storage/json',
  'storage/shape',
  'storage/newer-schema',
  'storage/document',
  'storage/unavailable',
] as const;
export type TournamentLoadError = (typeof TOURNAMENT_LOAD_ERRORS)[number];

export type TournamentLoad =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly tournament: Tournament; readonly playing: NextMatch | null }
  | { readonly kind: 'unreadable'; readonly code: TournamentLoadError; readonly message: string; readonly raw: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Steps from older schemas to the next, by the version they read.
 *
 * 1 → 2 (RULES.md revised 2026-12, issue 13): the table of a tournament saved before names no option
 * and meant the old defaults; they are written in (`OPTIONS_BEFORE_2026_12`), so its remaining matches
 * are played under the rules it was announced with.
 */
export const TOURNAMENT_MIGRATIONS: Readonly<
  Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
> = {
  1: (old) => {
    const document = old.document;
    if (!isObject(document) || !isObject(document.config)) return { ...old, schema: 2 };
    const config = { ...document.config, table: withOptionsPinned(document.config.table, OPTIONS_BEFORE_2026_12) };
    return { ...old, schema: 2, document: { ...document, config } };
  },
};

function isNextMatch(v: unknown): v is NextMatch {
  return (
    isObject(v) &&
    typeof v.pairing === 'string' &&
    typeof v.white === 'string' &&
    typeof v.black === 'string' &&
    Number.isInteger(v.number) &&
    (v.number as number) >= 1
  );
}

/**
 * Whether a stored `playing` match still belongs to the bracket: the pairing's next match has that
 * number and these two players (in either seat).
 */
export function playingFits(t: Tournament, playing: NextMatch): boolean {
  const next = nextMatch(t, playing.pairing);
  if (!next || next.number !== playing.number) return false;
  return [next.white, next.black].sort().join('\n') === [playing.white, playing.black].sort().join('\n');
}

/** Encodes a tournament for storage (the inverse of `decodeSavedTournament`). */
export function encodeSavedTournament(t: Tournament, playing: NextMatch | null, now = new Date()): string {
  const saved: SavedTournament = {
    schema: TOURNAMENT_STORAGE_SCHEMA,
    savedAt: now.toISOString(),
    document: makeTournamentDocument(t),
    playing,
  };
  return JSON.stringify(saved);
}

/**
 * Reads a stored tournament: migrates older schemas, checks the shape, and replays the document
 * through @nardy/tournament. Never throws. A `playing` match that no longer fits the bracket is
 * dropped (its game stays the app's saved game); anything else it cannot read is `unreadable`.
 */
export function decodeSavedTournament(raw: string | null): TournamentLoad {
  if (raw === null || raw === '') return { kind: 'empty' };
  const fail = (code: TournamentLoadError, message: string): TournamentLoad => ({
    kind: 'unreadable',
    code,
    message,
    raw,
  });
  const read = readVersioned(raw, TOURNAMENT_STORAGE_SCHEMA, TOURNAMENT_MIGRATIONS);
  if (!read.ok) return fail(read.code, read.message);
  const current = read.value;
  const playing = current.playing ?? null;
  if (playing !== null && !isNextMatch(playing)) return fail('storage/shape', 'bad "playing"');
  const parsed = parseTournamentDocument(current.document);
  if (!parsed.ok) return fail('storage/document', `${parsed.error.code}: ${parsed.error.message}`);
  const tournament = parsed.value;
  return { kind: 'ok', tournament, playing: playing && playingFits(tournament, playing) ? playing : null };
}

/**
 * The organiser's tournament in localStorage, like the app's GameStore: `load` never throws and never
 * deletes; an unreadable tournament is moved aside to `TOURNAMENT_KEYS.unreadable` (so a new
 * tournament cannot overwrite it) until `discardUnreadable`.
 */
export class TournamentStore {
  private readonly slot: SavedSlot<TournamentLoad>;

  constructor(storage: StorageLike | null) {
    this.slot = new SavedSlot(
      storage,
      { current: TOURNAMENT_KEYS.tournament, unreadable: TOURNAMENT_KEYS.unreadable },
      (raw) => decodeSavedTournament(raw),
    );
  }

  load(): TournamentLoad {
    return this.slot.load() as TournamentLoad;
  }

  /** A tournament set aside earlier as unreadable (raw text), until the organiser discards it. */
  unreadable(): string | null {
    return this.slot.unreadable();
  }

  discardUnreadable(): void {
    this.slot.discardUnreadable();
  }

  /** Saves; returns an error message instead of throwing (quota, private mode). */
  save(t: Tournament, playing: NextMatch | null): string | null {
    return this.slot.write(encodeSavedTournament(t, playing));
  }

  clear(): void {
    this.slot.clear();
  }
}
