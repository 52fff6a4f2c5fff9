import type { PlayedTable, PlayerProfile, VariantResults } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { RATING_KINDS, type RatingKind } from './glicko.ts';
import type { RatingStore } from './ratingStore.ts';

/**
 * The tables a player sat at, newest first (only those taken with his account, and none an operator
 * closed); with `listedOnly`, only
 * tables listed in the lobby — an unlisted table is found by its link alone, and its id is that link.
 */
export async function playedTables(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  listedOnly = false,
): Promise<PlayedTable[]> {
  let query = db
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
    // A table an operator closed counts for nothing: nobody played it out.
    .where('t.closed_at', 'is', null);
  if (listedOnly) query = query.where('t.listed', '=', true);
  const rows = await query.orderBy('t.created_at', 'desc').limit(limit).execute();
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
export function byVariant(tables: readonly PlayedTable[]): VariantResults[] {
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

/**
 * Everything the profile page shows: ratings per kind, their history, recent tables, results by variant.
 * Another person's view (`owner` false) shows no unlisted table: none in the recent tables or the
 * results, and the rating history keeps its points without naming such a table.
 */
export async function playerProfile(
  db: Kysely<Database>,
  ratings: RatingStore,
  account: { readonly id: string; readonly name: string; readonly createdAt: Date },
  owner: boolean,
): Promise<PlayerProfile> {
  const [current, rated, tables] = await Promise.all([
    ratings.ratingsOf(account.id),
    ratings.history(account.id),
    playedTables(db, account.id, 1000, !owner),
  ]);
  const history = rated.map(({ listed, ...point }) => (owner || listed ? point : { ...point, table: null }));
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
