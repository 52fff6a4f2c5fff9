import { PGlite } from '@electric-sql/pglite';
import { correspondenceClock, DAY_MS, joinLink, OnlineTable, VACATION_DAYS_PER_YEAR } from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startGameServer } from '../src/gameServer.ts';
import { openTable } from '../src/newTable.ts';
import { memoryLogger } from '../src/observability/logger.ts';
import type { Database } from '../src/storage/schema.ts';
import { TableStore } from '../src/storage/tableStore.ts';
import { pgliteCopy, playOut, register } from './support/helpers.ts';
import { TEST_LIMITS, TEST_SCRYPT } from './support/limits.ts';

const folder = pgliteCopy();
afterAll(() => folder.remove());

const start = () =>
  startGameServer({
    database: { dataDir: folder.dataDir },
    scrypt: TEST_SCRYPT,
    logger: memoryLogger().logger,
    limits: TEST_LIMITS,
  });

/**
 * The data folder as the version before `0009_social` left it: that migration's tables and column are
 * taken out again and its row in Kysely's list of migrations removed, so the next server start runs it.
 */
async function asBeforeSocial(): Promise<{ id: string; tokens: { white: string; black: string } }> {
  const pglite = await PGlite.create(folder.dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    for (const table of ['vacation_grants', 'notices', 'challenges', 'blocks', 'follows']) {
      await sql`drop table ${sql.table(table)}`.execute(db);
    }
    await sql`alter table users drop column seen_at`.execute(db);
    await sql`delete from kysely_migration where name = '0009_social'`.execute(db);
    // A correspondence table opened by that version: one day per move.
    const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } });
    if (!config.ok) throw new Error(config.error.code);
    return await openTable(new TableStore(db), {
      config: config.value,
      name: null,
      clock: correspondenceClock(1),
      rated: false,
    });
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

describe('a correspondence table over a migration and a restart', () => {
  it('keeps its log, resumes its running turn from the stored time, spends vacation, and is lost on time with nobody there', async () => {
    const { id, tokens } = await asBeforeSocial();
    // The upgrade: this start runs 0009_social over the older folder.
    let server = await start();
    const [ann, bob] = await Promise.all([register(server.url, 'Ann'), register(server.url, 'Bob')]);
    const white = await OnlineTable.connect(joinLink(server.url, id, tokens.white), {
      sessionToken: ann.token,
      clientSeed: 'a',
    });
    const black = await OnlineTable.connect(joinLink(server.url, id, tokens.black), {
      sessionToken: bob.token,
      clientSeed: 'b',
    });
    await white.until((s) => s.started);
    await white.until((s) => s.log.length > 0, 10_000); // the server's opening roll
    await playOut({ white, black }, 6);
    const version = Math.max(white.snapshot.version, black.snapshot.version);
    await white.until((s) => s.version >= version);
    await black.until((s) => s.version >= version);
    const before = { log: white.snapshot.log, actor: white.snapshot.clock?.running?.player ?? null };
    expect(before.actor).not.toBeNull();
    expect(white.snapshot.clock?.settings).toEqual({ delayMs: DAY_MS, reserveMs: 0, daysPerMove: 1 });
    // Both leave: the table waits (no claim, no loss while both are away).
    await white.close();
    await black.close();
    // Time passes while the server is down: the last move was 25 hours ago.
    await sql`update events set created_at = now() - interval '25 hours' where table_id = ${id}`.execute(
      server.store.db,
    );
    await server.close();

    server = await start();
    try {
      const again = await OnlineTable.connect(joinLink(server.url, id, tokens.white), { sessionToken: ann.token });
      const other = await OnlineTable.connect(joinLink(server.url, id, tokens.black), { sessionToken: bob.token });
      await again.until((s) => s.started);
      expect(again.snapshot.log).toEqual(before.log);
      expect(again.snapshot.clock?.running?.player).toBe(before.actor);
      // The day ran out an hour ago: a day of the mover's vacation is spent, and 23 hours of it are left.
      await again.until((s) => (s.clock?.reserve[before.actor as 'white' | 'black'] ?? 0) > 0, 5000);
      const reserve = again.snapshot.clock?.reserve[before.actor as 'white' | 'black'] ?? 0;
      expect(reserve).toBeGreaterThan(23 * 3_600_000 - 60_000);
      expect(reserve).toBeLessThanOrEqual(23 * 3_600_000);
      expect(again.snapshot.forfeit).toBeNull();
      const mover = before.actor === 'white' ? ann : bob;
      const games = await fetch(new URL('api/games', server.url), { headers: { cookie: mover.cookie } });
      const body = (await games.json()) as { vacationLeftMs: number; games: { yourTurn: boolean }[] };
      expect(body.vacationLeftMs).toBe((VACATION_DAYS_PER_YEAR - 1) * DAY_MS);
      expect(body.games[0].yourTurn).toBe(true);
      await again.close();
      await other.close();

      // Both gone again, and forty days pass: the server's sweep opens the table by itself, the rest of
      // the mover's vacation is spent a day at a time, and then he loses on time.
      await sql`update events set created_at = created_at - interval '40 days' where table_id = ${id}`.execute(
        server.store.db,
      );
      expect(await server.sweepCorrespondence()).toEqual([id]);
      type Forfeited = { forfeit: { player: string; reason: string } | null };
      let record: Forfeited = { forfeit: null };
      for (let i = 0; i < 100 && record.forfeit === null; i++) {
        await new Promise((r) => setTimeout(r, 100));
        record = (await (await fetch(new URL(`api/tables/${id}/record`, server.url))).json()) as Forfeited;
      }
      expect(record.forfeit).toMatchObject({ player: before.actor, reason: 'timeout' });
      expect(await server.social.vacationLeft(mover === ann ? ann.user.id : bob.user.id)).toBe(0);
      expect(await server.sweepCorrespondence()).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
