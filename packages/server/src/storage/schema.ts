import type { ClockSettings, EntryMeta, LogEntry } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * The database as Kysely sees it (docs/online.md "Data model"). The same migrations and queries run on
 * PostgreSQL and on PGlite.
 */
export interface Database {
  tables: TablesTable;
  seats: SeatsTable;
  events: EventsTable;
  games: GamesTable;
}

/** One row per table: its spec, its title, the secret server seed and its published commitment. */
export interface TablesTable {
  id: string;
  name: string | null;
  spec: JSONColumnType<TableSpec>;
  /** Hex; secret until `over`, then it is what the record reveals. */
  server_seed: string;
  commitment: string;
  over: ColumnType<boolean, boolean | undefined, boolean>;
  /** The players' clock settings, or null for a table without a clock. */
  clock: ColumnType<ClockSettings | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Two rows per table. Only the SHA-256 of a seat token is stored, so a copy of the database opens no seat. */
export interface SeatsTable {
  table_id: string;
  color: Color;
  token_hash: string;
  name: string | null;
  client_seed: string | null;
  /** When the join link was first used (both seats claimed = play may begin). */
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * The append-only event log: one row per accepted command that changed the record, unique (table_id, seq).
 * `dice_next` is the index of the next roll of the table's proof after this entry (tied opening rolls are
 * drawn without an entry, so it cannot be counted from the entries).
 */
export interface EventsTable {
  table_id: string;
  seq: number;
  entry: JSONColumnType<LogEntry>;
  dice_next: number;
  /** The entry's clock (who took how long, reserves after) and forfeit, or null. */
  meta: ColumnType<EntryMeta | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** Finished games with their records (the record of the table up to and including that game). */
export interface GamesTable {
  table_id: string;
  game: number;
  record: JSONColumnType<object>;
  winner: Color | null;
  net: number;
  finished_at: Generated<Date>;
}
