/**
 * @nardy/server — the game server: one Colyseus room per table (the only authority over it), seats and
 * links, provable dice, every accepted command stored before anyone hears of it (PostgreSQL or embedded
 * PGlite), several processes through Redis, and the web app on the same port. `nardy serve` and
 * `npm start` run it; docs/online.md is its contract.
 */

export * from './accounts/accountStore.ts';
export { backupDataFolder, RestoreRefused, restorePglite } from './backup.ts';
export * from './chat.ts';
export { ComputerPool } from './computer/computerPool.ts';
export { EmbedOrigins, parseEmbedOrigin } from './embedOrigins.ts';
export * from './gameServer.ts';
export * from './http.ts';
export * from './limits.ts';
export * from './lobbyRoom.ts';
export * from './moderation/moderationStore.ts';
export * from './newTable.ts';
export * from './observability/logger.ts';
export * from './observability/metrics.ts';
export { tableWinner } from './room/ratings.ts';
export {
  type ComputerPlayers,
  LOBBY_CHANNEL,
  type RoomSettings,
  SEAT_RESERVATION_SECONDS,
} from './room/settings.ts';
export { TableRoom, tableRoomClass } from './room/tableRoom.ts';
export * from './roomClock.ts';
export { sweepCorrespondence } from './social/correspondenceSweep.ts';
export { myGames } from './social/myGames.ts';
export * from './social/socialStore.ts';
export * from './storage/database.ts';
export * from './storage/dataLock.ts';
export * from './storage/migrations.ts';
export * from './storage/pgliteTemplate.ts';
export type { Database } from './storage/schema.ts';
export * from './storage/tableStore.ts';
export * from './tableDice.ts';
export * from './time.ts';
