import { formatPoints, getLocale, LOCALES, type Locale, setLocale, stringsFor } from '@nardy/elements';
import {
  actorOf,
  allGames,
  createTable,
  legalPlaysOn,
  makeMat,
  type NardyRecord,
  parseTableConfig,
  replayRecord,
  type TableState,
} from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import { html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import { AnalysisClient } from './analysis/analysisClient.ts';
import { analysisStrings } from './analysis/analysisStrings.ts';
import { HintController } from './analysis/hints.ts';
import './analysis/nardy-analysis.ts';
import { appDice } from './appDice.ts';
import { editorStrings } from './editor/editorStrings.ts';
import './editor/nardy-position-editor.ts';
import { BotClient } from './botClient.ts';
import { CLUB_HASH, type ClubRoute, isClubHash, parseClubRoute } from './club/clubRoute.ts';
import { download, stamp } from './download.ts';
import type { PlayFromDetail } from './editor/nardy-position-editor.ts';
import { tableFromHere } from './editor/positionSetup.ts';
import { type AppStrings, appStrings, detectLocale } from './i18n.ts';
import './game/nardy-game.ts';
import { gameStrings } from './game/gameStrings.ts';
import type { GameNames, GameSource } from './game/nardy-game.ts';
import { matMessage } from './matMessage.ts';
import { renderNewGame } from './newGameForm.ts';
import { Notices } from './notices.ts';
import { onlineStrings } from './online/onlineStrings.ts';
import { ONLINE_HASH, type OnlineRoute, parseOnlineRoute, tableHash } from './online/route.ts';
import { SeatStore } from './online/seatStore.ts';
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

/** Colours of the boards (the elements' board themes). */
export const BOARD_THEMES = ['green', 'wood', 'contrast'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

interface Prefs {
  readonly locale: Locale | null;
  readonly theme: Theme;
  readonly autoForced: boolean;
  readonly autoBoard: boolean;
  /** Sounds for dice, moves and the game's end: off until the player turns them on. */
  readonly sounds: boolean;
  readonly boardTheme: BoardTheme;
  /** The Hint button during games (issue 17): off until the player turns it on. */
  readonly hints: boolean;
}

const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

const DEFAULT_PREFS: Prefs = {
  locale: null,
  theme: 'auto',
  autoForced: true,
  autoBoard: true,
  sounds: false,
  boardTheme: 'green',
  hints: false,
};

function readPrefs(value: unknown): Prefs {
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
  const o = value as Record<string, unknown>;
  return {
    locale: isLocale(o.locale) ? o.locale : null,
    theme: (THEMES as readonly unknown[]).includes(o.theme) ? (o.theme as Theme) : 'auto',
    autoForced: typeof o.autoForced === 'boolean' ? o.autoForced : true,
    autoBoard: typeof o.autoBoard === 'boolean' ? o.autoBoard : true,
    sounds: o.sounds === true,
    boardTheme: (BOARD_THEMES as readonly unknown[]).includes(o.boardTheme) ? (o.boardTheme as BoardTheme) : 'green',
    hints: o.hints === true,
  };
}

/** The address of the organiser's page (docs/app.md "Screens"). */
export const TOURNAMENT_HASH = '#/tournament';
/** The address of the position editor; `#/editor?…` names a position (docs/app.md "Position editor"). */
export const EDITOR_HASH = '#/editor';

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/**
 * The header's icons: on a phone at a table in play they stand for the words, which stay as the
 * buttons' names for screen readers, so the header fits one line; elsewhere only the move list's shows,
 * beside its word.
 */
const HEADER_ICONS = {
  new: svg`<path d="M10 4v12M4 10h12" />`,
  tournament: svg`<path d="M6 3h8v4a4 4 0 0 1-8 0zM6 5H3a3 3 0 0 0 3 3M14 5h3a3 3 0 0 1-3 3M10 11v3M7 17h6M8 14h4" />`,
  club: svg`<circle cx="7" cy="7" r="3" /><circle cx="14" cy="8" r="2.5" /><path d="M2 17a5 5 0 0 1 10 0M11 15.5a4 4 0 0 1 7 1.5" />`,
  moves: svg`<path d="M4 5h12M4 10h12M4 15h12" />`,
};

function headerIcon(name: keyof typeof HEADER_ICONS): TemplateResult {
  return html`<svg class="icon ${name}" viewBox="0 0 20 20" aria-hidden="true" focusable="false">${HEADER_ICONS[name]}</svg>`;
}

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
    _deleting: { state: true },
    _panelHidden: { state: true },
    _analysed: { state: true },
    _clubRoute: { state: true },
    _onlineRoute: { state: true },
    _onlinePlaying: { state: true },
    _onlineLoaded: { state: true },
  };

  declare _screen: 'new' | 'play' | 'tournament' | 'analysis' | 'club' | 'editor' | 'online';
  /** The record on the analysis screen (the game just played, or a record opened for analysis). */
  declare _analysed: NardyRecord | null;
  /** Which page of the club `#/club…` shows (docs/app.md "The club"). */
  declare _clubRoute: ClubRoute;
  /** The online address shown (`#/online`, `#table=…`; docs/app.md "Screens"). */
  declare _onlineRoute: OnlineRoute;
  /** The online screen shows a table in play (the page then fits the window like local play). */
  declare _onlinePlaying: boolean;
  /** The online screen's code (with the network client) is loaded on first use, not with the page. */
  declare _onlineLoaded: boolean;
  declare _settings: GameSettings;
  declare _locale: Locale;
  declare _theme: Theme;
  declare _unreadable: { code: string; message: string; raw: string } | null;
  declare _tick: number;
  /** The tournament match being played at the table, if any (`done` once its result is entered). */
  declare _tournamentMatch: { match: NextMatch; done: boolean } | null;
  /** The game in the list whose deletion is being confirmed ('current' for the current one). */
  declare _deleting: string | null;
  /** The game screen keeps its moves and tools out of sight (small window): the header offers them. */
  declare _panelHidden: boolean;

  hook: TestHook = { seed: null, test: false };
  readonly store: GameStore;
  readonly tournamentStore: TournamentStore;
  readonly bot = new BotClient();
  readonly analysis = new AnalysisClient();
  readonly hints = new HintController(this.analysis, () => this.requestUpdate());
  session: GameSession | null = null;
  #prefs: Prefs = DEFAULT_PREFS;
  readonly notices = new Notices(() => this.requestUpdate());
  #saveError = false;
  #analysedNames: GameNames | null = null;
  /** Whose numbering the analysis writes plays in (the person's seat against the computer, else White). */
  #analysedViewer: Color = 'white';
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
    this._deleting = null;
    this._panelHidden = false;
    this._analysed = null;
    this._clubRoute = { page: 'lobby' };
    this._screen = 'new';
    this._onlineRoute = { kind: 'create' };
    this._onlinePlaying = false;
    this._onlineLoaded = false;
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
    const online = parseOnlineRoute(location.hash);
    if (location.hash === TOURNAMENT_HASH) this._screen = 'tournament';
    else if (isClubHash(location.hash)) {
      // The club (and its socket client) is loaded only when it is visited.
      void import('./club/nardy-club.ts');
      this._screen = 'club';
      this._clubRoute = parseClubRoute(location.hash);
    } else if (location.hash.startsWith(EDITOR_HASH)) {
      this._screen = 'editor';
      this.querySelector('nardy-position-editor')?.openHash(location.hash);
    } else if (online !== null) {
      this._screen = 'online';
      this._onlineRoute = online;
    } else if (
      this._screen === 'tournament' ||
      this._screen === 'club' ||
      this._screen === 'editor' ||
      this._screen === 'online'
    ) {
      this._screen = this.session ? 'play' : 'new';
    }
  };

  #go(screen: 'new' | 'play' | 'analysis'): void {
    this._screen = screen;
    this._onlinePlaying = false;
    if (
      location.hash === TOURNAMENT_HASH ||
      isClubHash(location.hash) ||
      location.hash.startsWith(EDITOR_HASH) ||
      parseOnlineRoute(location.hash) !== null
    ) {
      history.pushState(null, '', `${location.pathname}${location.search}`);
    }
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
    this.#keepCurrent();
    this._tournamentMatch = { match: plan.match, done: false };
    this.#startSession(createTable(config.value), {
      opponent: plan.kind === 'computer' ? 'computer' : 'human',
      level: plan.kind === 'computer' ? plan.level : this._settings.level,
      names: { white: plan.match.white, black: plan.kind === 'computer' ? '' : plan.match.black },
      dice: { origin, used: 0 },
      pending: null,
    });
    this.#go('play');
  }

  /** "Play from here" in the position editor: a table of one board from the position set up (and its roll, if set). */
  #playFrom(detail: PlayFromDetail): void {
    const table = tableFromHere(detail.spec, detail.first, detail.dice);
    if (!table.ok) {
      this.#say(`${table.problem.message} (${table.problem.code})`, 'error');
      return;
    }
    this.#leaveTournamentMatch();
    this.#keepCurrent();
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this.#startSession(table.value, {
      opponent: detail.opponent,
      level: this._settings.level,
      names: { white: this._settings.whiteName, black: detail.opponent === 'computer' ? '' : this._settings.blackName },
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
      this.#say(
        s.resultEntered(result.pairing, result.winner, formatPoints(result.score[0]), formatPoints(result.score[1])),
      );
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

  /**
   * Keeps the game in progress before another one takes its place (issue 19: never lose a game): it
   * goes, as saved, to the list of games in progress on the new-game screen. A finished game is not kept.
   */
  #keepCurrent(): void {
    const session = this.session;
    if (!session || session.state.over) return;
    const id = `g${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const error = this.store.shelveCurrent(id);
    if (error) this.#say(this.t.saveFailed(error), 'error');
    else this.#say(this.t.keptInGames);
  }

  #startSession(
    state: TableState,
    saved: Pick<SavedGame, 'opponent' | 'level' | 'dice' | 'pending' | 'names' | 'hinted'>,
  ): void {
    this.session?.stop();
    this.bot.cancel();
    this.hints.hinted.clear();
    for (const turn of saved.hinted ?? []) this.hints.hinted.add(turn);
    this.#saveError = false;
    this.session = new GameSession({
      state,
      dice: appDice(saved.dice.origin, saved.dice.used),
      opponent: saved.opponent,
      level: saved.level,
      names: saved.names,
      bot: this.bot,
      pending: saved.pending,
      pause: this.hook.test ? 0 : 450,
      autoForced: this.#prefs.autoForced,
      autoBoard: this.#prefs.autoBoard,
      onChange: () => this.#sessionChanged(),
      onRefused: (code) => this.querySelector('nardy-game')?.explain(code),
      onBotError: (message) => this.#say(message, 'error'),
    });
    this.#sessionChanged();
  }

  #sessionChanged(): void {
    const session = this.session;
    if (!session) return;
    const hinted = [...this.hints.hinted];
    const error = this.store.save({ ...session.saved(), ...(hinted.length > 0 ? { hinted } : {}) });
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
    this.#keepCurrent();
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this.#startSession(createTable(config.value), {
      opponent: settings.opponent,
      level: settings.level,
      names: { white: settings.whiteName, black: settings.opponent === 'computer' ? '' : settings.blackName },
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
    const record = this.session.record();
    const r = makeMat(record);
    if (r.ok) download(`nardy-${stamp()}.mat`, r.value.text, 'text/plain');
    const message = matMessage(r, this.t, record.games.length);
    if (message) this.#say(message.text, message.kind);
  }

  /**
   * Opens a record (text of a JSON file); a record that does not replay is refused with its reason. The
   * dice start afresh; `diceUsed` skips that many of a seeded sequence (the end-to-end tests resume one).
   */
  importText(text: string, diceUsed = 0): boolean {
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
    const names = this.session?.names;
    this.#keepCurrent();
    const origin =
      this.hook.seed !== null ? { kind: 'seeded' as const, seed: this.hook.seed } : { kind: 'crypto' as const };
    this.#startSession(replay.value, {
      opponent: seats.opponent,
      level: seats.level,
      names,
      dice: { origin, used: diceUsed },
      pending: null,
    });
    this._screen = 'play';
    return true;
  }

  /** Opens the analysis screen on a record (the game at the table, or a record read from a file). */
  analyse(record: NardyRecord, names: GameNames | null = null, viewer: Color = 'white'): void {
    this._analysed = record;
    this.#analysedNames = names;
    this.#analysedViewer = viewer;
    this.#go('analysis');
  }

  /** A record file to analyse without playing it: refused with its reason when it does not replay. */
  #onAnalyseFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = await file.text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      this.#say(this.t.importFailed((err as Error).message), 'error');
      return;
    }
    const replay = replayRecord(value);
    if (!replay.ok) this.#say(this.t.importFailed(`${replay.error.code}: ${replay.error.message}`), 'error');
    else this.analyse(value as NardyRecord);
  };

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
      // With seeded dice, `diceUsed` continues their sequence where a test's own table left it.
      importText: (text: string, diceUsed = 0) => this.importText(text, diceUsed),
      analyse: (record: NardyRecord) => this.analyse(record),
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
    const playing = this._screen === 'play' || (this._screen === 'online' && this._onlinePlaying);
    const o = onlineStrings(this._locale);
    return html`<header class="app-header ${playing ? 'compact' : ''}">
      <h1><span class="logo" aria-hidden="true">⚀</span> ${t.title}</h1>
      <nav class="header-tools" aria-label=${t.title}>
        ${
          this._screen !== 'new'
            ? html`<button type="button" class="new" @click=${() => this.#go('new')}>${headerIcon('new')}<span class="label">${t.newGame}</span></button>`
            : this.session
              ? html`<button type="button" @click=${() => this.#go('play')}>${t.continueGame}</button>`
              : nothing
        }
        ${
          // At a table in play the header keeps to the game (the new-game screen offers it too).
          playing || (this._screen === 'online' && this._onlineRoute.kind === 'create')
            ? nothing
            : html`<a class="button-link" href=${ONLINE_HASH}>${o.playOnline}</a>`
        }
        ${
          this._screen === 'tournament'
            ? nothing
            : html`<a class="button-link" href=${TOURNAMENT_HASH}
                >${headerIcon('tournament')}<span class="label">${tournamentStrings(this._locale).tournament}</span></a
              >`
        }
        ${
          this._screen === 'club'
            ? nothing
            : html`<a class="button-link" href=${CLUB_HASH}>${headerIcon('club')}<span class="label">${t.club}</span></a>`
        }
        ${
          this._screen === 'editor' || playing
            ? nothing
            : html`<a class="button-link" href=${EDITOR_HASH}>${editorStrings(this._locale).open}</a>`
        }
        ${
          playing && this._panelHidden
            ? html`<button type="button" class="panel-toggle" @click=${() => this.querySelector('nardy-game')?.togglePanel()}>
                ${headerIcon('moves')}<span class="label">${t.moveList}</span>
              </button>`
            : nothing
        }
        ${playing ? nothing : this.#renderLanguageTheme(t)}
      </nav>
    </header>`;
  }

  #renderLanguageTheme(t: AppStrings): TemplateResult {
    return html`<label class="compact" for="locale-picker"><span>${t.language}</span>
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
        </select></label>`;
  }

  /** Continues a game from the list of games in progress; the current one (if unfinished) is kept. */
  #continueShelved(id: string): void {
    const item = this.store.shelved().find((x) => x.id === id);
    if (item?.result.kind !== 'ok') return;
    this.#leaveTournamentMatch();
    this.#keepCurrent();
    this.#startSession(item.result.state, item.result.saved);
    this.store.unshelve(id);
    this.#go('play');
  }

  #deleteGame(id: string): void {
    this._deleting = null;
    if (id === 'current') {
      this.session?.stop();
      this.session = null;
      this.store.clear();
      this.#leaveTournamentMatch();
    } else {
      this.store.unshelve(id);
    }
    this.requestUpdate();
  }

  /** One line about a saved game: its boards, opponent, moves, score and when it was saved. */
  #describe(state: TableState, saved: Pick<SavedGame, 'opponent' | 'level' | 'savedAt'>, t: AppStrings): string {
    const boards = state.config.boards.map((b) => t.variant[b.variant]).join(' + ');
    // Named and labelled as the game screen names the computer and the match.
    const opponent =
      saved.opponent === 'computer'
        ? gameStrings(this._locale).computerName(t.levels[saved.level].toLowerCase())
        : t.opponents.human;
    const moves = allGames(state).reduce((n, g) => n + g.events.filter((e) => e.type === 'move').length, 0);
    const match = state.config.match;
    const score = match
      ? `${stringsFor(this._locale).matchTo(match.length)}: ${formatPoints(state.score.white)}–${formatPoints(state.score.black)}`
      : '';
    const when = saved.savedAt
      ? new Intl.DateTimeFormat(this._locale, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(saved.savedAt),
        )
      : '';
    return t.savedLine(boards, opponent, moves, score, when);
  }

  #renderGames(t: AppStrings) {
    const items: { id: string; text: string; ok: boolean }[] = [];
    const session = this.session;
    if (session && !session.state.over) {
      items.push({
        id: 'current',
        text: `${this.#describe(session.state, { ...session.saved(), savedAt: new Date().toISOString() }, t)} (${t.currentGame})`,
        ok: true,
      });
    }
    for (const { id, result } of this.store.shelved()) {
      items.push(
        result.kind === 'ok'
          ? { id, text: this.#describe(result.state, result.saved, t), ok: true }
          : { id, text: t.unreadableGame(result.kind === 'unreadable' ? result.code : 'storage/shape'), ok: false },
      );
    }
    if (items.length === 0) return nothing;
    return html`<section class="games" aria-labelledby="games-title">
      <h2 id="games-title">${t.gamesInProgress}</h2>
      <ul class="games-list">
        ${items.map(
          (item) => html`<li data-game=${item.id}>
            <span class="game-line">${item.text}</span>
            ${
              this._deleting === item.id
                ? html`<span class="row" role="group" aria-label=${t.deleteAsk}>
                    <span>${t.deleteAsk}</span>
                    <button type="button" class="danger" @click=${() => this.#deleteGame(item.id)}>${t.deleteYes}</button>
                    <button type="button" @click=${() => (this._deleting = null)}>${t.deleteNo}</button>
                  </span>`
                : html`<span class="row">
                    ${
                      item.ok
                        ? html`<button type="button" class="primary" @click=${() =>
                            item.id === 'current'
                              ? this.#go('play')
                              : this.#continueShelved(item.id)}>${t.continueThis}</button>`
                        : nothing
                    }
                    <button type="button" @click=${() => (this._deleting = item.id)}>${t.deleteGame}</button>
                  </span>`
            }
          </li>`,
        )}
      </ul>
    </section>`;
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

  /** The players' names at the table: the names given on the new-game screen, or the colours / the computer's level. */
  #names(session: GameSession, t: AppStrings): GameNames {
    const g = gameStrings(this._locale);
    const white = session.names.white || t.white;
    const black =
      session.computer === 'black'
        ? g.computerName(t.levels[session.level].toLowerCase())
        : session.names.black || t.black;
    return { white, black };
  }

  /** The game's tools in the side panel: resign, export, import, and the options of play. */
  #renderTools(session: GameSession, t: AppStrings): TemplateResult {
    const view = session.view;
    const over = view.phase === 'gameOver' || view.phase === 'matchOver';
    const link = this._tournamentMatch;
    const ts = tournamentStrings(this._locale);
    const game = () => this.querySelector('nardy-game');
    return html`${
      link
        ? html`<p class="tournament-banner">${ts.playingBanner(link.match.pairing, link.match.number, link.match.white, link.match.black)}
            <a class="button-link" href=${TOURNAMENT_HASH}>${ts.backToTournament}</a></p>`
        : nothing
    }
      <div class="tools">
        ${
          !over
            ? html`<button type="button" class="danger" @click=${() => game()?.resign(null)}>${view.boards.length > 1 ? t.resignTable : t.resignGame}</button>`
            : nothing
        }
        ${
          over
            ? html`<button type="button" class="analyse" @click=${() => this.analyse(session.record(), this.#names(session, t), this.#viewer(session))}>${analysisStrings(this._locale).analyse}</button>`
            : nothing
        }
        ${this.#prefs.hints && !over ? this.hints.render(session, this._locale) : nothing}
        <button type="button" @click=${() => this.#exportRecord()}>${t.exportRecord}</button>
        <button type="button" @click=${() => this.#exportMat()}>${t.exportMat}</button>
        <label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onImportFile} />${t.importRecord}</label>
      </div>
      <details class="options">
        <summary>${t.options}</summary>
        <label class="check"><input type="checkbox" .checked=${session.autoForced} @change=${(e: Event) => {
          session.autoForced = (e.target as HTMLInputElement).checked;
          this.#savePrefs({ autoForced: session.autoForced });
        }} />${t.autoForced}</label>
        <label class="check"><input type="checkbox" .checked=${session.autoBoard} @change=${(e: Event) => {
          session.autoBoard = (e.target as HTMLInputElement).checked;
          this.#savePrefs({ autoBoard: session.autoBoard });
        }} />${t.autoBoard}</label>
        <label class="check"><input type="checkbox" class="hints-setting" .checked=${this.#prefs.hints} @change=${(
          e: Event,
        ) => {
          this.#savePrefs({ hints: (e.target as HTMLInputElement).checked });
          this.requestUpdate();
        }} />${analysisStrings(this._locale).hintSetting}</label>
        <label class="check"><input type="checkbox" .checked=${this.#prefs.sounds} @change=${(e: Event) => {
          this.#savePrefs({ sounds: (e.target as HTMLInputElement).checked });
          this.requestUpdate();
        }} />${t.sounds}</label>
        <label class="field" for="board-theme"><span>${t.boardTheme}</span>
          <select id="board-theme" @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value as BoardTheme;
            this.#savePrefs({ boardTheme: v });
            this.requestUpdate();
          }}>
            ${BOARD_THEMES.map((b) => html`<option value=${b} ?selected=${b === this.#prefs.boardTheme}>${t.boardThemes[b]}</option>`)}
          </select></label>
        <div class="row">${this.#renderLanguageTheme(t)}</div>
      </details>`;
  }

  /** The person's colour against the computer, else White: whose numbering plays are written in. */
  #viewer(session: GameSession): Color {
    return session.computer === null ? 'white' : opposite(session.computer);
  }

  #renderPlay(session: GameSession, t: AppStrings) {
    return html`<nardy-game
      .source=${session.source as GameSource}
      .seat=${session.computer === null ? null : 'white'}
      .names=${this.#names(session, t)}
      .locale=${this._locale}
      .theme=${this.resolvedTheme}
      .boardTheme=${this.#prefs.boardTheme}
      .sounds=${this.#prefs.sounds}
      .thinking=${session.thinking}
      .suggestions=${this.#prefs.hints ? this.hints.suggestions(session) : null}
      .hinted=${this.hints.hinted}
      .tools=${this.#renderTools(session, t)}
      .turnActions=${this.#prefs.hints && this.hints.available(session) ? this.hints.button(session, this._locale, true) : null}
      .hintLine=${this.#prefs.hints ? this.hints.compactLine(session, this._locale) : null}
      .overExtra=${html`<button type="button" class="analyse" @click=${() => this.analyse(session.record(), this.#names(session, t), this.#viewer(session))}>${analysisStrings(this._locale).analyse}</button>${
        this._tournamentMatch
          ? html`<a class="button-link" href=${TOURNAMENT_HASH}>${tournamentStrings(this._locale).backToTournament}</a>`
          : nothing
      }`}
      @nardy-new-game=${() => this.#go('new')}
      @nardy-arrangement=${(e: CustomEvent<{ panel: string }>) => {
        this._panelHidden = e.detail.panel === 'hidden';
      }}
    ></nardy-game>`;
  }

  /**
   * A seat the club found (quick match, Sit) was taken there under the player's name or account: it is
   * kept as taken, so the online screen opens it at once instead of asking for a name.
   */
  #seatFromClub(link: string): void {
    const route = parseOnlineRoute(new URL(link, location.href).hash);
    if (route?.kind !== 'table' || route.token === undefined) return;
    this.#seats().keep({ tableId: route.tableId, token: route.token, joined: true });
  }

  #seats(): SeatStore {
    try {
      return new SeatStore(globalThis.localStorage ?? null);
    } catch {
      return new SeatStore(null);
    }
  }

  #renderOnline() {
    if (!this._onlineLoaded) {
      // The club's clocks and chat ride on the online screen as its panels (docs/app.md "The club").
      void Promise.all([import('./online/nardy-online.ts'), import('./club/onlinePanels.ts')]).then(
        ([online, club]) => {
          club.registerClubPanels(online.addOnlinePanel);
          this._onlineLoaded = true;
        },
        (e: unknown) => this.#say(String(e), 'error'),
      );
      return html`<p role="status">${onlineStrings(this._locale).connecting}</p>`;
    }
    let storage: Storage | null = null;
    try {
      storage = globalThis.localStorage ?? null;
    } catch {
      storage = null;
    }
    return html`<nardy-online
      .route=${this._onlineRoute}
      .settings=${this._settings}
      .storage=${storage}
      .locale=${this._locale}
      .theme=${this.resolvedTheme}
      .boardTheme=${this.#prefs.boardTheme}
      .sounds=${this.#prefs.sounds}
      @nardy-settings=${(e: CustomEvent<GameSettings>) => {
        this._settings = e.detail;
        this.store.writeJson(STORAGE_KEYS.settings, e.detail);
      }}
      @nardy-online-playing=${(e: CustomEvent<{ playing: boolean }>) => {
        this._onlinePlaying = e.detail.playing;
      }}
      @nardy-arrangement=${(e: CustomEvent<{ panel: string }>) => {
        this._panelHidden = e.detail.panel === 'hidden';
      }}
    ></nardy-online>`;
  }

  /** The online tables kept in this browser (their seats resume from here), and the way to a new one. */
  #renderOnlineTables(t: AppStrings) {
    const o = onlineStrings(this._locale);
    const seats = this.#seats();
    const kept = seats.list();
    const when = (iso: string) =>
      new Intl.DateTimeFormat(this._locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
    return html`<section class="online-tables" aria-labelledby="online-tables-title">
      <h2 id="online-tables-title">${kept.length > 0 ? o.onlineTables : o.playOnline}</h2>
      ${
        kept.length > 0
          ? html`<ul class="games-list">
              ${kept.slice(0, 5).map((k) => {
                const boards = (k.boards ?? [])
                  .map((b) => t.variant[b as keyof AppStrings['variant']] ?? b)
                  .join(' + ');
                const line =
                  k.token !== undefined
                    ? o.tableLine(boards, k.color ? o.colorName(k.color) : '?', when(k.usedAt))
                    : o.watchLine(boards, when(k.usedAt));
                return html`<li data-table=${k.tableId}>
                  <span class="game-line">${line}</span>
                  <span class="row">
                    <a class="button-link" href=${tableHash(k.tableId)}>${o.continueTable}</a>
                    <button type="button" @click=${() => {
                      seats.forget(k.tableId);
                      this.requestUpdate();
                    }}>${o.forget}</button>
                  </span>
                </li>`;
              })}
            </ul>`
          : nothing
      }
      <p><a class="button-link primary" href=${ONLINE_HASH}>${o.playOnline}</a></p>
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
    this.classList.toggle(
      'playing',
      (this._screen === 'play' && this.session !== null) || (this._screen === 'online' && this._onlinePlaying),
    );
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
            : this._screen === 'online'
              ? this.#renderOnline()
              : this._screen === 'editor'
                ? html`<nardy-position-editor
                  .client=${this.analysis}
                  .locale=${this._locale}
                  .theme=${this.resolvedTheme}
                  @nardy-play-from=${(e: CustomEvent<PlayFromDetail>) => this.#playFrom(e.detail)}
                ></nardy-position-editor>`
                : this._screen === 'analysis' && this._analysed
                  ? html`<nardy-analysis
                  .record=${this._analysed}
                  .client=${this.analysis}
                  .names=${this.#analysedNames ?? { white: t.white, black: t.black }}
                  .viewer=${this.#analysedViewer}
                  .locale=${this._locale}
                  .theme=${this.resolvedTheme}
                  .boardTheme=${this.#prefs.boardTheme}
                  @nardy-analysis-close=${() => this.#go(this.session ? 'play' : 'new')}
                ></nardy-analysis>`
                  : this._screen === 'club'
                    ? html`<nardy-club
                      .locale=${this._locale}
                      .route=${this._clubRoute}
                      @nardy-analyse-record=${(e: CustomEvent<{ record: NardyRecord; names: GameNames }>) =>
                        this.analyse(e.detail.record, e.detail.names)}
                      @nardy-open-table=${(e: CustomEvent<{ link: string }>) => this.#seatFromClub(e.detail.link)}
                    ></nardy-club>`
                    : this._screen === 'play' && this.session
                      ? this.#renderPlay(this.session, t)
                      : html`${this.#renderGames(t)}${this.#renderOnlineTables(t)}${renderNewGame(this._settings, t, {
                          change: (next) => {
                            this._settings = next;
                          },
                          start: (s) => this.#newGame(s),
                          preset: (id) => this.#newGame(presetSettings(id, this._settings)),
                        })}
              <p class="import-line"><label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onImportFile} />${t.importRecord}</label>
                <label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onAnalyseFile} />${analysisStrings(this._locale).analyseRecord}</label></p>`
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
