import { COLORS, type Color } from '@nardy/rules';
import { type ConfigError, parseTableConfig, type TableConfig, type TableSpec } from './config.ts';
import type { RecordEvent } from './events.ts';
import type { BoardEnding } from './scoring.ts';
import { isRecord } from './shape.ts';
import { applyEvent, startNextGame } from './table.ts';
import { allGames, createTable, type RefusalCode, type TableState } from './tableState.ts';

/** The format tag and version this package writes and reads (docs/record-format.md). */
export const RECORD_FORMAT = 'nardy-record';
export const RECORD_VERSION = 1;

/** A game record, version 1 (docs/record-format.md): the table and, per game, its events. */
export interface NardyRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly table: TableSpec;
  readonly games: readonly { readonly first?: Color; readonly events: readonly RecordEvent[] }[];
}

/** Codes for records that cannot be read at all (before any event is applied). */
export const RECORD_ERRORS = [
  'record/json',
  'record/format',
  'record/version',
  'record/games',
  'record/first',
] as const;
export type RecordError = (typeof RECORD_ERRORS)[number] | ConfigError;

/**
 * Why a record does not replay: a corrupt record (`game`/`event` absent or −1) or a refused event
 * (`game` and `event` = its index in that game's events).
 */
export interface ReplayError {
  readonly code: RecordError | RefusalCode | 'record/game-unfinished';
  readonly message: string;
  /** Index of the game in `games` (−1: the record as a whole). */
  readonly game: number;
  /** Index of the refused event in that game (−1: not an event). */
  readonly event: number;
}

/** A replayed record: the table it describes, or the first problem (the one Result shape of the packages). */
export type ReplayResult =
  | { readonly ok: true; readonly value: TableState }
  | { readonly ok: false; readonly error: ReplayError };

/** A record's envelope, checked: the table config and each game's `first` and (still unchecked) events. */
export interface ParsedRecord {
  readonly config: TableConfig;
  readonly games: readonly { readonly first?: Color; readonly events: readonly unknown[] }[];
}

/** Checks the envelope of a record (format, version, table, games) without replaying its events. */
export function parseRecord(
  input: unknown,
): { readonly ok: true; readonly value: ParsedRecord } | { readonly ok: false; readonly error: ReplayError } {
  const fail = (code: RecordError, message: string, game = -1) => ({
    ok: false as const,
    error: { code, message, game, event: -1 },
  });
  if (!isRecord(input)) return fail('record/format', 'a record is a JSON object');
  if (input.format !== RECORD_FORMAT) return fail('record/format', `format must be "${RECORD_FORMAT}"`);
  if (input.version !== RECORD_VERSION) {
    return fail(
      'record/version',
      `version ${JSON.stringify(input.version)} is not supported (this reader knows ${RECORD_VERSION})`,
    );
  }
  const config = parseTableConfig(input.table);
  if (!config.ok) return fail(config.error.code, config.error.message);
  if (!Array.isArray(input.games) || input.games.length === 0)
    return fail('record/games', 'games must be a non-empty list');
  if (config.value.match === null && input.games.length > 1) {
    return fail('record/games', 'a table without a match plays one game');
  }
  const games: { first?: Color; events: unknown[] }[] = [];
  for (const [g, game] of input.games.entries()) {
    if (!isRecord(game) || !Array.isArray(game.events))
      return fail('record/games', `game ${g} must be {"first"?, "events": [...]}`, g);
    if (game.first !== undefined && !(COLORS as readonly unknown[]).includes(game.first)) {
      return fail('record/first', `game ${g}: first must be "white" or "black"`, g);
    }
    games.push(
      game.first === undefined ? { events: game.events } : { first: game.first as Color, events: game.events },
    );
  }
  return { ok: true, value: { config: config.value, games } };
}

/**
 * Replays a record from its first event to its last: the state it describes (a finished match or a game
 * in progress, ready to continue), or the first problem with its game and event index.
 */
export function replayRecord(input: unknown): ReplayResult {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  let state: TableState | null = null;
  for (const [g, game] of parsed.value.games.entries()) {
    if (state === null) {
      state = createTable(parsed.value.config, game.first ?? null);
    } else {
      const next = startNextGame(state);
      if (!next.ok) {
        const code = next.error.code === 'game/not-over' ? 'record/game-unfinished' : next.error.code;
        return { ok: false, error: { code, message: next.error.message, game: g, event: -1 } };
      }
      state = next.value;
      if (game.first !== undefined && game.first !== state.game.first) {
        return {
          ok: false,
          error: {
            code: 'record/first',
            message: `game ${g}: seriesFirstMove gives ${state.game.first} the first move, not ${game.first}`,
            game: g,
            event: -1,
          },
        };
      }
    }
    for (const [k, event] of game.events.entries()) {
      const r = applyEvent(state, event);
      if (!r.ok) return { ok: false, error: { ...r.error, game: g, event: k } };
      state = r.value;
    }
  }
  return { ok: true, value: state as TableState };
}

/**
 * The record of a table: its spec and every game's events so far (a game in progress included), so that
 * `replayRecord(recordFromState(s))` restores `s` up to steps not yet confirmed.
 */
export function recordFromState(state: TableState): NardyRecord {
  const games = allGames(state).map((game, g) => {
    const opened = game.events.length > 0 && game.events[0].type === 'opening';
    const first = g > 0 || (!opened && game.first !== null) ? game.first : null;
    return first === null ? { events: [...game.events] } : { first, events: [...game.events] };
  });
  return { format: RECORD_FORMAT, version: RECORD_VERSION, table: state.config.spec, games };
}

/** One board in a summary: how it ended (all null/0 while in play). */
export interface BoardSummary {
  readonly winner: Color | null;
  readonly ending: BoardEnding | null;
  readonly cube: number;
  readonly points: number;
  readonly order: number | null;
}

/** The summary `nardy replay` prints (docs/record-format.md "Replay output"). */
export interface TableSummary {
  readonly games: readonly {
    readonly boards: readonly BoardSummary[];
    readonly winner: Color | null;
    readonly net: number;
    readonly next?: Color;
  }[];
  readonly match: { readonly white: number; readonly black: number };
  readonly over: boolean;
}

/**
 * Summarises a table: per game the boards' results, the winner and the net credited to him; the match
 * score; whether it is over; and for a game in progress who acts next.
 */
export function summarizeTable(state: TableState): TableSummary {
  const games = allGames(state).map((game) => {
    const boards = game.boards.map((b): BoardSummary => {
      if (b.result === null) {
        const cube = b.cube ?? game.sharedCube;
        return { winner: null, ending: null, cube: cube === null ? 1 : cube.value, points: 0, order: null };
      }
      const r = b.result;
      return { winner: r.winner, ending: r.ending, cube: r.cube, points: r.points, order: r.order };
    });
    if (game.outcome !== null) return { boards, winner: game.outcome.winner, net: Math.abs(game.outcome.net) };
    const next = nextToAct(game);
    return next === null ? { boards, winner: null, net: 0 } : { boards, winner: null, net: 0, next };
  });
  return { games, match: { white: state.score.white, black: state.score.black }, over: state.over };
}

/** Who acts next in a game in progress; in the opening roll nobody does yet (null). */
function nextToAct(game: TableState['game']): Color | null {
  if (game.phase === 'awaitingReply' && game.offer !== null) return game.offer.by === 'white' ? 'black' : 'white';
  return game.turn;
}
