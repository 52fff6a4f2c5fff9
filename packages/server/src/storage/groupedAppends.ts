import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One row of the event log to store. */
export interface EventRow {
  readonly table_id: string;
  readonly seq: number;
  readonly entry: never;
  readonly dice_next: number;
  readonly meta: never | null;
}

interface Waiting {
  readonly row: EventRow;
  /** true: stored; false: (table, seq) was already there (another writer won). */
  readonly done: (stored: boolean) => void;
  readonly failed: (e: unknown) => void;
}

/**
 * Group commit of the event log: while one write is in flight, the entries of the other tables that
 * arrive meanwhile wait, and go together as one multi-row INSERT when it is done — one statement, one
 * commit, one round trip for many tables. With PGlite, running PostgreSQL in the server's own process,
 * each statement costs CPU for its protocol, plan and commit: under load (1,000 tables) that was the
 * largest part of a command's server time (docs/benchmarks.md). An entry that arrives when nothing is
 * in flight is written at once, alone: no added delay.
 *
 * Each entry still resolves only once its row is committed, and (table, seq) stays the arbiter: a row
 * already there is reported for that entry alone (`ON CONFLICT DO NOTHING … RETURNING`). A failed
 * statement fails every entry of its group — none of them was stored.
 */
export class GroupedAppends {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** At most this many rows a statement. */
    private readonly maxRows = 200,
  ) {}

  /** Resolves true once the row is stored, false if its (table, seq) was already stored. */
  append(row: EventRow): Promise<boolean> {
    return new Promise((done, failed) => {
      this.#waiting.push({ row, done, failed });
      if (!this.#writing) void this.#write();
    });
  }

  async #write(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const group = this.#waiting.splice(0, this.maxRows);
        try {
          const stored = await this.db
            .insertInto('events')
            .values(group.map((w) => w.row))
            .onConflict((c) => c.doNothing())
            .returning(['table_id', 'seq'])
            .execute();
          // A key is stored once: of two rows with the same (table, seq) in one group, the first wins.
          const keys = new Set(stored.map((r) => `${r.table_id} ${Number(r.seq)}`));
          for (const w of group) w.done(keys.delete(`${w.row.table_id} ${w.row.seq}`));
        } catch (e) {
          for (const w of group) w.failed(e);
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}
