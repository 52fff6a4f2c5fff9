import type { AutoPlayKind, AutoPlaySettings, TableState, TableView } from '@nardy/parallel';
import { selectTableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockView, Forfeit } from './clock.ts';
import type {
  ChatLine,
  DiceProof,
  LogEntry,
  RatingChanges,
  RefusedMessage,
  RematchMessage,
  Role,
  Seats,
} from './protocol.ts';

// What an `OnlineTable` shows its users: the connection's status, its errors, the snapshot of the table
// it keeps, its events and options. The connection itself is onlineTable.ts.

/** `connecting` until the first snapshot; `reconnecting` while a dropped connection is being restored. */
export const CONNECTION_STATUSES = ['connecting', 'connected', 'reconnecting', 'closed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Client-side failure codes, next to the server's refusal and join codes. */
export const CLIENT_ERROR_CODES = [
  'link/invalid',
  'connection/lost',
  'connection/closed',
  'connection/failed',
  'seat/replaced',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A refused command or a failed join, with a stable code (`RefusedMessage` codes, join codes, client codes). */
export class OnlineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OnlineError';
  }
}

/** Everything known about the table now. */
export interface OnlineSnapshot {
  readonly tableId: string;
  readonly name: string | null;
  readonly role: Role;
  /** What `<nardy-table>` draws: the view of `state` (entered steps included), worked out when first read. */
  readonly view: TableView;
  readonly version: number;
  readonly seats: Seats;
  readonly spectators: number;
  readonly started: boolean;
  readonly dice: DiceProof;
  readonly log: readonly LogEntry[];
  /** The table as the server holds it: the log replayed, then the turn's entered steps and board choice. */
  readonly state: TableState;
  /** The latest change was auto-play's (the server played a forced choice for a seat): whose, and what. */
  readonly auto: { readonly player: Color; readonly kind: AutoPlayKind } | null;
  /** The players' clocks as the server last sent them (null: no clock); draw them with `clockDisplay`. */
  readonly clock: ClockView | null;
  /** When `clock` arrived (`performance.now()` of this client): the display counts from there. */
  readonly clockReceivedAt: number;
  /** The seat whose opponent may claim the win now, or null. */
  readonly claimable: Color | null;
  /** How the table was forfeited (on time, abandoned), once it was. */
  readonly forfeit: Forfeit | null;
  /** The table is rated; `ratingChanges` says what it did to the ratings once it is over. */
  readonly rated: boolean;
  readonly ratingChanges: RatingChanges | null;
  /** This connection's chat (the players', or the spectators'), oldest first, the latest 100 lines. */
  readonly chat: readonly ChatLine[];
  /** The sender this connection's own chat lines carry (`ChatLine.from.sender`), once the server said it. */
  readonly chatSelf: string | null;
  /** The rematch after the end, with this connection's link to the new table once both agreed. */
  readonly rematch: (RematchMessage & { readonly link?: string }) | null;
}

/**
 * A snapshot whose `view` is the view of its `state`, worked out only when read (a load generator's
 * thousands of connections, or a seat that never draws, need none) and then kept with the state
 * (`selectTableView` answers the same object for the same state).
 */
export function snapshotOf(fields: Omit<OnlineSnapshot, 'view'>): OnlineSnapshot {
  const snapshot = { ...fields } as Omit<OnlineSnapshot, 'view'> & { view?: TableView };
  delete snapshot.view;
  Object.defineProperty(snapshot, 'view', {
    get: () => selectTableView(snapshot.state),
    enumerable: false,
  });
  return snapshot as OnlineSnapshot;
}

export interface OnlineTableEvents {
  /** A new snapshot (after a join, a reconnection, a sync) or update (after any accepted command). */
  change: (snapshot: OnlineSnapshot) => void;
  status: (status: ConnectionStatus, error?: OnlineError) => void;
  /** Any refusal of this connection's messages (also those `send` rejects with). */
  refused: (refusal: RefusedMessage) => void;
}

export interface OnlineTableOptions {
  /** Display name for a seat. */
  readonly name?: string;
  /** The seat's client seed for the dice proof (`CLIENT_SEED_PATTERN`); counts on the first join only. */
  readonly clientSeed?: string;
  /**
   * Delays between reconnection attempts, in ms; the last repeats until `close()`. The same delays part
   * the tries of a first join that failed on a busy server (until `connectTimeout`).
   */
  readonly retryDelays?: readonly number[];
  /** How long a first connection may take before `connect` gives up (ms). */
  readonly connectTimeout?: number;
  /**
   * A login session for programs (Node): sent as a bearer token. A browser needs none — its session
   * cookie goes with the connection.
   */
  readonly sessionToken?: string;
  /**
   * Other addresses of the same server (processes sharing its database and Redis, without a proxy in
   * front): when the link's own process cannot be reached, reconnection tries them in turn.
   */
  readonly servers?: readonly string[];
  /** Told of each failed try of the first join that will be tried again (a busy server; for counting). */
  readonly onJoinRetry?: (error: OnlineError) => void;
  /** A seat's auto-play settings, played by the server (sent with every join; `setAuto` changes them). */
  readonly auto?: AutoPlaySettings;
}
