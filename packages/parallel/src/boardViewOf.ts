import {
  BAR,
  type Color,
  type Dice,
  diceValues,
  flip,
  type Geometry,
  geometryOf,
  makeMoveText,
  OFF,
  otherNumbering,
  type Position,
  pipCounts,
  type TurnView,
} from '@nardy/rules';
import type { BoardMove, BoardView } from './boardView.ts';

/**
 * The one home of the board numbering (STYLE.md practice 8, in the spirit of chessops'
 * `chessgroundDests`): rules positions and plays speak each player's own numbering, boards draw and
 * send the display numbering (White's own; 25 = the mover's bar, 0 = off). These functions convert
 * between the two, so neither the board element nor the table core ever does.
 */

/** The display point of `player`'s own point `own` (25 = bar and 0 = off are the same in both). */
export function displayPoint(geometry: Geometry, player: Color, own: number): number {
  if (own >= BAR) return BAR;
  if (own <= OFF) return OFF;
  return player === 'white' ? own : otherNumbering(geometry, own);
}

/** `player`'s own number of display point `display` (the inverse of `displayPoint`). */
export function ownPoint(geometry: Geometry, player: Color, display: number): number {
  // Both numberings map onto each other by an involution (RULES.md §1.2), so one formula serves.
  return displayPoint(geometry, player, display);
}

/** A play in `player`'s own numbering as a board shows it: display steps plus its notation. */
export function displayPlay(
  geometry: Geometry,
  player: Color,
  steps: readonly { readonly from: number; readonly to: number }[],
): NonNullable<BoardView['lastMove']> {
  return {
    player,
    steps: steps.map((s) => ({
      from: displayPoint(geometry, player, s.from),
      to: displayPoint(geometry, player, s.to),
    })),
    text: makeMoveText(steps),
  };
}

/**
 * Whose own numbering a screen shows — its point labels, and the plays of its move list with them — so
 * that a player finds every move on the labels he sees: the seat's; on a screen both players share, or
 * that a spectator watches, the player to act's (White's between turns).
 */
export function viewerNumbering(seat: string | null | undefined, turn: Color | null): Color {
  return seat === 'white' || seat === 'black' ? seat : (turn ?? 'white');
}

/**
 * A play by `mover` (steps in the mover's own numbering, as records keep them) in notation in
 * `viewer`'s own numbering: Black's `24/22` on a short board reads `1/3` in White's. The bar and off
 * are the same in both. Records, .mat files and the CLI keep the mover's numbering (the standard).
 */
export function playTextIn(
  geometry: Geometry,
  mover: Color,
  viewer: Color,
  steps: readonly { readonly from: number; readonly to: number; readonly hit?: boolean }[],
): string {
  if (mover === viewer) return makeMoveText(steps);
  const seen = (own: number) => ownPoint(geometry, viewer, displayPoint(geometry, mover, own));
  return makeMoveText(steps.map((s) => ({ from: seen(s.from), to: seen(s.to), hit: s.hit })));
}

/**
 * The die a one-die move from `from` to `to` spends: the smallest that can (bearing off from the 2 with
 * 5-4 spends the 4) — the table's own choice for a step sent without its die, so a tap and a typed
 * step spend the same die.
 */
function smallestDie(steps: TurnView, from: number, to: number, fallback: number): number {
  let die = fallback;
  for (const s of steps.next) if (s.from === from && s.to === to && s.die < die) die = s.die;
  return die;
}

/** Who is on roll on a board, and with what, for `boardViewOf`. */
export interface BoardTurn {
  /** The player on roll (or to act before rolling). */
  readonly player: Color;
  /** The roll, once rolled. */
  readonly dice?: Dice | null;
  /**
   * The step-wise view of the roll (`TurnPlan.view` of @nardy/rules) when the player may move now:
   * it gives the drawn position (the steps entered so far applied), the legal moves, the dice left and
   * whether the play is whole. Without it the board shows the roll but offers no move (a diagram).
   */
  readonly steps?: TurnView | null;
}

/**
 * What `<nardy-board>` draws for one position: checkers, bar, trays and pips in display numbering,
 * and, for a board on roll, the player, the dice and the legal moves of one checker. `position` is
 * seen from White (as a table stores its boards). Table facts — the cube, the last play, the result,
 * undo and confirm — are the caller's to add (see `selectBoardViews`); here they are empty.
 */
export function boardViewOf(position: Position, turn: BoardTurn | null = null): BoardView {
  const geometry = geometryOf(position.variant);
  const steps = turn?.steps ?? null;
  const player = turn?.player ?? null;
  const drawn = steps === null ? position : player === 'black' ? flip(steps.position) : steps.position;
  const cells = drawn.cells;
  const points = [0];
  for (let p = 1; p <= 24; p++) points.push(cells[p] || 0);
  const [white, black] = pipCounts(drawn);
  const dice = turn?.dice ?? null;
  const legal: BoardMove[] =
    steps === null || player === null
      ? []
      : steps.moves.map((m) => ({
          from: displayPoint(geometry, player, m.from),
          to: displayPoint(geometry, player, m.to),
          dice: m.steps.length === 1 ? [smallestDie(steps, m.from, m.to, m.steps[0].die)] : m.steps.map((s) => s.die),
          text: makeMoveText([{ from: m.from, to: m.to }]),
        }));
  return {
    variant: position.variant,
    geometry,
    points,
    bar: { white: cells[25], black: -cells[0] || 0 },
    off: { white: cells[26], black: cells[27] },
    turn: player,
    dice,
    diceLeft: steps !== null ? steps.diceLeft : dice !== null ? diceValues(dice) : [],
    cube: null,
    legal,
    canUndo: false,
    canConfirm: steps?.canConfirm ?? false,
    lastMove: null,
    pips: { white, black },
    result: null,
  };
}
