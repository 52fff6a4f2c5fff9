// Joins on a busy server: a burst of new tables whose rooms open while the database answers slowly, and
// a WebSocket that comes after its seat reservation was given up. Players must get their seats.
import { matchMaker, Room } from '@colyseus/core';
import { OnlineTable } from '@nardy/online';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEAT_RESERVATION_SECONDS } from '../src/room/settings.ts';
import { createTable, testServer } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('joins on a busy server', () => {
  it('both seats of a new table joining at once, while the database is slow, get one room and play', async () => {
    // Colyseus lets a second joinOrCreate of the same table wait about 0.7 s for the first to open its
    // room, then opens one of its own: loading the table in onCreate made two rooms of one table, each
    // seat alone in its own, and the game never started (or a seat's socket found the other room: 4002).
    const loadTable = server.store.loadTable.bind(server.store);
    vi.spyOn(server.store, 'loadTable').mockImplementation(async (id) => {
      const stored = await loadTable(id);
      await new Promise((r) => setTimeout(r, 1500));
      return stored;
    });
    const created = await createTable(server.url);
    const [white, black] = await Promise.all([
      OnlineTable.connect(created.join.white, { name: 'W', connectTimeout: 20000 }),
      OnlineTable.connect(created.join.black, { name: 'B', connectTimeout: 20000 }),
    ]);
    await white.until((s) => s.started, 10000);
    await black.until((s) => s.started, 10000);
    const rooms = await matchMaker.query({ tableId: created.id });
    expect(rooms.map((r) => r.clients)).toEqual([2]);
    await Promise.all([white.close(), black.close()]);
  });

  it('a table room keeps a seat reservation longer than the 15 s of Colyseus', async () => {
    const created = await createTable(server.url);
    const white = await OnlineTable.connect(created.join.white);
    const room = matchMaker.getLocalRoomById(created.id) as unknown as { seatReservationTime: number };
    expect(room.seatReservationTime).toBe(SEAT_RESERVATION_SECONDS);
    expect(SEAT_RESERVATION_SECONDS).toBeGreaterThanOrEqual(60);
    await white.close();
  });

  it('a join whose socket came after its reservation was given up is tried again and gets the seat', async () => {
    // What a slow machine does: the matchmaker reserved the seat, the socket came too late, and the
    // server closed it with 4002 ("seat reservation expired."). The join link is still good.
    const refused = vi.spyOn(Room.prototype, 'hasReservedSeat').mockReturnValueOnce(false);
    const created = await createTable(server.url);
    const white = await OnlineTable.connect(created.join.white, { name: 'W', retryDelays: [50] });
    expect(refused).toHaveBeenCalledTimes(2);
    expect(white.snapshot.seats.white).toEqual({ name: 'W', status: 'connected' });
    await white.close();
  });
});
