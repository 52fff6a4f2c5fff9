import { matchMaker } from '@colyseus/core';
import { LOBBY_ROOM, type LobbyTable, TABLE_ROOM } from '@nardy/online';
import { accountNameKey } from '../accounts/accountStore.ts';

/** Who is where now, by account name key: in the lobby or at a table, and the table each one plays. */
export interface LivePresence {
  readonly online: ReadonlySet<string>;
  /** Account name key → the table in play where he sits. */
  readonly playing: ReadonlyMap<string, string>;
}

/**
 * Reads the rooms' metadata in every process (`matchMaker.query`): the lobby lists the accounts in it
 * (`online`), each table room its seats (`lobby`). An account's seat is known by its name (account names
 * are unique), so a friends list needs no call into any room.
 */
export async function livePresence(): Promise<LivePresence> {
  const online = new Set<string>();
  const playing = new Map<string, string>();
  const [lobbies, tables] = await Promise.all([
    matchMaker.query({ name: LOBBY_ROOM }),
    matchMaker.query({ name: TABLE_ROOM }),
  ]);
  for (const room of lobbies) {
    for (const name of (room.metadata as { online?: string[] } | undefined)?.online ?? [])
      online.add(accountNameKey(name));
  }
  for (const room of tables) {
    const t = (room.metadata as { lobby?: LobbyTable } | undefined)?.lobby;
    if (t === undefined || t.over) continue;
    for (const seat of [t.seats.white, t.seats.black]) {
      if (seat.account !== true || seat.name === null) continue;
      if (seat.status !== 'connected' && seat.status !== 'reconnecting') continue;
      const key = accountNameKey(seat.name);
      online.add(key);
      if (t.started) playing.set(key, t.tableId);
    }
  }
  return { online, playing };
}
