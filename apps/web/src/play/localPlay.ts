import type { Locale } from '@nardy/elements';
import {
  createTable,
  makeMat,
  type NardyRecord,
  parseTableConfig,
  replayRecord,
  type TableState,
} from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import { matchTableSpec } from '@nardy/tournament';
import type { AnalysisClient } from '../analysis/analysisClient.ts';
import { HintController } from '../analysis/hints.ts';
import { appDice, type DiceOrigin } from '../appDice.ts';
import { BotClient } from '../botClient.ts';
import { download, stamp } from '../download.ts';
import type { PlayFromDetail } from '../editor/nardy-position-editor.ts';
import { tableFromHere } from '../editor/positionSetup.ts';
import { gameStrings } from '../game/gameStrings.ts';
import type { GameNames } from '../game/nardy-game.ts';
import type { AppStrings } from '../i18n.ts';
import { matMessage } from '../matMessage.ts';
import { GameSession } from '../session.ts';
import { type GameSettings, tableSpecFor } from '../settings.ts';
import type { Prefs } from '../shell/prefs.ts';
import { GameStore, type LoadResult, type SavedGame, type StorageLike } from '../storage.ts';
import type { TestHook } from '../testHook.ts';
import type { PlayMatchDetail } from '../tournament/organiserPage.ts';
import { type LinkedMatch, TournamentLink } from './tournamentLink.ts';

/** What the local game needs of the app around it. */
export interface PlayHost {
  readonly hook: TestHook;
  locale(): Locale;
  strings(): AppStrings;
  prefs(): Prefs;
  /** Tells the player something; an error stays until closed. */
  say(text: string, kind?: 'info' | 'error'): void;
  /** The game changed: draw again. */
  changed(): void;
  /** The table refused a command from the page: the game screen says why. */
  refused(code: string): void;
}

/** What a new table starts with besides its state. */
type Seating = Pick<SavedGame, 'opponent' | 'level' | 'dice' | 'pending' | 'names' | 'hinted'>;

/**
 * The game at this device (docs/app.md "Play", "Games in progress are never lost"): the `GameSession`
 * in play with its computer player in a worker, its hints, the saved game and the games kept in
 * progress, the tournament match it may be playing, and the ways a table starts — new game, import,
 * continue, the editor's "Play from here", a tournament's "Play it here". Framework-free; the play
 * screen and the games list render it. Loaded with the play screen, not with the first page.
 */
export class LocalPlay {
  readonly store: GameStore;
  readonly bot = new BotClient();
  readonly hints: HintController;
  session: GameSession | null = null;
  /** The game in the list whose deletion is being confirmed ('current' for the current one). */
  deleting: string | null = null;
  readonly #host: PlayHost;
  readonly #storage: StorageLike | null;
  #link: TournamentLink | null = null;
  #saveError = false;

  constructor(host: PlayHost, storage: StorageLike | null, analysis: AnalysisClient) {
    this.#host = host;
    this.#storage = storage;
    this.store = new GameStore(storage);
    this.hints = new HintController(analysis, () => host.changed());
  }

  /** The tournament match at the table, if any. */
  get tournamentMatch(): LinkedMatch | null {
    return this.#link?.match ?? null;
  }

  /** Resumes the saved game (and the tournament match it plays); an unreadable one is returned as such. */
  restore(): LoadResult {
    const restored = this.store.load();
    if (restored.kind === 'ok') {
      this.#linkTo().restore();
      this.#startSession(restored.state, restored.saved);
    }
    return restored;
  }

  /** Starts a table of the new-game settings; false (and said) when they make no table. */
  newGame(settings: GameSettings): boolean {
    const config = parseTableConfig(tableSpecFor(settings));
    if (!config.ok) {
      this.#host.say(config.error.message, 'error');
      return false;
    }
    this.#leaveTournamentMatch();
    this.#keepCurrent();
    this.#startSession(createTable(config.value), {
      opponent: settings.opponent,
      level: settings.level,
      names: { white: settings.whiteName, black: settings.opponent === 'computer' ? '' : settings.blackName },
      dice: { origin: this.#origin(), used: 0 },
      pending: null,
    });
    return true;
  }

  /** Plays a tournament match at this table (two people, or a person against a bot entrant). */
  playTournamentMatch(detail: PlayMatchDetail, settings: GameSettings): boolean {
    const { plan, tournament } = detail;
    const config = parseTableConfig(matchTableSpec(tournament.config));
    if (!config.ok) {
      this.#host.say(config.error.message, 'error');
      return false;
    }
    this.#keepCurrent();
    this.#linkTo().start(plan.match);
    this.#startSession(createTable(config.value), {
      opponent: plan.kind === 'computer' ? 'computer' : 'human',
      level: plan.kind === 'computer' ? plan.level : settings.level,
      names: { white: plan.match.white, black: plan.kind === 'computer' ? '' : plan.match.black },
      dice: { origin: this.#origin(), used: 0 },
      pending: null,
    });
    return true;
  }

  /** "Play from here" in the position editor: a table of one board from the position (and its roll, if set). */
  playFrom(detail: PlayFromDetail, settings: GameSettings): boolean {
    const table = tableFromHere(detail.spec, detail.first, detail.dice);
    if (!table.ok) {
      this.#host.say(`${table.problem.message} (${table.problem.code})`, 'error');
      return false;
    }
    this.#leaveTournamentMatch();
    this.#keepCurrent();
    this.#startSession(table.value, {
      opponent: detail.opponent,
      level: settings.level,
      names: { white: settings.whiteName, black: detail.opponent === 'computer' ? '' : settings.blackName },
      dice: { origin: this.#origin(), used: 0 },
      pending: null,
    });
    return true;
  }

  /**
   * Opens a record (text of a JSON file); a record that does not replay is refused with its reason. The
   * dice start afresh; `diceUsed` skips that many of a seeded sequence (the end-to-end tests resume one).
   * The seats are those of the game in play, else of the new-game settings.
   */
  importText(text: string, settings: GameSettings, diceUsed = 0): boolean {
    const t = this.#host.strings();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      this.#host.say(t.importFailed((e as Error).message), 'error');
      return false;
    }
    const replay = replayRecord(value);
    if (!replay.ok) {
      this.#host.say(t.importFailed(`${replay.error.code}: ${replay.error.message}`), 'error');
      return false;
    }
    this.#leaveTournamentMatch();
    const seats = this.session ?? settings;
    const names = this.session?.names;
    this.#keepCurrent();
    this.#startSession(replay.value, {
      opponent: seats.opponent,
      level: seats.level,
      names,
      dice: { origin: this.#origin(), used: diceUsed },
      pending: null,
    });
    return true;
  }

  /** Continues a game from the list of games in progress; the current one (if unfinished) is kept. */
  continueShelved(id: string): boolean {
    const item = this.store.shelved().find((x) => x.id === id);
    if (item?.result.kind !== 'ok') return false;
    this.#leaveTournamentMatch();
    this.#keepCurrent();
    this.#startSession(item.result.state, item.result.saved);
    this.store.unshelve(id);
    return true;
  }

  /** Deletes a game of the list ('current': the game in play, which ends). */
  deleteGame(id: string): void {
    this.deleting = null;
    if (id === 'current') {
      this.session?.stop();
      this.session = null;
      this.store.clear();
      this.#leaveTournamentMatch();
    } else {
      this.store.unshelve(id);
    }
    this.#host.changed();
  }

  exportRecord(): void {
    if (!this.session) return;
    download(`nardy-${stamp()}.json`, `${JSON.stringify(this.session.record(), null, 2)}\n`, 'application/json');
  }

  exportMat(): void {
    if (!this.session) return;
    const record = this.session.record();
    const r = makeMat(record);
    if (r.ok) download(`nardy-${stamp()}.mat`, r.value.text, 'text/plain');
    const message = matMessage(r, this.#host.strings(), record.games.length);
    if (message) this.#host.say(message.text, message.kind);
  }

  /** The players' names at the table: the names given on the new-game screen, or the colours / the computer's level. */
  names(session: GameSession): GameNames {
    const t = this.#host.strings();
    const white = session.names.white || t.white;
    const black =
      session.computer === 'black'
        ? gameStrings(this.#host.locale()).computerName(t.levels[session.level].toLowerCase())
        : session.names.black || t.black;
    return { white, black };
  }

  /** The person's colour against the computer, else White: whose numbering plays are written in. */
  viewer(session: GameSession): Color {
    return session.computer === null ? 'white' : opposite(session.computer);
  }

  /** The record of the game in play, for the analysis screen. */
  record(): NardyRecord | null {
    return this.session?.record() ?? null;
  }

  #origin(): DiceOrigin {
    const seed = this.#host.hook.seed;
    return seed !== null ? { kind: 'seeded', seed } : { kind: 'crypto' };
  }

  #linkTo(): TournamentLink {
    this.#link ??= new TournamentLink(this.#storage);
    return this.#link;
  }

  #leaveTournamentMatch(): void {
    this.#link?.leave();
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
    if (error) this.#host.say(this.#host.strings().saveFailed(error), 'error');
    else this.#host.say(this.#host.strings().keptInGames);
  }

  #startSession(state: TableState, saved: Seating): void {
    this.session?.stop();
    this.bot.cancel();
    this.hints.hinted.clear();
    for (const turn of saved.hinted ?? []) this.hints.hinted.add(turn);
    this.#saveError = false;
    const prefs = this.#host.prefs();
    this.session = new GameSession({
      state,
      dice: appDice(saved.dice.origin, saved.dice.used),
      opponent: saved.opponent,
      level: saved.level,
      names: saved.names,
      bot: this.bot,
      pending: saved.pending,
      pause: this.#host.hook.test ? 0 : 450,
      autoForced: prefs.autoForced,
      autoBoard: prefs.autoBoard,
      onChange: () => this.#sessionChanged(),
      onRefused: (code) => this.#host.refused(code),
      onBotError: (message) => this.#host.say(message, 'error'),
    });
    this.#sessionChanged();
  }

  #sessionChanged(): void {
    const session = this.session;
    if (!session) return;
    const hinted = [...this.hints.hinted];
    const error = this.store.save({ ...session.saved(), ...(hinted.length > 0 ? { hinted } : {}) });
    if (error && !this.#saveError) this.#host.say(this.#host.strings().saveFailed(error), 'error');
    this.#saveError = error !== null;
    this.#link?.check(session.state, this.#host.locale(), (text, kind) => this.#host.say(text, kind));
    this.#host.changed();
  }
}
