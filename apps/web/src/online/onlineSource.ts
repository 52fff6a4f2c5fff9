import { type OnlineTable, onlineSession } from '@nardy/online';
import { PERSON, type SessionSnapshot, selectTableView } from '@nardy/parallel';
import type { GameSource } from '../game/nardy-game.ts';

/** The game screen's source for an online table, and how to let it go. */
export interface OnlineSource extends GameSource<SessionSnapshot> {
  /** Stops the table session (the connection stays the page's). */
  close(): void;
}

/**
 * The game screen's source for an online table: the same `<nardy-game>` / `<nardy-table>` as local
 * play, driven by a table session that mirrors the server's table (`onlineSession` of @nardy/online):
 * this connection's seat is a person's — his commands go to the server, which plays his forced choices
 * (the auto-play settings he joined with) — and the screen draws the table the session holds, entered
 * steps included. A refused command is told to `onRefused` with its code.
 */
export function onlineSource(table: OnlineTable, onRefused: (code: string, message: string) => void): OnlineSource {
  const { session, close } = onlineSession(table, PERSON);
  session.on('refused', (r) => onRefused(r.code, r.message));
  return {
    actor: session,
    view: (snapshot) => selectTableView(snapshot),
    table: (snapshot) => snapshot.table,
    forced: () => table.snapshot.auto,
    close,
  };
}
