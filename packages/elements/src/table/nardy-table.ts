import {
  type BoardView,
  stepCommand,
  type TableCommand,
  type TableView,
  typedMoves,
  viewerNumbering,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues, svg, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { playText, samePlay } from '../board/announce.ts';
import { BAR_W, BOARD_ASPECT, middleBand, NUMBERED_BOARD_ASPECT, NUMBERS_H, VIEW_H, VIEW_W } from '../board/layout.ts';
import type { BoardSuggestion } from '../board/suggestions.ts';
import { diceStyles } from '../dice/diceStyles.ts';
import { dieSvg } from '../dice/dieSvg.ts';
import {
  emit,
  type NardyBoardDetail,
  type NardyErrorDetail,
  type NardyGameOverDetail,
  type NardyMoveDetail,
  type NardyPlayDetail,
  type NardyStepDetail,
} from '../events.ts';
import { LocaleController } from '../i18n/locale.ts';
import { formatPoints, type Strings } from '../i18n/strings.ts';
import { styleProps } from '../styleProps.ts';
import { type ActorLike, TableController } from './tableController.ts';
import { LAYOUT_DEFAULTS, type SlotBox, type TableLayout, tableChrome, tableLayout } from './tableLayout.ts';
import { tableStyles } from './tableStyles.ts';

/** What `<nardy-table boards=…>` reads to play a table of its own (see play/tableAttributes.ts). */
export interface LocalTableRequest {
  readonly boards: string | null;
  readonly opponent: string | null;
  readonly level: string | null;
  readonly player: string | null;
  readonly cube: string | null;
  readonly ending: string | null;
  readonly match: string | null;
  /** Where the computer's worker script is (default: next to the table bundle). */
  readonly computerSrc: string | null;
}

/** A table of its own, as the element drives it (play/localTable.ts's LocalTable). */
export interface LocalTableHandle {
  /** The actor the element drives (the person's seat), and its snapshots' view. */
  readonly seat: ActorLike<unknown>;
  select(snapshot: unknown): TableView;
  /** The colour the person plays against the computer (null: two people share the screen). */
  readonly person: Color | null;
  /** Whether the computer is to act (the person's boards take no input meanwhile). */
  readonly computerToAct: boolean;
  stop(): void;
  /** The element left the page: let the computer's worker go. */
  sleep(): void;
}

/** What a table of its own tells the element (events for the page, redraws). */
export interface LocalTableEvents {
  move(detail: NardyMoveDetail): void;
  gameOver(detail: NardyGameOverDetail): void;
  error(detail: NardyErrorDetail): void;
  changed(): void;
}

/** Makes a table of its own from the attributes, or says why the attributes describe none. */
export type LocalTableMaker = (
  request: LocalTableRequest,
  events: LocalTableEvents,
) => { ok: true; value: LocalTableHandle } | { ok: false; error: NardyErrorDetail };

/** Why each board is in the state it is, for its heading and its thumbnail. */
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

/**
 * Pure: what a screen reader hears when the table changes — the opening roll, a roll, the board
 * chosen, a double (with its board), each board's completed play (with its board: "Board 2: Black
 * 13/7 8/7", or "…cannot move"), finished boards and the end of the game.
 */
export function tableAnnouncements(prev: TableView | null, next: TableView, t: Strings): string[] {
  const out: string[] = [];
  const n = next.boards.length;
  const label = (i: number) => t.boardLabel(i + 1, t.variant(next.boards[i].variant), n);
  if (next.opening && !prev?.opening) {
    const o = next.opening;
    out.push(t.openingResult(t.player('white'), o.white, t.player('black'), o.black, t.player(o.starter)));
  }
  if (prev) {
    next.boards.forEach((b, i) => {
      const before = prev.boards[i];
      if (b.lastMove && before && !samePlay(before.lastMove, b.lastMove)) {
        out.push(n > 1 ? `${label(i)}: ${playText(b.lastMove, t)}` : playText(b.lastMove, t));
      }
    });
  }
  if (next.dice && next.turn && (!prev?.dice || prev.dice.join() !== next.dice.join() || prev.turn !== next.turn)) {
    out.push(t.rolled(next.turn, next.dice));
  }
  if (n > 1 && next.chosenBoard !== null && prev?.chosenBoard !== next.chosenBoard && next.turn) {
    out.push(t.chose(next.turn, next.chosenBoard + 1, !next.playable[next.chosenBoard]));
  }
  if (next.cube.offer && !prev?.cube.offer) {
    const o = next.cube.offer;
    out.push(t.offerOn(o.by, o.value, n > 1 ? o.board : null));
  }
  for (const r of next.results) {
    if (!prev?.results.some((p) => p.board === r.board)) {
      const won = t.won(r.winner, t.ending(r.ending), r.points);
      out.push(n > 1 ? `${label(r.board)}: ${won}` : won);
    }
  }
  if (next.phase === 'gameOver' && prev?.phase !== 'gameOver' && n > 1) out.push(t.net(next.score.net));
  return out;
}

/** Display names of the two players (defaults: "White" and "Black" in the table's language). */
export interface PlayerNames {
  readonly white: string;
  readonly black: string;
}

const isColor = (v: unknown): v is Color => v === 'white' || v === 'black';

/**
 * A parallel table of 1–4 boards: the two players (names, colours, whose turn, score, cube), every
 * board labelled with its variant and drawn with its dice and cube, and **one action bar for the
 * turn**, drawn on the board in play (Roll, Double, Take / Drop, Undo, Confirm, Pass here, Resign…,
 * Type a move). Driven either by setting `view` and listening to `nardy-command`, or by giving it an
 * `actor` (anything with getSnapshot / subscribe / send, e.g. an XState actor) and a `select` function
 * snapshot → TableView.
 *
 * With `fit` the table fills the box it is given and sizes its boards so that all of them are whole
 * in it (a grid for three or four; on a phone one large board and live thumbnails that a tap brings
 * forward, marked where the roll can be played). Without it the boards flow with the page width.
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
 * @event nardy-resign - Resign a board (detail `{board}`); cancelable: a host that asks first cancels it and sends RESIGN itself.
 * @event nardy-next-game - Start the next game of the match.
 * @event nardy-refused - A move the player tried that the board does not offer (detail `{board, from, to}`, display points).
 * @event nardy-error - A typed play that is not legal (detail `{code: 'move/illegal', message}`; nothing was played), attributes that describe no table (`ERR_BOARDS`, `ERR_OPPONENT`, `ERR_LEVEL`, `ERR_PLAYER`, `ERR_CUBE`, `ERR_ENDING`, `ERR_MATCH`, `ERR_NO_TABLE_ENGINE`), or a computer that cannot be started (`computer/unavailable`).
 * @event nardy-move - A table of its own: a play was made, by a person or the computer (detail `{board, player, steps, text}`).
 * @event nardy-game-over - A table of its own: a game ended (detail `{winner, score: {white, black, net}, results, match}`).
 *
 * @slot actions - The host's own controls of the turn (the app's Hint button on a phone), placed in the action bar of the board in play while the player at this screen chooses a board or moves.
 *
 * @csspart table - The whole table.
 * @csspart players - The players' line: names, colours, whose turn, score, match, shared cube.
 * @csspart status - The status line: whose turn and what to do, the opening roll, messages.
 * @csspart boards - The stage that holds the boards.
 * @csspart slot - One board with its heading.
 * @csspart actions - The action bar of the turn (on the board in play).
 * @csspart thumb - A thumbnail's button (focus layout).
 * @csspart scoreboard - The score table (flowing layout).
 * @csspart button - A button.
 * @csspart error - The message of attributes that describe no table, or of a computer that failed.
 *
 * @cssprop --nardy-table-gap - Space between boards.
 */
export class NardyTable extends LitElement {
  /**
   * How `boards=…` becomes a table of its own (installed by the table bundle, play/install.ts).
   * Without it the element draws `view` or its `actor` only.
   */
  static localTables: LocalTableMaker | null = null;

  static override styles = [diceStyles, tableStyles];

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
  /** Colours of the boards: `green` (default), `wood` or `contrast`. */
  @property({ type: String, attribute: 'board-theme', reflect: true }) boardTheme: string | null = null;
  /** Do not highlight legal destinations on the boards. */
  @property({ type: Boolean, attribute: 'hide-legal', reflect: true }) hideLegal = false;
  /** Do not draw the point numbers around the boards. */
  @property({ type: Boolean, attribute: 'hide-numbers', reflect: true }) hideNumbers = false;
  /** Fill the given box and size the boards to fit it (give the table a height). */
  @property({ type: Boolean, reflect: true }) fit = false;
  /**
   * The colour played at this screen: `white` or `black` (the table then offers actions only on that
   * player's turns and numbers the points as that player counts them), `none` for a spectator, or
   * absent when both players share the screen.
   */
  @property({ type: String, reflect: true }) seat: string | null = null;
  /** Players' display names (defaults: the colours' names). */
  @property({ attribute: false }) names: PlayerNames | null = null;
  /** A message for the status line (e.g. why a move is not allowed), set by the host; empty for none. */
  @property({ type: String }) hint = '';
  /**
   * Plays to draw as arrows on each board (index = board; a hint, say), as `<nardy-board>`'s
   * `suggestions`; null or a missing entry draws none.
   */
  @property({ attribute: false }) suggestions: readonly (readonly BoardSuggestion[] | null)[] | null = null;
  /** A table of its own: the boards' variants, comma-separated (`short,long`); needs the table bundle. */
  @property({ type: String, reflect: true }) boards: string | null = null;
  /** A table of its own: `computer` (default) or `human` (two people at one screen). */
  @property({ type: String, reflect: true }) opponent: string | null = null;
  /** A table of its own: the computer's level, beginner, club, strong (default) or master. */
  @property({ type: String, reflect: true }) level: string | null = null;
  /** A table of its own: the colour the person plays against the computer, `white` (default) or `black`. */
  @property({ type: String, reflect: true }) player: string | null = null;
  /** A table of its own: the cube, `off` (default), `perBoard` or `shared`. */
  @property({ type: String, reflect: true }) cube: string | null = null;
  /** A table of its own: how a board is scored, `oin`, `mars` or `koks` (default: the first board's variant's). */
  @property({ type: String, reflect: true }) ending: string | null = null;
  /** A table of its own: a match to this many points (default: single games). */
  @property({ type: String, reflect: true }) match: string | null = null;
  /** A table of its own: the URL of the computer's worker script (default: nardy-computer.js next to the bundle). */
  @property({ type: String, attribute: 'computer-src', reflect: true }) computerSrc: string | null = null;

  @state() private _active = 0;
  @state() private _typing = false;
  /** The last announcement's inputs (said in the current language at each render), or a typed-play refusal. */
  @state() private _said: { prev: TableView | null; next: TableView } | { text: (t: Strings) => string } | null = null;
  @state() private _box = { width: 0, height: 0 };

  readonly #locale = new LocaleController(this);
  #controller: TableController<unknown> | null = null;
  #shown: TableView | null = null;
  #resize: ResizeObserver | null = null;
  #focusBoardNext = false;
  #focusInputNext = false;
  readonly #stripped = new WeakMap<BoardView, BoardView>();
  #local: LocalTableHandle | null = null;
  #error: NardyErrorDetail | null = null;

  /** What is drawn: the controller's view when an actor drives the table, else `view`. */
  get shownView(): TableView | null {
    return this.#controller?.view ?? this.view;
  }

  /**
   * The last error of a table of its own — attributes that describe no table, or a computer that could
   * not be started — or null. It stays until the attributes change, so a listener attached after the
   * first drawing still finds it.
   */
  get error(): NardyErrorDetail | null {
    return this.#error;
  }

  /** The colour played at this screen: `seat`, else the person's at a table of its own against the computer. */
  get #seat(): string | null {
    return this.seat ?? (this.actor ? null : (this.#local?.person ?? null));
  }

  /** The board the action bar is drawn on: the chosen board, or the one the player last looked at. */
  get activeBoard(): number {
    return this._active;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') {
      this.#resize = new ResizeObserver(() => this.#measure());
      this.#resize.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#resize = null;
    this.#local?.sleep();
  }

  /** Starts (again) the table of its own the attributes describe, or none. */
  #restartLocal(): void {
    this.#local?.stop();
    this.#local = null;
    this.#error = null;
    if (this.boards === null) return;
    const make = (this.constructor as typeof NardyTable).localTables;
    if (!make) {
      this.#fail({
        code: 'ERR_NO_TABLE_ENGINE',
        message: 'a table from attributes needs nardy-table.js (or import "@nardy/elements/table")',
      });
      return;
    }
    const { boards, opponent, level, player, cube, ending, match, computerSrc } = this;
    const made = make(
      { boards, opponent, level, player, cube, ending, match, computerSrc },
      {
        move: (detail) => emit(this, 'nardy-move', detail),
        gameOver: (detail) => emit(this, 'nardy-game-over', detail),
        error: (detail) => {
          this.#fail(detail);
          this.requestUpdate();
        },
        changed: () => this.requestUpdate(),
      },
    );
    if (made.ok) this.#local = made.value;
    else this.#fail(made.error);
  }

  #fail(error: NardyErrorDetail): void {
    this.#error = error;
    this._said = { text: () => error.message };
    emit(this, 'nardy-error', error);
  }

  #measure(): void {
    const stage = this.renderRoot.querySelector<HTMLElement>('.stage');
    const width = Math.floor(stage?.clientWidth ?? this.clientWidth);
    const height = this.fit ? Math.floor(stage?.clientHeight ?? this.clientHeight) : 0;
    if (width !== this._box.width || height !== this._box.height) this._box = { width, height };
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const local = ['boards', 'opponent', 'level', 'player', 'cube', 'ending', 'match', 'computerSrc'] as const;
    const restart = local.some((a) => changed.has(a));
    if (restart) this.#restartLocal();
    if (restart || changed.has('actor') || changed.has('select')) {
      if (this.#controller) {
        this.removeController(this.#controller);
        this.#controller.hostDisconnected();
        this.#controller = null;
      }
      // An actor given by the page wins over the table of its own.
      if (this.actor && this.select) {
        this.#controller = new TableController(this, this.actor, this.select);
      } else if (this.#local) {
        this.#controller = new TableController(this, this.#local.seat, this.#local.select);
      }
    }
    const view = this.shownView;
    if (view && view !== this.#shown) {
      const prev = this.#shown;
      if (tableAnnouncements(prev, view, this.#locale.strings).length > 0) this._said = { prev, next: view };
      this.#follow(prev, view);
      this.#shown = view;
    }
  }

  override updated(): void {
    this.#measure();
    this.#publishNaturalHeight();
    if (this.#focusInputNext) {
      const input = this.renderRoot.querySelector<HTMLInputElement>('form.typing input');
      if (input) {
        this.#focusInputNext = false;
        input.focus();
      }
    }
    if (this.#focusBoardNext) {
      const board = this.renderRoot.querySelector<HTMLElement>(`.slot[data-board="${this._active}"] nardy-board`);
      if (board) {
        this.#focusBoardNext = false;
        board.focus();
      }
    }
  }

  /**
   * In `fit` mode, the height the table would take at its width if the page gave it all it wants
   * (`--nardy-table-natural` on the host), so that a page can give it no more than that and use the rest.
   */
  #publishNaturalHeight(): void {
    const view = this.shownView;
    if (!this.fit || !view || this._box.width <= 0) return;
    const flow = tableLayout({
      ...LAYOUT_DEFAULTS,
      width: this._box.width,
      height: Number.POSITIVE_INFINITY,
      boards: view.boards.length,
      active: this._active,
      aspect: this.hideNumbers ? BOARD_ASPECT : NUMBERED_BOARD_ASPECT,
      minFlow: LAYOUT_DEFAULTS.minGrid,
    });
    const middle = view.match.length > 0 || view.cube.mode === 'shared';
    const px = `${Math.ceil(flow.height + tableChrome(this._box.width, middle))}px`;
    if (this.style.getPropertyValue('--nardy-table-natural') !== px)
      this.style.setProperty('--nardy-table-natural', px);
  }

  /** Keeps the board in play in front: the chosen board, else one where the new roll can be played. */
  #follow(prev: TableView | null, view: TableView): void {
    const n = view.boards.length;
    if (this._active >= n) this._active = 0;
    if (view.chosenBoard !== null) {
      this._active = view.chosenBoard;
      return;
    }
    const newRoll = view.dice !== null && (prev?.dice?.join() !== view.dice.join() || prev?.turn !== view.turn);
    if (newRoll && view.turn && !view.playable[this._active]) {
      const playable = view.playable.indexOf(true);
      if (playable >= 0) this._active = playable;
    }
    if (view.boards[this._active]?.result) {
      const open = view.boards.findIndex((b) => !b.result);
      if (open >= 0) this._active = open;
    }
  }

  /** Whether the player at this screen may act now (both may when they share it). */
  get #canAct(): boolean {
    const view = this.shownView;
    if (!view || view.turn === null)
      return (view?.phase === 'opening' || view?.phase === 'gameOver') && this.#seat !== 'none';
    if (this.#seat === 'none') return false;
    const seat = this.#seat;
    return !isColor(seat) || seat === view.turn;
  }

  #name(color: Color): string {
    return this.names?.[color] || this.#locale.strings.player(color);
  }

  /** Sends a command: to the actor when one drives the table, and always as DOM events. */
  command(command: TableCommand): void {
    emit(this, 'nardy-command', command);
    this.#controller?.send(command);
  }

  /** Shows board `i` in front (the action bar moves there; on a phone it becomes the large board). */
  activate(i: number): void {
    const n = this.shownView?.boards.length ?? 0;
    if (i >= 0 && i < n) this._active = i;
  }

  // Board events bubble out on their own; the table adds the command with the board index, in the
  // table's numbering (@nardy/parallel's stepCommand: the board speaks display points).
  #onStep = (e: CustomEvent<NardyStepDetail>) => {
    const { board } = e.detail;
    const view = typeof board === 'number' ? this.shownView?.boards[board] : undefined;
    if (!view || typeof board !== 'number' || !this.#canAct) return;
    const command = stepCommand(view, board, e.detail);
    if (command) this.command(command);
  };

  /**
   * A play typed in the notation field. Text that is not notation is refused here (`nardy-error` says
   * `ERR_MOVE_TEXT`, the field is marked invalid). When an actor drives the table, each move is sent
   * as a STEP while it is legal in the view the actor answered with; if one is not, the steps already
   * sent are undone, so a typed play is played whole or not at all. Without an actor the table sends
   * `nardy-play` for its host to read.
   */
  #playText(board: number, text: string): boolean {
    const controller = this.#controller;
    const view = this.shownView?.boards[board];
    if (!view) return false;
    const moves = typedMoves(view, text);
    const t = this.#locale.strings;
    if (!moves.ok) {
      emit(this, 'nardy-error', { code: moves.error.code, message: moves.error.message });
      this._said = { text: (s) => s.badMoveText };
      return false;
    }
    if (!controller) {
      const detail: NardyPlayDetail = { board, text };
      return emit(this, 'nardy-play', detail);
    }
    let sent = 0;
    for (const m of moves.value) {
      const now = controller.view.boards[board];
      const legal = now?.legal.find((l) => l.from === m.from && l.to === m.to);
      const command = now && legal ? stepCommand(now, board, legal) : null;
      if (!command) {
        for (; sent > 0; sent--) this.command({ type: 'UNDO' });
        this._said = { text: (s) => s.illegalMove(text) };
        emit(this, 'nardy-error', { code: 'move/illegal', message: t.illegalMove(text) });
        return false;
      }
      this.command(command);
      sent++;
    }
    return true;
  }

  #onNotation = (e: SubmitEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const input = form.querySelector<HTMLInputElement>('input[name="move"]');
    if (!input) return;
    const text = input.value.trim();
    const ok = text !== '' && this.#playText(this._active, text);
    input.setAttribute('aria-invalid', ok ? 'false' : 'true');
    if (ok) {
      input.value = '';
      this._typing = false;
      this.#focusBoardNext = true;
    } else if (text === '') {
      this._said = { text: (s) => s.badMoveText };
    }
  };

  #button(
    label: string,
    command: TableCommand | null,
    specific: () => boolean | undefined,
    options: ButtonOptions = {},
  ) {
    return html`<button
      type="button"
      part="button"
      class="action ${options.kind ?? ''} ${options.beforeChoice ? 'before-choice' : ''}"
      ?disabled=${options.disabled === true}
      aria-label=${options.icon ? label : nothing}
      title=${options.icon ? label : nothing}
      @click=${() => {
        const go = specific() !== false;
        if (go && command) this.command(command);
        if (options.focusBoard) this.#focusBoardNext = true;
      }}
    >
      ${options.icon ? html`<span class="icon" aria-hidden="true">${options.icon}</span><span class="label">${label}</span>` : label}
    </button>`;
  }

  /** The buttons of the turn for board `i` (the board in play), for the player at this screen. */
  #actions(view: TableView, i: number) {
    const t = this.#locale.strings;
    const board = view.boards[i];
    const out: TemplateResult[] = [];
    const offer = view.cube.offer;
    if (!this.#canAct) return out;
    const resign = () =>
      this.#button(
        t.resignMenu,
        null,
        () => {
          if (emit(this, 'nardy-resign', { board: i })) this.command({ type: 'RESIGN', board: i });
          return false;
        },
        { icon: '⚑', kind: 'quiet' },
      );
    switch (view.phase) {
      case 'opening':
        out.push(
          this.#button(t.roll, { type: 'ROLL' }, () => emit(this, 'nardy-roll', {}), {
            kind: 'primary',
            focusBoard: true,
          }),
        );
        break;
      case 'beforeRoll': {
        if (board.result) break;
        const shared = view.cube.mode === 'shared' && view.cube.canDouble.includes(-1);
        const own = view.cube.mode === 'perBoard' && view.cube.canDouble.includes(i);
        if (shared)
          out.push(this.#button(t.double, { type: 'DOUBLE' }, () => emit(this, 'nardy-double', {}), { icon: '×2' }));
        if (own)
          out.push(
            this.#button(t.double, { type: 'DOUBLE', board: i }, () => emit(this, 'nardy-double', { board: i }), {
              icon: '×2',
            }),
          );
        out.push(
          this.#button(t.roll, { type: 'ROLL' }, () => emit(this, 'nardy-roll', {}), {
            kind: 'primary',
            focusBoard: true,
          }),
        );
        out.push(resign());
        break;
      }
      case 'awaitingReply': {
        if (!offer) break;
        out.push(this.#button(t.take, { type: 'TAKE' }, () => emit(this, 'nardy-take', {}), { kind: 'primary' }));
        // Dropping the shared cube gives up a board: the one in play (any unfinished one may be chosen).
        const dropBoard = offer.board ?? (view.cube.mode === 'shared' ? i : undefined);
        const detail: NardyBoardDetail = dropBoard === undefined ? {} : { board: dropBoard };
        if (offer.board === null && view.cube.mode === 'shared' && board.result) break;
        out.push(this.#button(t.drop, { type: 'DROP', ...detail }, () => emit(this, 'nardy-drop', detail)));
        break;
      }
      case 'chooseBoard':
      case 'moving': {
        // At most three buttons: they sit on one half of the board. Before the first step a board
        // offers its pass (when blocked) or the keyboard entry, and resigning; then Undo and Confirm.
        const status = boardStatus(view, i);
        // Before the board is chosen a small board leaves typing out (Play here, then type).
        const typing = this.#button(
          t.typeMove,
          null,
          () => {
            this._typing = true;
            this.#focusInputNext = true;
            return false;
          },
          { icon: '⌨', kind: 'keyboard', beforeChoice: status !== 'chosen' },
        );
        if (status === 'blocked') {
          out.push(
            this.#button(
              t.passHere,
              { type: 'CHOOSE_BOARD', board: i },
              () => emit(this, 'nardy-choose-board', { board: i }),
              {
                kind: 'primary',
              },
            ),
          );
          out.push(resign());
        } else if (status === 'canPlay') {
          // Moving a checker chooses the board; the button chooses it first (then type, or undo).
          out.push(
            this.#button(
              t.playHere,
              { type: 'CHOOSE_BOARD', board: i },
              () => emit(this, 'nardy-choose-board', { board: i }),
              {
                focusBoard: true,
              },
            ),
          );
          if (board.legal.length > 0) out.push(typing);
          out.push(resign());
        } else if (status === 'chosen') {
          out.push(this.#button(t.undo, { type: 'UNDO' }, () => undefined, { icon: '↶', disabled: !board.canUndo }));
          out.push(
            this.#button(t.confirm, { type: 'CONFIRM' }, () => undefined, {
              kind: 'primary',
              disabled: !board.canConfirm,
              focusBoard: true,
            }),
          );
          if (board.legal.length > 0) out.push(typing);
        }
        break;
      }
      case 'gameOver':
        if (!view.match.over && i === this._active) {
          out.push(
            this.#button(t.nextGame, { type: 'NEXT_GAME' }, () => emit(this, 'nardy-next-game', {}), {
              kind: 'primary',
            }),
          );
        }
        break;
    }
    return out;
  }

  /** The status line: whose turn and what to do, in words, for the player at this screen. */
  #status(view: TableView): string {
    const t = this.#locale.strings;
    if (this.hint) return this.hint;
    if (this.#error) return this.#error.message;
    if (!this.actor && this.#local?.computerToAct) return t.thinking;
    const who = view.turn ? this.#name(view.turn) : '';
    const mine = this.#canAct && this.#seat !== null;
    switch (view.phase) {
      case 'opening':
        return t.openingPrompt;
      case 'beforeRoll':
        return mine ? t.yourRoll(view.cube.canDouble.length > 0) : t.toRoll(who);
      case 'awaitingReply': {
        const o = view.cube.offer;
        if (!o) return '';
        const board = view.boards.length > 1 ? o.board : null;
        return this.#canAct ? t.offerToYou(this.#name(o.by), o.value, board) : t.offerWaiting(who, o.value, board);
      }
      case 'chooseBoard':
        if (!view.dice) return '';
        return mine
          ? t.yourChoice(
              view.dice,
              view.selectable.some((x, i) => x && !view.playable[i]),
            )
          : t.toPlay(who, view.dice);
      case 'moving': {
        if (!view.dice) return '';
        const b = view.chosenBoard === null ? null : view.boards[view.chosenBoard];
        return mine && b ? t.yourMove(b.diceLeft) : t.toPlay(who, view.dice);
      }
      case 'gameOver':
      case 'matchOver': {
        if (view.draw) return t.gameDrawn;
        if (view.phase === 'matchOver') {
          const winner: Color = view.match.white > view.match.black ? 'white' : 'black';
          const [a, b] =
            winner === 'white' ? [view.match.white, view.match.black] : [view.match.black, view.match.white];
          return t.matchWon(this.#name(winner), a, b);
        }
        const net = view.score.net;
        if (net === 0) return t.gameDrawn;
        return t.gameWon(this.#name(net > 0 ? 'white' : 'black'), Math.abs(net));
      }
    }
    return '';
  }

  #renderPlayers(view: TableView) {
    const t = this.#locale.strings;
    const match = view.match.length > 0;
    const player = (c: Color) => {
      const toAct = view.turn === c;
      const score = match ? view.match[c] : view.score[c];
      return html`<div class="player ${c} ${toAct ? 'to-act' : ''}" data-color=${c}>
        <span class="disc ${c}" aria-hidden="true"></span>
        <span class="name">${this.#name(c)}</span>
        ${
          this.#seat === c
            ? html`<span class="you">(${this.#name(c) === t.player(c) ? t.you : t.youPlay(c)})</span>`
            : nothing
        }
        <span class="sr-only">${t.player(c)}</span>
        <span class="score" title=${t.points}>${formatPoints(score)}</span>
      </div>`;
    };
    const shared = view.cube.mode === 'shared' && view.cube.shared;
    const o = view.opening;
    return html`<div class="players" part="players">
      ${player('white')}
      ${
        match || shared
          ? html`<div class="middle">
              ${match ? html`<span class="match">${t.matchTo(view.match.length)}</span>` : nothing}
              ${
                shared
                  ? html`<nardy-cube
                      class="shared-cube"
                      value=${view.cube.shared!.value}
                      owner=${view.cube.shared!.owner ?? nothing}
                      locale=${t.lang}
                      title=${t.sharedCube}
                    ></nardy-cube>`
                  : nothing
              }
            </div>`
          : html`<div class="middle-gap"></div>`
      }
      ${player('black')}
      <p class="status" part="status" role="status">
        ${
          o && view.phase !== 'opening'
            ? html`<span class="opening"
                ><svg class="opening-dice" viewBox="0 0 66 30" aria-hidden="true" focusable="false">
                  ${svg`<g class="white-die">${dieSvg(o.white, 1, 1, 28, false)}</g><g class="black-die">${dieSvg(o.black, 37, 1, 28, false)}</g>`}
                </svg>
                <span class="sr-only">${t.openingResult(this.#name('white'), o.white, this.#name('black'), o.black, this.#name(o.starter))}</span
                ><span aria-hidden="true">${t.starts(this.#name(o.starter))}</span></span
              >`
            : nothing
        }
        <span class="text">${this.#status(view)}</span>
      </p>
    </div>`;
  }

  /** The board a slot shows: legal moves only for the player at this screen. */
  #boardFor(view: TableView, i: number): BoardView {
    const b = view.boards[i];
    if (this.#canAct || b.legal.length === 0) return b;
    let stripped = this.#stripped.get(b);
    if (!stripped) {
      stripped = { ...b, legal: [] };
      this.#stripped.set(b, stripped);
    }
    return stripped;
  }

  #renderSlot(view: TableView, i: number, box: SlotBox | undefined) {
    const t = this.#locale.strings;
    const board = view.boards[i];
    const status = boardStatus(view, i);
    const n = view.boards.length;
    const label = t.boardLabel(i + 1, t.variant(board.variant), n);
    const result = view.results.find((r) => r.board === i);
    const statusText = result
      ? t.wonBy(this.#name(result.winner), t.ending(result.ending), result.points)
      : { chosen: t.inPlay, canPlay: t.canPlay, blocked: t.blocked, finished: t.finished, waiting: '' }[status];
    const chipText = result
      ? statusText
      : { chosen: t.inPlay, canPlay: t.chipPlayable, blocked: t.chipBlocked, finished: t.finished, waiting: '' }[
          status
        ];
    const kind = box?.kind ?? 'grid';
    const thumb = kind === 'thumb';
    // A thumbnail too small for words keeps its number; its outline and its button's name say the rest.
    const roomy = !thumb || (box?.w ?? 0) >= 110;
    const active = i === this._active;
    const headingId = `board-${i}-title`;
    // The labels in the viewer's numbering (the app's move list writes plays in the same one).
    const numbering = viewerNumbering(this.#seat, view.turn);
    const style = styleProps(box ? { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px` } : {});
    return html`<section
      class="slot ${status} ${kind} ${active ? 'active' : ''}"
      part="slot"
      data-board=${i}
      aria-labelledby=${headingId}
      ${style}
      @pointerdown=${() => this.activate(i)}
      @focusin=${() => this.activate(i)}
    >
      <div class="slot-head">
        <h3 id=${headingId}>${thumb ? html`<span aria-hidden="true">${roomy ? t.boardN(i + 1) : i + 1}</span><span class="sr-only">${label}</span>` : label}</h3>
        ${chipText && roomy ? html`<span class="chip ${status}" title=${statusText}>${chipText}</span>` : nothing}
        ${
          thumb
            ? nothing
            : html`<span class="pips"
                ><span class="sr-only">${t.pips('white', board.pips.white)}, ${t.pips('black', board.pips.black)}</span
                ><span aria-hidden="true"
                  ><span class="disc white"></span>${board.pips.white} <span class="disc black"></span>${board.pips.black}</span
                ></span
              >`
        }
      </div>
      <div class="board-box">
        <nardy-board
          .view=${this.#boardFor(view, i)}
          .suggestions=${this.suggestions?.[i] ?? null}
          board=${i}
          in-table
          controls="none"
          ?numbers=${!this.hideNumbers}
          numbering=${numbering}
          label=${label}
          bottom=${this.bottom ?? nothing}
          home=${this.home ?? nothing}
          theme=${this.theme ?? nothing}
          board-theme=${this.boardTheme ?? nothing}
          locale=${this.locale ?? nothing}
          ?hide-legal=${this.hideLegal}
          ?inert=${thumb}
        ></nardy-board>
        ${active && !thumb ? this.#renderBar(view, i) : nothing}
        ${
          thumb
            ? html`<button
                type="button"
                class="thumb-cover"
                part="thumb"
                aria-label=${t.showBoard(label, statusText)}
                @click=${() => this.activate(i)}
              ></button>`
            : nothing
        }
      </div>
    </section>`;
  }

  /** The action bar, over the free middle band of the half where the dice do not lie. */
  #renderBar(view: TableView, i: number) {
    const t = this.#locale.strings;
    const bottom: Color = this.bottom === 'black' ? 'black' : 'white';
    const orientation = { bottom, home: this.home === 'left' ? ('left' as const) : ('right' as const) };
    const numbersH = this.hideNumbers ? 0 : NUMBERS_H;
    const totalH = VIEW_H + 2 * numbersH;
    const place = (band: { x: number; y: number; w: number; h: number }) =>
      styleProps({
        left: `${band.x * 100}%`,
        width: `${band.w * 100}%`,
        top: `${((numbersH + band.y * VIEW_H) / totalH) * 100}%`,
        height: `${((band.h * VIEW_H) / totalH) * 100}%`,
      });
    if (this._typing) {
      const home = middleBand(orientation, 'home');
      const outer = middleBand(orientation, 'outer');
      const left = Math.min(home.x, outer.x);
      const band = { ...home, x: left, w: Math.max(home.x, outer.x) + home.w - left };
      return html`<form class="actions typing" part="actions" ${place(band)} @submit=${this.#onNotation}>
        <label class="sr-only" for="move">${t.moveInput}</label>
        <input
          id="move"
          name="move"
          autocomplete="off"
          spellcheck="false"
          placeholder=${t.moveInputHint}
          aria-describedby="move-hint"
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Escape') {
              this._typing = false;
              this.#focusBoardNext = true;
            }
          }}
        />
        <span id="move-hint" class="sr-only">${t.moveInputHint}</span>
        <button type="submit" class="action primary" part="button">${t.play}</button>
        <button
          type="button"
          class="action"
          part="button"
          aria-label=${t.close}
          title=${t.close}
          @click=${() => {
            this._typing = false;
            this.#focusBoardNext = true;
          }}
        >
          ✕
        </button>
      </form>`;
    }
    const buttons = this.#actions(view, i);
    if (buttons.length === 0) return nothing;
    // The dice lie on the half of the player who rolled (the home half for the bottom player); the
    // bar takes the other half and the centre bar beside it, so that two buttons fit a small board.
    const half = view.turn === null || view.turn === bottom ? 'outer' : 'home';
    const band = middleBand(orientation, half);
    const bar = BAR_W / VIEW_W;
    const widened =
      band.x + band.w / 2 < 0.5 ? { ...band, w: band.w + bar } : { ...band, x: band.x - bar, w: band.w + bar };
    // The host's controls of the turn (slot "actions") join the bar while the roll is being played.
    const hosted = view.phase === 'chooseBoard' || view.phase === 'moving';
    return html`<div class="actions" part="actions" role="group" aria-label=${t.boardLabel(i + 1, t.variant(view.boards[i].variant), view.boards.length)} ${place(widened)}>
      ${buttons}${hosted ? html`<slot name="actions"></slot>` : nothing}
    </div>`;
  }

  #renderScore(view: TableView) {
    if (this.fit || view.results.length === 0) return nothing;
    const t = this.#locale.strings;
    const parallel = view.boards.length > 1;
    return html`<table class="scoreboard" part="scoreboard">
      <caption>
        ${t.scoreboard}
      </caption>
      <thead>
        <tr>
          ${parallel ? html`<th scope="col">${t.order}</th>` : nothing}
          <th scope="col">${t.boards}</th>
          <th scope="col">${t.winner}</th>
          <th scope="col">${t.result}</th>
          <th scope="col">${t.points}</th>
        </tr>
      </thead>
      <tbody>
        ${view.results.map(
          (r) => html`<tr>
            ${parallel ? html`<td>${r.order}</td>` : nothing}
            <td>${r.board + 1}</td>
            <td>${t.player(r.winner)}</td>
            <td>${t.ending(r.ending)}${r.cube > 1 ? ` ×${r.cube}` : ''}</td>
            <td>${formatPoints(r.points)}</td>
          </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colspan=${parallel ? 4 : 3}>${t.total}: ${t.player('white')} ${formatPoints(view.score.white)}, ${t.player('black')} ${formatPoints(view.score.black)}</th>
          <td>${t.net(view.score.net)}</td>
        </tr>
      </tfoot>
    </table>
    ${parallel ? html`<p class="note">${t.halfPoint}.</p>` : nothing}`;
  }

  #layout(view: TableView): TableLayout | null {
    const { width, height } = this._box;
    if (width <= 0) return null;
    return tableLayout({
      ...LAYOUT_DEFAULTS,
      width,
      height: this.fit ? height : Number.POSITIVE_INFINITY,
      boards: view.boards.length,
      active: this._active,
      aspect: this.hideNumbers ? BOARD_ASPECT : NUMBERED_BOARD_ASPECT,
    });
  }

  override render() {
    const view = this.shownView;
    const error = this.#error ? html`<p class="error" part="error" role="alert">${this.#error.message}</p>` : nothing;
    if (!view) return error;
    const t = this.#locale.strings;
    const layout = this.#layout(view);
    const said = this._said;
    const text =
      said === null ? '' : 'text' in said ? said.text(t) : tableAnnouncements(said.prev, said.next, t).join('. ');
    const stageStyle = styleProps(!this.fit && layout ? { height: `${layout.height}px` } : {});
    return html`<div class="table ${layout?.mode ?? 'grid'}" part="table" lang=${t.lang}>
      ${error}${this.#renderPlayers(view)}
      <div
        class="stage ${layout ? 'placed' : ''}"
        part="boards"
        ${stageStyle}
        @nardy-step=${this.#onStep}
      >
        ${view.boards.map((_, i) => this.#renderSlot(view, i, layout?.slots[i]))}
      </div>
      ${this.#renderScore(view)}
      <div class="sr-only" role="status" aria-live="polite">${text}</div>
    </div>`;
  }
}

interface ButtonOptions {
  readonly kind?: 'primary' | 'quiet' | 'keyboard';
  /** Typing offered before the board is chosen (a small board leaves it out). */
  readonly beforeChoice?: boolean;
  readonly icon?: string;
  readonly disabled?: boolean;
  /** After the command, keyboard focus goes to the board in play (Roll, Confirm). */
  readonly focusBoard?: boolean;
}
