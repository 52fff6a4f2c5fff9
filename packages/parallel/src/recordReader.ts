import { type Color, type Dice, flip, makeMoveText, markHits } from '@nardy/rules';
import type { TableConfig } from './config.ts';
import type { RecordEvent } from './events.ts';
import { type NardyRecord, parseRecord, type ReplayError } from './record.ts';
import { applyEvent, startNextGame } from './table.ts';
import { allGames, type BoardResult, createTable, selectableBoards, type TableState } from './tableState.ts';

/**
 * One action of a game as players read it (the move list, the `.mat` export): a play or a pass on a
 * board, a cube action, or a resignation.
 */
export type Turn =
  | {
      readonly kind: 'move';
      readonly player: Color;
      readonly board: number;
      readonly dice: Dice;
      /** Steps in the mover's own numbering, with hits marked; empty for a pass. */
      readonly steps: readonly { readonly from: number; readonly to: number; readonly hit: boolean }[];
      /** The play in notation (`8/5 6/5`, `bar/22*`); empty for a pass. */
      readonly text: string;
    }
  | { readonly kind: 'double'; readonly player: Color; readonly board: number | null; readonly value: number }
  | { readonly kind: 'take'; readonly player: Color; readonly board: number | null; readonly value: number }
  | { readonly kind: 'drop'; readonly player: Color; readonly board: number | null }
  | { readonly kind: 'resign'; readonly player: Color; readonly board: number | null };

/** A game of a record read turn by turn, with the match score before it and how its boards ended. */
export interface GameTurns {
  readonly turns: readonly Turn[];
  readonly scoreBefore: { readonly white: number; readonly black: number };
  /** Per board: its result once finished (null while in play). */
  readonly results: readonly (BoardResult | null)[];
}

/** A record read: its table, its games turn by turn, and the state it leaves (ready to play on). */
export interface RecordRead {
  readonly config: TableConfig;
  readonly games: readonly GameTurns[];
  readonly state: TableState;
}

/** A record read, or the first problem with its game and event index (as `replayRecord` reports it). */
export type RecordReadResult =
  | { readonly ok: true; readonly value: RecordRead }
  | { readonly ok: false; readonly error: ReplayError };

/** Where a reader stopped: enough to go on with the next events of the same game. */
interface Progress {
  readonly config: TableConfig;
  readonly done: GameTurns[];
  state: TableState;
  turns: Turn[];
  scoreBefore: { readonly white: number; readonly black: number };
  /** The roll being played (the opening dice too, with `useDice`). */
  dice: Dice | null;
  /**
   * Events of the current (last) game read so far, and all of them as JSON: a record "only grew" when
   * they are its first events unchanged (comparing text costs far less than replaying them).
   */
  events: number;
  read: string;
  /** The record up to the current game (table, earlier games, its `first`), as JSON. */
  key: string;
}

const keyOf = (record: NardyRecord) =>
  JSON.stringify({
    // The format and version too: a grown record that names another format is read anew (and refused).
    format: record.format,
    version: record.version,
    table: record.table,
    games: record.games.slice(0, -1),
    first: record.games[record.games.length - 1]?.first,
  });

/** The turns one accepted event adds to the list (`before` and `after` are the table around it). */
function turnsOf(event: RecordEvent, before: TableState, after: TableState, progress: Progress): Turn[] {
  switch (event.type) {
    case 'opening':
    case 'roll': {
      const mover = event.type === 'roll' ? event.player : after.game.first;
      if (event.type === 'roll') progress.dice = event.dice;
      else if (mover !== null && after.config.options.openingRoll === 'useDice') {
        progress.dice = mover === 'white' ? [event.white, event.black] : [event.black, event.white];
      } else progress.dice = null;
      // With one board left a roll without a play passes by itself (no move event): a pass in the list.
      const passed = mover !== null && progress.dice !== null && after.game.turn !== mover;
      if (!passed) return [];
      const board = selectableBoards(before.game)[0] ?? 0;
      return [{ kind: 'move', player: mover, board, dice: progress.dice as Dice, steps: [], text: '' }];
    }
    case 'move': {
      const board = before.game.boards[event.board];
      const seen = event.player === 'white' ? board.position : flip(board.position);
      const steps = markHits(
        seen.cells,
        event.steps.map(([from, to]) => ({ from, to })),
      );
      const dice = progress.dice ?? before.game.dice ?? [0, 0];
      return [{ kind: 'move', player: event.player, board: event.board, dice, steps, text: makeMoveText(steps) }];
    }
    case 'double':
      return [
        { kind: 'double', player: event.player, board: event.board ?? null, value: after.game.offer?.value ?? 0 },
      ];
    case 'take':
      return [
        {
          kind: 'take',
          player: event.player,
          board: before.game.offer?.board ?? null,
          value: before.game.offer?.value ?? 0,
        },
      ];
    case 'drop':
      return [{ kind: 'drop', player: event.player, board: event.board ?? before.game.offer?.board ?? null }];
    case 'resign':
      return [{ kind: 'resign', player: event.player, board: event.board ?? null }];
  }
}

/** Applies the events of the current game from `progress.events` on; an error names the event. */
function advance(progress: Progress, events: readonly unknown[], g: number): ReplayError | null {
  for (let k = progress.events; k < events.length; k++) {
    const before = progress.state;
    const r = applyEvent(before, events[k]);
    if (!r.ok) return { ...r.error, game: g, event: k };
    progress.state = r.value;
    // The event as the table recorded it (normalised), the last of the game's events.
    const event = r.value.game.events.at(-1) as RecordEvent;
    progress.turns.push(...turnsOf(event, before, r.value, progress));
  }
  progress.events = events.length;
  progress.read = JSON.stringify(events);
  return null;
}

function resultOf(progress: Progress): RecordReadResult {
  const all = allGames(progress.state);
  const games = [...progress.done, { turns: [...progress.turns], scoreBefore: progress.scoreBefore, results: [] }];
  return {
    ok: true,
    value: {
      config: progress.config,
      games: games.map((game, g) => ({ ...game, results: all[g].boards.map((b) => b.result) })),
      state: progress.state,
    },
  };
}

/**
 * Reads records with the table core itself (so cube values and results are exactly the ones the game
 * had): the state a record describes and its turn list. The one incremental reader of records — the
 * computer's worker restores tables with it, the move list and the `.mat` export read turns with it. A
 * reader remembers where it stopped, so a record that only grew since the last read (one more roll or
 * play, as the app sends after every action) costs only its new events; any other record is read anew.
 */
export class RecordReader {
  #progress: Progress | null = null;

  read(record: NardyRecord | unknown): RecordReadResult {
    const p = this.#progress;
    const r = record as NardyRecord;
    if (p && typeof r === 'object' && r !== null && Array.isArray(r.games) && r.games.length > 0) {
      const events = r.games[r.games.length - 1]?.events;
      if (
        Array.isArray(events) &&
        events.length >= p.events &&
        keyOf(r) === p.key &&
        JSON.stringify(events.slice(0, p.events)) === p.read
      ) {
        const error = advance(p, events, r.games.length - 1);
        if (!error) return resultOf(p);
      }
    }
    this.#progress = null;
    return this.#readAll(record);
  }

  #readAll(record: unknown): RecordReadResult {
    const parsed = parseRecord(record);
    if (!parsed.ok) return parsed;
    const { config, games } = parsed.value;
    let progress = null as Progress | null;
    for (const [g, game] of games.entries()) {
      let state: TableState;
      if (progress === null) state = createTable(config, game.first ?? null);
      else {
        const next = startNextGame(progress.state);
        if (!next.ok) {
          const code = next.error.code === 'game/not-over' ? 'record/game-unfinished' : next.error.code;
          return { ok: false, error: { code, message: next.error.message, game: g, event: -1 } };
        }
        if (game.first !== undefined && game.first !== next.value.game.first) {
          const message = `game ${g}: seriesFirstMove gives ${next.value.game.first} the first move, not ${game.first}`;
          return { ok: false, error: { code: 'record/first', message, game: g, event: -1 } };
        }
        progress.done.push({ turns: progress.turns, scoreBefore: progress.scoreBefore, results: [] });
        state = next.value;
      }
      progress = {
        config,
        done: progress?.done ?? [],
        state,
        turns: [],
        scoreBefore: { ...state.score },
        dice: null,
        events: 0,
        read: '[]',
        key: keyOf(record as NardyRecord),
      };
      const error = advance(progress, game.events, g);
      if (error) return { ok: false, error };
    }
    this.#progress = progress;
    return resultOf(progress as Progress);
  }
}

/** Reads a whole record (see RecordReader). */
export function readRecord(record: NardyRecord | unknown): RecordReadResult {
  return new RecordReader().read(record);
}
