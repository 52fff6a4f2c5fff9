// The live embeds (`<nardy-table watch=…>`), for pages that import the live entry.
export { formatClock, type LiveStrings, liveStrings } from '../i18n/live.ts';
export { installWatchTables } from './install.ts';
export { type Connect, watchTable, watchWith } from './watchTable.ts';
