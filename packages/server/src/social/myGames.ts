import { isCorrespondence, type MyGame, replayLog, watchLink } from '@nardy/online';
import { actorOf, parseTableConfig } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { TableStore } from '../storage/tableStore.ts';
import type { SocialStore } from './socialStore.ts';

/** Unfinished tables read for "My games" at most (the newest). */
const MAX_GAMES = 50;

/**
 * "My games" (docs/club.md "Correspondence"): every unfinished table where the account holds a seat,
 * replayed from its stored log to know who must act; the tables where it is his turn first, then by
 * deadline. The deadline of a correspondence table counts from its last stored entry, as the room does.
 */
export async function myGames(
  db: Kysely<Database>,
  store: TableStore,
  social: SocialStore,
  userId: string,
  base: string,
  now = Date.now(),
): Promise<MyGame[]> {
  const rows = await db
    .selectFrom('seats as s')
    .innerJoin('tables as t', 't.id', 's.table_id')
    .innerJoin('seats as o', (j) => j.onRef('o.table_id', '=', 's.table_id').onRef('o.color', '!=', 's.color'))
    .leftJoin('users as ou', 'ou.id', 'o.user_id')
    .select(['t.id', 's.color', 'o.name as opponent', 'ou.name as opponent_account', 't.created_at'])
    .where('s.user_id', '=', userId)
    .where('t.over', '=', false)
    .where('t.closed_at', 'is', null)
    .orderBy('t.created_at', 'desc')
    .limit(MAX_GAMES)
    .execute();
  const games: MyGame[] = [];
  for (const row of rows) {
    const stored = await store.loadTable(row.id);
    if (stored === null) continue;
    const config = parseTableConfig(stored.spec);
    if (!config.ok) continue;
    const replay = replayLog(
      config.value,
      stored.log.map((e) => e.entry),
    );
    if (!replay.ok || replay.state.over) continue;
    const started = stored.seats.white.claimed && stored.seats.black.claimed;
    const game = replay.state.game;
    const actor: Color | null = started && game.phase !== 'opening' && game.phase !== 'gameOver' ? actorOf(game) : null;
    let deadline: string | null = null;
    if (actor !== null && stored.clock !== null && isCorrespondence(stored.clock)) {
      const last = stored.log.at(-1);
      const since = last?.at ?? null;
      if (since !== null) {
        const reserve = [...stored.log].reverse().find((e) => e.meta?.clock)?.meta?.clock?.reserveMs[actor] ?? 0;
        const granted = await social.grantedSince(row.id, since);
        deadline = new Date(since.getTime() + stored.clock.delayMs + reserve + granted).toISOString();
      }
    }
    games.push({
      tableId: row.id,
      color: row.color,
      opponent: row.opponent_account ?? row.opponent ?? null,
      spec: stored.spec,
      clock: stored.clock,
      rated: stored.rated,
      yourTurn: actor === row.color,
      deadline,
      started,
      watch: watchLink(base, row.id),
    });
  }
  const key = (g: MyGame) => (g.deadline === null ? Number.POSITIVE_INFINITY : Date.parse(g.deadline) - now);
  return games.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || key(a) - key(b));
}
