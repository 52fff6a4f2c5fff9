import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * The players' clocks of an online table (docs/online.md "Clocks"): a delay per turn plus a reserve, one
 * clock per player for the whole table (in parallel play, choosing a board is part of the turn) and for
 * the whole match. The server keeps them and its time decides; clients only draw what it sends.
 *
 * A "turn" of the clock is a stretch in which the same player must act: the mover from the start of his
 * turn through roll, board choice and play (or his double), the other player while he answers a double.
 * Each such stretch first uses the delay, which is not counted; only time beyond it comes off the reserve
 * (a "simple delay", as on Backgammon Galaxy). Unused delay is not saved.
 *
 * Pure functions over plain data with the time passed in, so the server's tests drive them with a
 * simulated clock and clients run the same arithmetic for the display.
 */

/** A clock setting as stored with the table and written into its record. */
export interface ClockSettings {
  /** Free time at the start of every turn of the clock, in milliseconds. */
  readonly delayMs: number;
  /** Each player's reserve for the whole table (every game of a match), in milliseconds. */
  readonly reserveMs: number;
  /**
   * A correspondence clock (docs/club.md "Correspondence"): days per move. The delay is that many days,
   * the reserve starts at 0, the table waits with both players away, and a player whose days run out
   * spends his yearly vacation before he loses on time.
   */
  readonly daysPerMove?: number;
}

/** Correspondence presets: days per move. */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 7] as const;
export type CorrespondenceDays = (typeof CORRESPONDENCE_DAYS)[number];
/** A correspondence preset's name in a request: `"days-1"`, `"days-2"`, `"days-3"`, `"days-7"`. */
export type CorrespondencePreset = `days-${CorrespondenceDays}`;
export const CORRESPONDENCE_PRESETS = CORRESPONDENCE_DAYS.map((d) => `days-${d}` as CorrespondencePreset);
export const DAY_MS = 86_400_000;
/** Vacation each account may spend per calendar year (UTC) on its correspondence tables. */
export const VACATION_DAYS_PER_YEAR = 30;

/** The clock of `days` per move. */
export function correspondenceClock(days: CorrespondenceDays): ClockSettings {
  return { delayMs: days * DAY_MS, reserveMs: 0, daysPerMove: days };
}

/** Whether a table's clock is a correspondence clock. */
export const isCorrespondence = (clock: ClockSettings | null | undefined): boolean =>
  typeof clock?.daysPerMove === 'number';

/** Galaxy-like presets: delay per turn, and reserve per match point and board. `none` has no clock. */
export const CLOCK_PRESETS = {
  none: null,
  blitz: { delaySeconds: 8, reservePerPointSeconds: 30 },
  standard: { delaySeconds: 12, reservePerPointSeconds: 60 },
  relaxed: { delaySeconds: 20, reservePerPointSeconds: 120 },
} as const;
export type ClockPreset = keyof typeof CLOCK_PRESETS;
export const CLOCK_PRESET_NAMES = Object.keys(CLOCK_PRESETS) as ClockPreset[];

/** Bounds of a custom clock (seconds): what the server accepts in `POST /api/tables`. */
export const CLOCK_LIMITS = { maxDelaySeconds: 120, minReserveSeconds: 10, maxReserveSeconds: 6 * 3600 } as const;

/**
 * The clock of a preset at a table: the reserve is the preset's time per match point (a single game
 * counts as one point) times the number of boards, since a parallel game has about that many more turns.
 * Null for `none`.
 */
export function clockForPreset(preset: ClockPreset, spec: Pick<TableSpec, 'boards' | 'match'>): ClockSettings | null {
  const p = CLOCK_PRESETS[preset];
  if (p === null) return null;
  const points = Math.max(1, spec.match?.length ?? 1);
  return { delayMs: p.delaySeconds * 1000, reserveMs: p.reservePerPointSeconds * points * spec.boards.length * 1000 };
}

/**
 * Reads the `clock` of a table request: a preset name, a correspondence preset (`"days-3"`),
 * `{"delaySeconds", "reserveSeconds"}`, or absent/`"none"` for no clock. Returns the settings, null (no
 * clock) or an error message.
 */
export function parseClockRequest(
  input: unknown,
  spec: Pick<TableSpec, 'boards' | 'match'>,
): { ok: true; value: ClockSettings | null } | { ok: false; message: string } {
  if (input === undefined || input === null) return { ok: true, value: null };
  if (typeof input === 'string') {
    const days = (CORRESPONDENCE_PRESETS as string[]).indexOf(input);
    if (days >= 0) return { ok: true, value: correspondenceClock(CORRESPONDENCE_DAYS[days]) };
    if (!(CLOCK_PRESET_NAMES as string[]).includes(input)) {
      return {
        ok: false,
        message: `clock must be one of ${[...CLOCK_PRESET_NAMES, ...CORRESPONDENCE_PRESETS].join(', ')} or {delaySeconds, reserveSeconds}`,
      };
    }
    return { ok: true, value: clockForPreset(input as ClockPreset, spec) };
  }
  if (typeof input !== 'object' || Array.isArray(input))
    return { ok: false, message: 'clock must be a preset name or an object' };
  const { delaySeconds, reserveSeconds } = input as Record<string, unknown>;
  const { maxDelaySeconds, minReserveSeconds, maxReserveSeconds } = CLOCK_LIMITS;
  if (
    typeof delaySeconds !== 'number' ||
    !Number.isFinite(delaySeconds) ||
    delaySeconds < 0 ||
    delaySeconds > maxDelaySeconds
  ) {
    return { ok: false, message: `clock.delaySeconds must be a number from 0 to ${maxDelaySeconds}` };
  }
  if (
    typeof reserveSeconds !== 'number' ||
    !Number.isFinite(reserveSeconds) ||
    reserveSeconds < minReserveSeconds ||
    reserveSeconds > maxReserveSeconds
  ) {
    return {
      ok: false,
      message: `clock.reserveSeconds must be a number from ${minReserveSeconds} to ${maxReserveSeconds}`,
    };
  }
  return {
    ok: true,
    value: { delayMs: Math.round(delaySeconds * 1000), reserveMs: Math.round(reserveSeconds * 1000) },
  };
}

/** Both clocks at one moment: the reserves left and whose clock runs since when (server time, ms). */
export interface ClockState {
  readonly settings: ClockSettings;
  readonly reserve: { readonly [C in Color]: number };
  /** The running turn of the clock: who must act, since when, and his reserve when it began. */
  readonly running: { readonly player: Color; readonly since: number; readonly reserveAtStart: number } | null;
}

export function newClock(settings: ClockSettings): ClockState {
  return { settings, reserve: { white: settings.reserveMs, black: settings.reserveMs }, running: null };
}

/** The running player's reserve at `at` (never below 0); the other player's reserve does not move. */
export function reserveAt(clock: ClockState, player: Color, at: number): number {
  const r = clock.running;
  if (r === null || r.player !== player) return clock.reserve[player];
  const counted = Math.max(0, at - r.since - clock.settings.delayMs);
  return Math.max(0, r.reserveAtStart - counted);
}

/** When the running player's reserve is spent (server time), or null when no clock runs. */
export function deadlineOf(clock: ClockState): number | null {
  const r = clock.running;
  return r === null ? null : r.since + clock.settings.delayMs + r.reserveAtStart;
}

/** Brings the running player's reserve up to `at` (the turn goes on). */
export function chargeTo(clock: ClockState, at: number): ClockState {
  const r = clock.running;
  if (r === null) return clock;
  return { ...clock, reserve: { ...clock.reserve, [r.player]: reserveAt(clock, r.player, at) } };
}

/**
 * Hands the clock to `player` at `at` (null: nobody's clock runs, e.g. in the opening or between games).
 * The running turn is charged and stopped; a new turn starts with a fresh delay. Handing it to the player
 * whose clock already runs changes nothing.
 */
export function handTo(clock: ClockState, player: Color | null, at: number): ClockState {
  if (clock.running?.player === player) return clock;
  const charged = chargeTo(clock, at);
  if (player === null) return { ...charged, running: null };
  return { ...charged, running: { player, since: at, reserveAtStart: charged.reserve[player] } };
}

/** What a client needs to draw both clocks: sent in snapshots and updates. */
export interface ClockView {
  readonly settings: ClockSettings;
  /** Reserves as of the moment the message was sent. */
  readonly reserve: { readonly [C in Color]: number };
  /** The running clock: whose, and how much of the turn's delay was left when the message was sent. */
  readonly running: { readonly player: Color; readonly delayLeftMs: number } | null;
}

export function clockView(clock: ClockState, at: number): ClockView {
  const r = clock.running;
  return {
    settings: clock.settings,
    reserve: { white: reserveAt(clock, 'white', at), black: reserveAt(clock, 'black', at) },
    running: r === null ? null : { player: r.player, delayLeftMs: Math.max(0, r.since + clock.settings.delayMs - at) },
  };
}

/**
 * The clocks `elapsedMs` after a view was received, for the display (the client does not need the
 * server's time): the delay runs down first, then the running player's reserve.
 */
export function clockDisplay(
  view: ClockView,
  elapsedMs: number,
): { readonly [C in Color]: { readonly reserveMs: number; readonly delayMs: number; readonly running: boolean } } {
  const show = (c: Color) => {
    const running = view.running?.player === c;
    if (!running || view.running === null) return { reserveMs: view.reserve[c], delayMs: 0, running: false };
    const delayLeft = view.running.delayLeftMs - elapsedMs;
    return {
      reserveMs: Math.max(0, view.reserve[c] + Math.min(0, delayLeft)),
      delayMs: Math.max(0, delayLeft),
      running: true,
    };
  };
  return { white: show('white'), black: show('black') };
}

/**
 * How a table was lost without being played out: on time (the reserve spent), or abandoned (the player
 * left a table without a clock and his opponent claimed the win). Written by the server as a `resign`
 * with `match: true` for `player`.
 */
export const FORFEIT_REASONS = ['timeout', 'abandoned'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];
export interface Forfeit {
  readonly player: Color;
  readonly reason: ForfeitReason;
}

/** What the server stores with a log entry besides the entry itself (docs/online.md "Data model"). */
export interface EntryMeta {
  /** Clocked tables, entries by a player: how long he took for it and both reserves after it. */
  readonly clock?: {
    readonly player: Color;
    readonly usedMs: number;
    readonly reserveMs: { readonly [C in Color]: number };
  };
  /** This entry is the forfeit itself. */
  readonly forfeit?: Forfeit;
}

/**
 * The clock part of a table's record (docs/online.md "Record"): the settings, and for every game the
 * clock of each of its events in order (`null` for events of nobody's clock: the opening roll, or any
 * event at a table without a clock), plus the forfeit with the index of its game.
 */
export interface ClockRecord {
  readonly clock: (ClockSettings & { readonly games: readonly (readonly (EntryMeta['clock'] | null)[])[] }) | null;
  readonly forfeit: (Forfeit & { readonly game: number }) | null;
}

export function clockRecord(
  settings: ClockSettings | null,
  log: readonly { readonly entry: { readonly type: string }; readonly meta: EntryMeta | null }[],
): ClockRecord {
  const games: (EntryMeta['clock'] | null)[][] = [[]];
  let forfeit: ClockRecord['forfeit'] = null;
  for (const { entry, meta } of log) {
    if (entry.type === 'next-game') {
      games.push([]);
      continue;
    }
    if (entry.type === 'closed') continue; // an operator's closing is no event of the record
    games[games.length - 1].push(meta?.clock ?? null);
    if (meta?.forfeit) forfeit = { ...meta.forfeit, game: games.length - 1 };
  }
  return { clock: settings === null ? null : { ...settings, games }, forfeit };
}
