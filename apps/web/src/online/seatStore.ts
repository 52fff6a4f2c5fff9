import type { Color } from '@nardy/rules';
import type { StorageLike } from '../storage.ts';

/**
 * The online tables kept in this browser (ADR 0033): for each seat taken or table created here, the
 * seat's secret token (so that a reload, or coming back later, resumes the seat), the invitation and
 * watch links the creator shows while waiting, and what the list on the new-game screen says; a table
 * only watched is kept without a token. Read defensively: anything malformed is dropped, never thrown.
 */
export const ONLINE_KEYS = {
  tables: 'nardy.online.tables',
  name: 'nardy.online.name',
} as const;

/** At most this many tables are remembered (the least recently used forgotten first). */
export const MAX_KEPT_TABLES = 20;

export interface KeptTable {
  readonly tableId: string;
  /** The seat's secret token (absent for a watched table). */
  readonly token?: string;
  /** The seat's colour, once the server said it. */
  readonly color?: Color;
  /** The opponent's join link (the creator's, shown while waiting). */
  readonly invite?: string;
  readonly watch?: string;
  /** The boards' variants, for the list on the new-game screen. */
  readonly boards?: readonly string[];
  /** The seat has been taken here (its name given): opening the table connects at once. */
  readonly joined: boolean;
  /** When the table was last opened here (ISO time). */
  readonly usedAt: string;
}

const isString = (v: unknown): v is string => typeof v === 'string';

function readKept(v: unknown): KeptTable | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (!isString(o.tableId) || !isString(o.usedAt)) return null;
  return {
    tableId: o.tableId,
    ...(isString(o.token) ? { token: o.token } : {}),
    ...(o.color === 'white' || o.color === 'black' ? { color: o.color } : {}),
    ...(isString(o.invite) ? { invite: o.invite } : {}),
    ...(isString(o.watch) ? { watch: o.watch } : {}),
    ...(Array.isArray(o.boards) && o.boards.every(isString) ? { boards: o.boards as string[] } : {}),
    joined: o.joined === true,
    usedAt: o.usedAt,
  };
}

const same = (a: KeptTable, tableId: string, token: string | undefined) => a.tableId === tableId && a.token === token;

export class SeatStore {
  constructor(private readonly storage: StorageLike | null) {}

  /** Every kept table, the most recently used first. */
  list(): KeptTable[] {
    let raw: unknown = [];
    try {
      raw = JSON.parse(this.storage?.getItem(ONLINE_KEYS.tables) ?? '[]');
    } catch {
      raw = [];
    }
    const items = Array.isArray(raw) ? raw.map(readKept).filter((k): k is KeptTable => k !== null) : [];
    return items.sort((a, b) => b.usedAt.localeCompare(a.usedAt));
  }

  /** How this browser opens a table: its seat here (the latest used), else as watched, else null. */
  get(tableId: string): KeptTable | null {
    const mine = this.list().filter((k) => k.tableId === tableId);
    return mine.find((k) => k.token !== undefined) ?? mine[0] ?? null;
  }

  /**
   * Keeps a table (replacing its earlier entry of the same seat) as the most recently used. A seat
   * replaces a watched entry of the same table; a table watched is not kept beside a seat of it.
   */
  keep(entry: Omit<KeptTable, 'usedAt'>): void {
    const kept: KeptTable = { ...entry, usedAt: new Date().toISOString() };
    const items = this.list();
    if (kept.token === undefined && items.some((k) => k.tableId === kept.tableId && k.token !== undefined)) return;
    const others = items.filter(
      (k) => !same(k, kept.tableId, kept.token) && !(k.tableId === kept.tableId && k.token === undefined),
    );
    this.#write([kept, ...others].slice(0, MAX_KEPT_TABLES));
  }

  /** Changes a kept table's entry (no-op when it is not kept) and marks it used now. */
  update(tableId: string, token: string | undefined, patch: Partial<Omit<KeptTable, 'tableId' | 'token'>>): void {
    const items = this.list();
    const i = items.findIndex((k) => same(k, tableId, token));
    if (i < 0) return;
    items[i] = { ...items[i], ...patch, usedAt: new Date().toISOString() };
    this.#write(items);
  }

  forget(tableId: string): void {
    this.#write(this.list().filter((k) => k.tableId !== tableId));
  }

  /** The display name last chosen here ('' when none). */
  name(): string {
    try {
      return (this.storage?.getItem(ONLINE_KEYS.name) ?? '').slice(0, 32);
    } catch {
      return '';
    }
  }

  setName(name: string): void {
    try {
      this.storage?.setItem(ONLINE_KEYS.name, name.slice(0, 32));
    } catch {
      // storage full or refused: the name is asked again next time
    }
  }

  #write(items: readonly KeptTable[]): void {
    try {
      this.storage?.setItem(ONLINE_KEYS.tables, JSON.stringify(items));
    } catch {
      // storage full or refused: a reload then needs the link again
    }
  }
}
