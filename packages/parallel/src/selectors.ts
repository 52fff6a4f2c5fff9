import { type Color, flip, type Position, pipCounts, type TurnView } from '@nardy/rules';
import type { BoardView } from './boardView.ts';
import { actorOf, applyEvent, type GameState, legalPlaysOn, type TableState, turnPlan } from './table.ts';
import type { TableView } from './tableView.ts';

/** Anything a selector can read: the table state itself or a machine snapshot holding it. */
export type TableSource = TableState | { readonly context: { readonly table: TableState } };

function tableOf(source: TableSource): TableState {
  return 'context' in source ? source.context.table : source;
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

/** Per board, the view data `<nardy-board>` draws (rules-free; see boardView.ts). */
export function selectBoardViews(source: TableSource): BoardView[] {
  const state = tableOf(source);
  const { game, config } = state;
  const open = game.boards.filter((b) => b.result === null).length;
  return game.boards.map((board, i): BoardView => {
    const view = stepView(state, i);
    const mover = game.turn;
    let position: Position = board.position;
    if (view !== null && mover !== null && game.chosenBoard === i) {
      position = mover === 'white' ? view.position : flip(view.position);
    }
    const cells = position.cells;
    const points = [0];
    for (let p = 1; p <= 24; p++) points.push(cells[p]);
    const [whitePips, blackPips] = pipCounts(position);
    const active = game.turn !== null && board.result === null && game.phase !== 'gameOver';
    const onThisBoard = active && (game.phase !== 'moving' || game.entered.length === 0 || game.chosenBoard === i);
    const chosen = game.phase === 'moving' && game.chosenBoard === i;
    const result = board.result;
    return {
      variant: config.boards[i].variant,
      points,
      bar: { white: cells[25], black: -cells[0] },
      off: { white: cells[26], black: cells[27] },
      turn: onThisBoard ? game.turn : null,
      dice: view !== null ? game.dice : null,
      diceLeft: view !== null ? view.diceLeft : [],
      cube: board.cube === null ? null : { value: board.cube.value, owner: board.cube.owner },
      legal: view === null ? [] : view.moves.map((m) => ({ from: m.from, to: m.to, dice: m.steps.map((s) => s.die) })),
      canUndo: chosen && (game.entered.length > 0 || open > 1),
      canConfirm: chosen && view?.canConfirm === true,
      lastMove: board.lastMove,
      pips: { white: whitePips, black: blackPips },
      result:
        result === null || result.winner === null
          ? null
          : { winner: result.winner, ending: result.ending, points: result.points },
      ...(result !== null && result.winner === null ? { drawn: true } : {}),
    };
  });
}

/** The plain data `<nardy-table>` draws (rules-free; see tableView.ts). */
export function selectTableView(source: TableSource): TableView {
  const state = tableOf(source);
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
  return {
    phase: matchOver ? 'matchOver' : game.phase,
    turn: actor,
    dice: game.dice,
    boards: selectBoardViews(state),
    chosenBoard: game.phase === 'moving' ? game.chosenBoard : null,
    selectable: game.boards.map((_, i) => rollOpenOn(game, i)),
    playable: game.boards.map((_, i) => rollOpenOn(game, i) && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0),
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
  };
}
