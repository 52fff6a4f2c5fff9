import type { BoardView } from '@nardy/parallel';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cubeSvg } from '../cube/cubeSvg.ts';
import { dieSvg, usedFlags } from '../dice/dieSvg.ts';
// Positions go through the CSSOM (styleProps), never a style="…" string: a page whose
// Content-Security-Policy has no 'unsafe-inline' styles draws the board all the same.
import { styleProps } from '../styleProps.ts';
import type { Placement } from './checkers.ts';
import { colorAt } from './editing.ts';
import { destinations, type Interaction, type LegalMove } from './interaction.ts';
import {
  BAR_W,
  type BoardLayout,
  CHECKER_R,
  checkerCenter,
  FRAME,
  type Loc,
  locOf,
  NUMBERS_H,
  POINT_W,
  TRAY_W,
  VIEW_H,
  VIEW_W,
} from './layout.ts';
import { type BoardSuggestion, suggestionArrows, suggestionKind } from './suggestions.ts';

/** What the drawing of a board is made from. */
export interface SurfaceInput {
  readonly view: BoardView;
  readonly layout: BoardLayout;
  readonly interaction: Interaction;
  readonly legal: readonly LegalMove[];
  /** Where each checker is drawn (CheckerTracker: the same checker keeps its element and slides). */
  readonly placements: readonly Placement[];
  readonly hideLegal: boolean;
  readonly editing: boolean;
  readonly suggestions: readonly BoardSuggestion[] | null;
}

/**
 * The board as one SVG drawing (no inline styles): frame, felt, bar and trays, the points, the marks
 * (last move, picked-up source, legal destinations), the dice on the half of the player who rolled,
 * the cube on the bar or at its owner's end, the checkers (the dragged one under the pointer), the
 * counts of tall stacks and the suggested plays' arrows.
 */
export function renderSurface(input: SurfaceInput): TemplateResult {
  const { view, layout, interaction: i } = input;
  const { boardLeft, barX, trayX } = layout;
  const halfW = 6 * POINT_W;
  const dests = input.hideLegal ? new Set<Loc>() : destinations(input.legal, i.selected);
  const last = new Set<Loc>();
  const lastMove = view.lastMove;
  if (lastMove) {
    for (const s of lastMove.steps) {
      last.add(locOf(lastMove.player, s.from));
      last.add(locOf(lastMove.player, s.to));
    }
  }
  const points = [];
  const marks = [];
  for (const [loc, r] of layout.rects) {
    if (loc.startsWith('p')) {
      const top = layout.top.has(loc);
      const column = Math.round((r.x - boardLeft - (r.x > barX ? BAR_W : 0)) / POINT_W);
      const shade = (column + (top ? 0 : 1)) % 2 === 0 ? 'a' : 'b';
      const tip = top ? r.y + r.h : r.y;
      const base = top ? r.y : r.y + r.h;
      points.push(
        svg`<polygon class="point ${shade}" part="point" data-point=${loc.slice(1)} points="${r.x + 1},${base} ${r.x + r.w - 1},${base} ${r.x + r.w / 2},${tip}"></polygon>`,
      );
    }
    if (last.has(loc))
      marks.push(svg`<rect class="mark-last" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx="4"></rect>`);
    if (i.selected === loc)
      marks.push(
        svg`<rect class="mark-selected" x=${r.x + 2} y=${r.y + 2} width=${r.w - 4} height=${r.h - 4} rx="4"></rect>`,
      );
    if (dests.has(loc)) {
      marks.push(
        svg`<rect class="mark-dest" x=${r.x + 2} y=${r.y + 2} width=${r.w - 4} height=${r.h - 4} rx="4"></rect>`,
      );
      const near = layout.top.has(loc) || (r.y < VIEW_H / 2 && !loc.startsWith('p'));
      marks.push(
        svg`<circle class="mark-dest-dot" cx=${r.x + r.w / 2} cy=${near ? r.y + r.h - 10 : r.y + 10} r="5"></circle>`,
      );
    }
  }
  // The top checker of the dragged source follows the pointer.
  let dragged: string | null = null;
  const dragColor = input.editing && i.press?.loc ? colorAt(view, i.press.loc) : view.turn;
  if (i.press?.dragging && i.press.loc && dragColor) {
    let best: Placement | null = null;
    for (const p of input.placements) {
      if (p.loc === i.press.loc && p.color === dragColor && (!best || p.index > best.index)) best = p;
    }
    dragged = best?.id ?? null;
  }
  const checkers = repeat(
    input.placements,
    (p) => p.id,
    (p) => {
      const drag = p.id === dragged;
      const c = drag ? { x: i.press!.x, y: i.press!.y } : checkerCenter(layout, p.loc, p.index, p.count);
      const off = p.loc.startsWith('off-');
      return svg`<g class="checker ${p.color} ${drag ? 'dragging' : ''}" part="checker checker-${p.color}"
        data-loc=${p.loc} data-color=${p.color} ${styleProps({ transform: `translate(${c.x}px, ${c.y}px)` })}>
        ${
          off
            ? svg`<rect class="body" x=${-CHECKER_R} y="-4.5" width=${2 * CHECKER_R} height="9" rx="3"></rect>`
            : svg`<circle class="body" r=${CHECKER_R}></circle><circle class="ring" r=${CHECKER_R * 0.62}></circle>`
        }
      </g>`;
    },
  );
  const counts = [];
  const tops = new Map<string, Placement>();
  for (const p of input.placements) {
    const key = `${p.color}|${p.loc}`;
    if (!p.loc.startsWith('off-') && p.count > 5 && (!tops.has(key) || tops.get(key)!.index < p.index))
      tops.set(key, p);
  }
  // A tall stack's count sits on its checker at the board's edge, clear of the middle of the board
  // where a table's action bar lies (on a phone the bar is taller than the gap between the points' tips).
  for (const p of tops.values()) {
    const c = checkerCenter(layout, p.loc, 0, p.count);
    counts.push(
      svg`<text class="count ${p.color}" x=${c.x} y=${c.y} text-anchor="middle" dominant-baseline="central">${p.count}</text>`,
    );
  }
  // Dice lie on the half of the player who rolled; the cube sits on the bar, or at its owner's end.
  const extras = [];
  if (view.dice && view.dice.length > 0) {
    const used = usedFlags(view.dice, view.diceLeft);
    const size = 40;
    const gap = 6;
    const width = used.length * size + (used.length - 1) * gap;
    const rightHalf = view.turn === null || view.turn === layout.orientation.bottom;
    const cx =
      rightHalf === (layout.orientation.home === 'right')
        ? boardLeft + halfW + BAR_W + halfW / 2
        : boardLeft + halfW / 2;
    used.forEach((u, k) => {
      extras.push(
        dieSvg(
          view.dice![Math.min(k, view.dice!.length - 1)],
          cx - width / 2 + k * (size + gap),
          VIEW_H / 2 - size / 2,
          size,
          u,
        ),
      );
    });
  }
  if (view.cube) {
    const size = 30;
    const owner = view.cube.owner;
    const y =
      owner === null
        ? VIEW_H / 2 - size / 2
        : owner === layout.orientation.bottom
          ? VIEW_H - FRAME - size - 4
          : FRAME + 4;
    extras.push(cubeSvg(view.cube.value === 1 && owner === null ? 64 : view.cube.value, barX - size / 2, y, size));
  }
  const innerW = 2 * halfW + BAR_W;
  return html`<svg class="board" viewBox="0 0 ${VIEW_W} ${VIEW_H}" aria-hidden="true" focusable="false">
    ${svg`
      <rect class="frame" part="frame" x="0" y="0" width=${VIEW_W} height=${VIEW_H} rx="10"></rect>
      <rect class="felt" part="felt" x=${boardLeft} y=${FRAME} width=${innerW} height=${VIEW_H - 2 * FRAME}></rect>
      <rect class="bar" part="bar" x=${barX - BAR_W / 2} y=${FRAME} width=${BAR_W} height=${VIEW_H - 2 * FRAME}></rect>
      <rect class="tray" part="tray" x=${trayX - TRAY_W / 2} y=${FRAME} width=${TRAY_W} height=${VIEW_H / 2 - FRAME - 3}></rect>
      <rect class="tray" part="tray" x=${trayX - TRAY_W / 2} y=${VIEW_H / 2 + 3} width=${TRAY_W} height=${VIEW_H / 2 - FRAME - 3}></rect>
      ${points}
      ${marks}
      ${extras}
      ${checkers}
      ${counts}
      ${renderSuggestions(layout, view, input.suggestions)}
    `}
  </svg>`;
}

/** The suggested plays as arrows, the first drawn last (on top). */
function renderSuggestions(layout: BoardLayout, view: BoardView, suggestions: readonly BoardSuggestion[] | null) {
  return [...(suggestions ?? [])].reverse().map((s) => {
    const kind = suggestionKind(s);
    const arrows = suggestionArrows(layout, view, s);
    const label = s.label && arrows.length > 0 ? arrows[0].mid : null;
    return svg`<g class="arrow ${kind}" part="arrow arrow-${kind}" data-kind=${kind}>
      ${arrows.map((a) => svg`<path class="shaft" d=${a.path}></path><polygon class="head" points=${a.head}></polygon>`)}
      ${
        label
          ? svg`<g class="arrow-label" part="arrow-label"><rect x=${label.x - 4 - 4.2 * (s.label?.length ?? 1)} y=${label.y - 10} width=${8 + 8.4 * (s.label?.length ?? 1)} height="20" rx="10"></rect><text x=${label.x} y=${label.y} text-anchor="middle" dominant-baseline="central">${s.label}</text></g>`
          : nothing
      }
    </g>`;
  });
}

/** A strip of point numbers above (`top`) or below the drawing, in the numbering shown (`numbered`). */
export function renderNumbers(layout: BoardLayout, numbered: BoardLayout, edge: 'top' | 'bottom'): TemplateResult {
  const row = layout.rows[edge === 'top' ? 0 : 1].filter((loc) => loc.startsWith('p'));
  return html`<svg class="numbers ${edge}" part="numbers" viewBox="0 0 ${VIEW_W} ${NUMBERS_H}" aria-hidden="true" focusable="false">
    ${row.map((loc) => {
      const r = layout.rects.get(loc)!;
      return svg`<text x=${r.x + r.w / 2} y=${NUMBERS_H / 2} text-anchor="middle" dominant-baseline="central">${numbered.numbers.get(loc)}</text>`;
    })}
  </svg>`;
}
