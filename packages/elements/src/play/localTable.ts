import type { Level } from '@nardy/bot';
import {
  actorOf,
  type DiceSource,
  parseTableConfig,
  type RecordEvent,
  selectTableView,
  type TableCommand,
  type TableState,
  type TableView,
} from '@nardy/parallel';
import { type Color, makeMoveText } from '@nardy/rules';
import type { NardyErrorDetail, NardyGameOverDetail, NardyMoveDetail } from '../events.ts';
import type { ActorLike } from '../table/tableController.ts';
import { CoreTable } from './coreTable.ts';
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
 * A table `<nardy-table boards=…>` plays by itself: the table core of @nardy/parallel (`CoreTable`,
 * the machine's own `applyCommand`), a person at one or both seats, and the computer at the other
 * (asked through `Computer`, a worker, when it is to act). It reports what happened from the table's
 * own record: every play (`move`), and each game's end with the score (`gameOver`).
 */
export class LocalTable {
  readonly actor: CoreTable;
  readonly computerColor: Color | null;
  readonly level: Level;
  /** The actor the element drives: the person's commands are sent for the person's seat. */
  readonly seat: ActorLike<TableState>;
  #computer: Computer | null;
  #listener: LocalTableListener;
  #pause: number;
  #thinking = false;
  #stopped = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #seen: { game: number; events: number } = { game: 0, events: 0 };
  #overReported: number | null = null;
  #lastTable: TableState | null = null;
  #subscription: { unsubscribe(): void };

  private constructor(
    actor: CoreTable,
    settings: TableSettings,
    computer: Computer | null,
    listener: LocalTableListener,
    pause: number,
  ) {
    this.actor = actor;
    this.computerColor = settings.computer;
    this.level = settings.level;
    this.#computer = computer;
    this.#listener = listener;
    this.#pause = pause;
    const person = this.person;
    this.seat = {
      getSnapshot: () => actor.getSnapshot(),
      subscribe: (observer) => actor.subscribe(observer),
      // With the computer at the table, the person's command acts for the person's seat only: the table
      // refuses it (turn/not-yours) when it is the computer's to make.
      send: (command) => actor.send(person === null || command.player ? command : { ...command, player: person }),
    };
    this.#subscription = actor.subscribe(() => this.#changed());
    this.#changed();
  }

  /**
   * A new table for `settings`, or the table rules' refusal of them. `computer` is needed when a
   * computer sits at the table; `pause` (ms, default 600) passes before each of its actions, so people
   * can follow; `dice` replaces the crypto dice (tests, replays).
   */
  static create(
    settings: TableSettings,
    computer: Computer | null,
    listener: LocalTableListener,
    { pause = 600, dice }: { pause?: number; dice?: DiceSource } = {},
  ): { ok: true; value: LocalTable } | { ok: false; error: NardyErrorDetail } {
    const config = parseTableConfig(settings.spec);
    if (!config.ok) return { ok: false, error: { code: config.error.code, message: config.error.message } };
    const actor = new CoreTable(config.value, dice ? { dice } : {});
    return { ok: true, value: new LocalTable(actor, settings, computer, listener, pause) };
  }

  get state(): TableState {
    return this.actor.getSnapshot();
  }

  get view(): TableView {
    return selectTableView(this.actor.getSnapshot());
  }

  /** The view of one of the table's snapshots (what the element draws). */
  readonly select = (snapshot: unknown): TableView => selectTableView(snapshot as TableState);

  /** The colour the person plays against the computer (null: two people share the screen). */
  get person(): Color | null {
    return this.computerColor === null ? null : this.computerColor === 'white' ? 'black' : 'white';
  }

  /** Whether it is the computer's to act now (the element does not take the person's input meanwhile). */
  get computerToAct(): boolean {
    return this.computerColor !== null && !this.state.over && actorOf(this.state.game) === this.computerColor;
  }

  /** Stops the table and its computer (the element was given other attributes, or another driver). */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#subscription.unsubscribe();
    this.#computer?.cancel();
    this.#computer?.terminate();
  }

  /** Lets the computer's worker go while the element is out of the page (it restarts when needed). */
  sleep(): void {
    this.#computer?.terminate();
  }

  #changed(): void {
    const table = this.state;
    if (table === this.#lastTable) return;
    this.#lastTable = table;
    this.#report(table);
    if (!this.#stopped && this.computerToAct) this.#schedule();
  }

  /** Reports the plays recorded since the last report, and the end of a game (once each). */
  #report(table: TableState): void {
    const gameIndex = table.history.length;
    if (gameIndex !== this.#seen.game) this.#seen = { game: gameIndex, events: 0 };
    const events = table.game.events;
    for (let k = this.#seen.events; k < events.length; k++) {
      const e = events[k] as RecordEvent;
      if (e.type === 'move') {
        const steps = e.steps.map(([from, to]) => [from, to] as const);
        const text = makeMoveText(steps.map(([from, to]) => ({ from, to })));
        this.#listener.move({ board: e.board, player: e.player, steps, text });
      }
    }
    this.#seen = { game: gameIndex, events: events.length };
    if (table.game.phase === 'gameOver' && this.#overReported !== gameIndex) {
      this.#overReported = gameIndex;
      const view = selectTableView(table);
      const { net } = view.score;
      this.#listener.gameOver({
        winner: net > 0 ? 'white' : net < 0 ? 'black' : null,
        score: view.score,
        results: view.results,
        match: view.match,
      });
    }
  }

  #schedule(): void {
    const computer = this.#computer;
    const color = this.computerColor;
    if (computer === null || color === null || this.#thinking) return;
    const table = this.state;
    this.#thinking = true;
    this.#listener.changed();
    this.#timer = setTimeout(async () => {
      try {
        const command = await computer.decide(table, color, this.level);
        if (!this.#stopped && this.state === table) this.actor.send({ ...command, player: color });
      } catch (e) {
        if (!this.#stopped) {
          this.#listener.error({ code: 'computer/unavailable', message: (e as Error).message });
        }
        return;
      } finally {
        this.#thinking = false;
        if (!this.#stopped) this.#listener.changed();
      }
      // The computer may have to act again (roll, then play), or the table moved on meanwhile.
      if (!this.#stopped && this.computerToAct && this.state !== table) this.#schedule();
    }, this.#pause);
  }

  /** Whether the computer is working out its move now. */
  get thinking(): boolean {
    return this.#thinking;
  }
}
