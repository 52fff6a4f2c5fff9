import { type ClockSettings, normalizeName, parseClockRequest, type TournamentFormat } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import { MAX_WINS_NEEDED, parseTournamentConfig, type TournamentConfig } from '@nardy/tournament';

/**
 * A tournament's settings as accepted by `POST /api/tournaments` and stored with it: everything the
 * runner needs to open its tables and advance it.
 */
export interface TournamentSettings {
  readonly format: TournamentFormat;
  /** The table of every match, without `match` (the tournament's match length is added). */
  readonly table: TableSpec;
  readonly matchLength: number;
  /** Olympic: match wins that decide a pairing before the final, and the final's and third place's. */
  readonly winsNeeded: number;
  readonly finalWinsNeeded: number;
  readonly thirdPlace: boolean;
  readonly clock: ClockSettings | null;
  readonly capacity: number;
  /** Arena: minutes of pairing. */
  readonly minutes: number;
  readonly rated: boolean;
  readonly noShowSeconds: number;
}

/** A refused setting: the route answers 400 with the code. */
export interface SettingsRefusal {
  readonly code: `tournament/${string}`;
  readonly message: string;
}

export const MAX_CAPACITY = 256;
export const DEFAULT_NO_SHOW_SECONDS = 180;
const KEYS = [
  'name',
  'format',
  'table',
  'matchLength',
  'series',
  'finalSeries',
  'thirdPlace',
  'clock',
  'capacity',
  'minutes',
  'startsAt',
  'rated',
  'noShowSeconds',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** A series best of N (odd, 1..2·MAX−1) as the match wins that decide it. */
function winsOf(input: unknown, field: string, fallback: number): number | SettingsRefusal {
  if (input === undefined) return fallback;
  const max = 2 * MAX_WINS_NEEDED - 1;
  if (!isRecord(input) || !isInt(input.bestOf, 1, max) || input.bestOf % 2 === 0) {
    return { code: 'tournament/series', message: `${field} is {"bestOf": N}, N odd, 1..${max}` };
  }
  return (input.bestOf + 1) / 2;
}

/**
 * Checks a `POST /api/tournaments` body. Refusals carry stable codes: `tournament/shape`,
 * `tournament/name`, `tournament/format`, `tournament/table`, `tournament/match-length`,
 * `tournament/series`, `tournament/clock`, `tournament/capacity`, `tournament/minutes`,
 * `tournament/starts-at`, `tournament/no-show`.
 */
export function parseTournamentRequest(
  body: Record<string, unknown>,
  now: number,
):
  | { ok: true; name: string; startsAt: Date | null; settings: TournamentSettings }
  | { ok: false; error: SettingsRefusal } {
  const bad = (code: SettingsRefusal['code'], message: string) => ({ ok: false as const, error: { code, message } });
  for (const key of Object.keys(body)) {
    if (!KEYS.includes(key)) return bad('tournament/shape', `unknown field ${key}; known: ${KEYS.join(', ')}`);
  }
  const name = typeof body.name === 'string' ? normalizeName(body.name, 64) : null;
  if (name === null || name === '') return bad('tournament/name', 'name is a text of 1 to 64 characters');
  const format = body.format;
  if (format !== 'olympic' && format !== 'arena') return bad('tournament/format', 'format is "olympic" or "arena"');
  if (!isInt(body.capacity, 2, MAX_CAPACITY)) {
    return bad('tournament/capacity', `capacity is an integer 2..${MAX_CAPACITY}`);
  }
  const matchLength = body.matchLength ?? (format === 'arena' ? 1 : 5);
  if (!isInt(matchLength, 1, 25)) return bad('tournament/match-length', 'matchLength is an integer 1..25');
  if (format === 'arena' && (body.series !== undefined || body.finalSeries !== undefined)) {
    return bad('tournament/series', 'an arena has no series: every table is one match');
  }
  const winsNeeded = winsOf(body.series, 'series', 2);
  if (typeof winsNeeded !== 'number') return { ok: false, error: winsNeeded };
  const finalWinsNeeded = winsOf(body.finalSeries, 'finalSeries', winsNeeded);
  if (typeof finalWinsNeeded !== 'number') return { ok: false, error: finalWinsNeeded };
  if (body.thirdPlace !== undefined && typeof body.thirdPlace !== 'boolean') {
    return bad('tournament/shape', 'thirdPlace is true or false');
  }
  if (body.rated !== undefined && typeof body.rated !== 'boolean')
    return bad('tournament/shape', 'rated is true or false');
  // The table is checked as @nardy/tournament checks an organiser's (every match must be playable).
  if (isRecord(body.table) && body.table.match !== undefined) {
    return bad('tournament/table', 'table.match is set by matchLength; leave it out');
  }
  const config = parseTournamentConfig({
    minEntrants: 2,
    matchLength,
    winsNeeded,
    finalWinsNeeded,
    thirdPlace: body.thirdPlace ?? true,
    table: body.table,
  });
  if (!config.ok) return bad('tournament/table', config.error.message);
  const clock = parseClockRequest(body.clock, {
    boards: config.value.table.boards,
    match: { length: matchLength, seriesFirstMove: 'alternating' },
  });
  if (!clock.ok) return bad('tournament/clock', clock.message);
  const minutes = body.minutes ?? 30;
  if (
    format === 'arena' &&
    !(typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0.05 && minutes <= 720)
  ) {
    return bad('tournament/minutes', 'minutes is a number 0.05..720');
  }
  if (format === 'olympic' && body.minutes !== undefined) {
    return bad('tournament/minutes', 'an Olympic tournament lasts until its final: no minutes');
  }
  let startsAt: Date | null = null;
  if (body.startsAt !== undefined) {
    const at = typeof body.startsAt === 'string' ? Date.parse(body.startsAt) : Number.NaN;
    if (!Number.isFinite(at) || at < now - 60_000 || at > now + 90 * 86_400_000) {
      return bad('tournament/starts-at', 'startsAt is an ISO time from now to 90 days ahead');
    }
    startsAt = new Date(at);
  }
  const noShowSeconds = body.noShowSeconds ?? DEFAULT_NO_SHOW_SECONDS;
  if (!isInt(noShowSeconds, 10, 1800)) return bad('tournament/no-show', 'noShowSeconds is an integer 10..1800');
  return {
    ok: true,
    name,
    startsAt,
    settings: {
      format,
      table: config.value.table,
      matchLength,
      winsNeeded,
      finalWinsNeeded,
      thirdPlace: config.value.thirdPlace,
      clock: clock.value,
      capacity: body.capacity,
      minutes: format === 'arena' ? (minutes as number) : 0,
      rated: body.rated === true,
      noShowSeconds,
    },
  };
}

/** The @nardy/tournament configuration of an Olympic tournament's settings. */
export function olympicConfig(settings: TournamentSettings): TournamentConfig {
  const parsed = parseTournamentConfig({
    minEntrants: 2,
    matchLength: settings.matchLength,
    winsNeeded: settings.winsNeeded,
    finalWinsNeeded: settings.finalWinsNeeded,
    thirdPlace: settings.thirdPlace,
    table: settings.table,
  });
  if (!parsed.ok) throw new Error(`stored tournament settings refused: ${parsed.error.message}`);
  return parsed.value;
}
