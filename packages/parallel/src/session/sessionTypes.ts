import type { ByColor, Color, Result } from '@nardy/rules';
import type { TableCommand } from '../commands.ts';
import type { TableConfig } from '../config.ts';
import type { DiceSource } from '../dice.ts';
import type { RecordEvent } from '../events.ts';
import type { TableState } from '../table.ts';
import type { AutoPlayKind } from './autoPlay.ts';
import type { Seat } from './seats.ts';
import type { SessionTimers } from './timers.ts';

/** The shapes a table session is made with and tells of (see tableSession.ts). */

/** Codes the session refuses with besides the table's own (`REFUSAL_CODES`) and a host's commit codes. */
export const SESSION_REFUSAL_CODES = ['session/stopped', 'commit/failed'] as const;
export type SessionRefusalCode = (typeof SESSION_REFUSAL_CODES)[number];

/** Why a command was not applied: a table code, a session code, or the code a host's commit refused with. */
export interface SessionRefusal {
  readonly code: string;
  readonly message: string;
}

export type SessionResult = Result<TableState, string>;

/** Who a command is from: a seat's colour, or the host itself (`'table'`: a forfeit, the server's idle roll). */
export type Sender = Color | 'table';

/** One accepted change of the table. */
export interface SessionChange {
  readonly before: TableState;
  readonly after: TableState;
  /** The dice source after the change. */
  readonly dice: DiceSource;
  /** The command as applied (normalised, with its `player`); null for a state received from the authority. */
  readonly command: TableCommand | null;
  /** The record event it appended, or null (CHOOSE_BOARD, STEP, UNDO, NEXT_GAME, a received state). */
  readonly event: RecordEvent | null;
  /** Who sent it (null: received from the authority). */
  readonly by: Sender | null;
  /** What auto-play did, when the session played it for a person's seat. */
  readonly auto: AutoPlayKind | null;
  /** Whatever the host passed with `submit` (the server: a forfeit's reason); undefined otherwise. */
  readonly meta?: unknown;
}

/** What the session's subscribers see. */
export interface SessionSnapshot {
  readonly table: TableState;
  /** The colour whose computer is working out its move now, or null. */
  readonly thinking: Color | null;
  /** The latest change, when auto-play made it (the status line and the move list say "forced"). */
  readonly auto: { readonly player: Color; readonly kind: AutoPlayKind } | null;
  /** The latest refusal of a command, until a command is accepted. */
  readonly lastRefusal: SessionRefusal | null;
}

/** The session's events and what each carries. */
export interface SessionEvents {
  change: SessionChange;
  refused: SessionRefusal & { readonly command: unknown; readonly by: Sender | null };
  /** A game of the table ended (every board finished); `game` counts from 0. */
  gameOver: { readonly state: TableState; readonly game: number };
  /** A match table is over. */
  matchOver: { readonly state: TableState };
  /** The computer at `player` failed (threw, hung, answered nothing or what was refused). */
  seatError: {
    readonly player: Color;
    readonly message: string;
    readonly attempt: number;
    /** After the second failure in a row the seat resigns the table. */
    readonly resigned: boolean;
  };
}

/** Another host that decides the table (mirror mode). */
export interface Authority {
  /** Sends a command of one of this session's seats; rejects with `{code, message}` when it is refused. */
  send(command: TableCommand): Promise<unknown>;
  /** Asks for the authority's current state again (after a refusal that may come from a stale picture). */
  resync?(): void;
}

export interface TableSessionOptions {
  /** A new table (its config) or a table in progress (a replayed record, a stored log). */
  readonly table: TableConfig | TableState;
  /** With a config: the player who starts (no opening roll). */
  readonly first?: Color;
  /** Default: crypto dice. A mirror needs none (the authority rolls). */
  readonly dice?: DiceSource;
  readonly seats: ByColor<Seat>;
  readonly timers?: SessionTimers;
  /**
   * How long a roll shows before auto-play or the table's own move acts on it (ms; default 600), so
   * that a player sees the dice and the forced move happen. 0 in tests and computer-only tables.
   */
  readonly autoDelayMs?: number;
  /**
   * Stores an accepted change before it is adopted and told (the game server). An answer `{ok: false}`
   * — or a throw, `commit/failed` — refuses the command: nothing is applied. Local sessions only.
   */
  readonly commit?: (change: SessionChange) => Promise<Result<unknown, string>> | Result<unknown, string>;
  /** Mirror mode: the host that decides the table. */
  readonly authority?: Authority;
  /** Wait after a refusal that is not the table's verdict (storage, connection) before trying again (ms; default 1000). */
  readonly retryMs?: number;
}
