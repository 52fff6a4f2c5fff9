// The live embeds (`<nardy-table watch=…>`, `<nardy-tournament src=…>`), for pages that import the live entry.
export { formatClock, type LiveStrings, liveStrings } from '../i18n/live.ts';
export { NardyTournament } from '../tournament/nardy-tournament.ts';
export {
  type ArenaStandingFeed,
  readTournament,
  TOURNAMENT_ERRORS,
  type TournamentFeed,
  type TournamentPairingFeed,
  tableWatchLink,
  tournamentAddress,
} from '../tournament/tournamentFeed.ts';
export { installWatchTables } from './install.ts';
export { type Connect, watchTable, watchWith } from './watchTable.ts';
