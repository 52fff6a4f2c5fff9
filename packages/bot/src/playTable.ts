import {
  computerSeat,
  type DiceSource,
  type TableCommand,
  type TableConfig,
  TableSession,
  type TableState,
} from '@nardy/parallel';
import type { ByColor, Color } from '@nardy/rules';
import { type BotSeatOptions, botCommand } from './seat.ts';

/**
 * A seat at a table: what its player sends when the table waits for him (null: nothing, which ends a
 * play-out with an error). A computer seat is `botSeat(options)`; the web app's seat asks its worker.
 */
export type Seat = (state: TableState, player: Color) => TableCommand | null;
/** A seat that may answer later (a worker, a network peer). */
export type AsyncSeat = (state: TableState, player: Color) => TableCommand | null | Promise<TableCommand | null>;

/** The computer as a seat: `botCommand` with these options. */
export function botSeat(options: BotSeatOptions = {}): Seat {
  return (state, player) => botCommand(state, player, options);
}

export interface PlayTableOptions {
  /** Called with the table after each finished game of a match but the last (before NEXT_GAME). */
  readonly onGame?: (state: TableState) => void;
  /** Most commands to apply before giving up (default 1,000,000): a guard against seats that never finish. */
  readonly maxCommands?: number;
  /** Stop early at the first table this holds for (before each command), and return it. */
  readonly until?: (state: TableState) => boolean;
}

export interface PlayTableAsyncOptions extends PlayTableOptions {
  /** Checked after each command: true ends the play-out early with null. */
  readonly stopped?: () => boolean;
}

/** A table session with a computer at each colour (@nardy/parallel's one host of a table). */
function computerTable(start: TableConfig | TableState, seats: ByColor<AsyncSeat>, dice: DiceSource) {
  return new TableSession({
    table: start,
    dice,
    seats: { white: computerSeat(seats.white), black: computerSeat(seats.black) },
    autoDelayMs: 0,
  });
}

/**
 * Plays a table to its end (the game, or the whole match of a table with `match`) with these seats and
 * dice: `nardy selfplay`, `nardy tournament` and the tests. `start` is a config (a new table, opening
 * roll first) or a table in progress. A table session with two computer seats run to the end: the table
 * rolls the opening and starts each next game; a command the table refuses is a bug of its seat and
 * throws, naming the seat, the command and the code. The same seats and dice always give the same table.
 */
export function playTable(
  start: TableConfig | TableState,
  seats: ByColor<Seat>,
  dice: DiceSource,
  options: PlayTableOptions = {},
): TableState {
  const session = computerTable(start, seats, dice);
  if (options.onGame) {
    const onGame = options.onGame;
    session.on('gameOver', ({ state }) => {
      if (!state.over) onGame(state);
    });
  }
  return session.runToEnd({
    ...(options.maxCommands === undefined ? {} : { maxCommands: options.maxCommands }),
    ...(options.until === undefined ? {} : { until: options.until }),
  });
}

/**
 * `playTable` for seats that answer later (the web app's worker): the same session, run on its timers.
 * Null when `options.stopped` ended it early. Rejects when a seat fails (the table refused its command,
 * it answered nothing, or it threw).
 */
export function playTableAsync(
  start: TableConfig | TableState,
  seats: ByColor<AsyncSeat>,
  dice: DiceSource,
  options: PlayTableAsyncOptions = {},
): Promise<TableState | null> {
  const session = computerTable(start, seats, dice);
  const limit = options.maxCommands ?? 1_000_000;
  let commands = 0;
  return new Promise((resolve, reject) => {
    const finish = (result: TableState | null, error?: Error) => {
      session.stop();
      if (error) reject(error);
      else resolve(result);
    };
    session.on('seatError', (e) => finish(null, new Error(`the ${e.player} seat failed: ${e.message}`)));
    session.on('gameOver', ({ state }) => {
      if (!state.over) options.onGame?.(state);
    });
    session.on('change', ({ after }) => {
      if (after.over) finish(after);
      else if (options.stopped?.()) finish(null);
      else if (++commands >= limit) finish(null, new Error(`the table did not finish in ${limit} commands`));
    });
    if (options.stopped?.()) finish(null);
    else session.start();
  });
}
