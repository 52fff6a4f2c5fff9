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

/**
 * Reads a record turn by turn with the table core itself (so cube values and results are exactly the
 * ones the game had): the move list, the `.mat` export and the end-of-game summary are built on it.
 */
export function readTurns(record: NardyRecord | unknown): TurnsResult {
  const parsed = parseRecord(record);
  if (!parsed.ok) return parsed;
  let state: TableState | null = null;
  const games: GameTurns[] = [];
  for (const [g, game] of parsed.games.entries()) {
    if (state === null) state = createTable(parsed.config, game.first ?? null);
    else {
      const next = startNextGame(state);
      if (!next.ok)
        return { ok: false, error: { code: next.error.code, message: next.error.message, game: g, event: -1 } };
      state = next.state;
    }
    const scoreBefore = { ...state.score };
    const turns: Turn[] = [];
    let dice: Dice | null = null;
    for (const [k, raw] of game.events.entries()) {
      const before: TableState = state;
      const r = applyEvent(before, raw);
      if (!r.ok) return { ok: false, error: { ...r.error, game: g, event: k } };
      state = r.state;
      const event = raw as RecordEvent;
      switch (event.type) {
        case 'opening':
          dice = event.white > event.black ? [event.white, event.black] : [event.black, event.white];
          if (before.config.options.openingRoll === 'reroll') dice = null;
          break;
        case 'roll':
          dice = event.dice;
          break;
        case 'move': {
          const board = before.game.boards[event.board];
          const seen = event.player === 'white' ? board.position : flip(board.position);
          const steps = hitsOf(seen, event.steps);
          turns.push({
            kind: 'move',
            player: event.player,
            board: event.board,
            dice: dice ?? before.game.dice ?? [0, 0],
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
            value: state.game.offer?.value ?? 0,
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
    games.push({ turns, scoreBefore, results: [] });
  }
  const final = state as TableState;
  const all = allGames(final);
  return {
    ok: true,
    config: parsed.config,
    games: games.map((game, g) => ({ ...game, results: all[g].boards.map((b) => b.result) })),
    state: final,
  };
}
