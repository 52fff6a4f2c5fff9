/** The part of the Web Storage API the app uses (a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage keys of the app (docs/app.md "Storage"). */
export const STORAGE_KEYS = {
  game: 'nardy.game',
  /** A saved game that could not be read, kept verbatim until the player copies or discards it. */
  unreadable: 'nardy.game.unreadable',
  settings: 'nardy.settings',
  prefs: 'nardy.prefs',
  /** The ids of the other games in progress (a JSON array); each is a SavedGame at `shelfPrefix + id`. */
  shelf: 'nardy.games',
  shelfPrefix: 'nardy.games.',
} as const;

/** The browser's localStorage, or null where the page may not use it (private mode, a sandbox). */
export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Small JSON values in storage (preferences, last settings), read and written without ever throwing: a
 * value that is missing or unreadable reads as null, a write that fails is dropped (they are conveniences).
 */
export class JsonStore {
  constructor(protected readonly storage: StorageLike | null) {}

  readJson(key: string): unknown {
    try {
      const raw = this.storage?.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  }

  writeJson(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Preferences are a convenience; losing them is harmless.
    }
  }

  /** Whether a key holds anything (without reading what). */
  has(key: string): boolean {
    try {
      return (this.storage?.getItem(key) ?? null) !== null;
    } catch {
      return false;
    }
  }

  /**
   * Whether the games kept on this device need the play screen's module at start: a game in progress,
   * games kept in the list, or an unreadable one to show.
   */
  hasGames(): boolean {
    const shelf = this.readJson(STORAGE_KEYS.shelf);
    return (
      this.has(STORAGE_KEYS.game) || this.has(STORAGE_KEYS.unreadable) || (Array.isArray(shelf) && shelf.length > 0)
    );
  }
}
