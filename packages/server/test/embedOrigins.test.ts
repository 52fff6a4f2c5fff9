import { PROTOCOL_VERSION } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEmbedOrigin } from '../src/embedOrigins.ts';
import { BadEmbedOrigin, startGameServer } from '../src/gameServer.ts';
import { createTable, testServer } from './support/helpers.ts';

/**
 * `embedOrigins` (`nardy serve --embed-origin`): a page of that site may read the live embeds' routes —
 * the tournaments, a spectator's join and reconnection — and no other; a page of any other site gets
 * no CORS header anywhere (Colyseus' own default, every origin with credentials, is gone).
 */
const CLUB = 'http://club.example.org:8080';
const OTHER = 'http://elsewhere.example.com';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ embedOrigins: [`${CLUB}/`] });
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: RequestInit & { origin?: string } = {}) =>
  fetch(new URL(path, server.url), {
    ...init,
    headers: { ...(init.origin ? { origin: init.origin } : {}), ...(init.headers as Record<string, string>) },
  });

const allowed = (res: Response) => res.headers.get('access-control-allow-origin');

describe('parseEmbedOrigin', () => {
  it('keeps scheme, host and port; refuses anything that is not an origin', () => {
    expect(parseEmbedOrigin('https://club.example.org')).toBe('https://club.example.org');
    expect(parseEmbedOrigin('https://club.example.org/')).toBe('https://club.example.org');
    expect(parseEmbedOrigin('HTTP://Club.Example.org:80')).toBe('http://club.example.org');
    expect(parseEmbedOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const bad of [
      'club.example.org',
      'https://club.example.org/page',
      'https://x.org/?a=1',
      'ftp://x.org',
      '*',
      '',
    ]) {
      expect(parseEmbedOrigin(bad), bad).toBeNull();
    }
  });

  it('a server given something else does not start (server/embed-origin)', async () => {
    await expect(startGameServer({ embedOrigins: ['https://club.example.org/page'] })).rejects.toBeInstanceOf(
      BadEmbedOrigin,
    );
  });
});

describe('CORS for the embed origin', () => {
  it("the tournaments' reads answer the embed origin, with Vary: Origin", async () => {
    for (const path of ['/api/tournaments', '/api/tournaments/abc123']) {
      const res = await call(path, { origin: CLUB });
      expect(allowed(res), path).toBe(CLUB);
      expect(res.headers.get('vary'), path).toContain('Origin');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('another site, and any other route or method, get no CORS header', async () => {
    const table = await createTable(server.url);
    expect(allowed(await call('/api/tournaments', { origin: OTHER }))).toBeNull();
    expect(allowed(await call('/api/tournaments/abc123', { origin: OTHER }))).toBeNull();
    for (const path of [
      `/api/tables/${table.id}/record`,
      '/api/health',
      '/api/session',
      '/api/leaderboard/short',
      '/',
    ]) {
      expect(allowed(await call(path, { origin: CLUB })), path).toBeNull();
    }
    const post = await call('/api/tournaments', { method: 'POST', origin: CLUB, body: '{}' });
    expect(allowed(post)).toBeNull();
    const created = await call('/api/tables', { method: 'POST', origin: CLUB, body: '{}' });
    expect(allowed(created)).toBeNull();
  });

  it("the matchmaker's preflight allows a spectator's join and reconnection from the embed origin only", async () => {
    const preflight = (path: string, origin: string) =>
      call(path, {
        method: 'OPTIONS',
        origin,
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    for (const path of ['/matchmake/joinOrCreate/table', '/matchmake/reconnect/AbCd_1234']) {
      const res = await preflight(path, CLUB);
      expect(allowed(res), path).toBe(CLUB);
      expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
      expect(res.headers.get('access-control-allow-headers'), path).toMatch(/content-type/i);
      expect(allowed(await preflight(path, OTHER)), path).toBeNull();
    }
    for (const path of ['/matchmake/joinOrCreate/lobby', '/matchmake/create/table', '/matchmake/joinById/x']) {
      expect(allowed(await preflight(path, CLUB)), path).toBeNull();
    }
  });

  it('a spectator joins from the embed origin; a seat is refused there (seat/embed-origin)', async () => {
    const table = await createTable(server.url);
    const join = (options: Record<string, unknown>, origin: string) =>
      call('/matchmake/joinOrCreate/table', {
        method: 'POST',
        origin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ protocol: PROTOCOL_VERSION, tableId: table.id, ...options }),
      });
    const watching = await join({}, CLUB);
    expect(allowed(watching)).toBe(CLUB);
    const reservation = (await watching.json()) as { sessionId?: string; error?: string };
    expect(reservation.sessionId).toEqual(expect.any(String));
    const token = new URL(table.join.white ?? '').hash.match(/seat=([^&]+)/)?.[1];
    const seat = (await (await join({ token }, CLUB)).json()) as { error?: string };
    expect(seat.error).toMatch(/^seat\/embed-origin/);
    // The matchmaker's answer to another site carries no CORS header: its browser reads nothing.
    expect(allowed(await join({}, OTHER))).toBeNull();
  });
});
