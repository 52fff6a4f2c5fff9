import {
  actorOf,
  applyCommand,
  createTable,
  type DiceSource,
  type TableCommand,
  type TableConfig,
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
}

export interface PlayTableAsyncOptions extends PlayTableOptions {
  /** Checked before each command: true ends the play-out early with null. */
  readonly stopped?: () => boolean;
}

/** Who the play-out waits for: the player to act and the table he acts at. */
interface SeatTurn {
  readonly state: TableState;
  readonly player: Color;
}

/**
 * The one play-out loop (a generator, so that one body serves seats that answer at once and seats that
 * answer later): the table itself rolls the opening and starts each next game of a match; every other
 * command comes from the seat of the player to act, is sent with his `player` and must be accepted —
 * a refusal is a bug of that seat and ends the play-out with an error naming the command and its code.
 */
function* playOut(
  start: TableState,
  dice: DiceSource,
  options: PlayTableAsyncOptions,
): Generator<SeatTurn, TableState | null, TableCommand | null> {
  let state = start;
  let source = dice;
  const apply = (command: TableCommand, by: string) => {
    const r = applyCommand(state, command, source);
    if (!r.ok) throw new Error(`${by}'s ${JSON.stringify(command)} was refused: ${r.error.code} ${r.error.message}`);
    state = r.value.state;
    source = r.value.dice;
  };
  const limit = options.maxCommands ?? 1_000_000;
  for (let n = 0; n < limit; n++) {
    if (options.stopped?.()) return null;
    if (state.over) return state;
    const game = state.game;
    if (game.phase === 'gameOver') {
      options.onGame?.(state);
      apply({ type: 'NEXT_GAME' }, 'the table');
      continue;
    }
    const player = actorOf(game);
    if (player === null) {
      apply({ type: 'ROLL' }, 'the table');
      continue;
    }
    const command = yield { state, player };
    if (command === null) throw new Error(`the ${player} seat has nothing to do in phase ${game.phase}`);
    apply({ ...command, player }, `the ${player} seat`);
  }
  throw new Error(`the table did not finish in ${limit} commands`);
}

const startOf = (start: TableConfig | TableState): TableState => ('game' in start ? start : createTable(start));

/**
 * Plays a table to its end (the game, or the whole match of a table with `match`) with these seats and
 * dice: `nardy selfplay`, `nardy tournament` and the tests. `start` is a config (a new table, opening
 * roll first) or a table in progress. The same seats and dice always give the same table.
 */
export function playTable(
  start: TableConfig | TableState,
  seats: ByColor<Seat>,
  dice: DiceSource,
  options: PlayTableOptions = {},
): TableState {
  const run = playOut(startOf(start), dice, options);
  let step = run.next();
  while (!step.done) step = run.next(seats[step.value.player](step.value.state, step.value.player));
  return step.value as TableState;
}

/**
 * `playTable` for seats that answer later (the web app's worker): the same loop, awaiting each seat.
 * Null when `options.stopped` ended it early.
 */
export async function playTableAsync(
  start: TableConfig | TableState,
  seats: ByColor<AsyncSeat>,
  dice: DiceSource,
  options: PlayTableAsyncOptions = {},
): Promise<TableState | null> {
  const run = playOut(startOf(start), dice, options);
  let step = run.next();
  while (!step.done) step = run.next(await seats[step.value.player](step.value.state, step.value.player));
  return step.value;
}
