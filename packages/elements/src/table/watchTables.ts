import type { TableView } from '@nardy/parallel';
import type { NardyErrorDetail } from '../events.ts';
import type { ForcedChoice } from './statusLine.ts';

/**
 * A table of the game server followed as a spectator (`<nardy-table watch=…>`; live/watchTable.ts of
 * the live bundle makes it). The element draws `view` read-only, with the players' names, and puts
 * `header` (the clocks, the connection, a forfeit) above the players' line.
 */
export interface WatchTableHandle {
  /** The table as the server last told it; null until its first snapshot. */
  readonly view: TableView | null;
  /** The players' names at the table (null: not known yet). */
  readonly names: { readonly white: string; readonly black: string } | null;
  /** What the server's auto-play did in the latest change, or null. */
  readonly forced: ForcedChoice | null;
  /** What is drawn above the players' line, in the element's language (a Lit template). */
  header(lang: string): unknown;
  /** Leaves the table (the element left the page, or `watch` changed). */
  stop(): void;
}

/** What a watched table tells the element. */
export interface WatchTableEvents {
  /** Something to draw changed (a move, a clock's second, the connection). */
  changed(): void;
  /** The table cannot be followed (`table/unknown`, `connection/failed`, …). */
  error(detail: NardyErrorDetail): void;
}

/** Starts following the table of a watch link, or says why the link is none (`ERR_WATCH_LINK`). */
export type WatchTableMaker = (
  link: string,
  events: WatchTableEvents,
) => { ok: true; value: WatchTableHandle } | { ok: false; error: NardyErrorDetail };
