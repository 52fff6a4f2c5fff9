import type { Level } from '@nardy/bot';
import {
  type AutoPlaySettings,
  computerSeat,
  DEFAULT_AUTO_PLAY,
  type DiceSource,
  PERSON,
  parseTableConfig,
  personSeat,
  type SessionSnapshot,
  selectTableView,
  type TableCommand,
  TableSession,
  type TableState,
  type TableView,
} from '@nardy/parallel';
import { type Color, makeMoveText } from '@nardy/rules';
import type { NardyErrorDetail, NardyGameOverDetail, NardyMoveDetail } from '../events.ts';
import type { ActorLike } from '../table/tableController.ts';
import type { TableSettings } from './tableAttributes.ts';

/** What a local table asks of the computer: its command now (a `ComputerClient`, or a fake in tests). */
export interface Computer {
  decide(state: TableState, player: Color, level: Level): Promise<TableCommand>;
  cancel(): void;
  terminate(): void;
}

/** What a local table tells its element. */
export interface LocalTableListener {
  move(detail: NardyMoveDetail): void;
  gameOver(detail: NardyGameOverDetail): void;
  error(detail: NardyErrorDetail): void;
  /** The computer started or stopped thinking. */
  changed(): void;
}

/**
 * A table `<nardy-table boards=…>` plays by itself: a @nardy/parallel `TableSession` (the one host of a
 * table) with a person at one or both seats — forced choices played for him, as in the app — and the
 * computer at the other, asked through `Computer` (a worker). It reports what happened from the
 * session's events: every play (`move`), each game's end with the score (`gameOver`), and a computer
 * that fails (`computer/unavailable`; after a second failure in a row it resigns the table).
 */
export class LocalTable {
  readonly session: TableSession;
  readonly computerColor: Color | null;
  readonly level: Level;
  /** The actor the element drives: the person's commands are sent for the person's seat. */
  readonly seat: ActorLike<SessionSnapshot, unknown>;
  #computer: Computer | null;

  private constructor(
    session: TableSession,
    settings: TableSettings,
    computer: Computer | null,
    listener: LocalTableListener,
  ) {
    this.session = session;
    this.computerColor = settings.computer;
    this.level = settings.level;
    this.#computer = computer;
    this.seat = session;
    session.on('change', ({ event }) => {
      if (event?.type !== 'move') return;
      const steps = event.steps.map(([from, to]) => [from, to] as const);
      const text = makeMoveText(steps.map(([from, to]) => ({ from, to })));
      listener.move({ board: event.board, player: event.player, steps, text });
    });
    session.on('gameOver', ({ state }) => {
      const view = selectTableView(state);
      const { net } = view.score;
      listener.gameOver({
        winner: net > 0 ? 'white' : net < 0 ? 'black' : null,
        score: view.score,
        results: view.results,
        match: view.match,
      });
    });
    session.on('seatError', (e) => listener.error({ code: 'computer/unavailable', message: e.message }));
    let thinking = false;
    session.subscribe((s) => {
      if ((s.thinking !== null) === thinking) return;
      thinking = s.thinking !== null;
      listener.changed();
    });
  }

  /**
   * A new table for `settings`, or the table rules' refusal of them. `computer` is needed when a
   * computer sits at the table; `pause` (ms, default 600) passes before each of its actions and before
   * each forced choice made for the person, so people can follow; `dice` replaces the crypto dice
   * (tests, replays); `auto` says which forced choices are made for the person (default: the only
   * board, forced plays and race bear-offs, as in the app).
   */
  static create(
    settings: TableSettings,
    computer: Computer | null,
    listener: LocalTableListener,
    {
      pause = 600,
      dice,
      auto = DEFAULT_AUTO_PLAY,
    }: { pause?: number; dice?: DiceSource; auto?: AutoPlaySettings } = {},
  ): { ok: true; value: LocalTable } | { ok: false; error: NardyErrorDetail } {
    const config = parseTableConfig(settings.spec);
    if (!config.ok) return { ok: false, error: { code: config.error.code, message: config.error.message } };
    const level = settings.level;
    const person = personSeat(auto);
    const machine =
      computer === null
        ? PERSON
        : computerSeat((state, player) => computer.decide(state, player, level), {
            thinkMs: pause,
            cancel: () => computer.cancel(),
          });
    const seats =
      settings.computer === null
        ? { white: person, black: person }
        : settings.computer === 'white'
          ? { white: machine, black: person }
          : { white: person, black: machine };
    const session = new TableSession({
      table: config.value,
      ...(dice ? { dice } : {}),
      seats,
      autoDelayMs: pause,
    });
    const table = new LocalTable(session, settings, computer, listener);
    session.start();
    return { ok: true, value: table };
  }

  get state(): TableState {
    return this.session.state;
  }

  get view(): TableView {
    return selectTableView(this.session.state);
  }

  /** The view of one of the table's snapshots (what the element draws). */
  readonly select = (snapshot: unknown): TableView => selectTableView(snapshot as SessionSnapshot);

  /** The colour the person plays against the computer (null: two people share the screen). */
  get person(): Color | null {
    return this.computerColor === null ? null : this.computerColor === 'white' ? 'black' : 'white';
  }

  /** Whether it is the computer's to act now (the element does not take the person's input meanwhile). */
  get computerToAct(): boolean {
    const next = this.session.next;
    return next.kind === 'computer';
  }

  /** Whether the computer is working out its move now. */
  get thinking(): boolean {
    return this.session.getSnapshot().thinking !== null;
  }

  /** Stops the table and its computer (the element was given other attributes, or another driver). */
  stop(): void {
    this.session.stop();
    this.#computer?.cancel();
    this.#computer?.terminate();
  }

  /** Lets the computer's worker go while the element is out of the page (it restarts when needed). */
  sleep(): void {
    this.#computer?.terminate();
  }
}
