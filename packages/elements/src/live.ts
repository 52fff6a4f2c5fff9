/**
 * `import '@nardy/elements/live'` (the script-tag form: `bundle/nardy-live.js`): every element (as
 * `@nardy/elements`), and the live embeds of a club's own pages — `<nardy-table watch=…>` following a
 * table of the game server as a spectator (the client of @nardy/online included).
 */
import { installWatchTables } from './live/install.ts';

export * from './index.ts';
export * from './live/index.ts';

installWatchTables();
