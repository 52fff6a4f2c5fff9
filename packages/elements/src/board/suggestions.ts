import type { Color } from '@nardy/rules';
import { type BoardCounts, countsOf } from './checkers.ts';
import { type BoardLayout, checkerCenter, type Loc, locOf } from './layout.ts';

/**
 * A play the board shows as arrows over the position (a hint, the best play of an analysis, the play
 * made): view data like `BoardView`, in display points, so the board stays rules-free. The host builds
 * it (`displayPlay` of @nardy/parallel turns a play in the mover's numbering into display points).
 */
export interface BoardSuggestion {
  /** Whose play it is: the bar and the tray at its ends are this player's. */
  readonly player: Color;
  /** The play's steps in order, display points (25 = the player's bar, 0 = off). */
  readonly steps: readonly { readonly from: number; readonly to: number }[];
  /** A short label drawn at the first arrow ("1", "best", "+0.16"). */
  readonly label?: string;
  /** What screen readers hear for it, e.g. "Best play 8/5 6/5, equity +0.162". */
  readonly description?: string;
  /**
   * A style name (letters, digits, dashes): the arrows get the class and the part `arrow-<kind>`;
   * `best`, `played`, `hint-2` and `hint-3` have colours of their own (--nardy-arrow-best,
   * --nardy-arrow-played, --nardy-arrow-2, --nardy-arrow-3).
   */
  readonly kind?: string;
}

/** One arrow of a suggestion in drawing units: a curve from a checker to where it lands. */
export interface Arrow {
  /** SVG path of the shaft (a quadratic curve). */
  readonly path: string;
  /** The arrow head as polygon points. */
  readonly head: string;
  /** Where a label goes (the middle of the curve). */
  readonly mid: { readonly x: number; readonly y: number };
}

/** A suggestion's kind as a safe class and part name (anything else: `hint`). */
export function suggestionKind(s: BoardSuggestion): string {
  return s.kind && /^[a-z][a-z0-9-]{0,31}$/i.test(s.kind) ? s.kind : 'hint';
}

const HEAD = 13;

/**
 * The arrows of a suggestion on a board as it stands: each step starts at the top checker of its
 * source (as the steps before it left the stacks) and ends on the place the checker takes.
 */
export function suggestionArrows(layout: BoardLayout, board: BoardCounts, s: BoardSuggestion): Arrow[] {
  const counts = countsOf(board);
  const mine = new Map<Loc, number>();
  const theirs = new Map<Loc, number>();
  const other: Color = s.player === 'white' ? 'black' : 'white';
  for (const [loc, byColor] of counts) {
    mine.set(loc, byColor.get(s.player) ?? 0);
    theirs.set(loc, byColor.get(other) ?? 0);
  }
  const arrows: Arrow[] = [];
  for (const step of s.steps) {
    const from = locOf(s.player, step.from);
    const to = locOf(s.player, step.to);
    const left = mine.get(from) ?? 0;
    const start = checkerCenter(layout, from, Math.max(0, left - 1), Math.max(left, 1));
    mine.set(from, Math.max(0, left - 1));
    // A blot hit there goes to the bar: the checker lands at the edge of the point.
    if ((theirs.get(to) ?? 0) === 1 && to.startsWith('p')) theirs.set(to, 0);
    const there = mine.get(to) ?? 0;
    const end = checkerCenter(layout, to, there, there + 1);
    mine.set(to, there + 1);
    arrows.push(arrowBetween(start, end));
  }
  return arrows;
}

/** A gently curved arrow from `a` to `b`, its head ending at `b`. */
export function arrowBetween(a: { x: number; y: number }, b: { x: number; y: number }): Arrow {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  // The control point sits to one side of the middle, so that arrows along a row stay apart from it.
  const bend = Math.min(40, length * 0.18);
  const cx = (a.x + b.x) / 2 + (-dy / length) * bend;
  const cy = (a.y + b.y) / 2 + (dx / length) * bend;
  // The head points along the curve's last tangent (from the control point to the end).
  const tx = b.x - cx;
  const ty = b.y - cy;
  const tl = Math.hypot(tx, ty) || 1;
  const ux = tx / tl;
  const uy = ty / tl;
  const base = { x: b.x - ux * HEAD, y: b.y - uy * HEAD };
  const shaftEnd = { x: b.x - ux * (HEAD - 2), y: b.y - uy * (HEAD - 2) };
  const wing = HEAD * 0.55;
  const f = (n: number) => n.toFixed(1);
  return {
    path: `M ${f(a.x)} ${f(a.y)} Q ${f(cx)} ${f(cy)} ${f(shaftEnd.x)} ${f(shaftEnd.y)}`,
    head: `${f(b.x)},${f(b.y)} ${f(base.x - uy * wing)},${f(base.y + ux * wing)} ${f(base.x + uy * wing)},${f(base.y - ux * wing)}`,
    mid: { x: 0.25 * a.x + 0.5 * cx + 0.25 * b.x, y: 0.25 * a.y + 0.5 * cy + 0.25 * b.y },
  };
}
