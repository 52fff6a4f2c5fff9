import type { TableView } from '@nardy/parallel';

/**
 * Pure: the board to keep in front (where the action bar is drawn) when the table changes from `prev`
 * to `view`, the player having looked at `active`: the chosen board; on a new roll, a board where it
 * can be played if `active` is not one; never a finished board while one is open.
 */
export function followBoard(active: number, prev: TableView | null, view: TableView): number {
  let next = active >= view.boards.length ? 0 : active;
  if (view.chosenBoard !== null) return view.chosenBoard;
  const newRoll = view.dice !== null && (prev?.dice?.join() !== view.dice.join() || prev?.turn !== view.turn);
  if (newRoll && view.turn && !view.playable[next]) {
    const playable = view.playable.indexOf(true);
    if (playable >= 0) next = playable;
  }
  if (view.boards[next]?.result) {
    const open = view.boards.findIndex((b) => !b.result);
    if (open >= 0) next = open;
  }
  return next;
}
