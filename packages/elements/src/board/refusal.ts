import type { BoardView } from '@nardy/parallel';
import type { NardyRefusedDetail } from '../events.ts';
import { pointOf } from './editing.ts';
import type { Loc } from './layout.ts';

/**
 * Pure: what the board tells its host (`nardy-refused`, display points) when the player tried a move
 * the view does not offer — a checker put down where it may not go, or a tap on a checker of the
 * player on roll with no move — so that the host can say why; null when there is nothing to explain
 * (no roll being played, a finished board, a place without the mover's checker). `board` is the
 * board's index on a table, if any.
 */
export function refusedDetail(
  view: BoardView,
  from: Loc,
  to: Loc | null,
  board: { board?: number } = {},
): NardyRefusedDetail | null {
  const mover = view.turn;
  if (mover === null || view.dice === null || view.result) return null;
  const mine = (loc: Loc) => {
    if (loc.startsWith('bar-')) return loc === `bar-${mover}` && view.bar[mover] > 0;
    if (!loc.startsWith('p')) return false;
    const n = view.points[Number(loc.slice(1))] ?? 0;
    return mover === 'white' ? n > 0 : n < 0;
  };
  if (!mine(from)) return null;
  return { ...board, from: pointOf(from), to: to === null ? null : pointOf(to) };
}
