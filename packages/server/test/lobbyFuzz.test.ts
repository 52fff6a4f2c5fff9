import { pack } from '@colyseus/msgpackr';
import { LOBBY_REFUSAL_CODES, LOBBY_ROOM, OnlineLobby, PROTOCOL_VERSION } from '@nardy/online';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testServer, waitFor } from './support/helpers.ts';

/**
 * The lobby fuzzed: random msgpack frames (well-formed or not), random messages of known and unknown
 * types with random payloads, from several connections at once. The server must stay up, answer every
 * refusal with a code of `LOBBY_REFUSAL_CODES`, close a connection only for its strikes (4101), log no
 * handler failure, print nothing, and still pair a quick match afterwards.
 */
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ limits: { messagesPerSecond: 2000, messageBurst: 2000, strikes: 50 } });
});
afterAll(async () => {
  await server?.close();
});

/** A small seeded generator (mulberry32): the same run every time, a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const value = (depth = 0): unknown => {
    switch (int(depth > 2 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return next() < 0.5;
      case 2:
        return pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, int(1000)]);
      case 3:
        return pick(['', 'short', 'none', 'blitz', 'A'.repeat(22), '\u0000\u202e', 'x'.repeat(int(3000))]);
      case 4:
        return undefined;
      case 5:
        return new Uint8Array(int(64)).map(() => int(256));
      case 6:
        return Array.from({ length: int(5) }, () => value(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: int(5) }, () => [
            pick(['preset', 'clock', 'rated', 'id', 'tableId', '__proto__', 'x']),
            value(depth + 1),
          ]),
        );
    }
  };
  return { next, int, pick, value };
}

const TYPES = ['quick', 'cancel', 'sit', 'lobby', 'refused', '', 'constructor', '__proto__', 'x'.repeat(300)];

describe('the lobby under random input', () => {
  it('stays up, refuses with codes, closes only for strikes, and still pairs a quick match', {
    timeout: 60000,
  }, async () => {
    // Nothing a client sends may make the server write to its console (a log flood).
    const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
    const codes = new Set<string>();
    const closes: number[] = [];
    const rooms: Room[] = [];
    for (let c = 0; c < 3; c++) {
      const room = await new Client(server.url.replace(/\/$/, '')).joinOrCreate(LOBBY_ROOM, {
        protocol: PROTOCOL_VERSION,
        name: `fuzz ${c}`,
      });
      for (const type of ['lobby', 'queued', 'matched', 'seat']) room.onMessage(type, () => {});
      room.onMessage('refused', (m: { code: unknown; message: unknown }) => {
        expect(typeof m.message).toBe('string');
        codes.add(String(m.code));
      });
      room.onLeave((code) => closes.push(code));
      rooms.push(room);
    }
    await Promise.all(
      rooms.map(async (room, c) => {
        const r = random(1000 + c);
        for (let i = 0; i < 250 && room.connection.isOpen; i++) {
          const kind = r.int(10);
          if (kind < 3) {
            // A raw frame: room data with random bytes after the header, or random bytes altogether.
            const body = Array.from({ length: r.int(40) }, () => r.int(256));
            const header = r.next() < 0.8 ? [13] : r.next() < 0.5 ? [17] : [];
            room.connection.send(new Uint8Array([...header, ...body]));
          } else if (kind < 5) {
            // Room data: a real type, then a msgpack payload that may be anything.
            const type = r.pick(TYPES);
            const name = new TextEncoder().encode(type);
            const frame = new Uint8Array([13, 0xd9, name.length, ...name, ...pack(r.value())]);
            room.connection.send(frame);
          } else {
            room.send(r.pick(TYPES), r.value());
          }
          if (i % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const spy of printed) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    const known: readonly string[] = LOBBY_REFUSAL_CODES;
    expect([...codes].filter((code) => !known.includes(code))).toEqual([]);
    expect([...codes]).toEqual(expect.arrayContaining(['message/malformed', 'message/unknown-type']));
    expect(closes.filter((code) => code !== 4101)).toEqual([]);
    expect(server.logs.filter((l) => l.startsWith('lobby: ') && !l.includes('server/storage'))).toEqual([]);
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true)));

    // The server is up and the lobby still works.
    expect((await fetch(new URL('api/health', server.url))).status).toBe(200);
    const a = await OnlineLobby.connect(server.url, { name: 'After A' });
    const b = await OnlineLobby.connect(server.url, { name: 'After B' });
    const matched = Promise.all([new Promise((r) => a.on('matched', r)), new Promise((r) => b.on('matched', r))]);
    a.quick('short', 'none');
    b.quick('short', 'none');
    await matched;
    await waitFor(() => a.queue === null && b.queue === null, 5000, 'both out of the queue');
    await Promise.all([a.close(), b.close()]);
  });
});
