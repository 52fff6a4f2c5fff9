import {
  type ActorLike,
  type BoardSuggestion,
  type ForcedChoice,
  formatPoints,
  LAYOUT_DEFAULTS,
  type Locale,
  type NardyRefusedDetail,
  stringsFor,
  TableController,
  type TableForfeit,
  tableChrome,
  tableLayout,
} from '@nardy/elements';
import {
  type RefusalCode,
  type ResignationCost,
  refusedStepReason,
  resignationCost,
  type TableState,
  type TableView,
  viewerNumbering,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { ruleLinkOf, ruleLinkWords } from '../rules/ruleLinks.ts';
import { type GameStrings, gameStrings } from './gameStrings.ts';
import { followLatest, renderMoveList } from './moveList.ts';
import { Sounds, soundFor } from './sounds.ts';
import '../elements.ts';

/**
 * What drives a game screen: an actor that takes the table's commands (a local table machine, or an
 * online table's connection), how to read the view and the confirmed table state from its snapshots.
 * The screen knows nothing else about where the game is played.
 */
export interface GameSource<S = unknown> {
  readonly actor: ActorLike<S>;
  readonly view: (snapshot: S) => TableView;
  readonly table: (snapshot: S) => TableState;
  /** What auto-play just did for a player (the status line says "forced"), or null. */
  readonly forced?: (snapshot: S) => ForcedChoice | null;
}

/** The players' display names. */
export interface GameNames {
  readonly white: string;
  readonly black: string;
}

const isOver = (v: TableView) => v.phase === 'gameOver' || v.phase === 'matchOver';

/** Width / height of a board drawing with its point numbers (the table's NUMBERED_BOARD_ASPECT). */
const BOARD_ASPECT = 608 / 484;

/** Where the side panel (tools and moves) goes: beside the boards, below them, or behind a button. */
export type Arrangement = { readonly panel: 'side' | 'below' | 'hidden'; readonly tableHeight: number | null };

/**
 * Chooses where the side panel goes so that the boards are as large as the window allows (pure):
 * beside them, unless putting it below gives boards clearly larger (+10 %), or — on a phone-sized
 * window — unless leaving it out of sight (behind a button) gives larger boards still (+10 %): the game
 * comes first, the move list after it.
 */
export function arrange(
  width: number,
  height: number,
  boards: number,
  middle: boolean,
  options: { readonly side?: number; readonly below?: number; readonly gap?: number } = {},
): Arrangement {
  const gap = options.gap ?? 12;
  const side = options.side ?? Math.min(352, Math.max(192, Math.round(width * 0.25)));
  const below = options.below ?? 120;
  // How good a box is for play: the width of the boards, a large board among thumbnails counting
  // less than a grid where every board is in full view.
  const boardWidth = (w: number, h: number) => {
    if (w <= 0 || h <= 0) return { w: 0, used: 0 };
    const l = tableLayout({ ...LAYOUT_DEFAULTS, width: w, height: h, boards, active: 0, aspect: BOARD_ASPECT });
    const widest = Math.max(...l.slots.map((s) => s.w));
    return { w: l.mode === 'focus' ? widest * 0.6 : widest, used: l.height };
  };
  const chrome = (w: number) => tableChrome(w, middle);
  const narrow = width - side - gap;
  const a = boardWidth(narrow, height - chrome(narrow));
  const b = boardWidth(width, height - chrome(width) - below - gap);
  const c = boardWidth(width, height - chrome(width));
  const best = Math.max(a.w, b.w);
  // Only a phone-sized window puts the boards before the move list; a larger one keeps both in sight.
  if (Math.min(width, height) < 560 && c.w > best * 1.1) return { panel: 'hidden', tableHeight: null };
  if (b.w > a.w * 1.1) return { panel: 'below', tableHeight: Math.ceil(b.used + chrome(width)) };
  return { panel: 'side', tableHeight: null };
}

/**
 * The game screen (issue 19): `<nardy-table>` fitted to the window with one action bar on the board in
 * play, the move list beside it (or below, on a tall screen), a resignation that first shows its cost
 * and asks, a game-over summary that leads with the winner and the net in words, explanations of
 * refused moves in words, and sounds. Driven by a `GameSource`, so local and online play (and later
 * analysis) share it; `seat` is the colour played at this screen (null: both, on one device).
 *
 * @event nardy-new-game - The player asked for a new game from the game-over summary.
 */
export class NardyGame extends LitElement {
  static override properties = {
    source: { attribute: false },
    seat: { attribute: false },
    names: { attribute: false },
    locale: {},
    theme: {},
    boardTheme: { attribute: 'board-theme' },
    sounds: { type: Boolean },
    thinking: { type: Boolean },
    tools: { attribute: false },
    turnActions: { attribute: false },
    forfeit: { attribute: false },
    hintLine: { attribute: false },
    overExtra: { attribute: false },
    overDetails: { attribute: false },
    suggestions: { attribute: false },
    hinted: { attribute: false },
    _hint: { state: true },
    _resign: { state: true },
    _over: { state: true },
    _size: { state: true },
    _panelOpen: { state: true },
  };

  declare source: GameSource | null;
  /** The colour played at this screen, `none` for a spectator (no actions), null for both on one device. */
  declare seat: Color | 'none' | null;
  declare names: GameNames;
  declare locale: Locale;
  declare theme: 'light' | 'dark';
  declare boardTheme: string;
  declare sounds: boolean;
  declare thinking: boolean;
  /** Extra content for the side panel (the app's game tools). */
  declare tools: TemplateResult | null;
  /**
   * Controls of the turn for a small screen, whose side panel is hidden (the app's Hint button): shown
   * in the table's action bar (its `actions` slot) while the roll is played; null: none.
   */
  declare turnActions: TemplateResult | null;
  /** How the table was lost without being played out (online: on time, or left), null when it was not. */
  declare forfeit: TableForfeit | null;
  /**
   * The hint in one line (the app's plays with their equities), shown in the table's status line while
   * the side panel — where the full list is — is out of sight; null: none.
   */
  declare hintLine: string | null;
  /** Extra actions for the game-over summary (e.g. back to the tournament). */
  declare overExtra: TemplateResult | null;
  /** More of the game-over summary, above its buttons (online: the rematch, the downloads, the dice proof). */
  declare overDetails: TemplateResult | null;
  /** Plays drawn on each board (a hint), passed to the table. */
  declare suggestions: readonly (readonly BoardSuggestion[] | null)[] | null;
  /** Hinted turns for the move list ("game:play"). */
  declare hinted: ReadonlySet<string> | null;
  declare _hint: string;
  /** The resignation being asked about: the board, or null for the whole table; undefined = closed. */
  declare _resign: number | null | undefined;
  declare _over: boolean;
  declare _size: { width: number; height: number };
  /** The side panel shown over the game when the arrangement keeps it out of sight. */
  declare _panelOpen: boolean;

  readonly #sounds = new Sounds();
  #controller: TableController<unknown> | null = null;
  #controlled: GameSource | null = null;
  #last: { view: TableView; moves: number } | null = null;
  #hintTimer: ReturnType<typeof setTimeout> | null = null;
  /** The move list as last followed (its turns, and whether the drawer was open). */
  #movesShown = '';

  constructor() {
    super();
    this.source = null;
    this.seat = null;
    this.names = { white: 'White', black: 'Black' };
    this.locale = 'en';
    this.theme = 'light';
    this.boardTheme = 'green';
    this.sounds = false;
    this.thinking = false;
    this.tools = null;
    this.overExtra = null;
    this.overDetails = null;
    this.suggestions = null;
    this.hinted = null;
    this.turnActions = null;
    this.forfeit = null;
    this.hintLine = null;
    this._hint = '';
    this._resign = undefined;
    this._over = false;
    this._size = { width: 0, height: 0 };
    this._panelOpen = false;
  }

  #resize: ResizeObserver | null = null;
  #arrangement: Arrangement = { panel: 'side', tableHeight: null };

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') {
      this.#resize = new ResizeObserver(() => {
        const width = Math.floor(this.clientWidth);
        const height = Math.floor(this.clientHeight);
        if (width !== this._size.width || height !== this._size.height) this._size = { width, height };
      });
      this.#resize.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#resize = null;
  }

  /** Where the side panel is now (the app shows a button for it when it is out of sight). */
  get arrangement(): Arrangement {
    return this.#arrangement;
  }

  /** Shows or hides the side panel when it is kept out of sight. */
  togglePanel(open = !this._panelOpen): void {
    this._panelOpen = open;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get #t(): GameStrings {
    return gameStrings(this.locale);
  }

  /** The current view and confirmed table state, or null before a source is set. */
  get current(): { view: TableView; table: TableState } | null {
    const source = this.source;
    if (!source) return null;
    const snapshot = source.actor.getSnapshot();
    return { view: this.#controller?.view ?? source.view(snapshot), table: source.table(snapshot) };
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('source') && this.source !== this.#controlled) {
      if (this.#controller) {
        this.removeController(this.#controller);
        this.#controller.hostDisconnected();
      }
      this.#controller = null;
      this.#controlled = this.source;
      this.#last = null;
      this._over = false;
      this._resign = undefined;
      if (this.source) {
        this.#controller = new TableController(this, this.source.actor, this.source.view);
      }
    }
    this.#sounds.enabled = this.sounds;
    const now = this.current;
    if (!now) return;
    const moves = now.table.game.events.length + now.table.game.entered.length;
    const prev = this.#last;
    if (prev?.view !== now.view) {
      const sound = soundFor(
        prev && { dice: prev.view.dice, turn: prev.view.turn, phase: prev.view.phase, moves: prev.moves },
        { dice: now.view.dice, turn: now.view.turn, phase: now.view.phase, moves },
      );
      if (sound) this.#sounds.play(sound);
      if (isOver(now.view) && (prev === null || !isOver(prev.view))) this._over = true;
      if (!isOver(now.view)) this._over = false;
      if (prev !== null && this._hint) this.#setHint('');
      this.#last = { view: now.view, moves };
    }
  }

  override updated(): void {
    const now = this.current;
    if (now && this._size.width > 0) {
      const middle = now.view.match.length > 0 || now.view.cube.mode === 'shared';
      const next = arrange(this._size.width, this._size.height, now.view.boards.length, middle);
      const was = this.#arrangement;
      if (next.panel !== was.panel || next.tableHeight !== was.tableHeight) {
        this.#arrangement = next;
        if (next.panel !== 'hidden') this._panelOpen = false;
        this.requestUpdate();
        this.dispatchEvent(new CustomEvent('nardy-arrangement', { detail: next, bubbles: true }));
      }
    }
    // The move list follows the game: a new turn, or the drawer opened, shows the newest.
    const moves = this.querySelector('.game-side:not([hidden]) .moves');
    const { panel, tableHeight } = this.#arrangement;
    const shown = moves ? `${moves.querySelectorAll('li.turn').length}:${this._panelOpen}:${panel}:${tableHeight}` : '';
    // After the frame's layout: the panel's boxes have their sizes by then.
    if (moves && shown !== this.#movesShown) requestAnimationFrame(() => followLatest(moves));
    this.#movesShown = shown;
    const over = this.querySelector<HTMLDialogElement>('dialog.game-over');
    if (over && this._over && !over.open) over.showModal?.();
    if (over && !this._over && over.open) over.close();
    const resign = this.querySelector<HTMLDialogElement>('dialog.resign');
    if (resign && this._resign !== undefined && !resign.open) resign.showModal?.();
    if (resign && this._resign === undefined && resign.open) resign.close();
  }

  /** Says a table refusal (its code) in words on the status line; false when the code is not one of the table's. */
  explain(code: string): boolean {
    const sentence = (this.#t.refusals as Record<string, string>)[code as RefusalCode];
    if (sentence) this.#setHint(sentence, ruleLinkOf(code));
    return sentence !== undefined;
  }

  /** Opens the resignation dialog for `board`, or for the whole table (null). */
  resign(board: number | null = null): void {
    const now = this.current;
    if (!now || isOver(now.view) || this.seat === 'none') return;
    this._resign = board;
  }

  /** The rule that explains the refusal on the status line (docs/app.md "Rules"), while it is shown. */
  #ruleLink: string | null = null;

  #setHint(text: string, rule: string | null = null): void {
    this._hint = text;
    this.#ruleLink = rule;
    if (this.#hintTimer) clearTimeout(this.#hintTimer);
    this.#hintTimer = text ? setTimeout(() => (this._hint = ''), 6000) : null;
  }

  /** The player at this screen (or, on one device, the player to act) resigning. */
  #resigner(view: TableView): Color {
    return this.#me ?? view.turn ?? 'white';
  }

  /** The player at this screen, if one (not on a shared screen, not for a spectator). */
  get #me(): Color | null {
    return this.seat === 'white' || this.seat === 'black' ? this.seat : null;
  }

  #onResign = (e: CustomEvent<{ board?: number }>) => {
    e.preventDefault();
    this.resign(e.detail.board ?? null);
  };

  #onRefused = (e: CustomEvent<NardyRefusedDetail>) => {
    const now = this.current;
    if (!now || e.detail.board === undefined) return;
    const reason = refusedStepReason(now.table, e.detail.board, e.detail);
    if (reason) this.#setHint(this.#t.reasons[reason], ruleLinkOf(reason, now.view.boards[e.detail.board]?.variant));
  };

  #send(command: Parameters<ActorLike<unknown>['send']>[0]): void {
    this.source?.actor.send(command);
  }

  #name(color: Color): string {
    return this.names[color];
  }

  #boardLabel(view: TableView, i: number): string {
    const t = stringsFor(this.locale);
    return t.boardLabel(i + 1, t.variant(view.boards[i].variant), view.boards.length);
  }

  #renderResign(view: TableView, table: TableState) {
    const scope = this._resign;
    if (scope === undefined) return html`<dialog class="resign" aria-labelledby="resign-title"></dialog>`;
    const t = this.#t;
    const player = this.#resigner(view);
    const open = view.boards.flatMap((b, i) => (b.result ? [] : [i]));
    const cost = resignationCost(table, player, scope ?? undefined);
    const choose = (next: number | null) => {
      this._resign = next;
    };
    // The heading names the ending the lines below score (when every board resigned ends one way).
    const endings = cost.ok ? [...new Set(cost.value.boards.map((b) => b.ending))] : [];
    const ending = endings.length === 1 ? t.endings[endings[0]] : null;
    // One board: the whole table is that board, and is named as it.
    const named = scope ?? (view.boards.length === 1 ? 0 : null);
    const title = t.resignTitle(named === null ? null : this.#boardLabel(view, named), ending);
    const other = player === 'white' ? 'black' : 'white';
    return html`<dialog
      class="resign"
      aria-labelledby="resign-title"
      @close=${() => (this._resign = undefined)}
      @cancel=${() => (this._resign = undefined)}
    >
      <h2 id="resign-title">${title}</h2>
      ${
        open.length > 1
          ? html`<fieldset class="resign-scope">
              <legend>${t.resignWhat}</legend>
              ${open.map(
                (i) => html`<label class="check"
                  ><input type="radio" name="resign-scope" .checked=${scope === i} @change=${() => choose(i)} />${this.#boardLabel(view, i)}</label
                >`,
              )}
              <label class="check"
                ><input type="radio" name="resign-scope" .checked=${scope === null} @change=${() => choose(null)} />${t.resignTable}</label
              >
            </fieldset>`
          : nothing
      }
      ${cost.ok ? this.#renderCost(view, cost.value, other) : html`<p>${t.refusals[cost.error.code]}</p>`}
      <div class="row dialog-buttons">
        <button
          type="button"
          class="danger"
          ?disabled=${!cost.ok}
          @click=${() => {
            this._resign = undefined;
            this.#send({
              type: 'RESIGN',
              ...(scope === null ? {} : { board: scope }),
              ...(this.#me ? { player } : {}),
            });
          }}
        >
          ${t.resignConfirm}
        </button>
        <button type="button" class="primary" autofocus @click=${() => (this._resign = undefined)}>${t.keepPlaying}</button>
      </div>
    </dialog>`;
  }

  #renderCost(view: TableView, cost: ResignationCost, winner: Color) {
    const t = this.#t;
    return html`<ul class="resign-cost">
        ${cost.boards.map(
          (b) =>
            html`<li data-board=${b.board}>${t.resignLine(this.#boardLabel(view, b.board), t.endings[b.ending], b.value, b.cube, b.halfPoint, b.points)}</li>`,
        )}
      </ul>
      <p class="resign-total"><strong>${t.resignTotal(this.#name(winner), cost.points)}</strong>
        ${
          cost.matchEnds && cost.matchWinner
            ? t.matchEnds(
                this.#name(cost.matchWinner),
                cost.matchScore[cost.matchWinner],
                cost.matchScore[cost.matchWinner === 'white' ? 'black' : 'white'],
              )
            : cost.gameEnds
              ? t.gameEnds
              : nothing
        }</p>`;
  }

  /** The game-over summary: the winner and the net in words first, then each board. */
  /** A board's ending in the summary: a resignation as the ending it was scored as, a forfeit by its name. */
  #endingOf(r: TableView['results'][number]): string {
    const t = this.#t;
    if (r.ending !== 'resign') return t.endings[r.ending];
    const scored = t.endings[r.scoredAs ?? 'oin'];
    const f = this.forfeit;
    return f && f.player !== r.winner ? `${t.forfeitEnding(f.reason)} (${scored})` : scored;
  }

  #renderOver(view: TableView) {
    if (!isOver(view)) return html`<dialog class="game-over" aria-labelledby="over-title"></dialog>`;
    const t = this.#t;
    const net = view.score.net;
    const winner: Color | null = net > 0 ? 'white' : net < 0 ? 'black' : null;
    const matchOver = view.phase === 'matchOver';
    let heading: string;
    if (matchOver) {
      const w: Color = view.match.white > view.match.black ? 'white' : 'black';
      const [a, b] = w === 'white' ? [view.match.white, view.match.black] : [view.match.black, view.match.white];
      heading = this.#me
        ? w === this.#me
          ? t.youWinMatch(a, b)
          : t.youLoseMatch(a, b)
        : t.matchWinnerIs(this.#name(w), a, b);
    } else if (winner === null) heading = t.draw;
    else heading = this.#me ? (winner === this.#me ? t.youWin : t.youLose) : t.winnerIs(this.#name(winner));
    const parallel = view.boards.length > 1;
    const cubes = view.cube.mode !== 'off';
    // The net as the boards make it: "3 − 1½" (the winner's boards added, the loser's taken away).
    const parts = winner
      ? [
          view.results
            .filter((r) => r.winner === winner)
            .map((r) => formatPoints(r.points))
            .join(' + '),
          ...view.results.filter((r) => r.winner !== winner).map((r) => `− ${formatPoints(r.points)}`),
        ].join(' ')
      : '';
    return html`<dialog class="game-over" aria-labelledby="over-title" @close=${() => (this._over = false)}>
      <h2 id="over-title">${heading}</h2>
      ${this.forfeit ? html`<p class="forfeit">${t.forfeited(this.#name(this.forfeit.player), this.forfeit.reason)}</p>` : nothing}
      ${winner ? html`<p class="net">${t.net(this.#name(winner), Math.abs(net), parallel ? parts : '')}</p>` : nothing}
      ${matchOver && winner !== null ? html`<p class="net">${t.winnerIs(this.#name(winner))}</p>` : nothing}
      <table class="over-table">
        <thead>
          <tr>
            <th scope="col">${t.board}</th>
            <th scope="col">${t.winner}</th>
            <th scope="col">${t.ending}</th>
            ${cubes ? html`<th scope="col">${t.cube}</th>` : nothing}
            <th scope="col">${t.pointsColumn}</th>
          </tr>
        </thead>
        <tbody>
          ${[...view.results]
            .sort((a, b) => a.board - b.board)
            .map(
              (r) => html`<tr data-board=${r.board}>
              <th scope="row">${this.#boardLabel(view, r.board)}</th>
              <td>${this.#name(r.winner)}</td>
              <td>${this.#endingOf(r)}</td>
              ${cubes ? html`<td>${r.cube}</td>` : nothing}
              <td>${formatPoints(r.points)}${parallel && r.order === 1 ? html` <span class="half">(${t.halfMark})</span>` : nothing}</td>
            </tr>`,
            )}
        </tbody>
      </table>
      ${parallel ? html`<p class="note">${t.halfPointNote}</p>` : nothing}
      ${
        view.match.length > 0
          ? html`<p class="match-line">${t.matchLine(view.match.length, this.#name('white'), view.match.white, this.#name('black'), view.match.black)}</p>`
          : nothing
      }
      ${this.overDetails ?? nothing}
      <div class="row dialog-buttons">
        ${
          !view.match.over
            ? this.seat === 'none'
              ? nothing
              : html`<button type="button" class="primary" @click=${() => {
                  this._over = false;
                  this.#send({ type: 'NEXT_GAME' });
                }}>${t.nextGame}</button>`
            : html`<button type="button" class="primary" @click=${() => {
                this._over = false;
                this.dispatchEvent(new CustomEvent('nardy-new-game', { bubbles: true }));
              }}>${t.newGame}</button>`
        }
        ${this.overExtra ?? nothing}
        <button type="button" @click=${() => (this._over = false)}>${t.showBoard}</button>
      </div>
    </dialog>`;
  }

  override render() {
    const source = this.source;
    const now = this.current;
    if (!source || !now) return nothing;
    const { view, table } = now;
    const t = this.#t;
    const toAct = view.turn;
    const arrangement = this.#arrangement;
    const panel = arrangement.panel;
    const hint =
      this._hint ||
      (this.thinking && toAct ? t.thinking(this.#name(toAct)) : '') ||
      (panel === 'hidden' && !this._panelOpen ? (this.hintLine ?? '') : '');
    const tableStyle = arrangement.tableHeight ? styleMap({ height: `${arrangement.tableHeight}px` }) : nothing;
    const el = stringsFor(this.locale);
    const boards = view.boards.map((b) => el.variant(b.variant)).join(' + ');
    return html`<h2 class="sr-only">${t.screenTitle(boards)}</h2>
      <div class="game panel-${panel} ${this._panelOpen ? 'panel-open' : ''}">
        <nardy-table
          style=${tableStyle}
          fit
          .actor=${source.actor}
          .select=${source.view}
          .forced=${source.forced?.(source.actor.getSnapshot()) ?? null}
          .forfeit=${this.forfeit}
          .names=${this.names}
          seat=${this.seat ?? nothing}
          locale=${this.locale}
          theme=${this.theme}
          board-theme=${this.boardTheme}
          hint=${hint}
          .suggestions=${this.suggestions}
          @nardy-resign=${this.#onResign}
          @nardy-refused=${this.#onRefused}
        >${
          panel === 'hidden' && this.turnActions
            ? html`<div slot="actions" class="turn-actions">${this.turnActions}</div>`
            : nothing
        }</nardy-table>
        ${
          this._hint && this.#ruleLink
            ? html`<a class="rule-link" href=${this.#ruleLink}>${ruleLinkWords(this.locale)}</a>`
            : nothing
        }
        <aside class="game-side" aria-label=${t.moves} ?hidden=${panel === 'hidden' && !this._panelOpen}>
          ${
            panel === 'hidden'
              ? html`<button type="button" class="panel-close" @click=${() => this.togglePanel(false)}>${t.showBoard}</button>`
              : nothing
          }
          <div class="game-tools">${this.tools ?? nothing}</div>
          <!-- The move list scrolls on its own: focusable, so the keyboard can scroll it too. -->
          <section class="moves" tabindex="0" aria-labelledby="moves-title">
            <h2 id="moves-title">${t.moves}</h2>
            ${renderMoveList(table, this.locale, this, viewerNumbering(this.seat, view.turn), this.hinted)}
          </section>
        </aside>
      </div>
      ${this.#renderResign(view, table)} ${this.#renderOver(view)}`;
  }
}

customElements.define('nardy-game', NardyGame);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-game': NardyGame;
  }
}
