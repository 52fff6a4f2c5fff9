import type { TableView } from '@nardy/parallel';

/** Why each board is in the state it is, for its heading and its thumbnail. */
export type BoardStatus = 'chosen' | 'canPlay' | 'blocked' | 'finished' | 'waiting';

/** Pure: the status of board `i` in a table view. */
export function boardStatus(view: TableView, i: number): BoardStatus {
  if (view.boards[i]?.result) return 'finished';
  if (view.chosenBoard === i) return 'chosen';
  if ((view.phase === 'chooseBoard' || view.phase === 'moving') && view.chosenBoard === null && view.selectable[i]) {
    return view.playable[i] ? 'canPlay' : 'blocked';
  }
  return 'waiting';
}
