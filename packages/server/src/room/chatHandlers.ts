import type { Client } from '@colyseus/core';
import { normalizeName } from '@nardy/online';
import type { Speaker } from '../chat.ts';
import { randomId } from '../tableDice.ts';
import type { TableRoom } from './tableRoom.ts';
import { refuse, tell } from './wire.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Who a connection is in the chat (null: it holds no seat any more). */
export function speaker(room: TableRoom, client: Client): Speaker | null {
  const auth = room.auths.get(client.sessionId);
  if (!auth) return null;
  if (auth.role === 'spectator') {
    const w = room.watchers.get(client.sessionId);
    if (!w) return null;
    return { connection: client.sessionId, role: auth.role, ...w, userId: auth.account?.id ?? null };
  }
  const seat = room.seats[auth.role];
  if (seat.client !== client) return null;
  return {
    connection: client.sessionId,
    role: auth.role,
    sender: auth.role,
    name: seat.name,
    account: seat.userId !== null,
    userId: seat.userId,
  };
}

/** A chat line: delivered to the connections of its channel that have not muted its sender. */
export function onChat(room: TableRoom, client: Client, payload: unknown): void {
  const who = speaker(room, client);
  if (who === null) {
    refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
    return;
  }
  const text = isRecord(payload) ? payload.text : undefined;
  const said = room.chat.say(who, text);
  if (!said.ok) {
    refuse(client, said.code, said.message);
    return;
  }
  if (who.userId) room.lineAuthors.set(said.line.id, who.userId);
  for (const c of room.clients) {
    const auth = room.auths.get(c.sessionId);
    if (auth && room.chat.delivers(c.sessionId, auth.role, said.line) && !blockedFor(room, c.sessionId, said.line.id)) {
      tell(c, 'chat', said.line);
    }
  }
}

/** Whether the line's author is an account that this connection's account blocked (docs/club.md "Blocks"). */
export function blockedFor(room: TableRoom, connection: string, lineId: number): boolean {
  const author = room.lineAuthors.get(lineId);
  return author !== undefined && room.blockedBy.get(connection)?.has(author) === true;
}

/** Stop (or resume) receiving one sender's lines on this connection. */
export function onMute(room: TableRoom, client: Client, payload: unknown): void {
  if (!isRecord(payload) || typeof payload.sender !== 'string' || typeof payload.muted !== 'boolean') {
    room.gate.strike(client, 'message/malformed', 'mute is {"sender": string, "muted": boolean}');
    return;
  }
  room.chat.mute(client.sessionId, payload.sender, payload.muted);
}

/** A chat line reported: stored for the operators and written to the server's log. */
export async function onReport(room: TableRoom, client: Client, payload: unknown): Promise<void> {
  const auth = room.auths.get(client.sessionId);
  const who = speaker(room, client);
  if (!auth || who === null) return;
  const id = isRecord(payload) ? payload.message : undefined;
  const line = room.chat.line(id, auth.role);
  if (line === null) return refuse(client, 'report/unknown-message', 'no such chat line here');
  const reportId = randomId(12);
  const reason = isRecord(payload) ? normalizeName(payload.reason, 200) : null;
  const stored = await room.settings.store.report({
    id: reportId,
    tableId: room.tableId,
    line,
    reporter: { role: auth.role, name: who.name, account: auth.account?.id ?? null },
    address: auth.address,
    reason,
  });
  // Reported before by the same reporter: answered alike, logged once.
  if (!stored.created) return tell(client, 'reported', { message: line.id });
  room.logger.info(
    { reportId, line: line.id, sender: line.from.sender, reporter: auth.role },
    `report ${reportId}: chat line ${line.id} by ${line.from.sender}, reported by ${auth.role}`,
  );
  tell(client, 'reported', { message: line.id });
}
