import { LEVELS, type Level } from '@nardy/bot';
import {
  CUBE_MAXES,
  type CubeMode,
  DAVE_PROGRESSIONS,
  type DaveProgression,
  MAX_BOARDS,
  OPENING_ROLLS,
  type OpeningRoll,
  SERIES_FIRST_MOVES,
  type SeriesFirstMove,
  SHARED_CUBE_AFTER_FIRST,
  type SharedCubeAfterFirst,
  type TableSpec,
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
 * Everything the new-game screen asks (issue 5): the boards, the ending setting, the cube, the match,
 * the RULES.md options and the opponent. Turned into a record's `table` by `tableSpecFor`.
 */
export interface GameSettings {
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
  readonly openingRoll: OpeningRoll;
  readonly jacoby: boolean;
  readonly lastRollDraw: boolean;
  readonly daveProgression: DaveProgression;
  readonly sharedCubeAfterFirst: SharedCubeAfterFirst;
  readonly headRule: HeadRule;
  readonly sixBlock: SixBlockRule;
  readonly sixBlockTiming: SixBlockTiming;
  readonly strictFullPipsBearoff: boolean;
  readonly homeMarsValue: 2 | 3;
  readonly longKoks: boolean;
  readonly opponent: Opponent;
  readonly level: Level;
}

/** RULES.md defaults; the computer at the default level; two boards of short nardy. */
export const DEFAULT_SETTINGS: GameSettings = {
  boards: ['short', 'short'],
  ending: 'koks',
  cubeMode: 'off',
  cubeMax: 64,
  matchLength: 0,
  seriesFirstMove: 'loser',
  crawford: false,
  openingRoll: 'useDice',
  jacoby: false,
  lastRollDraw: false,
  daveProgression: 'geometric',
  sharedCubeAfterFirst: 'reset',
  headRule: 'F2',
  sixBlock: 'ahead',
  sixBlockTiming: 'step',
  strictFullPipsBearoff: false,
  homeMarsValue: 2,
  longKoks: false,
  opponent: 'computer',
  level: 'strong',
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
  const o = input as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
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
    boards,
    ending: oneOf(ENDING_SETTINGS, o.ending, defaultEnding(boards)),
    cubeMode: oneOf(['off', 'perBoard', 'shared'] as const, o.cubeMode, d.cubeMode),
    cubeMax: oneOf(CUBE_MAXES, o.cubeMax, 64),
    matchLength: length,
    seriesFirstMove: oneOf(SERIES_FIRST_MOVES, o.seriesFirstMove, d.seriesFirstMove),
    crawford: bool(o.crawford, d.crawford),
    openingRoll: oneOf(OPENING_ROLLS, o.openingRoll, d.openingRoll),
    jacoby: bool(o.jacoby, d.jacoby),
    lastRollDraw: bool(o.lastRollDraw, d.lastRollDraw),
    daveProgression: oneOf(DAVE_PROGRESSIONS, o.daveProgression, d.daveProgression),
    sharedCubeAfterFirst: oneOf(SHARED_CUBE_AFTER_FIRST, o.sharedCubeAfterFirst, d.sharedCubeAfterFirst),
    headRule: oneOf(HEAD_RULES, o.headRule, d.headRule),
    sixBlock: oneOf(SIX_BLOCK_RULES, o.sixBlock, d.sixBlock),
    sixBlockTiming: oneOf(SIX_BLOCK_TIMINGS, o.sixBlockTiming, d.sixBlockTiming),
    strictFullPipsBearoff: bool(o.strictFullPipsBearoff, d.strictFullPipsBearoff),
    homeMarsValue: o.homeMarsValue === 3 ? 3 : 2,
    longKoks: bool(o.longKoks, d.longKoks),
    opponent: oneOf(OPPONENTS, o.opponent, d.opponent),
    level: oneOf(LEVELS, o.level, d.level),
  };
}

/**
 * The record's `table` for these settings (docs/record-format.md). Only options that differ from
 * RULES.md defaults are written, so records stay short; `parseTableConfig` validates the result.
 */
export function tableSpecFor(s: GameSettings): TableSpec {
  const d = DEFAULT_SETTINGS;
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
    if (s[name] !== d[name]) options[name] = s[name];
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
