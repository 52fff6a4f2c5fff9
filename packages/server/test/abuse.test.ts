import { request } from 'node:http';
import { CLOSE_CODES, LOBBY_ROOM, OnlineLobby, PROTOCOL_VERSION } from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTable } from '../src/newTable.ts';
import { postTable, TWO_SHORT_BOARDS, testServer, waitFor } from './support/helpers.ts';

/**
 * What would hurt the server is refused before it costs anything: bodies over 8 KB on every route (the
 * matchmaker's included), lobby messages over the size or the rate (strikes close the connection), quick
 * match as a way around the table limit, frames over the WebSocket limit, a malformed session cookie.
 */
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ limits: { tablesPerMinute: 3, messagesPerSecond: 20, messageBurst: 40, strikes: 6 } });
});
afterAll(async () => {
  await server?.close();
});

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(open.map((x) => x.close().catch(() => {})));
});

/** A raw POST: `chunks` are written one by one (no content-length when `declared` is null). */
function rawPost(
  path: string,
  chunks: readonly Buffer[],
  declared: number | null,
): Promise<{ status: number; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declared === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declared) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, closed: res.headers.connection === 'close' }));
    });
    req.on('error', (e) => reject(e));
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => {});
  });
}

describe('HTTP bodies', () => {
  it('a matchmaker POST over 8 KB is refused 413 before it is read, whether declared or chunked', async () => {
    const rssBefore = process.memoryUsage().rss;
    const declared = await rawPost('/matchmake/joinOrCreate/table', [Buffer.alloc(16 * 1024, 32)], 300 * 1024 * 1024);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ error: { code: 'request/too-large' } });
    // 64 MB sent in 64 KB chunks without a length: answered after the first 8 KB, the rest never read.
    const chunk = Buffer.alloc(64 * 1024, 32);
    const chunked = await rawPost(
      '/matchmake/joinOrCreate/table',
      Array.from({ length: 1024 }, () => chunk),
      null,
    ).catch((e: Error) => ({ status: 0, body: e.message, closed: true }));
    expect([413, 0]).toContain(chunked.status);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(48 * 1024 * 1024);
    // The API's own routes have the same limit, and the server answers as before.
    expect((await rawPost('/api/tables', [Buffer.alloc(9000, 32)], 9000)).status).toBe(413);
    expect((await fetch(new URL('api/health', server.url))).status).toBe(200);
  });
});

describe('the lobby at the door', () => {
  async function joinLobby(): Promise<{ room: Room; refusals: string[]; closed: Promise<number> }> {
    const room = await new Client(server.url.replace(/\/$/, '')).joinOrCreate(LOBBY_ROOM, {
      protocol: PROTOCOL_VERSION,
      name: 'Door',
    });
    const refusals: string[] = [];
    room.onMessage('refused', (m: { code: string }) => refusals.push(m.code));
    for (const type of ['lobby', 'queued', 'matched', 'seat']) room.onMessage(type, () => {});
    const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    open.push({ close: async () => void (room.connection.isOpen ? await room.leave(true) : undefined) });
    return { room, refusals, closed };
  }

  it('messages over 8 KB are refused with a code; strikes in a row close the connection (4101)', async () => {
    const { room, refusals, closed } = await joinLobby();
    for (let i = 0; i < 10; i++) room.send('quick', { preset: 'short', clock: 'none', padding: 'x'.repeat(60_000) });
    expect(await closed).toBe(CLOSE_CODES.abusive);
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    expect(new Set(refusals)).toEqual(new Set(['message/too-large']));
  });

  it('messages over the rate are refused and strike; unknown types and bad shapes too', async () => {
    const flooded = await joinLobby();
    for (let i = 0; i < 60; i++) flooded.room.send('cancel');
    expect(await flooded.closed).toBe(CLOSE_CODES.abusive);
    expect(flooded.refusals).toContain('rate/limited');

    const confused = await joinLobby();
    confused.room.send('dance', {});
    confused.room.send('sit', { id: 1, tableId: 42 });
    confused.room.send('quick', { preset: 'chess', clock: 'none' });
    await waitFor(() => confused.refusals.length === 3, 5000, 'three refusals');
    expect(confused.refusals).toEqual(['message/unknown-type', 'message/malformed', 'quick/preset']);
    // A good message in between starts the count again: the connection stays.
    confused.room.send('cancel');
    for (let i = 0; i < 4; i++) confused.room.send('dance', {});
    await waitFor(() => confused.refusals.length === 7, 5000, 'four more refusals');
    expect(confused.room.connection.isOpen).toBe(true);
  });

  it('a frame over the WebSocket limit closes that connection with one log line, not a stack trace', async () => {
    const { room, closed } = await joinLobby();
    room.send('quick', { padding: 'x'.repeat(100_000) });
    expect(await closed).toBe(1009);
    await waitFor(() => server.logs.some((l) => l.includes('Max payload size exceeded')), 5000, 'the log line');
    const line = server.logs.find((l) => l.includes('Max payload size exceeded')) ?? '';
    // One JSON line (the structured log): the message and its code, no stack.
    const entry = JSON.parse(line) as { msg: string; code: string; stack?: string; err?: unknown };
    expect(entry.msg).toMatch(/^websocket from .*: Max payload size exceeded$/);
    expect(entry.code).toBe('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(entry.stack ?? entry.err).toBeUndefined();
    expect(line.includes('\n')).toBe(false);
  });

  it('quick match counts its tables against the players’ addresses: no way around the table limit', async () => {
    const a = await OnlineLobby.connect(server.url, { name: 'A' });
    const b = await OnlineLobby.connect(server.url, { name: 'B' });
    open.push(a, b);
    const refusals: string[] = [];
    a.on('refused', (r) => refusals.push(r.code));
    let matches = 0;
    a.on('matched', () => {
      matches++;
    });
    // Both from this address: each pairing opens a table counted once for it.
    for (let i = 0; i < 3; i++) {
      const before = matches;
      a.quick('short', 'none');
      b.quick('short', 'none');
      await waitFor(() => matches === before + 1, 5000, `match ${i + 1}`);
    }
    a.quick('short', 'none');
    await waitFor(() => refusals.includes('rate/tables'), 5000, 'the table limit');
    expect(matches).toBe(3);
    // The same counter as the API's.
    expect((await postTable(server.url, { table: TWO_SHORT_BOARDS })).status).toBe(429);
  });
});

describe('cookies', () => {
  it('a malformed session cookie is no session: never a 500, never a refused join', async () => {
    // Opened through the store: this address has spent its tables above.
    const config = parseTableConfig(TWO_SHORT_BOARDS);
    if (!config.ok) throw new Error(config.error.code);
    const created = await openTable(server.store, { config: config.value, name: null, clock: null, rated: false });
    const res = await fetch(new URL('api/session', server.url), { headers: { cookie: 'nardy_session=%zz' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    // The matchmaker's answer to a join carries the cookie through onAuth: a seat, not an error.
    for (const [room, options] of [
      ['lobby', { protocol: PROTOCOL_VERSION }],
      ['table', { protocol: PROTOCOL_VERSION, tableId: created.id }],
    ] as const) {
      const answer = await fetch(new URL(`matchmake/joinOrCreate/${room}`, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'nardy_session=%zz; other=%E0%A4%A' },
        body: JSON.stringify(options),
      });
      const body = (await answer.json()) as { sessionId?: string; error?: string };
      expect(body.error, room).toBeUndefined();
      expect(body.sessionId, room).toEqual(expect.any(String));
    }
  });
});
