import {
  parseTableConfig,
  SERIES_FIRST_MOVES,
  type SeriesFirstMove,
  type TableConfig,
  type TableSpec,
} from '@nardy/parallel';
import { err, ok, type Result } from '@nardy/rules';

/**
 * How a tournament is played. The defaults are the club championship of RULES.md §6.3 (S000): matches
 * to 5 points, first to 2 match wins in the rounds, first to 3 in the final and the third-place
 * pairing, at least 24 entrants, short nardy with oin and mars and no cube, S000's own bear-off rule
 * (`strictFullPipsBearoff`: with checkers on 6, 4, 1 a 5-3 is played 6/1 4/1; revised 2026-12),
 * players alternating the first move of each game ("по очереди").
 */
export interface TournamentConfig {
  /** The draw is refused with fewer entrants (S000: "Необходимое количество игроков … 24"). */
  readonly minEntrants: number;
  /** Points a match is played to. */
  readonly matchLength: number;
  /** Match wins that decide a pairing of the rounds before the final (2: a third match only at 1–1). */
  readonly winsNeeded: number;
  /** Match wins that decide the final and the third-place pairing. */
  readonly finalWinsNeeded: number;
  /** Whether the semifinal losers play for third place (otherwise both share place 3). */
  readonly thirdPlace: boolean;
  /** Who starts the later games of each match (RULES.md §6.2). */
  readonly seriesFirstMove: SeriesFirstMove;
  /** The table every match is played at: one board or parallel boards; without `match`. */
  readonly table: TableSpec;
}

export const DEFAULT_TOURNAMENT_CONFIG: TournamentConfig = {
  minEntrants: 24,
  matchLength: 5,
  winsNeeded: 2,
  finalWinsNeeded: 3,
  thirdPlace: true,
  seriesFirstMove: 'alternating',
  table: {
    boards: [{ variant: 'short' }],
    ending: 'mars',
    cube: { mode: 'off' },
    options: { strictFullPipsBearoff: true },
  },
};

/** Most entrants a bracket may hold (a 1024-slot bracket has ten rounds). */
export const MAX_ENTRANTS = 1024;
/** Most match wins a pairing may need (first to 9 is already a very long series). */
export const MAX_WINS_NEEDED = 9;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIntIn = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

const CONFIG_KEYS = Object.keys(DEFAULT_TOURNAMENT_CONFIG);

/**
 * Validates a tournament configuration; missing fields take the defaults of the club championship.
 * The table is checked by @nardy/parallel's `parseTableConfig` (so every match is playable) and kept
 * in its normalised form. Never throws.
 */
export function parseTournamentConfig(input: unknown = {}): Result<TournamentConfig, 'tournament/config'> {
  const bad = (why: string) => err('tournament/config' as const, why);
  if (!isRecord(input)) return bad('the configuration must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!CONFIG_KEYS.includes(key)) return bad(`unknown setting ${key}; known: ${CONFIG_KEYS.join(', ')}`);
  }
  const d = DEFAULT_TOURNAMENT_CONFIG;
  const minEntrants = input.minEntrants ?? d.minEntrants;
  const matchLength = input.matchLength ?? d.matchLength;
  const winsNeeded = input.winsNeeded ?? d.winsNeeded;
  const finalWinsNeeded = input.finalWinsNeeded ?? d.finalWinsNeeded;
  const thirdPlace = input.thirdPlace ?? d.thirdPlace;
  const seriesFirstMove = input.seriesFirstMove ?? d.seriesFirstMove;
  if (!isIntIn(minEntrants, 2, MAX_ENTRANTS)) return bad(`minEntrants must be an integer 2..${MAX_ENTRANTS}`);
  if (!isIntIn(matchLength, 1, 999)) return bad('matchLength must be an integer 1..999');
  if (!isIntIn(winsNeeded, 1, MAX_WINS_NEEDED)) return bad(`winsNeeded must be an integer 1..${MAX_WINS_NEEDED}`);
  if (!isIntIn(finalWinsNeeded, 1, MAX_WINS_NEEDED)) {
    return bad(`finalWinsNeeded must be an integer 1..${MAX_WINS_NEEDED}`);
  }
  if (typeof thirdPlace !== 'boolean') return bad('thirdPlace must be true or false');
  if (!(SERIES_FIRST_MOVES as readonly unknown[]).includes(seriesFirstMove)) {
    return bad(`seriesFirstMove must be one of ${SERIES_FIRST_MOVES.join(', ')}`);
  }
  const table = input.table ?? d.table;
  if (isRecord(table) && table.match !== undefined) {
    return bad('table.match is set by the tournament (matchLength, seriesFirstMove); leave it out');
  }
  const parsed = parseTableConfig(
    isRecord(table) ? { ...table, match: { length: matchLength, seriesFirstMove } } : table,
  );
  if (!parsed.ok) return bad(`table: ${parsed.error.message} (${parsed.error.code})`);
  const { match: _match, ...spec } = parsed.value.spec;
  return ok({
    minEntrants,
    matchLength,
    winsNeeded,
    finalWinsNeeded,
    thirdPlace,
    seriesFirstMove: seriesFirstMove as SeriesFirstMove,
    table: spec,
  });
}

/** The table spec of one match of the tournament: its table with the match length and first-move rule. */
export function matchTableSpec(config: TournamentConfig): TableSpec {
  return {
    ...config.table,
    match: { length: config.matchLength, seriesFirstMove: config.seriesFirstMove, crawford: false },
  };
}

/** The validated table config of one match (a config accepted by `parseTournamentConfig` always parses). */
export function matchTableConfig(config: TournamentConfig): TableConfig {
  const parsed = parseTableConfig(matchTableSpec(config));
  if (!parsed.ok) throw new Error(`tournament table no longer parses: ${parsed.error.message}`);
  return parsed.value;
}
