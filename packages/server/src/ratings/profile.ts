import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { RATING_KINDS, type RatingKind } from './glicko.ts';
import type { RatingStore } from './ratingStore.ts';

/** One table of a player, as his profile lists it. */
export interface PlayedTable {
  readonly table: string;
  readonly at: string;
  readonly kind: RatingKind;
  /** The boards' variants in order (one for a single board). */
  readonly variants: readonly string[];
  readonly match: number | null;
  readonly rated: boolean;
  readonly color: Color;
  readonly opponent: { readonly name: string | null; readonly account: boolean };
  readonly result: 'won' | 'lost' | 'draw' | 'playing';
  /** `GET` it for the record (and its dice proof). */
  readonly record: string;
}

/** The tables a player sat at, newest first (only those taken with his account). */
export async function playedTables(db: Kysely<Database>, userId: string, limit: number): Promise<PlayedTable[]> {
  const rows = await db
    .selectFrom('seats as me')
    .innerJoin('tables as t', 't.id', 'me.table_id')
    .innerJoin('seats as them', (j) =>
      j.onRef('them.table_id', '=', 'me.table_id').onRef('them.color', '!=', 'me.color'),
    )
    .leftJoin('users as u', 'u.id', 'them.user_id')
    .select([
      't.id',
      't.created_at',
      't.kind',
      't.spec',
      't.rated',
      't.over',
      't.winner',
      'me.color',
      'them.name as opponent_name',
      'them.user_id as opponent_user',
      'u.name as opponent_account',
    ])
    .where('me.user_id', '=', userId)
    .orderBy('t.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const spec = r.spec as TableSpec;
    const result = !r.over ? 'playing' : r.winner === null ? 'draw' : r.winner === r.color ? 'won' : 'lost';
    return {
      table: r.id,
      at: new Date(r.created_at).toISOString(),
      kind: (r.kind ?? 'short') as RatingKind,
      variants: spec.boards.map((b) => b.variant),
      match: spec.match?.length ?? null,
      rated: r.rated,
      color: r.color,
      opponent: { name: r.opponent_account ?? r.opponent_name, account: r.opponent_user !== null },
      result,
      record: `/api/tables/${r.id}/record`,
    };
  });
}

/** Wins and losses by variant (boards joined with "+", e.g. "short+long"), over finished tables. */
export function byVariant(
  tables: readonly PlayedTable[],
): { variants: string; won: number; lost: number; draw: number }[] {
  const out = new Map<string, { variants: string; won: number; lost: number; draw: number }>();
  for (const t of tables) {
    if (t.result === 'playing') continue;
    const key = t.variants.join('+');
    const row = out.get(key) ?? { variants: key, won: 0, lost: 0, draw: 0 };
    row[t.result] += 1;
    out.set(key, row);
  }
  return [...out.values()].sort((a, b) => b.won + b.lost + b.draw - (a.won + a.lost + a.draw));
}

/** Everything the profile page shows: ratings per kind, their history, recent tables, results by variant. */
export async function playerProfile(
  db: Kysely<Database>,
  ratings: RatingStore,
  account: { readonly id: string; readonly name: string; readonly createdAt: Date },
) {
  const [current, history, tables] = await Promise.all([
    ratings.ratingsOf(account.id),
    ratings.history(account.id),
    playedTables(db, account.id, 1000),
  ]);
  return {
    name: account.name,
    since: account.createdAt.toISOString(),
    ratings: Object.fromEntries(
      RATING_KINDS.filter((k) => current[k]).map((k) => {
        const r = current[k] as { rating: number; rd: number; games: number };
        return [k, { rating: r.rating, rd: r.rd, games: r.games }];
      }),
    ),
    history,
    recent: tables.slice(0, 20),
    byVariant: byVariant(tables),
  };
}
