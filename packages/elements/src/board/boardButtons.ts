import type { BoardView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardStrings } from '../i18n/strings.ts';

/** The intent events a lone board's buttons send. */
export type BoardIntent =
  | 'nardy-undo'
  | 'nardy-confirm'
  | 'nardy-roll'
  | 'nardy-double'
  | 'nardy-take'
  | 'nardy-drop'
  | 'nardy-resign';

/** One button of a board driven by its own host (not on a table). */
export interface BoardButton {
  readonly label: 'roll' | 'double' | 'take' | 'drop' | 'undo' | 'confirm' | 'resign';
  readonly intent: BoardIntent;
  readonly enabled: boolean;
}

const button = (label: BoardButton['label'], intent: BoardIntent, enabled = true): BoardButton => ({
  label,
  intent,
  enabled,
});

/**
 * Pure: the buttons of a board its own host drives — Take and Drop on an `offer`; before the roll,
 * Roll and Double (a centred cube, or the player's own); after it, Undo and Confirm (as the view
 * allows); and Resign. On a table (`inTable`) the roll, the cube, the answers and resigning are the
 * table's: the board keeps Undo and Confirm.
 */
export function boardButtons(
  view: BoardView,
  options: { readonly offer: { readonly by: Color; readonly value: number } | null; readonly inTable: boolean },
): BoardButton[] {
  const turn = view.turn;
  if (options.offer && !options.inTable) return [button('take', 'nardy-take'), button('drop', 'nardy-drop')];
  if (!turn || view.result) return [];
  const out: BoardButton[] = [];
  if (!view.dice && !options.inTable) {
    out.push(button('roll', 'nardy-roll'));
    if (view.cube && (view.cube.owner === null || view.cube.owner === turn)) out.push(button('double', 'nardy-double'));
  }
  if (view.dice) {
    out.push(button('undo', 'nardy-undo', view.canUndo));
    out.push(button('confirm', 'nardy-confirm', view.canConfirm));
  }
  if (!options.inTable) out.push(button('resign', 'nardy-resign'));
  return out;
}

/** The row of a board's buttons (part `actions`), or nothing. */
export function renderButtons(
  buttons: readonly BoardButton[],
  t: BoardStrings,
  press: (intent: BoardIntent) => void,
): TemplateResult | typeof nothing {
  if (buttons.length === 0) return nothing;
  const one = (b: BoardButton) =>
    html`<button type="button" class="action" part="button" ?disabled=${!b.enabled} @click=${() => press(b.intent)}>${t[b.label]}</button>`;
  return html`<div class="actions" part="actions">${buttons.map(one)}</div>`;
}
