import { stepCommand, type TableCommand, type TableView, typedMoves } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { emit, type NardyBoardDetail, type NardyPlayDetail, type NardyStepDetail } from '../events.ts';
import { LocaleController } from '../i18n/locale.ts';
import { formatPoints } from '../i18n/strings.ts';
import { type ActorLike, TableController } from './tableController.ts';
import { tableStyles } from './tableStyles.ts';

/** Why each board is in the state it is, for its label and the switcher. */
export type BoardStatus = 'chosen' | 'canPlay' | 'blocked' | 'finished' | 'waiting';

/** Pure: the status of board `i` in a table view. */
export function boardStatus(view: TableView, i: number): BoardStatus {
  if (view.boards[i]?.result) return 'finished';
  if (view.chosenBoard === i) return 'chosen';
  if ((view.phase === 'chooseBoard' || view.phase === 'moving') && view.chosenBoard === null && view.selectable[i]) {
    return view.playable[i] ? 'canPlay' : 'blocked';
  }
  return 'waiting';
}

/** Pure: the announcements for a table change (roll, chosen board, finished boards, game over). */
export function tableAnnouncements(
  prev: TableView | null,
  next: TableView,
  t: import('../i18n/strings.ts').Strings,
): string[] {
  const out: string[] = [];
  if (next.dice && next.turn && (!prev?.dice || prev.dice.join() !== next.dice.join() || prev.turn !== next.turn)) {
    out.push(t.rolled(next.turn, next.dice));
  }
  if (next.chosenBoard !== null && prev?.chosenBoard !== next.chosenBoard && next.turn) {
    out.push(t.chose(next.turn, next.chosenBoard + 1, !next.playable[next.chosenBoard]));
  }
  if (next.cube.offer && !prev?.cube.offer) out.push(t.offer(next.cube.offer.by, next.cube.offer.value));
  for (const r of next.results) {
    if (!prev?.results.some((p) => p.board === r.board)) {
      out.push(`${t.boardN(r.board + 1)}: ${t.won(r.winner, t.ending(r.ending), r.points)}`);
    }
  }
  if (next.phase === 'gameOver' && prev?.phase !== 'gameOver') out.push(t.net(next.score.net));
  return out;
}

/**
 * A parallel table of 1–4 boards: whose turn, the roll, on which boards it can be played (a blocked
 * board may still be chosen: a pass), the chosen board, per-board results and the scoreboard with
 * the half point and the net. Draws a `TableView`; driven either by setting `view` and listening to
 * `nardy-command`, or by giving it an `actor` (anything with getSnapshot / subscribe / send, e.g. an
 * XState actor) and a `select` function snapshot → TableView.
 *
 * @summary A parallel nardy table of several boards.
 * @tag nardy-table
 *
 * @event nardy-command - Every intent as a TableCommand (detail = the command).
 * @event nardy-roll - Roll (detail `{}`).
 * @event nardy-choose-board - Play the roll on a board, or pass there (detail `{board}`).
 * @event nardy-double - Double (detail `{board?}`; no board = the shared cube).
 * @event nardy-take - Take the double.
 * @event nardy-drop - Drop the double (detail `{board?}`: with a shared cube, the board given up).
 * @event nardy-resign - Resign a board (detail `{board}`).
 * @event nardy-next-game - Start the next game of the match.
 * @event nardy-error - A typed play that is not legal (detail `{code: 'move/illegal', message}`); nothing was played.
 *
 * @csspart table - The whole table.
 * @csspart status - The line with the phase, turn, dice and table-wide buttons.
 * @csspart switcher - The board switcher.
 * @csspart boards - The boards (side by side when wide, swipeable when narrow).
 * @csspart slot - One board with its heading and buttons.
 * @csspart scoreboard - The score table.
 * @csspart button - A button.
 *
 * @cssprop --nardy-table-gap - Space between boards.
 * @cssprop --nardy-board-min - Narrowest a board gets before boards stack (default 380px).
 */
export class NardyTable extends LitElement {
  static override styles = tableStyles;

  /** The table to draw (ignored while `actor` and `select` drive it). */
  @property({ attribute: false }) view: TableView | null = null;
  /** An actor to drive the table (with `select`). */
  @property({ attribute: false }) actor: ActorLike<unknown> | null = null;
  /** Selector snapshot → TableView for `actor`. */
  @property({ attribute: false }) select: ((snapshot: unknown) => TableView) | null = null;
  /** Colour at the bottom of every board: `white` (default) or `black`. */
  @property({ type: String, reflect: true }) bottom: string | null = null;
  /** Side of the home and trays on every board: `right` (default) or `left`. */
  @property({ type: String, reflect: true }) home: string | null = null;
  /** Language: en, ru or uk (default: the page-wide `setLocale`). */
  @property({ type: String, reflect: true }) locale: string | null = null;
  /** `light` (default), `dark` or `auto`. */
  @property({ type: String, reflect: true }) theme: string | null = null;
  /** Do not highlight legal destinations on the boards. */
  @property({ type: Boolean, attribute: 'hide-legal', reflect: true }) hideLegal = false;

  @state() private _active = 0;
  @state() private _said = '';

  readonly #locale = new LocaleController(this);
  #controller: TableController<unknown> | null = null;
  #shown: TableView | null = null;

  /** What is drawn: the controller's view when an actor drives the table, else `view`. */
  get shownView(): TableView | null {
    return this.#controller?.view ?? this.view;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('actor') || changed.has('select')) {
      if (this.#controller) {
        this.removeController(this.#controller);
        this.#controller.hostDisconnected();
        this.#controller = null;
      }
      if (this.actor && this.select) {
        this.#controller = new TableController(this, this.actor, this.select);
      }
    }
    const view = this.shownView;
    if (view && view !== this.#shown) {
      const said = tableAnnouncements(this.#shown, view, this.#locale.strings);
      if (said.length > 0) this._said = said.join('. ');
      if (view.chosenBoard !== null && view.chosenBoard !== this.#shown?.chosenBoard) this._active = view.chosenBoard;
      if (this._active >= view.boards.length) this._active = 0;
      this.#shown = view;
    }
  }

  /** Sends a command: to the actor when one drives the table, and always as DOM events. */
  command(command: TableCommand): void {
    emit(this, 'nardy-command', command);
    this.#controller?.send(command);
  }

  #button(label: string, command: TableCommand, specific: () => void, extra = '') {
    return html`<button
      type="button"
      part="button"
      class="action ${extra}"
      @click=${() => {
        specific();
        this.command(command);
      }}
    >
      ${label}
    </button>`;
  }

  // Board events bubble out on their own; the table adds the command with the board index, in the
  // table's numbering (@nardy/parallel's stepCommand: the board speaks display points).
  #onStep = (e: CustomEvent<NardyStepDetail>) => {
    const { board } = e.detail;
    const view = typeof board === 'number' ? this.shownView?.boards[board] : undefined;
    if (!view || typeof board !== 'number') return;
    const command = stepCommand(view, board, e.detail);
    if (command) this.command(command);
  };
  #onUndo = () => this.command({ type: 'UNDO' });

  /**
   * A play typed on a board. Text that is not notation is refused here (the event is cancelled, so the
   * board marks its field invalid, and `nardy-error` says `ERR_MOVE_TEXT`). When an actor drives the
   * table, each move is sent as a STEP while it is legal in the view the actor answered with; if one
   * is not, the steps already sent are undone, so a typed play is played whole or not at all. Without
   * an actor the app handles `nardy-play` itself.
   */
  #onPlay = (e: CustomEvent<NardyPlayDetail>) => {
    const controller = this.#controller;
    const { board, text } = e.detail;
    const view = typeof board === 'number' ? this.shownView?.boards[board] : undefined;
    if (!view || typeof board !== 'number') return;
    const moves = typedMoves(view, text);
    if (!moves.ok) {
      e.preventDefault();
      emit(this, 'nardy-error', { code: moves.error.code, message: moves.error.message });
      return;
    }
    if (!controller) return;
    let sent = 0;
    for (const m of moves.value) {
      const now = controller.view.boards[board];
      const legal = now?.legal.find((l) => l.from === m.from && l.to === m.to);
      const command = now && legal ? stepCommand(now, board, legal) : null;
      if (!command) {
        for (; sent > 0; sent--) this.command({ type: 'UNDO' });
        const message = this.#locale.strings.illegalMove(text);
        this._said = message;
        emit(this, 'nardy-error', { code: 'move/illegal', message });
        return;
      }
      this.command(command);
      sent++;
    }
  };
  #onConfirm = () => this.command({ type: 'CONFIRM' });

  #onSwitcherKey = (e: KeyboardEvent) => {
    const n = this.shownView?.boards.length ?? 0;
    if (n === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    let next: number | null = null;
    if (e.key in moves) next = (this._active + moves[e.key] + n) % n;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    if (next === null) return;
    e.preventDefault();
    this.activate(next, true);
  };

  /** Shows board `i` (scrolls it into view on a phone) and optionally focuses its switcher button. */
  activate(i: number, focusSwitcher = false): void {
    this._active = i;
    this.updateComplete.then(() => {
      const slot = this.renderRoot.querySelector<HTMLElement>(`.slot[data-board="${i}"]`);
      slot?.scrollIntoView?.({ block: 'nearest', inline: 'start', behavior: 'smooth' });
      if (focusSwitcher) this.renderRoot.querySelector<HTMLElement>(`.switch[data-board="${i}"]`)?.focus();
    });
  }

  #statusText(status: BoardStatus): string {
    const t = this.#locale.strings;
    return { chosen: t.chosen, canPlay: t.canPlay, blocked: t.blocked, finished: t.finished, waiting: t.waiting }[
      status
    ];
  }

  #renderStatus(view: TableView) {
    const t = this.#locale.strings;
    const buttons = [];
    const offer = view.cube.offer;
    if (view.phase === 'opening' || view.phase === 'beforeRoll') {
      buttons.push(this.#button(t.roll, { type: 'ROLL' }, () => emit(this, 'nardy-roll', {}), 'primary'));
      if (view.cube.mode === 'shared' && view.cube.canDouble.includes(-1)) {
        buttons.push(this.#button(t.double, { type: 'DOUBLE' }, () => emit(this, 'nardy-double', {})));
      }
    }
    if (view.phase === 'awaitingReply' && offer) {
      buttons.push(this.#button(t.take, { type: 'TAKE' }, () => emit(this, 'nardy-take', {}), 'primary'));
      if (offer.board !== null || view.cube.mode !== 'shared') {
        const board = offer.board ?? undefined;
        const detail: NardyBoardDetail = board === undefined ? {} : { board };
        buttons.push(this.#button(t.drop, { type: 'DROP', ...detail }, () => emit(this, 'nardy-drop', detail)));
      }
    }
    if (view.phase === 'gameOver' && !view.match.over) {
      buttons.push(this.#button(t.nextGame, { type: 'NEXT_GAME' }, () => emit(this, 'nardy-next-game', {}), 'primary'));
    }
    return html`<div class="status" part="status">
      <strong>${t.phase(view.phase === 'beforeRoll' && view.cube.canDouble.length === 0 ? 'roll' : view.phase)}</strong>
      ${view.turn ? html`<span>${t.turn(view.turn)}</span>` : nothing}
      ${view.dice ? html`<nardy-dice .dice=${view.dice} locale=${this.#locale.strings.lang}></nardy-dice>` : nothing}
      ${
        view.cube.mode === 'shared' && view.cube.shared
          ? html`<nardy-cube
              value=${view.cube.shared.value}
              owner=${view.cube.shared.owner ?? nothing}
              locale=${this.#locale.strings.lang}
            ></nardy-cube>`
          : nothing
      }
      ${offer ? html`<span>${t.offer(offer.by, offer.value)}</span>` : nothing}
      ${view.phase === 'chooseBoard' ? html`<span>${t.chooseBoard}</span>` : nothing}
      <span class="buttons">${buttons}</span>
    </div>`;
  }

  #renderSwitcher(view: TableView) {
    if (view.boards.length < 2) return nothing;
    const t = this.#locale.strings;
    return html`<div class="switcher" part="switcher" role="toolbar" aria-label=${t.boards} @keydown=${this.#onSwitcherKey}>
      ${view.boards.map((_, i) => {
        const status = boardStatus(view, i);
        return html`<button
          type="button"
          class="switch ${status}"
          part="button"
          data-board=${i}
          tabindex=${i === this._active ? 0 : -1}
          aria-current=${i === this._active ? 'true' : 'false'}
          @click=${() => this.activate(i)}
        >
          ${t.boardN(i + 1)}<span class="sub">${this.#statusText(status)}</span>
        </button>`;
      })}
    </div>`;
  }

  #renderSlot(view: TableView, i: number) {
    const t = this.#locale.strings;
    const board = view.boards[i];
    const status = boardStatus(view, i);
    const buttons = [];
    if (status === 'canPlay' || status === 'blocked') {
      const pass = status === 'blocked';
      buttons.push(
        this.#button(pass ? t.passHere : t.playHere, { type: 'CHOOSE_BOARD', board: i }, () =>
          emit(this, 'nardy-choose-board', { board: i }),
        ),
      );
    }
    if (view.phase === 'beforeRoll' && view.cube.mode === 'perBoard' && view.cube.canDouble.includes(i)) {
      buttons.push(
        this.#button(t.double, { type: 'DOUBLE', board: i }, () => emit(this, 'nardy-double', { board: i })),
      );
    }
    if (view.phase === 'awaitingReply' && view.cube.mode === 'shared' && view.cube.offer && !board.result) {
      buttons.push(this.#button(t.drop, { type: 'DROP', board: i }, () => emit(this, 'nardy-drop', { board: i })));
    }
    if (view.turn && !board.result && (view.phase === 'beforeRoll' || view.phase === 'chooseBoard')) {
      buttons.push(
        this.#button(t.resign, { type: 'RESIGN', board: i }, () => emit(this, 'nardy-resign', { board: i }), 'quiet'),
      );
    }
    const result = view.results.find((r) => r.board === i);
    const headingId = `board-${i}-title`;
    return html`<section
      class="slot ${status} ${i === this._active ? 'active' : ''}"
      part="slot"
      data-board=${i}
      aria-labelledby=${headingId}
    >
      <h3 id=${headingId}>
        ${t.boardN(i + 1)} <span class="sub">${this.#statusText(status)}</span>
      </h3>
      ${result ? html`<p class="result">${t.won(result.winner, t.ending(result.ending), result.points)}</p>` : nothing}
      <nardy-board
        .view=${board}
        board=${i}
        in-table
        label=${t.boardN(i + 1)}
        bottom=${this.bottom ?? nothing}
        home=${this.home ?? nothing}
        theme=${this.theme ?? nothing}
        locale=${this.locale ?? nothing}
        ?hide-legal=${this.hideLegal}
      ></nardy-board>
      ${buttons.length ? html`<div class="slot-actions">${buttons}</div>` : nothing}
    </section>`;
  }

  #renderScore(view: TableView) {
    const t = this.#locale.strings;
    const color = (c: Color) => t.color(c);
    return html`<table class="scoreboard" part="scoreboard">
      <caption>
        ${t.scoreboard}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t.order}</th>
          <th scope="col">${t.boards}</th>
          <th scope="col">${t.winner}</th>
          <th scope="col">${t.result}</th>
          <th scope="col">${t.points}</th>
        </tr>
      </thead>
      <tbody>
        ${view.results.map(
          (r) => html`<tr>
            <td>${r.order}</td>
            <td>${r.board + 1}</td>
            <td>${t.player(r.winner)}</td>
            <td>${t.ending(r.ending)}${r.cube > 1 ? ` ×${r.cube}` : ''}</td>
            <td>${formatPoints(r.points)}</td>
          </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colspan="4">${t.total}: ${color('white')} ${formatPoints(view.score.white)}, ${color('black')} ${formatPoints(view.score.black)}</th>
          <td>${t.net(view.score.net)}</td>
        </tr>
      </tfoot>
    </table>
    <p class="note">${t.halfPoint}. ${t.match(view.match.white, view.match.black, view.match.length)}</p>`;
  }

  override render() {
    const view = this.shownView;
    if (!view) return nothing;
    const t = this.#locale.strings;
    return html`<div class="table" part="table" lang=${t.lang}>
      ${this.#renderStatus(view)} ${this.#renderSwitcher(view)}
      <div
        class="boards"
        part="boards"
        @nardy-step=${this.#onStep}
        @nardy-undo=${this.#onUndo}
        @nardy-confirm=${this.#onConfirm}
        @nardy-play=${this.#onPlay}
      >
        ${view.boards.map((_, i) => this.#renderSlot(view, i))}
      </div>
      ${this.#renderScore(view)}
      <div class="sr-only" role="status" aria-live="polite">${this._said}</div>
    </div>`;
  }
}
