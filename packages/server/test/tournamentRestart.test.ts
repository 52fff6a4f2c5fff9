import type { TournamentAnswer } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { register } from './support/helpers.ts';
import { ServerProcesses } from './support/processes.ts';
import { describeWithServices, freshPostgresDatabase } from './support/services.ts';
import { api, ONE_BOARD } from './support/tournaments.ts';

/**
 * A server killed (SIGKILL) in the middle of a tournament, and started again on the same database: once
 * the dead process's lease runs out the new one goes on with it — the tables under way are played on
 * from their logs, the results already recorded stay as they were, and it is played to the end.
 */
const processes = new ServerProcesses();

describeWithServices('a tournament over a killed server', ['postgres'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await processes.stopAll();
    await pg?.drop();
  });

  it('goes on after the restart; nothing is lost', async () => {
    // The computer thinks a little, so that the kill finds tables in play.
    const options = {
      database: { url: pg.url },
      computerThinkMs: 15,
      autoDelayMs: 0,
      tournamentTickMs: 150,
      tournamentLeaseMs: 1500,
    };
    const first = await processes.start(options);
    const organiser = (await register(first.url, 'Organiser')).cookie;
    const created = await api(first.url, 'POST', 'api/tournaments', organiser, {
      name: 'Cup over a restart',
      format: 'olympic',
      table: ONE_BOARD,
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: 4,
    });
    const at = `api/tournaments/${created.body.id}`;
    for (let i = 0; i < 4; i++) await api(first.url, 'POST', `${at}/entrants`, organiser, { computer: 'beginner' });

    // Killed once a first result is in and tables are still in play.
    let before: TournamentAnswer | null = null;
    for (let end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const t = (await api(first.url, 'GET', at, null)).body as TournamentAnswer;
      const decided = t.rounds?.flatMap((r) => r.pairings).filter((p) => p.winner !== null) ?? [];
      if (t.status === 'running' && decided.length > 0 && t.now.length > 0) {
        before = t;
        break;
      }
    }
    expect(before, 'a moment with a result in and tables in play').not.toBeNull();
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await processes.start(options);
    let after: TournamentAnswer | null = null;
    for (let end = Date.now() + 40_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      after = (await api(second.url, 'GET', at, null)).body as TournamentAnswer;
      if (after.status === 'finished') break;
    }
    expect(after?.status).toBe('finished');
    const pairings = (t: TournamentAnswer | null) =>
      new Map(t?.rounds?.flatMap((r) => r.pairings).map((p) => [p.id, p]));
    const was = pairings(before);
    const now = pairings(after);
    for (const [id, p] of was) {
      // Decided results stay; a pairing's tables only grow (the table in play at the kill is played on, not replaced).
      if (p.winner !== null) expect(now.get(id)?.winner).toBe(p.winner);
      expect(now.get(id)?.tables.slice(0, p.tables.length)).toEqual(p.tables);
    }
    for (const table of before?.now ?? []) {
      const pairing = now.get(table.pairing as string);
      expect(pairing?.tables).toEqual([table.table]);
      const record = await api(second.url, 'GET', `api/tables/${table.table}/record`, null);
      expect(record.status).toBe(200);
      expect(record.body.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(after?.places.map((p) => p.place)).toEqual([1, 2, 3]);
  }, 90_000);
});
