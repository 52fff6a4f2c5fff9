/**
 * Where each board of a table goes, as pure arithmetic (tested without a browser). The table measures
 * the box it is given and places its boards so that every one is whole and as large as the box allows:
 * side by side or as a grid, or — when a grid would make them too small to play, as on a phone with
 * three or four boards — one large board and live thumbnails of the others that a tap brings forward.
 * Nothing here depends on the position or the turn, so a step never moves a board ("no jumping").
 */

/** How a slot is shown: a board of the grid, the large board of the focus layout, or a thumbnail. */
export type SlotKind = 'grid' | 'main' | 'thumb';

export interface SlotBox {
  /** Left and top of the slot (its heading, then the board), in px from the stage's corner. */
  readonly x: number;
  readonly y: number;
  /** Width of the board (the heading is as wide). */
  readonly w: number;
  /** Height of the board drawing (w / aspect); the slot adds `head` (or `thumbHead`) above it. */
  readonly h: number;
  readonly kind: SlotKind;
}

export interface TableLayout {
  readonly mode: 'grid' | 'focus';
  readonly columns: number;
  readonly slots: readonly SlotBox[];
  /** Height the boards take (the stage's natural height at this width). */
  readonly height: number;
}

export interface LayoutInput {
  /** The stage's size in px; `height` Infinity when the page flows (the boards then size by width). */
  readonly width: number;
  readonly height: number;
  readonly boards: number;
  /** The board shown large in the focus layout. */
  readonly active: number;
  /** Width / height of a board drawing. */
  readonly aspect: number;
  /** Height of a board's heading line in the grid and for the large board. */
  readonly head: number;
  /** Height of a thumbnail's heading. */
  readonly thumbHead: number;
  readonly gap: number;
  /** Narrowest a board may be in a flowing page before the next one goes to a new row. */
  readonly minFlow: number;
  /** Below this width a grid of 2+ boards gives way to one large board with thumbnails… */
  readonly minGrid: number;
  /** …if the large board is then at least this much wider than the grid's boards. */
  readonly focusGain: number;
  /** Widest a board is drawn (huge screens). */
  readonly maxBoard: number;
}

export const LAYOUT_DEFAULTS: Omit<LayoutInput, 'width' | 'height' | 'boards' | 'active' | 'aspect'> = {
  head: 26,
  thumbHead: 20,
  gap: 8,
  minFlow: 380,
  minGrid: 300,
  focusGain: 1.25,
  maxBoard: 1400,
};

function grid(input: LayoutInput, columns: number): TableLayout {
  const { width, height, boards, aspect, head, gap, maxBoard } = input;
  const rows = Math.ceil(boards / columns);
  const byWidth = (width - (columns - 1) * gap) / columns;
  const byHeight = Number.isFinite(height) ? ((height - (rows - 1) * gap) / rows - head) * aspect : Infinity;
  const w = Math.max(0, Math.floor(Math.min(byWidth, byHeight, maxBoard)));
  const h = Math.floor(w / aspect);
  const used = columns * w + (columns - 1) * gap;
  const left = Math.max(0, Math.floor((width - used) / 2));
  const slots: SlotBox[] = [];
  for (let i = 0; i < boards; i++) {
    const row = Math.floor(i / columns);
    const col = i % columns;
    // A last row that is not full is centred under the others.
    const inRow = row === rows - 1 ? boards - row * columns : columns;
    const shift = ((columns - inRow) * (w + gap)) / 2;
    slots.push({ x: Math.round(left + shift + col * (w + gap)), y: row * (h + head + gap), w, h, kind: 'grid' });
  }
  return { mode: 'grid', columns, slots, height: rows * (h + head) + (rows - 1) * gap };
}

/** One large board and a strip of thumbnails: below it on a tall box, beside it on a wide one. */
function focus(input: LayoutInput): TableLayout {
  const { width, height, boards, active, aspect, head, thumbHead, gap, maxBoard } = input;
  const others = boards - 1;
  const tall = !Number.isFinite(height) || height * aspect > width;
  const slots: SlotBox[] = new Array(boards);
  if (tall) {
    // Thumbnails in one row under the large board.
    const tw = Math.floor(Math.min((width - (others - 1) * gap) / others, width / 2.5));
    const th = Math.floor(tw / aspect);
    const strip = th + thumbHead;
    const byHeight = Number.isFinite(height) ? (height - strip - gap - head) * aspect : Infinity;
    const w = Math.max(0, Math.floor(Math.min(width, byHeight, maxBoard)));
    const h = Math.floor(w / aspect);
    const left = Math.floor((width - w) / 2);
    slots[active] = { x: left, y: 0, w, h, kind: 'main' };
    const stripW = others * tw + (others - 1) * gap;
    const y = h + head + gap;
    let k = 0;
    for (let i = 0; i < boards; i++) {
      if (i === active) continue;
      slots[i] = { x: Math.floor((width - stripW) / 2) + k * (tw + gap), y, w: tw, h: th, kind: 'thumb' };
      k++;
    }
    return { mode: 'focus', columns: 1, slots, height: y + strip };
  }
  // Thumbnails in one column to the right of the large board.
  const th0 = (height - (others - 1) * gap) / others - thumbHead;
  const tw = Math.floor(Math.min(th0 * aspect, width / 3.2));
  const th = Math.floor(tw / aspect);
  const w = Math.max(0, Math.floor(Math.min(width - tw - gap, (height - head) * aspect, maxBoard)));
  const h = Math.floor(w / aspect);
  const used = w + gap + tw;
  const left = Math.floor((width - used) / 2);
  slots[active] = { x: left, y: 0, w, h, kind: 'main' };
  let k = 0;
  for (let i = 0; i < boards; i++) {
    if (i === active) continue;
    slots[i] = { x: left + w + gap, y: k * (th + thumbHead + gap), w: tw, h: th, kind: 'thumb' };
    k++;
  }
  const stripH = others * (th + thumbHead) + (others - 1) * gap;
  return { mode: 'focus', columns: 1, slots, height: Math.max(h + head, stripH) };
}

/**
 * The layout of `boards` boards in a stage of `width` × `height`. In a flowing page (`height`
 * Infinity) boards go side by side while each stays at least `minFlow` wide. In a fitted box every
 * column count is tried and the one giving the largest boards wins; a grid whose boards would be
 * narrower than `minGrid` becomes the focus layout when that makes the board in play clearly larger.
 */
export function tableLayout(input: LayoutInput): TableLayout {
  const n = Math.max(1, input.boards);
  const active = Math.min(Math.max(0, input.active), n - 1);
  const fixed = { ...input, boards: n, active };
  if (!Number.isFinite(input.height)) {
    const columns = Math.max(1, Math.min(n, Math.floor((input.width + input.gap) / (input.minFlow + input.gap))));
    return grid(fixed, columns);
  }
  let best = grid(fixed, 1);
  for (let c = 2; c <= n; c++) {
    const next = grid(fixed, c);
    if (next.slots[0].w > best.slots[0].w) best = next;
  }
  if (n >= 2 && best.slots[0].w < input.minGrid) {
    const f = focus(fixed);
    if (f.slots[active].w >= best.slots[0].w * input.focusGain) return f;
  }
  return best;
}

/** Heights (px) of the lines above the boards, as tableStyles draws them (change them together). */
export const CHROME = { player: 40, middle: 32, status: 20, gap: 4, stageGap: 6, narrow: 520, twoLines: 620 } as const;

/**
 * The height the players' line and the status line take above the boards at a table `width` (px):
 * one line of players (a second, centred, for the match and the shared cube on a narrow table) and a
 * status of one line, two on a narrow table. Fixed by width, so a message never moves a board.
 */
export function tableChrome(width: number, middle: boolean): number {
  const c = CHROME;
  const players = c.player + (width <= c.narrow && middle ? c.gap + c.middle : 0);
  const status = width <= c.twoLines ? 2 * c.status : c.status;
  return players + c.gap + status + c.stageGap;
}

/**
 * The height (px) a fitted table would take at `width` if the page gave it all it wants: its lines
 * above the boards and its boards as wide as the width allows (side by side while each stays as wide
 * as the grid's smallest). A page may give it no more than that and use the rest.
 */
export function naturalTableHeight(input: {
  readonly width: number;
  readonly boards: number;
  readonly active: number;
  readonly aspect: number;
  /** A line for the match or the shared cube between the players. */
  readonly middle: boolean;
}): number {
  const flow = tableLayout({
    ...LAYOUT_DEFAULTS,
    width: input.width,
    height: Number.POSITIVE_INFINITY,
    boards: input.boards,
    active: input.active,
    aspect: input.aspect,
    minFlow: LAYOUT_DEFAULTS.minGrid,
  });
  return Math.ceil(flow.height + tableChrome(input.width, input.middle));
}
