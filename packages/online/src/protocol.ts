import type { REFUSAL_CODES, RecordEvent, TableCommand, TableSpec, TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockView, Forfeit } from './clock.ts';

/**
 * The wire protocol between the game server's "table" room and its clients (docs/online.md). Version 1.
 * Messages are Colyseus messages (msgpack): a type string and one payload. A client never sends dice,
 * positions or results — only `TableCommand`s for its own seat.
 * Version 2 added the clocks, the forfeits (time-out, claim the win) and the messages of the club.
 */
export const PROTOCOL_VERSION = 2;

/** The Colyseus room type of a table; one room per table, its `roomId` is the table id. */
export const TABLE_ROOM = 'table';

/** Largest client message accepted by the room, in bytes (larger ones are refused with `message/too-large`). */
export const MAX_MESSAGE_BYTES = 8 * 1024;

/** Who a connection is at a table. */
export const ROLES = ['white', 'black', 'spectator'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A seat's connection status as every client sees it: `empty` (nobody has used the join link yet),
 * `connected`, `reconnecting` (the connection dropped; the seat is held until `heldUntil`), `away` (the
 * hold ran out or the player left; the join link still brings him back).
 */
export const SEAT_STATUSES = ['empty', 'connected', 'reconnecting', 'away'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export interface SeatInfo {
  /** The display name the guest chose, or the account's name (plain text: render it as text, never as HTML). */
  readonly name: string | null;
  /** The seat was taken with an account (its name is the account's, unique on the server). */
  readonly account?: true;
  /** The account's rating of this table's kind, rounded, when it has one. */
  readonly rating?: number;
  readonly status: SeatStatus;
  /** While `reconnecting`: when the hold ends (milliseconds since the epoch, server clock). */
  readonly heldUntil?: number;
}

export type Seats = { readonly [C in Color]: SeatInfo };

/**
 * One entry of a table's event log: a record event, or the start of the next game of a match (the one
 * accepted command that changes the record without an event of its own). Replaying the log in order
 * gives the table (see `applyLogEntry`).
 */
export type LogEntry = RecordEvent | { readonly type: 'next-game' };

/** The dice proof of a table (docs/online.md "Fair dice"); `serverSeed` only once the table is over. */
export interface DiceProof {
  /** The table id, part of every roll's HMAC message. */
  readonly tableId: string;
  /** Hex SHA-256 of the 32 bytes of the server seed, published when the table is created. */
  readonly commitment: string;
  /** Each seat's client seed (empty string when the seat gave none); fixed from the first roll. */
  readonly clientSeeds: { readonly [C in Color]: string };
  /** The server seed, 64 hex digits: revealed when the game (or the match) is over. */
  readonly serverSeed?: string;
}

/** The kinds of play rated apart: one board of the short family, one board of the long family, parallel. */
export const RATING_KINDS = ['short', 'long', 'parallel'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];

/** What a rated table did to both players' ratings (Glicko-2; `weight`: results it counted for). */
export interface RatingChanges {
  readonly kind: RatingKind;
  readonly weight: number;
  readonly white: { readonly before: number; readonly after: number; readonly rd: number };
  readonly black: { readonly before: number; readonly after: number; readonly rd: number };
}

/** Options a client passes when it joins the table room. */
export interface JoinOptions {
  readonly protocol: number;
  readonly tableId: string;
  /** A seat's secret token from its join link; absent for a spectator. */
  readonly token?: string;
  /** Display name (seats only; 1–32 characters after normalising, see `normalizeName`). */
  readonly name?: string;
  /** The seat's client seed (`CLIENT_SEED_PATTERN`); counts only on the seat's first join. */
  readonly clientSeed?: string;
}

/** Client → server: one command for the connection's own seat; `id` comes back in `ack` or `refused`. */
export interface CommandMessage {
  readonly id?: number;
  readonly command: TableCommand;
}

/** Client → server message types and their payloads. */
export interface ClientMessages {
  /** Play: a table command (the server fills in the seat's `player`). */
  command: CommandMessage;
  /** Ask for a fresh `snapshot` (e.g. after a gap in `update.log`). No payload. */
  sync: undefined;
  /** Claim the win: the opponent is `claimable` (his reserve is spent while he is away, or he left a table without a clock). No payload. */
  claim: undefined;
}

/** Sent on join, on reconnection and on `sync`: everything needed to draw the table and its move list. */
export interface SnapshotMessage {
  readonly protocol: number;
  readonly tableId: string;
  /** The table's title (plain text), or null. */
  readonly name: string | null;
  readonly role: Role;
  readonly spec: TableSpec;
  /** The whole event log so far. */
  readonly log: readonly LogEntry[];
  readonly view: TableView;
  /** Increases with every accepted command (also those without a log entry: steps, undo, board choice). */
  readonly version: number;
  readonly seats: Seats;
  readonly spectators: number;
  readonly dice: DiceProof;
  /** Both seats have joined: play may begin. */
  readonly started: boolean;
  /** The players' clocks, or null at a table without a clock. */
  readonly clock: ClockView | null;
  /** The seat whose opponent may claim the win now, or null. */
  readonly claimable: Color | null;
  /** How the table was forfeited (time-out, abandoned), once it was. */
  readonly forfeit: Forfeit | null;
  /** The table is rated (both seats are accounts; ratings change when it is over). */
  readonly rated: boolean;
  /** What the table did to the ratings, once it is over (rated tables only). */
  readonly ratingChanges: RatingChanges | null;
}

/** Sent to every client after each accepted command, once its log entry is stored. */
export interface UpdateMessage {
  readonly version: number;
  readonly view: TableView;
  /** The entries this command appended (zero or one). */
  readonly entries: readonly LogEntry[];
  /** The log's length after this update: a client whose log is shorter than `log - entries.length` asks for `sync`. */
  readonly log: number;
  /** Present when the proof changed (the server seed revealed at the end). */
  readonly dice?: DiceProof;
  readonly clock: ClockView | null;
  readonly claimable: Color | null;
  readonly forfeit: Forfeit | null;
}

/** When a seat's connection or the audience changes (and with it, perhaps, who may claim the win). */
export interface SeatsMessage {
  readonly seats: Seats;
  readonly spectators: number;
  readonly started: boolean;
  readonly claimable: Color | null;
  readonly clock: ClockView | null;
}

export interface AckMessage {
  readonly id: number;
  readonly version: number;
}

/**
 * Codes the room adds to the table's own refusal codes (`REFUSAL_CODES` of @nardy/parallel), for what only
 * a networked table can get wrong.
 */
export const ONLINE_REFUSAL_CODES = [
  'message/malformed',
  'message/too-large',
  'message/unknown-type',
  'rate/limited',
  'seat/spectator',
  'seat/replaced',
  'table/waiting',
  'table/conflict',
  'server/storage',
  'claim/not-allowed',
] as const;
export type OnlineRefusalCode = (typeof ONLINE_REFUSAL_CODES)[number] | (typeof REFUSAL_CODES)[number];

export interface RefusedMessage {
  /** The `id` of the refused command, when it had one. */
  readonly id?: number;
  readonly code: OnlineRefusalCode;
  readonly message: string;
}

/** Server → client message types and their payloads. */
export interface ServerMessages {
  snapshot: SnapshotMessage;
  update: UpdateMessage;
  seats: SeatsMessage;
  ack: AckMessage;
  refused: RefusedMessage;
  /** A rated table is over: the ratings changed. */
  rating: RatingChanges;
}

/** Why joining a table failed (the room's `onAuth` / `onCreate`), carried as the matchmaker error message. */
export const JOIN_ERROR_CODES = [
  'join/protocol',
  'join/malformed',
  'table/unknown',
  'seat/bad-token',
  'table/full',
  'seat/login-required',
  'seat/other-account',
  'seat/same-player',
] as const;
export type JoinErrorCode = (typeof JOIN_ERROR_CODES)[number];

/** WebSocket close codes the room uses when it ends a connection itself. */
export const CLOSE_CODES = {
  /** The same seat joined on another connection (a reload, a second tab). */
  seatReplaced: 4100,
  /** Too many refused messages in a row: the connection is closed. */
  abusive: 4101,
} as const;

/** HTTP API error body (`POST /api/tables`, `GET /api/tables/:id/record`). */
export interface ApiError {
  readonly error: { readonly code: string; readonly message: string };
}

/** `POST /api/tables` response. */
export interface CreatedTable {
  readonly id: string;
  readonly join: { readonly [C in Color]: string };
  readonly watch: string;
}
