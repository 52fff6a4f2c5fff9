import { cheapCommand, OnlineTable, type TournamentAnswer } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { register, testServer } from './support/helpers.ts';
import { describeWithServices, freshPostgresDatabase } from './support/services.ts';
import { api, ONE_BOARD } from './support/tournaments.ts';
import { type LifeCycleContext, lifeCycleMachine, MODEL_CAPACITY } from './tournamentLifeCycle.model.ts';

describeWithServices('tournaments run by the server, on PostgreSQL', ['postgres'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let organiser: string;
  let player: string;
  let noShow: string;
  let parallel: string;
  let sixCup: Promise<TournamentAnswer>;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    server = await testServer({
      database: { url: pg.url },
      computerThinkMs: 0,
      autoDelayMs: 0,
      tournamentTickMs: 100,
    });
    organiser = (await register(server.url, 'Organiser')).cookie;
    player = (await register(server.url, 'Player')).cookie;
    // A player who never comes to his table: its forfeit is checked by the last test, 10 s on.
    const absent = (await register(server.url, 'Absent')).cookie;
    const created = await api(server.url, 'POST', 'api/tournaments', organiser, {
      name: 'No-show cup',
      format: 'olympic',
      table: ONE_BOARD,
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: 2,
      noShowSeconds: 10,
    });
    noShow = `api/tournaments/${created.body.id}`;
    await api(server.url, 'POST', `${noShow}/entrants`, absent, {});
    await api(server.url, 'POST', `${noShow}/entrants`, organiser, { computer: 'beginner' });
    // A parallel-nardy final (two short boards) played meanwhile: checked by the last test too.
    const final = await api(server.url, 'POST', 'api/tournaments', organiser, {
      name: 'Parallel final',
      format: 'olympic',
      table: { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'mars', cube: { mode: 'off' } },
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: 2,
    });
    parallel = `api/tournaments/${final.body.id}`;
    for (let i = 0; i < 2; i++)
      await api(server.url, 'POST', `${parallel}/entrants`, organiser, { computer: 'beginner' });
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
  });

  async function playComputers(count: number, extra: object = {}): Promise<TournamentAnswer> {
    const created = await api(server.url, 'POST', 'api/tournaments', organiser, {
      name: `Cup of ${count}`,
      format: 'olympic',
      table: ONE_BOARD,
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: count,
      ...extra,
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toContain(`#/club/tournament/${created.body.id}`);
    const id = created.body.id as string;
    const levels = ['beginner', 'beginner'];
    for (let i = 0; i < count; i++) {
      const r = await api(server.url, 'POST', `api/tournaments/${id}/entrants`, organiser, { computer: levels[i % 2] });
      expect(r.status).toBe(200);
    }
    let shown: TournamentAnswer | null = null;
    const end = Date.now() + 40_000;
    while (Date.now() < end) {
      shown = (await api(server.url, 'GET', `api/tournaments/${id}`, null)).body as TournamentAnswer;
      if (shown.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return shown as TournamentAnswer;
  }

  it('plays an Olympic tournament of 8 computer entrants (1 board, 1-point matches) to the end, started when full', async () => {
    // The cup of 6 (next test) is played at the same time.
    sixCup = playComputers(6, { thirdPlace: false });
    const t = await playComputers(8);
    expect(t.status).toBe('finished');
    expect(t.entrants).toHaveLength(8);
    expect(t.drawSeed).toMatch(/.+/);
    expect(t.rounds?.map((r) => r.pairings.length)).toEqual([4, 2, 2]);
    for (const round of t.rounds ?? []) {
      for (const p of round.pairings) {
        expect(p.winner).not.toBeNull();
        expect(p.tables.length).toBe(1);
      }
    }
    expect(t.places.map((p) => p.place)).toEqual([1, 2, 3]);
    // Every table has its ordinary record with its dice proof, revealed.
    const table = t.rounds?.[0].pairings[0].tables[0] as string;
    const record = (await api(server.url, 'GET', `api/tables/${table}/record`, null)).body;
    expect(record.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(t.now).toEqual([]);
  }, 45_000);

  it('plays one of 6 with byes to the end', async () => {
    const t = await sixCup;
    expect(t.status).toBe('finished');
    const first = t.rounds?.[0].pairings ?? [];
    expect(first).toHaveLength(4);
    expect(first.filter((p) => p.bye)).toHaveLength(2);
    expect(first.filter((p) => p.bye).every((p) => p.tables.length === 0 && p.winner !== null)).toBe(true);
    // Without a third-place pairing both semifinal losers share place 3.
    expect(t.places.map((p) => p.place)).toEqual([1, 2, 3, 3]);
    const list = (await api(server.url, 'GET', 'api/tournaments', null)).body;
    expect(list.recent.map((x: { id: string }) => x.id)).toContain(t.id);
  }, 45_000);

  it('runs an arena of 4 people (real clients) and 2 computers: re-paired as they finish, standings, places, ratings', async () => {
    const people = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan'].map((n) => register(server.url, n)));
    const created = await api(server.url, 'POST', 'api/tournaments', organiser, {
      name: 'Quick arena',
      format: 'arena',
      table: ONE_BOARD,
      minutes: 0.15,
      capacity: 6,
      rated: true,
    });
    expect(created.status).toBe(201);
    const at = `api/tournaments/${created.body.id}`;
    for (const p of people) expect((await api(server.url, 'POST', `${at}/entrants`, p.cookie, {})).status).toBe(200);
    await api(server.url, 'POST', `${at}/entrants`, organiser, { computer: 'beginner' });
    const full = await api(server.url, 'POST', `${at}/entrants`, organiser, { computer: 'beginner' });
    expect(full.body.status).toBe('running');
    const tablesPlayed = await Promise.all(people.map((p) => playArena(server.url, at, p)));
    const end = (await api(server.url, 'GET', at, null)).body as TournamentAnswer;
    expect(end.status).toBe('finished');
    expect(end.standings).toHaveLength(6);
    const standings = end.standings ?? [];
    for (let i = 1; i < standings.length; i++)
      expect(standings[i - 1].points).toBeGreaterThanOrEqual(standings[i].points);
    const games = standings.reduce((n, s) => n + s.wins + s.losses, 0);
    expect(games).toBeGreaterThanOrEqual(6); // every entrant played at least once (3 tables a round, both sides)
    expect(end.places.map((p) => p.name)).toEqual(standings.slice(0, 3).map((s) => s.name));
    expect(tablesPlayed.every((n) => n >= 1)).toBe(true);
    // The people-against-people tables were rated.
    const changes = await server.store.db.selectFrom('rating_changes').select('user_id').execute();
    expect(changes.length).toBeGreaterThan(0);
    // Each person was told of his tables in his inbox (the app's notification), with the tournament's page.
    const inbox = (await api(server.url, 'GET', 'api/inbox?since=2000-01-01T00:00:00Z', people[0].cookie)).body as {
      notices: { type: string; data: { tournamentId?: string; url?: string; tableId?: string } }[];
    };
    const rounds = inbox.notices.filter((n) => n.type === 'tournamentRound');
    expect(rounds.length).toBeGreaterThanOrEqual(1);
    expect(rounds[0].data).toMatchObject({
      tournamentId: created.body.id,
      url: `#/club/tournament/${created.body.id}`,
    });
  }, 60_000);

  it('every shortest path of the life cycle, each on a new tournament: the server agrees with the model', async () => {
    const model = createTestModel(lifeCycleMachine, {
      // One finished state, however it was reached: its shortest path is a walkover, with no table to play.
      serializeState: (s: { value: unknown; context: unknown }) =>
        s.value === 'finished' ? 'finished' : JSON.stringify([s.value, s.context]),
    } as never);
    const paths = model.getShortestPaths();
    const reached = new Set<string>();
    for (const [n, path] of paths.entries()) {
      // An organiser per path: the paths that end open or running leave their tournaments so.
      const organiser = (await register(server.url, `Model${n}`)).cookie;
      const created = await api(server.url, 'POST', 'api/tournaments', organiser, {
        name: 'Model cup',
        format: 'olympic',
        table: ONE_BOARD,
        matchLength: 1,
        series: { bestOf: 1 },
        capacity: MODEL_CAPACITY,
        noShowSeconds: 10,
      });
      expect(created.status).toBe(201);
      const at = `api/tournaments/${created.body.id}`;
      const ok = (r: { status: number; body: unknown }) => expect(r.status, JSON.stringify(r.body)).toBe(200);
      // The model's side of this path (a graph node stands for every way into it; its context is this path's).
      const model = createActor(lifeCycleMachine).start();
      const step =
        (type: 'JOIN' | 'LEAVE' | 'ADD_COMPUTER' | 'START' | 'WAIT_END', call: () => Promise<void>) => async () => {
          model.send({ type });
          await call();
        };
      await path.test({
        events: {
          JOIN: step('JOIN', async () => ok(await api(server.url, 'POST', `${at}/entrants`, player, {}))),
          LEAVE: step('LEAVE', async () => ok(await api(server.url, 'DELETE', `${at}/entrants`, player))),
          ADD_COMPUTER: step('ADD_COMPUTER', async () =>
            ok(await api(server.url, 'POST', `${at}/entrants`, organiser, { computer: 'beginner' })),
          ),
          START: step('START', async () => ok(await api(server.url, 'POST', `${at}/start`, organiser))),
          WAIT_END: step('WAIT_END', async () => {
            const end = Date.now() + 20_000;
            while ((await api(server.url, 'GET', at, null)).body.status !== 'finished' && Date.now() < end) {
              await new Promise((r) => setTimeout(r, 100));
            }
          }),
        },
        states: {
          '*': async (state: { value: unknown; context: LifeCycleContext }) => {
            reached.add(String(state.value));
            const shown = (await api(server.url, 'GET', at, player)).body as TournamentAnswer;
            expect(model.getSnapshot().value).toBe(state.value);
            const c = model.getSnapshot().context;
            expect(shown.status).toBe(state.value);
            expect(shown.entrants.length).toBe(c.computers + (c.joined ? 1 : 0));
            const me = shown.entrants.find((e) => e.name === 'Player');
            expect(me !== undefined).toBe(c.joined);
            expect(me?.left === true).toBe(c.left);
            expect(shown.drawSeed === null).toBe(state.value === 'open');
            if (state.value !== 'open') expect(shown.rounds?.length).toBeGreaterThan(0);
            if (state.value === 'finished') expect(shown.places.length).toBeGreaterThan(0);
          },
        },
      });
    }
    expect([...reached].sort()).toEqual(['finished', 'open', 'running']);
  }, 60_000);

  it('refuses bad settings and wrong moves with stable codes', async () => {
    const post = (body: object, cookie: string | null = organiser) =>
      api(server.url, 'POST', 'api/tournaments', cookie, body);
    const good = { name: 'Cup', format: 'olympic', table: ONE_BOARD, capacity: 4 };
    expect((await post(good, null)).body.error.code).toBe('account/login-required');
    const codes: [object, string][] = [
      [{ ...good, name: '' }, 'tournament/name'],
      [{ ...good, format: 'swiss' }, 'tournament/format'],
      [{ ...good, capacity: 1 }, 'tournament/capacity'],
      [{ ...good, table: { boards: [] } }, 'tournament/table'],
      [{ ...good, matchLength: 0 }, 'tournament/match-length'],
      [{ ...good, series: { bestOf: 2 } }, 'tournament/series'],
      [{ ...good, clock: 'glacial' }, 'tournament/clock'],
      [{ ...good, format: 'arena', minutes: 0 }, 'tournament/minutes'],
      [{ ...good, startsAt: 'tomorrow' }, 'tournament/starts-at'],
      [{ ...good, colour: 'white' }, 'tournament/shape'],
    ];
    for (const [body, code] of codes) {
      const r = await post(body);
      expect([r.status, r.body.error?.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const created = await post(good);
    const at = `api/tournaments/${created.body.id}`;
    expect((await api(server.url, 'POST', `${at}/start`, organiser)).body.error.code).toBe('tournament/too-few');
    expect((await api(server.url, 'POST', `${at}/start`, player)).body.error.code).toBe('tournament/not-organiser');
    expect((await api(server.url, 'POST', `${at}/entrants`, player, { computer: 'club' })).status).toBe(403);
    expect((await api(server.url, 'POST', `${at}/entrants`, organiser, { computer: 'grandmaster' })).status).toBe(400);
    await api(server.url, 'POST', `${at}/entrants`, player, {});
    expect((await api(server.url, 'POST', `${at}/entrants`, player, {})).body.error.code).toBe('tournament/joined');
    expect((await api(server.url, 'GET', 'api/tournaments/nosuchtournament', null)).body.error.code).toBe(
      'tournament/unknown',
    );
    const busy = (await register(server.url, 'Busy')).cookie;
    for (let i = 0; i < 5; i++) expect((await post(good, busy)).status).toBe(201);
    expect((await post(good, busy)).body.error.code).toBe('tournament/too-many-open');
    const list = (await api(server.url, 'GET', 'api/tournaments', null)).body;
    expect(list.open.find((x: { id: string }) => x.id === created.body.id)).toMatchObject({ entrants: 1, capacity: 4 });
  });

  it('a player who does not come to his table within the set time loses it by forfeit; the table is closed', async () => {
    let t = (await api(server.url, 'GET', noShow, null)).body as TournamentAnswer;
    for (let end = Date.now() + 15_000; t.status !== 'finished' && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 200));
      t = (await api(server.url, 'GET', noShow, null)).body as TournamentAnswer;
    }
    expect(t.status).toBe('finished');
    const final = t.rounds?.[0].pairings[0];
    expect(final).toMatchObject({ winner: 'Computer (beginner)', forfeit: 'no-show' });
    expect(t.places.map((p) => p.name)).toEqual(['Computer (beginner)', 'Absent']);
    const record = (await api(server.url, 'GET', `api/tables/${final?.tables[0]}/record`, null)).body;
    expect(record.closed).toMatchObject({ by: 'operator' });
  }, 20_000);

  it('plays a parallel-nardy final (two boards at one table) to its end', async () => {
    let t = (await api(server.url, 'GET', parallel, null)).body as TournamentAnswer;
    for (let end = Date.now() + 40_000; t.status !== 'finished' && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 200));
      t = (await api(server.url, 'GET', parallel, null)).body as TournamentAnswer;
    }
    expect(t.status).toBe('finished');
    const final = t.rounds?.[0].pairings[0];
    expect(final?.winner).toMatch(/^Computer \(beginner\)/);
    const record = (await api(server.url, 'GET', `api/tables/${final?.tables[0]}/record`, null)).body;
    expect(record.table.boards).toHaveLength(2);
    expect(record.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  }, 45_000);
});

/**
 * One person in an arena through the real protocol: whenever the tournament shows him a table, he joins
 * it with his session and plays it out with the cheap player. Answers how many tables he played.
 */
async function playArena(base: string, at: string, person: { cookie: string; token: string }): Promise<number> {
  const played = new Set<string>();
  const end = Date.now() + 50_000;
  while (Date.now() < end) {
    const t = (await api(base, 'GET', at, person.cookie)).body as TournamentAnswer;
    if (t.status === 'finished') return played.size;
    if (t.yourTable && !played.has(t.yourTable.id)) {
      played.add(t.yourTable.id);
      const table = await OnlineTable.connect(t.yourTable.join, { sessionToken: person.token, clientSeed: 'seed' });
      while (!table.snapshot.state.over) {
        const version = table.snapshot.version;
        const next = cheapCommand(table.snapshot.view);
        // Either seat rolls the opening (the computer waits for the person to start).
        const mine = next !== null && (next.seat === table.role || table.snapshot.view.phase === 'opening');
        if (next !== null && mine) await table.send(next.command).catch(() => undefined);
        else await table.until((s) => s.version > version || s.state.over, 30_000);
      }
      await table.close();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the arena did not finish');
}
