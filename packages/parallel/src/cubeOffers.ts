import { type Color, ok, opposite, type Result } from '@nardy/rules';
import { type Cube, cubeAccess, nextCubeValue } from './cube.ts';
import { checkBoard, type Offer, type RefusalCode, refuse, selectableBoards, type TableState } from './tableState.ts';

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
