import { LEVELS, type Level } from '@nardy/bot';
import {
  type NardyRecord,
  OPTIONS_BEFORE_2026_12,
  type ReplayError,
  replayRecord,
  type TableState,
  withOptionsPinned,
} from '@nardy/parallel';
import type { DiceOrigin } from './appDice.ts';
import { JsonStore, STORAGE_KEYS, type StorageLike } from './localStore.ts';
import { readVersioned, SavedSlot } from './savedSlot.ts';
import { OPPONENTS, type Opponent } from './settings.ts';

/**
 * Version of what the app keeps in localStorage (docs/app.md "Storage"). Bump it when the shape of
 * `SavedGame` changes and add a step to `MIGRATIONS` that turns the previous version into this one.
 */
export const STORAGE_SCHEMA = 2;

export { STORAGE_KEYS, type StorageLike } from './localStore.ts';

/** The game in progress as stored: the game record of @nardy/parallel plus what only the app knows. */
export interface SavedGame {
  readonly schema: typeof STORAGE_SCHEMA;
  readonly savedAt: string;
  /** The game record (docs/record-format.md): replaying it restores every confirmed play. */
  readonly record: NardyRecord;
  /** Who plays Black: a person on this device or the computer (White is always a person). */
  readonly opponent: Opponent;
  readonly level: Level;
  /**
   * Optional: the players' names given at the new-game screen (absent or empty: the colours, or the
   * computer's level). Added within schema 2: older saves lack it and are read as before.
   */
  readonly names?: { readonly white: string; readonly black: string };
  /**
   * Optional: the turns played after a hint, as "game:play" (the game's index in the record, the play's
   * index among that game's plays), so the move list keeps its "(hint)" marks across a reload. Added
   * within schema 2: older saves lack it and load with no marks.
   */
  readonly hinted?: readonly string[];
  /** Dice origin and how many dice were drawn (a seeded game resumes with the same next rolls). */
  readonly dice: { readonly origin: DiceOrigin; readonly used: number };
  /** The board chosen for the current roll and the steps entered but not confirmed yet, as [from, to, die]. */
  readonly pending: { readonly board: number; readonly steps: readonly (readonly [number, number, number])[] } | null;
}

/** Why a stored game could not be read; the raw text is always kept for the player. */
export const LOAD_ERRORS = [
  'storage/json',
  'storage/shape',
  'storage/newer-schema',
  'storage/record',
  'storage/unavailable',
] as const;
export type LoadError = (typeof LOAD_ERRORS)[number];

export type LoadResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly saved: SavedGame; readonly state: TableState }
  | {
      readonly kind: 'unreadable';
      readonly code: LoadError;
      readonly message: string;
      readonly raw: string;
      /** For `storage/record`: the replay error of @nardy/parallel. */
      readonly replay?: ReplayError;
    };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Steps from older schemas to the next one, by the version they read.
 *
 * 1 → 2 (RULES.md revised 2026-12, issue 13): a record that names no option now replays under the new
 * defaults (six-block at the end of the turn, long tables reroll the opening, home mars 3 on parallel
 * tables, the shared cube retired after the first board). A game saved under schema 1 was begun under
 * the old ones, so the options it did not name are written into its record as they were then
 * (`OPTIONS_BEFORE_2026_12`): it goes on, and is scored, as it began.
 */
export const MIGRATIONS: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> = {
  1: (old) => {
    const record = old.record;
    if (!isObject(record)) return { ...old, schema: 2 };
    return { ...old, schema: 2, record: { ...record, table: withOptionsPinned(record.table, OPTIONS_BEFORE_2026_12) } };
  },
};

/** Longest player name kept (longer ones are cut, never refused: a name is only a label). */
export const MAX_NAME = 32;

function isNames(v: unknown): v is { white: string; black: string } {
  return isObject(v) && typeof v.white === 'string' && typeof v.black === 'string';
}

/** Most hinted turns kept (far more than any game has plays; a bound on what a stored list may hold). */
const MAX_HINTED = 2000;

const HINTED_TURN = /^\d{1,4}:\d{1,4}$/;

/** The stored hinted turns, when they are a list of "game:play" keys (anything else: no marks). */
function hintedOf(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length > MAX_HINTED) return null;
  return v.every((k) => typeof k === 'string' && HINTED_TURN.test(k)) ? [...new Set(v as string[])] : null;
}

function isDiceOrigin(v: unknown): v is DiceOrigin {
  if (!isObject(v)) return false;
  if (v.kind === 'crypto') return true;
  return v.kind === 'seeded' && typeof v.seed === 'number' && Number.isInteger(v.seed);
}

function isPending(v: unknown): v is SavedGame['pending'] {
  if (v === null) return true;
  if (!isObject(v) || !Number.isInteger(v.board) || !Array.isArray(v.steps) || v.steps.length > 4) return false;
  return v.steps.every((s) => Array.isArray(s) && s.length === 3 && s.every((n: unknown) => Number.isInteger(n)));
}

/** Encodes a game for storage (the inverse of `decodeSavedGame`). */
export function encodeSavedGame(game: Omit<SavedGame, 'schema' | 'savedAt'>, now = new Date()): string {
  const saved: SavedGame = { schema: STORAGE_SCHEMA, savedAt: now.toISOString(), ...game };
  return JSON.stringify(saved);
}

/**
 * Reads a stored game: migrates older schemas, checks the shape, and replays the record. Never
 * throws; anything it cannot read comes back as `unreadable` with a stable code and the raw text.
 */
export function decodeSavedGame(raw: string | null): LoadResult {
  if (raw === null || raw === '') return { kind: 'empty' };
  const fail = (code: LoadError, message: string, replay?: ReplayError): LoadResult => ({
    kind: 'unreadable',
    code,
    message,
    raw,
    ...(replay ? { replay } : {}),
  });
  const read = readVersioned(raw, STORAGE_SCHEMA, MIGRATIONS);
  if (!read.ok) return fail(read.code, read.message);
  const current = read.value;
  const { record, opponent, level, dice, pending, names } = current;
  const hinted = hintedOf(current.hinted);
  if (!(OPPONENTS as readonly unknown[]).includes(opponent)) return fail('storage/shape', 'bad "opponent"');
  if (!(LEVELS as readonly unknown[]).includes(level)) return fail('storage/shape', 'bad "level"');
  if (!isObject(dice) || !isDiceOrigin(dice.origin) || !Number.isInteger(dice.used) || (dice.used as number) < 0) {
    return fail('storage/shape', 'bad "dice"');
  }
  if (!isPending(pending ?? null)) return fail('storage/shape', 'bad "pending"');
  const replay = replayRecord(record);
  if (!replay.ok) {
    const where = replay.error.event >= 0 ? ` (game ${replay.error.game + 1}, event ${replay.error.event + 1})` : '';
    return fail('storage/record', `${replay.error.code}: ${replay.error.message}${where}`, replay.error);
  }
  const saved: SavedGame = {
    schema: STORAGE_SCHEMA,
    savedAt: typeof current.savedAt === 'string' ? current.savedAt : '',
    record: record as NardyRecord,
    opponent: opponent as Opponent,
    level: level as Level,
    dice: { origin: dice.origin as DiceOrigin, used: dice.used as number },
    pending: (pending ?? null) as SavedGame['pending'],
    ...(isNames(names)
      ? { names: { white: names.white.slice(0, MAX_NAME), black: names.black.slice(0, MAX_NAME) } }
      : {}),
    ...(hinted && hinted.length > 0 ? { hinted } : {}),
  };
  return { kind: 'ok', saved, state: replay.value };
}

/**
 * The game in progress in localStorage. `load` never throws and never deletes: an unreadable game is
 * moved aside to `STORAGE_KEYS.unreadable` (so a new game cannot overwrite it) until `discardUnreadable`.
 */
export class GameStore extends JsonStore {
  private readonly slot: SavedSlot<LoadResult>;

  constructor(storage: StorageLike | null) {
    super(storage);
    this.slot = new SavedSlot(storage, { current: STORAGE_KEYS.game, unreadable: STORAGE_KEYS.unreadable }, (raw) =>
      decodeSavedGame(raw),
    );
  }

  load(): LoadResult {
    return this.slot.load() as LoadResult;
  }

  /** A game set aside earlier as unreadable (raw text), if the player has not discarded it. */
  unreadable(): string | null {
    return this.slot.unreadable();
  }

  discardUnreadable(): void {
    this.slot.discardUnreadable();
  }

  /** Saves; returns an error message instead of throwing (quota, private mode). */
  save(game: Omit<SavedGame, 'schema' | 'savedAt'>): string | null {
    return this.slot.write(encodeSavedGame(game));
  }

  clear(): void {
    this.slot.clear();
  }

  /** The ids of the games kept in progress besides the current one (order: oldest first). */
  shelfIds(): string[] {
    const ids = this.readJson(STORAGE_KEYS.shelf);
    return Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === 'string' && /^[\w-]{1,40}$/.test(id))
      : [];
  }

  /**
   * The games kept in progress besides the current one, each read like the current game (a game that
   * cannot be read is listed with its code and kept, never deleted).
   */
  shelved(): { readonly id: string; readonly result: LoadResult }[] {
    return this.shelfIds().map((id) => {
      let raw: string | null = null;
      try {
        raw = this.storage?.getItem(STORAGE_KEYS.shelfPrefix + id) ?? null;
      } catch {
        raw = null;
      }
      return { id, result: decodeSavedGame(raw) };
    });
  }

  /**
   * Keeps the current game in the list of games in progress (same text, same schema) instead of
   * letting a new game replace it. Returns an error message if storage refuses (the current game is
   * then left where it is).
   */
  shelveCurrent(id: string): string | null {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(STORAGE_KEYS.game) ?? null;
    } catch (e) {
      return (e as Error).message;
    }
    if (raw === null) return null;
    try {
      this.storage?.setItem(STORAGE_KEYS.shelfPrefix + id, raw);
      this.storage?.setItem(STORAGE_KEYS.shelf, JSON.stringify([...this.shelfIds().filter((x) => x !== id), id]));
      this.storage?.removeItem(STORAGE_KEYS.game);
      return null;
    } catch (e) {
      return (e as Error).message || 'storage failed';
    }
  }

  /** Takes a kept game off the list (to continue it: the caller saves it as the current game). */
  unshelve(id: string): void {
    try {
      this.storage?.setItem(STORAGE_KEYS.shelf, JSON.stringify(this.shelfIds().filter((x) => x !== id)));
      this.storage?.removeItem(STORAGE_KEYS.shelfPrefix + id);
    } catch {
      // Storage is gone: the list stays as it was.
    }
  }
}
