import { explainStep, geometryOf, parseMoveText, type Result, type StepReason } from '@nardy/rules';
import type { BoardView } from './boardView.ts';
import { displayPoint, ownPoint } from './boardViewOf.ts';
import type { TableCommand } from './commands.ts';
import type { TableState } from './tableState.ts';
import { turnPlan } from './turnPlans.ts';

/**
 * From what a board sends to what a table accepts. `<nardy-board>` speaks display points (see
 * boardView.ts); table commands and records speak the mover's own numbering. `<nardy-table>`, the
 * app and any host of a board map the board's intents here, so the numbering has one home
 * (boardViewOf.ts) and the board never converts it.
 */

/** A step as `<nardy-board>` sends it in `nardy-step` (display points; `dice` as in `BoardView.legal`). */
export interface BoardStep {
  readonly from: number;
  readonly to: number;
  readonly dice: readonly number[];
}

/**
 * The `STEP` command for a step sent by the board drawn from `view`, at index `board` of the table:
 * the ends in the mover's own numbering, and the die when one die is used. Null when nobody is on roll
 * on that board (a board only sends steps while its view offers legal moves).
 */
export function stepCommand(view: BoardView, board: number, step: BoardStep): TableCommand | null {
  const mover = view.turn;
  if (mover === null) return null;
  return {
    type: 'STEP',
    board,
    from: ownPoint(view.geometry, mover, step.from),
    to: ownPoint(view.geometry, mover, step.to),
    ...(step.dice.length === 1 ? { die: step.dice[0] } : {}),
  };
}

/**
 * The moves of a play typed in notation (`24/18 13/10`, the mover's own numbering, as players write
 * it) in display points, to be matched against `BoardView.legal` one by one (`pass` reads as no
 * move); `ERR_MOVE_TEXT` when the text cannot be read as moves.
 */
export function typedMoves(
  view: BoardView,
  text: string,
): Result<{ readonly from: number; readonly to: number }[], 'ERR_MOVE_TEXT'> {
  const parsed = parseMoveText(text);
  if (!parsed.ok) return parsed;
  if (view.turn === null) return { ok: false, error: { code: 'ERR_MOVE_TEXT', message: 'nobody is on roll here' } };
  const mover = view.turn;
  return {
    ok: true,
    value: parsed.value.map((m) => ({
      from: displayPoint(view.geometry, mover, m.from),
      to: displayPoint(view.geometry, mover, m.to),
    })),
  };
}

/**
 * Why a move the player tried on board `board` (as `<nardy-board>` sends it in `nardy-refused`:
 * display points, `to` null for a checker that cannot move) is not allowed now, as a stable reason of
 * @nardy/rules' `explainStep` — null when it is allowed, or when no roll is being played there (then
 * the table's own refusal says why: not your turn, another board chosen…).
 */
export function refusedStepReason(
  state: TableState,
  board: number,
  step: { readonly from: number; readonly to: number | null },
): StepReason | null {
  const { game } = state;
  const plan = turnPlan(state, board);
  if (plan === null || game.turn === null) return null;
  if (game.phase === 'moving' && game.chosenBoard !== null && game.chosenBoard !== board) return null;
  const geometry = geometryOf(state.config.boards[board].variant);
  const mover = game.turn;
  const entered = game.chosenBoard === board ? game.entered.flat() : [];
  const to = step.to === null ? null : ownPoint(geometry, mover, step.to);
  return explainStep(
    plan.rules,
    plan.start,
    plan.dice,
    entered,
    ownPoint(geometry, mover, step.from),
    to,
    plan.context,
  );
}
