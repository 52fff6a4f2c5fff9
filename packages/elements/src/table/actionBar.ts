import type { TableAction, TableCommand, TableView } from '@nardy/parallel';
import type { NardyEventDetail, NardyEventName } from '../events.ts';

/** The look of a button: emphasis (`primary`), a quiet one (resigning), or the keyboard's entry. */
export type ButtonKind = 'primary' | 'quiet' | 'keyboard';

/** The texts a button of the bar can carry (fields of `Strings`). */
export type ButtonLabel =
  | 'roll'
  | 'double'
  | 'take'
  | 'drop'
  | 'playHere'
  | 'passHere'
  | 'undo'
  | 'confirm'
  | 'resignMenu'
  | 'nextGame'
  | 'typeMove';

/** One button of the action bar: one of the table's actions, or the element's own "Type a move". */
export interface BarButton {
  /** The table's action it sends; null for "Type a move" (it opens the notation field). */
  readonly action: TableAction | null;
  readonly label: ButtonLabel;
  readonly kind: ButtonKind | null;
  /** Drawn as an icon with the label beside it (the label alone names it when the bar is narrow). */
  readonly icon: string | null;
  readonly enabled: boolean;
  /** After it, keyboard focus goes to the board in play (Roll, Play here, Confirm). */
  readonly focusBoard: boolean;
  /** Typing offered before the board is chosen: a small board leaves it out (Play here, then type). */
  readonly beforeChoice: boolean;
}

type Look = Pick<BarButton, 'label' | 'kind' | 'icon' | 'focusBoard'>;

const look = (
  label: ButtonLabel,
  kind: ButtonKind | null = null,
  icon: string | null = null,
  focusBoard = false,
): Look => ({
  label,
  kind,
  icon,
  focusBoard,
});

/** How an action of the table is drawn; null for a command the bar does not draw. */
function lookOf(action: TableAction): Look | null {
  switch (action.command.type) {
    case 'ROLL':
      return look('roll', 'primary', null, true);
    case 'DOUBLE':
      return look('double', null, '×2');
    case 'TAKE':
      return look('take', 'primary');
    case 'DROP':
      return look('drop');
    case 'CHOOSE_BOARD':
      // Moving a checker chooses the board too; the button chooses it first (then type, or undo).
      return action.pass ? look('passHere', 'primary') : look('playHere', null, null, true);
    case 'UNDO':
      return look('undo', null, '↶');
    case 'CONFIRM':
      return look('confirm', 'primary', null, true);
    case 'RESIGN':
      return look('resignMenu', 'quiet', '⚑');
    case 'NEXT_GAME':
      return look('nextGame', 'primary');
    default:
      return null;
  }
}

const isReply = (a: TableAction) => a.command.type === 'TAKE' || a.command.type === 'DROP';

/**
 * Pure: whether the bar drawn on board `board` (the board in play) shows `action`. The bar holds the
 * actions of its board and the table's own (the roll, the shared cube, the next game), and the
 * answers to a board's double wherever it is drawn. At most three buttons fit on half a board: while a
 * board is chosen its bar has Undo and Confirm only (resigning, or another board, comes after Undo),
 * and a finished board is not where the roll or a double is offered.
 */
export function onBar(view: TableView, action: TableAction, board: number): boolean {
  const type = action.command.type;
  if (view.chosenBoard !== null)
    return board === view.chosenBoard && action.board === board && (type === 'UNDO' || type === 'CONFIRM');
  if (action.board === board) return true;
  if (action.board !== null) return isReply(action) && action.board === view.cube.offer?.board;
  return !view.boards[board]?.result || (type !== 'ROLL' && type !== 'DOUBLE');
}

/**
 * Pure: the buttons of the bar on board `board`, from the actions the core computed
 * (`TableView.actions`), in their order; "Type a move" follows Play here or Confirm when the board
 * has a move to type.
 */
export function barButtons(view: TableView, board: number): BarButton[] {
  const out: BarButton[] = [];
  const typable = (view.boards[board]?.legal.length ?? 0) > 0;
  for (const action of view.actions) {
    if (!onBar(view, action, board)) continue;
    const drawn = lookOf(action);
    if (drawn === null) continue;
    out.push({ action, ...drawn, enabled: action.enabled, beforeChoice: false });
    const type = action.command.type;
    if (typable && ((type === 'CHOOSE_BOARD' && !action.pass) || type === 'CONFIRM')) {
      out.push({
        action: null,
        label: 'typeMove',
        kind: 'keyboard',
        icon: '⌨',
        focusBoard: false,
        enabled: true,
        beforeChoice: type === 'CHOOSE_BOARD',
      });
    }
  }
  return out;
}

/** The intent event a command is announced with before it is sent (a listener may cancel it). */
export type Intent = {
  [K in NardyEventName]: { readonly name: K; readonly detail: NardyEventDetail<K> };
}[NardyEventName];

/**
 * Pure: the intent event `<nardy-table>` sends for a command of its bar, or null for one it sends
 * without (Undo, Confirm). Cancelling the event keeps the command from being sent: a host that asks
 * "Resign this board?" first cancels `nardy-resign` and sends RESIGN itself.
 */
export function intentOf(command: TableCommand): Intent | null {
  const board = 'board' in command && typeof command.board === 'number' ? { board: command.board } : {};
  switch (command.type) {
    case 'ROLL':
      return { name: 'nardy-roll', detail: {} };
    case 'DOUBLE':
      return { name: 'nardy-double', detail: board };
    case 'TAKE':
      return { name: 'nardy-take', detail: {} };
    case 'DROP':
      return { name: 'nardy-drop', detail: board };
    case 'CHOOSE_BOARD':
      return { name: 'nardy-choose-board', detail: { board: command.board } };
    case 'RESIGN':
      return { name: 'nardy-resign', detail: board };
    case 'NEXT_GAME':
      return { name: 'nardy-next-game', detail: {} };
    default:
      return null;
  }
}
