import type { BoardView } from '@nardy/parallel';
import { type Color, parseMoveText } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues, svg } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cubeStyles } from '../cube/cubeStyles.ts';
import { cubeSvg } from '../cube/cubeSvg.ts';
import { defineElement } from '../define.ts';
import { diceStyles } from '../dice/diceStyles.ts';
import { dieSvg, usedFlags } from '../dice/dieSvg.ts';
import { emit } from '../events.ts';
import { LocaleController } from '../i18n/locale.ts';
import { announcements } from './announce.ts';
import { boardStyles } from './boardStyles.ts';
import { CheckerTracker, type Placement } from './checkers.ts';
import {
  destinations,
  IDLE,
  type Interaction,
  type LegalMove,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  reconcile,
  sources,
  type Transition,
  tap,
  undone,
} from './interaction.ts';
import {
  BAR_W,
  type BoardLayout,
  boardLayout,
  CHECKER_R,
  checkerCenter,
  FRAME,
  hitTest,
  type Loc,
  locOfMoverPoint,
  nextLoc,
  ownPoint,
  POINT_W,
  TRAY_W,
  VIEW_H,
  VIEW_W,
} from './layout.ts';
import { sameView } from './sameView.ts';
import { staticView } from './staticView.ts';

const isColor = (v: unknown): v is Color => v === 'white' || v === 'black';

/**
 * One nardy board of any variant. Rules-free: it draws a `BoardView` (or, for a static diagram,
 * attributes alone) and turns pointer, keyboard and typed input into intent events; the host decides
 * legality and answers with a new view.
 *
 * @summary A nardy board: diagram from attributes, or interactive from a BoardView.
 * @tag nardy-board
 *
 * @event nardy-step - A checker moved (detail `{board?, from, to, die?, dice}`, mover's numbering).
 * @event nardy-undo - Undo the last step (detail `{board?}`).
 * @event nardy-confirm - Confirm the steps as the play (detail `{board?}`).
 * @event nardy-roll - Roll the dice (detail `{board?}`).
 * @event nardy-double - Offer a double (detail `{board?}`).
 * @event nardy-take - Take the offered double (detail `{board?}`).
 * @event nardy-drop - Drop the offered double (detail `{board?}`).
 * @event nardy-resign - Resign this board (detail `{board?}`).
 * @event nardy-play - A whole play typed in notation (detail `{board?, text, moves}`).
 * @event nardy-error - Attributes or typed text could not be read (detail `{code, message}`).
 *
 * @csspart surface - The drawing with the focusable controls over it.
 * @csspart frame - The wooden frame.
 * @csspart felt - The playing field.
 * @csspart point - A point (triangle).
 * @csspart bar - The bar between the halves.
 * @csspart tray - A borne-off tray.
 * @csspart checker - A checker (also `checker-white` / `checker-black`).
 * @csspart die - A die face (also `die-used`).
 * @csspart cube - The doubling cube.
 * @csspart control - The focusable control over a point, bar half or tray.
 * @csspart info - The line with turn, dice, cube and pip counts.
 * @csspart actions - The row of action buttons.
 * @csspart button - An action button.
 * @csspart notation - The form that accepts a play in notation.
 * @csspart error - An error message.
 *
 * @cssprop --nardy-wood - Frame colour.
 * @cssprop --nardy-felt - Playing field colour.
 * @cssprop --nardy-point-a - Light point colour.
 * @cssprop --nardy-point-b - Dark point colour.
 * @cssprop --nardy-bar - Bar colour.
 * @cssprop --nardy-tray - Tray colour.
 * @cssprop --nardy-white-checker - White checker fill.
 * @cssprop --nardy-black-checker - Black checker fill.
 * @cssprop --nardy-highlight - Legal destination marker.
 * @cssprop --nardy-selected - Picked-up source and focus ring.
 * @cssprop --nardy-last-move - Last move tint.
 * @cssprop --nardy-move-duration - Checker animation time (0s to turn off).
 * @cssprop --nardy-font - Font of labels and controls.
 */
export class NardyBoard extends LitElement {
  static override properties = {
    /** The board to draw and play (wins over the static attributes). */
    view: { attribute: false },
    /** Variant of a static diagram: short, short-caucasian, nackgammon, long, khachapuri. */
    variant: { type: String, reflect: true },
    /** gnubg Position ID of a static diagram (short variants); the player on roll is `turn`. */
    positionId: { type: String, attribute: 'position-id', reflect: true },
    /** JSON `{"white": Side, "black": Side}`, each side in its own numbering, for any variant. */
    setup: { type: String, reflect: true },
    /** Roll shown on a static diagram, e.g. `3-1`. */
    dice: { type: String, reflect: true },
    /** Player on roll in a static diagram (`white` default, or `black`). */
    turn: { type: String, reflect: true },
    /** Colour whose home is at the bottom: `white` (default) or `black`. */
    bottom: { type: String, reflect: true },
    /** Side of the bottom player's home and the trays: `right` (default) or `left`. */
    home: { type: String, reflect: true },
    /** Do not highlight legal destinations. */
    hideLegal: { type: Boolean, attribute: 'hide-legal', reflect: true },
    /** Index of this board on a table; copied into every event's detail as `board`. */
    board: { type: Number, reflect: true },
    /** `none` hides the action buttons and the notation field. */
    controls: { type: String, reflect: true },
    /** Set by `<nardy-table>`: roll, cube and resign buttons live on the table, not here. */
    inTable: { type: Boolean, attribute: 'in-table', reflect: true },
    /** A double waiting for this board's answer (shows Take / Drop). */
    offer: { attribute: false },
    /** Accessible name of the board (default "Nardy board"). */
    label: { type: String, reflect: true },
    /** Language: en, ru or uk (default: the page-wide `setLocale`). */
    locale: { type: String, reflect: true },
    /** `light` (default), `dark` or `auto` (follows the system). */
    theme: { type: String, reflect: true },
    _interaction: { state: true },
    _said: { state: true },
    _notationError: { state: true },
  };

  static override styles = [diceStyles, cubeStyles, boardStyles];

  declare view: BoardView | null;
  declare variant: string | null;
  declare positionId: string | null;
  declare setup: string | null;
  declare dice: string | null;
  declare turn: string | null;
  declare bottom: string | null;
  declare home: string | null;
  declare hideLegal: boolean;
  declare board: number | null;
  declare controls: string | null;
  declare inTable: boolean;
  declare offer: { readonly by: Color; readonly value: number } | null;
  declare label: string | null;
  declare locale: string | null;
  declare theme: string | null;
  declare _interaction: Interaction;
  declare _said: string;
  declare _notationError: string | null;

  readonly #locale = new LocaleController(this);
  readonly #tracker = new CheckerTracker();
  #static: BoardView | null = null;
  #error: { code: string; message: string } | null = null;
  #shown: BoardView | null = null;
  #layout: BoardLayout | null = null;
  #placements: Placement[] = [];
  #legal: LegalMove[] = [];
  #focus: Loc = 'p1';
  #lastEmitted: { from: number; to: number } | null = null;
  #pointerUpAt = -Infinity;

  constructor() {
    super();
    this.view = null;
    this.variant = null;
    this.positionId = null;
    this.setup = null;
    this.dice = null;
    this.turn = null;
    this.bottom = null;
    this.home = null;
    this.hideLegal = false;
    this.board = null;
    this.controls = null;
    this.inTable = false;
    this.offer = null;
    this.label = null;
    this.locale = null;
    this.theme = null;
    this._interaction = IDLE;
    this._said = '';
    this._notationError = null;
  }

  /** The last error reading the static attributes, or null (the drawing keeps the last good board). */
  get error(): { code: string; message: string } | null {
    return this.#error;
  }

  /** What is drawn now: `view` if set, else the static diagram. */
  get shownView(): BoardView | null {
    return this.view ?? this.#static;
  }

  /** A fresh view object that draws the same board (a selector ran again) does not redraw. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (changed.size === 1 && changed.has('view')) {
      const before = changed.get('view') as BoardView | null | undefined;
      if (before && this.view && sameView(before, this.view)) {
        this.#shown = this.view;
        return false;
      }
    }
    return true;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const attrs = ['variant', 'positionId', 'setup', 'dice', 'turn'] as const;
    if (this.#static === null || attrs.some((a) => changed.has(a))) {
      const result = staticView({
        variant: this.variant,
        positionId: this.positionId,
        setup: this.setup,
        dice: this.dice,
        turn: this.turn,
      });
      if (result.ok) {
        this.#static = result.value;
        this.#error = null;
      } else {
        this.#error = result.error;
        if (this.#static === null) {
          const fallback = staticView({ variant: this.variant ?? undefined });
          this.#static = fallback.ok ? fallback.value : (staticView({}) as { ok: true; value: BoardView }).value;
        }
        emit(this, 'nardy-error', { code: result.error.code, message: result.error.message });
      }
    }
    const view = this.shownView!;
    const orientation = {
      bottom: isColor(this.bottom) ? this.bottom : 'white',
      home: this.home === 'left' ? 'left' : 'right',
    } as const;
    const layout = this.#layout;
    if (
      !layout ||
      layout.variant !== view.variant ||
      layout.orientation.bottom !== orientation.bottom ||
      layout.orientation.home !== orientation.home
    ) {
      this.#layout = boardLayout(view.variant, orientation);
      if (!this.#layout.rects.has(this.#focus)) this.#focus = 'p1';
    }
    if (view !== this.#shown) this.#takeView(view);
  }

  #takeView(view: BoardView): void {
    const prev = this.#shown;
    const layout = this.#layout!;
    const mover = view.turn;
    this.#legal =
      mover === null
        ? []
        : view.legal.map((m) => ({
            from: locOfMoverPoint(layout.geometry, mover, m.from),
            to: locOfMoverPoint(layout.geometry, mover, m.to),
            moverFrom: m.from,
            moverTo: m.to,
            dice: m.dice,
          }));
    const hints: { from: Loc; to: Loc }[] = [];
    const pending = this._interaction.pending.at(-1);
    if (pending) hints.push({ from: pending.from, to: pending.to });
    if (view.lastMove) {
      for (const s of view.lastMove.steps) {
        hints.push({
          from: locOfMoverPoint(layout.geometry, view.lastMove.player, s.from),
          to: locOfMoverPoint(layout.geometry, view.lastMove.player, s.to),
        });
      }
    }
    this.#placements = this.#tracker.update(view, hints);
    const sameRoll = prev !== null && prev.turn === view.turn && (prev.dice ?? []).join() === (view.dice ?? []).join();
    let state = this._interaction;
    if (sameRoll && view.diceLeft.length > prev.diceLeft.length && state.pending.length > 0) state = undone(state);
    this._interaction = reconcile(state, this.#legal, !sameRoll);
    const said = announcements(prev, view, this.#locale.strings, this.#lastEmitted);
    this.#lastEmitted = null;
    if (said.length > 0) this._said = said.join('. ');
    this.#shown = view;
  }

  // ---- input: one pointer pipeline -------------------------------------------------------------

  #toView(e: PointerEvent): { x: number; y: number; scale: number } {
    const svgEl = this.renderRoot.querySelector('svg.board');
    const r = svgEl?.getBoundingClientRect();
    if (!r || r.width === 0) return { x: -1, y: -1, scale: 1 };
    return {
      x: ((e.clientX - r.left) / r.width) * VIEW_W,
      y: ((e.clientY - r.top) / r.height) * VIEW_H,
      scale: VIEW_W / r.width,
    };
  }

  #onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (this._interaction.press) return;
    const { x, y } = this.#toView(e);
    const loc = hitTest(this.#layout!, x, y);
    this._interaction = pointerDown(this._interaction, e.pointerId, loc, x, y);
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    if (loc) this.#focus = loc;
  };

  #onPointerMove = (e: PointerEvent) => {
    const press = this._interaction.press;
    if (!press || press.pointerId !== e.pointerId) return;
    const { x, y, scale } = this.#toView(e);
    const loc = hitTest(this.#layout!, x, y);
    this._interaction = pointerMove(this._interaction, this.#legal, e.pointerId, loc, x, y, 6 * scale);
  };

  #onPointerUp = (e: PointerEvent) => {
    const press = this._interaction.press;
    if (!press || press.pointerId !== e.pointerId) return;
    this.#pointerUpAt = performance.now();
    const { x, y } = this.#toView(e);
    this.#apply(pointerUp(this._interaction, this.#legal, e.pointerId, hitTest(this.#layout!, x, y)));
  };

  #onPointerCancel = (e: PointerEvent) => {
    this._interaction = pointerCancel(this._interaction, e.pointerId);
  };

  /**
   * Clicks made by keyboard (Enter / Space) or assistive technology (which may click without pointer
   * events); a click that follows a pointer press was already handled by the pointer pipeline.
   */
  #onControlClick = (e: MouseEvent) => {
    if (e.detail !== 0 && performance.now() - this.#pointerUpAt < 1000) return;
    const loc = (e.currentTarget as HTMLElement).dataset.loc as Loc;
    this.#focus = loc;
    this.#apply(tap(this._interaction, this.#legal, loc));
  };

  #onControlKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      this._interaction = { ...this._interaction, selected: null, press: null };
      return;
    }
    const next = nextLoc(this.#layout!, this.#focus, e.key);
    if (next === null) return;
    e.preventDefault();
    this.#focus = next;
    this.requestUpdate();
    this.updateComplete.then(() => this.#controlOf(next)?.focus());
  };

  #onControlFocus = (e: FocusEvent) => {
    const loc = (e.currentTarget as HTMLElement).dataset.loc as Loc;
    if (loc !== this.#focus) {
      this.#focus = loc;
      this.requestUpdate();
    }
  };

  #controlOf(loc: Loc): HTMLElement | null {
    return this.renderRoot.querySelector(`[data-loc="${loc}"].control`);
  }

  #apply(t: Transition): void {
    this._interaction = t.state;
    if (t.intent?.type === 'step') {
      const { moverFrom, moverTo, dice } = t.intent.move;
      this.#lastEmitted = { from: moverFrom, to: moverTo };
      emit(this, 'nardy-step', {
        ...this.#boardDetail(),
        from: moverFrom,
        to: moverTo,
        ...(dice.length === 1 ? { die: dice[0] } : {}),
        dice: [...dice],
      });
    }
  }

  #boardDetail(): { board?: number } {
    return typeof this.board === 'number' && Number.isInteger(this.board) ? { board: this.board } : {};
  }

  #intent(
    name: 'nardy-undo' | 'nardy-confirm' | 'nardy-roll' | 'nardy-double' | 'nardy-take' | 'nardy-drop' | 'nardy-resign',
  ) {
    return () => {
      if (name === 'nardy-undo') this._interaction = { ...this._interaction, selected: null };
      emit(this, name, this.#boardDetail());
    };
  }

  #onNotation = (e: SubmitEvent) => {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="move"]');
    if (!input) return;
    const text = input.value.trim();
    const parsed = parseMoveText(text);
    if (!parsed.ok || text === '') {
      const message = parsed.ok ? 'empty move' : parsed.error.message;
      this._notationError = this.#locale.strings.badMoveText;
      emit(this, 'nardy-error', { code: 'ERR_MOVE_TEXT', message });
      return;
    }
    this._notationError = null;
    emit(this, 'nardy-play', {
      ...this.#boardDetail(),
      text,
      moves: parsed.value.map((s) => ({ from: s.from, to: s.to })),
    });
    input.value = '';
  };

  // ---- rendering ---------------------------------------------------------------------------------

  #name(loc: Loc, view: BoardView, dests: ReadonlySet<Loc>, srcs: ReadonlySet<Loc>): string {
    const t = this.#locale.strings;
    const layout = this.#layout!;
    let name: string;
    if (loc.startsWith('bar-')) {
      const c = loc.slice(4) as Color;
      name = t.bar(c, view.bar[c]);
    } else if (loc.startsWith('off-')) {
      const c = loc.slice(4) as Color;
      name = t.tray(c, view.off[c]);
    } else {
      const p = Number(loc.slice(1));
      const n = view.points[p] ?? 0;
      const viewer = layout.orientation.bottom;
      name = t.point(ownPoint(layout.geometry, viewer, p), Math.abs(n), n > 0 ? 'white' : n < 0 ? 'black' : null);
    }
    const i = this._interaction;
    if (i.selected === loc) name += `, ${t.selected}`;
    else if (!this.hideLegal && dests.has(loc)) name += `, ${t.legalDestination}`;
    else if (i.selected === null && srcs.has(loc)) name += `, ${t.movable}`;
    return name;
  }

  #renderSurface(view: BoardView) {
    const layout = this.#layout!;
    const { boardLeft, barX, trayX } = layout;
    const halfW = 6 * POINT_W;
    const i = this._interaction;
    const dests = this.hideLegal ? new Set<Loc>() : destinations(this.#legal, i.selected);
    const last = new Set<Loc>();
    if (view.lastMove) {
      for (const s of view.lastMove.steps) {
        last.add(locOfMoverPoint(layout.geometry, view.lastMove.player, s.from));
        last.add(locOfMoverPoint(layout.geometry, view.lastMove.player, s.to));
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
    if (i.press?.dragging && i.press.loc && view.turn) {
      let best: Placement | null = null;
      for (const p of this.#placements) {
        if (p.loc === i.press.loc && p.color === view.turn && (!best || p.index > best.index)) best = p;
      }
      dragged = best?.id ?? null;
    }
    const checkers = repeat(
      this.#placements,
      (p) => p.id,
      (p) => {
        const drag = p.id === dragged;
        const c = drag ? { x: i.press!.x, y: i.press!.y } : checkerCenter(layout, p.loc, p.index, p.count);
        const off = p.loc.startsWith('off-');
        return svg`<g class="checker ${p.color} ${drag ? 'dragging' : ''}" part="checker checker-${p.color}"
          data-loc=${p.loc} data-color=${p.color} style="transform: translate(${c.x}px, ${c.y}px)">
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
    for (const p of this.#placements) {
      const key = `${p.color}|${p.loc}`;
      if (!p.loc.startsWith('off-') && p.count > 5 && (!tops.has(key) || tops.get(key)!.index < p.index))
        tops.set(key, p);
    }
    for (const p of tops.values()) {
      const c = checkerCenter(layout, p.loc, p.index, p.count);
      counts.push(
        svg`<text class="count ${p.color}" x=${c.x} y=${c.y} text-anchor="middle" dominant-baseline="central">${p.count}</text>`,
      );
    }
    // Dice lie on the half of the player who rolled; the cube sits on the bar, or at its owner's end.
    const extras = [];
    if (view.dice && view.dice.length > 0) {
      const used = usedFlags(view.dice, view.diceLeft);
      const size = 28;
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
      `}
    </svg>`;
  }

  #renderControls(view: BoardView) {
    const layout = this.#layout!;
    const t = this.#locale.strings;
    const ordered = [...layout.rows[0], ...layout.rows[1]];
    const dests = destinations(this.#legal, this._interaction.selected);
    const srcs = sources(this.#legal);
    return html`<div class="controls" role="group" aria-label=${this.label ?? t.board} @keydown=${this.#onControlKey}>
      ${ordered.map((loc) => {
        const r = layout.rects.get(loc)!;
        return html`<button
          type="button"
          class="control"
          part="control"
          data-loc=${loc}
          tabindex=${loc === this.#focus ? 0 : -1}
          aria-label=${this.#name(loc, view, dests, srcs)}
          style="left:${(r.x / VIEW_W) * 100}%;top:${(r.y / VIEW_H) * 100}%;width:${(r.w / VIEW_W) * 100}%;height:${(r.h / VIEW_H) * 100}%"
          @click=${this.#onControlClick}
          @focus=${this.#onControlFocus}
        ></button>`;
      })}
    </div>`;
  }

  #renderInfo(view: BoardView) {
    const t = this.#locale.strings;
    const bits: string[] = [];
    if (view.result) {
      const { winner, ending, points } = view.result;
      const name = ['oin', 'mars', 'homeMars', 'koks', 'drop', 'resign'].includes(ending)
        ? t.ending(ending as 'oin')
        : ending;
      bits.push(t.won(winner, name, points));
    } else if (view.turn) bits.push(t.turn(view.turn));
    if (view.dice)
      bits.push(`${t.dice(view.dice)}${view.legal.length || view.canConfirm ? ` (${t.diceLeft(view.diceLeft)})` : ''}`);
    if (view.cube) bits.push(t.cube(view.cube.value, view.cube.owner));
    bits.push(t.pips('white', view.pips.white), t.pips('black', view.pips.black));
    return html`<div class="info" part="info">${bits.map((b) => html`<span>${b}</span>`)}</div>`;
  }

  #renderActions(view: BoardView) {
    if (this.view === null || this.controls === 'none') return nothing;
    const t = this.#locale.strings;
    const turn = view.turn;
    const buttons = [];
    const button = (label: string, onClick: () => void, enabled = true) =>
      html`<button type="button" class="action" part="button" ?disabled=${!enabled} @click=${onClick}>${label}</button>`;
    if (this.offer && !this.inTable) {
      buttons.push(button(t.take, this.#intent('nardy-take')), button(t.drop, this.#intent('nardy-drop')));
    } else if (turn && !view.result) {
      if (!view.dice && !this.inTable) {
        buttons.push(button(t.roll, this.#intent('nardy-roll')));
        if (view.cube && (view.cube.owner === null || view.cube.owner === turn))
          buttons.push(button(t.double, this.#intent('nardy-double')));
      }
      if (view.dice) {
        buttons.push(button(t.undo, this.#intent('nardy-undo'), view.canUndo));
        buttons.push(button(t.confirm, this.#intent('nardy-confirm'), view.canConfirm));
      }
      if (!this.inTable) buttons.push(button(t.resign, this.#intent('nardy-resign')));
    }
    if (buttons.length === 0) return nothing;
    return html`<div class="actions" part="actions">${buttons}</div>`;
  }

  #renderNotation(view: BoardView) {
    if (this.view === null || this.controls === 'none' || !view.turn || !view.dice || view.result) return nothing;
    const t = this.#locale.strings;
    const err = this._notationError;
    return html`<form class="notation" part="notation" @submit=${this.#onNotation}>
      <label for="move">${t.moveInput}</label>
      <input
        id="move"
        name="move"
        autocomplete="off"
        spellcheck="false"
        aria-invalid=${err ? 'true' : 'false'}
        aria-describedby="move-hint${err ? ' move-error' : ''}"
      />
      <button type="submit">${t.play}</button>
      <span id="move-hint" class="hint">${t.moveInputHint}</span>
      ${err ? html`<span id="move-error" class="error" part="error">${err}</span>` : nothing}
    </form>`;
  }

  override render() {
    const view = this.shownView!;
    const t = this.#locale.strings;
    // Only a board with moves to make keeps the finger: an idle one lets the page (or a table's
    // row of boards) pan and swipe.
    const idle = this.#legal.length === 0 ? 'idle' : '';
    return html`<div
        class="surface ${idle}"
        part="surface"
        @pointerdown=${this.#onPointerDown}
        @pointermove=${this.#onPointerMove}
        @pointerup=${this.#onPointerUp}
        @pointercancel=${this.#onPointerCancel}
      >
        ${this.#renderSurface(view)} ${this.#renderControls(view)}
      </div>
      ${this.#renderInfo(view)} ${this.#renderActions(view)} ${this.#renderNotation(view)}
      ${this.#error ? html`<p class="error" part="error" role="alert">${this.#error.message}</p>` : nothing}
      <div class="sr-only" role="status" aria-live="polite" lang=${t.lang}>${this._said}</div>`;
  }
}

defineElement('nardy-board', NardyBoard);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-board': NardyBoard;
  }
}
