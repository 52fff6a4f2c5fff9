import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../src/accounts/accountStore.ts';
import { RatingStore } from '../src/ratings/ratingStore.ts';
import { type OpenDatabase, openDatabase } from '../src/storage/database.ts';
import { StorageConflict, TableStore } from '../src/storage/tableStore.ts';
import { pgliteCopy } from './support/helpers.ts';
import { describeWithServices, freshPostgresDatabase } from './support/services.ts';

/** The same queries against both databases: PGlite (embedded) and the machine's PostgreSQL. */
function storageSuite(open: () => Promise<{ db: OpenDatabase; done(): Promise<void> }>) {
  let opened: { db: OpenDatabase; done(): Promise<void> };
  let store: TableStore;
  beforeAll(async () => {
    opened = await open();
    store = new TableStore(opened.db.db);
  });
  afterAll(async () => {
    await opened?.done();
  });
  const spec = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } } as never;
  const table = (id: string) => ({
    id,
    name: 'T',
    spec,
    serverSeed: 'aa'.repeat(32),
    commitment: 'c',
    tokenHashes: { white: `${id}w`, black: `${id}b` },
  });

  it('stores a table, its seats and its log, and reads them back with numbers as numbers', async () => {
    await store.createTable(table('t1'));
    await store.append('t1', 0, { type: 'opening', white: 3, black: 1 }, 1);
    const clock = { player: 'white' as const, usedMs: 1500, reserveMs: { white: 60000, black: 60000 } };
    await store.append('t1', 1, { type: 'roll', player: 'white', dice: [6, 5] }, 2, undefined, { clock });
    const loaded = await store.loadTable('t1');
    expect(loaded).toMatchObject({ id: 't1', name: 'T', spec, over: false, clock: null });
    expect(loaded?.log).toEqual([
      { entry: { type: 'opening', white: 3, black: 1 }, diceNext: 1, meta: null, at: expect.any(Date) },
      { entry: { type: 'roll', player: 'white', dice: [6, 5] }, diceNext: 2, meta: { clock }, at: expect.any(Date) },
    ]);
    expect(await store.seatByToken('t1b')).toEqual({ tableId: 't1', color: 'black' });
    expect(await store.seatByToken('nope')).toBeNull();
    expect(await store.loadTable('missing')).toBeNull();
  });

  it('a table is created with both seats or not at all (a seat token already in use stores nothing)', async () => {
    await store.createTable(table('t9'));
    const clash = { ...table('t10'), tokenHashes: { white: 't10w', black: 't9b' } };
    await expect(store.createTable(clash)).rejects.toThrow();
    expect(await store.tableExists('t10')).toBe(false);
    expect(await store.seatByToken('t10w')).toBeNull();
    expect((await store.loadTable('t9'))?.seats.black.tokenHash).toBe('t9b');
  });

  it('a store that keeps created tables gives each once, as loadTable reads it, and only the newest ones', async () => {
    const keeping = new TableStore(opened.db.db, { keepCreated: 2 });
    const clock = { delayMs: 12000, reserveMs: 180000 };
    await keeping.createTable({ ...table('k1'), clock, rated: true, listed: true, kind: 'short', rematchOf: 't1' });
    expect(keeping.takeCreated('k1')).toEqual(await store.loadTable('k1'));
    expect(keeping.takeCreated('k1')).toBeNull();
    for (const id of ['k2', 'k3', 'k4']) await keeping.createTable(table(id));
    expect(keeping.takeCreated('k2')).toBeNull();
    expect(keeping.takeCreated('k4')).toEqual(await store.loadTable('k4'));
    await keeping.deleteTable('k3');
    expect(keeping.takeCreated('k3')).toBeNull();
    await store.createTable(table('k5'));
    expect(store.takeCreated('k5')).toBeNull();
  });

  it('a seat keeps its first client seed; its name follows the latest join', async () => {
    await store.createTable(table('t2'));
    expect(await store.claimSeat('t2', 'white', { name: 'Ann', clientSeed: 'first' })).toEqual({
      name: 'Ann',
      clientSeed: 'first',
      userId: null,
    });
    expect(await store.claimSeat('t2', 'white', { name: 'Anna', clientSeed: 'second' })).toEqual({
      name: 'Anna',
      clientSeed: 'first',
      userId: null,
    });
    expect(await store.claimSeat('t2', 'black', { name: null, clientSeed: null })).toEqual({
      name: null,
      clientSeed: '',
      userId: null,
    });
    expect((await store.loadTable('t2'))?.seats.black.claimed).toBe(true);
  });

  it('the log is append-only per (table, seq): a second writer of the same entry loses with StorageConflict', async () => {
    await store.createTable(table('t3'));
    const writes = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => store.append('t3', 0, { type: 'opening', white: 1 + i, black: 6 }, 1)),
    );
    expect(writes.filter((w) => w.status === 'fulfilled')).toHaveLength(1);
    for (const w of writes.filter((x) => x.status === 'rejected')) {
      expect((w as PromiseRejectedResult).reason).toBeInstanceOf(StorageConflict);
    }
    expect((await store.loadTable('t3'))?.log).toHaveLength(1);
  });

  it("entries of many tables written at once are stored together, each in its table's order; a duplicate in a group loses alone", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `g${i}`);
    for (const id of ids) await store.createTable(table(id));
    // Three entries a table, all sent at once: the first goes alone, the rest in groups.
    const results = await Promise.allSettled(
      ids.flatMap((id) => [0, 1, 2].map((seq) => store.append(id, seq, { type: 'resign', player: 'white' }, seq))),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    for (const id of ids) expect((await store.loadTable(id))?.log.map((e) => e.diceNext)).toEqual([0, 1, 2]);
    const twice = await Promise.allSettled([
      store.append('g0', 3, { type: 'resign', player: 'white' }, 3),
      store.append('g1', 3, { type: 'resign', player: 'white' }, 3),
      store.append('g1', 3, { type: 'resign', player: 'black' }, 3),
      store.append('g2', 2, { type: 'resign', player: 'black' }, 9),
    ]);
    expect(twice.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((await store.loadTable('g1'))?.log[3].entry).toEqual({ type: 'resign', player: 'white' });
  });

  it('the last entry of a game writes the finished game and, at the end, the table as over, in one transaction', async () => {
    await store.createTable(table('t4'));
    const finished = { game: 0, record: { games: [] }, winner: 'white' as const, net: 2.5, tableOver: true };
    await store.append('t4', 0, { type: 'resign', player: 'black' }, 0, finished);
    expect((await store.loadTable('t4'))?.over).toBe(true);
    expect(await store.finishedGames('t4')).toMatchObject([{ game: 0, winner: 'white', net: 2.5 }]);
    // A failing game row rolls the entry back with it.
    await expect(store.append('t4', 1, { type: 'resign', player: 'white' }, 0, finished)).rejects.toThrow();
    expect((await store.loadTable('t4'))?.log).toHaveLength(1);
    await store.deleteTable('t4');
    expect(await store.loadTable('t4')).toBeNull();
  });

  it('a rated table is rated in the transaction of its last entry, once; the history and leaderboard read it', async () => {
    const accounts = new AccountStore(opened.db.db, { N: 1024, r: 8, p: 1 });
    const ratings = new RatingStore(opened.db.db);
    const ann = await accounts.register('Ann', 'correct horse');
    const bob = await accounts.register('Bob', 'correct horse');
    await store.createTable({ ...table('r1'), rated: true, kind: 'short' });
    await store.claimSeat('r1', 'white', { name: 'Ann', clientSeed: '', userId: ann.id });
    await store.claimSeat('r1', 'black', { name: 'Bob', clientSeed: '', userId: bob.id });
    expect(await store.seatAccess('r1w')).toEqual({
      tableId: 'r1',
      color: 'white',
      rated: true,
      userId: ann.id,
      otherUserId: bob.id,
    });
    const result = {
      tableId: 'r1',
      kind: 'short' as const,
      users: { white: ann.id, black: bob.id },
      score: 1,
      weight: 2,
    };
    const finished = {
      game: 0,
      record: {},
      winner: 'white' as const,
      net: 1,
      tableOver: true,
      tableWinner: 'white' as const,
      afterTableOver: (tx: Parameters<RatingStore['rate']>[0]) => ratings.rate(tx, result),
    };
    const changes = await store.append('r1', 0, { type: 'resign', player: 'black' }, 0, finished);
    expect(changes).toMatchObject({ kind: 'short', weight: 2, white: { before: 1500 }, black: { before: 1500 } });
    // Rating it again (a retried write) finds the changes and moves nothing.
    const again = await opened.db.db.transaction().execute((tx) => ratings.rate(tx, result));
    expect(again).toEqual(changes);
    const annNow = await ratings.ratingsOf(ann.id);
    expect(annNow.short?.games).toBe(1);
    expect(annNow.short?.rating).toBeCloseTo((changes as { white: { after: number } }).white.after, 6);
    expect((await ratings.history(bob.id)).map((h) => h.score)).toEqual([0]);
    expect((await ratings.leaderboard('short')).map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(await ratings.changesOf('r1', { white: ann.id, black: bob.id })).toEqual(changes);
  });

  it('migrating again changes nothing', async () => {
    const { migrateToLatest } = await import('../src/storage/migrations.ts');
    await migrateToLatest(opened.db.db as never);
    expect(await store.tableExists('t1')).toBe(true);
  });
}

describe('storage on PGlite', () => {
  storageSuite(async () => {
    const copy = pgliteCopy();
    const db = await openDatabase({ dataDir: copy.dataDir });
    return {
      db,
      async done() {
        await db.close();
        copy.remove();
      },
    };
  });
});

describeWithServices('storage on PostgreSQL', ['postgres'], () => {
  storageSuite(async () => {
    const pg = await freshPostgresDatabase();
    const db = await openDatabase({ url: pg.url });
    return {
      db,
      async done() {
        await db.close();
        await pg.drop();
      },
    };
  });
});

describeWithServices('migrations over older data', ['postgres'], () => {
  it('0005 gives existing accounts their skeletons (an older look-alike pair keeps both); 0006 keys old reports', async () => {
    const { Kysely, PostgresDialect, sql } = await import('kysely');
    const pgModule = await import('pg');
    const { migrateTo, migrateToLatest } = await import('../src/storage/migrations.ts');
    const database = await freshPostgresDatabase();
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pgModule.default.Pool({ connectionString: database.url }) }),
    });
    try {
      await migrateTo(db, '0004_lobby_reports');
      await sql`insert into users (id, name, name_key, password_hash, created_at) values
        ('u1', 'admin', 'admin', 'x', now() - interval '2 days'),
        ('u2', ${'\u0430dmin'}, ${'\u0430dmin'}, 'x', now() - interval '1 day'),
        ('u3', 'Kim', 'kim', 'x', now())`.execute(db);
      await sql`insert into tables (id, spec, server_seed, commitment) values ('t1', '{}', 's', 'c')`.execute(db);
      await sql`insert into reports (id, table_id, line, reporter) values ('r1', 't1', '{}', '{}'), ('r2', 't1', '{}', '{}')`.execute(
        db,
      );
      await migrateToLatest(db);
      const users = await sql<{ id: string; name_skeleton: string; operator: boolean }>`
        select id, name_skeleton, operator from users order by id`.execute(db);
      expect(users.rows).toEqual([
        { id: 'u1', name_skeleton: 'admin', operator: false },
        { id: 'u2', name_skeleton: 'admin#u2', operator: false },
        { id: 'u3', name_skeleton: 'kim', operator: false },
      ]);
      const reports = await sql<{ id: string; status: string; reporter_key: string }>`
        select id, status, reporter_key from reports order by id`.execute(db);
      expect(reports.rows).toEqual([
        { id: 'r1', status: 'open', reporter_key: 'report:r1' },
        { id: 'r2', status: 'open', reporter_key: 'report:r2' },
      ]);
      // From now on the skeleton is unique.
      await expect(
        sql`insert into users (id, name, name_key, name_skeleton, password_hash) values ('u4', 'ADMIN2', 'admin2', 'admin', 'x')`.execute(
          db,
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
