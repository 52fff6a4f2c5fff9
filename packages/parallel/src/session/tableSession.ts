import { type ByColor, COLORS, type Color, err, ok, type Result } from '@nardy/rules';
import { applyCommand, parseCommand, type TableCommand } from '../commands.ts';
import { cryptoDice, type DiceSource } from '../dice.ts';
import { actorOf, createTable, REFUSAL_CODES, type TableState } from '../tableState.ts';
import type { AutoPlayKind } from './autoPlay.ts';
import { type NextMove, nextMove } from './nextMove.ts';
import type { ComputerSeat, Seat } from './seats.ts';
import type {
  Authority,
  Sender,
  SessionChange,
  SessionEvents,
  SessionRefusal,
  SessionResult,
  SessionSnapshot,
  TableSessionOptions,
} from './sessionTypes.ts';
import { HOST_TIMERS, type SessionTimers } from './timers.ts';

/**
 * The one host of a table (docs/parallel.md "The table session", ADR 0103): it owns the table's state,
 * its dice and one seat per colour, applies every command with the core (`applyCommand`), decides who
 * acts next (`nextMove`) — the table's own moves, a person's auto-play, the computer's decisions — and
 * tells what happened as typed events. The app, the embed, the game server's room, `playTable`, the
 * tournament runner and the online bot are thin adapters over it.
 *
 * Two ways to hold the table:
 * - **local** (the default): this session is the authority; an optional async `commit` stores each
 *   accepted change before anyone hears of it ("persist, then tell", the game server);
 * - **mirror** (`authority`): another host decides (the game server, for an online client); commands
 *   of this session's seats go to it, and its state arrives through `receive`.
 *
 * It also is the XState-style `ActorLike` (`getSnapshot` / `subscribe` / `send`) the elements'
 * controllers drive; `send` acts for the person's seat.
 */

type Listener<K extends keyof SessionEvents> = (event: SessionEvents[K]) => void;

/** A dice source for a mirror, which never rolls itself. */
const NO_DICE: DiceSource = {
  die() {
    throw new Error('this table session mirrors another host: it does not roll');
  },
};

const TABLE_CODES: readonly string[] = REFUSAL_CODES;
const DEFAULT_TIMEOUT_MS = 60_000;

/** Where a table's record stands: failures of a computer seat are counted per position of the record. */
const recordKey = (s: TableState) => `${s.history.length}:${s.game.events.length}`;

export class TableSession {
  #state: TableState;
  #dice: DiceSource;
  #seats: { [C in Color]: Seat };
  readonly #timers: SessionTimers;
  readonly #autoDelay: number;
  readonly #retryMs: number;
  readonly #commit: TableSessionOptions['commit'];
  readonly #authority: Authority | null;
  #snapshot: SessionSnapshot;
  #observers = new Set<(snapshot: SessionSnapshot) => void>();
  #listeners: { [K in keyof SessionEvents]: Set<Listener<K>> } = {
    change: new Set(),
    refused: new Set(),
    gameOver: new Set(),
    matchOver: new Set(),
    seatError: new Set(),
  };
  /** Commands wait here for the ones before them (with a commit or an authority, each takes a while). */
  #queue: Promise<unknown> = Promise.resolve();
  /** Bumped at every change of the state or the seats: a timer or a decision of an older one is stale. */
  #generation = 0;
  #pending = new Set<unknown>();
  #thinkingSeat: ComputerSeat | null = null;
  /** The record position of the person's own Undo: no auto-play until the record moves on. */
  #undoneAt: string | null = null;
  #failures: { key: string; player: Color; count: number } | null = null;
  #started = false;
  #stopped = false;

  constructor(options: TableSessionOptions) {
    this.#state = 'game' in options.table ? options.table : createTable(options.table, options.first ?? null);
    this.#authority = options.authority ?? null;
    this.#dice = options.dice ?? (this.#authority ? NO_DICE : cryptoDice);
    this.#seats = { ...options.seats };
    this.#timers = options.timers ?? HOST_TIMERS;
    this.#autoDelay = options.autoDelayMs ?? 600;
    this.#retryMs = options.retryMs ?? 1000;
    this.#commit = options.commit;
    this.#snapshot = { table: this.#state, thinking: null, auto: null, lastRefusal: null };
  }

  // ---- reading -----------------------------------------------------------------------------------

  get state(): TableState {
    return this.#state;
  }

  /** The dice source the next roll draws from (what a host saves to resume the same dice). */
  get dice(): DiceSource {
    return this.#dice;
  }

  get seats(): ByColor<Seat> {
    return this.#seats;
  }

  /** Whether this session mirrors another host's table. */
  get mirror(): boolean {
    return this.#authority !== null;
  }

  /** What happens next (`nextMove`), as this session sees it now. */
  get next(): NextMove {
    return nextMove(this.#state, this.#seats, this.#moveOptions());
  }

  getSnapshot(): SessionSnapshot {
    return this.#snapshot;
  }

  subscribe(observer: (snapshot: SessionSnapshot) => void): { unsubscribe(): void } {
    this.#observers.add(observer);
    return { unsubscribe: () => void this.#observers.delete(observer) };
  }

  on<K extends keyof SessionEvents>(type: K, listener: Listener<K>): () => void {
    (this.#listeners[type] as Set<Listener<K>>).add(listener);
    return () => void (this.#listeners[type] as Set<Listener<K>>).delete(listener);
  }

  // ---- running -----------------------------------------------------------------------------------

  /** Starts acting: the table's own moves, auto-play and the computer's seats. Idempotent. */
  start(): this {
    if (this.#started || this.#stopped) return this;
    this.#started = true;
    this.#schedule();
    return this;
  }

  /** Stops for good: pending timers and decisions are dropped, later commands refused (`session/stopped`). */
  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#cancelPending();
  }

  /** Seats another player (or the same with other auto-play settings) at `color`; the next move is worked out again. */
  setSeat(color: Color, seat: Seat): void {
    this.#seats = { ...this.#seats, [color]: seat };
    this.#schedule();
  }

  /** Resolves with the table once it is over (at once if it is). */
  whenOver(): Promise<TableState> {
    if (this.#state.over) return Promise.resolve(this.#state);
    return new Promise((resolve) => {
      const off = this.on('change', (c) => {
        if (!c.after.over) return;
        off();
        resolve(c.after);
      });
    });
  }

  // ---- commands ----------------------------------------------------------------------------------

  /**
   * A person's command (the `ActorLike` of the elements): it acts for the person's seat — the only
   * person at the table, or the one to act when two share a screen. Refusals are told as `refused`
   * events and in the snapshot's `lastRefusal`; nothing is thrown, whatever the input.
   */
  send(command: unknown): void {
    void this.submit(command);
  }

  /**
   * Applies a command from `as` (a person's or a remote seat's colour, or `'table'` for the host's own
   * commands; default: the person to act) and resolves with the new state or the refusal. Commands are
   * applied one at a time, in the order they arrive. `meta` reaches the commit and the change event.
   */
  submit(command: unknown, options: { readonly as?: Sender; readonly meta?: unknown } = {}): Promise<SessionResult> {
    const by = options.as ?? this.#personFor(command);
    if (by === null) {
      return Promise.resolve(this.#refused(command, null, 'turn/not-yours', 'no person sits at the seat to act'));
    }
    if (by !== 'table' && this.#seats[by].kind === 'computer') {
      return Promise.resolve(this.#refused(command, by, 'turn/not-yours', `the computer plays ${by}`));
    }
    return this.#enqueue(command, by, null, options.meta);
  }

  /**
   * Mirror mode: the authority's table as it is now (after a snapshot or an update). Adopted and told
   * as a change from nobody; the session then works out its own seats' next move.
   */
  receive(state: TableState): void {
    if (this.#stopped || state === this.#state) return;
    this.#adopt({
      before: this.#state,
      after: state,
      dice: this.#dice,
      command: null,
      event: null,
      by: null,
      auto: null,
    });
  }

  /**
   * Plays the table to its end at once, for computer seats that answer at once and no commit (self-play,
   * tournaments of bots, tests): the same moves the timers would make, without waiting. Throws when a
   * person or a remote seat must act, when a decision is not immediate, or when the table refuses one
   * (a bug of that seat). Returns the finished table — or, with `until`, the first table it holds for.
   */
  runToEnd(
    options: { readonly maxCommands?: number; readonly until?: (state: TableState) => boolean } = {},
  ): TableState {
    if (this.#commit || this.#authority) throw new Error('runToEnd needs a local session without a commit');
    const maxCommands = options.maxCommands ?? 1_000_000;
    for (let n = 0; n < maxCommands; n++) {
      if (options.until?.(this.#state)) return this.#state;
      const next = this.next;
      switch (next.kind) {
        case 'over':
          return this.#state;
        case 'wait':
          throw new Error(`the table waits for ${next.player ?? 'a person'} (${this.#state.game.phase})`);
        case 'table':
          this.#mustApply(next.command, 'table', null);
          break;
        case 'auto':
          this.#mustApply(next.command, next.player, next.auto);
          break;
        case 'computer': {
          const seat = this.#seats[next.player] as ComputerSeat;
          const decision = seat.decide(this.#state, next.player);
          if (decision instanceof Promise) throw new Error('runToEnd needs decisions that answer at once');
          if (decision === null) {
            throw new Error(`the ${next.player} seat has nothing to do in phase ${this.#state.game.phase}`);
          }
          this.#mustApply({ ...decision, player: next.player }, next.player, null);
        }
      }
    }
    throw new Error(`the table did not finish in ${maxCommands} commands`);
  }

  /** `runToEnd`'s apply: a refusal is a bug of the seat that sent the command. */
  #mustApply(command: TableCommand, by: Sender, auto: AutoPlayKind | null): void {
    const r = this.#applyNow(command, by, auto);
    if (r.ok) return;
    const who = by === 'table' ? 'the table' : `the ${by} seat`;
    throw new Error(`${who}'s ${JSON.stringify(command)} was refused: ${r.error.code} ${r.error.message}`);
  }

  // ---- inside ------------------------------------------------------------------------------------

  #moveOptions() {
    return {
      mirror: this.#authority !== null,
      autoSuppressed: this.#undoneAt !== null && this.#undoneAt === recordKey(this.#state),
    };
  }

  /** The person a command without a sender acts for, or null (the seat to act is not a person's). */
  #personFor(command: unknown): Sender | null {
    const persons = COLORS.filter((c) => this.#seats[c].kind === 'person');
    const named = (command as { player?: unknown } | null)?.player;
    if (named === 'white' || named === 'black') return persons.includes(named) ? named : null;
    if (persons.length === 1) return persons[0];
    if (persons.length === 0) return null;
    const actor = actorOf(this.#state.game);
    return actor ?? persons[0];
  }

  #enqueue(command: unknown, by: Sender, auto: AutoPlayKind | null, meta: unknown): Promise<SessionResult> {
    // A local session without a commit applies at once, so that a click shows before the next frame.
    if (!this.#commit && !this.#authority) return Promise.resolve(this.#applyNow(command, by, auto, meta));
    const run = this.#queue.then(() => this.#applyLater(command, by, auto, meta));
    this.#queue = run.catch(() => {});
    return run;
  }

  /** The command with its sender named: a seat's commands carry its colour (a table move none). */
  #normalise(command: unknown, by: Sender): Result<TableCommand, 'event/malformed' | 'turn/not-yours'> {
    const parsed = parseCommand(command);
    if (!parsed.ok || by === 'table') return parsed;
    const cmd = parsed.value;
    if (cmd.player !== undefined && cmd.player !== by) return err('turn/not-yours', `this seat plays ${by}`);
    return ok({ ...cmd, player: by });
  }

  /**
   * The change a command makes now, or its refusal (a stopped session, a malformed command, the table's
   * verdict): the first half of applying it, shared by the local and the committed paths.
   */
  #verdict(
    command: unknown,
    by: Sender,
    auto: AutoPlayKind | null,
    meta: unknown,
  ): { readonly change: SessionChange } | { readonly refusal: SessionResult } {
    if (this.#stopped)
      return { refusal: this.#refused(command, by, 'session/stopped', 'the table session has stopped') };
    const cmd = this.#normalise(command, by);
    if (!cmd.ok) return { refusal: this.#refused(command, by, cmd.error.code, cmd.error.message) };
    const r = applyCommand(this.#state, cmd.value, this.#dice);
    if (!r.ok) return { refusal: this.#refused(command, by, r.error.code, r.error.message) };
    return {
      change: {
        before: this.#state,
        after: r.value.state,
        dice: r.value.dice,
        command: cmd.value,
        event: r.value.event,
        by,
        auto,
        ...(meta === undefined ? {} : { meta }),
      },
    };
  }

  #applyNow(command: unknown, by: Sender, auto: AutoPlayKind | null, meta?: unknown): SessionResult {
    const verdict = this.#verdict(command, by, auto, meta);
    if ('refusal' in verdict) return verdict.refusal;
    this.#adopt(verdict.change);
    return ok(verdict.change.after);
  }

  async #applyLater(command: unknown, by: Sender, auto: AutoPlayKind | null, meta: unknown): Promise<SessionResult> {
    const authority = this.#authority;
    if (authority !== null) {
      if (this.#stopped) return this.#refused(command, by, 'session/stopped', 'the table session has stopped');
      const cmd = this.#normalise(command, by);
      if (!cmd.ok) return this.#refused(command, by, cmd.error.code, cmd.error.message);
      try {
        await authority.send(cmd.value);
        return ok(this.#state);
      } catch (e) {
        const { code, message } = refusalOf(e);
        return this.#refused(command, by, code, message);
      }
    }
    const verdict = this.#verdict(command, by, auto, meta);
    if ('refusal' in verdict) return verdict.refusal;
    const { change } = verdict;
    let stored: Result<unknown, string>;
    try {
      stored = await (this.#commit as NonNullable<TableSessionOptions['commit']>)(change);
    } catch (e) {
      stored = err('commit/failed', e instanceof Error ? e.message : String(e));
    }
    if (!stored.ok) return this.#refused(command, by, stored.error.code, stored.error.message);
    if (this.#stopped) return ok(change.after);
    this.#adopt(change);
    return ok(change.after);
  }

  #refused(command: unknown, by: Sender | null, code: string, message: string): SessionResult {
    const refusal = { code, message };
    this.#snapshot = { ...this.#snapshot, lastRefusal: refusal };
    this.#notify();
    this.#emit('refused', { ...refusal, command, by });
    return err(code, message);
  }

  #adopt(change: SessionChange): void {
    const { before, after } = change;
    this.#state = after;
    this.#dice = change.dice;
    if (change.command?.type === 'UNDO' && change.auto === null && change.by !== 'table' && change.by !== null) {
      this.#undoneAt = recordKey(after);
    }
    const player = change.command?.player ?? null;
    this.#snapshot = {
      table: after,
      thinking: this.#snapshot.thinking,
      auto: change.auto !== null && player !== null ? { player, kind: change.auto } : null,
      lastRefusal: change.command === null ? this.#snapshot.lastRefusal : null,
    };
    this.#notify();
    this.#emit('change', change);
    for (const game of gamesEnded(before, after)) this.#emit('gameOver', { state: after, game });
    if (!before.over && after.over && after.config.match !== null) this.#emit('matchOver', { state: after });
    if (this.#started) this.#schedule();
  }

  #notify(): void {
    for (const observer of [...this.#observers]) observer(this.#snapshot);
  }

  #emit<K extends keyof SessionEvents>(type: K, event: SessionEvents[K]): void {
    for (const listener of [...(this.#listeners[type] as Set<Listener<K>>)]) listener(event);
  }

  #setThinking(player: Color | null): void {
    if (this.#snapshot.thinking === player) return;
    this.#snapshot = { ...this.#snapshot, thinking: player };
    this.#notify();
  }

  #cancelPending(): void {
    this.#generation += 1;
    for (const handle of this.#pending) this.#timers.clearTimeout(handle);
    this.#pending.clear();
    if (this.#thinkingSeat !== null) {
      this.#thinkingSeat.cancel?.();
      this.#thinkingSeat = null;
    }
    this.#setThinking(null);
  }

  /** Runs `task` after `ms` unless the state (or the seats) changed meanwhile. */
  #later(ms: number, generation: number, task: () => void): void {
    const handle = this.#timers.setTimeout(() => {
      this.#pending.delete(handle);
      if (generation === this.#generation && !this.#stopped) task();
    }, ms);
    this.#pending.add(handle);
  }

  /** Works out and starts what happens next (after every change, and at `start`). */
  #schedule(): void {
    if (this.#stopped || !this.#started) return;
    this.#cancelPending();
    const generation = this.#generation;
    const next = this.next;
    switch (next.kind) {
      case 'table':
        this.#later(this.#autoDelay, generation, () => void this.#automatic(next.command, 'table', null, generation));
        break;
      case 'auto':
        this.#later(
          this.#autoDelay,
          generation,
          () => void this.#automatic(next.command, next.player, next.auto, generation),
        );
        break;
      case 'computer':
        this.#think(next.player, generation);
        break;
    }
  }

  /** A table move or a person's auto-play; a refusal that is not the table's verdict is tried again later. */
  async #automatic(command: TableCommand, by: Sender, auto: AutoPlayKind | null, generation: number): Promise<void> {
    const r = await this.#enqueue(command, by, auto, undefined);
    if (!r.ok && generation === this.#generation && !TABLE_CODES.includes(r.error.code)) {
      this.#later(this.#retryMs, generation, () => void this.#automatic(command, by, auto, generation));
    }
  }

  /** Asks the computer at `player` for its command, after its think time, within its time limit. */
  #think(player: Color, generation: number): void {
    const seat = this.#seats[player] as ComputerSeat;
    this.#setThinking(player);
    this.#later(seat.thinkMs ?? 0, generation, async () => {
      const state = this.#state;
      this.#thinkingSeat = seat;
      let failure: string | null = null;
      let command: TableCommand | null = null;
      try {
        command = await this.#withTimeout(seat.decide(state, player), seat.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      } catch (e) {
        failure = e instanceof Error ? e.message : String(e);
      }
      if (generation !== this.#generation || this.#stopped) return;
      this.#thinkingSeat = null;
      this.#setThinking(null);
      if (failure === null && command === null) failure = `nothing to do in phase ${state.game.phase}`;
      if (failure === null && command !== null) {
        const r = await this.#enqueue({ ...command, player }, player, null, undefined);
        if (r.ok || generation !== this.#generation || this.#stopped) return;
        if (!TABLE_CODES.includes(r.error.code)) {
          // Storage, a connection, a stale picture: not the computer's fault. Try again later.
          if (r.error.code === 'table/conflict') this.#authority?.resync?.();
          this.#later(this.#retryMs, generation, () => this.#think(player, generation));
          return;
        }
        failure = `${command.type} refused: ${r.error.code} ${r.error.message}`;
      }
      this.#seatFailed(player, failure as string, generation);
    });
  }

  /** A computer seat failed: tried once more, then it resigns the table (never a hung table). */
  #seatFailed(player: Color, message: string, generation: number): void {
    const key = recordKey(this.#state);
    const count = this.#failures?.key === key && this.#failures.player === player ? this.#failures.count + 1 : 1;
    this.#failures = { key, player, count };
    const resigned = count >= 2;
    this.#emit('seatError', { player, message, attempt: count, resigned });
    if (!resigned) {
      // A mirror's picture may be stale: ask for the authority's, and give it time to arrive.
      this.#authority?.resync?.();
      if (this.#authority === null) this.#think(player, generation);
      else this.#later(this.#retryMs, generation, () => this.#think(player, generation));
      return;
    }
    void this.#enqueue({ type: 'RESIGN', player, match: true }, player, null, { computerFailed: message });
  }

  #withTimeout<T>(value: T | Promise<T>, ms: number): Promise<T> {
    if (!(value instanceof Promise)) return Promise.resolve(value);
    return new Promise<T>((resolve, reject) => {
      const handle = this.#timers.setTimeout(() => reject(new Error(`no decision within ${ms} ms`)), ms);
      value.then(
        (v) => {
          this.#timers.clearTimeout(handle);
          resolve(v);
        },
        (e: unknown) => {
          this.#timers.clearTimeout(handle);
          reject(e);
        },
      );
    });
  }
}

/**
 * The games that ended between two states of a table (indices counting from 0): the current one when
 * its outcome appeared, and any that a received state skipped past (a finished game and the next begun).
 */
function gamesEnded(before: TableState, after: TableState): number[] {
  const ended: number[] = [];
  const first = before.history.length + (before.game.outcome !== null ? 1 : 0);
  for (let game = first; game < after.history.length; game++) ended.push(game);
  if (after.game.outcome !== null && (after.history.length > before.history.length || before.game.outcome === null)) {
    ended.push(after.history.length);
  }
  return ended;
}

/** A refusal's code and message from whatever an authority rejected with. */
function refusalOf(e: unknown): SessionRefusal {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String((e as { message?: unknown } | null)?.message ?? e);
  return { code: typeof code === 'string' ? code : 'commit/failed', message };
}
