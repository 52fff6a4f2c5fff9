import type {
  AutoPlayKind,
  AutoPlaySettings,
  REFUSAL_CODES,
  RecordEvent,
  TableCommand,
  TableSpec,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockView, Forfeit } from './clock.ts';

/**
 * The wire protocol between the game server's "table" room and its clients (docs/online.md). Version 1.
 * Messages are Colyseus messages (msgpack): a type string and one payload. A client never sends dice,
 * positions or results — only `TableCommand`s for its own seat.
 * Version 2 added the clocks, the forfeits (time-out, claim the win) and the messages of the club;
 * version 3 the table session's wire: each accepted command without a log entry (a step, an undo, a
 * board chosen) is sent as it is, so every client holds the whole table and draws it itself (no view on
 * the wire), seats carry their auto-play settings, and computer seats.
 */
export const PROTOCOL_VERSION = 3;

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
  /** The computer plays this seat on the server, at this level (`beginner`, `club`, `strong`, `master`). */
  readonly computer?: string;
}

export type Seats = { readonly [C in Color]: SeatInfo };

/**
 * One entry of a table's event log: a record event, the start of the next game of a match (the one
 * accepted command that changes the record without an event of its own), or the end of a table an
 * operator closed (always the last entry: the table is over where it stood, nobody won). Replaying the
 * log in order gives the table (see `applyLogEntry`).
 */
export type LogEntry = RecordEvent | { readonly type: 'next-game' } | ClosedEntry;

/** The last entry of a table an operator closed. */
export interface ClosedEntry {
  readonly type: 'closed';
  readonly by: 'operator';
  readonly reason?: string;
}

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
  /**
   * What the server plays by itself for this seat (forced choices; @nardy/parallel `autoCommand`), kept
   * with the seat until it joins again or sends `auto`. None when left out.
   */
  readonly auto?: AutoPlaySettings;
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
  /** A chat line: seats talk in the players' chat, spectators in theirs. */
  chat: { readonly text: string };
  /** Stop (or resume) receiving one sender's chat lines on this connection. */
  mute: { readonly sender: string; readonly muted: boolean };
  /** Report a chat line to the server's operators (it is recorded with the reporter). */
  report: { readonly message: number; readonly reason?: string };
  /** After the end: offer a rematch, or accept the other seat's offer (`accept: false` declines it). */
  rematch: { readonly accept?: boolean };
  /** This seat's auto-play settings from now on (the app's options changed during play). */
  auto: AutoPlaySettings;
}

/** The two chats of a table: the players', and the spectators' (players never see it, so nobody kibitzes). */
export const CHAT_CHANNELS = ['players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** Longest chat line, in characters; at most `CHAT_RATE.lines` lines per `CHAT_RATE.seconds` per connection. */
export const MAX_CHAT_LENGTH = 300;
export const CHAT_RATE = { lines: 5, seconds: 10 } as const;

export interface ChatLine {
  /** Increasing per table (both channels): what `report` names. */
  readonly id: number;
  readonly channel: ChatChannel;
  /** `sender` is what `mute` names: the seat's colour, or a spectator's id on this table. */
  readonly from: {
    readonly sender: string;
    readonly role: Role;
    readonly name: string | null;
    readonly account?: true;
  };
  /** Plain text: render it as text, never as HTML. */
  readonly text: string;
  /** Server time, milliseconds since the epoch. */
  readonly at: number;
}

/** The rematch after the end: who offered, and — once both agreed — the new table. */
export interface RematchMessage {
  /** Seats that asked for the rematch so far. */
  readonly offered: readonly Color[];
  /** A seat that declined. */
  readonly declined?: Color;
  /** The new table (same settings, colours swapped), once both agreed. */
  readonly tableId?: string;
  /** This seat's token at the new table (sent to that seat only): its join link is `joinLink(base, tableId, token)`. */
  readonly token?: string;
}

/** What the lobby shows of a table (the table room's Colyseus metadata). */
export interface LobbyTable {
  readonly tableId: string;
  readonly name: string | null;
  readonly kind: RatingKind;
  readonly spec: TableSpec;
  readonly clock: { readonly delayMs: number; readonly reserveMs: number; readonly daysPerMove?: number } | null;
  readonly rated: boolean;
  readonly listed: boolean;
  readonly started: boolean;
  readonly over: boolean;
  readonly seats: Seats;
  readonly spectators: number;
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
  /**
   * The accepted commands since the last entry that left none (a board chosen, steps, undos): applied
   * after the log, they give the table exactly as the server holds it, entered steps included.
   */
  readonly turn: readonly TableCommand[];
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
  /** The entries this command appended (zero or one). */
  readonly entries: readonly LogEntry[];
  /** The command itself when it appended no entry (CHOOSE_BOARD, STEP, UNDO): clients apply it too. */
  readonly command?: TableCommand;
  /** The server played it by itself for the seat (auto-play): what kind of forced choice it was. */
  readonly auto?: AutoPlayKind;
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
  'chat/empty',
  'chat/too-long',
  'chat/rate',
  'chat/muted',
  'report/unknown-message',
  'rematch/not-over',
  'rematch/spectator',
  'seat/computer',
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
  /** A chat line of this connection's channel. */
  chat: ChatLine;
  /** On join: the latest lines of this connection's channel. */
  /** `you`: the sender this connection's own lines carry (a seat's colour, a spectator's id), to tell them apart. */
  'chat-history': { readonly lines: readonly ChatLine[]; readonly you?: string };
  /** The report was recorded. */
  reported: { readonly message: number };
  rematch: RematchMessage;
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
  'seat/embed-origin',
  'server/storage',
] as const;
export type JoinErrorCode = (typeof JOIN_ERROR_CODES)[number];

/**
 * Join codes that say "not now" rather than "never": the server could not reach its database. A client
 * tries again (`OnlineTable` does, as for a join that failed without a code).
 */
export const TRANSIENT_JOIN_ERRORS: readonly JoinErrorCode[] = ['server/storage'];

/** WebSocket close codes the room uses when it ends a connection itself. */
export const CLOSE_CODES = {
  /** The same seat joined on another connection (a reload, a second tab). */
  seatReplaced: 4100,
  /** Too many refused messages in a row: the connection is closed. */
  abusive: 4101,
  /**
   * The server process is stopping (SIGTERM: a restart, an upgrade, a scale-down). The table is stored
   * and its room is gone: reconnect now, through the join link, which opens it again on a living process.
   */
  serverRestart: 4102,
} as const;

/** The Colyseus room type of the lobby: one for the whole server (all processes), joined with `joinOrCreate`. */
export const LOBBY_ROOM = 'lobby';

/** Options a client passes when it joins the lobby. */
export interface LobbyJoinOptions {
  readonly protocol: number;
  /** A guest's display name (an account is shown under its own name). */
  readonly name?: string;
}

/** Someone online: in the lobby, or at a table. */
export interface LobbyPlayer {
  readonly name: string | null;
  readonly account: boolean;
  /** Ratings by kind, rounded (accounts with rated tables only). */
  readonly ratings?: { readonly [K in RatingKind]?: number };
  /** Seated at a table in play (its id when that table is listed). */
  readonly playing: boolean;
}

/** What the lobby shows everyone, sent on join and whenever it changes (at most twice a second). */
export interface LobbyState {
  /** Listed tables not over: open ones (a seat empty, play not started) first, then those in play to watch. */
  readonly tables: readonly LobbyTable[];
  /** How many listed tables are in play in all (`tables` shows at most 100 of them). */
  readonly playing: number;
  readonly players: readonly LobbyPlayer[];
  /** How many wait for a quick match, by preset, clock and rated. */
  readonly waiting: readonly {
    readonly preset: string;
    readonly clock: string;
    readonly rated: boolean;
    readonly players: number;
  }[];
}

/** Client → lobby messages. */
export interface LobbyClientMessages {
  /** Wait for a quick match: the server pairs two people of the same preset and clock (by rating when rated). */
  quick: { readonly preset: string; readonly clock: string; readonly rated?: boolean };
  /** Stop waiting. */
  cancel: undefined;
  /** Take the empty seat of an open listed table; answered with `seat` (or `refused`). */
  sit: { readonly id: number; readonly tableId: string };
}

/** Lobby → client messages. */
export interface LobbyServerMessages {
  lobby: LobbyState;
  /** This connection waits for a quick match (or, with `waiting: false`, no longer does). */
  queued: {
    readonly waiting: boolean;
    readonly preset?: string;
    readonly clock?: string;
    readonly rated?: boolean;
    readonly waitedMs?: number;
  };
  /** A quick match was made: this connection's seat at the new table. */
  matched: { readonly tableId: string; readonly color: Color; readonly token: string };
  /** The answer to `sit`: the seat's token at that table. */
  seat: { readonly id: number; readonly tableId: string; readonly color: Color; readonly token: string };
  refused: { readonly id?: number; readonly code: LobbyRefusalCode; readonly message: string };
}

/** Lobby refusal codes. */
export const LOBBY_REFUSAL_CODES = [
  'quick/preset',
  'quick/clock',
  'quick/login-required',
  'lobby/taken',
  'lobby/login-required',
  'lobby/same-player',
  'lobby/unknown-table',
  'message/malformed',
  'message/too-large',
  'message/unknown-type',
  'rate/limited',
  'rate/tables',
  'server/storage',
] as const;
export type LobbyRefusalCode = (typeof LOBBY_REFUSAL_CODES)[number];
