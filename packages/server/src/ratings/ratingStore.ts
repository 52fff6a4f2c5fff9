import type { RatingChanges } from '@nardy/online';
import type { Color } from '@nardy/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { INITIAL_RATING, type Rating, type RatingKind, rateTable } from './glicko.ts';

/** A rating as shown: Glicko-2 values and how many rated tables made it. */
export interface ShownRating extends Rating {
  readonly games: number;
}

export type { RatingChanges } from '@nardy/online';

/** The rated players and White's result of a table that is over. */
export interface RatedResult {
  readonly tableId: string;
  readonly kind: RatingKind;
  readonly users: { readonly [C in Color]: string };
  /** White's result: 1, 0 or 0.5. */
  readonly score: number;
  readonly weight: number;
}

/** Ratings, their history and the leaderboard, on PostgreSQL and PGlite alike. */
export class RatingStore {
  constructor(readonly db: Kysely<Database>) {}

  async ratingsOf(userId: string): Promise<Partial<Record<RatingKind, ShownRating>>> {
    const rows = await this.db.selectFrom('ratings').selectAll().where('user_id', '=', userId).execute();
    return Object.fromEntries(
      rows.map((r) => [r.kind, { rating: r.rating, rd: r.rd, volatility: r.volatility, games: Number(r.games) }]),
    );
  }

  /**
   * Rates a table that is over, inside the transaction that stores its last entry (so a table is rated
   * exactly when it is over, and once: a second call finds its changes and returns them).
   */
  async rate(tx: Kysely<Database>, result: RatedResult): Promise<RatingChanges> {
    const earlier = await tx.selectFrom('rating_changes').selectAll().where('table_id', '=', result.tableId).execute();
    if (earlier.length === 2) {
      const of = (c: Color) => {
        const row = earlier.find((r) => r.user_id === result.users[c]);
        if (!row) throw new Error(`table ${result.tableId}: rating change of ${c} missing`);
        return { before: row.rating_before, after: row.rating_after, rd: row.rd_after };
      };
      return { kind: result.kind, weight: result.weight, white: of('white'), black: of('black') };
    }
    const current = async (userId: string): Promise<ShownRating> => {
      const row = await tx
        .selectFrom('ratings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', result.kind)
        .forUpdate()
        .executeTakeFirst();
      return row
        ? { rating: row.rating, rd: row.rd, volatility: row.volatility, games: Number(row.games) }
        : { ...INITIAL_RATING, games: 0 };
    };
    const white = await current(result.users.white);
    const black = await current(result.users.black);
    const next = rateTable(white, black, result.score, result.weight);
    const now = new Date();
    for (const color of ['white', 'black'] as const) {
      const before = color === 'white' ? white : black;
      const after = next[color];
      await tx
        .insertInto('ratings')
        .values({
          user_id: result.users[color],
          kind: result.kind,
          ...after,
          games: before.games + 1,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind']).doUpdateSet({ ...after, games: before.games + 1, updated_at: now }),
        )
        .execute();
      await tx
        .insertInto('rating_changes')
        .values({
          table_id: result.tableId,
          user_id: result.users[color],
          kind: result.kind,
          opponent_id: result.users[color === 'white' ? 'black' : 'white'],
          score: color === 'white' ? result.score : 1 - result.score,
          weight: result.weight,
          rating_before: before.rating,
          rating_after: after.rating,
          rd_after: after.rd,
        })
        .execute();
    }
    const change = (before: Rating, after: Rating) => ({ before: before.rating, after: after.rating, rd: after.rd });
    return {
      kind: result.kind,
      weight: result.weight,
      white: change(white, next.white),
      black: change(black, next.black),
    };
  }

  /** The rating changes of a table, if it was rated (for a snapshot after the end). */
  async changesOf(tableId: string, users: { readonly [C in Color]: string | null }): Promise<RatingChanges | null> {
    const rows = await this.db.selectFrom('rating_changes').selectAll().where('table_id', '=', tableId).execute();
    const of = (c: Color) => {
      const row = rows.find((r) => r.user_id === users[c]);
      return row ? { before: row.rating_before, after: row.rating_after, rd: row.rd_after } : null;
    };
    const white = of('white');
    const black = of('black');
    if (white === null || black === null) return null;
    return { kind: rows[0].kind as RatingKind, weight: Number(rows[0].weight), white, black };
  }

  /** A player's rating after each rated table, oldest first (the profile's chart), and whether that table is listed. */
  async history(userId: string, limit = 500) {
    const rows = await this.db
      .selectFrom('rating_changes as c')
      .innerJoin('tables as t', 't.id', 'c.table_id')
      .select(['c.table_id', 'c.kind', 'c.rating_after', 'c.rd_after', 'c.score', 'c.created_at', 't.listed'])
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({
      table: r.table_id as string | null,
      listed: r.listed,
      kind: r.kind as RatingKind,
      rating: r.rating_after,
      rd: r.rd_after,
      score: r.score,
      at: new Date(r.created_at).toISOString(),
    }));
  }

  /** The best ratings of a kind: players with at least one rated table, by rating. */
  async leaderboard(kind: RatingKind, limit = 50) {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['users.name', 'ratings.rating', 'ratings.rd', 'ratings.games'])
      .where('ratings.kind', '=', kind)
      .orderBy('ratings.rating', 'desc')
      .orderBy('users.name')
      .limit(limit)
      .execute();
    return rows.map((r, i) => ({ rank: i + 1, name: r.name, rating: r.rating, rd: r.rd, games: Number(r.games) }));
  }
}
