/**
 * @nardy/online — what the game server and its clients agree on: the wire protocol (message types,
 * codes, limits), join and watch links, the provable dice, display names, replay of a table's event log,
 * and `OnlineTable`, the typed client over colyseus.js that the web app, `nardy online-bot` and the
 * server's tests use. Runs in the browser and in Node.
 */
export * from './cheapPlayer.ts';
export * from './clock.ts';
export * from './diceProof.ts';
export * from './httpApi.ts';
export * from './links.ts';
export * from './lobby.ts';
export * from './names.ts';
export * from './onlineSession.ts';
export {
  CLIENT_ERROR_CODES,
  type ClientErrorCode,
  CONNECTION_STATUSES,
  type ConnectionStatus,
  OnlineError,
  type OnlineSnapshot,
  type OnlineTableEvents,
  type OnlineTableOptions,
} from './onlineSnapshot.ts';
export * from './onlineTable.ts';
export * from './presets.ts';
export * from './protocol.ts';
export * from './socialApi.ts';
export * from './tableLog.ts';
