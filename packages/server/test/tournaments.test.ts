import type { TournamentAnswer } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { register, testServer } from './support/helpers.ts';
import { describeWithServices, freshPostgresDatabase } from './support/services.ts';
import { api, ONE_BOARD } from './support/tournaments.ts';

describeWithServices('tournaments on PostgreSQL', ['postgres'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let organiser: string;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    server = await testServer({
      database: { url: pg.url },
      computerThinkMs: 0,
      autoDelayMs: 0,
      tournamentTickMs: 100,
    });
    organiser = (await register(server.url, 'Organiser')).cookie;
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
    const levels = ['beginner', 'club'];
    for (let i = 0; i < count; i++) {
      const r = await api(server.url, 'POST', `api/tournaments/${id}/entrants`, organiser, { computer: levels[i % 2] });
      expect(r.status).toBe(200);
    }
    let shown: TournamentAnswer | null = null;
    const end = Date.now() + 25_000;
    while (Date.now() < end) {
      shown = (await api(server.url, 'GET', `api/tournaments/${id}`, null)).body as TournamentAnswer;
      if (shown.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return shown as TournamentAnswer;
  }

  it('plays an Olympic tournament of 8 computer entrants (1 board, 1-point matches) to the end, started when full', async () => {
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
  }, 30_000);

  it('plays one of 6 with byes to the end', async () => {
    const t = await playComputers(6, { thirdPlace: false });
    expect(t.status).toBe('finished');
    const first = t.rounds?.[0].pairings ?? [];
    expect(first).toHaveLength(4);
    expect(first.filter((p) => p.bye)).toHaveLength(2);
    expect(first.filter((p) => p.bye).every((p) => p.tables.length === 0 && p.winner !== null)).toBe(true);
    // Without a third-place pairing both semifinal losers share place 3.
    expect(t.places.map((p) => p.place)).toEqual([1, 2, 3, 3]);
    const list = (await api(server.url, 'GET', 'api/tournaments', null)).body;
    expect(list.recent.map((x: { id: string }) => x.id)).toContain(t.id);
  }, 30_000);
});
