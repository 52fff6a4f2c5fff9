import type { BoardView } from '@nardy/parallel';

const sameArray = (a: readonly unknown[] | null, b: readonly unknown[] | null) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]));

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether two views draw the same board. Selectors build fresh objects for every snapshot, so a
 * table would otherwise redraw all its boards on each step of one; this keeps the others idle.
 */
export function sameView(a: BoardView | null, b: BoardView | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.variant === b.variant &&
    a.turn === b.turn &&
    a.canUndo === b.canUndo &&
    a.canConfirm === b.canConfirm &&
    sameArray(a.points, b.points) &&
    sameArray(a.dice, b.dice) &&
    sameArray(a.diceLeft, b.diceLeft) &&
    a.bar.white === b.bar.white &&
    a.bar.black === b.bar.black &&
    a.off.white === b.off.white &&
    a.off.black === b.off.black &&
    a.pips.white === b.pips.white &&
    a.pips.black === b.pips.black &&
    sameJson(a.cube, b.cube) &&
    sameJson(a.legal, b.legal) &&
    sameJson(a.lastMove, b.lastMove) &&
    sameJson(a.result, b.result)
  );
}
