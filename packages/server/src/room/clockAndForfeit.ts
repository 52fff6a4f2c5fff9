import type { Client } from '@colyseus/core';
import { type ClockSettings, DAY_MS, type EntryMeta, type ForfeitReason, isCorrespondence } from '@nardy/online';
import { type Color, opposite } from '@nardy/rules';
import { type ClockResume, RoomClock } from '../roomClock.ts';
import type { StoredTable } from '../storage/tableStore.ts';
import { seatOf } from './seats.ts';
import type { TableRoom } from './tableRoom.ts';
import { refuse } from './wire.ts';

/**
 * The players' clocks of a rebuilt room: reserves as of the last entry with a clock. At a correspondence
 * table the running turn goes on from its last stored entry (`resume`); at others it starts afresh (time
 * the table spent without a room, e.g. a dead process, is nobody's).
 */
export function roomClock(
  room: TableRoom,
  settings: ClockSettings,
  metas: readonly (EntryMeta | null)[],
  resume: ClockResume | null = null,
): RoomClock {
  const reserve = [...metas].reverse().find((m) => m?.clock)?.clock?.reserveMs ?? null;
  return new RoomClock(
    settings,
    reserve,
    room.settings.time,
    {
      deadline: (player) => void room.enqueue(() => onDeadline(room, player)),
      idle: () => void room.enqueue(() => onIdle(room)),
    },
    resume,
  );
}

/**
 * Where a stored correspondence table's running turn began, in the room's time, with the vacation
 * already granted in it; null for other tables and for a table with no entry yet.
 */
export async function correspondenceResume(room: TableRoom, stored: StoredTable): Promise<ClockResume | null> {
  if (!isCorrespondence(stored.clock)) return null;
  const last = stored.log.at(-1)?.at;
  if (last === undefined) return null;
  const extraMs = (await room.settings.social?.grantedSince(stored.id, last)) ?? 0;
  return { since: room.settings.time.now() - Math.max(0, Date.now() - last.getTime()), extraMs };
}

/**
 * The seat whose opponent may claim the win now: at a clocked table, the running player whose reserve
 * is spent while he is not connected; at a table without a clock, a player who has left (his seat is
 * away: he left, or the hold for his reconnection ran out). A computer's seat is always here.
 */
export function claimable(room: TableRoom): Color | null {
  if (room.session === null || room.table.over) return null;
  if (room.clocks !== null) {
    const spent = room.clocks.spent();
    return spent !== null && room.seats[spent].status !== 'connected' ? spent : null;
  }
  const away = (['white', 'black'] as const).filter((c) => room.seats[c].status === 'away');
  return away.length === 1 ? away[0] : null;
}

/**
 * The running player's deadline passed: on time at once if he is here, else his opponent may claim. At
 * a correspondence table his yearly vacation is spent first, a day at a time; then he loses on time,
 * here or not (nobody waits at a correspondence table).
 */
async function onDeadline(room: TableRoom, player: Color): Promise<void> {
  if (room.clocks === null || room.clocks.spent() !== player) return;
  if (isCorrespondence(room.clockSettings)) {
    const userId = room.seats[player].userId;
    const social = room.settings.social;
    const left = userId !== null && social ? await social.vacationLeft(userId) : 0;
    if (userId !== null && social && left > 0) {
      const granted = Math.min(left, DAY_MS);
      await social.grantVacation(userId, room.tableId, granted);
      room.clocks.extend(granted);
      room.logger.info({ player, ms: granted }, 'correspondence vacation granted');
      room.broadcastSeats();
      return;
    }
    await forfeitTable(room, player, 'timeout');
    return;
  }
  if (room.seats[player].status === 'connected') await forfeitTable(room, player, 'timeout');
  else room.broadcastSeats();
}

/** Nobody has acted for the delay in the opening or between two games: the server rolls, or starts the next game. */
async function onIdle(room: TableRoom): Promise<void> {
  const session = room.session;
  if (session === null || room.table.over) return;
  const phase = room.table.game.phase;
  if (phase === 'opening') await session.submit({ type: 'ROLL' }, { as: 'table' });
  else if (phase === 'gameOver') await session.submit({ type: 'NEXT_GAME' }, { as: 'table' });
}

/**
 * A seat that is back while its reserve is spent loses on time now (at a correspondence table, what the
 * deadline does: vacation first).
 */
export async function flagIfSpent(room: TableRoom): Promise<void> {
  const spent = room.clocks?.spent() ?? null;
  if (spent === null) return;
  if (isCorrespondence(room.clockSettings)) await onDeadline(room, spent);
  else if (room.seats[spent].status === 'connected') await forfeitTable(room, spent, 'timeout');
}

/**
 * The table is lost by `player` without being played out: the server writes his resignation of the
 * match (the game scored by position, RULES.md §6.8; in a match the match is lost), with the forfeit's
 * reason in the entry's meta.
 */
export async function forfeitTable(room: TableRoom, player: Color, reason: ForfeitReason): Promise<void> {
  const session = room.session;
  if (session === null || room.table.over) return;
  const r = await session.submit(
    { type: 'RESIGN', player, match: true },
    { as: 'table', meta: { forfeit: { player, reason } } },
  );
  if (!r.ok) room.logger.error({ code: r.error.code }, 'forfeit refused');
}

/** A seat claims the win: allowed only while the other seat is `claimable`. */
export async function onClaim(room: TableRoom, client: Client): Promise<void> {
  const seat = seatOf(room, client);
  if (seat === null) return refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
  if (seat === 'spectator') return refuse(client, 'seat/spectator', 'spectators cannot claim');
  const other = opposite(seat);
  if (claimable(room) !== other) {
    return refuse(client, 'claim/not-allowed', 'the opponent is here, or still has time');
  }
  await forfeitTable(room, other, room.clocks === null ? 'abandoned' : 'timeout');
}
