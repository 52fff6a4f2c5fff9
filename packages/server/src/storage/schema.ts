import type { ClockSettings, EntryMeta, LogEntry, ReportStatus } from '@nardy/online';
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
  users: UsersTable;
  sessions: SessionsTable;
  ratings: RatingsTable;
  rating_changes: RatingChangesTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
  tournaments: TournamentsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_tables: TournamentTablesTable;
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
  /** Rated tables change their players' ratings when they are over (both seats must be accounts). */
  rated: ColumnType<boolean, boolean | undefined, boolean>;
  /** Shown in the lobby: its open seat to anyone, its game to watch. */
  listed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The rating kind of the table (short, long, parallel). */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** The table this one is a rematch of. */
  rematch_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who won the table (the game, or the match) once it is over; null for a draw or while in play. */
  winner: ColumnType<Color | null, Color | null | undefined, Color | null>;
  created_at: Generated<Date>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When an operator closed the table (its log ends with a `closed` entry); null otherwise. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Two rows per table. Only the SHA-256 of a seat token is stored, so a copy of the database opens no seat. */
export interface SeatsTable {
  table_id: string;
  color: Color;
  token_hash: string;
  name: string | null;
  client_seed: string | null;
  /** The account that took the seat (null: a guest). */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the join link was first used (both seats claimed = play may begin). */
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The computer's level when the computer plays this seat on the server (null: a person's seat). */
  computer: ColumnType<string | null, string | null | undefined, string | null>;
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

/** Accounts: a name (unique regardless of case) and a scrypt hash of the password. */
export interface UsersTable {
  id: string;
  name: string;
  /** The name folded for logins (NFKC, lower case). */
  name_key: string;
  /** What the name looks like (`accountNameSkeleton`): unique, so that no name imitates another. */
  name_skeleton: string;
  password_hash: string;
  created_at: Generated<Date>;
  /** May moderate (`nardy admin grant NAME`). */
  operator: ColumnType<boolean, boolean | undefined, boolean>;
  /** Muted by an operator since: cannot chat. */
  muted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Banned by an operator since: cannot log in. */
  banned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Login sessions: only the SHA-256 of the cookie's token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** One Glicko-2 rating per account and kind of play. */
export interface RatingsTable {
  user_id: string;
  kind: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What each rated table did to each player's rating (the profile's history; once per table and player). */
export interface RatingChangesTable {
  table_id: string;
  user_id: string;
  kind: string;
  opponent_id: string;
  /** The player's result: 1, 0, or 0.5. */
  score: number;
  /** How many results the table counted for (√N of the match length, rounded). */
  weight: number;
  rating_before: number;
  rating_after: number;
  rd_after: number;
  created_at: Generated<Date>;
}

/** Chat lines reported by someone at the table: the operators' queue (`GET /api/moderation/reports`). */
export interface ReportsTable {
  id: string;
  table_id: string;
  line: JSONColumnType<object>;
  /** Who reported it: role, name, account id (or null). */
  reporter: JSONColumnType<object>;
  reason: string | null;
  created_at: Generated<Date>;
  /** Who reported (`account:<id>`, or `address:<hash>` for a guest): one report per reporter and line. */
  reporter_key: string;
  /** Which line (a hash of its id, time, sender and text: lines are numbered per room). */
  line_key: string;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The operator who resolved it (an account name, or `token`). */
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolution: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What operators did: one row per action (docs/online.md "Moderation"). */
export interface ModerationLogTable {
  id: string;
  at: Generated<Date>;
  /** The operator's account name, or `token` (the admin token). */
  operator: string;
  action: string;
  user_id: string | null;
  table_id: string | null;
  report_id: string | null;
  detail: ColumnType<object | null, string | null | undefined, string | null>;
}

/** A tournament run by the server (docs/club.md "Tournaments"). */
export interface TournamentsTable {
  id: string;
  name: string;
  /** `olympic` or `arena`. */
  format: string;
  organiser_id: string;
  /** The settings as accepted (`TournamentSettings`). */
  settings: JSONColumnType<object>;
  /** `open`, `running` or `finished`. */
  status: ColumnType<string, string | undefined, string>;
  /** When it starts by itself (null: when full, or when the organiser starts it). */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  /** The seed of the public draw: secret until the start, while its SHA-256 (`draw_commitment`) is shown. */
  draw_seed: string;
  draw_commitment: string;
  /** What happened after the start, in order (results, withdrawals). */
  log: ColumnType<object[], string | undefined, string>;
  /** The places once finished. */
  places: ColumnType<object[] | null, string | null | undefined, string | null>;
  /** The process that runs the tournament now, and when it last said so (a lease). */
  runner: ColumnType<string | null, string | null | undefined, string | null>;
  runner_seen: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An entrant of a tournament: an account or the computer at a level; `position` is the order of joining. */
export interface TournamentEntrantsTable {
  tournament_id: string;
  name: string;
  position: number;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  computer: ColumnType<string | null, string | null | undefined, string | null>;
  /** He left after the start: he forfeits the rest. */
  left_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Arena: not paired until he comes back (he did not come to a table). */
  paused: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A table a tournament opened, its players by entrant name, and how it ended for the tournament. */
export interface TournamentTablesTable {
  table_id: string;
  tournament_id: string;
  /** The Olympic pairing it is a match of (null in an arena). */
  pairing: string | null;
  white: string;
  black: string;
  /** A person's seat token (only his account is given it); null for the computer's seat. */
  white_token: string | null;
  black_token: string | null;
  created_at: Generated<Date>;
  done: ColumnType<boolean, boolean | undefined, boolean>;
  /** The winner's entrant name (null: void, played again). */
  winner: ColumnType<string | null, string | null | undefined, string | null>;
  /** `no-show` or `left` when it was not played out. */
  forfeit: ColumnType<string | null, string | null | undefined, string | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
