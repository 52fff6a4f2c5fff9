import type { Color, TurnView } from '@nardy/rules';
import type { BoardView } from './boardView.ts';
import { boardViewOf, displayPlay } from './boardViewOf.ts';
import {
  actorOf,
  applyEvent,
  type BoardState,
  type GameState,
  legalPlaysOn,
  type TableState,
  turnPlan,
} from './table.ts';
import type { TableAction, TableView } from './tableView.ts';

/** Anything a selector can read: the table state itself, a session's snapshot or a machine snapshot holding it. */
export type TableSource =
  | TableState
  | { readonly table: TableState }
  | { readonly context: { readonly table: TableState } };

function tableOf(source: TableSource): TableState {
  if ('context' in source) return source.context.table;
  return 'table' in source ? source.table : source;
}

/** Whether the current roll may still be played on board `index` (committed boards exclude the others). */
function rollOpenOn(game: GameState, index: number): boolean {
  if (game.boards[index].result !== null || game.dice === null) return false;
  if (game.phase === 'chooseBoard') return true;
  if (game.phase !== 'moving') return false;
  return game.entered.length === 0 || game.chosenBoard === index;
}

function stepView(state: TableState, index: number): TurnView | null {
  const { game } = state;
  if (!rollOpenOn(game, index)) return null;
  const entered = game.chosenBoard === index ? game.entered.flat() : [];
  const view = turnPlan(state, index)?.view(entered);
  return view?.ok ? view.value : null;
}

/**
 * The last view built for each board, with what it was built from. Table states are immutable, so a
 * board whose state and inputs are the very same objects draws the same: the selector hands back the
 * same view object, and a table redraws only the board that changed.
 */
const boardViews = new WeakMap<BoardState, { readonly inputs: readonly unknown[]; readonly view: BoardView }>();

function boardView(state: TableState, i: number, open: number): BoardView {
  const { game, config } = state;
  const board = game.boards[i];
  const active = game.turn !== null && board.result === null && game.phase !== 'gameOver';
  const onThisBoard = active && (game.phase !== 'moving' || game.entered.length === 0 || game.chosenBoard === i);
  const chosen = game.phase === 'moving' && game.chosenBoard === i;
  const rollOpen = rollOpenOn(game, i);
  const canUndo = chosen && (game.entered.length > 0 || open > 1);
  const inputs = [
    config.boards[i],
    onThisBoard ? game.turn : null,
    rollOpen ? game.dice : null,
    chosen ? game.entered : null,
    chosen,
    canUndo,
  ];
  const cached = boardViews.get(board);
  if (cached?.inputs.every((x, k) => x === inputs[k])) return cached.view;
  const steps = stepView(state, i);
  const base = boardViewOf(
    board.position,
    onThisBoard && game.turn !== null
      ? {
          player: game.turn,
          dice: steps !== null ? game.dice : null,
          steps,
        }
      : null,
  );
  const result = board.result;
  const geometry = base.geometry;
  const view: BoardView = {
    ...base,
    cube: board.cube === null ? null : { value: board.cube.value, owner: board.cube.owner },
    canUndo,
    canConfirm: chosen && base.canConfirm,
    lastMove: board.lastMove === null ? null : displayPlay(geometry, board.lastMove.player, board.lastMove.steps),
    result:
      result === null || result.winner === null
        ? null
        : { winner: result.winner, ending: result.ending, points: result.points },
    ...(result !== null && result.winner === null ? { drawn: true } : {}),
  };
  boardViews.set(board, { inputs, view });
  return view;
}

/**
 * Per board, the view data `<nardy-board>` draws (rules-free, display numbering; see boardView.ts).
 * A board whose state did not change keeps its view object from one snapshot to the next.
 */
export function selectBoardViews(source: TableSource): BoardView[] {
  const state = tableOf(source);
  const open = state.game.boards.filter((b) => b.result === null).length;
  return state.game.boards.map((_, i) => boardView(state, i, open));
}

const tableViews = new WeakMap<TableState, TableView>();

/**
 * The plain data `<nardy-table>` draws (rules-free; see tableView.ts). The same table state always
 * gives the very same view object (a refused command leaves the state, and so the view, untouched).
 */
export function selectTableView(source: TableSource): TableView {
  const state = tableOf(source);
  const cached = tableViews.get(state);
  if (cached) return cached;
  const view = buildTableView(state);
  tableViews.set(state, view);
  return view;
}

function buildTableView(state: TableState): TableView {
  const { game, config } = state;
  const actor = actorOf(game);
  const canDouble: number[] = [];
  if (game.phase === 'beforeRoll' && actor !== null && config.cube.mode !== 'off') {
    if (config.cube.mode === 'shared') {
      if (applyEvent(state, { type: 'double', player: actor }).ok) canDouble.push(-1);
    } else {
      game.boards.forEach((_, i) => {
        if (applyEvent(state, { type: 'double', player: actor, board: i }).ok) canDouble.push(i);
      });
    }
  }
  const results = game.boards
    .flatMap((b, board) => (b.result !== null && b.result.winner !== null ? [{ board, r: b.result }] : []))
    .sort((a, b) => a.r.order - b.r.order)
    .map(({ board, r }) => ({
      board,
      order: r.order,
      winner: r.winner as Color,
      ending: r.by === 'resign' ? ('resign' as const) : (r.ending as 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop'),
      scoredAs: r.ending as 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop',
      cube: r.cube,
      points: r.points,
    }));
  let white = 0;
  let black = 0;
  for (const r of results) {
    if (r.winner === 'white') white += r.points;
    else black += r.points;
  }
  const matchOver = state.over && config.match !== null;
  const opening = openingOf(game);
  const boards = selectBoardViews(state);
  const selectable = game.boards.map((_, i) => rollOpenOn(game, i));
  const playable = game.boards.map((_, i) => selectable[i] && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
  return {
    phase: matchOver ? 'matchOver' : game.phase,
    turn: actor,
    dice: game.dice,
    boards,
    chosenBoard: game.phase === 'moving' ? game.chosenBoard : null,
    selectable,
    playable,
    actions: actionsOf(state, canDouble, boards, selectable, playable),
    cube: {
      mode: config.cube.mode,
      shared: game.sharedCube === null ? null : { value: game.sharedCube.value, owner: game.sharedCube.owner },
      canDouble,
      offer: game.offer,
    },
    results,
    score: { white, black, net: white - black },
    match: { length: config.match?.length ?? 0, white: state.score.white, black: state.score.black, over: state.over },
    ...(game.outcome !== null && game.outcome.winner === null ? { draw: true } : {}),
    ...(opening ? { opening } : {}),
  };
}

/**
 * What may be done now (`TableView.actions`): the one list every screen renders, so that no screen
 * works out by itself what the phase allows.
 */
function actionsOf(
  state: TableState,
  canDouble: readonly number[],
  boards: readonly BoardView[],
  selectable: readonly boolean[],
  playable: readonly boolean[],
): TableAction[] {
  const { game, config } = state;
  const out: TableAction[] = [];
  const act = (command: TableAction['command'], board: number | null, enabled = true, pass = false) =>
    out.push({ command, board, enabled, ...(pass ? { pass: true as const } : {}) });
  const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  const resignBoards = () => {
    for (const i of open) act({ type: 'RESIGN', board: i }, i);
  };
  if (state.over) return out;
  switch (game.phase) {
    case 'opening':
      act({ type: 'ROLL' }, null);
      break;
    case 'beforeRoll':
      for (const i of canDouble) act(i < 0 ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: i }, i < 0 ? null : i);
      act({ type: 'ROLL' }, null);
      resignBoards();
      break;
    case 'awaitingReply': {
      const offer = game.offer;
      if (offer === null) break;
      act({ type: 'TAKE' }, offer.board);
      // Dropping the shared cube gives up a board of the dropper's choice; a board's cube, that board.
      if (offer.board === null && config.cube.mode === 'shared')
        for (const i of open) act({ type: 'DROP', board: i }, i);
      else act(offer.board === null ? { type: 'DROP' } : { type: 'DROP', board: offer.board }, offer.board);
      break;
    }
    case 'chooseBoard':
    case 'moving': {
      const chosen = game.phase === 'moving' ? game.chosenBoard : null;
      for (const i of open) {
        if (i === chosen) {
          act({ type: 'UNDO' }, i, boards[i].canUndo);
          act({ type: 'CONFIRM' }, i, boards[i].canConfirm);
        } else if (selectable[i]) {
          act({ type: 'CHOOSE_BOARD', board: i }, i, true, !playable[i]);
        }
      }
      resignBoards();
      break;
    }
    case 'gameOver':
      act({ type: 'NEXT_GAME' }, null);
      break;
  }
  return out;
}

/** The game's opening roll while it is news: until the second player's first play is over. */
function openingOf(game: GameState): TableView['opening'] | null {
  const first = game.events[0];
  if (first?.type !== 'opening' || game.first === null || game.phase === 'gameOver') return null;
  let moves = 0;
  for (const e of game.events) if (e.type === 'move' && ++moves > 1) return null;
  return { white: first.white, black: first.black, starter: game.first };
}
