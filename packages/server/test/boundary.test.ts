import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSE_CODES } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTable, seatBoth, TWO_SHORT_BOARDS, testServer, waitFor } from './support/helpers.ts';

/** Limits at the boundary with a server whose limits are tight, and the static app it serves. */
let server: Awaited<ReturnType<typeof testServer>>;
let scratch: string;
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'nardy-app-'));
  const app = join(scratch, 'app');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Nardy</title>');
  writeFileSync(join(app, 'assets', 'app-1234.js'), 'export {};');
  writeFileSync(join(scratch, 'secret.txt'), 'outside');
  server = await testServer({
    staticDir: app,
    limits: { tablesPerMinute: 3, messagesPerSecond: 2, messageBurst: 4, strikes: 6 },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A raw GET (fetch would normalise `..` away). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('limits at the boundary', () => {
  it('tables per address per minute: the fourth is refused with 429 rate/tables', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await postTable(server.url, { table: TWO_SHORT_BOARDS })).status);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect((await postTable(server.url, { table: TWO_SHORT_BOARDS })).body).toMatchObject({
      error: { code: 'rate/tables' },
    });
  });

  it('a command over the rate is refused with its own id: its send() settles with rate/limited', async () => {
    const created = await createTableDirect();
    const seats = await seatBoth(created);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => seats.white.send({ type: 'UNDO' })));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'accepted'));
    expect(codes).toContain('rate/limited');
    expect(codes.every((c) => c === 'rate/limited' || c === 'turn/wrong-phase' || c === 'undo/nothing')).toBe(true);
    await seats.black.close();
    await seats.white.close();
  });

  it('messages over the rate are refused; a flood closes the connection, the room and the other seat go on', async () => {
    const created = await createTableDirect();
    const seats = await seatBoth(created);
    const refusals: string[] = [];
    seats.white.on('refused', (r) => refusals.push(r.code));
    const closed = new Promise<void>((resolve) => seats.white.on('status', (s) => s !== 'connected' && resolve()));
    for (let i = 0; i < 12; i++) seats.white.sendRaw('sync', undefined);
    await waitFor(() => refusals.includes('rate/limited'), 5000, 'a rate refusal');
    await closed;
    expect(refusals.every((c) => c === 'rate/limited')).toBe(true);
    await waitFor(() => seats.black.snapshot.seats.white.status !== 'connected', 5000, 'white shown as dropped');
    expect(CLOSE_CODES.abusive).toBe(4101);
    expect(seats.black.status).toBe('connected');
    await seats.black.close();
    await seats.white.close();
  });
});

let direct = 0;

/** A table made through the store (the address's table quota is spent by the test above). */
async function createTableDirect() {
  const { hashToken } = await import('../src/tableDice.ts');
  const n = String(++direct).padStart(3, '0');
  const id = `direct${n}`.padEnd(22, 'x');
  const tokens = { white: 'w'.repeat(40) + n, black: 'b'.repeat(40) + n };
  await server.store.createTable({
    id,
    name: null,
    spec: TWO_SHORT_BOARDS as never,
    serverSeed: '11'.repeat(32),
    commitment: 'x',
    tokenHashes: { white: hashToken(tokens.white), black: hashToken(tokens.black) },
  });
  return {
    id,
    join: {
      white: `${server.url}#table=${id}&seat=${tokens.white}`,
      black: `${server.url}#table=${id}&seat=${tokens.black}`,
    },
    watch: `${server.url}#table=${id}`,
  };
}

describe('the app on the same port', () => {
  it('serves files, falls back to index.html for app paths, and never outside its folder', async () => {
    const index = await rawGet('/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('<title>Nardy</title>');
    expect(await rawGet('/assets/app-1234.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect((await rawGet('/some/app/route')).body).toContain('<title>Nardy</title>');
    expect((await rawGet('/missing.js')).status).toBe(404);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const r = await rawGet(path);
      expect(r.body, path).not.toContain('outside');
    }
    expect(await rawGet('/api/nothing')).toMatchObject({ status: 404 });
    expect(JSON.parse((await rawGet('/api/tables')).body)).toMatchObject({ error: { code: 'request/method' } });
  });
});
