import type { Client, Deferred } from '@colyseus/core';
import { CLOSE_CODES, normalizeName, type SeatInfo, type Seats } from '@nardy/online';
import type { AutoPlaySettings } from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import type { Account } from '../accounts/accountStore.ts';
import type { StoredSeat } from '../storage/tableStore.ts';
import { refuse } from './messageGate.ts';
import type { TableRoom } from './tableRoom.ts';

/** A seat as the room keeps it: what is stored, and who holds it now. */
export interface SeatState {
  tokenHash: string;
  name: string | null;
  clientSeed: string | null;
  claimed: boolean;
  /** The account holding the seat (null: a guest). */
  userId: string | null;
  /** Its rating of this table's kind, rounded, when it has one. */
  rating: number | null;
  /** The computer's level when the computer plays this seat on the server. */
  computer: string | null;
  client: Client | null;
  status: SeatInfo['status'];
  heldUntil: number | null;
  /** A lobby player was given this (unclaimed) seat's new token and has not joined yet. */
  reservedUntil: number;
  reconnection: Deferred<Client> | null;
  /** What the server plays by itself for this seat (sent with its join or by `auto`). */
  auto: AutoPlaySettings | null;
}

/** A seat rebuilt from what is stored, keeping what the room knew of its live connection. */
export function seatFrom(stored: StoredSeat, live: SeatState | undefined): SeatState {
  return {
    tokenHash: stored.tokenHash,
    name: stored.name,
    clientSeed: stored.clientSeed,
    claimed: stored.claimed,
    userId: stored.userId,
    rating: live?.rating ?? null,
    computer: stored.computer,
    client: live?.client ?? null,
    status: stored.computer !== null ? 'connected' : (live?.status ?? (stored.claimed ? 'away' : 'empty')),
    heldUntil: live?.heldUntil ?? null,
    reservedUntil: live?.reservedUntil ?? 0,
    reconnection: live?.reconnection ?? null,
    auto: live?.auto ?? null,
  };
}

/** What every client sees of the seats. */
export function seatInfo(room: TableRoom): Seats {
  const info = (s: SeatState): SeatInfo => ({
    name: s.name,
    status: s.status,
    ...(s.status === 'reconnecting' && s.heldUntil !== null ? { heldUntil: s.heldUntil } : {}),
    ...(s.userId !== null ? { account: true as const } : {}),
    ...(s.rating !== null ? { rating: s.rating } : {}),
    ...(s.computer !== null ? { computer: s.computer } : {}),
  });
  return { white: info(room.seats.white), black: info(room.seats.black) };
}

/** The seat this connection still holds (its token's), `'spectator'`, or null (replaced, gone). */
export function seatOf(room: TableRoom, client: Client): Color | 'spectator' | null {
  const auth = room.auths.get(client.sessionId);
  if (!auth) return null;
  if (auth.role === 'spectator') return 'spectator';
  const seat = room.seats[auth.role];
  return seat.client === client && seat.tokenHash === auth.tokenHash ? auth.role : null;
}

/** A seat arrives by its join link: it takes the seat over from any earlier connection of it. */
export async function seatJoins(
  room: TableRoom,
  client: Client,
  color: Color,
  options: Record<string, unknown>,
  account: Account | null,
  auto: AutoPlaySettings | null,
): Promise<void> {
  const seat = room.seats[color];
  const earlier = seat.client;
  if (earlier !== null && earlier !== client) {
    room.replaced.add(earlier);
    refuse(earlier, 'seat/replaced', 'this seat was opened on another connection');
    earlier.leave(CLOSE_CODES.seatReplaced);
  }
  seat.reconnection?.reject(new Error('the seat came back through its join link'));
  seat.reconnection = null;
  const stored = await room.settings.store.claimSeat(room.tableId, color, {
    // An account plays under its own name; a guest under the name he chose.
    name:
      account !== null && (seat.userId === null || seat.userId === account.id)
        ? account.name
        : normalizeName(options.name),
    clientSeed: typeof options.clientSeed === 'string' ? options.clientSeed : null,
    userId: account?.id ?? null,
  });
  seat.name = stored.name;
  seat.clientSeed = stored.clientSeed;
  if (stored.userId !== seat.userId) {
    seat.userId = stored.userId;
    seat.rating = stored.userId === null ? null : await room.ratingOf(stored.userId);
  }
  seat.claimed = true;
  seat.client = client;
  seat.status = 'connected';
  seat.heldUntil = null;
  seat.reservedUntil = 0;
  seat.auto = auto;
  room.seatSettingsChanged(color);
  room.startIfReady(0);
}

/**
 * A seat's connection left: a consented leave makes it `away` at once; a dropped one is held for its
 * reconnection token (`reconnecting`) until `reconnectSeconds`, then `away`.
 */
export async function seatLeaves(room: TableRoom, client: Client, color: Color, consented: boolean): Promise<void> {
  const seat = room.seats[color];
  if (room.replaced.has(client) || seat.client !== client) {
    room.auths.delete(client.sessionId);
    return;
  }
  if (consented) {
    room.auths.delete(client.sessionId);
    seat.client = null;
    seat.status = 'away';
    room.broadcastSeats();
    return;
  }
  const seconds = room.settings.reconnectSeconds;
  seat.status = 'reconnecting';
  seat.heldUntil = Date.now() + seconds * 1000;
  room.broadcastSeats();
  const reconnection = room.allowReconnection(client, seconds);
  seat.reconnection = reconnection;
  try {
    const back = await reconnection;
    if (seat.reconnection !== reconnection) return;
    seat.reconnection = null;
    seat.client = back;
    seat.status = 'connected';
    seat.heldUntil = null;
    room.sendSnapshot(back);
    room.broadcastSeats();
    await room.enqueue(() => room.flagIfSpent());
  } catch {
    if (seat.reconnection !== reconnection) return;
    room.auths.delete(client.sessionId);
    seat.reconnection = null;
    seat.client = null;
    seat.status = 'away';
    seat.heldUntil = null;
    room.broadcastSeats();
  }
}

/** Whether `color`'s opponent is a seat nobody plays (the computer's seats are always here). */
export function otherSeat(room: TableRoom, color: Color): SeatState {
  return room.seats[opposite(color)];
}
