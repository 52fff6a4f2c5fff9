import {
  type ClockSettings,
  type ClockState,
  type ClockView,
  chargeTo,
  clockView,
  deadlineOf,
  type EntryMeta,
  handTo,
  newClock,
  reserveAt,
} from '@nardy/online';
import { actorOf, type TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { TimeSource } from './time.ts';

/** The longest a timer may wait (Node fires a longer one at once): a later deadline re-arms on the way. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** At a correspondence table the server rolls the opening or starts the next game after this. */
const CORRESPONDENCE_IDLE_MS = 2000;

/** Where a rebuilt correspondence table's running turn began (the time of its last stored entry). */
export interface ClockResume {
  /** In the time source's terms. */
  readonly since: number;
  /** Vacation already granted in that turn (ms), added to the player's time. */
  readonly extraMs: number;
}

/**
 * The players' clocks of one table room, kept by the server (the arithmetic is `@nardy/online`'s
 * clock.ts): it hands the clock to whoever must act after every change, charges the reserve, and sets
 * one timer — for the running player's deadline, or, while nobody must act (the opening roll, between
 * the games of a match), for the delay after which the server rolls or starts the next game itself, so
 * that nobody can stall a clocked table.
 */
export class RoomClock {
  #state: ClockState;
  #timer: unknown = null;
  /** When the last entry of the running turn was stored (its time is counted from there). */
  #lastEntryAt: number | null = null;
  #resume: ClockResume | null;

  /**
   * `resume`: a correspondence table rebuilt (a restart, a room opened again after both players left)
   * goes on with the turn that was running, from when it began; other tables start the turn afresh.
   */
  constructor(
    readonly settings: ClockSettings,
    reserve: { readonly [C in Color]: number } | null,
    private readonly time: TimeSource,
    private readonly on: { deadline: (player: Color) => void; idle: () => void },
    resume: ClockResume | null = null,
  ) {
    const fresh = newClock(settings);
    this.#state = reserve === null ? fresh : { ...fresh, reserve: { ...reserve } };
    this.#resume = resume;
  }

  get state(): ClockState {
    return this.#state;
  }

  /** Whose clock runs (null: nobody's). */
  get running(): Color | null {
    return this.#state.running?.player ?? null;
  }

  /** A player's reserve now. */
  reserve(player: Color): number {
    return reserveAt(this.#state, player, this.time.now());
  }

  /**
   * The running player, when his time is spent: the turn's delay and his reserve are both used up (a
   * correspondence clock's reserve is 0 while its days per move run).
   */
  spent(): Color | null {
    const p = this.running;
    const deadline = deadlineOf(this.#state);
    return p !== null && deadline !== null && this.time.now() >= deadline ? p : null;
  }

  /**
   * After any change of the table: the clock goes to whoever must act now, and the one timer is set.
   * A table that is over stops both clocks.
   */
  sync(table: TableState): void {
    const at = this.time.now();
    const phase = table.game.phase;
    const idle = !table.over && (phase === 'opening' || phase === 'gameOver');
    const actor = table.over || idle ? null : actorOf(table.game);
    const before = this.running;
    const resume = this.#resume;
    this.#resume = null;
    if (resume !== null && actor !== null && this.running === null) {
      const started = handTo(this.#state, actor, Math.min(at, resume.since));
      const r = started.running as NonNullable<ClockState['running']>;
      this.#state = { ...started, running: { ...r, reserveAtStart: r.reserveAtStart + resume.extraMs } };
    } else this.#state = handTo(this.#state, actor, at);
    if (this.running !== before) this.#lastEntryAt = null;
    this.#clearTimer();
    if (actor !== null) this.#arm(actor);
    else if (idle) {
      const wait = this.settings.daysPerMove ? CORRESPONDENCE_IDLE_MS : this.settings.delayMs;
      this.#timer = this.time.setTimeout(() => this.on.idle(), wait);
    }
  }

  /** The one timer for the running player's deadline (re-armed on the way when it is weeks off). */
  #arm(actor: Color): void {
    const left = Math.max(0, (deadlineOf(this.#state) as number) - this.time.now());
    this.#timer =
      left > MAX_TIMER_MS
        ? this.time.setTimeout(() => this.#arm(actor), MAX_TIMER_MS)
        : this.time.setTimeout(() => this.on.deadline(actor), left);
  }

  /**
   * The running player gets `ms` more for this turn (correspondence vacation, granted when his days
   * per move ran out).
   */
  extend(ms: number): void {
    const r = this.#state.running;
    if (r === null) return;
    this.#state = { ...this.#state, running: { ...r, reserveAtStart: r.reserveAtStart + ms } };
    this.#clearTimer();
    this.#arm(r.player);
  }

  /** The clock of an entry by `player` stored now: how long he took for it, and both reserves after it. */
  entryClock(player: Color | null): EntryMeta['clock'] | undefined {
    if (player === null) return undefined;
    const at = this.time.now();
    const charged = chargeTo(this.#state, at);
    const r = this.#state.running;
    const usedMs = r !== null && r.player === player ? at - Math.max(r.since, this.#lastEntryAt ?? r.since) : 0;
    return { player, usedMs, reserveMs: { ...charged.reserve } };
  }

  /** An entry of the running turn was stored now. */
  committed(): void {
    this.#lastEntryAt = this.time.now();
  }

  /** The player ran out of time: his reserve is 0 and no clock runs any more. */
  flag(player: Color): void {
    this.#clearTimer();
    this.#state = { ...this.#state, reserve: { ...this.#state.reserve, [player]: 0 }, running: null };
  }

  view(): ClockView {
    return clockView(this.#state, this.time.now());
  }

  dispose(): void {
    this.#clearTimer();
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.time.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
