import {
  allGames,
  applyEvent,
  type BoardResult,
  createTable,
  type NardyRecord,
  parseRecord,
  type RecordEvent,
  type ReplayError,
  startNextGame,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import { type Color, type Dice, flip, makeMoveText, type Position } from '@nardy/rules';

/** One action of a game as players read it: a play (or pass) on a board, or a cube action, or a resignation. */
export type Turn =
  | {
      readonly kind: 'move';
      readonly player: Color;
      readonly board: number;
      readonly dice: Dice;
      /** Steps in the mover's own numbering, with hits marked. */
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

export type TurnsResult =
  | {
      readonly ok: true;
      readonly config: TableConfig;
      readonly games: readonly GameTurns[];
      readonly state: TableState;
    }
  | { readonly ok: false; readonly error: ReplayError };

function hitsOf(position: Position, steps: readonly (readonly [number, number])[]) {
  const cells = Int8Array.from(position.cells);
  return steps.map(([from, to]) => {
    const hit = to >= 1 && cells[to] < 0;
    cells[from]--;
    if (to >= 1) {
      if (hit) cells[to] = 0;
      cells[to]++;
    }
    return { from, to, hit };
  });
}

interface Progress {
  readonly config: TableConfig;
  readonly done: GameTurns[];
  state: TableState;
  turns: Turn[];
  scoreBefore: { readonly white: number; readonly black: number };
  dice: Dice | null;
  events: number;
  key: string;
  tail: string;
}

const keyOf = (record: NardyRecord) =>
  JSON.stringify({
    table: record.table,
    games: record.games.slice(0, -1),
    first: record.games[record.games.length - 1]?.first,
  });

/** Applies the events of the current game from `progress.events` on; an error names the event. */
function advance(progress: Progress, events: readonly unknown[], g: number): ReplayError | null {
  for (let k = progress.events; k < events.length; k++) {
    const raw = events[k];
    const before: TableState = progress.state;
    const r = applyEvent(before, raw);
    if (!r.ok) return { ...r.error, game: g, event: k };
    progress.state = r.value;
    const event = raw as RecordEvent;
    const turns = progress.turns;
    switch (event.type) {
      case 'opening':
        progress.dice =
          before.config.options.openingRoll === 'reroll'
            ? null
            : event.white > event.black
              ? [event.white, event.black]
              : [event.black, event.white];
        break;
      case 'roll':
        progress.dice = event.dice;
        break;
      case 'move': {
        const board = before.game.boards[event.board];
        const seen = event.player === 'white' ? board.position : flip(board.position);
        const steps = hitsOf(seen, event.steps);
        turns.push({
          kind: 'move',
          player: event.player,
          board: event.board,
          dice: progress.dice ?? before.game.dice ?? [0, 0],
          steps,
          text: makeMoveText(steps),
        });
        break;
      }
      case 'double':
        turns.push({
          kind: 'double',
          player: event.player,
          board: event.board ?? null,
          value: progress.state.game.offer?.value ?? 0,
        });
        break;
      case 'take':
        turns.push({
          kind: 'take',
          player: event.player,
          board: before.game.offer?.board ?? null,
          value: before.game.offer?.value ?? 0,
        });
        break;
      case 'drop':
        turns.push({ kind: 'drop', player: event.player, board: event.board ?? before.game.offer?.board ?? null });
        break;
      case 'resign':
        turns.push({ kind: 'resign', player: event.player, board: event.board ?? null });
        break;
    }
  }
  progress.events = events.length;
  progress.tail = JSON.stringify(events[events.length - 1] ?? null);
  return null;
}

function result(progress: Progress): TurnsResult {
  const all = allGames(progress.state);
  const games = [...progress.done, { turns: [...progress.turns], scoreBefore: progress.scoreBefore, results: [] }];
  return {
    ok: true,
    config: progress.config,
    games: games.map((game, g) => ({ ...game, results: all[g].boards.map((b) => b.result) })),
    state: progress.state,
  };
}

/**
 * Reads records turn by turn with the table core itself (so cube values and results are exactly the
 * ones the game had): the move list, the `.mat` export and the summaries are built on it. A reader
 * remembers where it stopped, so a record that only grew since the last read costs only its new events
 * (the app re-reads after every play).
 */
export class TurnReader {
  #progress: Progress | null = null;

  read(record: NardyRecord | unknown): TurnsResult {
    const p = this.#progress;
    const r = record as NardyRecord;
    if (p && typeof r === 'object' && r !== null && Array.isArray(r.games) && r.games.length > 0) {
      const events = r.games[r.games.length - 1].events;
      if (
        Array.isArray(events) &&
        events.length >= p.events &&
        keyOf(r) === p.key &&
        JSON.stringify(events[p.events - 1] ?? null) === p.tail
      ) {
        const error = advance(p, events, r.games.length - 1);
        if (!error) return result(p);
      }
    }
    this.#progress = null;
    const full = this.#readAll(record);
    return full;
  }

  #readAll(record: unknown): TurnsResult {
    const parsed = parseRecord(record);
    if (!parsed.ok) return parsed;
    let progress = null as Progress | null;
    for (const [g, game] of parsed.value.games.entries()) {
      let state: TableState;
      if (progress === null) state = createTable(parsed.value.config, game.first ?? null);
      else {
        const next = startNextGame(progress.state);
        if (!next.ok) {
          return { ok: false, error: { code: next.error.code, message: next.error.message, game: g, event: -1 } };
        }
        progress.done.push({ turns: progress.turns, scoreBefore: progress.scoreBefore, results: [] });
        state = next.value;
      }
      progress = {
        config: parsed.value.config,
        done: progress?.done ?? [],
        state,
        turns: [],
        scoreBefore: { ...state.score },
        dice: null,
        events: 0,
        key: keyOf(record as NardyRecord),
        tail: 'null',
      };
      const error = advance(progress, game.events, g);
      if (error) return { ok: false, error };
    }
    this.#progress = progress;
    return result(progress as Progress);
  }
}

/** Reads a whole record turn by turn (see TurnReader). */
export function readTurns(record: NardyRecord | unknown): TurnsResult {
  return new TurnReader().read(record);
}
