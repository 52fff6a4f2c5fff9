import { stepCommand, type TableCommand, type TableView } from '@nardy/parallel';

/**
 * Sends a typed play on board `board` of a driven table as STEP commands, one move at a time, each
 * while it is legal in the view the table answered the previous one with (`current`). When a move is
 * not, the steps already sent are undone and the answer is false: a typed play is played whole or not
 * at all. `moves` are in display points (`typedMoves` of @nardy/parallel read the text).
 */
export function sendTypedPlay(
  moves: readonly { readonly from: number; readonly to: number }[],
  board: number,
  current: () => TableView,
  send: (command: TableCommand) => void,
): boolean {
  let sent = 0;
  for (const m of moves) {
    const now = current().boards[board];
    const legal = now?.legal.find((l) => l.from === m.from && l.to === m.to);
    const command = now && legal ? stepCommand(now, board, legal) : null;
    if (!command) {
      for (; sent > 0; sent--) send({ type: 'UNDO' });
      return false;
    }
    send(command);
    sent++;
  }
  return true;
}
