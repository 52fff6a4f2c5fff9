import type { BoardMove, BoardView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cubeStyles } from '../cube/cubeStyles.ts';
import { diceStyles } from '../dice/diceStyles.ts';
import { emit } from '../events.ts';
import { editingStrings } from '../i18n/editing.ts';
import { boardStringsFor, LocaleController } from '../i18n/locale.ts';
import { boardViewProblem, type ViewProblem } from '../viewCheck.ts';
import { announcements } from './announce.ts';
import { type BoardIntent, boardButtons, renderButtons } from './boardButtons.ts';
import { renderInfo } from './boardInfo.ts';
import { boardStyles } from './boardStyles.ts';
import { CheckerTracker, type Placement } from './checkers.ts';
import { renderControls } from './controls.ts';
import { type DiagramReader, EMPTY_BOARD, readDiagram } from './diagram.ts';
import { colorAt, EDIT_TOOLS, type EditIntent, type EditTool, editDrop, editKey, editTap } from './editing.ts';
import {
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
import { type BoardLayout, hitTest, type Loc, layoutFor, locOf, nextLoc, VIEW_H, VIEW_W } from './layout.ts';
import { renderNotationForm } from './notationForm.ts';
import { refusedDetail } from './refusal.ts';
import { suggestionStyles } from './suggestionStyles.ts';
import type { BoardSuggestion } from './suggestions.ts';
import { renderNumbers, renderSurface } from './surface.ts';

export type { DiagramAttributes, DiagramReader } from './diagram.ts';

const isColor = (v: unknown): v is Color => v === 'white' || v === 'black';

/**
 * One nardy board of any variant. Rules-free: it draws a `BoardView` (display numbering throughout)
 * and turns pointer, keyboard and typed input into intent events in the same numbering; the host
 * decides legality and answers with a new view. A static diagram from attributes alone is read by the
 * class's `diagramReader`, which the bundle's registration installs (it may import the rules; this
 * class never does).
 *
 * @summary A nardy board: diagram from attributes, or interactive from a BoardView.
 * @tag nardy-board
 *
 * @event nardy-step - A checker moved (detail `{board?, from, to, die?, dice, text}`: display points, and the move's notation).
 * @event nardy-refused - The player tried a move the view does not offer (detail `{board?, from, to}`: display points, `to` null for a tap on a checker with no move); nothing was played.
 * @event nardy-undo - Undo the last step (detail `{board?}`).
 * @event nardy-confirm - Confirm the steps as the play (detail `{board?}`).
 * @event nardy-roll - Roll the dice (detail `{board?}`).
 * @event nardy-double - Offer a double (detail `{board?}`).
 * @event nardy-take - Take the offered double (detail `{board?}`).
 * @event nardy-drop - Drop the offered double (detail `{board?}`).
 * @event nardy-resign - Resign this board (detail `{board?}`).
 * @event nardy-play - A whole play typed in notation (detail `{board?, text}`); a host that cannot read the text cancels the event, and the field then shows the text as invalid.
 * @event nardy-edit - Editing mode: a change of the position asked for (detail `{board?, at, color, change, from?}`: one checker of `color` more (`change` 1) or less (−1) at display point `at` (25 a bar, 0 a tray), or with `from` one moved from there); the host changes the position and sets a new view.
 * @event nardy-error - Attributes could not be read, a `view` that is no board was refused (`ERR_VIEW_*`: the board then draws no checkers, dice or moves), or the typed play was empty (detail `{code, message}`; the same value stays in `error`).
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
 * @csspart numbers - A strip of point numbers (with `numbers`).
 * @csspart actions - The row of action buttons.
 * @csspart button - An action button.
 * @csspart notation - The form that accepts a play in notation.
 * @csspart error - An error message.
 * @csspart arrow - An arrow of a suggested play (also `arrow-<kind>`, e.g. `arrow-best`, `arrow-played`, `arrow-hint`).
 * @csspart arrow-label - The label drawn at a suggestion's first arrow.
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
 * @cssprop --nardy-arrow - Colour of suggested-play arrows.
 * @cssprop --nardy-arrow-best - Colour of the arrows of kind `best`.
 * @cssprop --nardy-arrow-played - Colour of the arrows of kind `played`.
 * @cssprop --nardy-font - Font of labels and controls.
 */
export class NardyBoard extends LitElement {
  /**
   * How attributes become a static diagram (set by the bundle's registration, define.ts). Without a
   * reader the attributes draw nothing and the board shows `view` only.
   */
  static diagramReader: DiagramReader | null = null;

  static override styles = [diceStyles, cubeStyles, boardStyles, suggestionStyles];

  /**
   * The board to draw and play (wins over the static attributes; null or undefined: none). Checked before it is drawn
   * (`boardViewProblem`): a view that is no board draws an empty one and is reported in `error`.
   */
  @property({ attribute: false }) view: BoardView | null = null;
  /** Variant of a static diagram: short, short-caucasian, nackgammon, long, khachapuri. */
  @property({ type: String, reflect: true }) variant: string | null = null;
  /** gnubg Position ID of a static diagram (short variants); the player on roll is `turn`. */
  @property({ type: String, attribute: 'position-id', reflect: true }) positionId: string | null = null;
  /** JSON `{"white": Side, "black": Side}`, each side in its own numbering, for any variant. */
  @property({ type: String, reflect: true }) setup: string | null = null;
  /** Roll shown on a static diagram, e.g. `3-1`. */
  @property({ type: String, reflect: true }) dice: string | null = null;
  /** Player on roll in a static diagram (`white` default, or `black`). */
  @property({ type: String, reflect: true }) turn: string | null = null;
  /** Colour whose home is at the bottom: `white` (default) or `black`. */
  @property({ type: String, reflect: true }) bottom: string | null = null;
  /** Side of the bottom player's home and the trays: `right` (default) or `left`. */
  @property({ type: String, reflect: true }) home: string | null = null;
  /** Do not highlight legal destinations. */
  @property({ type: Boolean, attribute: 'hide-legal', reflect: true }) hideLegal = false;
  /** Index of this board on a table; copied into every event's detail as `board`. */
  @property({ type: Number, reflect: true }) board: number | null = null;
  /** `none` hides the action buttons and the notation field. */
  @property({ type: String, reflect: true }) controls: string | null = null;
  /** Set by `<nardy-table>`: roll, cube and resign buttons live on the table, not here. */
  @property({ type: Boolean, attribute: 'in-table', reflect: true }) inTable = false;
  /** A double waiting for this board's answer (shows Take / Drop). */
  @property({ attribute: false }) offer: { readonly by: Color; readonly value: number } | null = null;
  /** Accessible name of the board (default "Nardy board"). */
  @property({ type: String, reflect: true }) label: string | null = null;
  /** Language: en, ru or uk (default: the page-wide `setLocale`). */
  @property({ type: String, reflect: true }) locale: string | null = null;
  /** `light` (default), `dark` or `auto` (follows the system). */
  @property({ type: String, reflect: true }) theme: string | null = null;
  /** Colours of the board itself: `green` (default), `wood` (light wood) or `contrast` (high contrast). */
  @property({ type: String, attribute: 'board-theme', reflect: true }) boardTheme: string | null = null;
  /** Draw the point numbers above and below the board (in `numbering`'s own numbering). */
  @property({ type: Boolean, reflect: true }) numbers = false;
  /**
   * Whose own numbering the point numbers and the points' names use: `white` or `black` (default: the
   * colour at the bottom). A host sets it to the player at the screen, so that the numbers match the
   * notation that player reads and types.
   */
  @property({ type: String, reflect: true }) numbering: string | null = null;
  /**
   * Plays to show as arrows over the position (hints, an analysis' best and played moves): view data
   * in display points, drawn in order, the first on top of the others.
   */
  @property({ attribute: false }) suggestions: readonly BoardSuggestion[] | null = null;
  /**
   * Editing mode: taps, drags and keys ask for changes of the position (`nardy-edit`) instead of moves;
   * the host changes it and sets a new view.
   */
  @property({ type: Boolean, reflect: true }) editing = false;
  /** What a tap adds in editing mode: `white` (default) or `black` checkers, or `erase` (takes one off). */
  @property({ type: String, attribute: 'edit-tool', reflect: true }) editTool: string | null = null;

  @state() private _interaction: Interaction = IDLE;
  /** What the live region says: the inputs of the last announcement, said in the current language. */
  @state() private _said: { prev: BoardView | null; next: BoardView; step: Pick<BoardMove, 'text'> | null } | null =
    null;
  @state() private _notationError: string | null = null;

  readonly #locale = new LocaleController(this, boardStringsFor);
  readonly #tracker = new CheckerTracker();
  #diagram: BoardView | null = null;
  #error: { code: string; message: string } | null = null;
  #shown: BoardView | null = null;
  #layout: BoardLayout | null = null;
  /** The layout whose `numbers` are the numbering shown (the board's own when that is the bottom colour). */
  #numbered: BoardLayout | null = null;
  #placements: Placement[] = [];
  #legal: LegalMove[] = [];
  #focus: Loc = 'p1';
  #lastEmitted: BoardMove | null = null;
  #pointerUpAt = -Infinity;

  /**
   * Why the board does not draw what it was given, or null: the refused `view` (`ERR_VIEW_*`), else
   * the last error reading the static attributes (the drawing then keeps the last good diagram). Set
   * before the first `nardy-error` is sent, so that a listener added later can still read it.
   */
  get error(): { code: string; message: string } | null {
    return this.#viewProblem() ?? this.#error;
  }

  /**
   * What is drawn now: `view` if set (an empty board, no checkers, dice or moves, if it was refused),
   * else the static diagram (an empty board without one).
   */
  get shownView(): BoardView {
    const view = this.view;
    if (view == null) return this.#diagram ?? EMPTY_BOARD;
    return this.#viewProblem() ? EMPTY_BOARD : view;
  }

  /** The check of `view` (about a microsecond: done where it is needed rather than remembered). */
  #viewProblem(): ViewProblem | null {
    return this.view == null ? null : boardViewProblem(this.view, { editing: this.editing });
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const read = (this.constructor as typeof NardyBoard).diagramReader;
    const attrs = ['variant', 'positionId', 'setup', 'dice', 'turn'] as const;
    if (read && (this.#diagram === null || attrs.some((a) => changed.has(a)))) {
      const { variant, positionId, setup, dice, turn } = this;
      const reading = readDiagram(read, { variant, positionId, setup, dice, turn }, this.#diagram);
      this.#diagram = reading.diagram;
      this.#error = reading.error;
      if (reading.error) emit(this, 'nardy-error', { code: reading.error.code, message: reading.error.message });
    }
    if ((changed.has('view') || changed.has('editing')) && this.view != null) {
      const problem = this.#viewProblem();
      if (problem) emit(this, 'nardy-error', problem);
    }
    const view = this.shownView;
    const orientation = {
      bottom: isColor(this.bottom) ? this.bottom : 'white',
      home: this.home === 'left' ? 'left' : 'right',
    } as const;
    const layout = layoutFor(this.#layout, view.geometry, orientation);
    if (layout !== this.#layout) {
      this.#layout = layout;
      if (!layout.rects.has(this.#focus)) this.#focus = 'p1';
    }
    // The point numbers and names in the numbering of the player at the screen.
    const numbering = isColor(this.numbering) ? this.numbering : orientation.bottom;
    this.#numbered =
      numbering === orientation.bottom
        ? layout
        : layoutFor(this.#numbered, view.geometry, { bottom: numbering, home: orientation.home });
    if (view !== this.#shown || changed.has('editing')) this.#takeView(view);
  }

  #takeView(view: BoardView): void {
    const prev = this.#shown;
    const mover = view.turn;
    this.#legal =
      mover === null || this.editing
        ? []
        : view.legal.map((m) => ({ from: locOf(mover, m.from), to: locOf(mover, m.to), move: m }));
    const hints: { from: Loc; to: Loc }[] = [];
    const pending = this._interaction.pending.at(-1);
    if (pending) hints.push({ from: pending.from, to: pending.to });
    const last = view.lastMove;
    if (last)
      for (const s of last.steps) hints.push({ from: locOf(last.player, s.from), to: locOf(last.player, s.to) });
    this.#placements = this.#tracker.update(view, hints);
    const sameRoll = prev !== null && prev.turn === view.turn && (prev.dice ?? []).join() === (view.dice ?? []).join();
    let state = this._interaction;
    if (sameRoll && view.diceLeft.length > prev.diceLeft.length && state.pending.length > 0) state = undone(state);
    this._interaction = reconcile(state, this.#legal, !sameRoll);
    const step = this.#lastEmitted;
    this.#lastEmitted = null;
    if (announcements(prev, view, this.#locale.strings, step, { inTable: this.inTable }).length > 0) {
      this._said = { prev, next: view, step };
    }
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
    if (this.editing) {
      // Any checker can be dragged while editing: the press becomes a drag of its top checker.
      const far = press.dragging || Math.hypot(x - press.x0, y - press.y0) >= 6 * scale;
      const movable = press.loc !== null && colorAt(this.shownView, press.loc) !== null;
      const dragging = far && movable;
      this._interaction = {
        ...this._interaction,
        selected: dragging ? press.loc : this._interaction.selected,
        press: { ...press, x, y, over: loc, dragging },
      };
      return;
    }
    this._interaction = pointerMove(this._interaction, this.#legal, e.pointerId, loc, x, y, 6 * scale);
  };

  #onPointerUp = (e: PointerEvent) => {
    const press = this._interaction.press;
    if (!press || press.pointerId !== e.pointerId) return;
    this.#pointerUpAt = performance.now();
    const { x, y } = this.#toView(e);
    const loc = hitTest(this.#layout!, x, y);
    if (this.editing) {
      this._interaction = { ...this._interaction, press: null, selected: null };
      const view = this.shownView;
      if (press.dragging && press.loc) this.#edit(loc ? editDrop(view, press.loc, loc) : null);
      else if (press.loc ?? loc) this.#edit(editTap(view, (press.loc ?? loc) as Loc, this.#tool()));
      return;
    }
    this.#apply(pointerUp(this._interaction, this.#legal, e.pointerId, loc));
  };

  #tool(): EditTool {
    return (EDIT_TOOLS as readonly string[]).includes(this.editTool ?? '') ? (this.editTool as EditTool) : 'white';
  }

  /** Asks the host for a change of the position (editing mode). */
  #edit(intent: EditIntent | null): void {
    if (intent === null) return;
    emit(this, 'nardy-edit', { ...this.#boardDetail(), ...intent });
  }

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
    if (this.editing) {
      this.#edit(editTap(this.shownView, loc, this.#tool()));
      return;
    }
    this.#apply(tap(this._interaction, this.#legal, loc));
  };

  #onControlKey = (e: KeyboardEvent) => {
    if (this.editing && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const intent = editKey(this.shownView, this.#focus, e.key, this.#tool());
      if (intent) {
        e.preventDefault();
        this.#edit(intent);
        return;
      }
    }
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
    if (t.intent?.type === 'refused') {
      this.#refused(t.intent.from, t.intent.to);
      return;
    }
    if (t.intent?.type === 'step') {
      const { from, to, dice, text } = t.intent.move.move;
      this.#lastEmitted = t.intent.move.move;
      emit(this, 'nardy-step', {
        ...this.#boardDetail(),
        from,
        to,
        ...(dice.length === 1 ? { die: dice[0] } : {}),
        dice: [...dice],
        text,
      });
    }
  }

  /**
   * Tells the host that the player tried a move the view does not offer (so it can explain why): a
   * checker put down where it may not go, or a tap on a checker of the player on roll with no move.
   */
  #refused(from: Loc, to: Loc | null): void {
    if (this.view === null) return;
    const detail = refusedDetail(this.shownView, from, to, this.#boardDetail());
    if (detail) emit(this, 'nardy-refused', detail);
  }

  /**
   * Puts keyboard focus on the board: on its current point, or — when a checker can move and the
   * current point has none — on the first point with a legal move (hosts call it after a roll).
   */
  override focus(options?: FocusOptions): void {
    const srcs = sources(this.#legal);
    const layout = this.#layout;
    if (layout && srcs.size > 0 && !srcs.has(this.#focus)) {
      const first = [...layout.rows[1], ...layout.rows[0]].find((loc) => srcs.has(loc));
      if (first) this.#focus = first;
    }
    this.requestUpdate();
    this.updateComplete.then(() => this.#controlOf(this.#focus)?.focus(options));
  }

  #boardDetail(): { board?: number } {
    return typeof this.board === 'number' && Number.isInteger(this.board) ? { board: this.board } : {};
  }

  /** A button of a board its own host drives: its intent, for the host to answer. */
  #press = (intent: BoardIntent) => {
    if (intent === 'nardy-undo') this._interaction = { ...this._interaction, selected: null };
    emit(this, intent, this.#boardDetail());
  };

  /**
   * A typed play goes to the host as text: reading notation is the rules' business. The host cancels
   * the event when it cannot read the text; the text then stays in the field, marked invalid.
   */
  #onNotation = (e: SubmitEvent) => {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="move"]');
    if (!input) return;
    const text = input.value.trim();
    if (text === '') {
      this._notationError = this.#locale.strings.badMoveText;
      emit(this, 'nardy-error', { code: 'ERR_MOVE_TEXT', message: 'empty move' });
      return;
    }
    if (!emit(this, 'nardy-play', { ...this.#boardDetail(), text })) {
      this._notationError = this.#locale.strings.badMoveText;
      return;
    }
    this._notationError = null;
    input.value = '';
  };

  // ---- rendering ---------------------------------------------------------------------------------

  #renderSurface(view: BoardView) {
    return renderSurface({
      view,
      layout: this.#layout!,
      interaction: this._interaction,
      legal: this.#legal,
      placements: this.#placements,
      hideLegal: this.hideLegal,
      editing: this.editing,
      suggestions: this.suggestions,
    });
  }

  #renderControls(view: BoardView) {
    const layout = this.#layout!;
    return renderControls({
      view,
      layout,
      numbered: this.#numbered ?? layout,
      interaction: this._interaction,
      legal: this.#legal,
      hideLegal: this.hideLegal,
      t: this.#locale.strings,
      label: this.label ?? this.#locale.strings.board,
      editing: this.editing,
      focus: this.#focus,
      keydown: this.#onControlKey,
      click: this.#onControlClick,
      focused: this.#onControlFocus,
    });
  }

  /** A strip of point numbers above (`top`) or below the drawing, in the numbering shown. */
  #renderNumbers(edge: 'top' | 'bottom') {
    if (!this.numbers) return nothing;
    const layout = this.#layout!;
    return renderNumbers(layout, this.#numbered ?? layout, edge);
  }

  #renderActions(view: BoardView) {
    if (this.view === null || this.controls === 'none' || this.editing) return nothing;
    const buttons = boardButtons(view, { offer: this.offer, inTable: this.inTable });
    return renderButtons(buttons, this.#locale.strings, this.#press);
  }

  #renderNotation(view: BoardView) {
    if (this.view === null || this.controls === 'none' || this.editing || !view.turn || !view.dice || view.result)
      return nothing;
    return renderNotationForm({ t: this.#locale.strings, error: this._notationError, submit: this.#onNotation });
  }

  /** The suggestions in words, for screen readers (the arrows are only drawn). */
  #renderSuggestionList(t: { readonly lang: string }) {
    const list = (this.suggestions ?? []).filter((s) => s.description || s.label);
    if (list.length === 0) return nothing;
    return html`<ul class="sr-only" aria-label=${editingStrings(t.lang).suggestions}>
      ${list.map((s) => html`<li>${s.description ?? s.label}</li>`)}
    </ul>`;
  }

  override render() {
    const view = this.shownView;
    const t = this.#locale.strings;
    // Only a board with moves to make keeps the finger: an idle one lets the page (or a table's
    // row of boards) pan and swipe.
    const idle = this.#legal.length === 0 ? 'idle' : '';
    const said = this._said;
    const text = said ? announcements(said.prev, said.next, t, said.step, { inTable: this.inTable }).join('. ') : '';
    return html`${this.#renderNumbers('top')}<div
        class="surface ${idle}"
        part="surface"
        @pointerdown=${this.#onPointerDown}
        @pointermove=${this.#onPointerMove}
        @pointerup=${this.#onPointerUp}
        @pointercancel=${this.#onPointerCancel}
      >
        ${this.#renderSurface(view)} ${this.#renderControls(view)}
      </div>
      ${this.#renderNumbers('bottom')} ${renderInfo(view, t)} ${this.#renderActions(view)} ${this.#renderNotation(view)}
      ${this.error ? html`<p class="error" part="error" role="alert">${this.error.message}</p>` : nothing}
      ${this.#renderSuggestionList(t)}
      <div class="sr-only" role="status" aria-live="polite" lang=${t.lang}>${text}</div>`;
  }
}
