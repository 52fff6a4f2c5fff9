import { OnlineError, type OnlineSnapshot, type OnlineTable } from '@nardy/online';
import type { TableCommand } from '@nardy/parallel';
import type { GameSource } from '../game/nardy-game.ts';

/**
 * The game screen's source for an online table: the same `<nardy-game>` / `<nardy-table>` as local
 * play, with the server as the table. Commands go to the server for this connection's seat; the
 * screen draws the views the server sends (they show entered steps too) and the move list from the
 * table replayed from the server's log. A refused command is told to `onRefused` with its code.
 */
export function onlineSource(
  table: OnlineTable,
  onRefused: (code: string, message: string) => void,
): GameSource<OnlineSnapshot> {
  return {
    actor: {
      getSnapshot: () => table.snapshot,
      subscribe(observer) {
        const off = table.on('change', observer);
        return { unsubscribe: () => void off() };
      },
      send(command: TableCommand) {
        table.send(command).catch((e: unknown) => {
          const error = e instanceof OnlineError ? e : new OnlineError('connection/lost', String(e));
          onRefused(error.code, error.message);
        });
      },
    },
    view: (snapshot) => snapshot.view,
    table: (snapshot) => snapshot.state,
  };
}
