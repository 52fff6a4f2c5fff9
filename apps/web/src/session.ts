import type { Level } from '@nardy/bot';
import {
  type AutoPlaySettings,
  computerSeat,
  DEFAULT_AUTO_PLAY,
  type NardyRecord,
  personSeat,
  recordFromState,
  type Seat,
  type SessionSnapshot,
  selectTableView,
  type TableCommand,
  TableSession,
  type TableState,
  type TableView,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { type CountedDice, diceState } from './appDice.ts';
import type { GameSource } from './game/nardy-game.ts';
import type { Opponent } from './settings.ts';
import type { SavedGame } from './storage.ts';

/** What a session needs from the computer player (the worker client, or a direct call in tests). */
export interface BotLike {
  decide(state: TableState, player: Color, level: Level): Promise<TableCommand>;
  cancel(): void;
}

export interface SessionOptions {
  readonly state: TableState;
  readonly dice: CountedDice;
  readonly opponent: Opponent;
  readonly level: Level;
  /** The players' names as given on the new-game screen (empty: the colour, or the computer's level). */
  readonly names?: PlayerNames;
  readonly bot: BotLike | null;
  /** Unconfirmed steps to re-enter (a reload in the middle of a turn). */
  readonly pending?: SavedGame['pending'];
  /** Pause before each of the computer's actions and each forced choice made for the person (ms); 0 in tests. */
  readonly pause: number;
  readonly autoForced: boolean;
  readonly autoBoard: boolean;
  /** Called after every change (to re-render and save). */
  readonly onChange: () => void;
  readonly onRefused: (code: string, message: string) => void;
  readonly onBotError: (message: string) => void;
}

/** Names players may give at the new-game screen (empty strings: none given). */
export interface PlayerNames {
  readonly white: string;
  readonly black: string;
}

const NO_NAMES: PlayerNames = { white: '', black: '' };

/** The side the computer plays (a person always has White, at the bottom). */
export const COMPUTER_COLOR: Color = 'black';

/**
 * One game at the table in the app: a @nardy/parallel `TableSession` (the one host of a table: whose
 * turn, auto-play of forced choices — never after the person's own Undo — and the computer's seat,
 * asked in the worker) plus what gets saved. Framework-free: the app element renders it.
 */
export class GameSession {
  readonly table: TableSession;
  readonly opponent: Opponent;
  readonly level: Level;
  readonly names: PlayerNames;
  /** What the game screen is driven by: the session, its view and its table state. */
  readonly source: GameSource<SessionSnapshot>;
  #autoForced: boolean;
  #autoBoard: boolean;
  #options: SessionOptions;
  #stopped = false;

  constructor(options: SessionOptions) {
    this.#options = options;
    this.opponent = options.opponent;
    this.level = options.level;
    this.names = options.names ?? NO_NAMES;
    this.#autoForced = options.autoForced;
    this.#autoBoard = options.autoBoard;
    const person = this.#person();
    const computer = options.bot;
    const machine: Seat | null =
      options.opponent === 'computer' && computer !== null
        ? computerSeat((state, player) => computer.decide(state, player, options.level), {
            thinkMs: options.pause,
            cancel: () => computer.cancel(),
          })
        : null;
    this.table = new TableSession({
      table: options.state,
      dice: options.dice,
      seats: machine === null ? { white: person, black: person } : { white: person, black: machine },
      autoDelayMs: options.pause,
    });
    this.table.on('refused', (r) => options.onRefused(r.code, r.message));
    this.table.on('seatError', (e) => options.onBotError(e.message));
    const pending = options.pending;
    if (pending) {
      this.table.send({ type: 'CHOOSE_BOARD', board: pending.board });
      for (const [from, to, die] of pending.steps)
        this.table.send({ type: 'STEP', board: pending.board, from, to, die });
    }
    this.source = {
      actor: this.table,
      view: (snapshot) => selectTableView(snapshot),
      table: (snapshot) => snapshot.table,
    };
    this.table.subscribe(() => {
      if (!this.#stopped) options.onChange();
    });
    this.table.start();
  }

  get state(): TableState {
    return this.table.state;
  }

  get view(): TableView {
    return selectTableView(this.table.state);
  }

  /** Whether the computer is working out its move now. */
  get thinking(): boolean {
    return this.table.getSnapshot().thinking !== null;
  }

  /** The colour of the computer, or null for two people. */
  get computer(): Color | null {
    return this.opponent === 'computer' ? COMPUTER_COLOR : null;
  }

  /** Whether the person (or people) at this device may act now. */
  get humanToAct(): boolean {
    const next = this.table.next;
    return next.kind === 'wait' || next.kind === 'auto';
  }

  /** The option "play forced moves automatically" (forced plays and race bear-offs). */
  get autoForced(): boolean {
    return this.#autoForced;
  }

  set autoForced(on: boolean) {
    this.#autoForced = on;
    this.#reseat();
  }

  /** The option "choose the only board automatically". */
  get autoBoard(): boolean {
    return this.#autoBoard;
  }

  set autoBoard(on: boolean) {
    this.#autoBoard = on;
    this.#reseat();
  }

  /** Sends a person's command: the session seats it for the person (it cannot act for the computer). */
  send(command: TableCommand): void {
    if (!this.#stopped) this.table.send(command);
  }

  /** The record of the game so far (confirmed plays). */
  record(): NardyRecord {
    return recordFromState(this.state);
  }

  /** What to store for this session (see storage.ts). */
  saved(): Omit<SavedGame, 'schema' | 'savedAt'> {
    const { game } = this.state;
    const pending =
      game.phase === 'moving' && game.chosenBoard !== null
        ? {
            board: game.chosenBoard,
            steps: game.entered.flat().map((s) => [s.from, s.to, s.die] as const),
          }
        : null;
    return {
      record: this.record(),
      opponent: this.opponent,
      level: this.level,
      ...(this.names.white || this.names.black ? { names: this.names } : {}),
      dice: diceState(this.table.dice),
      pending,
    };
  }

  stop(): void {
    this.#stopped = true;
    this.table.stop();
    this.#options.bot?.cancel();
  }

  /** The person's seat with the current auto-play options. */
  #person(): Seat {
    const auto: AutoPlaySettings = {
      ...DEFAULT_AUTO_PLAY,
      board: this.#autoBoard,
      play: this.#autoForced,
      bearOff: this.#autoForced,
    };
    return personSeat(auto);
  }

  #reseat(): void {
    const person = this.#person();
    for (const color of ['white', 'black'] as const) {
      if (this.table.seats[color].kind === 'person') this.table.setSeat(color, person);
    }
  }
}
