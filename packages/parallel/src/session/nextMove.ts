import { type ByColor, COLORS, type Color } from '@nardy/rules';
import type { TableCommand } from '../commands.ts';
import { actorOf, type TableState } from '../table.ts';
import { type AutoPlayKind, autoCommand } from './autoPlay.ts';
import { autoOf, type Seat } from './seats.ts';

/**
 * What happens next at a table, given who sits where — the one answer to "who acts now" that every
 * host of a table shares:
 * - `over`: nothing any more;
 * - `table`: the table's own move (the opening roll, the next game of a match), made by the session
 *   when no person has to press for it — every seat is the computer, or (the opening) rolls by itself;
 * - `auto`: a person's seat plays a choice that is no choice (`autoCommand`);
 * - `computer`: ask the computer at `player`'s seat;
 * - `wait`: a person (or a remote host) must act; `player` null when either person may (the opening
 *   roll, the next game).
 */
export type NextMove =
  | { readonly kind: 'over' }
  | { readonly kind: 'table'; readonly command: TableCommand }
  | { readonly kind: 'auto'; readonly player: Color; readonly command: TableCommand; readonly auto: AutoPlayKind }
  | { readonly kind: 'computer'; readonly player: Color }
  | { readonly kind: 'wait'; readonly player: Color | null };

export interface NextMoveOptions {
  /** The person's own Undo in this roll: no auto-play until the next record event. */
  readonly autoSuppressed?: boolean;
  /**
   * This session mirrors a table another host decides (an online client): it makes no table moves and
   * plays nothing automatically (the authority does both); its computer seat acts for its own colour,
   * the opening roll and the next game included.
   */
  readonly mirror?: boolean;
}

export function nextMove(state: TableState, seats: ByColor<Seat>, options: NextMoveOptions = {}): NextMove {
  if (state.over) return { kind: 'over' };
  const { game } = state;
  const actor = actorOf(game);
  if (actor === null) {
    const command: TableCommand = game.phase === 'opening' ? { type: 'ROLL' } : { type: 'NEXT_GAME' };
    if (options.mirror) {
      const computer = COLORS.find((c) => seats[c].kind === 'computer');
      return computer === undefined ? { kind: 'wait', player: null } : { kind: 'computer', player: computer };
    }
    const leftToTable = COLORS.every(
      (c) =>
        seats[c].kind === 'computer' ||
        (game.phase === 'opening' && seats[c].kind === 'person' && autoOf(seats[c]).roll),
    );
    return leftToTable ? { kind: 'table', command } : { kind: 'wait', player: null };
  }
  const seat = seats[actor];
  if (seat.kind === 'computer') return { kind: 'computer', player: actor };
  if (seat.kind === 'remote' || options.mirror || options.autoSuppressed) return { kind: 'wait', player: actor };
  const auto = autoCommand(state, autoOf(seat));
  return auto === null
    ? { kind: 'wait', player: actor }
    : { kind: 'auto', player: actor, command: auto.command, auto: auto.kind };
}
