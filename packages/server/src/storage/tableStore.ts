import { createHash } from 'node:crypto';
import type { ClockSettings, ClosedEntry, EntryMeta, LogEntry } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Kysely } from 'kysely';
import { GroupedAppends } from './groupedAppends.ts';
import type { Database } from './schema.ts';

/** A table as stored: what a room needs to rebuild itself. */
export interface StoredTable {
  readonly id: string;
  readonly name: string | null;
  readonly spec: TableSpec;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly over: boolean;
  readonly clock: ClockSettings | null;
  readonly rated: boolean;
  readonly listed: boolean;
  readonly rematchOf: string | null;
  readonly seats: { readonly [C in Color]: StoredSeat };
  /** The event log in order (seq 0, 1, …). */
  readonly log: readonly StoredEntry[];
}

export interface StoredEntry {
  readonly entry: LogEntry;
  readonly diceNext: number;
  readonly meta: EntryMeta | null;
  /** When it was stored (the database's time); a correspondence turn counts from its last entry. */
  readonly at?: Date;
}

export interface StoredSeat {
  readonly tokenHash: string;
  readonly name: string | null;
  readonly clientSeed: string | null;
  readonly claimed: boolean;
  /** The account that took the seat, or null for a guest (or an unclaimed seat). */
  readonly userId: string | null;
  /** The computer's level when the computer plays this seat on the server, else null. */
  readonly computer: string | null;
}

/** The name a computer seat plays under. */
export const computerName = (level: string) => `Computer (${level})`;

/** The write lost a race: another process appended this table's entry `seq` first. */
export class StorageConflict extends Error {
  constructor(
    readonly tableId: string,
    readonly seq: number,
  ) {
    super(`table ${tableId}: entry ${seq} is already stored`);
    this.name = 'StorageConflict';
  }
}

/** What finishing a game writes along with its last entry. */
export interface FinishedGame {
  readonly game: number;
  readonly record: object;
  readonly winner: Color | null;
  readonly net: number;
  /** The whole table (the single game, or the match) is over: the server seed may be revealed. */
  readonly tableOver: boolean;
  /** Who won the table, once it is over (null: a draw). */
  readonly tableWinner?: Color | null;
  /** Runs in the same transaction once the table is over (ratings); its answer is `append`'s. */
  readonly afterTableOver?: (tx: Kysely<Database>) => Promise<unknown>;
}

const json = (value: unknown) => JSON.stringify(value) as never;
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
const isUniqueViolation = (e: unknown) => (e as { code?: unknown })?.code === '23505';

/** How the store is used by its server. */
export interface TableStoreOptions {
  /**
   * How many tables created by this store to keep, as stored, for `takeCreated` (default 0: none). Only
   * for a store that is the one writer of its tables (a single server process): with several processes a
   * table's room may have been opened and changed elsewhere, and its created picture would be stale.
   */
  readonly keepCreated?: number;
  /**
   * At most this many log entries one statement writes (group commit, `GroupedAppends`; default 200).
   * 1 writes each entry alone (what `nardy bench appends` compares against).
   */
  readonly groupRows?: number;
}

/** Every query the server makes, on PostgreSQL and PGlite alike. */
export class TableStore {
  /** Tables created here and not yet taken, oldest first (`takeCreated`). */
  readonly #created = new Map<string, StoredTable>();
  readonly #keepCreated: number;
  readonly #appends: GroupedAppends;

  constructor(
    readonly db: Kysely<Database>,
    options: TableStoreOptions = {},
  ) {
    this.#keepCreated = options.keepCreated ?? 0;
    this.#appends = new GroupedAppends(db, options.groupRows);
  }

  async createTable(table: {
    id: string;
    name: string | null;
    spec: TableSpec;
    serverSeed: string;
    commitment: string;
    clock?: ClockSettings | null;
    rated?: boolean;
    listed?: boolean;
    kind?: string | null;
    rematchOf?: string | null;
    tokenHashes: { readonly [C in Color]: string };
    /** Seats the computer plays (claimed at once, under its name, with an empty client seed). */
    computer?: { readonly [C in Color]?: string };
    /** Seats bound to an account from the start (a challenge's table): only that account opens it. */
    accounts?: { readonly [C in Color]?: { readonly id: string; readonly name: string } };
  }): Promise<void> {
    // One statement, not a transaction of four (BEGIN, two inserts, COMMIT): a statement is atomic by
    // itself, and each round trip costs the server CPU (PGlite runs in this process) in a burst of new
    // tables. The seats' foreign key is checked at the end of the statement, after the table's insert.
    await this.db
      .with('created', (db) =>
        db.insertInto('tables').values({
          id: table.id,
          name: table.name,
          spec: json(table.spec),
          server_seed: table.serverSeed,
          commitment: table.commitment,
          clock: table.clock ? json(table.clock) : null,
          rated: table.rated ?? false,
          listed: table.listed ?? false,
          kind: table.kind ?? null,
          rematch_of: table.rematchOf ?? null,
        }),
      )
      .insertInto('seats')
      .values(
        (['white', 'black'] as const).map((color) => {
          const level = table.computer?.[color];
          const account = table.accounts?.[color];
          return level === undefined
            ? {
                table_id: table.id,
                color,
                token_hash: table.tokenHashes[color],
                ...(account ? { user_id: account.id, name: account.name } : {}),
              }
            : {
                table_id: table.id,
                color,
                token_hash: table.tokenHashes[color],
                computer: level,
                name: computerName(level),
                client_seed: '',
                claimed_at: new Date(),
              };
        }),
      )
      .execute();
    if (this.#keepCreated > 0) this.#keep(table);
  }

  /** Remembers a new table as `loadTable` would read it back (JSON columns as they come out of the database). */
  #keep(table: Parameters<TableStore['createTable']>[0]): void {
    const seat = (tokenHash: string, level: string | undefined, account?: { id: string; name: string }): StoredSeat =>
      level === undefined
        ? {
            tokenHash,
            name: account?.name ?? null,
            clientSeed: null,
            claimed: false,
            userId: account?.id ?? null,
            computer: null,
          }
        : { tokenHash, name: computerName(level), clientSeed: '', claimed: true, userId: null, computer: level };
    this.#created.set(table.id, {
      id: table.id,
      name: table.name,
      spec: JSON.parse(JSON.stringify(table.spec)),
      serverSeed: table.serverSeed,
      commitment: table.commitment,
      over: false,
      clock: table.clock ? JSON.parse(JSON.stringify(table.clock)) : null,
      rated: table.rated ?? false,
      listed: table.listed ?? false,
      rematchOf: table.rematchOf ?? null,
      seats: {
        white: seat(table.tokenHashes.white, table.computer?.white, table.accounts?.white),
        black: seat(table.tokenHashes.black, table.computer?.black, table.accounts?.black),
      },
      log: [],
    });
    // A table nobody joins is forgotten after `keepCreated` newer ones; its first room then reads it.
    for (const id of this.#created.keys()) {
      if (this.#created.size <= this.#keepCreated) break;
      this.#created.delete(id);
    }
  }

  /**
   * The table as this store created it, once, if it is still kept (`keepCreated`): what its first room
   * needs without reading the database. Nothing but that room writes a new table's rows (seats are
   * claimed by its joins, entries appended by its commands), so until it has loaded the table the picture
   * is what is stored. Null when not kept: read it with `loadTable`.
   */
  takeCreated(id: string): StoredTable | null {
    const table = this.#created.get(id) ?? null;
    this.#created.delete(id);
    return table;
  }

  async loadTable(id: string): Promise<StoredTable | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const seats = await this.db.selectFrom('seats').selectAll().where('table_id', '=', id).execute();
    const log = await this.db
      .selectFrom('events')
      .select(['seq', 'entry', 'dice_next', 'meta', 'created_at'])
      .where('table_id', '=', id)
      .orderBy('seq')
      .execute();
    const seat = (color: Color): StoredSeat => {
      const s = seats.find((x) => x.color === color);
      if (!s) throw new Error(`table ${id} has no ${color} seat`);
      return {
        tokenHash: s.token_hash,
        name: s.name,
        clientSeed: s.client_seed,
        claimed: s.claimed_at !== null,
        userId: s.user_id ?? null,
        computer: s.computer ?? null,
      };
    };
    log.forEach((e, i) => {
      if (Number(e.seq) !== i) throw new Error(`table ${id}: event log has a gap at ${i}`);
    });
    return {
      id: row.id,
      name: row.name,
      spec: row.spec,
      serverSeed: row.server_seed,
      commitment: row.commitment,
      over: row.over,
      clock: row.clock ?? null,
      rated: row.rated,
      listed: row.listed,
      rematchOf: row.rematch_of ?? null,
      seats: { white: seat('white'), black: seat('black') },
      log: log.map((e) => ({
        entry: e.entry,
        diceNext: Number(e.dice_next),
        meta: e.meta ?? null,
        at: new Date(e.created_at),
      })),
    };
  }

  /**
   * What a join needs to know of the seat a token hash opens: its table, colour, whether the table is
   * rated, and which accounts hold this seat and the other one. Null for an unknown token.
   */
  async seatAccess(tokenHash: string): Promise<{
    tableId: string;
    color: Color;
    rated: boolean;
    userId: string | null;
    otherUserId: string | null;
  } | null> {
    const row = await this.db
      .selectFrom('seats as s')
      .innerJoin('tables as t', 't.id', 's.table_id')
      .innerJoin('seats as o', (j) => j.onRef('o.table_id', '=', 's.table_id').onRef('o.color', '!=', 's.color'))
      .select(['s.table_id', 's.color', 't.rated', 's.user_id', 'o.user_id as other_user_id'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      tableId: row.table_id,
      color: row.color,
      rated: row.rated,
      userId: row.user_id ?? null,
      otherUserId: row.other_user_id ?? null,
    };
  }

  /** The seat a token hash opens, or null. */
  async seatByToken(tokenHash: string): Promise<{ tableId: string; color: Color } | null> {
    const row = await this.db
      .selectFrom('seats')
      .select(['table_id', 'color'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { tableId: row.table_id, color: row.color } : null;
  }

  async tableExists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('tables').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A seat joins: its name is updated; the first join also claims the seat and fixes its client seed.
   * Returns the seat as stored afterwards.
   */
  async claimSeat(
    tableId: string,
    color: Color,
    join: { name: string | null; clientSeed: string | null; userId?: string | null },
  ): Promise<{ name: string | null; clientSeed: string | null; userId: string | null }> {
    const row = await this.db
      .updateTable('seats')
      .set((eb) => ({
        name: join.name === null ? eb.ref('name') : join.name,
        client_seed: eb.fn.coalesce('client_seed', eb.val(join.clientSeed ?? '')),
        claimed_at: eb.fn.coalesce('claimed_at', eb.val(new Date())),
        // The first account to take the seat keeps it (a guest joining later does not unbind it).
        user_id: eb.fn.coalesce('user_id', eb.val(join.userId ?? null)),
      }))
      .where('table_id', '=', tableId)
      .where('color', '=', color)
      .returning(['name', 'client_seed', 'user_id'])
      .executeTakeFirstOrThrow();
    return { name: row.name, clientSeed: row.client_seed, userId: row.user_id ?? null };
  }

  /**
   * Appends entry `seq` of a table's log (and, when it ends a game, the finished game and the table's end)
   * in one transaction. Throws `StorageConflict` when that seq is already taken. Returns what
   * `finished.afterTableOver` answered, if it ran.
   */
  async append(
    tableId: string,
    seq: number,
    entry: LogEntry,
    diceNext: number,
    finished?: FinishedGame,
    meta: EntryMeta | null = null,
  ) {
    const insert = (db: Kysely<Database>) =>
      db
        .insertInto('events')
        .values({ table_id: tableId, seq, entry: json(entry), dice_next: diceNext, meta: meta ? json(meta) : null })
        .execute();
    if (finished === undefined) {
      // Most entries: grouped with other tables' entries written meanwhile (groupedAppends.ts).
      const row = { table_id: tableId, seq, entry: json(entry), dice_next: diceNext, meta: meta ? json(meta) : null };
      if (!(await this.#appends.append(row))) throw new StorageConflict(tableId, seq);
      return undefined;
    }
    try {
      return await this.db.transaction().execute(async (tx) => {
        await insert(tx);
        await tx
          .insertInto('games')
          .values({
            table_id: tableId,
            game: finished.game,
            record: json(finished.record),
            winner: finished.winner,
            net: finished.net,
          })
          .execute();
        if (finished.tableOver) {
          await tx
            .updateTable('tables')
            .set({ over: true, finished_at: new Date(), winner: finished.tableWinner ?? null })
            .where('id', '=', tableId)
            .execute();
          return finished.afterTableOver ? await finished.afterTableOver(tx) : undefined;
        }
        return undefined;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new StorageConflict(tableId, seq);
      throw e;
    }
  }

  /**
   * Gives an unclaimed seat a new token (a lobby player sits at an open table): only while nobody has
   * used the seat's link. Returns false when the seat is already taken.
   */
  async replaceSeatToken(tableId: string, color: Color, tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .updateTable('seats')
      .set({ token_hash: tokenHash })
      .where('table_id', '=', tableId)
      .where('color', '=', color)
      .where('claimed_at', 'is', null)
      .returning('color')
      .execute();
    return rows.length === 1;
  }

  /**
   * Gives the seat an account holds a new token (its owner opens it on another device): the seat's
   * earlier link stops working. The color of the seat, or null when the account holds no seat there.
   */
  async renewAccountSeat(tableId: string, userId: string, tokenHash: string): Promise<Color | null> {
    const seat = await this.db
      .selectFrom('seats')
      .select('color')
      .where('table_id', '=', tableId)
      .where('user_id', '=', userId)
      .orderBy('color', 'desc')
      .executeTakeFirst();
    if (!seat) return null;
    await this.db
      .updateTable('seats')
      .set({ token_hash: tokenHash })
      .where('table_id', '=', tableId)
      .where('color', '=', seat.color)
      .execute();
    this.#created.delete(tableId); // its first room reads the new token from the database
    return seat.color;
  }

  /**
   * Records a reported chat line, once per reporter and line: the reporter is his account, or for a guest
   * his address (kept only as a hash); the line is its id, time, sender and text. Answers the report's id
   * and whether it is new (false: this reporter had reported this line already, and nothing changed).
   */
  async report(report: {
    id: string;
    tableId: string;
    line: {
      readonly id: number;
      readonly at: number;
      readonly from: { readonly sender: string };
      readonly text: string;
    };
    reporter: { readonly role: string; readonly name: string | null; readonly account: string | null };
    address: string;
    reason: string | null;
  }): Promise<{ id: string; created: boolean }> {
    const reporterKey =
      report.reporter.account !== null ? `account:${report.reporter.account}` : `address:${digest(report.address)}`;
    const lineKey = digest(`${report.line.id}|${report.line.at}|${report.line.from.sender}|${report.line.text}`);
    const inserted = await this.db
      .insertInto('reports')
      .values({
        id: report.id,
        table_id: report.tableId,
        line: json(report.line),
        reporter: json(report.reporter),
        reason: report.reason,
        reporter_key: reporterKey,
        line_key: lineKey,
      })
      .onConflict((oc) => oc.columns(['table_id', 'line_key', 'reporter_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const earlier = await this.db
      .selectFrom('reports')
      .select('id')
      .where('table_id', '=', report.tableId)
      .where('line_key', '=', lineKey)
      .where('reporter_key', '=', reporterKey)
      .executeTakeFirstOrThrow();
    return { id: earlier.id, created: false };
  }

  /**
   * Closes a table for an operator: appends the `closed` entry as the log's last and marks the table over
   * (no winner, unrated), in one transaction (with `also`). A room that appends meanwhile makes the insert lose its
   * (table, seq) and it is tried again after that entry. Answers `unknown` for no such table and `over`
   * for one already over (nothing written).
   */
  async closeTable(
    tableId: string,
    closing: Omit<ClosedEntry, 'type'>,
    /** Runs in the same transaction once the table is closed (the moderation log's line). */
    also?: (tx: Kysely<Database>) => Promise<void>,
  ): Promise<'closed' | 'over' | 'unknown'> {
    const entry: ClosedEntry = { type: 'closed', ...closing };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (tx) => {
          const table = await tx
            .selectFrom('tables')
            .select('over')
            .where('id', '=', tableId)
            .forUpdate()
            .executeTakeFirst();
          if (!table) return 'unknown';
          if (table.over) return 'over';
          const last = await tx
            .selectFrom('events')
            .select(['seq', 'dice_next'])
            .where('table_id', '=', tableId)
            .orderBy('seq', 'desc')
            .limit(1)
            .executeTakeFirst();
          await tx
            .insertInto('events')
            .values({
              table_id: tableId,
              seq: last ? Number(last.seq) + 1 : 0,
              entry: json(entry),
              dice_next: last ? Number(last.dice_next) : 0,
              meta: null,
            })
            .execute();
          const now = new Date();
          await tx
            .updateTable('tables')
            .set({ over: true, finished_at: now, closed_at: now, winner: null })
            .where('id', '=', tableId)
            .execute();
          await also?.(tx);
          return 'closed';
        });
      } catch (e) {
        if (!isUniqueViolation(e) || attempt >= 5) throw e;
      }
    }
  }

  /** Removes a table with its seats, log and games (an operator's clean-up; tests reuse an id with it). */
  async deleteTable(id: string): Promise<void> {
    this.#created.delete(id);
    await this.db.deleteFrom('tables').where('id', '=', id).execute();
  }

  /** The finished games of a table, in order. */
  async finishedGames(tableId: string) {
    return this.db
      .selectFrom('games')
      .select(['game', 'record', 'winner', 'net', 'finished_at'])
      .where('table_id', '=', tableId)
      .orderBy('game')
      .execute();
  }
}
