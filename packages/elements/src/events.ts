import type { TableCommand, TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { EditorPosition } from './editor/editorValue.ts';

/**
 * One checker moved by one die or, when the rules allow, by several dice at once (`dice` lists them;
 * `die` is set only when one die is used). `from` / `to` are display points, as in the board's view
 * (White's numbering; 25 = the mover's bar, 0 = off); `text` is the move's notation in the mover's
 * own numbering (`24/21`). `board` is the board's index on a table. `stepCommand` of
 * @nardy/parallel turns it into the table's STEP command.
 */
export interface NardyStepDetail {
  readonly board?: number;
  readonly from: number;
  readonly to: number;
  readonly die?: number;
  readonly dice: readonly number[];
  readonly text: string;
}

/**
 * A whole play typed in notation (`24/18 13/10`, the mover's own numbering), as typed. The host reads
 * it (`typedMoves` of @nardy/parallel) and cancels the event when it cannot.
 */
export interface NardyPlayDetail {
  readonly board?: number;
  readonly text: string;
}

/** Which board an intent is about (absent on a lone board or for the shared cube). */
export interface NardyBoardDetail {
  readonly board?: number;
}

/**
 * A move the player tried that the view does not offer: a checker put down where it may not go
 * (`to`), or a tap on a checker of the player on roll that has no legal move (`to` null). Display
 * points, like `nardy-step`. Nothing was played; a host may say why (the rules can explain a refused
 * step: `explainStep` of @nardy/rules).
 */
export interface NardyRefusedDetail {
  readonly board?: number;
  readonly from: number;
  readonly to: number | null;
}

/**
 * Editing mode of a board: one checker of `color` more (`change` 1) or less (−1) at display point `at`
 * (1..24; 25 that colour's bar, 0 its tray), or with `from` one moved from `from` to `at`. The host
 * changes the position and sets a new view.
 */
export interface NardyEditDetail {
  readonly board?: number;
  readonly at: number;
  readonly color: 'white' | 'black';
  readonly change: 1 | -1;
  readonly from?: number;
}

/** `<nardy-editor>`: the position after a change (cancel the event to refuse it). */
export interface NardySetupChangeDetail {
  readonly value: EditorPosition;
}

/** Bad attributes or input: a stable code and a readable message; the element keeps its last good state. */
export interface NardyErrorDetail {
  readonly code: string;
  readonly message: string;
}

/**
 * A play that was made at a table `<nardy-table>` runs itself (by a person or the computer): the board,
 * who played, the single-die steps in the mover's own numbering (25 = bar, 0 = off) and their notation
 * (`''` and no steps for a pass on a blocked board).
 */
export interface NardyMoveDetail {
  readonly board: number;
  readonly player: Color;
  readonly steps: readonly (readonly [number, number])[];
  readonly text: string;
}

/**
 * A game that ended at a table `<nardy-table>` runs itself: the winner (null for a drawn table), the
 * points of each side and the net (positive: White ahead), every board's result in finishing order, and
 * the match score when the table plays a match.
 */
export interface NardyGameOverDetail {
  readonly winner: Color | null;
  readonly score: TableView['score'];
  readonly results: TableView['results'];
  readonly match: TableView['match'];
}

/** Every event the nardy elements dispatch, by name. All bubble and are composed. */
export interface NardyEventMap {
  'nardy-step': CustomEvent<NardyStepDetail>;
  'nardy-refused': CustomEvent<NardyRefusedDetail>;
  'nardy-undo': CustomEvent<NardyBoardDetail>;
  'nardy-confirm': CustomEvent<NardyBoardDetail>;
  'nardy-roll': CustomEvent<NardyBoardDetail>;
  'nardy-double': CustomEvent<NardyBoardDetail>;
  'nardy-take': CustomEvent<NardyBoardDetail>;
  'nardy-drop': CustomEvent<NardyBoardDetail>;
  'nardy-resign': CustomEvent<NardyBoardDetail>;
  'nardy-play': CustomEvent<NardyPlayDetail>;
  'nardy-edit': CustomEvent<NardyEditDetail>;
  'nardy-setup-change': CustomEvent<NardySetupChangeDetail>;
  'nardy-choose-board': CustomEvent<{ readonly board: number }>;
  'nardy-next-game': CustomEvent<Record<string, never>>;
  'nardy-command': CustomEvent<TableCommand>;
  'nardy-move': CustomEvent<NardyMoveDetail>;
  'nardy-game-over': CustomEvent<NardyGameOverDetail>;
  'nardy-error': CustomEvent<NardyErrorDetail>;
}

export type NardyEventName = keyof NardyEventMap;
export type NardyEventDetail<K extends NardyEventName> = NardyEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches a typed nardy event that leaves the shadow root (`bubbles`, `composed`). */
export function emit<K extends NardyEventName>(target: EventTarget, name: K, detail: NardyEventDetail<K>): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

declare global {
  // The DOM learns the nardy events from the one map above (so `addEventListener` is typed).
  interface GlobalEventHandlersEventMap extends NardyEventMap {}
}
