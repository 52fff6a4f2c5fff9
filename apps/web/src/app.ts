import { getLocale, LOCALES, type Locale, setLocale } from '@nardy/elements';
import {
  actorOf,
  createTable,
  legalPlaysOn,
  makeMat,
  parseTableConfig,
  RecordReader,
  replayRecord,
  selectTableView,
  type TableState,
  type TableView,
  type Turn,
} from '@nardy/parallel';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { appDice } from './appDice.ts';
import { BotClient } from './botClient.ts';
import { type AppStrings, appStrings, detectLocale } from './i18n.ts';
import { renderNewGame } from './newGameForm.ts';
import { Notices } from './notices.ts';
import { GameSession } from './session.ts';
import { type GameSettings, parseSettings, presetSettings, tableSpecFor } from './settings.ts';
import { GameStore, type LoadResult, type SavedGame, STORAGE_KEYS } from './storage.ts';
import type { TestHook } from './testHook.ts';
import { finishPlayedMatch } from './tournament/organiser.ts';
import './tournament/organiserPage.ts';
import { matchTableSpec, type NextMatch } from '@nardy/tournament';
import type { PlayMatchDetail } from './tournament/organiserPage.ts';
import { TournamentStore } from './tournament/tournamentStore.ts';
import { tournamentStrings } from './tournament/tournamentStrings.ts';

/** Colour scheme choices: follow the system, or force one. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

interface Prefs {
  readonly locale: Locale | null;
  readonly theme: Theme;
  readonly autoForced: boolean;
  readonly autoBoard: boolean;
}

const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

const DEFAULT_PREFS: Prefs = { locale: null, theme: 'auto', autoForced: true, autoBoard: true };

function readPrefs(value: unknown): Prefs {
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
  const o = value as Record<string, unknown>;
  return {
    locale: isLocale(o.locale) ? o.locale : null,
    theme: (THEMES as readonly unknown[]).includes(o.theme) ? (o.theme as Theme) : 'auto',
    autoForced: typeof o.autoForced === 'boolean' ? o.autoForced : true,
    autoBoard: typeof o.autoBoard === 'boolean' ? o.autoBoard : true,
  };
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/** The address of the organiser's page (docs/app.md "Screens"). */
export const TOURNAMENT_HASH = '#/tournament';

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/**
 * The whole app: header (language, theme), the new-game screen, the table in play with its tools,
 * the summary and the move list; storage, import and export; the computer in a worker.
 */
export class NardyApp extends LitElement {
  static override properties = {
    _screen: { state: true },
    _settings: { state: true },
    _locale: { state: true },
    _theme: { state: true },
    _unreadable: { state: true },
    _tick: { state: true },
    _tournamentMatch: { state: true },
  };

  declare _screen: 'new' | 'play' | 'tournament';
  declare _settings: GameSettings;
  declare _locale: Locale;
  declare _theme: Theme;
  declare _unreadable: { code: string; message: string; raw: string } | null;
  declare _tick: number;
  /** The tournament match being played at the table, if any (`done` once its result is entered). */
  declare _tournamentMatch: { match: NextMatch; done: boolean } | null;

  hook: TestHook = { seed: null, test: false };
  readonly store: GameStore;
  readonly tournamentStore: TournamentStore;
  readonly bot = new BotClient();
  session: GameSession | null = null;
  #prefs: Prefs = DEFAULT_PREFS;
  readonly notices = new Notices(() => this.requestUpdate());
  #saveError = false;
  #turnsFor: TableState | null = null;
  #turns: ReturnType<RecordReader['read']> | null = null;
  readonly #reader = new RecordReader();
  #media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

  constructor() {
    super();
    let storage: Storage | null = null;
    try {
      storage = globalThis.localStorage ?? null;
    } catch {
      storage = null;
    }
    this.store = new GameStore(storage);
    this.tournamentStore = new TournamentStore(storage);
    this._tournamentMatch = null;
    this._screen = 'new';
    this._settings = parseSettings(this.store.readJson(STORAGE_KEYS.settings));
    this.#prefs = readPrefs(this.store.readJson(STORAGE_KEYS.prefs));
    this._locale = this.#prefs.locale ?? detectLocale(navigator.languages ?? [navigator.language]);
    this._theme = this.#prefs.theme;
    this._unreadable = null;
    this._tick = 0;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#applyLocale();
    this.#applyTheme();
    this.#media?.addEventListener('change', () => this.#applyTheme());
    const restored = this.store.load();
    if (restored.kind === 'ok') {
      const loaded = this.tournamentStore.load();
      if (loaded.kind === 'ok' && loaded.playing) this._tournamentMatch = { match: loaded.playing, done: false };
    }
    this.#restore(restored);
    window.addEventListener('hashchange', this.#route);
    this.#route();
    const kept = this.store.unreadable();
    if (this._unreadable === null && kept) {
      this._unreadable = { code: 'storage/unreadable', message: '', raw: kept };
    }
    if (this.hook.test) this.#exposeTestHook();
  }

  get t(): AppStrings {
    return appStrings(this._locale);
  }

  /** Follows the address: `#/tournament` is the organiser's page; leaving it goes back to the game. */
  #route = (): void => {
    if (location.hash === TOURNAMENT_HASH) this._screen = 'tournament';
    else if (this._screen === 'tournament') this._screen = this.session ? 'play' : 'new';
  };

  #go(screen: 'new' | 'play'): void {
    this._screen = screen;
    if (location.hash === TOURNAMENT_HASH) history.pushState(null, '', `${location.pathname}${location.search}`);
  }

  /** Plays a tournament match at a table of the app (two people, or a person against a bot entrant). */
  #playTournamentMatch(detail: PlayMatchDetail): void {
    const { plan, tournament } = detail;
    const config = parseTableConfig(matchTableSpec(tournament.config));
    if (!config.ok) {
      this.#say(config.error.message, 'error');
      return;
    }
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this._tournamentMatch = { match: plan.match, done: false };
    this.#startSession(createTable(config.value), {
      opponent: plan.kind === 'computer' ? 'computer' : 'human',
      level: plan.kind === 'computer' ? plan.level : this._settings.level,
      dice: { origin, used: 0 },
      pending: null,
    });
    this.#go('play');
  }

  /** A table that is not the tournament's match replaces it: the tournament no longer waits for it. */
  #leaveTournamentMatch(): void {
    if (this._tournamentMatch && !this._tournamentMatch.done) {
      const loaded = this.tournamentStore.load();
      if (loaded.kind === 'ok' && loaded.playing) this.tournamentStore.save(loaded.tournament, null);
    }
    this._tournamentMatch = null;
  }

  /** When the tournament match at the table is over, its result goes into the bracket. */
  #checkTournamentMatch(): void {
    const link = this._tournamentMatch;
    const session = this.session;
    if (!link || link.done || !session || !session.state.over) return;
    const r = finishPlayedMatch(this.tournamentStore, session.state);
    const s = tournamentStrings(this._locale);
    this._tournamentMatch = { ...link, done: true };
    if (r === null) return;
    if (!r.ok) this.#say(`${r.error.message} (${r.error.code})`, 'error');
    else {
      const { result } = r.value;
      const pts = (n: number) => (Number.isInteger(n) ? String(n) : `${Math.trunc(n) || ''}½`);
      this.#say(s.resultEntered(result.pairing, result.winner, pts(result.score[0]), pts(result.score[1])));
    }
  }

  // ---- state ----------------------------------------------------------------------------------

  #restore(result: LoadResult): void {
    if (result.kind === 'ok') {
      this.#startSession(result.state, result.saved);
      this._screen = 'play';
    } else if (result.kind === 'unreadable') {
      this._unreadable = { code: result.code, message: result.message, raw: result.raw };
    }
  }

  #startSession(state: TableState, saved: Pick<SavedGame, 'opponent' | 'level' | 'dice' | 'pending'>): void {
    this.session?.stop();
    this.bot.cancel();
    this.#saveError = false;
    this.session = new GameSession({
      state,
      dice: appDice(saved.dice.origin, saved.dice.used),
      opponent: saved.opponent,
      level: saved.level,
      bot: this.bot,
      pending: saved.pending,
      pause: this.hook.test ? 0 : 450,
      autoForced: this.#prefs.autoForced,
      autoBoard: this.#prefs.autoBoard,
      onChange: () => this.#sessionChanged(),
      onRefused: (code, message) => this.#say(this.t.refused[code] ?? message),
      onBotError: (message) => this.#say(message, 'error'),
    });
    this.#sessionChanged();
  }

  #sessionChanged(): void {
    const session = this.session;
    if (!session) return;
    const error = this.store.save(session.saved());
    if (error && !this.#saveError) this.#say(this.t.saveFailed(error), 'error');
    this.#saveError = error !== null;
    this.#checkTournamentMatch();
    this._tick++;
  }

  #newGame(settings: GameSettings): void {
    const config = parseTableConfig(tableSpecFor(settings));
    if (!config.ok) {
      this.#say(config.error.message, 'error');
      return;
    }
    this.store.writeJson(STORAGE_KEYS.settings, settings);
    this._settings = settings;
    this.#leaveTournamentMatch();
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this.#startSession(createTable(config.value), {
      opponent: settings.opponent,
      level: settings.level,
      dice: { origin, used: 0 },
      pending: null,
    });
    this._screen = 'play';
  }

  #savePrefs(patch: Partial<Prefs>): void {
    this.#prefs = { ...this.#prefs, ...patch };
    this.store.writeJson(STORAGE_KEYS.prefs, this.#prefs);
  }

  #applyLocale(): void {
    setLocale(this._locale);
    document.documentElement.lang = this._locale;
    document.title = this.t.title;
  }

  get resolvedTheme(): 'light' | 'dark' {
    if (this._theme !== 'auto') return this._theme;
    return this.#media?.matches ? 'dark' : 'light';
  }

  #applyTheme(): void {
    document.documentElement.dataset.theme = this.resolvedTheme;
    this.requestUpdate();
  }

  /** Tells the player something; an error stays until the player closes it (issue 19, bug 10). */
  #say(text: string, kind: 'info' | 'error' = 'info'): void {
    this.notices.say(text, kind);
  }

  // ---- import / export -----------------------------------------------------------------------

  #exportRecord(): void {
    if (!this.session) return;
    download(`nardy-${stamp()}.json`, `${JSON.stringify(this.session.record(), null, 2)}\n`, 'application/json');
  }

  #exportMat(): void {
    if (!this.session) return;
    const r = makeMat(this.session.record());
    if (!r.ok) {
      this.#say(this.t.matFailed(r.error.message), 'error');
      return;
    }
    download(`nardy-${stamp()}.mat`, r.value.text, 'text/plain');
    if (r.value.skipped.length > 0) {
      this.#say(
        this.t.matSkipped(
          r.value.skipped.map((s) => `${this.t.gameN(s.game + 1)} ${this.t.boardN(s.board + 1)}`).join(', '),
        ),
      );
    }
  }

  /** Opens a record (text of a JSON file); a record that does not replay is refused with its reason. */
  importText(text: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      this.#say(this.t.importFailed((e as Error).message), 'error');
      return false;
    }
    const replay = replayRecord(value);
    if (!replay.ok) {
      this.#say(this.t.importFailed(`${replay.error.code}: ${replay.error.message}`), 'error');
      return false;
    }
    this.#leaveTournamentMatch();
    const seats = this.session ?? this._settings;
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this.#startSession(replay.value, {
      opponent: seats.opponent,
      level: seats.level,
      dice: { origin, used: 0 },
      pending: null,
    });
    this._screen = 'play';
    return true;
  }

  #onImportFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) this.importText(await file.text());
  };

  async #copyUnreadable(): Promise<void> {
    const raw = this._unreadable?.raw ?? '';
    try {
      await navigator.clipboard.writeText(raw);
      this.#say(this.t.copied);
    } catch {
      const area = this.querySelector<HTMLTextAreaElement>('#unreadable-text');
      area?.select();
      document.execCommand?.('copy');
      this.#say(this.t.copied);
    }
  }

  // ---- test hook -----------------------------------------------------------------------------

  #exposeTestHook(): void {
    (globalThis as unknown as { nardyTest: unknown }).nardyTest = {
      view: () => (this.session ? this.session.view : null),
      record: () => this.session?.record() ?? null,
      send: (command: Parameters<GameSession['send']>[0]) => this.session?.send(command),
      thinking: () => this.session?.thinking ?? false,
      humanToAct: () => this.session?.humanToAct ?? false,
      screen: () => this._screen,
      botMs: () => this.bot.lastMs,
      importText: (text: string) => this.importText(text),
      // Plays the first legal play of the roll on the first board where it can be played (a pass if
      // none): one command per turn, so long end-to-end games stay fast.
      playFirst: () => {
        const session = this.session;
        if (!session) return false;
        const state = session.state;
        const { game } = state;
        const player = actorOf(game);
        if (player === null || (game.phase !== 'chooseBoard' && game.phase !== 'moving')) return false;
        const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
        const committed = game.phase === 'moving' && game.chosenBoard !== null ? [game.chosenBoard] : open;
        const board = committed.find((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0) ?? committed[0];
        const plays = legalPlaysOn(state, board);
        const steps = plays && plays.diceUsed > 0 ? plays.plays[0].steps.map((st) => [st.from, st.to] as const) : [];
        session.send({ type: 'PLAY', player, board, steps });
        return true;
      },
      mat: () => {
        const r = this.session ? makeMat(this.session.record()) : null;
        return r?.ok ? r.value.text : null;
      },
    };
  }

  // ---- rendering -----------------------------------------------------------------------------

  #renderHeader(t: AppStrings): TemplateResult {
    return html`<header class="app-header">
      <h1><span class="logo" aria-hidden="true">⚀</span> ${t.title}</h1>
      <nav class="header-tools">
        ${
          this._screen === 'play'
            ? html`<button type="button" class="new" @click=${() => this.#go('new')}>${t.newGame}</button>`
            : this.session
              ? html`<button type="button" @click=${() => this.#go('play')}>${t.continueGame}</button>`
              : nothing
        }
        ${
          this._screen === 'tournament'
            ? html`<button type="button" class="new" @click=${() => this.#go('new')}>${t.newGame}</button>`
            : html`<a class="button-link" href=${TOURNAMENT_HASH}>${tournamentStrings(this._locale).tournament}</a>`
        }
        <label class="compact" for="locale-picker"><span>${t.language}</span>
          <select id="locale-picker" @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            if (!isLocale(v)) return;
            this._locale = v;
            this.#savePrefs({ locale: v });
            this.#applyLocale();
          }}>
            ${LOCALES.map((l) => html`<option value=${l} ?selected=${l === this._locale} lang=${l}>${LOCALE_NAMES[l]}</option>`)}
          </select></label>
        <label class="compact" for="theme-picker"><span>${t.theme}</span>
          <select id="theme-picker" @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value as Theme;
            this._theme = v;
            this.#savePrefs({ theme: v });
            this.#applyTheme();
          }}>
            ${THEMES.map((m) => html`<option value=${m} ?selected=${m === this._theme}>${t.themes[m]}</option>`)}
          </select></label>
      </nav>
    </header>`;
  }

  #renderUnreadable(t: AppStrings) {
    const u = this._unreadable;
    if (!u) return nothing;
    return html`<section class="unreadable" role="alert" aria-labelledby="unreadable-title">
      <h2 id="unreadable-title">${t.unreadableTitle}</h2>
      <p>${t.unreadableText}</p>
      ${u.message ? html`<p class="code"><code>${u.code}</code> ${u.message}</p>` : nothing}
      <textarea id="unreadable-text" readonly rows="4" aria-label=${t.unreadableTitle} .value=${u.raw}></textarea>
      <div class="row">
        <button type="button" @click=${() => this.#copyUnreadable()}>${t.copyText}</button>
        <button type="button" @click=${() => download(`nardy-unreadable-${stamp()}.txt`, u.raw, 'text/plain')}>${t.download}</button>
        <button type="button" @click=${() => {
          this.store.discardUnreadable();
          this._unreadable = null;
        }}>${t.discard}</button>
      </div>
    </section>`;
  }

  #renderMoves(session: GameSession, t: AppStrings) {
    if (this.#turnsFor !== session.state) {
      this.#turnsFor = session.state;
      this.#turns = this.#reader.read(session.record());
    }
    if (!this.#turns?.ok) return nothing;
    const read = this.#turns.value;
    const boards = read.config.boards.length;
    return html`<details class="moves" open>
      <summary>${t.moveList}</summary>
      ${read.games.map(
        (game, g) => html`${read.games.length > 1 ? html`<h3>${t.gameN(g + 1)}</h3>` : nothing}
          <ol class="move-list">
            ${game.turns.map((turn) => html`<li>${t.turnLine(turn, boards)}</li>`)}
          </ol>`,
      )}
    </details>`;
  }

  #renderSummary(view: TableView, t: AppStrings) {
    if (view.phase !== 'gameOver' && view.phase !== 'matchOver') return nothing;
    const color = (c: 'white' | 'black') => (c === 'white' ? t.white : t.black);
    const pts = (n: number) =>
      Number.isInteger(n) ? String(n) : `${Math.trunc(n) || (n < 0 ? '−' : '')}½`.replace(/^0/, '');
    const parallel = view.boards.length > 1;
    const net = view.score.net;
    return html`<section class="summary" aria-labelledby="summary-title">
      <h2 id="summary-title">${view.phase === 'matchOver' ? t.matchOver : t.gameOver}</h2>
      <table>
        <thead>
          <tr><th scope="col">#</th><th scope="col">${t.winner}</th><th scope="col">${t.ending}</th><th scope="col">${t.cube}</th><th scope="col">${t.pointsColumn}</th></tr>
        </thead>
        <tbody>
          ${view.results.map(
            (r) => html`<tr data-board=${r.board}>
              <th scope="row">${t.boardN(r.board + 1)}</th>
              <td>${color(r.winner)}</td>
              <td>${r.ending === 'resign' ? `${t.endingNames.resign} (${t.endingNames[r.scoredAs === 'drop' || !r.scoredAs ? 'oin' : r.scoredAs]})` : t.endingNames[r.ending]}</td>
              <td>${r.cube}</td>
              <td>${pts(r.points)}${parallel && r.order === 1 ? html` <small>(${t.halfPoint})</small>` : nothing}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="net"><strong>${t.net}:</strong> ${net === 0 ? '0' : `${color(net > 0 ? 'white' : 'black')} +${pts(Math.abs(net))}`}</p>
      ${view.match.length > 0 ? html`<p class="match-score"><strong>${t.matchScore} (${view.match.length}):</strong> ${t.white} ${pts(view.match.white)} — ${t.black} ${pts(view.match.black)}</p>` : nothing}
    </section>`;
  }

  #renderPlay(session: GameSession, t: AppStrings) {
    const view = session.view;
    const computer = session.computer;
    const over = view.phase === 'gameOver' || view.phase === 'matchOver';
    let status = '';
    if (!over && computer !== null) status = session.humanToAct ? t.yourTurn : t.thinking;
    const link = this._tournamentMatch;
    const ts = tournamentStrings(this._locale);
    return html`<section class="play" aria-label=${t.title}>
      ${
        link
          ? html`<p class="tournament-banner">${ts.playingBanner(link.match.pairing, link.match.number, link.match.white, link.match.black)}
              <a class="button-link" href=${TOURNAMENT_HASH}>${ts.backToTournament}</a></p>`
          : nothing
      }
      <div class="play-bar">
        <p class="who" role="status" aria-live="polite">${status}</p>
        ${view.match.length > 0 ? html`<p class="match">${t.matchScore} ${view.match.length}: ${t.white} ${view.match.white} — ${t.black} ${view.match.black}</p>` : nothing}
      </div>
      <nardy-table
        .actor=${session.tableActor}
        .select=${selectTableView}
        theme=${this.resolvedTheme}
        locale=${this._locale}
        ?inert=${!session.humanToAct && !over}
      ></nardy-table>
      ${this.#renderSummary(view, t)}
      <div class="tools">
        ${
          !over
            ? html`<button type="button" class="danger" @click=${() => {
                if (this.hook.test || confirm(t.confirmResignTable)) session.send({ type: 'RESIGN' });
              }}>${t.resignTable}</button>`
            : nothing
        }
        <button type="button" @click=${() => this.#exportRecord()}>${t.exportRecord}</button>
        <button type="button" @click=${() => this.#exportMat()}>${t.exportMat}</button>
        <label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onImportFile} />${t.importRecord}</label>
        <label class="check"><input type="checkbox" .checked=${session.autoForced} @change=${(e: Event) => {
          session.autoForced = (e.target as HTMLInputElement).checked;
          this.#savePrefs({ autoForced: session.autoForced });
        }} />${t.autoForced}</label>
        <label class="check"><input type="checkbox" .checked=${session.autoBoard} @change=${(e: Event) => {
          session.autoBoard = (e.target as HTMLInputElement).checked;
          this.#savePrefs({ autoBoard: session.autoBoard });
        }} />${t.autoBoard}</label>
      </div>
      ${this.#renderMoves(session, t)}
    </section>`;
  }

  #renderNotices(t: AppStrings) {
    const list = this.notices.list;
    const info = list.filter((n) => n.kind === 'info');
    const errors = list.filter((n) => n.kind === 'error');
    return html`<div class="toast">
      ${errors.map(
        (n) => html`<div class="notice error" role="alert">
          <span>${n.text}</span>
          <button type="button" class="dismiss" aria-label=${t.close} @click=${() => this.notices.dismiss(n.id)}>×</button>
        </div>`,
      )}
      <div class="notice info" role="status" aria-live="polite">${info.map((n) => n.text)}</div>
    </div>`;
  }

  override render() {
    const t = this.t;
    // Keep the elements' page-wide locale in step with ours (also after a language switch).
    if (getLocale() !== this._locale) setLocale(this._locale);
    return html`${this.#renderHeader(t)}
      <main id="main">
        ${this.#renderUnreadable(t)}
        ${
          this._screen === 'tournament'
            ? html`<nardy-organiser
                .locale=${this._locale}
                @nardy-play-match=${(e: CustomEvent<PlayMatchDetail>) => this.#playTournamentMatch(e.detail)}
                @nardy-continue-match=${() => this.#go('play')}
              ></nardy-organiser>`
            : this._screen === 'play' && this.session
              ? this.#renderPlay(this.session, t)
              : html`${renderNewGame(this._settings, t, {
                  change: (next) => {
                    this._settings = next;
                  },
                  start: (s) => this.#newGame(s),
                  preset: (id) => this.#newGame(presetSettings(id, this._settings)),
                })}
              <p class="import-line"><label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onImportFile} />${t.importRecord}</label></p>`
        }
      </main>
      ${this.#renderNotices(t)}`;
  }
}

customElements.define('nardy-app', NardyApp);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-app': NardyApp;
  }
}
