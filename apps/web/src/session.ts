import type { Level } from '@nardy/bot';
import {
  actorOf,
  createTableActor,
  forcedCommand,
  type NardyRecord,
  recordFromState,
  selectTableView,
  type TableActor,
  type TableCommand,
  type TableState,
  type TableView,
  type tableMachine,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { SnapshotFrom } from 'xstate';
import { type CountedDice, diceState } from './appDice.ts';
import type { GameSource } from './game/nardy-game.ts';
import type { Opponent } from './settings.ts';
import type { SavedGame } from './storage.ts';

type TableSnapshot = SnapshotFrom<typeof tableMachine>;

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
  /** Pause before each of the computer's actions (ms), so people can follow; 0 in tests. */
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
 * One game at the table: the table machine's actor, the seats (a person on both sides, or a person
 * against the computer in the worker), automatic play of forced moves and of the only playable board,
 * and what gets saved. Framework-free: the app element renders it.
 */
export class GameSession {
  readonly actor: TableActor;
  readonly opponent: Opponent;
  readonly level: Level;
  readonly names: PlayerNames;
  /** Commands from the page go through here: seated for the person when the computer plays. */
  readonly tableActor: {
    getSnapshot(): TableSnapshot;
    subscribe(observer: (s: TableSnapshot) => void): { unsubscribe(): void };
    send(command: TableCommand): void;
  };
  /** What the game screen is driven by: the seated actor, its view and its table state. */
  readonly source: GameSource<TableSnapshot>;
  thinking = false;
  autoForced: boolean;
  autoBoard: boolean;
  #options: SessionOptions;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;
  #lastTable: TableState | null = null;
  #subscription: { unsubscribe(): void };

  constructor(options: SessionOptions) {
    this.#options = options;
    this.opponent = options.opponent;
    this.level = options.level;
    this.names = options.names ?? NO_NAMES;
    this.autoForced = options.autoForced;
    this.autoBoard = options.autoBoard;
    this.actor = createTableActor({ state: options.state, dice: options.dice });
    this.actor.on('refused', (e) => options.onRefused(e.code, e.message));
    this.actor.start();
    const pending = options.pending;
    if (pending) {
      this.actor.send({ type: 'CHOOSE_BOARD', board: pending.board });
      for (const [from, to, die] of pending.steps)
        this.actor.send({ type: 'STEP', board: pending.board, from, to, die });
    }
    this.tableActor = {
      getSnapshot: () => this.actor.getSnapshot(),
      subscribe: (observer) => this.actor.subscribe(observer),
      send: (command) => this.send(command),
    };
    this.source = {
      actor: this.tableActor,
      view: (snapshot) => selectTableView(snapshot),
      table: (snapshot) => snapshot.context.table,
    };
    this.#subscription = this.actor.subscribe(() => this.#changed());
    this.#changed();
  }

  get state(): TableState {
    return this.actor.getSnapshot().context.table;
  }

  get view(): TableView {
    return selectTableView(this.actor.getSnapshot());
  }

  /** The colour of the computer, or null for two people. */
  get computer(): Color | null {
    return this.opponent === 'computer' ? COMPUTER_COLOR : null;
  }

  /** Whether the person (or people) at this device may act now. */
  get humanToAct(): boolean {
    const actor = actorOf(this.state.game);
    return actor === null || actor !== this.computer;
  }

  /** Sends a person's command; with the computer playing it is sent as White's, so it cannot act for Black. */
  send(command: TableCommand): void {
    if (this.#stopped) return;
    const computer = this.computer;
    if (computer !== null && !command.player) {
      this.actor.send({ ...command, player: computer === 'white' ? 'black' : 'white' });
    } else {
      this.actor.send(command);
    }
  }

  /** The record of the game so far (confirmed plays). */
  record(): NardyRecord {
    return recordFromState(this.state);
  }

  /** What to store for this session (see storage.ts). */
  saved(): Omit<SavedGame, 'schema' | 'savedAt'> {
    const snapshot = this.actor.getSnapshot();
    const { game } = snapshot.context.table;
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
      dice: diceState(snapshot.context.dice),
      pending,
    };
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#subscription.unsubscribe();
    this.#options.bot?.cancel();
    this.actor.stop();
  }

  #changed(): void {
    const table = this.state;
    if (table === this.#lastTable) return;
    this.#lastTable = table;
    this.#options.onChange();
    if (this.#stopped) return;
    if (!this.humanToAct) this.#scheduleBot();
    else this.#autoPlay(table);
  }

  /** Automatic moves for a person (@nardy/parallel `forcedCommand`): the only playable board, then a forced play. */
  #autoPlay(table: TableState): void {
    const command = forcedCommand(table, { board: this.autoBoard, play: this.autoForced });
    if (command === null) return;
    queueMicrotask(() => {
      if (this.state === table) this.actor.send(command);
    });
  }

  #scheduleBot(): void {
    const bot = this.#options.bot;
    const computer = this.computer;
    if (!bot || computer === null || this.thinking) return;
    const table = this.state;
    this.thinking = true;
    this.#options.onChange();
    const act = async () => {
      try {
        const decision = await bot.decide(table, computer, this.level);
        if (this.#stopped || this.state !== table) return;
        this.actor.send({ ...decision, player: computer });
      } catch (e) {
        if (!this.#stopped) this.#options.onBotError((e as Error).message);
      } finally {
        this.thinking = false;
        if (!this.#stopped) {
          this.#options.onChange();
          // The computer may have to act again (roll, then play), or the state moved on meanwhile.
          if (!this.humanToAct && this.state !== table) this.#scheduleBot();
        }
      }
    };
    this.#timer = setTimeout(act, this.#options.pause);
  }
}
