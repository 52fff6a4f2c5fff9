import type { Color } from '@nardy/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { TournamentSettings } from './tournamentSettings.ts';

/** A tournament as stored. */
export interface StoredTournament {
  readonly id: string;
  readonly name: string;
  readonly organiserId: string;
  readonly organiser: string;
  readonly settings: TournamentSettings;
  readonly status: 'open' | 'running' | 'finished';
  readonly startsAt: Date | null;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly drawSeed: string;
  readonly drawCommitment: string;
  readonly log: readonly TournamentLogEvent[];
  readonly places: readonly { place: number; name: string }[] | null;
}

export interface StoredEntrant {
  readonly name: string;
  readonly userId: string | null;
  readonly computer: string | null;
  readonly left: boolean;
  readonly paused: boolean;
}

export interface StoredTournamentTable {
  readonly tableId: string;
  readonly pairing: string | null;
  readonly white: string;
  readonly black: string;
  readonly whiteToken: string | null;
  readonly blackToken: string | null;
  readonly createdAt: Date;
  readonly done: boolean;
  readonly winner: string | null;
  readonly forfeit: string | null;
  readonly finishedAt: Date | null;
}

/**
 * What happened after the start, in order: a match result or a withdrawal (@nardy/tournament's events,
 * replayed to rebuild an Olympic bracket), and for an arena the table's result.
 */
export type TournamentLogEvent =
  | {
      readonly type: 'result';
      readonly pairing: string;
      readonly winner: string;
      readonly score: readonly [number, number];
      readonly forfeit?: string;
    }
  | { readonly type: 'withdraw'; readonly player: string };

/** The state of a tournament's table as its room left it in the database. */
export interface TableProgress {
  readonly over: boolean;
  readonly winner: Color | null;
  readonly closed: boolean;
  readonly claimed: { readonly [C in Color]: boolean };
  /** Points each side has won (the finished games' nets). */
  readonly points: { readonly [C in Color]: number };
  /** When anything last happened at the table (its last log entry, else its opening). */
  readonly lastActivity: Date | null;
}

const json = (value: unknown) => JSON.stringify(value) as never;

/** The queries of tournaments (docs/club.md "Tournaments"), on PostgreSQL and PGlite alike. */
export class TournamentStore {
  constructor(readonly db: Kysely<Database>) {}

  async create(t: {
    id: string;
    name: string;
    organiserId: string;
    settings: TournamentSettings;
    startsAt: Date | null;
    drawSeed: string;
    drawCommitment: string;
  }): Promise<void> {
    await this.db
      .insertInto('tournaments')
      .values({
        id: t.id,
        name: t.name,
        format: t.settings.format,
        organiser_id: t.organiserId,
        settings: json(t.settings),
        starts_at: t.startsAt,
        draw_seed: t.drawSeed,
        draw_commitment: t.drawCommitment,
      })
      .execute();
  }

  async load(id: string): Promise<StoredTournament | null> {
    const row = await this.db
      .selectFrom('tournaments as t')
      .innerJoin('users as u', 'u.id', 't.organiser_id')
      .selectAll('t')
      .select('u.name as organiser')
      .where('t.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      organiserId: row.organiser_id,
      organiser: row.organiser,
      settings: row.settings as unknown as TournamentSettings,
      status: row.status as StoredTournament['status'],
      startsAt: row.starts_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      drawSeed: row.draw_seed,
      drawCommitment: row.draw_commitment,
      log: row.log as unknown as TournamentLogEvent[],
      places: row.places as { place: number; name: string }[] | null,
    };
  }

  async entrants(id: string): Promise<StoredEntrant[]> {
    const rows = await this.db
      .selectFrom('tournament_entrants')
      .selectAll()
      .where('tournament_id', '=', id)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      name: r.name,
      userId: r.user_id ?? null,
      computer: r.computer ?? null,
      left: r.left_at !== null,
      paused: r.paused,
    }));
  }

  async tables(id: string): Promise<StoredTournamentTable[]> {
    const rows = await this.db
      .selectFrom('tournament_tables')
      .selectAll()
      .where('tournament_id', '=', id)
      .orderBy('created_at')
      .orderBy('table_id')
      .execute();
    return rows.map((r) => ({
      tableId: r.table_id,
      pairing: r.pairing,
      white: r.white,
      black: r.black,
      whiteToken: r.white_token,
      blackToken: r.black_token,
      createdAt: r.created_at,
      done: r.done,
      winner: r.winner,
      forfeit: r.forfeit,
      finishedAt: r.finished_at,
    }));
  }

  /** Open, running and recently finished tournaments with their entrant counts. */
  async list(recent: number) {
    const base = this.db
      .selectFrom('tournaments as t')
      .innerJoin('users as u', 'u.id', 't.organiser_id')
      .select((eb) => [
        't.id',
        't.name',
        't.format',
        't.status',
        't.settings',
        't.starts_at',
        'u.name as organiser',
        eb
          .selectFrom('tournament_entrants as e')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('e.tournament_id', '=', 't.id')
          .as('entrants'),
      ]);
    const [live, finished] = await Promise.all([
      base.where('t.status', 'in', ['open', 'running']).orderBy('t.created_at', 'desc').limit(200).execute(),
      base.where('t.status', '=', 'finished').orderBy('t.finished_at', 'desc').limit(recent).execute(),
    ]);
    return [...live, ...finished];
  }

  /** How many tournaments an organiser has open or running. */
  async openBy(organiserId: string): Promise<number> {
    const row = await this.db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organiser_id', '=', organiserId)
      .where('status', 'in', ['open', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Adds an entrant while registration is open and the tournament is not full: answers `added`, or why
   * not (`full`, `closed`, `duplicate`). One at a time per tournament (the row is locked).
   */
  async addEntrant(
    id: string,
    entrant: { name: string; userId: string | null; computer: string | null },
  ): Promise<'added' | 'full' | 'closed' | 'duplicate' | 'unknown'> {
    return this.db.transaction().execute(async (tx) => {
      const t = await tx
        .selectFrom('tournaments')
        .select(['status', 'settings'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!t) return 'unknown';
      if (t.status !== 'open') return 'closed';
      const rows = await tx
        .selectFrom('tournament_entrants')
        .select(['name', 'user_id', 'position'])
        .where('tournament_id', '=', id)
        .execute();
      if (rows.some((r) => r.name === entrant.name || (entrant.userId !== null && r.user_id === entrant.userId))) {
        return 'duplicate';
      }
      if (rows.length >= (t.settings as unknown as TournamentSettings).capacity) return 'full';
      await tx
        .insertInto('tournament_entrants')
        .values({
          tournament_id: id,
          name: entrant.name,
          position: rows.reduce((m, r) => Math.max(m, r.position), 0) + 1,
          user_id: entrant.userId,
          computer: entrant.computer,
        })
        .execute();
      return 'added';
    });
  }

  /** Removes an entrant before the start; false when there was none. */
  async removeEntrant(id: string, name: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('tournament_entrants')
      .where('tournament_id', '=', id)
      .where('name', '=', name)
      .where((eb) =>
        eb.exists(eb.selectFrom('tournaments').select('id').where('id', '=', id).where('status', '=', 'open')),
      )
      .returning('name')
      .execute();
    return rows.length === 1;
  }

  /** An entrant leaves a running tournament (the runner forfeits the rest for him). */
  async markLeft(id: string, name: string): Promise<void> {
    await this.db
      .updateTable('tournament_entrants')
      .set({ left_at: new Date() })
      .where('tournament_id', '=', id)
      .where('name', '=', name)
      .where('left_at', 'is', null)
      .execute();
  }

  async setPaused(id: string, name: string, paused: boolean): Promise<void> {
    await this.db
      .updateTable('tournament_entrants')
      .set({ paused })
      .where('tournament_id', '=', id)
      .where('name', '=', name)
      .execute();
  }

  /** The organiser starts it now: the runner holding it starts it at its next tick. */
  async startNow(id: string): Promise<void> {
    await this.db
      .updateTable('tournaments')
      .set({ starts_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }

  /**
   * Takes (or keeps) the tournaments to run: every open or running one this process holds, or whose
   * holder has not renewed its lease for `leaseMs` (a dead process). Answers their ids.
   */
  async lease(processId: string, leaseMs: number): Promise<string[]> {
    const now = new Date();
    const rows = await this.db
      .updateTable('tournaments')
      .set({ runner: processId, runner_seen: now })
      .where('status', 'in', ['open', 'running'])
      .where((eb) =>
        eb.or([
          eb('runner', '=', processId),
          eb('runner', 'is', null),
          eb('runner_seen', '<', new Date(now.getTime() - leaseMs)),
        ]),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Gives up this process's leases (a clean stop: another process takes them at once). */
  async release(processId: string): Promise<void> {
    await this.db.updateTable('tournaments').set({ runner: null }).where('runner', '=', processId).execute();
  }

  async markRunning(id: string): Promise<void> {
    await this.db
      .updateTable('tournaments')
      .set({ status: 'running', started_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async finish(id: string, places: readonly { place: number; name: string }[]): Promise<void> {
    await this.db
      .updateTable('tournaments')
      .set({ status: 'finished', finished_at: new Date(), places: json(places) })
      .where('id', '=', id)
      .execute();
  }

  /** Appends events to the log (a withdrawal). */
  async appendLog(id: string, events: readonly TournamentLogEvent[]): Promise<void> {
    await this.db
      .updateTable('tournaments')
      .set({ log: sql`log || ${JSON.stringify(events)}::jsonb` as never })
      .where('id', '=', id)
      .execute();
  }

  async addTable(
    tournamentId: string,
    t: Omit<StoredTournamentTable, 'createdAt' | 'done' | 'winner' | 'forfeit' | 'finishedAt'>,
  ): Promise<void> {
    await this.db
      .insertInto('tournament_tables')
      .values({
        table_id: t.tableId,
        tournament_id: tournamentId,
        pairing: t.pairing,
        white: t.white,
        black: t.black,
        white_token: t.whiteToken,
        black_token: t.blackToken,
      })
      .execute();
  }

  /**
   * A table is decided for the tournament: its row is closed and the events appended to the log in one
   * transaction (a restart never counts a table twice, nor loses one).
   */
  async finishTable(
    tournamentId: string,
    tableId: string,
    result: { winner: string | null; forfeit: string | null },
    events: readonly TournamentLogEvent[],
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('tournament_tables')
        .set({ done: true, winner: result.winner, forfeit: result.forfeit, finished_at: new Date() })
        .where('table_id', '=', tableId)
        .execute();
      if (events.length > 0) {
        await tx
          .updateTable('tournaments')
          .set({ log: sql`log || ${JSON.stringify(events)}::jsonb` as never })
          .where('id', '=', tournamentId)
          .execute();
      }
    });
  }

  /** Binds a person's seat of a new table to his account and name (only he may sit there). */
  async bindSeat(tableId: string, color: Color, userId: string, name: string): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ user_id: userId, name })
      .where('table_id', '=', tableId)
      .where('color', '=', color)
      .execute();
  }

  /** How each of these tables stands in the database. */
  async progress(tableIds: readonly string[]): Promise<Map<string, TableProgress>> {
    const out = new Map<string, TableProgress>();
    if (tableIds.length === 0) return out;
    const [tables, seats, games, events] = await Promise.all([
      this.db.selectFrom('tables').select(['id', 'over', 'winner', 'closed_at']).where('id', 'in', tableIds).execute(),
      this.db
        .selectFrom('seats')
        .select(['table_id', 'color', 'claimed_at'])
        .where('table_id', 'in', tableIds)
        .execute(),
      this.db.selectFrom('games').select(['table_id', 'winner', 'net']).where('table_id', 'in', tableIds).execute(),
      this.db
        .selectFrom('events')
        .select((eb) => ['table_id', eb.fn.max('created_at').as('last')])
        .where('table_id', 'in', tableIds)
        .groupBy('table_id')
        .execute(),
    ]);
    for (const t of tables) {
      const claimed = { white: false, black: false };
      for (const s of seats) if (s.table_id === t.id) claimed[s.color] = s.claimed_at !== null;
      const points = { white: 0, black: 0 };
      for (const g of games) if (g.table_id === t.id && g.winner !== null) points[g.winner] += Number(g.net);
      const last = events.find((e) => e.table_id === t.id)?.last;
      out.set(t.id, {
        over: t.over,
        winner: t.winner,
        closed: t.closed_at !== null,
        claimed,
        points,
        lastActivity: last ? new Date(last as Date | string) : null,
      });
    }
    return out;
  }
}
