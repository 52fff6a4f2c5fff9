import { type BoardMove, type BoardView, displayPoint, type TableView } from '@nardy/parallel';
import { geometryOf, startSide, VARIANTS, type VariantName } from '@nardy/rules';
import { diagramView } from '../diagram/diagramView.ts';

/** A BoardView built from diagram attributes, with overrides (test-only builder). */
export function boardView(
  attrs: { variant?: string; positionId?: string; setup?: string; dice?: string; turn?: string } = {},
  overrides: Partial<BoardView> = {},
): BoardView {
  const result = diagramView(attrs);
  if (!result.ok) throw new Error(`fixture: ${result.error.code} ${result.error.message}`);
  return { ...result.value, ...overrides };
}

/** A legal move of White (display numbering is White's own, so the notation reads the same). */
const move = (from: number, to: number, dice: number[]): BoardMove => ({ from, to, dice, text: `${from}/${to}` });

/** Every variant, and what its start position puts where (`"white p24": 2`), for drawing tests. */
export const VARIANT_NAMES: readonly VariantName[] = VARIANTS;
export function startStacks(variant: VariantName): Record<string, number> {
  const geometry = geometryOf(variant);
  const out: Record<string, number> = {};
  for (const [p, n] of Object.entries(startSide(variant).points)) {
    out[`white p${p}`] = n;
    out[`black p${displayPoint(geometry, 'black', Number(p))}`] = n;
  }
  return out;
}

/** White to play 3-1 from the short start, with the legal single and combined moves of the roll. */
export function shortStart31(overrides: Partial<BoardView> = {}): BoardView {
  return boardView(
    { variant: 'short', dice: '3-1' },
    {
      legal: [
        move(24, 21, [3]),
        move(24, 23, [1]),
        move(24, 20, [3, 1]),
        move(13, 10, [3]),
        move(13, 9, [3, 1]),
        move(8, 5, [3]),
        move(8, 7, [1]),
        move(6, 3, [3]),
        move(6, 5, [1]),
      ],
      canUndo: false,
      canConfirm: false,
      cube: { value: 1, owner: null },
      ...overrides,
    },
  );
}

/** A two-board table in the chooseBoard phase: board 0 playable, board 1 blocked (a pass). */
export function twoBoardTable(overrides: Partial<TableView> = {}): TableView {
  const a = shortStart31();
  const b = boardView({ variant: 'short', dice: '3-1' }, { legal: [] });
  return {
    phase: 'chooseBoard',
    turn: 'white',
    dice: [3, 1],
    boards: [a, b],
    chosenBoard: null,
    selectable: [true, true],
    playable: [true, false],
    actions: [
      { command: { type: 'CHOOSE_BOARD', board: 0 }, board: 0, enabled: true },
      { command: { type: 'CHOOSE_BOARD', board: 1 }, board: 1, enabled: true, pass: true },
      { command: { type: 'RESIGN', board: 0 }, board: 0, enabled: true },
      { command: { type: 'RESIGN', board: 1 }, board: 1, enabled: true },
    ],
    cube: { mode: 'perBoard', shared: null, canDouble: [], offer: null },
    results: [],
    score: { white: 0, black: 0, net: 0 },
    match: { length: 0, white: 0, black: 0, over: false },
    ...overrides,
  };
}
