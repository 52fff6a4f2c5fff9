import { LEVELS, type Level } from '@nardy/bot';
import {
  CUBE_MAXES,
  type CubeMode,
  DAVE_PROGRESSIONS,
  type DaveProgression,
  MAX_BOARDS,
  OPENING_ROLLS,
  type OpeningRoll,
  parseTableConfig,
  type ResolvedOptions,
  SERIES_FIRST_MOVES,
  type SeriesFirstMove,
  SHARED_CUBE_AFTER_FIRST,
  type SharedCubeAfterFirst,
  type TableSpec,
  tableDefaults,
} from '@nardy/parallel';
import {
  ENDING_SETTINGS,
  type EndingSetting,
  HEAD_RULES,
  type HeadRule,
  isLongFamily,
  SIX_BLOCK_RULES,
  SIX_BLOCK_TIMINGS,
  type SixBlockRule,
  type SixBlockTiming,
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
 * Everything the new-game screen asks (issue 5): the boards, the ending setting, the cube, the match,
 * the RULES.md options and the opponent. Turned into a record's `table` by `tableSpecFor`.
 */
export interface GameSettings {
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
  /** `default`: `reroll` when every board is long nardy or khachapuri, else `useDice` (RULES.md §6.2). */
  readonly openingRoll: OpeningRoll | ByTable;
  readonly jacoby: boolean;
  readonly lastRollDraw: boolean;
  readonly daveProgression: DaveProgression;
  readonly sharedCubeAfterFirst: SharedCubeAfterFirst;
  readonly headRule: HeadRule;
  readonly sixBlock: SixBlockRule;
  readonly sixBlockTiming: SixBlockTiming;
  readonly strictFullPipsBearoff: boolean;
  /** `default`: 3 at a table of two or more boards, 2 on one board (RULES.md §4.2). */
  readonly homeMarsValue: 2 | 3 | ByTable;
  readonly longKoks: boolean;
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
  openingRoll: BY_TABLE,
  jacoby: false,
  lastRollDraw: false,
  daveProgression: 'geometric',
  sharedCubeAfterFirst: 'retire',
  headRule: 'F2',
  sixBlock: 'ahead',
  sixBlockTiming: 'endOfTurn',
  strictFullPipsBearoff: false,
  homeMarsValue: BY_TABLE,
  longKoks: false,
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
 * The values the new-game screen wrote for every option before RULES.md's revision of 2026-12 when the
 * player left it alone. Settings saved then (no `settingsVersion`) read these as "the default".
 */
const OLD_DEFAULTS = {
  openingRoll: 'useDice',
  homeMarsValue: 2,
  sharedCubeAfterFirst: 'reset',
  sixBlockTiming: 'step',
} as const;

/**
 * Reads settings from untrusted data (the last used settings in storage): every field falls back to
 * its default when missing or wrong, so a stale or edited entry never breaks the new-game screen.
 */
export function parseSettings(input: unknown): GameSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return DEFAULT_SETTINGS;
  const o = { ...(input as Record<string, unknown>) };
  const d = DEFAULT_SETTINGS;
  if (o.settingsVersion !== SETTINGS_VERSION) {
    for (const [name, old] of Object.entries(OLD_DEFAULTS)) if (o[name] === old) delete o[name];
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
  return {
    settingsVersion: SETTINGS_VERSION,
    boards,
    ending: oneOf(ENDING_SETTINGS, o.ending, defaultEnding(boards)),
    cubeMode: oneOf(['off', 'perBoard', 'shared'] as const, o.cubeMode, d.cubeMode),
    cubeMax: oneOf(CUBE_MAXES, o.cubeMax, 64),
    matchLength: length,
    seriesFirstMove: oneOf(SERIES_FIRST_MOVES, o.seriesFirstMove, d.seriesFirstMove),
    crawford: bool(o.crawford, d.crawford),
    openingRoll: oneOf([...OPENING_ROLLS, BY_TABLE], o.openingRoll, d.openingRoll),
    jacoby: bool(o.jacoby, d.jacoby),
    lastRollDraw: bool(o.lastRollDraw, d.lastRollDraw),
    daveProgression: oneOf(DAVE_PROGRESSIONS, o.daveProgression, d.daveProgression),
    sharedCubeAfterFirst: oneOf(SHARED_CUBE_AFTER_FIRST, o.sharedCubeAfterFirst, d.sharedCubeAfterFirst),
    headRule: oneOf(HEAD_RULES, o.headRule, d.headRule),
    sixBlock: oneOf(SIX_BLOCK_RULES, o.sixBlock, d.sixBlock),
    sixBlockTiming: oneOf(SIX_BLOCK_TIMINGS, o.sixBlockTiming, d.sixBlockTiming),
    strictFullPipsBearoff: bool(o.strictFullPipsBearoff, d.strictFullPipsBearoff),
    homeMarsValue: oneOf([2, 3, BY_TABLE] as const, o.homeMarsValue, d.homeMarsValue),
    longKoks: bool(o.longKoks, d.longKoks),
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
  const names = [
    'openingRoll',
    'jacoby',
    'lastRollDraw',
    'daveProgression',
    'sharedCubeAfterFirst',
    'headRule',
    'sixBlock',
    'sixBlockTiming',
    'strictFullPipsBearoff',
    'homeMarsValue',
    'longKoks',
  ] as const;
  for (const name of names) {
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
  const config = parseTableConfig(tableSpecFor(s));
  return config.ok ? (config.value.spec.options as unknown as ResolvedOptions) : null;
}
