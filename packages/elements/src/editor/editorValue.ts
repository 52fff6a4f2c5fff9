import type { BoardView } from '@nardy/parallel';
import type { ByColor, Color, Geometry } from '@nardy/rules';
import type { EditIntent } from '../board/editing.ts';

/**
 * A position being set up, as `<nardy-editor>` holds it: view data in display points (White's
 * numbering, as `BoardView`), allowed to be wrong while it is edited (fifteen checkers are counted by
 * the host, which validates with the rules and says what is wrong in `problem`).
 */
export interface EditorPosition {
  /** The variant's name, passed through (the host knows what it means). */
  readonly variant: string;
  /** How to draw it: `opposed` (short family, with a bar) or `sameDirection` (long family). */
  readonly geometry: Geometry;
  /** Length 25, index 0 unused: positive white checkers, negative black. */
  readonly points: readonly number[];
  readonly bar: ByColor<number>;
  readonly off: ByColor<number>;
  readonly turn: Color;
  /** The roll to play, or null before the roll. */
  readonly dice: readonly [number, number] | null;
  /** The cube's value and owner (null owner: centred); null for no cube. */
  readonly cube: { readonly value: number; readonly owner: Color | null } | null;
  /** Long family: whether each player is still to make his first turn (the head rule's exception). */
  readonly firstTurn: ByColor<boolean>;
  /** Pip counts, when the host knows them (the board's info line shows them). */
  readonly pips?: ByColor<number>;
}

/** An empty board of a geometry, White to move, no roll, no cube. */
export function emptyPosition(variant: string, geometry: Geometry): EditorPosition {
  return {
    variant,
    geometry,
    points: new Array<number>(25).fill(0),
    bar: { white: 0, black: 0 },
    off: { white: 0, black: 0 },
    turn: 'white',
    dice: null,
    cube: null,
    firstTurn: { white: false, black: false },
  };
}

const sign = (color: Color) => (color === 'white' ? 1 : -1);

/** One checker of `color` more or less at display point `at` (25 its bar, 0 its tray); never below 0. */
function changed(p: EditorPosition, at: number, color: Color, change: 1 | -1): EditorPosition {
  if (at === 25 || at === 0) {
    const key = at === 25 ? 'bar' : 'off';
    const n = Math.max(0, p[key][color] + change);
    return { ...p, [key]: { ...p[key], [color]: n } };
  }
  const points = [...p.points];
  const here = points[at] ?? 0;
  if (change === 1) {
    // A point holds one colour: putting a checker on the other colour's point takes one of theirs off.
    points[at] = here + sign(color);
  } else if (Math.sign(here) === sign(color)) {
    points[at] = here - sign(color);
  }
  return { ...p, points };
}

/** The position after a change asked for by the board's editing mode (see `EditIntent`). */
export function applyEdit(p: EditorPosition, edit: EditIntent): EditorPosition {
  if (edit.from !== undefined) {
    if (countAt(p, edit.from, edit.color) === 0) return p;
    return changed(changed(p, edit.from, edit.color, -1), edit.at, edit.color, 1);
  }
  return changed(p, edit.at, edit.color, edit.change);
}

function countAt(p: EditorPosition, at: number, color: Color): number {
  if (at === 25) return p.bar[color];
  if (at === 0) return p.off[color];
  const n = p.points[at] ?? 0;
  return Math.sign(n) === sign(color) ? Math.abs(n) : 0;
}

/** Each colour's checkers: on points, on the bar, borne off, and in all. */
export function checkerCounts(p: EditorPosition): ByColor<{ total: number; bar: number; off: number }> {
  const on = { white: 0, black: 0 };
  for (let i = 1; i <= 24; i++) {
    const n = p.points[i] ?? 0;
    if (n > 0) on.white += n;
    else if (n < 0) on.black -= n;
  }
  const of = (c: Color) => ({ total: on[c] + p.bar[c] + p.off[c], bar: p.bar[c], off: p.off[c] });
  return { white: of('white'), black: of('black') };
}

/** The board's view of a position being set up (no moves: the board is in editing mode). */
export function editorBoardView(p: EditorPosition): BoardView {
  return {
    variant: p.variant as BoardView['variant'],
    geometry: p.geometry,
    points: p.points,
    bar: p.bar,
    off: p.off,
    turn: p.turn,
    dice: p.dice,
    diceLeft: p.dice ? (p.dice[0] === p.dice[1] ? [p.dice[0], p.dice[0], p.dice[0], p.dice[0]] : [...p.dice]) : [],
    cube: p.cube,
    legal: [],
    canUndo: false,
    canConfirm: false,
    lastMove: null,
    pips: p.pips ?? { white: 0, black: 0 },
    result: null,
  };
}
