import {
  CHECKERS_PER_SIDE,
  type Color,
  checkerTotals,
  DEFAULT_OPTIONS,
  ENDING_SETTINGS,
  type EndingSetting,
  err,
  fromSetup,
  isLongFamily,
  isVariantName,
  ok,
  type Position,
  parseRuleOptions,
  type Result,
  type RuleOptions,
  type Rules,
  rulesFor,
  type Side,
  startSide,
  type VariantName,
} from '@nardy/rules';
import { isRecord } from './shape.ts';

/** How cubes work at a table (RULES.md §5, §6.7): none, one per board, or one shared by all boards. */
export const CUBE_MODES = ['off', 'perBoard', 'shared'] as const;
export type CubeMode = (typeof CUBE_MODES)[number];

/** Allowed cube limits (RULES.md §5.1). */
export const CUBE_MAXES = [2, 4, 8, 16, 32, 64] as const;

/** Opening roll (RULES.md §6.2): the two opening dice are the starter's first play, or he rolls again. */
export const OPENING_ROLLS = ['useDice', 'reroll'] as const;
export type OpeningRoll = (typeof OPENING_ROLLS)[number];

/** Who starts the later games of a match (RULES.md §6.2). */
export const SERIES_FIRST_MOVES = ['loser', 'alternating', 'winner'] as const;
export type SeriesFirstMove = (typeof SERIES_FIRST_MOVES)[number];

/** Cube values 1, 2, 4, … (geometric) or 1, 2, 3, … (arithmetic, Caucasian dave; RULES.md §5.2). */
export const DAVE_PROGRESSIONS = ['geometric', 'arithmetic'] as const;
export type DaveProgression = (typeof DAVE_PROGRESSIONS)[number];

/** The shared cube after a board finishes normally (RULES.md §6.7): back to 1 centred, or no more doubling. */
export const SHARED_CUBE_AFTER_FIRST = ['reset', 'retire'] as const;
export type SharedCubeAfterFirst = (typeof SHARED_CUBE_AFTER_FIRST)[number];

/** Table-level options of RULES.md (besides the rule options of one board, which @nardy/rules reads). */
export interface TableOptions {
  readonly openingRoll: OpeningRoll;
  /** RULES.md §4.4; only ever applies at a table of one board. */
  readonly lastRollDraw: boolean;
  /** RULES.md §4.2: coefficients count 1 while the cube stands at 1. */
  readonly jacoby: boolean;
  readonly daveProgression: DaveProgression;
  readonly sharedCubeAfterFirst: SharedCubeAfterFirst;
}

/**
 * The table options of a table whose spec names none, for tables of any boards (RULES.md, revised
 * 2026-12). `openingRoll` is the default of a table with a short-family board; a table whose boards
 * are all long nardy or khachapuri rerolls (see `tableDefaults`).
 */
export const DEFAULT_TABLE_OPTIONS: TableOptions = {
  openingRoll: 'useDice',
  lastRollDraw: false,
  jacoby: false,
  daveProgression: 'geometric',
  sharedCubeAfterFirst: 'retire',
};

/** Every option of a table by its RULES.md name, resolved: what a record writes into `table.options`. */
export type ResolvedOptions = TableOptions & RuleOptions;

/**
 * The options a table with these boards plays by when its spec names none (RULES.md, revised 2026-12):
 * - `openingRoll`: `reroll` when every board is long nardy or khachapuri (S004: the winner of the
 *   opening throw rolls both dice), `useDice` as soon as one board is of the short family (§6.2);
 * - `homeMarsValue`: 3 at a table of two or more boards (Khramov's parallel table: home mars 2.5 when
 *   first, 3 otherwise), 2 at a table of one board (the Game Wiki: paid as an ordinary mars) (§4.2);
 * - `sharedCubeAfterFirst`: `retire` (Khramov: the rest "always" continues with a single stake, §6.7);
 * - `sixBlockTiming`: `endOfTurn` and the other board rules: @nardy/rules' `DEFAULT_OPTIONS`.
 * An option the spec names overrides its default.
 */
export function tableDefaults(variants: readonly VariantName[]): ResolvedOptions {
  return {
    ...DEFAULT_TABLE_OPTIONS,
    openingRoll: variants.length > 0 && variants.every(isLongFamily) ? 'reroll' : 'useDice',
    ...DEFAULT_OPTIONS,
    homeMarsValue: variants.length > 1 ? 3 : 2,
  };
}

/**
 * What every option was at every table before RULES.md's revision of 2026-12 (six-block checked after
 * every step, the opening dice always played, home mars 2, the shared cube reset after the first board).
 * Records name no option only in that older sense inside stores that predate the revision (the app's
 * saved game); their migrations write these in, so a game begun then is finished and scored as begun.
 */
export const OPTIONS_BEFORE_2026_12: ResolvedOptions = {
  openingRoll: 'useDice',
  lastRollDraw: false,
  jacoby: false,
  daveProgression: 'geometric',
  sharedCubeAfterFirst: 'reset',
  headRule: 'F2',
  sixBlock: 'ahead',
  sixBlockTiming: 'step',
  strictFullPipsBearoff: false,
  homeMarsValue: 2,
  longKoks: false,
};

/**
 * A table spec (untrusted, as stored) with `defaults` written in for every option it does not name;
 * anything that is not a spec with an options object is returned as it is, for the parser to refuse.
 */
export function withOptionsPinned(spec: unknown, defaults: ResolvedOptions): unknown {
  if (!isRecord(spec)) return spec;
  if (spec.options !== undefined && !isRecord(spec.options)) return spec;
  return { ...spec, options: { ...defaults, ...(spec.options as Record<string, unknown> | undefined) } };
}

/**
 * The options a spec sets apart from the defaults of its boards (its house rules). A normalised spec
 * names every option; a form that changes the boards keeps these and lets the rest follow the boards.
 */
export function houseRules(spec: TableSpec): Partial<ResolvedOptions> {
  const defaults: Record<string, unknown> = { ...tableDefaults(spec.boards.map((b) => b.variant)) };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(spec.options ?? {})) if (defaults[name] !== value) out[name] = value;
  return out as Partial<ResolvedOptions>;
}

/** One board of a table as written in a record: its variant and, optionally, a starting position. */
export interface BoardSpec {
  readonly variant: VariantName;
  /** Each side in its own numbering (the `nardy moves` Side); 15 checkers a side, counting `off`. */
  readonly start?: { readonly white: Side; readonly black: Side };
}

/**
 * The cube every game of a table starts with, when not 1 in the middle (a position set up with a turned
 * cube): its value and its owner (null: centred). Each board's cube (per-board mode) or the shared cube.
 */
export interface CubeStart {
  readonly value: number;
  readonly owner: Color | null;
}

/** A table as written in a record (`table` of docs/record-format.md): untrusted until parsed. */
export interface TableSpec {
  readonly boards: readonly BoardSpec[];
  readonly ending: EndingSetting;
  readonly cube: { readonly mode: CubeMode; readonly max?: number; readonly start?: CubeStart };
  readonly options?: { readonly [name: string]: unknown };
  readonly match?: { readonly length: number; readonly seriesFirstMove: SeriesFirstMove; readonly crawford?: boolean };
}

/** A validated table: everything the table core needs, with defaults filled in. */
export interface TableConfig {
  /**
   * The spec it was read from, normalised (written back into records), with `options` holding every
   * option resolved: a record written from it replays the same under any later change of defaults.
   */
  readonly spec: TableSpec;
  readonly boards: readonly {
    readonly variant: VariantName;
    readonly rules: Rules;
    /** Starting position seen from White (White is the "mover" of the stored position). */
    readonly start: Position;
  }[];
  readonly ending: EndingSetting;
  /** `start`: the cube every game starts with (null: 1, centred). */
  readonly cube: { readonly mode: CubeMode; readonly max: number; readonly start: CubeStart | null };
  /** The table options in force (given or defaulted, see `tableDefaults`). */
  readonly options: TableOptions;
  /** The board rule options in force, the same for every board (given or defaulted). */
  readonly ruleOptions: RuleOptions;
  readonly match: {
    readonly length: number;
    readonly seriesFirstMove: SeriesFirstMove;
    readonly crawford: boolean;
  } | null;
}

/**
 * A side as a spec keeps it: `points`, then `bar`, then `off` (those given), whatever order they came in —
 * so a record written from a stored spec (a database may reorder an object's keys) is the same, byte
 * for byte, as one written from the spec as sent.
 */
function sideInOrder(side: Side): Side {
  return {
    points: side.points,
    ...(side.bar === undefined ? {} : { bar: side.bar }),
    ...(side.off === undefined ? {} : { off: side.off }),
  };
}

/** Closed set of codes for a table spec that cannot be played. */
export const CONFIG_ERRORS = [
  'record/table',
  'record/boards',
  'record/board-variant',
  'record/board-start',
  'record/ending',
  'record/cube',
  'record/options',
  'record/match',
] as const;
export type ConfigError = (typeof CONFIG_ERRORS)[number];

/** Most boards a table may have (RULES.md §6.4: 3–4 boards is the largest form described). */
export const MAX_BOARDS = 4;

const TABLE_OPTION_NAMES = [
  'openingRoll',
  'lastRollDraw',
  'jacoby',
  'daveProgression',
  'sharedCubeAfterFirst',
] as const;
const RULE_OPTION_NAMES = [
  'headRule',
  'sixBlock',
  'sixBlockTiming',
  'strictFullPipsBearoff',
  'homeMarsValue',
  'longKoks',
] as const;
/** RULES.md option names that have their own place in the spec instead of `options`. */
const ELSEWHERE: Record<string, string> = {
  parallelCube: 'table.cube.mode',
  seriesFirstMove: 'table.match.seriesFirstMove',
  crawford: 'table.match.crawford',
};

/**
 * Validates a table spec (from a record or from the app's "new table" form) into a TableConfig, with a
 * stable code for the first problem found. Never throws.
 */
export function parseTableConfig(input: unknown): Result<TableConfig, ConfigError> {
  if (!isRecord(input)) return err('record/table', 'table must be a JSON object');
  const { boards, ending, cube, options, match } = input;

  const optionsResult = readOptions(options);
  if (!optionsResult.ok) return optionsResult;

  if (!Array.isArray(boards) || boards.length < 1 || boards.length > MAX_BOARDS) {
    return err('record/boards', `boards must be a list of 1 to ${MAX_BOARDS} boards`);
  }
  for (const [i, b] of boards.entries()) {
    if (!isRecord(b)) return err('record/boards', `board ${i} must be an object {"variant", "start"?}`);
    if (!isVariantName(b.variant))
      return err('record/board-variant', `board ${i}: unknown variant ${JSON.stringify(b.variant)}`);
  }
  // The defaults depend on the boards (how many, which family); what the spec names overrides them.
  const resolved = resolveOptions(tableDefaults(boards.map((b) => b.variant as VariantName)), optionsResult.value);
  const { tableOptions, ruleOptions } = splitOptions(resolved);

  const boardConfigs: TableConfig['boards'][number][] = [];
  const boardSpecs: BoardSpec[] = [];
  for (const [i, b] of (boards as Record<string, unknown>[]).entries()) {
    const variant = b.variant as VariantName;
    const rules = rulesFor(variant, ruleOptions);
    let start: Position;
    if (b.start === undefined) {
      const s = fromSetup(variant, { mover: startSide(variant), opponent: startSide(variant) });
      if (!s.ok) return err('record/board-start', `board ${i}: ${s.error.message}`);
      start = s.value;
      boardSpecs.push({ variant });
    } else {
      if (!isRecord(b.start))
        return err('record/board-start', `board ${i}: start must be {"white": Side, "black": Side}`);
      const s = fromSetup(variant, { mover: b.start.white, opponent: b.start.black });
      if (!s.ok) return err('record/board-start', `board ${i}: ${s.error.message} (${s.error.code})`);
      const [white, black] = checkerTotals(s.value);
      if (white !== CHECKERS_PER_SIDE || black !== CHECKERS_PER_SIDE) {
        return err('record/board-start', `board ${i}: each side needs ${CHECKERS_PER_SIDE} checkers counting off`);
      }
      if (s.value.cells[26] === CHECKERS_PER_SIDE || s.value.cells[27] === CHECKERS_PER_SIDE) {
        return err('record/board-start', `board ${i}: a side has already borne off every checker`);
      }
      start = s.value;
      boardSpecs.push({
        variant,
        start: { white: sideInOrder(b.start.white as Side), black: sideInOrder(b.start.black as Side) },
      });
    }
    boardConfigs.push({ variant, rules, start });
  }

  if (typeof ending !== 'string' || !(ENDING_SETTINGS as readonly string[]).includes(ending)) {
    return err('record/ending', `ending must be one of ${ENDING_SETTINGS.join(', ')}`);
  }

  if (!isRecord(cube) || typeof cube.mode !== 'string' || !(CUBE_MODES as readonly string[]).includes(cube.mode)) {
    return err('record/cube', `cube must be {"mode": ${CUBE_MODES.join(' | ')}, "max"?: 2..64}`);
  }
  const mode = cube.mode as CubeMode;
  const max = cube.max ?? 64;
  if (mode !== 'off' && !(CUBE_MAXES as readonly unknown[]).includes(max)) {
    return err('record/cube', `cube max must be one of ${CUBE_MAXES.join(', ')}`);
  }
  const cubeStart = readCubeStart(cube.start, mode, max as number, resolved.daveProgression);
  if (!cubeStart.ok) return cubeStart;

  let matchConfig: TableConfig['match'] = null;
  if (match !== undefined) {
    if (
      !isRecord(match) ||
      typeof match.length !== 'number' ||
      !Number.isInteger(match.length) ||
      match.length < 1 ||
      match.length > 999 ||
      !(SERIES_FIRST_MOVES as readonly unknown[]).includes(match.seriesFirstMove) ||
      (match.crawford !== undefined && typeof match.crawford !== 'boolean')
    ) {
      return err(
        'record/match',
        'match must be {"length": 1..999, "seriesFirstMove": loser | alternating | winner, "crawford"?: bool}',
      );
    }
    matchConfig = {
      length: match.length,
      seriesFirstMove: match.seriesFirstMove as SeriesFirstMove,
      crawford: match.crawford === true,
    };
  }

  const spec: TableSpec = {
    boards: boardSpecs,
    ending: ending as EndingSetting,
    cube:
      mode === 'off'
        ? { mode }
        : { mode, max: max as number, ...(cubeStart.value === null ? {} : { start: cubeStart.value }) },
    options: { ...resolved },
    ...(matchConfig ? { match: matchConfig } : {}),
  };
  return ok({
    spec,
    boards: boardConfigs,
    ending: ending as EndingSetting,
    cube: { mode, max: mode === 'off' ? 1 : (max as number), start: cubeStart.value },
    options: tableOptions,
    ruleOptions,
    match: matchConfig,
  });
}

/**
 * `cube.start`: a value the cube can reach (1 to max; a power of two unless the progression is
 * arithmetic) and an owner (`white`, `black` or null for centred). Absent, or 1 centred: none.
 */
function readCubeStart(
  input: unknown,
  mode: CubeMode,
  max: number,
  progression: DaveProgression,
): Result<CubeStart | null, ConfigError> {
  if (input === undefined) return ok(null);
  const shape = 'cube start must be {"value": 1..max, "owner": "white" | "black" | null}';
  if (mode === 'off') return err('record/cube', 'a table without a cube has no cube start');
  if (!isRecord(input)) return err('record/cube', shape);
  const { value, owner } = input;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    return err('record/cube', `${shape} (max ${max})`);
  }
  if (progression === 'geometric' && (value & (value - 1)) !== 0) {
    return err('record/cube', `cube start value ${value} is not a power of two`);
  }
  if (owner !== null && owner !== 'white' && owner !== 'black') return err('record/cube', shape);
  if (value === 1 && owner === null) return ok(null);
  return ok({ value, owner });
}

/** The options a spec names, validated (the rest take the table's defaults). */
type GivenOptions = Partial<ResolvedOptions>;

function readOptions(input: unknown): Result<GivenOptions, ConfigError> {
  if (input === undefined) return ok({});
  if (!isRecord(input)) return err('record/options', 'options must be a JSON object');
  for (const name of Object.keys(input)) {
    if (name in ELSEWHERE) return err('record/options', `option ${name} is written as ${ELSEWHERE[name]}`);
    if (
      !(TABLE_OPTION_NAMES as readonly string[]).includes(name) &&
      !(RULE_OPTION_NAMES as readonly string[]).includes(name)
    ) {
      return err('record/options', `unknown option ${name}`);
    }
  }
  const rules = parseRuleOptions(input);
  if (!rules.ok) return err('record/options', rules.error.message);
  const given: Partial<Record<keyof TableOptions, unknown>> = {};
  const oneOf = (name: keyof TableOptions, allowed: readonly string[]): string | null => {
    const v = input[name];
    if (v === undefined) return null;
    if (typeof v === 'string' && allowed.includes(v)) {
      given[name] = v;
      return null;
    }
    return `option ${name} must be one of ${allowed.join(', ')}`;
  };
  const bad =
    oneOf('openingRoll', OPENING_ROLLS) ??
    oneOf('daveProgression', DAVE_PROGRESSIONS) ??
    oneOf('sharedCubeAfterFirst', SHARED_CUBE_AFTER_FIRST);
  if (bad !== null) return err('record/options', bad);
  for (const name of ['lastRollDraw', 'jacoby'] as const) {
    if (input[name] === undefined) continue;
    if (typeof input[name] !== 'boolean') return err('record/options', `option ${name} must be true or false`);
    given[name] = input[name];
  }
  return ok({ ...given, ...rules.value } as GivenOptions);
}

/** The defaults with what the spec names put over them, in the order records write them. */
function resolveOptions(defaults: ResolvedOptions, given: GivenOptions): ResolvedOptions {
  const out: Record<string, unknown> = {};
  for (const name of [...TABLE_OPTION_NAMES, ...RULE_OPTION_NAMES]) out[name] = given[name] ?? defaults[name];
  return out as unknown as ResolvedOptions;
}

function splitOptions(o: ResolvedOptions): { tableOptions: TableOptions; ruleOptions: RuleOptions } {
  return {
    tableOptions: {
      openingRoll: o.openingRoll,
      lastRollDraw: o.lastRollDraw,
      jacoby: o.jacoby,
      daveProgression: o.daveProgression,
      sharedCubeAfterFirst: o.sharedCubeAfterFirst,
    },
    ruleOptions: {
      headRule: o.headRule,
      sixBlock: o.sixBlock,
      sixBlockTiming: o.sixBlockTiming,
      strictFullPipsBearoff: o.strictFullPipsBearoff,
      homeMarsValue: o.homeMarsValue,
      longKoks: o.longKoks,
    },
  };
}
