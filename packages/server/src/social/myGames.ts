import { isCorrespondence, type MyGame, replayLog, watchLink } from '@nardy/online';
import { actorOf, parseTableConfig } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { TableStore } from '../storage/tableStore.ts';
import type { SocialStore } from './socialStore.ts';

/** Unfinished tables read for "My games" at most (the newest). */
const MAX_GAMES = 50;

/** What a table's log says for My games, worked out once per length of its log. */
interface TurnOf {
  readonly entries: number;
  readonly started: boolean;
  readonly actor: Color | null;
  readonly over: boolean;
  /** When its last entry was stored, and the running player's reserve after it (correspondence). */
  readonly lastAt: Date | null;
  readonly reserve: { readonly [C in Color]: number } | null;
  readonly spec: MyGame['spec'];
  readonly clock: MyGame['clock'];
  readonly rated: boolean;
}

/**
 * The tables' turns by id, kept while their logs do not grow: the inbox asks every few seconds for every
 * logged-in page, and replaying a table's log again is needed only when an entry was added.
 */
const turns = new Map<string, TurnOf>();
const MAX_KEPT = 5000;

async function turnOf(store: TableStore, tableId: string, entries: number, claimed: boolean): Promise<TurnOf | null> {
  const kept = turns.get(tableId);
  if (kept !== undefined && kept.entries === entries && kept.started === claimed) return kept;
  const stored = await store.loadTable(tableId);
  if (stored === null) return null;
  const config = parseTableConfig(stored.spec);
  if (!config.ok) return null;
  const replay = replayLog(
    config.value,
    stored.log.map((e) => e.entry),
  );
  if (!replay.ok) return null;
  const started = stored.seats.white.claimed && stored.seats.black.claimed;
  const game = replay.state.game;
  const actor: Color | null =
    started && !replay.state.over && game.phase !== 'opening' && game.phase !== 'gameOver' ? actorOf(game) : null;
  const turn: TurnOf = {
    entries: stored.log.length,
    started,
    actor,
    over: replay.state.over,
    lastAt: stored.log.at(-1)?.at ?? null,
    reserve: [...stored.log].reverse().find((e) => e.meta?.clock)?.meta?.clock?.reserveMs ?? null,
    spec: stored.spec,
    clock: stored.clock,
    rated: stored.rated,
  };
  turns.delete(tableId);
  turns.set(tableId, turn);
  if (turns.size > MAX_KEPT) turns.delete(turns.keys().next().value as string);
  return turn;
}

/**
 * "My games" (docs/club.md "Correspondence"): every unfinished table where the account holds a seat,
 * with who must act worked out from its stored log (once per length of the log); the tables where it is
 * his turn first, then by deadline. The deadline of a correspondence table counts from its last stored
 * entry, as the room does.
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
    .select((eb) => [
      't.id',
      's.color',
      'o.name as opponent',
      'ou.name as opponent_account',
      't.created_at',
      's.claimed_at',
      'o.claimed_at as other_claimed_at',
      eb
        .selectFrom('events as e')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('e.table_id', '=', 't.id')
        .as('entries'),
    ])
    .where('s.user_id', '=', userId)
    .where('t.over', '=', false)
    .where('t.closed_at', 'is', null)
    .orderBy('t.created_at', 'desc')
    .limit(MAX_GAMES)
    .execute();
  const games: MyGame[] = [];
  for (const row of rows) {
    const claimed = row.claimed_at !== null && row.other_claimed_at !== null;
    const turn = await turnOf(store, row.id, Number(row.entries ?? 0), claimed);
    if (turn === null || turn.over) continue;
    let deadline: string | null = null;
    if (turn.actor !== null && turn.lastAt !== null && turn.clock !== null && isCorrespondence(turn.clock)) {
      const granted = await social.grantedSince(row.id, turn.lastAt);
      const reserve = turn.reserve?.[turn.actor] ?? 0;
      deadline = new Date(turn.lastAt.getTime() + turn.clock.delayMs + reserve + granted).toISOString();
    }
    games.push({
      tableId: row.id,
      color: row.color,
      opponent: row.opponent_account ?? row.opponent ?? null,
      spec: turn.spec,
      clock: turn.clock,
      rated: turn.rated,
      yourTurn: turn.actor === row.color,
      deadline,
      started: turn.started,
      watch: watchLink(base, row.id),
    });
  }
  const key = (g: MyGame) => (g.deadline === null ? Number.POSITIVE_INFINITY : Date.parse(g.deadline) - now);
  return games.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || key(a) - key(b));
}
