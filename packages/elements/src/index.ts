/**
 * @nardy/elements — Lit custom elements for nardy: `<nardy-board>` (rules-free: a BoardView in
 * display numbering, or diagram attributes, in; intent events out), `<nardy-dice>`, `<nardy-cube>`
 * and `<nardy-table>` (a parallel table of 1–4 boards). Importing this module registers every element.
 *
 * The bundle also carries the pieces of @nardy/parallel a page needs to drive these elements with no
 * other script: the view adapter, the intent-to-command helpers, the pure table core and the table
 * session that hosts a table (its seats, auto-play and computer players).
 */
import { defineElements } from './define.ts';

export {
  applyCommand,
  type BoardMove,
  type BoardView,
  boardViewOf,
  computerSeat,
  createTable,
  cryptoDice,
  DEFAULT_AUTO_PLAY,
  displayPlay,
  displayPoint,
  ownPoint,
  PERSON,
  parseTableConfig,
  personSeat,
  type SessionSnapshot,
  selectBoardViews,
  selectTableView,
  stepCommand,
  type TableCommand,
  TableSession,
  type TableView,
  typedMoves,
} from '@nardy/parallel';
export { EDIT_TOOLS, type EditIntent, type EditTool } from './board/editing.ts';
export { type DiagramAttributes, type DiagramReader, NardyBoard } from './board/nardy-board.ts';
export { type Arrow, type BoardSuggestion, suggestionArrows } from './board/suggestions.ts';
export { NardyCube } from './cube/nardy-cube.ts';
export { defineElement, defineElements } from './define.ts';
export { DIAGRAM_ERRORS, type DiagramError, diagramView } from './diagram/diagramView.ts';
export { NardyDice } from './dice/nardy-dice.ts';
export {
  applyEdit,
  checkerCounts,
  type EditorPosition,
  editorBoardView,
  emptyPosition,
} from './editor/editorValue.ts';
export { NardyEditor } from './editor/nardy-editor.ts';
export * from './events.ts';
export { type EditingStrings, editingStrings } from './i18n/editing.ts';
export { getLocale, LOCALES, type Locale, setLocale, stringsFor } from './i18n/locale.ts';
export { type PluralForms, pluralForm } from './i18n/plural.ts';
export { formatPoints, type Strings } from './i18n/strings.ts';
export {
  type BoardStatus,
  boardStatus,
  type ForcedChoice,
  NardyTable,
  type PlayerNames,
  type TableForfeit,
  tableAnnouncements,
} from './table/nardy-table.ts';
export { type ActorLike, TableController } from './table/tableController.ts';
export {
  CHROME,
  LAYOUT_DEFAULTS,
  type SlotBox,
  type TableLayout,
  tableChrome,
  tableLayout,
} from './table/tableLayout.ts';
export {
  boardViewProblem,
  cubeViewProblem,
  isBoardView,
  rollViewProblem,
  VIEW_ERRORS,
  type ViewError,
  type ViewProblem,
} from './viewCheck.ts';

defineElements();
