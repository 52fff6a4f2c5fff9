import type { Color } from '@nardy/rules';
import { type BoardCounts, countsOf } from './checkers.ts';
import type { Loc } from './layout.ts';

/**
 * The board's editing mode, headless: what a tap, a drag or a key on a place asks for when the board
 * is used to set up a position. The board only asks; its host (a `<nardy-editor>`, an app) changes the
 * position and answers with a new view, exactly as with moves.
 */

/** What a tap adds: a white or a black checker, or `erase` (a tap takes one off). */
export const EDIT_TOOLS = ['white', 'black', 'erase'] as const;
export type EditTool = (typeof EDIT_TOOLS)[number];

/**
 * One change asked for, in display points (1..24; 25 a colour's bar, 0 its tray): one checker of
 * `color` more (`change` 1) or less (−1) at `at`, or, with `from`, one moved from `from` to `at`.
 */
export interface EditIntent {
  readonly at: number;
  readonly color: Color;
  readonly change: 1 | -1;
  readonly from?: number;
}

/** Display point of a location: 1..24, 25 for a bar, 0 for a tray. */
export function pointOf(loc: Loc): number {
  if (loc.startsWith('bar-')) return 25;
  if (loc.startsWith('off-')) return 0;
  return Number(loc.slice(1));
}

/** The colour a bar or tray belongs to, or null for a point. */
function ownerOf(loc: Loc): Color | null {
  if (loc.startsWith('bar-') || loc.startsWith('off-')) return loc.slice(4) as Color;
  return null;
}

/** The colour of the checkers on a location, or null when it is empty. */
export function colorAt(board: BoardCounts, loc: Loc): Color | null {
  const here = countsOf(board).get(loc);
  if (!here) return null;
  for (const [color, n] of here) if (n > 0) return color;
  return null;
}

/**
 * A tap on `loc` with `tool`: add a checker of the tool's colour (on a bar or tray, of that bar's or
 * tray's colour), or with `erase` take one off (nothing when the place is empty).
 */
export function editTap(board: BoardCounts, loc: Loc, tool: EditTool): EditIntent | null {
  const at = pointOf(loc);
  if (tool === 'erase') return removeAt(board, loc);
  return { at, color: ownerOf(loc) ?? tool, change: 1 };
}

function removeAt(board: BoardCounts, loc: Loc): EditIntent | null {
  const color = colorAt(board, loc);
  return color === null ? null : { at: pointOf(loc), color, change: -1 };
}

/**
 * A checker dragged from `from` and put down on `to`: one of the colour on `from` moves there (a bar
 * or tray takes only its own colour); nothing when `from` is empty or the drag ends where it began.
 */
export function editDrop(board: BoardCounts, from: Loc, to: Loc): EditIntent | null {
  if (from === to) return null;
  const color = colorAt(board, from);
  if (color === null) return null;
  const owner = ownerOf(to);
  if (owner !== null && owner !== color) return null;
  return { at: pointOf(to), color, change: 1, from: pointOf(from) };
}

/**
 * A key on the focused place: `w` / `b` add a white / black checker, `+` one of the tool's colour,
 * `-`, Delete or Backspace take one off. Other keys ask nothing (null).
 */
export function editKey(board: BoardCounts, loc: Loc, key: string, tool: EditTool): EditIntent | null {
  const owner = ownerOf(loc);
  switch (key) {
    case 'w':
    case 'W':
      return owner === 'black' ? null : { at: pointOf(loc), color: 'white', change: 1 };
    case 'b':
    case 'B':
      return owner === 'white' ? null : { at: pointOf(loc), color: 'black', change: 1 };
    case '+':
    case '=':
      return editTap(board, loc, tool === 'erase' ? (owner ?? 'white') : tool);
    case '-':
    case 'Delete':
    case 'Backspace':
      return removeAt(board, loc);
    default:
      return null;
  }
}
