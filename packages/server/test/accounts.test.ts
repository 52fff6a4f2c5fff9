import { OnlineTable, type PeopleTable } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/accounts/passwords.ts';
import { matchWeight, rateTable } from '../src/ratings/glicko.ts';
import { playOut, postTable, register, testServer } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ limits: { failedLoginsPerName: 3 } });
});
afterAll(async () => {
  await server?.close();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, server.url), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
const body = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };

describe('passwords', () => {
  it('scrypt hashes carry their cost and salt; only the right password verifies', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('correct horse', cost);
    const b = await hashPassword('correct horse', cost);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });
});

describe('accounts and sessions', () => {
  it('registers with an HTTP-only SameSite session cookie; names are unique regardless of case; bad input has codes', async () => {
    const res = await api('api/accounts', {
      method: 'POST',
      body: JSON.stringify({ name: 'Ann', password: 'correct horse' }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nardy_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect(((await res.json()) as { user: unknown }).user).toEqual({
      id: expect.any(String),
      name: 'Ann',
      ratings: {},
    });
    const again = await api('api/accounts', {
      method: 'POST',
      body: JSON.stringify({ name: 'ANN', password: 'another one' }),
    });
    expect(await body(again)).toMatchObject({ status: 409, body: { error: { code: 'account/name-taken' } } });
    for (const [name, password, code] of [
      ['a', 'correct horse', 'account/name'],
      ['<b>x</b>', 'correct horse', 'account/name'],
      ['Bob', 'short', 'account/password'],
      [7, 'correct horse', 'account/name'],
    ]) {
      const r = await api('api/accounts', { method: 'POST', body: JSON.stringify({ name, password }) });
      expect(await body(r)).toMatchObject({ status: 400, body: { error: { code } } });
    }
    const row = await server.store.db
      .selectFrom('users')
      .select('password_hash')
      .where('name', '=', 'Ann')
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('correct horse');
  });

  it('logs in and out; a wrong password and an unknown name get the same answer; a cookie from another site is not trusted', async () => {
    await register(server.url, 'Cleo', 'correct horse');
    const ok = await api('api/session', {
      method: 'POST',
      body: JSON.stringify({ name: 'cleo', password: 'correct horse' }),
    });
    expect(ok.status).toBe(200);
    const cookie = (ok.headers.get('set-cookie') ?? '').split(';')[0];
    expect(await body(await api('api/session', { headers: { cookie } }))).toMatchObject({
      status: 200,
      body: { user: { name: 'Cleo' } },
    });
    // The same cookie sent by a page of another site counts for nothing.
    expect(await body(await api('api/session', { headers: { cookie, origin: 'http://evil.example' } }))).toEqual({
      status: 200,
      body: { user: null },
    });
    const wrong = await body(
      await api('api/session', { method: 'POST', body: JSON.stringify({ name: 'Cleo', password: 'nope nope' }) }),
    );
    const unknown = await body(
      await api('api/session', { method: 'POST', body: JSON.stringify({ name: 'Nobody', password: 'nope nope' }) }),
    );
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'account/wrong-password' } } });
    const foreign = await api('api/session', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      body: JSON.stringify({ name: 'Cleo', password: 'correct horse' }),
    });
    expect(await body(foreign)).toMatchObject({ status: 403, body: { error: { code: 'request/origin' } } });
    const out = await api('api/session', { method: 'DELETE', headers: { cookie } });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await body(await api('api/session', { headers: { cookie } }))).toEqual({
      status: 200,
      body: { user: null },
    });
  });

  it('login is rate-limited per name after failures, even with the right password', async () => {
    await register(server.url, 'Dora', 'correct horse');
    for (let i = 0; i < 3; i++) {
      const r = await api('api/session', {
        method: 'POST',
        body: JSON.stringify({ name: 'Dora', password: `guess ${i}xx` }),
      });
      expect(r.status).toBe(401);
    }
    const blocked = await api('api/session', {
      method: 'POST',
      body: JSON.stringify({ name: 'Dora', password: 'correct horse' }),
    });
    expect(await body(blocked)).toMatchObject({ status: 429, body: { error: { code: 'rate/login' } } });
  });
});

describe('rated tables and ratings', () => {
  it('a rated table needs a logged-in creator, and account seats: guests, a second account and the same account are refused', async () => {
    const anon = await postTable(server.url, { table: ONE_BOARD, rated: true });
    expect(anon).toMatchObject({ status: 401, body: { error: { code: 'account/login-required' } } });
    const eve = await register(server.url, 'Eve');
    const fay = await register(server.url, 'Fay');
    const gus = await register(server.url, 'Gus');
    const created = (await (
      await api('api/tables', {
        method: 'POST',
        headers: { cookie: eve.cookie },
        body: JSON.stringify({ table: ONE_BOARD, rated: true }),
      })
    ).json()) as PeopleTable;
    // The public record says what the table is before anyone sits down.
    const record = await (await api(`api/tables/${created.id}/record`)).json();
    expect(record).toMatchObject({ rated: true, listed: false });
    await expect(OnlineTable.connect(created.join.white, { name: 'guest' })).rejects.toMatchObject({
      code: 'seat/login-required',
    });
    const white = await OnlineTable.connect(created.join.white, { sessionToken: eve.token, name: 'ignored' });
    expect(white.snapshot.seats.white).toEqual({ name: 'Eve', status: 'connected', account: true });
    await expect(OnlineTable.connect(created.join.black, { sessionToken: eve.token })).rejects.toMatchObject({
      code: 'seat/same-player',
    });
    const black = await OnlineTable.connect(created.join.black, { sessionToken: fay.token });
    await black.close();
    await expect(OnlineTable.connect(created.join.black, { sessionToken: gus.token })).rejects.toMatchObject({
      code: 'seat/other-account',
    });
    // In a browser the session cookie goes with the matchmaking request.
    const viaCookie = await fetch(new URL('matchmake/joinOrCreate/table', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: fay.cookie },
      body: JSON.stringify({
        protocol: 2,
        tableId: created.id,
        token: new URL(created.join.black).hash.split('seat=')[1],
      }),
    });
    expect(viaCookie.status).toBe(200);
    await white.close();
  });

  it('a rated game to the end moves both ratings; profile, history and the leaderboard show it; guests stay unrated', async () => {
    const hal = await register(server.url, 'Hal');
    const ida = await register(server.url, 'Ida');
    const created = (await (
      await api('api/tables', {
        method: 'POST',
        headers: { cookie: hal.cookie },
        body: JSON.stringify({ table: ONE_BOARD, rated: true, clock: 'none' }),
      })
    ).json()) as PeopleTable;
    const white = await OnlineTable.connect(created.join.white, { sessionToken: hal.token });
    const black = await OnlineTable.connect(created.join.black, { sessionToken: ida.token });
    await white.until((s) => s.started);
    expect(white.snapshot.rated).toBe(true);
    await playOut({ white, black });
    const end = await white.until((s) => s.ratingChanges !== null);
    const changes = end.ratingChanges;
    if (changes === null) throw new Error('no rating changes');
    const winner = end.state.game.outcome?.winner as 'white' | 'black';
    const loser = winner === 'white' ? 'black' : 'white';
    expect(changes).toMatchObject({ kind: 'short', weight: 1, white: { before: 1500 }, black: { before: 1500 } });
    expect(changes[winner].after).toBeGreaterThan(1500);
    expect(changes[loser].after).toBeLessThan(1500);
    const seen = await black.until((s) => s.seats[winner].rating === Math.round(changes[winner].after));
    expect(seen.seats[loser].rating).toBe(Math.round(changes[loser].after));

    const winnerName = winner === 'white' ? 'Hal' : 'Ida';
    const profile = await body(await api(`api/players/${winnerName.toLowerCase()}`));
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      name: winnerName,
      ratings: { short: { rating: changes[winner].after, games: 1 } },
      history: [{ table: created.id, kind: 'short', rating: changes[winner].after, score: 1 }],
      recent: [
        {
          table: created.id,
          kind: 'short',
          variants: ['short'],
          rated: true,
          color: winner,
          result: 'won',
          opponent: { name: winner === 'white' ? 'Ida' : 'Hal', account: true },
          record: `/api/tables/${created.id}/record`,
        },
      ],
      byVariant: [{ variants: 'short', won: 1, lost: 0, draw: 0 }],
    });
    const board = await body(await api('api/leaderboard/short'));
    const names = (board.body.players as { name: string }[]).map((p) => p.name);
    expect(names.indexOf(winnerName)).toBeLessThan(names.indexOf(winner === 'white' ? 'Ida' : 'Hal'));
    expect(await body(await api('api/leaderboard/chess'))).toMatchObject({
      status: 404,
      body: { error: { code: 'leaderboard/kind' } },
    });
    expect(await body(await api('api/players/nobody-here'))).toMatchObject({
      status: 404,
      body: { error: { code: 'player/unknown' } },
    });

    // A rebuilt room still knows what the table did to the ratings.
    await Promise.all([white.close(), black.close()]);
    const { matchMaker } = await import('@colyseus/core');
    for (let i = 0; i < 100 && matchMaker.getLocalRoomById(created.id); i++)
      await new Promise((r) => setTimeout(r, 20));
    const watch = await OnlineTable.connect(created.watch);
    expect(watch.snapshot.ratingChanges).toEqual(changes);
    await watch.close();

    // Accounts at an unrated table: their games are listed, their ratings do not move.
    const casual = await postTable(server.url, { table: ONE_BOARD });
    const c = casual.body as { join: { white: string; black: string } };
    const w2 = await OnlineTable.connect(c.join.white, { sessionToken: hal.token });
    const b2 = await OnlineTable.connect(c.join.black, { name: 'guest' });
    await w2.until((s) => s.started);
    await playOut({ white: w2, black: b2 });
    const over = await w2.until((s) => s.state.over);
    expect(over.rated).toBe(false);
    expect(over.ratingChanges).toBeNull();
    const halProfile = await body(await api('api/players/Hal'));
    expect((halProfile.body.history as unknown[]).length).toBe(1);
    expect((halProfile.body.recent as { rated: boolean; opponent: unknown }[])[0]).toMatchObject({
      rated: false,
      opponent: { name: 'guest', account: false },
    });
    await Promise.all([w2.close(), b2.close()]);
  });
});

describe('Glicko-2 with the match length weighed as FIBS does (√N)', () => {
  it('weights: 1 for a game, 2 for a 5-point match, 3 for 9 points', () => {
    expect([null, 1, 3, 5, 7, 9, 13, 25].map(matchWeight)).toEqual([1, 1, 2, 2, 3, 3, 4, 5]);
  });

  it('a longer match moves ratings more; an upset moves them more than the expected result', () => {
    const p = { rating: 1500, rd: 100, volatility: 0.06 };
    const one = rateTable(p, p, 1, 1);
    const three = rateTable(p, p, 1, 3);
    expect(three.white.rating - 1500).toBeGreaterThan(one.white.rating - 1500);
    expect(one.white.rating - 1500).toBeCloseTo(1500 - one.black.rating, 6);
    const strong = { rating: 1800, rd: 100, volatility: 0.06 };
    const expected = rateTable(strong, p, 1, 1);
    const upset = rateTable(strong, p, 0, 1);
    expect(1800 - upset.white.rating).toBeGreaterThan(expected.white.rating - 1800);
    expect(one.white.rd).toBeLessThan(100);
  });
});
