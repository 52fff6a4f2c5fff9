import { offerableCubes, positionFor, type TableState } from '@nardy/parallel';
import { type Color, err, ok, type Result } from '@nardy/rules';
import {
  type BoardOutlook,
  boardOutlook,
  stakesOf,
  type TableStakes,
  tableSearcher,
  tableValue,
} from './tableOutlook.ts';

/**
 * What the computer does with the cube now: before its roll, double on a board (`board` null for the
 * shared cube) or not; answering an offer, take or drop (`board`: the board given up, for the shared
 * cube the one that costs least, RULES.md §6.7 rule 2).
 */
export type CubeDecision =
  | { readonly kind: 'double'; readonly board: number | null }
  | { readonly kind: 'noDouble' }
  | { readonly kind: 'take' }
  | { readonly kind: 'drop'; readonly board: number };

export const CUBE_DECISION_ERRORS = ['bot/no-cube-decision'] as const;
export type CubeDecisionError = (typeof CUBE_DECISION_ERRORS)[number];

/**
 * Cube-ownership values in units of the cube value before the offer, scaled by how live the cube still
 * is (how many turns the board has left). They turn cubeless equities into money-game cube decisions:
 * with them a gammonless position is doubled from about 68 % and taken down to about 21.5 %, the
 * classic live-cube points; near the end of a race (dead cube) the points move to 50 % and 25 %.
 */
export const CUBE_VALUES = {
  /** What the player on roll keeps by not doubling (access to a centred or own cube). */
  access: 0.22,
  /** What the taker gains by owning the cube after the take (redoubles), per unit of the old value. */
  ownership: 0.14,
  /** Half-turns to the board's finish from which the cube counts fully live. */
  liveFrom: 6,
  /** A double must gain at least this much (points × cube) over not doubling. */
  margin: 0.02,
} as const;

/** Mutable copy of the stakes with one cube changed. */
function withCube(stakes: TableStakes, board: number | null, value: number): TableStakes {
  if (board === null) return { ...stakes, sharedCube: value };
  return { ...stakes, boardCube: stakes.boardCube.map((v, i) => (i === board ? value : v)) };
}

interface OfferJudgement {
  /** Table value for the offerer without doubling, after a take, and after the best drop for the taker. */
  readonly noDouble: number;
  /** The table value without doubling, before the access value of keeping the cube is added. */
  readonly noDoubleCubeless: number;
  readonly take: number;
  readonly drop: number;
  /** The board the taker would give up (shared cube), or the offered board. */
  readonly dropBoard: number;
}

/**
 * Judges an offer of `offerer` on `board` (null: the shared cube) from his side, before his roll,
 * with the cube at `value` going to `next`.
 */
function judgeOffer(
  state: TableState,
  offerer: Color,
  board: number | null,
  value: number,
  next: number,
): OfferJudgement {
  const { game, config } = state;
  const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  const outlooks = open.map((i) =>
    boardOutlook(tableSearcher(config.boards[i].rules, config.ending), positionFor(game.boards[i], offerer), true),
  );
  const stakes = stakesOf(game);
  // How live the cube is: the board's (or, shared, the soonest board's) turns left.
  const soonest =
    board === null ? Math.min(...outlooks.map((o) => o.finishIn)) : outlooks[open.indexOf(board)].finishIn;
  const live = Math.min(1, soonest / CUBE_VALUES.liveFrom);
  const noDoubleCubeless = tableValue(outlooks, stakes, open);
  const noDouble = noDoubleCubeless + CUBE_VALUES.access * value * live;
  const take = tableValue(outlooks, withCube(stakes, board, next), open) - CUBE_VALUES.ownership * value * live;
  const won: BoardOutlook = { equity: 1, win: 1, finishIn: 0, finished: true };
  if (board !== null) {
    const k = open.indexOf(board);
    const drop = tableValue(
      outlooks.map((o, j) => (j === k ? won : o)),
      stakes,
      open,
    );
    return { noDouble, noDoubleCubeless, take, drop, dropBoard: board };
  }
  // Shared cube dropped: the dropper gives up one board at the pre-double value (−0.5 if it is the
  // first to finish); the others go on with the cube still at that value, owned by him.
  let drop = Number.POSITIVE_INFINITY;
  let dropBoard = open[0];
  open.forEach((i, k) => {
    const rest = open.filter((_, j) => j !== k);
    const restOutlooks = outlooks.filter((_, j) => j !== k);
    const given = value - (stakes.halfPointDue ? 0.5 : 0);
    const v =
      given +
      (rest.length === 0 ? 0 : tableValue(restOutlooks, { ...stakes, sharedCube: value, halfPointDue: false }, rest));
    if (v < drop) {
      drop = v;
      dropBoard = i;
    }
  });
  return { noDouble, noDoubleCubeless, take, drop, dropBoard };
}

/**
 * The computer's cube action for the player who must act now. Before the roll (phase `beforeRoll`) it
 * doubles on the cube where doubling gains the most over rolling on, if any — never where the table
 * forbids it (no cube, Crawford game, last roll, cube owned by the opponent, value at the maximum,
 * already offered this turn). Answering an offer (phase `awaitingReply`) it takes when the take costs
 * less than the drop, else drops (naming the cheapest board for the shared cube). Money-game judgement
 * from the evaluator's cubeless probabilities (CUBE_VALUES); the match score is not used.
 */
export function cubeDecision(state: TableState): Result<CubeDecision, CubeDecisionError> {
  const { game } = state;
  if (game.phase === 'awaitingReply' && game.offer !== null) {
    const offer = game.offer;
    const cube = offer.board === null ? game.sharedCube : game.boards[offer.board].cube;
    const value = cube?.value ?? 1;
    const j = judgeOffer(state, offer.by, offer.board, value, offer.value);
    return ok(j.take <= j.drop ? { kind: 'take' } : { kind: 'drop', board: j.dropBoard });
  }
  if (game.phase !== 'beforeRoll' || game.turn === null) {
    return err('bot/no-cube-decision', `no cube decision in phase ${game.phase}`);
  }
  const player = game.turn;
  const cubes = offerableCubes(state);
  let best: { board: number | null; gain: number } | null = null;
  for (const c of cubes) {
    const j = judgeOffer(state, player, c.board, c.value, c.next);
    // Keeping the cube is worth its access value only while a later double could still gain something:
    // once the opponent would drop, doubling now already wins the whole stake, so it is only wrong when
    // the position is too good (playing on for a mars is worth more than the drop).
    const gain = j.drop < j.take ? j.drop - j.noDoubleCubeless : j.take - j.noDouble;
    if (gain > CUBE_VALUES.margin * c.value && (best === null || gain > best.gain)) best = { board: c.board, gain };
  }
  return ok(best === null ? { kind: 'noDouble' } : { kind: 'double', board: best.board });
}
