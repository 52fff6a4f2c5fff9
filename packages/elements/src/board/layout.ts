import type { Color, Geometry } from '@nardy/rules';

/**
 * A place on the board a checker can be: a point in White's numbering (`p1`..`p24`), a colour's bar
 * or a colour's borne-off tray. Layout, hit testing and interaction all speak in these.
 */
export type Loc = `p${number}` | `bar-${Color}` | `off-${Color}`;

export const HOME_SIDES = ['right', 'left'] as const;
/** Which side the bottom player's home (and the trays) is drawn on. */
export type HomeSide = (typeof HOME_SIDES)[number];

export interface Orientation {
  /** The colour whose home is at the bottom (its numbering is the one shown to players). */
  readonly bottom: Color;
  readonly home: HomeSide;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Drawing units of the board (the SVG viewBox). */
export const VIEW_W = 608;
export const VIEW_H = 440;
export const FRAME = 12;
export const POINT_W = 40;
export const POINT_H = 190;
export const BAR_W = 44;
export const TRAY_W = 48;
export const CHECKER_R = 17;
/** Height of the strips of point numbers above and below the drawing (`numbers`), in drawing units. */
export const NUMBERS_H = 22;
/** Width / height of a board drawing, with and without the strips of point numbers. */
export const BOARD_ASPECT = VIEW_W / VIEW_H;
export const NUMBERED_BOARD_ASPECT = VIEW_W / (VIEW_H + 2 * NUMBERS_H);
const HALF_W = 6 * POINT_W;
const MID_Y = VIEW_H / 2;

/**
 * The location of a move end in display points (1..24 White's numbering, 25 = bar, 0 = off) of a
 * move by `mover`: the bar and tray are the mover's own.
 */
export function locOf(mover: Color, point: number): Loc {
  if (point >= 25) return `bar-${mover}`;
  if (point <= 0) return `off-${mover}`;
  return `p${point}`;
}

/** Where every location is drawn, for one geometry and orientation. */
export interface BoardLayout {
  readonly geometry: Geometry;
  readonly orientation: Orientation;
  /** Short variants have a bar that holds hit checkers; the long family only has a divider. */
  readonly hasBar: boolean;
  readonly boardLeft: number;
  readonly barX: number;
  readonly trayX: number;
  /** The clickable / focusable area of each location. */
  readonly rects: ReadonlyMap<Loc, Rect>;
  /** Points drawn in the top row (checkers stack downwards from the top edge). */
  readonly top: ReadonlySet<Loc>;
  /** Keyboard navigation rows: top then bottom, each left to right. */
  readonly rows: readonly (readonly Loc[])[];
  /**
   * Each point's number as the bottom player counts it, which is his own numbering: 1 in his bottom
   * corner on the home side, 12 in the other bottom corner, 13 above it, 24 above his 1.
   */
  readonly numbers: ReadonlyMap<Loc, number>;
}

function columnX(boardLeft: number, column: number): number {
  return boardLeft + POINT_W / 2 + POINT_W * column + (column >= 6 ? BAR_W : 0);
}

/** Builds the layout: pure arithmetic, shared by drawing, hit testing and the keyboard. */
export function boardLayout(geometry: Geometry, orientation: Orientation): BoardLayout {
  const hasBar = geometry === 'opposed';
  const { bottom, home } = orientation;
  const top = opposite(bottom);
  const boardLeft = home === 'right' ? FRAME : FRAME + TRAY_W + FRAME;
  const barX = boardLeft + HALF_W + BAR_W / 2;
  const trayX = home === 'right' ? boardLeft + 2 * HALF_W + BAR_W + FRAME + TRAY_W / 2 : FRAME + TRAY_W / 2;
  const rects = new Map<Loc, Rect>();
  const numbers = new Map<Loc, number>();
  const topSet = new Set<Loc>();
  const topRow: { loc: Loc; x: number }[] = [];
  const bottomRow: { loc: Loc; x: number }[] = [];
  for (let p = 1; p <= 24; p++) {
    // White at the bottom sees his point 1 bottom-right ... 12 bottom-left, 13 top-left ... 24 top-right.
    // From Black's side the board is mirrored top to bottom when the sides run opposite ways, and
    // turned half round when they run the same way; either way Black then sees his own numbering.
    let isTop = p > 12;
    let column = isTop ? p - 13 : 12 - p;
    if (bottom === 'black') {
      isTop = !isTop;
      if (geometry === 'sameDirection') column = 11 - column;
    }
    const own = isTop ? column + 13 : 12 - column;
    if (home === 'left') column = 11 - column;
    const cx = columnX(boardLeft, column);
    const loc: Loc = `p${p}`;
    rects.set(loc, { x: cx - POINT_W / 2, y: isTop ? FRAME : VIEW_H - FRAME - POINT_H, w: POINT_W, h: POINT_H });
    numbers.set(loc, own);
    if (isTop) topSet.add(loc);
    (isTop ? topRow : bottomRow).push({ loc, x: cx });
  }
  if (hasBar) {
    // The bottom player's hit checkers wait in the top half of the bar, next to where they enter.
    rects.set(`bar-${bottom}`, { x: barX - BAR_W / 2, y: FRAME, w: BAR_W, h: MID_Y - FRAME });
    rects.set(`bar-${top}`, { x: barX - BAR_W / 2, y: MID_Y, w: BAR_W, h: MID_Y - FRAME });
    topRow.push({ loc: `bar-${bottom}`, x: barX });
    bottomRow.push({ loc: `bar-${top}`, x: barX });
  }
  rects.set(`off-${top}`, { x: trayX - TRAY_W / 2, y: FRAME, w: TRAY_W, h: MID_Y - FRAME });
  rects.set(`off-${bottom}`, { x: trayX - TRAY_W / 2, y: MID_Y, w: TRAY_W, h: MID_Y - FRAME });
  topRow.push({ loc: `off-${top}`, x: trayX });
  bottomRow.push({ loc: `off-${bottom}`, x: trayX });
  const byX = (a: { x: number }, b: { x: number }) => a.x - b.x;
  return {
    geometry,
    orientation,
    hasBar,
    boardLeft,
    barX,
    trayX,
    rects,
    top: topSet,
    rows: [topRow.sort(byX).map((r) => r.loc), bottomRow.sort(byX).map((r) => r.loc)],
    numbers,
  };
}

function opposite(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/**
 * Pure: `previous` when it is already the layout of `geometry` turned as `orientation` says, else a
 * new one — a board keeps its layout (and so its drawing's places) from one render to the next.
 */
export function layoutFor(previous: BoardLayout | null, geometry: Geometry, orientation: Orientation): BoardLayout {
  if (
    previous !== null &&
    previous.geometry === geometry &&
    previous.orientation.bottom === orientation.bottom &&
    previous.orientation.home === orientation.home
  )
    return previous;
  return boardLayout(geometry, orientation);
}

/** The location under a point of the drawing (in view units), or null between them. */
export function hitTest(layout: BoardLayout, x: number, y: number): Loc | null {
  for (const [loc, r] of layout.rects) {
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return loc;
  }
  return null;
}

/** Centre of the `index`-th checker (0 = the one at the edge) of a stack of `count` on `loc`. */
export function checkerCenter(layout: BoardLayout, loc: Loc, index: number, count: number): { x: number; y: number } {
  const r = layout.rects.get(loc);
  if (!r) return { x: -100, y: -100 };
  const d = 2 * CHECKER_R;
  if (loc.startsWith('off-')) {
    // Borne-off checkers lie on their side as thin slabs, stacked from the outer edge.
    const fromTop = r.y < MID_Y;
    const step = 11;
    return { x: r.x + r.w / 2, y: fromTop ? r.y + 6 + index * step : r.y + r.h - 6 - index * step };
  }
  const cx = r.x + r.w / 2;
  if (loc.startsWith('bar-')) {
    const upper = r.y < MID_Y;
    const space = r.h - 8;
    const step = count <= 1 ? d : Math.min(d, (space - d) / (count - 1));
    return { x: cx, y: upper ? MID_Y - 8 - CHECKER_R - index * step : MID_Y + 8 + CHECKER_R + index * step };
  }
  const step = count <= 5 ? d : (POINT_H - d) / (count - 1);
  const fromTop = layout.top.has(loc);
  return { x: cx, y: fromTop ? r.y + CHECKER_R + index * step : r.y + r.h - CHECKER_R - index * step };
}

/** The next location for an arrow / Home / End key in the navigation rows, or null to stay. */
export function nextLoc(layout: BoardLayout, current: Loc, key: string): Loc | null {
  const [topRow, bottomRow] = layout.rows;
  const rowIndex = topRow.includes(current) ? 0 : 1;
  const row = layout.rows[rowIndex];
  const i = row.indexOf(current);
  if (i < 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return i > 0 ? row[i - 1] : null;
    case 'ArrowRight':
      return i < row.length - 1 ? row[i + 1] : null;
    case 'Home':
      return row[0];
    case 'End':
      return row[row.length - 1];
    case 'ArrowUp':
    case 'ArrowDown': {
      const target = key === 'ArrowUp' ? topRow : bottomRow;
      if (target === row) return null;
      return target[Math.min(i, target.length - 1)];
    }
    default:
      return null;
  }
}

/**
 * The free band across the middle of one half of the board (between the tips of the top and bottom
 * points' checker stacks), as fractions of the drawing's width and height: where the dice lie on the
 * half of the player who rolled, and where a host may put the buttons of the turn on the other half.
 * `half` is the side of the bottom player's home (`home`) or the other one (`outer`).
 */
export function middleBand(orientation: Orientation, half: 'home' | 'outer'): Rect {
  const boardLeft = orientation.home === 'right' ? FRAME : FRAME + TRAY_W + FRAME;
  const halfW = 6 * POINT_W;
  const rightHalf = (half === 'home') === (orientation.home === 'right');
  const x = rightHalf ? boardLeft + halfW + BAR_W : boardLeft;
  const stack = 5 * 2 * CHECKER_R;
  const y = FRAME + stack + 4;
  return { x: x / VIEW_W, y: y / VIEW_H, w: halfW / VIEW_W, h: (VIEW_H - 2 * y) / VIEW_H };
}
