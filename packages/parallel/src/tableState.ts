import {
  type ByColor,
  type Color,
  type Dice,
  err,
  flip,
  opposite,
  type Position,
  type Result,
  type Step,
} from '@nardy/rules';
import type { TableConfig } from './config.ts';
import { CENTRED_CUBE, type Cube } from './cube.ts';
import type { RecordEvent } from './events.ts';
import type { MatchScore } from './match.ts';
import type { BoardEnding, NetResult } from './scoring.ts';

/** Stable codes of refused events (STYLE.md "Refusals are data"): the UI, CLI and bot switch on them. */
export const REFUSAL_CODES = [
  'event/malformed',
  'turn/not-yours',
  'turn/wrong-phase',
  'board/unknown',
  'board/finished',
  'board/required',
  'board/committed',
  'board/not-chosen',
  'board/mismatch',
  'move/illegal',
  'move/incomplete',
  'undo/nothing',
  'cube/not-allowed',
  'game/over',
  'game/not-over',
  'match/over',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A refusal in the one Result shape, with its stable code (every transition of the table refuses so). */
export const refuse = (code: RefusalCode, message: string): { ok: false; error: Refusal } => err(code, message);

export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

/** What applying an event gives: the new state, or a refusal (the old state is then unchanged). */
export type Applied<T = TableState> = Result<T, RefusalCode>;

/** Phases of one game; the table adds `matchOver` on top (see tableView.ts TABLE_PHASES). */
export const GAME_PHASES = ['opening', 'beforeRoll', 'awaitingReply', 'chooseBoard', 'moving', 'gameOver'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/** How a board's game came to an end. */
export const FINISH_KINDS = ['play', 'drop', 'resign', 'draw'] as const;
export type FinishKind = (typeof FINISH_KINDS)[number];

/** A finished board: what it scored and when it finished. */
export interface BoardResult {
  /** Null only for a draw (RULES.md §4.4). */
  readonly winner: Color | null;
  readonly ending: BoardEnding;
  readonly by: FinishKind;
  /** The cube value the board was scored with (for a drop: the value before the offer). */
  readonly cube: number;
  /** What the winner scored on this board, after the first-finished −0.5 of a parallel game. */
  readonly points: number;
  /** 1 for the first board to finish in this game. */
  readonly order: number;
}

/**
 * One board of the current game. `position` is stored from **White's** point of view (White is the
 * "mover" of the stored Position; Black's view is `flip(position)`), so it does not change meaning
 * when the turn passes (docs/parallel.md).
 */
export interface BoardState {
  readonly position: Position;
  /** Whether each player has had his first turn on this board (long-nardy head exception, RULES.md §6.4). */
  readonly firstTurnDone: ByColor<boolean>;
  /** This board's cube (per-board mode), else null. */
  readonly cube: Cube | null;
  readonly result: BoardResult | null;
  /** The last play on this board, in the mover's own numbering (a pass has no steps). */
  readonly lastMove: {
    readonly player: Color;
    readonly steps: readonly { readonly from: number; readonly to: number }[];
  } | null;
}

/** An offer waiting for an answer: `board` null for the shared cube; `value` is the proposed value. */
export interface Offer {
  readonly by: Color;
  readonly board: number | null;
  readonly value: number;
}

/** One game at the table: every board, the turn, the cube, and the record of its events. */
export interface GameState {
  /** Who moved first (null until the opening roll decides). */
  readonly first: Color | null;
  readonly phase: GamePhase;
  /** The player whose turn it is (null in the opening and once the game is over). */
  readonly turn: Color | null;
  readonly dice: Dice | null;
  /** The board the roll is being played on (phase `moving`). */
  readonly chosenBoard: number | null;
  /** Steps entered so far, one group per STEP command (a multi-die move is one group; UNDO removes a group). */
  readonly entered: readonly (readonly Step[])[];
  readonly boards: readonly BoardState[];
  /** The shared cube (shared mode), else null. */
  readonly sharedCube: Cube | null;
  readonly offer: Offer | null;
  /** Cubes offered on this turn: board indices, −1 for the shared cube (one offer per cube per turn). */
  readonly offeredThisTurn: readonly number[];
  /** Boards finished so far. */
  readonly finished: number;
  /** The Crawford game of a match: no doubling (RULES.md §5.3). */
  readonly crawford: boolean;
  /** `lastRollDraw`: the starter has borne off; this is the second player's final turn (RULES.md §4.4). */
  readonly lastRoll: boolean;
  /** The game's record: every accepted record event, in order. */
  readonly events: readonly RecordEvent[];
  /** Once every board is finished: points per player and the net. */
  readonly outcome: NetResult | null;
}

/** The whole table: its configuration, the games played so far, the game in progress and the match. */
export interface TableState {
  readonly config: TableConfig;
  /** Finished games before the current one. */
  readonly history: readonly GameState[];
  readonly game: GameState;
  /** Points credited so far (nets of finished games). */
  readonly score: MatchScore;
  /** The match (or the single game of a table without a match) is over. */
  readonly over: boolean;
  readonly crawfordUsed: boolean;
}

/** The cube a game starts with: 1 centred, or the table's `cube.start` (a turned cube when above 1). */
function startingCube(config: TableConfig): Cube {
  const start = config.cube.start;
  return start === null
    ? CENTRED_CUBE
    : { ...CENTRED_CUBE, value: start.value, owner: start.owner, turned: start.value > 1 };
}

export function newGame(config: TableConfig, first: Color | null, crawford: boolean): GameState {
  return {
    first,
    phase: first === null ? 'opening' : 'beforeRoll',
    turn: first,
    dice: null,
    chosenBoard: null,
    entered: [],
    boards: config.boards.map((b) => ({
      position: b.start,
      firstTurnDone: { white: false, black: false },
      cube: config.cube.mode === 'perBoard' ? startingCube(config) : null,
      result: null,
      lastMove: null,
    })),
    sharedCube: config.cube.mode === 'shared' ? startingCube(config) : null,
    offer: null,
    offeredThisTurn: [],
    finished: 0,
    crawford,
    lastRoll: false,
    events: [],
    outcome: null,
  };
}

/**
 * A new table. Without `first` the game begins with the opening roll (RULES.md §6.2); with `first` that
 * player starts by rolling both dice (a record's `"first"`).
 */
export function createTable(config: TableConfig, first: Color | null = null): TableState {
  return {
    config,
    history: [],
    game: newGame(config, first, false),
    score: { white: 0, black: 0 },
    over: false,
    crawfordUsed: false,
  };
}

/** The player who must act now (roll, choose, move, or answer an offer); null in the opening or after the game. */
export function actorOf(game: GameState): Color | null {
  if (game.phase === 'awaitingReply') return game.offer ? opposite(game.offer.by) : null;
  if (game.phase === 'opening' || game.phase === 'gameOver') return null;
  return game.turn;
}

/** Boards the current roll may be played on: every unfinished board (a blocked one is a pass). */
export function selectableBoards(game: GameState): number[] {
  const out: number[] = [];
  game.boards.forEach((b, i) => {
    if (b.result === null) out.push(i);
  });
  return out;
}

/** A board's position seen from `player` (the mover's own numbering). */
export function positionFor(board: BoardState, player: Color): Position {
  return player === 'white' ? board.position : flip(board.position);
}

/** Every game of the table so far, the current one last. */
export function allGames(state: TableState): readonly GameState[] {
  return [...state.history, state.game];
}

export function checkBoard(game: GameState, board: number): Refusal | null {
  if (board >= game.boards.length) return { code: 'board/unknown', message: `there is no board ${board}` };
  if (game.boards[board].result !== null) return { code: 'board/finished', message: `board ${board} is finished` };
  return null;
}
