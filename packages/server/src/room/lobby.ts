import type { LobbyTable } from '@nardy/online';
import { type Color, opposite } from '@nardy/rules';
import { hashToken, randomId } from '../tableDice.ts';
import { seatInfo } from './seats.ts';
import { LOBBY_CHANNEL } from './settings.ts';
import type { TableRoom } from './tableRoom.ts';

/** What the lobby shows of this table, kept as the room's metadata (queried across processes). */
export function lobbyInfo(room: TableRoom): LobbyTable {
  return {
    tableId: room.tableId,
    name: room.tableName,
    kind: room.kind,
    spec: room.spec,
    clock: room.clockSettings,
    rated: room.rated,
    listed: room.listed,
    started: room.session !== null,
    over: room.table.over,
    seats: seatInfo(room),
    spectators: room.spectators,
  };
}

/** Says to the lobby (in every process) that what it shows of this table changed. */
export function publishToLobby(room: TableRoom): void {
  if (!room.tableId) return;
  void Promise.resolve(room.setMetadata({ lobby: lobbyInfo(room) }))
    .then(() => room.presence.publish(LOBBY_CHANNEL, room.tableId))
    .catch((e: unknown) => room.logger.warn({ err: e }, 'lobby metadata not published'));
}

/**
 * A lobby player sits at this open table (called by the lobby room, in whatever process): the empty
 * seat gets a new token, given only to him. Refused once play started or both seats are taken.
 */
export async function reserveSeat(
  room: TableRoom,
  account: { id: string; name: string } | null,
): Promise<{ color: Color; token: string } | { error: string }> {
  let answer: { color: Color; token: string } | { error: string } = { error: 'lobby/taken' };
  await room.enqueue(async () => {
    if (!room.listed || room.session !== null || room.table.over) return;
    const now = Date.now();
    const color = (['white', 'black'] as const).find(
      (c) => room.seats[c].status === 'empty' && !room.seats[c].claimed && room.seats[c].reservedUntil < now,
    );
    if (color === undefined) return;
    const other = room.seats[opposite(color)];
    if (room.rated && account === null) {
      answer = { error: 'lobby/login-required' };
      return;
    }
    if (account !== null && other.userId === account.id) {
      answer = { error: 'lobby/same-player' };
      return;
    }
    const token = randomId(32);
    if (!(await room.settings.store.replaceSeatToken(room.tableId, color, hashToken(token)))) return;
    room.seats[color].tokenHash = hashToken(token);
    room.seats[color].reservedUntil = now + 60_000;
    answer = { color, token };
    publishToLobby(room);
  });
  return answer;
}
