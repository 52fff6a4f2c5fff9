import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, readTableSettings } from './tablesApi.ts';

// The tables API as the online screen calls it, against a small HTTP server answering as the game
// server does (its successes and its refusals).
let server: Server;
let base = '';
const ID = 'a'.repeat(22);
const table = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } } as const;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/tables') {
      let raw = '';
      req.on('data', (d) => {
        raw += d;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as { rated?: boolean };
        if (body.rated) send(401, { error: { code: 'account/login-required', message: 'log in' } });
        else
          send(201, {
            id: ID,
            join: { white: `${base}#table=${ID}&seat=w`, black: `${base}#table=${ID}&seat=b` },
            watch: `${base}#table=${ID}`,
          });
      });
    } else if (req.url === `/api/tables/${ID}/record`) {
      send(200, { table, clock: { delayMs: 8000, reserveMs: 60000 }, rated: false, listed: true });
    } else {
      res.writeHead(502).end('bad gateway');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise((ok) => server.close(ok)));

describe('the tables API', () => {
  it('creates a table, or says the refusal with its code', async () => {
    const created = await createTable(base, { table, rated: false, listed: true });
    expect(created).toMatchObject({ ok: true, created: { id: ID } });
    const refused = await createTable(base, { table, rated: true, listed: false });
    expect(refused).toEqual({ ok: false, error: { code: 'account/login-required', message: 'log in' } });
    const offline = await createTable('http://127.0.0.1:9/', { table, rated: false, listed: false });
    expect(offline).toMatchObject({ ok: false, error: { code: 'connection/failed' } });
  });

  it("reads a table's settings from its public record; null when it cannot", async () => {
    expect(await readTableSettings(base, ID)).toEqual({
      spec: table,
      clock: { delayMs: 8000, reserveMs: 60000 },
      rated: false,
      listed: true,
    });
    expect(await readTableSettings(base, 'b'.repeat(22))).toBeNull();
  });
});
