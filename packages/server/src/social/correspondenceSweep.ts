import { matchMaker } from '@colyseus/core';
import { TABLE_ROOM } from '@nardy/online';
import { type Kysely, sql } from 'kysely';
import type { Logger } from '../observability/logger.ts';
import type { Database } from '../storage/schema.ts';
import type { TableStore } from '../storage/tableStore.ts';
import { correspondenceDeadline, logColumns, logOf, turnOf } from './myGames.ts';
import type { SocialStore } from './socialStore.ts';

/** Correspondence tables looked at per sweep at most (the oldest moves first). */
const PER_SWEEP = 200;

/**
 * Decides the correspondence tables whose running turn ran out while nobody had them open (docs/club.md
 * "Correspondence"): each one's room is opened (in this process when no process has it) and asked to
 * load the table, whose clock then does what a deadline does — vacation first, then the loss on time.
 * Returns the ids of the tables it opened. The server runs it every few minutes.
 */
export async function sweepCorrespondence(
  db: Kysely<Database>,
  store: TableStore,
  social: SocialStore,
  logger: Logger,
  now = Date.now(),
): Promise<string[]> {
  const rows = await db
    .selectFrom('tables as t')
    .select(['t.id'])
    .select((eb) => logColumns(eb))
    .where('t.over', '=', false)
    .where('t.closed_at', 'is', null)
    .where(sql<boolean>`t.clock->>'daysPerMove' is not null`)
    .orderBy('t.created_at')
    .limit(PER_SWEEP)
    .execute();
  const opened: string[] = [];
  for (const row of rows) {
    const turn = await turnOf(store, row.id, logOf(row), true);
    if (turn === null || !turn.started) continue;
    const due = await correspondenceDeadline(social, row.id, turn);
    if (due === null || due > now) continue;
    try {
      const [room] = await matchMaker.query({ name: TABLE_ROOM, roomId: row.id });
      if (room === undefined) await matchMaker.createRoom(TABLE_ROOM, { tableId: row.id });
      await matchMaker.remoteRoomCall(row.id, 'applyClock');
      opened.push(row.id);
    } catch (e) {
      logger.warn({ err: e, tableId: row.id }, 'a correspondence table could not be opened for its deadline');
    }
  }
  if (opened.length > 0) logger.info({ tables: opened.length }, 'correspondence deadlines applied');
  return opened;
}
