import { isCorrespondence, type MyGame, replayLog, watchLink } from '@nardy/online';
import { actorOf, parseTableConfig } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { TableStore } from '../storage/tableStore.ts';
import type { SocialStore } from './socialStore.ts';

/** Unfinished tables read for "My games" at most (the newest). */
const MAX_GAMES = 50;

/** What a table's log says for My games, worked out once per length of its log. */
export interface TurnOf {
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
 * The tables' turns by id, kept while their logs do not change (as many entries, the last at the same time): the inbox asks every few seconds for every
 * logged-in page, and replaying a table's log again is needed only when an entry was added.
 */
const turns = new Map<string, TurnOf>();
const MAX_KEPT = 5000;

export async function turnOf(
  store: TableStore,
  tableId: string,
  log: { readonly entries: number; readonly lastAt: Date | null },
  claimed: boolean,
): Promise<TurnOf | null> {
  const kept = turns.get(tableId);
  if (
    kept !== undefined &&
    kept.entries === log.entries &&
    kept.lastAt?.getTime() === log.lastAt?.getTime() &&
    kept.started === claimed
  )
    return kept;
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
 * The columns `entries` (how many log entries) and `last_at` (the last one's time) of the table `t` of a
 * query, which `logOf` reads: what a kept turn is checked against.
 */
export function logColumns(eb: ExpressionBuilder<Database & { t: Database['tables'] }, 't'>) {
  return [
    eb
      .selectFrom('events as e')
      .select((e) => e.fn.countAll<string>().as('n'))
      .whereRef('e.table_id', '=', 't.id')
      .as('entries'),
    eb
      .selectFrom('events as e')
      .select((e) => e.fn.max('e.created_at').as('at'))
      .whereRef('e.table_id', '=', 't.id')
      .as('last_at'),
  ] as const;
}

/** A row's count of log entries and the time of its last one (what a kept turn is checked against). */
export function logOf(row: { entries: unknown; last_at: unknown }): { entries: number; lastAt: Date | null } {
  return {
    entries: Number(row.entries ?? 0),
    lastAt: row.last_at === null || row.last_at === undefined ? null : new Date(row.last_at as string | Date),
  };
}

/**
 * When the running player's time at a correspondence table runs out (ms since the epoch): its last
 * entry's time, the days per move, his reserve, and the vacation granted in this turn. Null for other
 * tables and while nobody must act.
 */
export async function correspondenceDeadline(
  social: SocialStore,
  tableId: string,
  turn: TurnOf,
): Promise<number | null> {
  if (turn.actor === null || turn.lastAt === null || turn.clock === null || !isCorrespondence(turn.clock)) return null;
  const granted = await social.grantedSince(tableId, turn.lastAt);
  return turn.lastAt.getTime() + turn.clock.delayMs + (turn.reserve?.[turn.actor] ?? 0) + granted;
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
      ...logColumns(eb),
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
    const turn = await turnOf(store, row.id, logOf(row), claimed);
    if (turn === null || turn.over) continue;
    const due = await correspondenceDeadline(social, row.id, turn);
    const deadline = due === null ? null : new Date(due).toISOString();
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
