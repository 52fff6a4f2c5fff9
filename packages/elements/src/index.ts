/**
 * @nardy/elements — Lit custom elements for nardy: `<nardy-board>` (rules-free: a BoardView or
 * attributes in, intent events out), `<nardy-dice>`, `<nardy-cube>` and `<nardy-table>` (a parallel
 * table of 1–4 boards). Importing this module registers every element.
 */
export { NardyBoard } from './board/nardy-board.ts';
export { STATIC_VIEW_ERRORS, type StaticViewError, staticView } from './board/staticView.ts';
export { NardyCube } from './cube/nardy-cube.ts';
export { NardyDice } from './dice/nardy-dice.ts';
export * from './events.ts';
export { getLocale, LOCALES, type Locale, setLocale } from './i18n/locale.ts';
export type { Strings } from './i18n/strings.ts';
export { type BoardStatus, boardStatus, NardyTable, tableAnnouncements } from './table/nardy-table.ts';
export { type ActorLike, TableController } from './table/tableController.ts';
