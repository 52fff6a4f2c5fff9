import { botCommand, type Level } from '@nardy/bot';
import { type OnlineSnapshot, OnlineTable, onlineSession } from '@nardy/online';
import { computerSeat, type Decide } from '@nardy/parallel';

/**
 * Plays a seat of an online table with the computer until the table is over; returns the last
 * snapshot. The seat is the computer's in a table session that mirrors the server's table
 * (`onlineSession`): the session, like every host of a table, works out when this colour is to act and
 * asks `botCommand` at `computer`'s level (or `computer` itself, a decide function: the same commands a
 * person sends, a whole play as one PLAY). A refusal that is not
 * the table's verdict (storage, a dropped connection) is tried again later; a stale picture is
 * refreshed from the server; a computer that is refused twice in the same place resigns the table
 * rather than hang it. Dropped connections are `OnlineTable`'s business: it reconnects by itself.
 */
export async function playSeat(
  table: OnlineTable,
  computer: Level | Decide,
  log: (line: string) => void = () => {},
): Promise<OnlineSnapshot> {
  if (table.role === 'spectator') throw new Error('a watch link has no seat to play');
  const decide: Decide =
    typeof computer === 'function' ? computer : (state, player) => botCommand(state, player, { level: computer });
  const seat = computerSeat(decide);
  const { session, close } = onlineSession(table, seat);
  session.on('refused', (r) => {
    const type = (r.command as { type?: unknown } | null)?.type;
    log(`${String(type)} refused (${r.code}): ${r.message}`);
  });
  session.on('seatError', (e) =>
    log(`the computer failed (${e.attempt}): ${e.message}${e.resigned ? '; resigned' : ''}`),
  );
  try {
    await session.whenOver();
    return table.snapshot;
  } finally {
    close();
  }
}

export async function connectBot(join: string, level: Level, name?: string) {
  return OnlineTable.connect(join, { name: name ?? `Computer (${level})` });
}
