/**
 * `import '@nardy/elements/live'` (the script-tag form: `bundle/nardy-live.js`): every element (as
 * `@nardy/elements`), and the live embeds of a club's own pages — `<nardy-table watch=…>` following a
 * table of the game server as a spectator (the client of @nardy/online included) and
 * `<nardy-tournament src=…>` drawing a tournament's bracket or standings, read again while it runs.
 */
import { defineElement } from './define.ts';
import { installWatchTables } from './live/install.ts';
import { NardyTournament } from './tournament/nardy-tournament.ts';

export * from './index.ts';
export * from './live/index.ts';

installWatchTables();
defineElement('nardy-tournament', NardyTournament);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-tournament': NardyTournament;
  }
}
