import { type AcceptedChallenge, type Challenge, OnlineTable } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, testServer } from './support/helpers.ts';

let server: Awaited<ReturnType<typeof testServer>>;
type Who = Awaited<ReturnType<typeof register>>;
let ann: Who;
let bob: Who;
let cat: Who;

beforeAll(async () => {
  server = await testServer({ limits: { socialPerMinute: 1000, challengesPer10Minutes: 5 } });
  [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => register(server.url, n)));
});
afterAll(async () => {
  await server?.close();
});

async function call(who: Who | null, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, server.url), {
    method,
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string } } };
}
const code = (r: { body: { error?: { code: string } } }) => r.body.error?.code;
const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };

describe('friends and blocks', () => {
  it('follows and unfollows by name; the list says who follows back; codes for the rest', async () => {
    expect(code(await call(null, 'GET', 'api/friends'))).toBe('account/login-required');
    expect((await call(ann, 'PUT', 'api/friends/bob')).body).toEqual({ name: 'Bob', following: true });
    expect((await call(bob, 'PUT', 'api/friends/Ann')).status).toBe(200);
    expect(code(await call(ann, 'PUT', 'api/friends/Nobody'))).toBe('player/unknown');
    expect(code(await call(ann, 'PUT', 'api/friends/Ann'))).toBe('social/self');
    const list = await call(ann, 'GET', 'api/friends');
    expect(list.body).toEqual({
      friends: [{ name: 'Bob', online: false, playing: null, mutual: true }],
      followers: 1,
    });
    expect((await call(ann, 'DELETE', 'api/friends/Bob')).body).toEqual({ name: 'Bob', following: false });
    expect((await call(ann, 'GET', 'api/friends')).body.friends).toEqual([]);
    // An inbox poll counts as online in a friends list.
    await call(ann, 'GET', 'api/inbox');
    expect((await call(bob, 'GET', 'api/friends')).body.friends).toEqual([
      { name: 'Ann', online: true, playing: null, mutual: false },
    ]);
  });

  it("a block ends the follows between the two and refuses the blocked player's challenges and follows", async () => {
    await call(cat, 'PUT', 'api/friends/Ann');
    expect((await call(ann, 'PUT', 'api/blocks/Cat')).body).toEqual({ blocked: ['Cat'] });
    expect((await call(cat, 'GET', 'api/friends')).body.friends).toEqual([]);
    const refused = await call(cat, 'POST', 'api/challenges', { to: 'Ann', table: ONE_BOARD });
    expect([refused.status, code(refused)]).toEqual([403, 'social/blocked']);
    expect(code(await call(cat, 'PUT', 'api/friends/Ann'))).toBe('social/blocked');
    // Nor may the blocker challenge the player he blocked.
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Cat', table: ONE_BOARD }))).toBe('social/blocked');
    // The hook other features tell players through drops what a blocked player causes.
    expect(await server.social.notify(ann.user.id, 'tournamentRound', { tournamentId: 't1' }, cat.user.id)).toBe(false);
    // At a table, the blocked player's chat lines do not reach the blocker; the blocker's reach him.
    const created = (await call(ann, 'POST', 'api/tables', { table: ONE_BOARD })).body as {
      join: { white: string; black: string };
    };
    const white = await OnlineTable.connect(created.join.white, { sessionToken: ann.token });
    const black = await OnlineTable.connect(created.join.black, { sessionToken: cat.token });
    await white.until((s) => s.started);
    black.say('hello from Cat');
    await black.until((s) => s.chat.some((l) => l.text === 'hello from Cat'));
    white.say('hello from Ann');
    await white.until((s) => s.chat.some((l) => l.text === 'hello from Ann'));
    await black.until((s) => s.chat.some((l) => l.text === 'hello from Ann'));
    expect(white.snapshot.chat.map((l) => l.text)).toEqual(['hello from Ann']);
    await white.close();
    await black.close();
    expect((await call(ann, 'DELETE', 'api/blocks/Cat')).body).toEqual({ blocked: [] });
    expect((await call(ann, 'GET', 'api/blocks')).body).toEqual({ blocked: [] });
  });
});

describe('challenges', () => {
  it('bad challenges have codes', async () => {
    expect(code(await call(ann, 'POST', 'api/challenges', { table: ONE_BOARD }))).toBe('challenge/shape');
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: ONE_BOARD, color: 'red' }))).toBe(
      'challenge/shape',
    );
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: { boards: [] } }))).toMatch(/^record\//);
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: ONE_BOARD, clock: 'days-5' }))).toBe(
      'request/clock',
    );
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Ann', table: ONE_BOARD }))).toBe('social/self');
    expect(code(await call(ann, 'POST', 'api/challenges', { to: 'Zed', table: ONE_BOARD }))).toBe('player/unknown');
  });

  it('challenge → the inbox tells → accept opens the table bound to both accounts; each opens his own seat', async () => {
    const sent = await call(ann, 'POST', 'api/challenges', {
      to: 'Bob',
      table: ONE_BOARD,
      clock: 'days-3',
      color: 'white',
    });
    expect(sent.status).toBe(201);
    const challenge = sent.body as unknown as Challenge;
    expect(challenge).toMatchObject({ from: 'Ann', to: 'Bob', status: 'pending', color: 'white', tableId: null });
    expect(challenge.clock).toEqual({ delayMs: 3 * 86_400_000, reserveMs: 0, daysPerMove: 3 });
    const inbox = await call(bob, 'GET', `api/inbox?since=${new Date(Date.now() - 60_000).toISOString()}`);
    expect((inbox.body.challenges as Challenge[]).map((c) => c.id)).toEqual([challenge.id]);
    expect(inbox.body.notices).toEqual([
      expect.objectContaining({ type: 'challenge', from: 'Ann', data: { challengeId: challenge.id } }),
    ]);
    // Only the challenged answers; only the challenger cancels.
    expect(code(await call(ann, 'POST', `api/challenges/${challenge.id}/accept`))).toBe('challenge/not-yours');
    expect(code(await call(bob, 'DELETE', `api/challenges/${challenge.id}`))).toBe('challenge/not-yours');
    expect(code(await call(cat, 'GET', `api/challenges/${challenge.id}`))).toBe('challenge/unknown');

    const accepted = (await call(bob, 'POST', `api/challenges/${challenge.id}/accept`))
      .body as unknown as AcceptedChallenge;
    expect(accepted.challenge.status).toBe('accepted');
    expect(code(await call(bob, 'POST', `api/challenges/${challenge.id}/accept`))).toBe('challenge/answered');
    const outgoing = (await call(ann, 'GET', 'api/challenges')).body.outgoing as Challenge[];
    expect(outgoing.find((c) => c.id === challenge.id)).toMatchObject({
      status: 'accepted',
      tableId: accepted.tableId,
    });

    // Ann opens her seat by her login; Cat holds no seat there.
    expect(code(await call(cat, 'POST', `api/tables/${accepted.tableId}/seat`))).toBe('table/not-yours');
    const annSeat = await call(ann, 'POST', `api/tables/${accepted.tableId}/seat`);
    expect(annSeat.body).toMatchObject({ tableId: accepted.tableId, color: 'white' });
    const white = await OnlineTable.connect(annSeat.body.join as string, { sessionToken: ann.token, clientSeed: 'a' });
    const black = await OnlineTable.connect(accepted.join, { sessionToken: bob.token, clientSeed: 'b' });
    await white.until((s) => s.started);
    expect(white.snapshot.seats.white.name).toBe('Ann');
    expect(white.snapshot.seats.black.name).toBe('Bob');
    // Bob follows Ann (the first test): his list says she plays, with the table's watch link.
    type Friends = { friends: { name: string; online: boolean; playing: { tableId: string; watch: string } | null }[] };
    let friends: Friends = { friends: [] };
    for (let i = 0; i < 50 && friends.friends[0]?.playing == null; i++) {
      friends = (await call(bob, 'GET', 'api/friends')).body as unknown as Friends;
      if (friends.friends[0]?.playing == null) await new Promise((r) => setTimeout(r, 100));
    }
    expect(friends.friends).toEqual([
      {
        name: 'Ann',
        online: true,
        playing: { tableId: accepted.tableId, watch: expect.stringContaining(`#table=${accepted.tableId}`) },
        mutual: false,
      },
    ]);
    // My games: the table is there for both; after the opening roll (the server's, within seconds at a
    // correspondence table) it is one player's turn, with his deadline three days off.
    type Games = { games: { tableId: string; yourTurn: boolean; started: boolean; deadline: string | null }[] };
    let games: [Games, Games] = [{ games: [] }, { games: [] }];
    // (Ann has another table from the test of blocks: only this one counts here.)
    const read = async (who: Who): Promise<Games> => {
      const all = (await call(who, 'GET', 'api/games')).body as unknown as Games;
      return { games: all.games.filter((g) => g.tableId === accepted.tableId) };
    };
    for (let i = 0; i < 100 && !games.some((g) => g.games[0]?.yourTurn); i++) {
      games = [await read(ann), await read(bob)];
      await new Promise((r) => setTimeout(r, 100));
    }
    const [mover, waiter] = games[0].games[0].yourTurn ? games : [games[1], games[0]];
    expect(mover.games).toEqual([
      expect.objectContaining({ tableId: accepted.tableId, yourTurn: true, started: true }),
    ]);
    expect(waiter.games).toEqual([expect.objectContaining({ tableId: accepted.tableId, yourTurn: false })]);
    const left = Date.parse(mover.games[0].deadline as string) - Date.now();
    expect(left).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(left).toBeLessThanOrEqual(3 * 86_400_000);
    expect((await call(ann, 'GET', 'api/games')).body.vacationLeftMs).toBe(30 * 86_400_000);
    await white.close();
    await black.close();
  }, 20_000);

  it('decline and cancel: once each, told to the challenger', async () => {
    const a = (await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: ONE_BOARD })).body as unknown as Challenge;
    const b = (await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: ONE_BOARD })).body as unknown as Challenge;
    const since = new Date(Date.now() - 1000).toISOString();
    expect((await call(bob, 'POST', `api/challenges/${a.id}/decline`)).body).toMatchObject({ status: 'declined' });
    expect((await call(ann, 'DELETE', `api/challenges/${b.id}`)).body).toMatchObject({ status: 'cancelled' });
    expect(code(await call(bob, 'POST', `api/challenges/${b.id}/accept`))).toBe('challenge/answered');
    const notices = (await call(ann, 'GET', `api/inbox?since=${since}`)).body.notices as { type: string }[];
    expect(notices.map((n) => n.type)).toEqual(['challengeDeclined']);
  });

  it('challenges are rate-limited per account (this server: 5 per 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call(ann, 'POST', 'api/challenges', { to: 'Bob', table: ONE_BOARD });
      statuses.push(r.status);
      if (r.status === 429) expect(code(r)).toBe('rate/challenges');
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
