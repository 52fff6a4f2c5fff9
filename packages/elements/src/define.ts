import { NardyBoard } from './board/nardy-board.ts';
import { NardyCube } from './cube/nardy-cube.ts';
import { diagramView } from './diagram/diagramView.ts';
import { NardyDice } from './dice/nardy-dice.ts';
import { NardyEditor } from './editor/nardy-editor.ts';
import { NardyTable } from './table/nardy-table.ts';

/**
 * Registration, apart from the element classes: the tags, and the board's diagram reader (which
 * reads Position IDs and setups with the rules, so the board class itself never imports them).
 */

/** Registers a custom element once (a second copy of the bundle on a page is harmless). */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}

/** Registers every nardy element; `<nardy-board>` draws static diagrams from its attributes. */
export function defineElements(): void {
  NardyBoard.diagramReader ??= diagramView;
  defineElement('nardy-board', NardyBoard);
  defineElement('nardy-dice', NardyDice);
  defineElement('nardy-cube', NardyCube);
  defineElement('nardy-table', NardyTable);
  defineElement('nardy-editor', NardyEditor);
}

declare global {
  interface HTMLElementTagNameMap {
    'nardy-board': NardyBoard;
    'nardy-dice': NardyDice;
    'nardy-cube': NardyCube;
    'nardy-table': NardyTable;
    'nardy-editor': NardyEditor;
  }
}
