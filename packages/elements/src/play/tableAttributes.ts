import { isLevel, LEVELS, type Level } from '@nardy/bot';
import {
  type AutoPlaySettings,
  CUBE_MODES,
  type CubeMode,
  DEFAULT_AUTO_PLAY,
  MAX_BOARDS,
  NO_AUTO_PLAY,
  type TableSpec,
} from '@nardy/parallel';
import {
  type Color,
  defaultEndingSetting,
  ENDING_SETTINGS,
  type EndingSetting,
  isVariantName,
  VARIANTS,
  type VariantName,
} from '@nardy/rules';

/** The attributes of a `<nardy-table>` that plays a table of its own, as written on the page. */
export interface TableAttributes {
  /** Variants of the boards, comma-separated: `short,long`. */
  readonly boards: string | null;
  /** `computer` (default) or `human` (two people at one screen). */
  readonly opponent: string | null;
  /** The computer's level: beginner, club, strong (default), master. */
  readonly level: string | null;
  /** The colour the person plays against the computer: `white` (default) or `black`. */
  readonly player: string | null;
  /** `off` (default), `perBoard` or `shared`. */
  readonly cube: string | null;
  /** `oin`, `mars` or `koks` (default: the first board's variant's own). */
  readonly ending: string | null;
  /** Points of a match (none: single games). */
  readonly match: string | null;
  /** `on` (default) or `off`: the person's choices that are no choice played for him. */
  readonly autoPlay?: string | null;
}

/** What those attributes say: the table to create, and who sits at it. */
export interface TableSettings {
  readonly spec: TableSpec;
  /** The computer's colour, or null for two people. */
  readonly computer: Color | null;
  readonly level: Level;
  /**
   * The person's auto-play (for `LocalTable.create`'s `auto`): `on` chooses the only board the roll
   * can be played on, plays a forced play and bears off in a race by itself; `off` leaves all to him.
   * Left out: on.
   */
  readonly auto?: AutoPlaySettings;
}

/** Closed set of codes for attributes that describe no table. */
export const TABLE_ATTRIBUTE_ERRORS = [
  'ERR_BOARDS',
  'ERR_OPPONENT',
  'ERR_LEVEL',
  'ERR_PLAYER',
  'ERR_CUBE',
  'ERR_ENDING',
  'ERR_MATCH',
  'ERR_AUTO_PLAY',
] as const;
export type TableAttributeError = (typeof TABLE_ATTRIBUTE_ERRORS)[number];

type Read = { ok: true; value: TableSettings } | { ok: false; error: { code: TableAttributeError; message: string } };
const refuse = (code: TableAttributeError, message: string): Read => ({ ok: false, error: { code, message } });

/** Longest match the attribute accepts (points). */
const MAX_MATCH = 99;

/**
 * Pure: reads the attributes of a self-playing table. Every value is checked here with a stable code
 * (the element reports it as `nardy-error` and draws nothing misleading); the table rules' own
 * checks (@nardy/parallel's `parseTableConfig`) come after.
 */
export function readTableAttributes(a: TableAttributes): Read {
  const variants = (a.boards ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (variants.length < 1 || variants.length > MAX_BOARDS || !variants.every(isVariantName)) {
    return refuse(
      'ERR_BOARDS',
      `boards must list 1 to ${MAX_BOARDS} variants separated by commas, each one of ${VARIANTS.join(', ')}`,
    );
  }
  const boards = variants as VariantName[];
  const opponent = a.opponent ?? 'computer';
  if (opponent !== 'computer' && opponent !== 'human')
    return refuse('ERR_OPPONENT', 'opponent must be computer or human');
  const level = a.level ?? 'strong';
  if (!isLevel(level)) return refuse('ERR_LEVEL', `level must be one of ${LEVELS.join(', ')}`);
  const player = a.player ?? 'white';
  if (player !== 'white' && player !== 'black') return refuse('ERR_PLAYER', 'player must be white or black');
  const cube = a.cube ?? 'off';
  if (!(CUBE_MODES as readonly string[]).includes(cube)) {
    return refuse('ERR_CUBE', `cube must be one of ${CUBE_MODES.join(', ')}`);
  }
  const ending = a.ending ?? defaultEndingSetting(boards[0]);
  if (!(ENDING_SETTINGS as readonly string[]).includes(ending)) {
    return refuse('ERR_ENDING', `ending must be one of ${ENDING_SETTINGS.join(', ')}`);
  }
  let match: TableSpec['match'];
  if (a.match !== null) {
    const length = Number(a.match);
    if (!/^\d+$/.test(a.match.trim()) || length < 1 || length > MAX_MATCH) {
      return refuse('ERR_MATCH', `match must be a number of points from 1 to ${MAX_MATCH}`);
    }
    match = { length, seriesFirstMove: 'loser' };
  }
  const autoPlay = a.autoPlay ?? 'on';
  if (autoPlay !== 'on' && autoPlay !== 'off') return refuse('ERR_AUTO_PLAY', 'auto-play must be on or off');
  const spec: TableSpec = {
    boards: boards.map((variant) => ({ variant })),
    ending: ending as EndingSetting,
    cube: { mode: cube as CubeMode },
    ...(match ? { match } : {}),
  };
  const computer: Color | null = opponent === 'human' ? null : player === 'white' ? 'black' : 'white';
  return { ok: true, value: { spec, computer, level, auto: autoPlay === 'on' ? DEFAULT_AUTO_PLAY : NO_AUTO_PLAY } };
}
