import { type Color, type Geometry, geometryOf, otherNumbering, type VariantName } from '@nardy/rules';

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
const HALF_W = 6 * POINT_W;
const MID_Y = VIEW_H / 2;

/** A point's number in `color`'s own numbering, given White's number (RULES.md §1.2). */
export function ownPoint(geometry: Geometry, color: Color, whitePoint: number): number {
  return color === 'white' ? whitePoint : otherNumbering(geometry, whitePoint);
}

/** White's number of `color`'s own point (the mapping is an involution). */
export function whitePoint(geometry: Geometry, color: Color, own: number): number {
  return color === 'white' ? own : otherNumbering(geometry, own);
}

/**
 * Maps a move end in the mover's own numbering (25 = bar, 0 or less = off) to a location.
 */
export function locOfMoverPoint(geometry: Geometry, mover: Color, point: number): Loc {
  if (point >= 25) return `bar-${mover}`;
  if (point <= 0) return `off-${mover}`;
  return `p${whitePoint(geometry, mover, point)}`;
}

/** The inverse of `locOfMoverPoint` for a location the mover can use. */
export function moverPointOfLoc(geometry: Geometry, mover: Color, loc: Loc): number {
  if (loc.startsWith('bar-')) return 25;
  if (loc.startsWith('off-')) return 0;
  return ownPoint(geometry, mover, Number(loc.slice(1)));
}

/** The board's geometry and where every location is drawn, for one variant and orientation. */
export interface BoardLayout {
  readonly variant: VariantName;
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
}

function columnX(boardLeft: number, column: number): number {
  return boardLeft + POINT_W / 2 + POINT_W * column + (column >= 6 ? BAR_W : 0);
}

/** Builds the layout: pure arithmetic, shared by drawing, hit testing and the keyboard. */
export function boardLayout(variant: VariantName, orientation: Orientation): BoardLayout {
  const geometry = geometryOf(variant);
  const hasBar = geometry === 'opposed';
  const { bottom, home } = orientation;
  const top = opposite(bottom);
  const boardLeft = home === 'right' ? FRAME : FRAME + TRAY_W + FRAME;
  const barX = boardLeft + HALF_W + BAR_W / 2;
  const trayX = home === 'right' ? boardLeft + 2 * HALF_W + BAR_W + FRAME + TRAY_W / 2 : FRAME + TRAY_W / 2;
  const rects = new Map<Loc, Rect>();
  const topSet = new Set<Loc>();
  const topRow: { loc: Loc; x: number }[] = [];
  const bottomRow: { loc: Loc; x: number }[] = [];
  for (let p = 1; p <= 24; p++) {
    // The viewer (bottom player) sees own point v at the usual place: 1 bottom-right ... 24 top-right.
    const v = ownPoint(geometry, bottom, p);
    const isTop = v > 12;
    let column = isTop ? v - 13 : 12 - v;
    if (home === 'left') column = 11 - column;
    const cx = columnX(boardLeft, column);
    const loc: Loc = `p${p}`;
    rects.set(loc, { x: cx - POINT_W / 2, y: isTop ? FRAME : VIEW_H - FRAME - POINT_H, w: POINT_W, h: POINT_H });
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
    variant,
    geometry,
    orientation,
    hasBar,
    boardLeft,
    barX,
    trayX,
    rects,
    top: topSet,
    rows: [topRow.sort(byX).map((r) => r.loc), bottomRow.sort(byX).map((r) => r.loc)],
  };
}

function opposite(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
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
