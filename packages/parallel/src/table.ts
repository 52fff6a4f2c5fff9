import {
  applySteps,
  type ByColor,
  CHECKERS_PER_SIDE,
  type Color,
  classifyEnding,
  type Dice,
  err,
  flip,
  type LegalPlays,
  legalPlays,
  ok,
  opposite,
  type Position,
  type Result,
  type Step,
  type StepInput,
  TurnPlan,
} from '@nardy/rules';
import type { TableConfig } from './config.ts';
import {
  CENTRED_CUBE,
  type Cube,
  cubeAccess,
  nextCubeValue,
  sharedCubeAfterDrop,
  sharedCubeAfterFinish,
  takeCube,
} from './cube.ts';
import { parseEvent, type RecordEvent } from './events.ts';
import { creditGame, isCrawfordGame, type MatchScore, matchWinner, nextStarter } from './match.ts';
import {
  type BoardEnding,
  boardPoints,
  cappedCoefficient,
  halfPointDue,
  type NetResult,
  netResult,
} from './scoring.ts';

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

const refuse = (code: RefusalCode, message: string): { ok: false; error: Refusal } => err(code, message);
const accept = ok;

/** The cube a game starts with: 1 centred, or the table's `cube.start` (a turned cube when above 1). */
function startingCube(config: TableConfig): Cube {
  const start = config.cube.start;
  return start === null
    ? CENTRED_CUBE
    : { ...CENTRED_CUBE, value: start.value, owner: start.owner, turned: start.value > 1 };
}

function newGame(config: TableConfig, first: Color | null, crawford: boolean): GameState {
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

/**
 * The plan and the plays of the roll being played, cached per stored position so that views, commands
 * and replays of one turn share them. One entry per position, for the latest roll only: a board that is
 * not played on keeps its position object for many turns, and a cache of every roll it ever saw would
 * hold up to 144 plans (colour × dice × first turn) per board for the life of the table.
 */
const planCache = new WeakMap<Position, { readonly key: string; readonly plan: TurnPlan }>();
const playsCache = new WeakMap<Position, { readonly key: string; readonly plays: LegalPlays }>();

/** The cache key of the roll being played on `board`, or null when none is. */
function rollKey(state: TableState, index: number): string | null {
  const { game } = state;
  if (game.dice === null || game.turn === null) return null;
  const board = game.boards[index];
  if (!board || board.result !== null) return null;
  return `${game.turn}:${game.dice[0]}${game.dice[1]}:${!board.firstTurnDone[game.turn]}`;
}

/**
 * The distinct legal plays of the current roll on board `index` (the fast generator), or null when no
 * roll is being played. Used to check plays written as whole moves (bots, replays) without building the
 * step-wise plan, which the interactive view needs only.
 */
export function legalPlaysOn(state: TableState, index: number): LegalPlays | null {
  const key = rollKey(state, index);
  if (key === null) return null;
  const { game } = state;
  const board = game.boards[index];
  const cached = playsCache.get(board.position);
  if (cached?.key === key) return cached.plays;
  const turn = game.turn as Color;
  const plays = legalPlays(state.config.boards[index].rules, positionFor(board, turn), game.dice as Dice, {
    firstTurn: !board.firstTurnDone[turn],
  });
  playsCache.set(board.position, { key, plays });
  return plays;
}

/**
 * The step-wise plan of the current roll on board `index` for the player to move, or null when no
 * roll is being played. Plans are cached per stored position, so views and replays share them.
 */
export function turnPlan(state: TableState, index: number): TurnPlan | null {
  const key = rollKey(state, index);
  if (key === null) return null;
  const { game } = state;
  const board = game.boards[index];
  const cached = planCache.get(board.position);
  if (cached?.key === key) return cached.plan;
  const turn = game.turn as Color;
  const plan = new TurnPlan(state.config.boards[index].rules, positionFor(board, turn), game.dice as Dice, {
    firstTurn: !board.firstTurnDone[turn],
  });
  planCache.set(board.position, { key, plan });
  return plan;
}

function withGame(state: TableState, game: GameState): TableState {
  return { ...state, game };
}

function setBoard(game: GameState, index: number, board: BoardState): GameState {
  return { ...game, boards: game.boards.map((b, i) => (i === index ? board : b)) };
}

/** The cube a board is played for now: its own, the shared one, or a virtual cube at 1 (cube off). */
function stakeOf(game: GameState, index: number): Cube {
  return game.boards[index].cube ?? game.sharedCube ?? CENTRED_CUBE;
}

/**
 * Ends board `index` (RULES.md §6.5, §6.7): scores it with its stake, applies the first-finished −0.5
 * in a parallel game, consumes the shared cube's stake (except after a drop, which the caller handles),
 * and voids an offer the board was part of.
 */
function finishBoard(
  state: TableState,
  game: GameState,
  index: number,
  finish: { winner: Color | null; ending: BoardEnding; by: FinishKind },
): GameState {
  const { config } = state;
  const stake = stakeOf(game, index);
  const order = game.finished + 1;
  const points = boardPoints({
    ending: finish.ending,
    setting: config.ending,
    homeMarsValue: config.boards[index].rules.homeMarsValue,
    cube: stake.value,
    jacoby: config.options.jacoby,
    cubeTurned: stake.turned,
    firstOfParallel: halfPointDue(game),
  });
  const result: BoardResult = {
    winner: finish.winner,
    ending: finish.ending,
    by: finish.by,
    cube: stake.value,
    points,
    order,
  };
  let next = setBoard(game, index, { ...game.boards[index], result });
  next = { ...next, finished: order };
  if (next.sharedCube !== null && finish.by !== 'drop') {
    next = { ...next, sharedCube: sharedCubeAfterFinish(config.options.sharedCubeAfterFirst) };
  }
  if (next.offer !== null && (next.offer.board === null || next.offer.board === index)) {
    next = { ...next, offer: null, phase: next.phase === 'awaitingReply' ? 'beforeRoll' : next.phase };
  }
  if (index === next.chosenBoard) next = { ...next, chosenBoard: null, entered: [] };
  return next;
}

/** After boards may have finished: ends the game (net, match credit) when none is left. */
function settleGame(state: TableState, game: GameState): TableState {
  if (game.boards.some((b) => b.result === null)) return withGame(state, game);
  const outcome = netResult(game.boards.map((b) => b.result as BoardResult));
  const score = creditGame(state.score, outcome.winner, outcome.net);
  const match = state.config.match;
  return {
    ...state,
    game: {
      ...game,
      phase: 'gameOver',
      turn: null,
      dice: null,
      chosenBoard: null,
      entered: [],
      offer: null,
      outcome,
    },
    score,
    over: match === null ? true : matchWinner(score, match.length) !== null,
  };
}

/**
 * After a roll (or anything that changes the boards mid-turn): with a single board left the choice is
 * made (phase `moving`); if that board has no legal play the turn passes by itself (RULES.md §2.3).
 */
function settleTurn(state: TableState): TableState {
  const { game } = state;
  if (game.phase !== 'chooseBoard' && game.phase !== 'moving') return state;
  const open = selectableBoards(game);
  if (open.length !== 1) return state;
  const only = open[0];
  const plays = legalPlaysOn(state, only);
  if (plays !== null && plays.diceUsed === 0) return applyPlay(state, only, []);
  if (game.phase === 'moving' && game.chosenBoard === only) return state;
  return withGame(state, { ...game, phase: 'moving', chosenBoard: only, entered: [] });
}

/** The turn passes to the other player (the cube may be offered again before his roll). */
function passTurn(game: GameState, player: Color): GameState {
  return {
    ...game,
    phase: 'beforeRoll',
    turn: opposite(player),
    dice: null,
    chosenBoard: null,
    entered: [],
    offeredThisTurn: [],
  };
}

/** Applies a validated play of the player to move on board `index` and ends the turn. */
function applyPlay(state: TableState, index: number, steps: readonly Step[]): TableState {
  const game = state.game;
  const player = game.turn as Color;
  const board = game.boards[index];
  const rules = state.config.boards[index].rules;
  const after = applySteps(positionFor(board, player), steps);
  const stored = player === 'white' ? after : flip(after);
  let next = setBoard(game, index, {
    ...board,
    position: stored,
    firstTurnDone: { ...board.firstTurnDone, [player]: true },
    lastMove: { player, steps: steps.map((s) => ({ from: s.from, to: s.to })) },
  });
  next = { ...next, chosenBoard: null, entered: [] };
  const borneOff = after.cells[26] === CHECKERS_PER_SIDE;
  const lastRollApplies = state.config.options.lastRollDraw && state.config.boards.length === 1;
  if (game.lastRoll) {
    next = borneOff
      ? finishBoard(state, { ...next, lastRoll: false }, index, { winner: null, ending: 'draw', by: 'draw' })
      : finishBoard(state, { ...next, lastRoll: false }, index, {
          winner: opposite(player),
          ending: classifyEnding(rules, after, 'mover'),
          by: 'play',
        });
  } else if (borneOff && lastRollApplies && player === game.first) {
    next = { ...next, lastRoll: true };
  } else if (borneOff) {
    next = finishBoard(state, next, index, {
      winner: player,
      ending: classifyEnding(rules, after, 'opponent'),
      by: 'play',
    });
  }
  const settled = settleGame(state, next);
  if (settled.game.phase === 'gameOver') return settled;
  return withGame(settled, passTurn(settled.game, player));
}

/** Resigns board `index` for `player`: scored by his actual position as if the opponent had borne off (RULES.md §4.3). */
function resignBoard(state: TableState, game: GameState, index: number, player: Color): GameState {
  const rules = state.config.boards[index].rules;
  const ending = classifyEnding(rules, game.boards[index].position, player === 'white' ? 'mover' : 'opponent');
  return finishBoard(state, game, index, { winner: opposite(player), ending, by: 'resign' });
}

/**
 * The offer `player` would make by doubling now on `board` (per-board cubes; may be left out when one
 * board is unfinished) or on the shared cube (no board), or why he may not (RULES.md §5.1, §5.3, §6.7):
 * no cube at this table, the Crawford game, the last roll, a cube offered already this turn, a retired
 * shared cube, a cube he does not own, a value at the maximum. Turn and phase are the caller's business.
 */
export function cubeOffer(state: TableState, player: Color, board?: number): Result<Offer, RefusalCode> {
  const { game, config } = state;
  const notAllowed = (why: string) => refuse('cube/not-allowed', why);
  if (config.cube.mode === 'off') return notAllowed('this table plays without a cube');
  if (game.crawford) return notAllowed('no doubling in the Crawford game');
  if (game.lastRoll) return notAllowed('no cube action before the last roll');
  let index: number | null = null;
  let cube: Cube;
  if (config.cube.mode === 'shared') {
    if (board !== undefined) return refuse('event/malformed', 'the shared cube belongs to no board');
    if (game.offeredThisTurn.includes(-1)) return notAllowed('the shared cube was already offered this turn');
    cube = game.sharedCube as Cube;
  } else {
    const open = selectableBoards(game);
    if (board === undefined && open.length !== 1) return refuse('board/required', 'double on which board?');
    index = board ?? open[0];
    const bad = checkBoard(game, index);
    if (bad) return refuse(bad.code, bad.message);
    if (game.offeredThisTurn.includes(index)) return notAllowed(`already offered on board ${index} this turn`);
    cube = game.boards[index].cube as Cube;
  }
  const access = cubeAccess(cube, player, config.cube.max, config.options.daveProgression);
  if (access === 'retired') return notAllowed('the shared cube is retired');
  if (access === 'owner') return notAllowed(`${opposite(player)} owns the cube`);
  if (access === 'max') return notAllowed(`the cube is at its maximum ${config.cube.max}`);
  return ok({ by: player, board: index, value: nextCubeValue(cube.value, config.options.daveProgression) });
}

/** A cube the player on roll may turn now: its board (null = shared), its value and the value offered. */
export interface OfferableCube {
  readonly board: number | null;
  readonly value: number;
  readonly next: number;
}

/**
 * The cubes the player on roll may turn now (phase `beforeRoll`; empty otherwise): what a DOUBLE
 * command would be accepted on. For the bots' cube judgement and the table view's double buttons.
 */
export function offerableCubes(state: TableState): OfferableCube[] {
  const { game } = state;
  const player = game.turn;
  if (state.over || game.phase !== 'beforeRoll' || player === null) return [];
  const boards = state.config.cube.mode === 'shared' ? [undefined] : selectableBoards(game);
  return boards.flatMap((board) => {
    const offer = cubeOffer(state, player, board);
    if (!offer.ok) return [];
    const cube = offer.value.board === null ? game.sharedCube : game.boards[offer.value.board].cube;
    return [{ board: offer.value.board, value: (cube as Cube).value, next: offer.value.value }];
  });
}

/**
 * The legal play on board `board` that a written play means (a record `move`, a PLAY command): its
 * single-die steps, or `move/illegal`. Written moves may come in any order and span several dice
 * (`TurnPlan.resolve`); an empty play is a pass, legal only where the roll cannot be played. A play
 * written exactly as one of the fast generator's plays (what bots and generated records write) is
 * found without building the step-wise plan.
 */
export function resolvePlay(
  state: TableState,
  board: number,
  steps: readonly StepInput[],
): Result<readonly Step[], 'move/illegal'> {
  const plays = legalPlaysOn(state, board);
  if (plays === null) return err('move/illegal', `no roll to play on board ${board}`);
  if (plays.diceUsed === 0) {
    return steps.length === 0 ? ok([]) : err('move/illegal', 'no play is possible with this roll here: only a pass');
  }
  const fast = plays.plays.find(
    (p) =>
      p.steps.length === steps.length && p.steps.every((st, i) => st.from === steps[i].from && st.to === steps[i].to),
  );
  if (fast) return ok(fast.steps);
  return (turnPlan(state, board) as TurnPlan).resolve(steps);
}

function checkBoard(game: GameState, board: number): Refusal | null {
  if (board >= game.boards.length) return { code: 'board/unknown', message: `there is no board ${board}` };
  if (game.boards[board].result !== null) return { code: 'board/finished', message: `board ${board} is finished` };
  return null;
}

/**
 * Applies one record event (docs/record-format.md) to the table — the transition function of the
 * table machine, of replays and of bots. An event that is not allowed now is refused with a stable code
 * and the state is left exactly as it was (the same object).
 */
export function applyEvent(state: TableState, input: unknown): Applied {
  const parsed = parseEvent(input);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  const event = parsed.value;
  const { game, config } = state;
  if (state.over) {
    return config.match === null ? refuse('game/over', 'the game is over') : refuse('match/over', 'the match is over');
  }
  if (game.phase === 'gameOver') return refuse('game/over', 'the game is over; the next game has not started');
  if (event.type !== 'opening' && event.type !== 'resign') {
    const actor = actorOf(game);
    if (actor === null) return refuse('turn/wrong-phase', `${event.type} before the opening roll`);
    if (event.player !== actor) return refuse('turn/not-yours', `it is ${actor}'s turn to act, not ${event.player}'s`);
  }
  const recorded = { ...game, events: [...game.events, event] };
  const phaseIs = (...phases: GamePhase[]) => phases.includes(game.phase);
  const wrongPhase = () => refuse('turn/wrong-phase', `${event.type} is not possible now (${game.phase})`);

  switch (event.type) {
    case 'opening': {
      if (!phaseIs('opening')) return wrongPhase();
      if (event.white === event.black) return accept(withGame(state, recorded));
      const starter: Color = event.white > event.black ? 'white' : 'black';
      if (config.options.openingRoll === 'reroll') {
        return accept(withGame(state, { ...recorded, first: starter, turn: starter, phase: 'beforeRoll' }));
      }
      const dice: Dice = starter === 'white' ? [event.white, event.black] : [event.black, event.white];
      return accept(
        settleTurn(withGame(state, { ...recorded, first: starter, turn: starter, phase: 'chooseBoard', dice })),
      );
    }
    case 'roll': {
      if (!phaseIs('beforeRoll')) return wrongPhase();
      return accept(settleTurn(withGame(state, { ...recorded, phase: 'chooseBoard', dice: event.dice })));
    }
    case 'move': {
      if (!phaseIs('chooseBoard', 'moving')) return wrongPhase();
      const bad = checkBoard(game, event.board);
      if (bad) return refuse(bad.code, bad.message);
      const play = resolvePlay(
        state,
        event.board,
        event.steps.map(([from, to]) => ({ from, to })),
      );
      if (!play.ok) return play;
      return accept(applyPlay(withGame(state, recorded), event.board, play.value));
    }
    case 'double': {
      if (!phaseIs('beforeRoll')) return wrongPhase();
      const offer = cubeOffer(state, event.player, event.board);
      if (!offer.ok) return offer;
      return accept(
        withGame(state, {
          ...recorded,
          phase: 'awaitingReply',
          offer: offer.value,
          offeredThisTurn: [...game.offeredThisTurn, offer.value.board ?? -1],
        }),
      );
    }
    case 'take': {
      if (!phaseIs('awaitingReply')) return wrongPhase();
      const offer = game.offer as Offer;
      const progression = config.options.daveProgression;
      let next: GameState = { ...recorded, offer: null, phase: 'beforeRoll' };
      if (offer.board === null)
        next = { ...next, sharedCube: takeCube(game.sharedCube as Cube, event.player, progression) };
      else {
        const b = game.boards[offer.board];
        next = setBoard(next, offer.board, { ...b, cube: takeCube(b.cube as Cube, event.player, progression) });
      }
      return accept(withGame(state, next));
    }
    case 'drop': {
      if (!phaseIs('awaitingReply')) return wrongPhase();
      const offer = game.offer as Offer;
      let index: number;
      if (offer.board !== null) {
        if (event.board !== undefined && event.board !== offer.board) {
          return refuse('board/mismatch', `the offer is on board ${offer.board}, not ${event.board}`);
        }
        index = offer.board;
      } else {
        const open = selectableBoards(game);
        if (event.board === undefined && open.length !== 1) {
          return refuse('board/required', 'dropping the shared cube: name the board to give up');
        }
        index = event.board ?? open[0];
        const bad = checkBoard(game, index);
        if (bad) return refuse(bad.code, bad.message);
      }
      const before = game.sharedCube;
      let next = finishBoard(state, { ...recorded, offer: null, phase: 'beforeRoll' }, index, {
        winner: offer.by,
        ending: 'drop',
        by: 'drop',
      });
      if (before !== null) next = { ...next, sharedCube: sharedCubeAfterDrop(before, event.player) };
      return accept(settleGame(state, next));
    }
    case 'resign': {
      if (game.lastRoll && event.player === game.first) {
        return refuse('board/finished', `${event.player} has borne off every checker and waits for the last roll`);
      }
      if (event.board !== undefined) {
        const bad = checkBoard(game, event.board);
        if (bad) return refuse(bad.code, bad.message);
        const next = resignBoard(state, recorded, event.board, event.player);
        const settled = settleGame(state, { ...next, phase: reopenedPhase(next) });
        return accept(settleTurn(settled));
      }
      // The whole table: boards close in descending order of their capped coefficient (RULES.md §6.8).
      const order = selectableBoards(game)
        .map((i) => ({ i, coef: resignCoefficient(state, game, i, event.player) }))
        .sort((a, b) => b.coef - a.coef || a.i - b.i);
      let next: GameState = recorded;
      for (const { i } of order) next = resignBoard(state, next, i, event.player);
      const settled = settleGame(state, next);
      return accept(event.match ? forfeitMatch(settled, event.player) : settled);
    }
  }
}

/**
 * A resignation of the match (`resign` with `match: true`): after the game was scored by position, the
 * opponent is credited up to the match length, so the match is over and won by him with the score
 * everyone reads (`matchWinner`). A table without a match is over already.
 */
function forfeitMatch(state: TableState, resigner: Color): TableState {
  const match = state.config.match;
  if (match === null || state.over) return state;
  const winner = opposite(resigner);
  return { ...state, score: { ...state.score, [winner]: Math.max(state.score[winner], match.length) }, over: true };
}

/** A resignation mid-turn that removed the chosen board sends the mover back to choosing with the same roll. */
function reopenedPhase(game: GameState): GamePhase {
  if (game.phase === 'moving' && game.chosenBoard === null) return 'chooseBoard';
  return game.phase;
}

function resignCoefficient(state: TableState, game: GameState, index: number, player: Color): number {
  const rules = state.config.boards[index].rules;
  const ending = classifyEnding(rules, game.boards[index].position, player === 'white' ? 'mover' : 'opponent');
  const stake = stakeOf(game, index);
  return cappedCoefficient(
    ending,
    state.config.ending,
    rules.homeMarsValue,
    state.config.options.jacoby && !stake.turned,
  );
}

/**
 * Starts the next game of a match (RULES.md §6.2: `seriesFirstMove`; §5.3: Crawford). Refused while the
 * game is in progress or once the match is over.
 */
export function startNextGame(state: TableState): Applied {
  if (state.over) {
    return state.config.match === null
      ? refuse('game/over', 'a table without a match plays one game')
      : refuse('match/over', 'the match is over');
  }
  const { game, config } = state;
  if (game.phase !== 'gameOver' || game.outcome === null) {
    return refuse('game/not-over', 'the current game is not over');
  }
  const match = config.match;
  if (match === null) return refuse('game/over', 'a table without a match plays one game');
  // A game resigned before its opening roll had no starter: the next one opens with a roll again.
  const first =
    game.first === null ? null : nextStarter(match.seriesFirstMove, { first: game.first, winner: game.outcome.winner });
  const crawford = isCrawfordGame(match.crawford, state.crawfordUsed, state.score, match.length);
  return accept({
    ...state,
    history: [...state.history, game],
    game: newGame(config, first, crawford),
    crawfordUsed: state.crawfordUsed || crawford,
  });
}

/** Every game of the table so far, the current one last. */
export function allGames(state: TableState): readonly GameState[] {
  return [...state.history, state.game];
}
