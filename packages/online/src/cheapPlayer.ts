import { stepCommand, type TableCommand, type TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * A cheap player that only reads the view: it rolls, takes every offer, plays the first legal move of the
 * first playable board, and starts the next game of a match. Legal, quick and aimless — for tests of the
 * server and for the load benchmark's clients, never as an opponent (that is `@nardy/bot`).
 * Returns who should send what, or null when the table is over.
 */
export function cheapCommand(view: TableView): { readonly seat: Color; readonly command: TableCommand } | null {
  const seat: Color = view.turn ?? 'white';
  switch (view.phase) {
    case 'opening':
    case 'beforeRoll':
      return { seat, command: { type: 'ROLL' } };
    case 'awaitingReply':
      return { seat, command: { type: 'TAKE' } };
    case 'chooseBoard': {
      const playable = view.playable.findIndex((p, i) => p && view.selectable[i]);
      return {
        seat,
        command: { type: 'CHOOSE_BOARD', board: playable >= 0 ? playable : view.selectable.indexOf(true) },
      };
    }
    case 'moving': {
      const board = view.chosenBoard ?? 0;
      const move = view.boards[board].legal[0];
      const step = move === undefined ? null : stepCommand(view.boards[board], board, move);
      return { seat, command: step ?? { type: 'CONFIRM' } };
    }
    case 'gameOver':
      return view.match.over ? null : { seat, command: { type: 'NEXT_GAME' } };
    default:
      return null;
  }
}
