import type { Client } from '@colyseus/core';
import type { RematchMessage, Role } from '@nardy/online';
import type { Color } from '@nardy/rules';
import { openTable } from '../newTable.ts';
import { refuse, tell } from './messageGate.ts';
import { seatOf } from './seats.ts';
import type { TableRoom } from './tableRoom.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rematch after the end: who offered, who declined, and the new table with its seats' tokens. */
export interface RematchState {
  offered: Set<Color>;
  declined?: Color;
  tableId?: string;
  tokens?: { [C in Color]: string };
}

/** What a connection of `role` is told of the rematch: the offers, and its own new seat's token. */
export function rematchFor(room: TableRoom, role: Role): RematchMessage {
  const r = room.rematchState;
  if (r === null) return { offered: [] };
  return {
    offered: [...r.offered],
    ...(r.declined ? { declined: r.declined } : {}),
    ...(r.tableId ? { tableId: r.tableId } : {}),
    ...(r.tokens && role !== 'spectator' ? { token: r.tokens[role] } : {}),
  };
}

function broadcastRematch(room: TableRoom): void {
  for (const c of room.clients) {
    const auth = room.auths.get(c.sessionId);
    if (auth) tell(c, 'rematch', rematchFor(room, auth.role));
  }
}

/**
 * After the end, a seat offers a rematch or answers the other's offer. When both agree the server
 * opens a new table with the same settings and the colours swapped, and tells each seat its new token.
 * Against the computer, its seat agrees at once (and keeps its level at the new table).
 */
export async function onRematch(room: TableRoom, client: Client, payload: unknown): Promise<void> {
  const seat = seatOf(room, client);
  if (seat === null) return refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
  if (seat === 'spectator') return refuse(client, 'rematch/spectator', 'only the players can ask for a rematch');
  if (!room.table.over) return refuse(client, 'rematch/not-over', 'the table is not over yet');
  room.rematchState ??= { offered: new Set() };
  const r = room.rematchState;
  if (r.tableId) return broadcastRematch(room);
  if (isRecord(payload) && payload.accept === false) {
    r.offered.clear();
    r.declined = seat;
  } else {
    r.declined = undefined;
    r.offered.add(seat);
    for (const color of ['white', 'black'] as const) if (room.seats[color].computer !== null) r.offered.add(color);
  }
  if (r.offered.size === 2) {
    // Colours swapped: this table's White plays Black there.
    const computer: { white?: string; black?: string } = {};
    if (room.seats.white.computer !== null) computer.black = room.seats.white.computer;
    if (room.seats.black.computer !== null) computer.white = room.seats.black.computer;
    const { id, tokens } = await openTable(room.settings.store, {
      config: room.config,
      name: room.tableName,
      clock: room.clockSettings,
      rated: room.rated,
      listed: room.listed,
      rematchOf: room.tableId,
      computer,
    });
    r.tableId = id;
    r.tokens = { white: tokens.black, black: tokens.white };
  }
  broadcastRematch(room);
}
