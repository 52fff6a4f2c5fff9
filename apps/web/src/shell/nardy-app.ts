import type { Locale } from '@nardy/elements';
import type { NardyRecord } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, type TemplateResult } from 'lit';
import { AnalysisClient } from '../analysis/analysisClient.ts';
import type { ClubRoute } from '../club/clubRoute.ts';
import type { PlayFromDetail } from '../editor/nardy-position-editor.ts';
import type { GameNames } from '../game/nardy-game.ts';
import { renderHome } from '../home/homePage.ts';
import { APP_LOCALES, type AppStrings, appStrings, detectLocale } from '../i18n.ts';
import type { Learners } from '../learn/drillCollect.ts';
import { browserStorage, JsonStore, STORAGE_KEYS, type StorageLike } from '../localStore.ts';
import { Notices } from '../notices.ts';
import { type OnlineRoute, parseOnlineRoute } from '../online/route.ts';
import { SeatStore } from '../online/seatStore.ts';
import { type GameSettings, parseSettings } from '../settings.ts';
import type { TestHook } from '../testHook.ts';
import type { PlayMatchDetail } from '../tournament/organiserPage.ts';
import { copyUnreadable, renderUnreadable, type Unreadable } from '../unreadableView.ts';
import { renderHeader } from './header.ts';
import { Lazy } from './lazy.ts';
import { renderNotices } from './messages.ts';
import { renderLanguageTheme } from './pickers.ts';
import { autoPlayOf, DEFAULT_PREFS, type Prefs, readPrefs, type Theme } from './prefs.ts';
import { addressedScreen, type Screen } from './routes.ts';

/** The club marks a device where an account logged in (`nardy.account`), so that its inbox runs from the start. */
function hasAccountHint(): boolean {
  try {
    return globalThis.localStorage?.getItem('nardy.account') === '1';
  } catch {
    return false;
  }
}

/** The play screen's module (loaded on first use). */
type PlayModule = typeof import('../play/playModule.ts');
type LocalPlay = InstanceType<PlayModule['LocalPlay']>;

/**
 * The app's shell (docs/app.md "Structure"): the header, the address routes, the messages and the
 * unreadable saved game, language and theme, and one module per screen. The new-game screen comes with
 * the first page; every other screen's module — play (with the computer's worker), analysis, editor,
 * organiser, club, online — is loaded when first shown, so a newcomer downloads only the first screen.
 */
export class NardyApp extends LitElement {
  static override properties = {
    _screen: { state: true },
    _settings: { state: true },
    _locale: { state: true },
    _theme: { state: true },
    _unreadable: { state: true },
    _tick: { state: true },
    _panelHidden: { state: true },
    _analysed: { state: true },
    _clubRoute: { state: true },
    _onlineRoute: { state: true },
    _onlinePlaying: { state: true },
    _restoring: { state: true },
    _learning: { state: true },
  };

  declare _screen: Screen;
  /** The record on the analysis screen (the game just played, or a record opened for analysis). */
  declare _analysed: NardyRecord | null;
  /** Which page of the club `#/club…` shows (docs/app.md "The club"). */
  declare _clubRoute: ClubRoute;
  /** The online address shown (`#/online`, `#table=…`; docs/app.md "Screens"). */
  declare _onlineRoute: OnlineRoute;
  /** The online screen shows a table in play (the page then fits the window like local play). */
  declare _onlinePlaying: boolean;
  declare _settings: GameSettings;
  declare _locale: Locale;
  declare _theme: Theme;
  declare _unreadable: Unreadable | null;
  declare _tick: number;
  /** The game screen keeps its moves and tools out of sight (small window): the header offers them. */
  declare _panelHidden: boolean;
  /** The saved games are being read (the play screen's module is on its way). */
  declare _restoring: boolean;
  /** The address of the learning screen shown (rules, drills, first game; its module reads it). */
  declare _learning: string;

  hook: TestHook = { seed: null, test: false };
  readonly storage: StorageLike | null = browserStorage();
  readonly json = new JsonStore(this.storage);
  /** The analysis worker's client, shared by the analysis screen, the hints and the editor (started on first use). */
  readonly analysis = new AnalysisClient();
  readonly notices = new Notices(() => this.requestUpdate());
  #prefs: Prefs = DEFAULT_PREFS;
  #analysedNames: GameNames | null = null;
  /** Whose numbering the analysis writes plays in (the person's seat against the computer, else White). */
  #analysedViewer: Color = 'white';
  /** The computer's seat in the analysed game (its own level is not judged), or null. */
  #analysedComputer: Color | null = null;
  #media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  /** The elements' registration and page-wide language, loaded with the first screen that draws them. */
  readonly #elements = this.#lazy(() => import('../elements.ts'));
  /** The rules pages, the drills and the first game: one module (src/rules/learningScreens.ts). */
  readonly #learningScreens = this.#lazy(() => this.#withElements(import('../rules/learningScreens.ts')));
  readonly #pages = {
    play: this.#lazy(() => this.#withElements(import('../play/playModule.ts'))),
    analysis: this.#lazy(() => this.#withElements(import('../analysis/analysisPage.ts'))),
    editor: this.#lazy(() => this.#withElements(import('../editor/nardy-position-editor.ts'))),
    tournament: this.#lazy(() => import('../tournament/organiserPage.ts')),
    club: this.#lazy(() => import('../club/nardy-club.ts')),
    online: this.#lazy(() => this.#withElements(import('../online/onlinePage.ts'))),
    learning: this.#learningScreens,
  };
  /** Whose mistakes in a record being analysed become drills, and where the record came from. */
  readonly #learners = new WeakMap<NardyRecord, Learners>();
  #play: LocalPlay | null = null;

  constructor() {
    super();
    this._panelHidden = false;
    this._analysed = null;
    this._clubRoute = { page: 'lobby' };
    this._screen = 'new';
    this._onlineRoute = { kind: 'create' };
    this._onlinePlaying = false;
    this._settings = parseSettings(this.json.readJson(STORAGE_KEYS.settings));
    this.#prefs = readPrefs(this.json.readJson(STORAGE_KEYS.prefs), APP_LOCALES);
    this._locale = this.#prefs.locale ?? detectLocale(navigator.languages ?? [navigator.language]);
    this._theme = this.#prefs.theme;
    this._unreadable = null;
    this._tick = 0;
    this._restoring = false;
    this._learning = '';
    this.analysis.onAnalysed = (record, analysis) => {
      const learners = this.#learners.get(record);
      if (!learners) return;
      void this.#learningScreens.load().then((m) => m.keepDrills(this.storage, record, analysis, learners));
    };
  }

  #lazy<T>(importer: () => Promise<T>): Lazy<T> {
    return new Lazy(
      importer,
      () => this.requestUpdate(),
      (e) => this.#say(String(e), 'error'),
    );
  }

  async #withElements<T>(page: Promise<T>): Promise<T> {
    const [module] = await Promise.all([page, this.#elements.load()]);
    return module;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#applyLocale();
    this.#applyTheme();
    this.#media?.addEventListener('change', () => this.#applyTheme());
    window.addEventListener('hashchange', this.#route);
    this.#route();
    // A player who logged in on this device hears of his turns and challenges on every screen: the
    // club's inbox (a small module) starts at once (docs/club.md "Notifications").
    if (hasAccountHint()) {
      void import('../club/inbox.ts')
        .then(({ pageInbox }) => {
          const inbox = pageInbox();
          inbox.locale = this._locale;
          inbox.start();
        })
        .catch(() => {});
    }
    // Games kept on this device (or the test hook) need the play screen's module from the start.
    if (this.json.hasGames() || this.hook.test) {
      this._restoring = this.json.hasGames();
      void this.#loadPlay().then((play) => {
        const restored = play.restore();
        if (restored.kind === 'ok' && this._screen === 'new') this._screen = 'play';
        else if (restored.kind === 'unreadable') {
          this._unreadable = { code: restored.code, message: restored.message, raw: restored.raw };
        }
        const kept = play.store.unreadable();
        if (this._unreadable === null && kept)
          this._unreadable = { code: 'storage/unreadable', message: '', raw: kept };
        this._restoring = false;
      });
    }
    if (this.hook.test) this.#exposeTestHook();
  }

  get t(): AppStrings {
    return appStrings(this._locale);
  }

  /** The play screen's module and the local game, loaded once. */
  async #loadPlay(): Promise<LocalPlay> {
    const module = await this.#pages.play.load();
    this.#play ??= new module.LocalPlay(
      {
        hook: this.hook,
        locale: () => this._locale,
        strings: () => this.t,
        prefs: () => this.#prefs,
        say: (text, kind) => this.#say(text, kind),
        changed: () => {
          this._tick++;
        },
        refused: (code) => module.gameElement()?.explain(code),
      },
      this.storage,
      this.analysis,
    );
    return this.#play;
  }

  /** Follows the address: an addressed screen (organiser, club, editor, online) or, leaving one, the game. */
  #route = (): void => {
    const addressed = addressedScreen(location.hash);
    if (addressed === null) {
      if (this._screen !== 'new' && this._screen !== 'play') {
        this._screen = this.#play?.session ? 'play' : 'new';
      }
      return;
    }
    if (addressed.screen === 'analysis') {
      void this.#openAnalysis(addressed.hash);
      return;
    }
    this._screen = addressed.screen;
    void this.#pages[addressed.screen].load();
    if (addressed.screen === 'club') this._clubRoute = addressed.route;
    else if (addressed.screen === 'editor') this.querySelector('nardy-position-editor')?.openHash(addressed.hash);
    else if (addressed.screen === 'online') this._onlineRoute = addressed.route;
    else if (addressed.screen === 'learning') this._learning = addressed.hash;
  };

  #go(screen: 'new' | 'play' | 'analysis'): void {
    this._screen = screen;
    this._onlinePlaying = false;
    if (addressedScreen(location.hash) !== null) history.pushState(null, '', `${location.pathname}${location.search}`);
  }

  /** Runs a way of starting a table in the play screen's module; shows the table when it started. */
  async #startTable(start: (play: LocalPlay) => boolean): Promise<boolean> {
    const started = start(await this.#loadPlay());
    if (started) this.#go('play');
    return started;
  }

  #newGame(settings: GameSettings): void {
    this.json.writeJson(STORAGE_KEYS.settings, settings);
    this._settings = settings;
    void this.#startTable((play) => play.newGame(settings));
  }

  /** Opens a record (text of a JSON file) at the table; see `LocalPlay.importText`. */
  importText(text: string, diceUsed = 0): Promise<boolean> {
    return this.#startTable((play) => play.importText(text, this._settings, diceUsed));
  }

  /** Opens the analysis screen on a record (the game at the table, or a record read from a file). */
  analyse(
    record: NardyRecord,
    names: GameNames | null = null,
    viewer: Color = 'white',
    computer: Color | null = null,
    learners: Learners = { players: ['white', 'black'], source: 'imported' },
  ): void {
    this.#learners.set(record, learners);
    this._analysed = record;
    this.#analysedNames = names;
    this.#analysedViewer = viewer;
    this.#analysedComputer = computer;
    this.#go('analysis');
    // The screen's own address carries the game: a reload or a shared link opens the same analysis.
    void this.#pages.analysis.load().then(async (page) => {
      const hash = await page.analysisHash({ record, names, viewer, computer });
      if (this._screen === 'analysis' && this._analysed === record) history.pushState(null, '', hash);
    });
  }

  /** Opens the analysis an address names (`#/analysis?game=…`); the bare address keeps the one shown. */
  async #openAnalysis(hash: string): Promise<void> {
    const page = await this.#pages.analysis.load();
    const read = await page.gameFromHash(hash);
    if (read === null) {
      if (this._analysed) this._screen = 'analysis';
      else this.#go(this.#play?.session ? 'play' : 'new');
      return;
    }
    if (!read.ok) {
      this.#say(this.t.importFailed(read.code), 'error');
      this.#go(this.#play?.session ? 'play' : 'new');
      return;
    }
    this._analysed = read.game.record;
    this.#analysedNames = read.game.names;
    this.#analysedViewer = read.game.viewer;
    this.#analysedComputer = read.game.computer;
    this._screen = 'analysis';
    this._onlinePlaying = false;
  }

  #onAnalyseFile = async (e: Event) => {
    const text = await fileText(e);
    if (text === null) return;
    const read = (await this.#pages.analysis.load()).recordFromText(text);
    if (!read.ok) this.#say(this.t.importFailed(read.reason), 'error');
    else this.analyse(read.record);
  };

  #onImportFile = async (e: Event) => {
    const text = await fileText(e);
    if (text !== null) await this.importText(text);
  };

  #savePrefs(patch: Partial<Prefs>): void {
    this.#prefs = { ...this.#prefs, ...patch };
    this.json.writeJson(STORAGE_KEYS.prefs, this.#prefs);
    this.requestUpdate();
  }

  #applyLocale(): void {
    this.#elements.value?.followLocale(this._locale);
    document.documentElement.lang = this._locale;
    // The club's attention keeps its prefix ("● Your turn · ") before the title; the next inbox read puts it back.
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

  /**
   * `window.nardyTest` (docs/app.md "Test hooks"): the play screen's hook once its module is here (it
   * is loaded at once in test mode), the screen, and the ways to open a record.
   */
  #exposeTestHook(): void {
    const hook = () => (this.#play && this.#pages.play.value ? this.#pages.play.value.playTestHook(this.#play) : null);
    (globalThis as unknown as { nardyTest: unknown }).nardyTest = {
      view: () => hook()?.view() ?? null,
      record: () => hook()?.record() ?? null,
      send: (command: unknown) => hook()?.send(command as never),
      thinking: () => hook()?.thinking() ?? false,
      humanToAct: () => hook()?.humanToAct() ?? false,
      botMs: () => hook()?.botMs() ?? 0,
      playFirst: () => hook()?.playFirst() ?? false,
      mat: () => hook()?.mat() ?? null,
      screen: () => this._screen,
      // With seeded dice, `diceUsed` continues their sequence where a test's own table left it.
      importText: (text: string, diceUsed = 0) => this.importText(text, diceUsed),
      analyse: (record: NardyRecord) => this.analyse(record),
    };
  }

  #languageTheme(): TemplateResult {
    return renderLanguageTheme(this._locale, this._theme, this.t, {
      locale: (locale) => {
        this._locale = locale;
        this.#savePrefs({ locale });
        this.#applyLocale();
      },
      theme: (theme) => {
        this._theme = theme;
        this.#savePrefs({ theme });
        this.#applyTheme();
      },
    });
  }

  #seats(): SeatStore {
    return new SeatStore(this.storage);
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

  /** The page of the current screen, or a line saying it is on its way. */
  #renderScreen(t: AppStrings): TemplateResult {
    const loading = html`<p class="loading" role="status">${t.loading}</p>`;
    const play = this.#play;
    const playModule = this.#pages.play.value;
    if (this._restoring) return loading;
    switch (this._screen) {
      case 'tournament':
        if (!this.#pages.tournament.value) return loading;
        return html`<nardy-organiser
          .locale=${this._locale}
          @nardy-play-match=${(e: CustomEvent<PlayMatchDetail>) =>
            void this.#startTable((p) => p.playTournamentMatch(e.detail, this._settings))}
          @nardy-continue-match=${() => this.#go('play')}
        ></nardy-organiser>`;
      case 'online':
        if (!this.#pages.online.value) return loading;
        return html`<nardy-online
          .route=${this._onlineRoute}
          .settings=${this._settings}
          .storage=${this.storage}
          .locale=${this._locale}
          .theme=${this.resolvedTheme}
          .boardTheme=${this.#prefs.boardTheme}
          .sounds=${this.#prefs.sounds}
          .auto=${autoPlayOf(this.#prefs)}
          @nardy-settings=${(e: CustomEvent<GameSettings>) => {
            this._settings = e.detail;
            this.json.writeJson(STORAGE_KEYS.settings, e.detail);
          }}
          @nardy-online-playing=${(e: CustomEvent<{ playing: boolean }>) => {
            this._onlinePlaying = e.detail.playing;
          }}
          @nardy-arrangement=${(e: CustomEvent<{ panel: string }>) => {
            this._panelHidden = e.detail.panel === 'hidden';
          }}
        ></nardy-online>`;
      case 'editor':
        if (!this.#pages.editor.value) return loading;
        return html`<nardy-position-editor
          .client=${this.analysis}
          .locale=${this._locale}
          .theme=${this.resolvedTheme}
          @nardy-play-from=${(e: CustomEvent<PlayFromDetail>) =>
            void this.#startTable((p) => p.playFrom(e.detail, this._settings))}
        ></nardy-position-editor>`;
      case 'club':
        if (!this.#pages.club.value) return loading;
        return html`<nardy-club
          .locale=${this._locale}
          .route=${this._clubRoute}
          @nardy-analyse-record=${(e: CustomEvent<{ record: NardyRecord; names: GameNames; viewer?: Color }>) =>
            this.analyse(e.detail.record, e.detail.names, e.detail.viewer ?? 'white', null, {
              players: e.detail.viewer ? [e.detail.viewer] : ['white', 'black'],
              source: 'online',
            })}
          @nardy-open-table=${(e: CustomEvent<{ link: string }>) => this.#seatFromClub(e.detail.link)}
        ></nardy-club>`;
      case 'learning':
        if (!this.#learningScreens.value) return loading;
        return html`<nardy-learning
          .hash=${this._learning}
          .storage=${this.storage}
          .client=${this.analysis}
          .locale=${this._locale}
          .theme=${this.resolvedTheme}
        ></nardy-learning>`;
      case 'analysis':
        if (!this._analysed) break;
        if (!this.#pages.analysis.value) return loading;
        return html`<nardy-analysis
          .record=${this._analysed}
          .client=${this.analysis}
          .names=${this.#analysedNames ?? { white: t.white, black: t.black }}
          .viewer=${this.#analysedViewer}
          .computer=${this.#analysedComputer}
          .locale=${this._locale}
          .theme=${this.resolvedTheme}
          .boardTheme=${this.#prefs.boardTheme}
          @nardy-analysis-close=${() => this.#go(this.#play?.session ? 'play' : 'new')}
        ></nardy-analysis>`;
      case 'play':
        if (play?.session && playModule) {
          return playModule.renderPlay(
            play,
            play.session,
            {
              locale: this._locale,
              strings: t,
              theme: this.resolvedTheme,
              prefs: this.#prefs,
              savePrefs: (patch) => this.#savePrefs(patch),
              analyse: (record, names, viewer, computer) =>
                this.analyse(record, names, viewer, computer, {
                  // Against the computer, the person's mistakes; on one device, both players'.
                  players: computer ? [viewer] : ['white', 'black'],
                  source: 'local',
                }),
              newGame: () => this.#go('new'),
              panelHidden: (hidden) => {
                this._panelHidden = hidden;
              },
              languageTheme: this.#languageTheme(),
            },
            this.#onImportFile,
          );
        }
        break;
    }
    const games =
      play && playModule
        ? playModule.renderGamesList(play, t, this._locale, {
            resume: () => this.#go('play'),
            continueKept: (id) => void this.#startTable((p) => p.continueShelved(id)),
            changed: () => this.requestUpdate(),
          })
        : html``;
    const seats = this.#seats();
    return renderHome(this._settings, games, seats, t, this._locale, {
      settings: (next) => {
        this._settings = next;
      },
      start: (s) => this.#newGame(s),
      forget: (id) => {
        seats.forget(id);
        this.requestUpdate();
      },
      importFile: this.#onImportFile,
      analyseFile: this.#onAnalyseFile,
    });
  }

  override render() {
    const t = this.t;
    // Keep the elements' page-wide locale in step with ours (also after a language switch).
    this.#elements.value?.followLocale(this._locale);
    const session = this.#play?.session ?? null;
    const playing = (this._screen === 'play' && session !== null) || (this._screen === 'online' && this._onlinePlaying);
    this.classList.toggle('playing', playing);
    return html`${renderHeader(
      {
        screen: this._screen,
        playing: this._screen === 'play' || (this._screen === 'online' && this._onlinePlaying),
        onlineCreate: this._screen === 'online' && this._onlineRoute.kind === 'create',
        gameInProgress: session !== null,
        panelHidden: this._panelHidden,
      },
      t,
      this._locale,
      {
        newGame: () => this.#go('new'),
        continueGame: () => this.#go('play'),
        togglePanel: () => this.#pages.play.value?.gameElement()?.togglePanel(),
      },
      this.#languageTheme(),
    )}
      <main id="main">
        ${renderUnreadable(
          this._unreadable,
          {
            title: t.unreadableTitle,
            text: t.unreadableText,
            copyText: t.copyText,
            download: t.download,
            discard: t.discard,
            id: 'unreadable',
            file: 'nardy-unreadable',
          },
          {
            copy: () =>
              void copyUnreadable(this._unreadable?.raw ?? '', this.querySelector('#unreadable-text')).then(() =>
                this.#say(this.t.copied),
              ),
            discard: () => {
              this.#play?.store.discardUnreadable();
              this._unreadable = null;
            },
          },
        )}
        ${this.#renderScreen(t)}
      </main>
      ${renderNotices(this.notices, t)}`;
  }
}

/** The text of the file an `<input type=file>` was given (and the input emptied for the next one). */
async function fileText(e: Event): Promise<string | null> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  return file ? file.text() : null;
}

customElements.define('nardy-app', NardyApp);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-app': NardyApp;
  }
}
