import type { StorageLike } from './storage.ts';

/** What a decoder returns for text it cannot read: kept aside, never deleted. */
export interface UnreadableSave {
  readonly kind: 'unreadable';
  readonly code: string;
  readonly message: string;
  readonly raw: string;
}

/**
 * One saved document in localStorage with a place for an unreadable copy — the behaviour the game and
 * the tournament share: `load` never throws and never deletes; text that cannot be decoded is moved
 * to `keys.unreadable` (so a new save cannot overwrite it) until `discardUnreadable`; `write` returns
 * an error message instead of throwing (quota, private mode).
 */
export class SavedSlot<Result extends { readonly kind: string }> {
  constructor(
    private readonly storage: StorageLike | null,
    private readonly keys: { readonly current: string; readonly unreadable: string },
    private readonly decode: (raw: string | null) => Result | UnreadableSave,
  ) {}

  load(): Result | UnreadableSave {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(this.keys.current) ?? null;
    } catch (e) {
      return { kind: 'unreadable', code: 'storage/unavailable', message: (e as Error).message, raw: '' };
    }
    const result = this.decode(raw);
    if (isUnreadable(result)) {
      try {
        this.storage?.setItem(this.keys.unreadable, result.raw);
        this.storage?.removeItem(this.keys.current);
      } catch {
        // Leave it where it is: it is still there to copy.
      }
    }
    return result;
  }

  /** The text set aside earlier as unreadable, until the player discards it. */
  unreadable(): string | null {
    try {
      return this.storage?.getItem(this.keys.unreadable) ?? null;
    } catch {
      return null;
    }
  }

  discardUnreadable(): void {
    try {
      this.storage?.removeItem(this.keys.unreadable);
    } catch {
      // Storage is gone: nothing to discard.
    }
  }

  write(text: string): string | null {
    if (!this.storage) return 'no storage';
    try {
      this.storage.setItem(this.keys.current, text);
      return null;
    } catch (e) {
      return (e as Error).message || 'storage failed';
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.keys.current);
    } catch {
      // Storage is gone: nothing is kept anyway.
    }
  }
}

function isUnreadable(result: { readonly kind: string }): result is UnreadableSave {
  return result.kind === 'unreadable';
}
