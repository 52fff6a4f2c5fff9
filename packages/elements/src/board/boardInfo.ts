import type { BoardView } from '@nardy/parallel';
import { html, type TemplateResult } from 'lit';
import type { BoardStrings, EndingName } from '../i18n/strings.ts';

const ENDINGS: readonly string[] = ['oin', 'mars', 'homeMars', 'koks', 'drop', 'resign'] satisfies EndingName[];

/**
 * Pure: the board's line in words — the result or whose turn, the dice (with what is left to play
 * while moves remain), the cube and both pip counts.
 */
export function infoBits(view: BoardView, t: BoardStrings): string[] {
  const bits: string[] = [];
  if (view.result) {
    const { winner, ending, points } = view.result;
    const name = ENDINGS.includes(ending) ? t.ending(ending as EndingName) : ending;
    bits.push(t.won(winner, name, points));
  } else if (view.turn) bits.push(t.turn(view.turn));
  if (view.dice)
    bits.push(`${t.dice(view.dice)}${view.legal.length || view.canConfirm ? ` (${t.diceLeft(view.diceLeft)})` : ''}`);
  if (view.cube) bits.push(t.cube(view.cube.value, view.cube.owner));
  bits.push(t.pips('white', view.pips.white), t.pips('black', view.pips.black));
  return bits;
}

/** The info line under the board (part `info`). */
export function renderInfo(view: BoardView, t: BoardStrings): TemplateResult {
  return html`<div class="info" part="info">${infoBits(view, t).map((b) => html`<span>${b}</span>`)}</div>`;
}
