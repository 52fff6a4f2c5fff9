import {
  type CloseTableAnswer,
  cheapCommand,
  type ModerationLogAnswer,
  OnlineTable,
  type RefusedMessage,
  type Report,
  type ReportsAnswer,
  type TableRecordAnswer,
} from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, register, seatBoth, testServer, waitFor } from './support/helpers.ts';

/**
 * Moderation on the server: the operator role, the report queue (one report per reporter and line), mute,
 * ban and closing a table, each in the moderation log; an operator's session or the admin token.
 */
let server: Awaited<ReturnType<typeof testServer>>;
let mod: Awaited<ReturnType<typeof register>>;
let troll: Awaited<ReturnType<typeof register>>;
let vic: Awaited<ReturnType<typeof register>>;
const TOKEN = 'operators-secret';
const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };
beforeAll(async () => {
  server = await testServer({ adminToken: TOKEN });
  mod = await register(server.url, 'Mod');
  troll = await register(server.url, 'Troll');
  vic = await register(server.url, 'Vic');
  expect(await server.moderation.setOperator('mod', true)).toBe(true);
});
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(open.map((x) => x.close().catch(() => {})));
  await server?.close();
});

type As = { cookie?: string; token?: string; origin?: string };
async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  as: As = {},
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, server.url), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(as.cookie ? { cookie: as.cookie } : {}),
      ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
      ...(as.origin ? { origin: as.origin } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Troll at White, Vic at Black, both with their accounts, play started. */
async function trollTable() {
  const created = await createTable(server.url);
  const white = await OnlineTable.connect(created.join.white, { sessionToken: troll.token });
  const black = await OnlineTable.connect(created.join.black, { sessionToken: vic.token });
  open.push(white, black);
  await white.until((s) => s.started);
  return { created, white, black };
}

describe('the operator role', () => {
  it('operators and the admin token may moderate; others are refused with codes; the session says who is one', async () => {
    expect(await call('GET', 'api/moderation/reports')).toMatchObject({
      status: 401,
      body: { error: { code: 'moderation/login-required' } },
    });
    expect(await call('GET', 'api/moderation/reports', { token: 'wrong' })).toMatchObject({ status: 401 });
    expect(await call('GET', 'api/moderation/reports', { cookie: troll.cookie })).toMatchObject({
      status: 403,
      body: { error: { code: 'moderation/not-operator' } },
    });
    expect((await call('GET', 'api/moderation/reports', { cookie: mod.cookie })).status).toBe(200);
    expect((await call('GET', 'api/moderation/reports', { token: TOKEN })).status).toBe(200);
    expect((await call('GET', 'api/moderation/reports', { token: mod.token })).status).toBe(200);
    // A page of another site cannot act with the operator's cookie.
    expect(
      await call(
        'POST',
        'api/moderation/users/Troll/mute',
        { cookie: mod.cookie, origin: 'http://evil.example' },
        {
          muted: true,
        },
      ),
    ).toMatchObject({ status: 403, body: { error: { code: 'request/origin' } } });
    expect((await call('GET', 'api/session', { cookie: mod.cookie })).body).toMatchObject({
      user: { name: 'Mod', operator: true },
    });
    expect((await call('GET', 'api/session', { cookie: troll.cookie })).body.user).not.toHaveProperty('operator');
    expect(await call('GET', 'api/moderation/nothing', { token: TOKEN })).toMatchObject({ status: 404 });
  });
});

describe('reports', () => {
  it('one report per reporter and line: a second answers as the first did; the queue lists, resolves once', async () => {
    const { created, white, black } = await trollTable();
    white.say('you are a cheat');
    const line = (await black.until((s) => s.chat.length === 1)).chat[0];
    // Vic reports the line three times: twice on one connection, once on a second one of his account.
    black.report(line.id, 'insult');
    await waitFor(() => server.logs.some((l) => l.includes(`chat line ${line.id}`)), 5000, 'logged');
    const again = await OnlineTable.connect(created.join.black, { sessionToken: vic.token });
    open.push(again);
    await again.until((s) => s.chat.length === 1);
    for (let i = 0; i < 2; i++) again.report(line.id, 'insult');
    const queue = async () =>
      (await call<ReportsAnswer>('GET', 'api/moderation/reports', { cookie: mod.cookie })).body.reports.filter(
        (r) => r.table === created.id,
      );
    await new Promise((r) => setTimeout(r, 300));
    expect(await queue()).toHaveLength(1);
    expect(server.logs.filter((l) => l.includes(`chat line ${line.id}`))).toHaveLength(1);
    const [report] = await queue();
    expect(report).toMatchObject({
      table: created.id,
      line: { id: line.id, text: 'you are a cheat', from: { sender: 'white', name: 'Troll', account: true } },
      reporter: { role: 'black', name: 'Vic', account: vic.user.id },
      reason: 'insult',
      status: 'open',
      resolvedAt: null,
    });

    const resolved = await call<{ report: Report }>(
      'POST',
      `api/moderation/reports/${report.id}/resolve`,
      { cookie: mod.cookie },
      { resolution: 'warned' },
    );
    expect(resolved).toMatchObject({
      status: 200,
      body: { report: { id: report.id, status: 'resolved', resolvedBy: 'Mod', resolution: 'warned' } },
    });
    expect(await call('POST', `api/moderation/reports/${report.id}/resolve`, { cookie: mod.cookie }, {})).toMatchObject(
      { status: 409, body: { error: { code: 'report/resolved' } } },
    );
    expect(await call('POST', 'api/moderation/reports/nope/resolve', { token: TOKEN }, {})).toMatchObject({
      status: 404,
      body: { error: { code: 'report/unknown' } },
    });
    expect(await queue()).toHaveLength(0);
    const all = await call<ReportsAnswer>('GET', 'api/moderation/reports?status=resolved', { token: TOKEN });
    expect(all.body.reports.map((r) => r.id)).toContain(report.id);
    expect(await call('GET', 'api/moderation/reports?status=maybe', { token: TOKEN })).toMatchObject({
      status: 400,
      body: { error: { code: 'request/shape' } },
    });
    // A report after the resolution is the same report.
    again.report(line.id, 'again');
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (await call<ReportsAnswer>('GET', 'api/moderation/reports?status=all', { token: TOKEN })).body.reports.filter(
        (r) => r.table === created.id,
      ),
    ).toHaveLength(1);
  });
});

describe('mute and ban', () => {
  it('a muted account cannot chat until unmuted; a banned one cannot log in, its sessions end, until let back', async () => {
    const { white, black } = await trollTable();
    const refused: RefusedMessage[] = [];
    white.on('refused', (r) => refused.push(r));
    const muted = await call(
      'POST',
      'api/moderation/users/troll/mute',
      { cookie: mod.cookie },
      { muted: true, reason: 'spam' },
    );
    expect(muted).toMatchObject({
      status: 200,
      body: { user: { name: 'Troll', mutedAt: expect.any(String), bannedAt: null } },
    });
    white.say('buy gold');
    await waitFor(() => refused.some((r) => r.code === 'chat/muted'), 5000, 'chat/muted');
    black.say('hello');
    await white.until((s) => s.chat.some((l) => l.text === 'hello'));
    expect((await black.until((s) => s.chat.length > 0)).chat.map((l) => l.text)).toEqual(['hello']);
    await call('POST', 'api/moderation/users/Troll/mute', { token: TOKEN }, { muted: false });
    white.say('sorry');
    await black.until((s) => s.chat.some((l) => l.text === 'sorry'));

    expect(await call('POST', 'api/moderation/users/Troll/ban', { cookie: mod.cookie }, { muted: true })).toMatchObject(
      {
        status: 400,
        body: { error: { code: 'request/shape' } },
      },
    );
    expect(await call('POST', 'api/moderation/users/Nobody/ban', { token: TOKEN }, { banned: true })).toMatchObject({
      status: 404,
      body: { error: { code: 'player/unknown' } },
    });
    const banned = await call('POST', 'api/moderation/users/Troll/ban', { cookie: mod.cookie }, { banned: true });
    expect(banned).toMatchObject({ status: 200, body: { user: { bannedAt: expect.any(String) } } });
    expect((await call('GET', 'api/session', { cookie: troll.cookie })).body).toEqual({ user: null });
    const login = () => call('POST', 'api/session', {}, { name: 'Troll', password: 'correct horse' });
    expect(await login()).toMatchObject({ status: 403, body: { error: { code: 'account/banned' } } });
    expect(await call('POST', 'api/session', {}, { name: 'Troll', password: 'wrong password' })).toMatchObject({
      status: 401,
    });
    // His session no longer creates tables as him.
    expect(await call('POST', 'api/tables', { cookie: troll.cookie }, { table: ONE_BOARD, rated: true })).toMatchObject(
      { status: 401, body: { error: { code: 'account/login-required' } } },
    );
    await call('POST', 'api/moderation/users/Troll/ban', { token: TOKEN }, { banned: false });
    expect((await login()).status).toBe(200);
  });
});

describe('closing a table', () => {
  it('ends it where it stands, nobody wins, in its log; the players see it at once; the record says so', async () => {
    const { created, white, black } = await trollTable();
    const seats = { white, black };
    for (let i = 0; i < 4; i++) {
      const next = cheapCommand(white.snapshot.view);
      if (next === null) break;
      await seats[next.seat].send(next.command);
      const v = seats[next.seat].snapshot.version;
      await white.until((s) => s.version >= v);
      await black.until((s) => s.version >= v);
    }
    const before = white.snapshot.log.length;
    const closed = await call<CloseTableAnswer>(
      'POST',
      `api/moderation/tables/${created.id}/close`,
      { cookie: mod.cookie },
      { reason: 'abuse' },
    );
    expect(closed).toEqual({ status: 200, body: { table: created.id, closed: { by: 'operator', reason: 'abuse' } } });
    const seen = await black.until((s) => s.state.over, 5000);
    expect(seen.log).toHaveLength(before + 1);
    expect(seen.log.at(-1)).toEqual({ type: 'closed', by: 'operator', reason: 'abuse' });
    expect(seen.ratingChanges).toBeNull();
    const next = cheapCommand(white.snapshot.view);
    if (next !== null) await expect(seats[next.seat].send(next.command)).rejects.toMatchObject({ code: 'game/over' });
    const record = await call<TableRecordAnswer>('GET', `api/tables/${created.id}/record`);
    expect(record.body.closed).toEqual({ by: 'operator', reason: 'abuse' });
    expect(record.body.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await call('POST', `api/moderation/tables/${created.id}/close`, { token: TOKEN }, {})).toMatchObject({
      status: 409,
      body: { error: { code: 'table/over' } },
    });
    expect(await call('POST', `api/moderation/tables/${'A'.repeat(22)}/close`, { token: TOKEN }, {})).toMatchObject({
      status: 404,
      body: { error: { code: 'table/unknown' } },
    });
    // A table with no room open is closed in the database; its next room is rebuilt closed.
    const quiet = await createTable(server.url);
    const q = await seatBoth(quiet);
    await Promise.all([q.white.close(), q.black.close()]);
    expect((await call('POST', `api/moderation/tables/${quiet.id}/close`, { token: TOKEN }, {})).status).toBe(200);
    const watcher = await OnlineTable.connect(quiet.watch);
    open.push(watcher);
    expect(watcher.snapshot.state.over).toBe(true);
    expect(watcher.snapshot.log.at(-1)).toEqual({ type: 'closed', by: 'operator' });
    // A closed table counts for nobody's results.
    const profile = await call<{ recent: { table: string }[] }>('GET', 'api/players/Vic', { cookie: vic.cookie });
    expect(profile.body.recent.map((t) => t.table)).not.toContain(created.id);
  });
});

describe('the moderation log', () => {
  it('lists every action, newest first, with who did it', async () => {
    const log = await call<ModerationLogAnswer>('GET', 'api/moderation/log?limit=50', { cookie: mod.cookie });
    expect(log.status).toBe(200);
    const actions = log.body.entries.map((e) => `${e.operator} ${e.action} ${e.user ?? e.table ?? e.report}`);
    expect(actions.slice(0, 3)).toEqual([
      expect.stringMatching(/^token table\/close /),
      expect.stringMatching(/^Mod table\/close /),
      'token user/unban Troll',
    ]);
    expect(log.body.entries.filter((e) => e.user === 'Troll').map((e) => `${e.operator} ${e.action}`)).toEqual([
      'token user/unban',
      'Mod user/ban',
      'token user/unmute',
      'Mod user/mute',
    ]);
    expect(log.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['report/resolve', 'user/mute', 'user/unmute', 'user/ban', 'user/unban', 'table/close']),
    );
    expect(log.body.entries.find((e) => e.action === 'user/mute')).toMatchObject({
      operator: 'Mod',
      user: 'Troll',
      detail: { reason: 'spam' },
    });
  });
});
