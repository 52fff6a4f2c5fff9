import { MAX_CHAT_LENGTH, OnlineTable } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, playOut, seatBoth, testServer, waitFor } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ adminToken: 'operators-secret' });
});
afterAll(async () => {
  await server?.close();
});

const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };

describe('table chat', () => {
  it('players talk with players, spectators with spectators; lines are plain text, limited in length and rate', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    const fan = await OnlineTable.connect(created.watch, { name: 'Fan' });
    const other = await OnlineTable.connect(created.watch, { name: 'Other' });
    seats.white.say('  good <b>luck</b>\u202e ');
    const line = (await seats.black.until((s) => s.chat.length === 1)).chat[0];
    expect(line).toMatchObject({
      channel: 'players',
      from: { sender: 'white', role: 'white', name: 'White' },
      text: 'good <b>luck</b>',
    });
    fan.say('what a roll');
    await other.until((s) => s.chat.length === 1);
    expect(other.snapshot.chat[0]).toMatchObject({ channel: 'spectators', from: { role: 'spectator', name: 'Fan' } });
    // Each connection is told the sender its own lines carry (a spectator gets no mute for himself).
    expect(fan.snapshot.chatSelf).toBe(other.snapshot.chat[0].from.sender);
    expect(other.snapshot.chatSelf).not.toBe(fan.snapshot.chatSelf);
    expect(seats.white.snapshot.chatSelf).toBe('white');
    // Each side hears only its own channel.
    await new Promise((r) => setTimeout(r, 200));
    expect(seats.white.snapshot.chat.map((l) => l.text)).toEqual(['good <b>luck</b>']);
    expect(fan.snapshot.chat.map((l) => l.text)).toEqual(['what a roll']);

    const refused: string[] = [];
    seats.white.on('refused', (r) => refused.push(r.code));
    seats.white.say('x'.repeat(MAX_CHAT_LENGTH + 1));
    seats.white.say('   ');
    for (let i = 0; i < 6; i++) seats.white.say(`line ${i}`);
    await waitFor(() => refused.length >= 3, 5000, `refusals ${refused}`);
    // Five lines per ten seconds: the first line and four of these pass, the last two are refused.
    await waitFor(() => refused.length === 4, 5000, `refusals ${refused}`);
    expect(refused).toEqual(['chat/too-long', 'chat/empty', 'chat/rate', 'chat/rate']);
    // A late joiner gets the recent lines of his channel.
    const late = await OnlineTable.connect(created.watch);
    await late.until((s) => s.chat.length === 1);
    expect(late.snapshot.chat[0].text).toBe('what a roll');
    await Promise.all([seats.white.close(), seats.black.close(), fan.close(), other.close(), late.close()]);
  });

  it('mute hides one sender on this connection; a report is recorded and listed for the operators only', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    seats.black.say('you are a cheat');
    const line = (await seats.white.until((s) => s.chat.length === 1)).chat[0];
    seats.white.report(line.id, 'insult');
    await waitFor(() => server.logs.some((l) => l.includes(`chat line ${line.id}`)), 5000, 'report logged');
    seats.white.mute('black');
    await seats.white.until((s) => s.chat.length === 0);
    seats.black.say('still there?');
    seats.white.say('ping');
    await seats.black.until((s) => s.chat.some((l) => l.text === 'ping'));
    expect(seats.white.snapshot.chat.map((l) => l.text)).toEqual(['ping']);

    const refused: string[] = [];
    seats.white.on('refused', (r) => refused.push(r.code));
    seats.white.report(9999);
    await waitFor(() => refused.length === 1, 5000, 'refusal');
    expect(refused).toEqual(['report/unknown-message']);

    const list = (token?: string) =>
      fetch(new URL('api/reports', server.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await list()).status).toBe(401);
    expect((await list('wrong')).status).toBe(401);
    const reports = (await (await list('operators-secret')).json()) as { reports: unknown[] };
    expect(reports.reports[0]).toMatchObject({
      table: created.id,
      line: { id: line.id, text: 'you are a cheat', from: { sender: 'black', name: 'Black' } },
      reporter: { role: 'white', name: 'White', account: null },
      reason: 'insult',
    });
    await Promise.all([seats.white.close(), seats.black.close()]);
  });
});

describe('rematch', () => {
  it('after the end both agree: a new table with the same settings and the colours swapped', async () => {
    const created = await createTable(server.url, ONE_BOARD);
    const seats = await seatBoth(created);
    const refused: string[] = [];
    seats.white.on('refused', (r) => refused.push(r.code));
    seats.white.rematch();
    await waitFor(() => refused.length === 1, 5000, 'refusal');
    expect(refused).toEqual(['rematch/not-over']);
    await playOut(seats);
    await seats.white.until((s) => s.state.over);
    const watch = await OnlineTable.connect(created.watch);
    seats.white.rematch();
    await seats.black.until((s) => s.rematch?.offered.includes('white') === true);
    seats.black.rematch(false);
    const declined = await seats.white.until((s) => s.rematch?.declined === 'black');
    expect(declined.rematch?.offered).toEqual([]);
    seats.white.rematch();
    seats.black.rematch();
    const w = await seats.white.until((s) => s.rematch?.link !== undefined);
    const b = await seats.black.until((s) => s.rematch?.link !== undefined);
    const v = await watch.until((s) => s.rematch?.link !== undefined);
    expect(w.rematch?.tableId).toBe(b.rematch?.tableId);
    expect(v.rematch?.link).toBe(`${server.url}#table=${w.rematch?.tableId}`);
    // The former White holds Black's seat now.
    const again = await OnlineTable.connect(w.rematch?.link as string, { name: 'White' });
    expect(again.role).toBe('black');
    const other = await OnlineTable.connect(b.rematch?.link as string, { name: 'Black' });
    expect(other.role).toBe('white');
    expect(again.snapshot.state.config.spec).toEqual(seats.white.snapshot.state.config.spec);
    const row = await server.store.db
      .selectFrom('tables')
      .select('rematch_of')
      .where('id', '=', w.rematch?.tableId as string)
      .executeTakeFirst();
    expect(row?.rematch_of).toBe(created.id);
    await Promise.all([seats.white.close(), seats.black.close(), watch.close(), again.close(), other.close()]);
  });
});
