import type { TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { matchWeight } from '../ratings/glicko.ts';
import type { RatingChanges, RatingStore } from '../ratings/ratingStore.ts';
import type { TableRoom } from './tableRoom.ts';

/** Who won a table that is over: the match (by the score), or its single game; null for a draw. */
export function tableWinner(state: TableState): Color | null {
  const match = state.config.match;
  if (match === null) return state.game.outcome?.winner ?? null;
  if (state.score.white === state.score.black) return null;
  return state.score.white > state.score.black ? 'white' : 'black';
}

/** An account's rating of the room's kind, rounded, or null when it has none. */
export async function ratingOf(room: TableRoom, userId: string): Promise<number | null> {
  const r = (await room.settings.ratings.ratingsOf(userId))[room.kind];
  return r === undefined ? null : Math.round(r.rating);
}

/** The seats' ratings of this kind, and a finished rated table's changes. */
export async function loadRatings(room: TableRoom): Promise<void> {
  for (const color of ['white', 'black'] as const) {
    const userId = room.seats[color].userId;
    room.seats[color].rating = userId === null ? null : await ratingOf(room, userId);
  }
  if (room.rated && room.table.over) {
    room.ratingChanges = await room.settings.ratings.changesOf(room.tableId, {
      white: room.seats.white.userId,
      black: room.seats.black.userId,
    });
  }
}

/** For a rated table whose seats are both accounts: rates it in the transaction of its last entry. */
export function ratingOnEnd(
  room: TableRoom,
  after: TableState,
): ((tx: Parameters<RatingStore['rate']>[0]) => Promise<RatingChanges>) | undefined {
  const white = room.seats.white.userId;
  const black = room.seats.black.userId;
  if (!room.rated || white === null || black === null || white === black) return undefined;
  const winner = tableWinner(after);
  const score = winner === null ? 0.5 : winner === 'white' ? 1 : 0;
  const weight = matchWeight(after.config.match?.length ?? null);
  return (tx) =>
    room.settings.ratings.rate(tx, { tableId: room.tableId, kind: room.kind, users: { white, black }, score, weight });
}
