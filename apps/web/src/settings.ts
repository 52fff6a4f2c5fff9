import { LEVELS, type Level } from '@nardy/bot';
import {
  BOARD_DEPENDENT_OPTIONS,
  CUBE_MAXES,
  CUBE_MODES,
  type CubeMode,
  DEFAULT_TABLE_OPTIONS,
  MAX_BOARDS,
  OPTION_NAMES,
  OPTIONS_BEFORE_2026_12,
  type OptionName,
  parseOptions,
  type ResolvedOptions,
  optionsInForce as resolvedOptions,
  SERIES_FIRST_MOVES,
  type SeriesFirstMove,
  type TableSpec,
  tableDefaults,
} from '@nardy/parallel';
import {
  DEFAULT_OPTIONS,
  ENDING_SETTINGS,
  type EndingSetting,
  isLongFamily,
  VARIANTS,
  type VariantName,
} from '@nardy/rules';

/** Who sits opposite the player at the bottom: another person on this device, or the computer. */
export const OPPONENTS = ['human', 'computer'] as const;
export type Opponent = (typeof OPPONENTS)[number];

/**
 * Version of the stored settings: 2 since the defaults of RULES.md revised 2026-12 (settings without it
 * wrote every option at the old defaults, which `parseSettings` does not mistake for a player's choice).
 */
export const SETTINGS_VERSION = 2;

/** An option the player leaves to the table: its value follows the boards (see `tableDefaults`). */
export const BY_TABLE = 'default';
export type ByTable = typeof BY_TABLE;

/**
 * The RULES.md options as the form holds them (`ResolvedOptions` of @nardy/parallel, by the same names);
 * an option whose default follows the boards (`BOARD_DEPENDENT_OPTIONS`: the opening roll — `reroll` when
 * every board is long nardy or khachapuri, RULES.md §6.2 —, and home mars — 3 at a table of two or more
 * boards, §4.2) may also be `default`, left to the table.
 */
export type OptionSettings = {
  readonly [K in OptionName]: K extends BoardDependent ? ResolvedOptions[K] | ByTable : ResolvedOptions[K];
};
type BoardDependent = (typeof BOARD_DEPENDENT_OPTIONS)[number];

/**
 * Everything the new-game screen asks (issue 5): the boards, the ending setting, the cube, the match,
 * the RULES.md options and the opponent. Turned into a record's `table` by `tableSpecFor`.
 */
export interface GameSettings extends OptionSettings {
  readonly settingsVersion: typeof SETTINGS_VERSION;
  /** One variant per board, 1–4 boards. */
  readonly boards: readonly VariantName[];
  readonly ending: EndingSetting;
  readonly cubeMode: CubeMode;
  /** Highest cube value (RULES.md §5.1); ignored when the cube is off. */
  readonly cubeMax: number;
  /** Match length in points; 0 = a single game. */
  readonly matchLength: number;
  readonly seriesFirstMove: SeriesFirstMove;
  readonly crawford: boolean;
  readonly opponent: Opponent;
  readonly level: Level;
  /** Players' names for the game (empty: "White" / "Black", or the computer's level). */
  readonly whiteName: string;
  readonly blackName: string;
}

/** RULES.md defaults; the computer at the default level; two boards of short nardy. */
export const DEFAULT_SETTINGS: GameSettings = {
  settingsVersion: SETTINGS_VERSION,
  boards: ['short', 'short'],
  ending: 'koks',
  cubeMode: 'off',
  cubeMax: 64,
  matchLength: 0,
  seriesFirstMove: 'loser',
  crawford: false,
  ...DEFAULT_TABLE_OPTIONS,
  ...DEFAULT_OPTIONS,
  openingRoll: BY_TABLE,
  homeMarsValue: BY_TABLE,
  opponent: 'computer',
  level: 'strong',
  whiteName: '',
  blackName: '',
};

/** The default ending setting for a set of boards (RULES.md §4.2): Koks with a short board, else Mars. */
export function defaultEnding(boards: readonly VariantName[]): EndingSetting {
  return boards.some((v) => !isLongFamily(v)) ? 'koks' : 'mars';
}

/** One-click presets of the new-game screen; `id` names their accessible label in every language. */
export const PRESET_IDS = ['parallelShort', 'parallelShortLong', 'short', 'long', 'caucasian'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

const PRESET_BOARDS: Record<PresetId, readonly VariantName[]> = {
  parallelShort: ['short', 'short'],
  parallelShortLong: ['short', 'long'],
  short: ['short'],
  long: ['long'],
  caucasian: ['short-caucasian'],
};

/** The settings of a preset, keeping the opponent and level already chosen. */
export function presetSettings(id: PresetId, base: GameSettings = DEFAULT_SETTINGS): GameSettings {
  const boards = PRESET_BOARDS[id];
  return {
    ...DEFAULT_SETTINGS,
    boards,
    ending: defaultEnding(boards),
    opponent: base.opponent,
    level: base.level,
    whiteName: base.whiteName,
    blackName: base.blackName,
  };
}

/** Number of boards of a preset (its accessible name says it). */
export function presetBoardCount(id: PresetId): number {
  return PRESET_BOARDS[id].length;
}

/** Closed codes for settings that cannot make a table. */
export const SETTINGS_ERRORS = ['settings/invalid'] as const;

const oneOf = <T>(allowed: readonly T[], v: unknown, fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback;

/**
 * Reads settings from untrusted data (the last used settings in storage): every field falls back to
 * its default when missing or wrong, so a stale or edited entry never breaks the new-game screen.
 */
export function parseSettings(input: unknown): GameSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return DEFAULT_SETTINGS;
  const o = { ...(input as Record<string, unknown>) };
  const d = DEFAULT_SETTINGS;
  // Settings saved before the revision of 2026-12 wrote every option; its value then is read as "the default".
  if (o.settingsVersion !== SETTINGS_VERSION) {
    for (const name of OPTION_NAMES) if (o[name] === OPTIONS_BEFORE_2026_12[name]) delete o[name];
  }
  const boards =
    Array.isArray(o.boards) &&
    o.boards.length >= 1 &&
    o.boards.length <= MAX_BOARDS &&
    o.boards.every((b) => (VARIANTS as readonly unknown[]).includes(b))
      ? (o.boards as VariantName[])
      : d.boards;
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const length =
    typeof o.matchLength === 'number' && Number.isInteger(o.matchLength) && o.matchLength >= 0 && o.matchLength <= 99
      ? o.matchLength
      : d.matchLength;
  const options: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    const value = o[name];
    const left = value === BY_TABLE && (BOARD_DEPENDENT_OPTIONS as readonly string[]).includes(name);
    options[name] = left || (value !== undefined && parseOptions({ [name]: value }).ok) ? value : d[name];
  }
  return {
    ...(options as unknown as OptionSettings),
    settingsVersion: SETTINGS_VERSION,
    boards,
    ending: oneOf(ENDING_SETTINGS, o.ending, defaultEnding(boards)),
    cubeMode: oneOf(CUBE_MODES, o.cubeMode, d.cubeMode),
    cubeMax: oneOf(CUBE_MAXES, o.cubeMax, 64),
    matchLength: length,
    seriesFirstMove: oneOf(SERIES_FIRST_MOVES, o.seriesFirstMove, d.seriesFirstMove),
    crawford: bool(o.crawford, d.crawford),
    opponent: oneOf(OPPONENTS, o.opponent, d.opponent),
    level: oneOf(LEVELS, o.level, d.level),
    whiteName: name(o.whiteName),
    blackName: name(o.blackName),
  };
}

/** A name as typed: trimmed, at most 32 characters; anything else is no name. */
function name(v: unknown): string {
  return typeof v === 'string' ? v.trim().slice(0, 32) : '';
}

/**
 * The record's `table` for these settings (docs/record-format.md): the options the player set apart
 * from the table's defaults (`parseTableConfig` resolves the rest and writes them all into the record).
 */
export function tableSpecFor(s: GameSettings): TableSpec {
  const d: Record<string, unknown> = { ...tableDefaults(s.boards) };
  const options: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    if (s[name] !== BY_TABLE && s[name] !== d[name]) options[name] = s[name];
  }
  // RULES.md §6.6: the last-roll draw is off in parallel play.
  if (s.boards.length > 1) delete options.lastRollDraw;
  return {
    boards: s.boards.map((variant) => ({ variant })),
    ending: s.ending,
    cube: s.cubeMode === 'off' ? { mode: 'off' } : { mode: s.cubeMode, max: s.cubeMax },
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(s.matchLength > 0
      ? { match: { length: s.matchLength, seriesFirstMove: s.seriesFirstMove, crawford: s.crawford } }
      : {}),
  };
}

/**
 * The options in force at the table these settings make (RULES.md defaults for these boards, with the
 * player's choices over them): what the new-game screen shows. Null when the settings make no table.
 */
export function optionsInForce(s: GameSettings): ResolvedOptions | null {
  const given = parseOptions(tableSpecFor(s).options);
  return given.ok ? resolvedOptions(s.boards, given.value) : null;
}
