import type { BoardView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, type TemplateResult } from 'lit';
import { editingStrings } from '../i18n/editing.ts';
import type { BoardStrings } from '../i18n/strings.ts';
import { styleProps } from '../styleProps.ts';
import { destinations, type Interaction, type LegalMove, sources } from './interaction.ts';
import { type BoardLayout, type Loc, VIEW_H, VIEW_W } from './layout.ts';

/**
 * Pure: the accessible name of the control over `loc` — "point 13, 5 white checkers, can move", a bar
 * or a tray with its checkers — numbered as `numbered` shows the points, with what the player may do
 * there now (picked up, a legal destination, a checker that can move).
 */
export function controlName(input: {
  readonly loc: Loc;
  readonly view: BoardView;
  readonly numbered: BoardLayout;
  /** The picked-up source, if any. */
  readonly selected: Loc | null;
  /** Where the picked-up checker may go, and where a checker may be picked up. */
  readonly dests: ReadonlySet<Loc>;
  readonly srcs: ReadonlySet<Loc>;
  readonly hideLegal: boolean;
  readonly t: BoardStrings;
}): string {
  const { loc, view, t, selected } = input;
  let name: string;
  if (loc.startsWith('bar-')) {
    const c = loc.slice(4) as Color;
    name = t.bar(c, view.bar[c]);
  } else if (loc.startsWith('off-')) {
    const c = loc.slice(4) as Color;
    name = t.tray(c, view.off[c]);
  } else {
    const n = view.points[Number(loc.slice(1))] ?? 0;
    name = t.point(input.numbered.numbers.get(loc) ?? 0, Math.abs(n), n > 0 ? 'white' : n < 0 ? 'black' : null);
  }
  if (selected === loc) name += `, ${t.selected}`;
  else if (!input.hideLegal && input.dests.has(loc)) name += `, ${t.legalDestination}`;
  else if (selected === null && input.srcs.has(loc)) name += `, ${t.movable}`;
  return name;
}

/**
 * The focusable controls over the drawing: one button per point, bar half and tray, in reading order,
 * one of them in the tab order (`focus`); arrow keys move between them (the element's `keydown`).
 */
export function renderControls(input: {
  readonly view: BoardView;
  readonly layout: BoardLayout;
  readonly numbered: BoardLayout;
  readonly interaction: Interaction;
  readonly legal: readonly LegalMove[];
  readonly hideLegal: boolean;
  readonly t: BoardStrings;
  /** The board's accessible name. */
  readonly label: string;
  readonly editing: boolean;
  readonly focus: Loc;
  readonly keydown: (e: KeyboardEvent) => void;
  readonly click: (e: MouseEvent) => void;
  readonly focused: (e: FocusEvent) => void;
}): TemplateResult {
  const { layout, t, label, view, numbered, hideLegal } = input;
  const ordered = [...layout.rows[0], ...layout.rows[1]];
  const selected = input.interaction.selected;
  const dests = destinations(input.legal, selected);
  const srcs = sources(input.legal);
  return html`<div
    class="controls"
    role="group"
    aria-label=${input.editing ? `${label}. ${editingStrings(t.lang).editingHelp}` : label}
    @keydown=${input.keydown}
  >
    ${ordered.map((loc) => {
      const r = layout.rects.get(loc)!;
      return html`<button
        type="button"
        class="control"
        part="control"
        data-loc=${loc}
        tabindex=${loc === input.focus ? 0 : -1}
        aria-label=${controlName({ loc, view, numbered, selected, dests, srcs, hideLegal, t })}
        ${styleProps({
          left: `${(r.x / VIEW_W) * 100}%`,
          top: `${(r.y / VIEW_H) * 100}%`,
          width: `${(r.w / VIEW_W) * 100}%`,
          height: `${(r.h / VIEW_H) * 100}%`,
        })}
        @click=${input.click}
        @focus=${input.focused}
      ></button>`;
    })}
  </div>`;
}
