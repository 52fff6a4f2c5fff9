import { REMOTE, type Seat, TableSession } from '@nardy/parallel';
import type { OnlineTable } from './onlineTable.ts';

/** A table session that mirrors an online table, and how to let it go. */
export interface OnlineSession {
  readonly session: TableSession;
  /** Stops the session and stops listening to the table (the connection stays the caller's). */
  close(): void;
}

/**
 * The client side of an online table as a @nardy/parallel `TableSession` in mirror mode: the server
 * decides; this session holds the server's table (every change the connection receives), sends its own
 * seat's commands to the server and works out, like every other host, who acts next. `mine` is this
 * connection's seat: a person (the app; the server plays his forced choices) or the computer (`nardy
 * online-bot`: the session asks it whenever its colour is to act, the opening roll and the next game
 * included). The other colour is remote; a spectator's session has two remote seats.
 *
 * The session starts once both seats have joined (before that the server refuses every command).
 */
export function onlineSession(table: OnlineTable, mine: Seat): OnlineSession {
  const role = table.role;
  const seats =
    role === 'white'
      ? { white: mine, black: REMOTE }
      : role === 'black'
        ? { white: REMOTE, black: mine }
        : { white: REMOTE, black: REMOTE };
  const session = new TableSession({
    table: table.snapshot.state,
    seats,
    authority: {
      send: (command) => table.send(command),
      resync: () => table.sync(),
    },
  });
  const off = table.on('change', (s) => {
    session.receive(s.state);
    if (s.started) session.start();
  });
  if (table.snapshot.started) session.start();
  return {
    session,
    close() {
      off();
      session.stop();
    },
  };
}
