import {
  type BoardView,
  stepCommand,
  type TableCommand,
  type TableView,
  typedMoves,
  viewerNumbering,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { BOARD_ASPECT, NUMBERED_BOARD_ASPECT } from '../board/layout.ts';
import type { BoardSuggestion } from '../board/suggestions.ts';
import { diceStyles } from '../dice/diceStyles.ts';
import { emit, type NardyErrorDetail, type NardyPlayDetail, type NardyStepDetail } from '../events.ts';
import { LocaleController, stringsFor } from '../i18n/locale.ts';
import type { Strings } from '../i18n/strings.ts';
import { styleProps } from '../styleProps.ts';
import { type BarButton, barButtons, intentOf } from './actionBar.ts';
import { renderActionBar, renderChoiceBar, renderTypingForm } from './actionBarView.ts';
import { followBoard } from './activeBoard.ts';
import { actionBarBox, type BarOrientation, typingBox } from './barPlacement.ts';
import { renderSlot, type TableForfeit } from './boardSlot.ts';
import type { LocalTableHandle, LocalTableMaker } from './localTables.ts';
import { renderPlayers } from './playersLine.ts';
import { renderScoreboard } from './scoreboard.ts';
import { type ForcedChoice, forcedText, statusText } from './statusLine.ts';
import { tableAnnouncements } from './tableAnnouncements.ts';
import { type ActorLike, TableController } from './tableController.ts';
import { LAYOUT_DEFAULTS, naturalTableHeight, type SlotBox, type TableLayout, tableLayout } from './tableLayout.ts';
import { tableStyles } from './tableStyles.ts';
import { sendTypedPlay } from './typedPlay.ts';
import type { WatchTableHandle, WatchTableMaker } from './watchTables.ts';

export type { TableForfeit } from './boardSlot.ts';
export { type BoardStatus, boardStatus } from './boardStatus.ts';
export type { LocalTableEvents, LocalTableHandle, LocalTableMaker, LocalTableRequest } from './localTables.ts';
export type { ForcedChoice } from './statusLine.ts';
export { tableAnnouncements } from './tableAnnouncements.ts';
export type { WatchTableEvents, WatchTableHandle, WatchTableMaker } from './watchTables.ts';

/** Display names of the two players (defaults: "White" and "Black" in the table's language). */
export interface PlayerNames {
  readonly white: string;
  readonly black: string;
}

const isColor = (v: unknown): v is Color => v === 'white' || v === 'black';

/** The attributes that describe a table of its own: a change starts it again. */
const LOCAL_TABLE_ATTRIBUTES = [
  'boards',
  'opponent',
  'level',
  'player',
  'cube',
  'ending',
  'match',
  'autoPlay',
  'computerSrc',
] as const;

/**
 * A parallel table of 1–4 boards: the two players (names, colours, whose turn, score, cube), every
 * board labelled with its variant and drawn with its dice and cube, and **one action bar for the
 * turn**, drawn on the board in play: the actions the table's view gives (`TableView.actions`: Roll,
 * Double, Take / Drop, Play here or Pass here, Undo, Confirm, Resign…, Next game) for the player at
 * this screen, and its own Type a move. Driven either by setting `view` and listening to `nardy-command`, or by giving it an
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
 * @event nardy-error - A typed play that is not legal (detail `{code: 'move/illegal', message}`; nothing was played), attributes that describe no table (`ERR_BOARDS`, `ERR_OPPONENT`, `ERR_LEVEL`, `ERR_PLAYER`, `ERR_CUBE`, `ERR_ENDING`, `ERR_MATCH`, `ERR_AUTO_PLAY`, `ERR_NO_TABLE_ENGINE`), a computer that cannot be started (`computer/unavailable`), or a watched table that cannot be followed (`ERR_WATCH_LINK`, `ERR_NO_WATCH_ENGINE`, `table/unknown`, `connection/failed`).
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
 * @csspart choice - On another board while a board is chosen: its own Play here / Pass here.
 * @csspart why - Why a board cannot take the roll (in its choice).
 * @csspart thumb - A thumbnail's button (focus layout).
 * @csspart scoreboard - The score table (flowing layout).
 * @csspart button - A button.
 * @csspart error - The message of attributes that describe no table, or of a computer that failed.
 * @csspart watch - A watched table's line above the players: the connection and both clocks.
 * @csspart clock - One player's clock of a watched table (`clock running` while it runs).
 *
 * @cssprop --nardy-table-gap - Space between boards.
 */
export class NardyTable extends LitElement {
  /**
   * How `boards=…` becomes a table of its own (installed by the table bundle, play/install.ts).
   * Without it the element draws `view` or its `actor` only.
   */
  static localTables: LocalTableMaker | null = null;

  /**
   * How `watch=…` follows a table of the game server (installed by the live bundle, live/install.ts).
   * Without it a `watch` attribute only says that the live bundle is needed.
   */
  static watchTables: WatchTableMaker | null = null;

  static override styles = [diceStyles, tableStyles];

  /** The table to draw (ignored while `actor` and `select` drive it). */
  @property({ attribute: false }) view: TableView | null = null;
  /** An actor to drive the table (with `select`). */
  @property({ attribute: false }) actor: ActorLike<unknown> | null = null;
  /** Selector snapshot → TableView for `actor`. */
  @property({ attribute: false }) select: ((snapshot: unknown) => TableView) | null = null;
  /** Colour at the bottom of every board: `white` or `black` (default: the seat's colour, else `white`). */
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
   * What auto-play did in the latest change (a table session's snapshot `auto`: `{player, kind}`, kind
   * `roll`, `board`, `play` or `bearOff`), which the status line then tells ("Forced move", "Only
   * board 2 could take the roll", "Bore off"); null for none. A table of its own sets it by itself.
   */
  @property({ attribute: false }) forced: ForcedChoice | null = null;
  /**
   * How the table was lost without being played out, when a host knows it (the game server's forfeit:
   * `{player, reason}`, reason `timeout` or `abandoned`): the boards then say "on time" instead of
   * "resignation"; null for none.
   */
  @property({ attribute: false }) forfeit: TableForfeit | null = null;
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
  /**
   * A table of its own: `on` (default) plays the person's choices that are no choice for him (the only
   * board the roll can be played on, a forced play, a race bear-off), `off` leaves every one to him.
   */
  @property({ type: String, attribute: 'auto-play', reflect: true }) autoPlay: string | null = null;
  /** A table of its own: the URL of the computer's worker script (default: nardy-computer.js next to the bundle). */
  @property({ type: String, attribute: 'computer-src', reflect: true }) computerSrc: string | null = null;
  /**
   * A table of the game server to follow as a spectator: its watch link (`https://server/#table=…`).
   * The table is drawn read-only as the server tells it — moves, dice, clocks, the result; needs the
   * live bundle (`nardy-live.js`, or `import "@nardy/elements/live"`).
   */
  @property({ type: String, reflect: true }) watch: string | null = null;

  @state() private _active = 0;
  @state() private _typing = false;
  /** The last announcement's inputs (said in the current language at each render), or a typed-play refusal. */
  @state() private _said: { prev: TableView | null; next: TableView } | { text: (t: Strings) => string } | null = null;
  @state() private _box = { width: 0, height: 0 };

  readonly #locale = new LocaleController(this, stringsFor);
  #controller: TableController<unknown> | null = null;
  #shown: TableView | null = null;
  #resize: ResizeObserver | null = null;
  #focusBoardNext = false;
  #focusInputNext = false;
  readonly #stripped = new WeakMap<BoardView, BoardView>();
  #local: LocalTableHandle | null = null;
  #watching: WatchTableHandle | null = null;
  #error: NardyErrorDetail | null = null;

  /** What is drawn: the controller's view when an actor drives the table, else `view`. */
  get shownView(): TableView | null {
    return this.#controller?.view ?? this.#watching?.view ?? this.view;
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
    return this.seat ?? (this.actor ? null : this.#watching ? 'none' : (this.#local?.person ?? null));
  }

  /** What auto-play did last: `forced`, else what a table of its own did. */
  get #forced(): ForcedChoice | null {
    return this.forced ?? (this.actor ? null : (this.#watching?.forced ?? this.#local?.forced ?? null));
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
    // Back on the page: follow the watched table again.
    if (this.hasUpdated && this.watch !== null && !this.#watching) this.#restartWatch();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#resize = null;
    this.#local?.sleep();
    this.#watching?.stop();
    this.#watching = null;
  }

  /** Follows (again) the table of `watch`, or none. */
  #restartWatch(): void {
    this.#watching?.stop();
    this.#watching = null;
    if (this.watch === null) return;
    this.#error = null;
    const make = (this.constructor as typeof NardyTable).watchTables;
    if (!make) {
      this.#fail({
        code: 'ERR_NO_WATCH_ENGINE',
        message: 'watching a table needs nardy-live.js (or import "@nardy/elements/live")',
      });
      return;
    }
    const made = make(this.watch, {
      changed: () => this.requestUpdate(),
      error: (detail) => {
        this.#fail(detail);
        this.requestUpdate();
      },
    });
    if (made.ok) this.#watching = made.value;
    else this.#fail(made.error);
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
    const { boards, opponent, level, player, cube, ending, match, autoPlay, computerSrc } = this;
    const made = make(
      { boards, opponent, level, player, cube, ending, match, autoPlay, computerSrc },
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
    const restart = LOCAL_TABLE_ATTRIBUTES.some((a) => changed.has(a));
    if (restart) this.#restartLocal();
    if (changed.has('watch')) this.#restartWatch();
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
      const active = followBoard(this._active, prev, view);
      if (active !== this._active) this._active = active;
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
    const height = naturalTableHeight({
      width: this._box.width,
      boards: view.boards.length,
      active: this._active,
      aspect: this.hideNumbers ? BOARD_ASPECT : NUMBERED_BOARD_ASPECT,
      middle: view.match.length > 0 || view.cube.mode === 'shared',
    });
    const px = `${height}px`;
    if (this.style.getPropertyValue('--nardy-table-natural') !== px)
      this.style.setProperty('--nardy-table-natural', px);
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

  #name = (color: Color): string =>
    this.names?.[color] || this.#watching?.names?.[color] || this.#locale.strings.player(color);

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
    const played = sendTypedPlay(
      moves.value,
      board,
      () => controller.view,
      (c) => this.command(c),
    );
    if (!played) {
      this._said = { text: (s) => s.illegalMove(text) };
      emit(this, 'nardy-error', { code: 'move/illegal', message: t.illegalMove(text) });
      return false;
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

  #closeTyping = () => {
    this._typing = false;
    this.#focusBoardNext = true;
  };

  /**
   * A button of the bar: "Type a move" opens the notation field; a table action first tells the page
   * its intent (`nardy-roll`, `nardy-resign`, …: a listener that cancels it keeps the command from
   * being sent), then sends its command.
   */
  #press = (button: BarButton) => {
    const action = button.action;
    if (action === null) {
      this._typing = true;
      this.#focusInputNext = true;
      return;
    }
    const intent = intentOf(action.command);
    const go = intent === null || emit(this, intent.name, intent.detail as never);
    if (go) this.command(action.command);
    if (button.focusBoard) this.#focusBoardNext = true;
  };

  /**
   * The colour at the bottom of the boards: `bottom` when set, else the colour played at this screen
   * (a seat with Black sees its own checkers at the bottom, as White does), else White.
   */
  get #bottom(): 'white' | 'black' {
    if (this.bottom === 'black' || this.bottom === 'white') return this.bottom;
    return this.#seat === 'black' ? 'black' : 'white';
  }

  get #orientation(): BarOrientation {
    return { bottom: this.#bottom, home: this.home === 'left' ? 'left' : 'right' };
  }

  /** The board a slot shows: legal moves only for the player at this screen. */
  #boardFor(view: TableView, i: number): BoardView {
    const b = view.boards[i];
    // A board that cannot take the roll does not show the dice as if it could (its choice bar says why).
    if (view.phase === 'chooseBoard' && view.selectable[i] && !view.playable[i] && b.dice !== null) {
      let undiced = this.#stripped.get(b);
      if (!undiced) {
        undiced = { ...b, dice: null, diceLeft: [], legal: [] };
        this.#stripped.set(b, undiced);
      }
      return undiced;
    }
    if (this.#canAct || b.legal.length === 0) return b;
    let stripped = this.#stripped.get(b);
    if (!stripped) {
      stripped = { ...b, legal: [] };
      this.#stripped.set(b, stripped);
    }
    return stripped;
  }

  /** The action bar of board `i` (the board in play), or the notation field in its place. */
  #renderBar(view: TableView, i: number) {
    const t = this.#locale.strings;
    const numbers = !this.hideNumbers;
    if (this._typing) {
      return renderTypingForm({
        t,
        box: typingBox(this.#orientation, numbers),
        submit: this.#onNotation,
        close: this.#closeTyping,
      });
    }
    return renderActionBar({
      t,
      buttons: this.#canAct ? barButtons(view, i) : [],
      label: t.boardLabel(i + 1, t.variant(view.boards[i].variant), view.boards.length),
      box: actionBarBox(this.#orientation, view.turn, numbers),
      // The host's controls of the turn (slot "actions") join the bar while the roll is being played.
      hosted: view.phase === 'chooseBoard' || view.phase === 'moving',
      press: this.#press,
    });
  }

  /** The choice of board `i` when it is not the board in play (while the person chooses a board). */
  #renderChoice(view: TableView, i: number) {
    if (view.phase !== 'chooseBoard' || !this.#canAct || !view.selectable[i] || !view.dice) return nothing;
    const t = this.#locale.strings;
    const buttons = barButtons(view, i).filter(
      (b) => b.action?.command.type === 'CHOOSE_BOARD' && b.action.command.board === i,
    );
    return renderChoiceBar({
      t,
      buttons,
      label: t.boardLabel(i + 1, t.variant(view.boards[i].variant), view.boards.length),
      box: actionBarBox(this.#orientation, view.turn, !this.hideNumbers),
      why: view.playable[i] ? null : t.rollBlockedHere(view.dice),
      press: this.#press,
    });
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

  #renderSlot(view: TableView, i: number, box: SlotBox | undefined) {
    return renderSlot({
      view,
      index: i,
      board: this.#boardFor(view, i),
      box,
      t: this.#locale.strings,
      name: this.#name,
      active: i === this._active,
      suggestions: this.suggestions?.[i] ?? null,
      forfeit: this.forfeit,
      look: {
        numbers: !this.hideNumbers,
        // The labels in the viewer's numbering (the app's move list writes plays in the same one).
        numbering: viewerNumbering(this.#seat, view.turn),
        bottom: this.#bottom,
        home: this.home,
        theme: this.theme,
        boardTheme: this.boardTheme,
        locale: this.locale,
        hideLegal: this.hideLegal,
      },
      bar: () => this.#renderBar(view, i),
      choice: () => this.#renderChoice(view, i),
      activate: (board) => this.activate(board),
    });
  }

  override render() {
    const view = this.shownView;
    const error = this.#error ? html`<p class="error" part="error" role="alert">${this.#error.message}</p>` : nothing;
    const t = this.#locale.strings;
    if (!view) return this.#watching ? html`${error}${this.#watching.header(t.lang)}` : error;
    const layout = this.#layout(view);
    const said = this._said;
    const text =
      said === null ? '' : 'text' in said ? said.text(t) : tableAnnouncements(said.prev, said.next, t).join('. ');
    const stageStyle = styleProps(!this.fit && layout ? { height: `${layout.height}px` } : {});
    const seat = this.#seat;
    const forced = this.#forced;
    const status = statusText(
      view,
      {
        hint: this.hint,
        error: this.#error?.message ?? null,
        thinking: !this.actor && this.#local?.computerToAct === true,
        canAct: this.#canAct,
        seated: seat !== null,
        name: this.#name,
      },
      t,
    );
    return html`<div class="table ${layout?.mode ?? 'grid'}" part="table" lang=${t.lang}>
      ${error}${this.#watching?.header(t.lang) ?? nothing}${renderPlayers({
        view,
        t,
        name: this.#name,
        seat,
        status,
        forced: forced ? forcedText(forced, view, isColor(seat) ? seat : null, this.#name, t) : null,
      })}
      <div
        class="stage ${layout ? 'placed' : ''}"
        part="boards"
        ${stageStyle}
        @nardy-step=${this.#onStep}
      >
        ${view.boards.map((_, i) => this.#renderSlot(view, i, layout?.slots[i]))}
      </div>
      ${this.fit ? nothing : renderScoreboard(view, t)}
      <div class="sr-only" role="status" aria-live="polite">${text}</div>
    </div>`;
  }
}
