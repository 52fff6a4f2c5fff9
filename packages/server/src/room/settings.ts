import type { Level } from '@nardy/bot';
import type { TableCommand, TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { AccountStore } from '../accounts/accountStore.ts';
import type { EmbedOrigins } from '../embedOrigins.ts';
import type { Limits } from '../limits.ts';
import type { MutedAccounts } from '../moderation/mutedAccounts.ts';
import type { Logger } from '../observability/logger.ts';
import type { RoomMetrics } from '../observability/metrics.ts';
import type { RatingStore } from '../ratings/ratingStore.ts';
import type { SocialStore } from '../social/socialStore.ts';
import type { TableStore } from '../storage/tableStore.ts';
import type { TimeSource } from '../time.ts';

/** The computer players of a server: a decision for a seat at a level, worked out off the event loop. */
export interface ComputerPlayers {
  decide(state: TableState, player: Color, level: Level): Promise<TableCommand>;
}

/** What every table room of one server shares. */
export interface RoomSettings {
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  readonly limits: Limits;
  /** How long a dropped seat is held for its reconnection token (seconds). */
  readonly reconnectSeconds: number;
  /** Where the room reports storage failures (never the players' tokens); each room logs with its `tableId`. */
  readonly logger: Logger;
  /** The time of the players' clocks and of the table session's waits (a simulated one in tests). */
  readonly time: TimeSource;
  /** Several processes share Redis (a join checks that the process holding its table is alive). */
  readonly redis?: boolean;
  /** The accounts muted by an operator (their chat lines are refused). */
  readonly muted?: MutedAccounts;
  /** The computer seats' decisions (a pool of worker threads). */
  readonly computer: ComputerPlayers;
  /** How long the roll shows before the server plays a forced choice for a seat (ms; default 600). */
  readonly autoDelayMs?: number;
  /** Least time before each action of a computer seat (ms; default 500), so that people can follow. */
  readonly computerThinkMs?: number;
  /** Blocks (chat lines hidden), correspondence vacation. */
  readonly social?: SocialStore;
  /** What the rooms count for the operator (`GET /metrics`, docs/deploy.md "Watching it"). */
  readonly metrics?: RoomMetrics;
  /** Other sites whose pages may watch tables (a seat's join from them is refused). */
  readonly embedOrigins?: EmbedOrigins;
}

/** The presence channel on which table rooms say that what the lobby shows of them changed. */
export const LOBBY_CHANNEL = 'nardy:lobby';

/**
 * How long a table room keeps a seat the matchmaker reserved for a join until its WebSocket comes
 * (Colyseus's default is 15 s). The join's HTTP answer and the socket pass through both ends' event
 * loops: on a loaded machine, in a burst of joins, 15 s ran out and the player was refused (close code
 * 4002, "seat reservation expired."). A seat is guarded by its token, not by this count, so holding an
 * unused reservation longer costs only a spectator place for that time.
 */
export const SEAT_RESERVATION_SECONDS = 60;
