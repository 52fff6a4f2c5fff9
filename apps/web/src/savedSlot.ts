import type { StorageLike } from './storage.ts';

type Migrations = Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>>;

/**
 * The common first half of decoding a saved document: JSON, a whole-number `schema`, not newer than
 * `schema`, migrated step by step to it. The caller then checks its own fields.
 */
export function readVersioned(
  raw: string,
  schema: number,
  migrations: Migrations,
):
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | {
      readonly ok: false;
      readonly code: 'storage/json' | 'storage/shape' | 'storage/newer-schema';
      readonly message: string;
    } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return { ok: false, code: 'storage/json', message: `not JSON: ${(e as Error).message}` };
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    !Number.isInteger((value as Record<string, unknown>).schema)
  ) {
    return { ok: false, code: 'storage/shape', message: 'no "schema" version' };
  }
  let current = value as Record<string, unknown>;
  const saved = current.schema as number;
  if (saved > schema) {
    return {
      ok: false,
      code: 'storage/newer-schema',
      message: `saved by a newer version of the app (schema ${saved})`,
    };
  }
  for (let v = saved; v < schema; v++) {
    const step = migrations[v];
    if (!step) return { ok: false, code: 'storage/shape', message: `no migration from schema ${v}` };
    current = step(current);
  }
  return { ok: true, value: current };
}

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
