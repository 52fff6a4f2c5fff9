import type { BoardView } from '@nardy/parallel';

/** The attributes a static diagram is drawn from, as written in HTML (absent = not given). */
export interface DiagramAttributes {
  readonly variant?: string | null;
  readonly positionId?: string | null;
  readonly setup?: string | null;
  readonly dice?: string | null;
  readonly turn?: string | null;
}

/** Reads diagram attributes into a view, or says why they describe no board. */
export type DiagramReader = (
  attrs: DiagramAttributes,
) =>
  | { readonly ok: true; readonly value: BoardView }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/** What a board draws before it has anything to draw: an empty short board. */
export const EMPTY_BOARD: BoardView = {
  variant: 'short',
  geometry: 'opposed',
  points: new Array<number>(25).fill(0),
  bar: { white: 0, black: 0 },
  off: { white: 0, black: 0 },
  turn: null,
  dice: null,
  diceLeft: [],
  cube: null,
  legal: [],
  canUndo: false,
  canConfirm: false,
  lastMove: null,
  pips: { white: 0, black: 0 },
  result: null,
};

/** A diagram read from attributes: what to draw, and why the attributes were refused (or null). */
export interface DiagramReading {
  readonly diagram: BoardView;
  readonly error: { readonly code: string; readonly message: string } | null;
}

/**
 * Pure: the diagram `attrs` describe. Attributes that describe no board keep `previous` on show (the
 * last good drawing) with the reason; with nothing drawn yet, the variant's start (or the short one's),
 * else an empty board.
 */
export function readDiagram(read: DiagramReader, attrs: DiagramAttributes, previous: BoardView | null): DiagramReading {
  const result = read(attrs);
  if (result.ok) return { diagram: result.value, error: null };
  if (previous !== null) return { diagram: previous, error: result.error };
  const fallback = read({ variant: attrs.variant });
  const start = fallback.ok ? fallback : read({});
  return { diagram: start.ok ? start.value : EMPTY_BOARD, error: result.error };
}
