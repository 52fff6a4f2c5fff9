import type { BoardView, TableView } from '@nardy/parallel';
import { staticView } from '../board/staticView.ts';

/** A BoardView built from diagram attributes, with overrides (test-only builder). */
export function boardView(
  attrs: { variant?: string; positionId?: string; setup?: string; dice?: string; turn?: string } = {},
  overrides: Partial<BoardView> = {},
): BoardView {
  const result = staticView(attrs);
  if (!result.ok) throw new Error(`fixture: ${result.error.code} ${result.error.message}`);
  return { ...result.value, ...overrides };
}

/** White to play 3-1 from the short start, with the legal single and combined moves of the roll. */
export function shortStart31(overrides: Partial<BoardView> = {}): BoardView {
  return boardView(
    { variant: 'short', dice: '3-1' },
    {
      legal: [
        { from: 24, to: 21, dice: [3] },
        { from: 24, to: 23, dice: [1] },
        { from: 24, to: 20, dice: [3, 1] },
        { from: 13, to: 10, dice: [3] },
        { from: 13, to: 9, dice: [3, 1] },
        { from: 8, to: 5, dice: [3] },
        { from: 8, to: 7, dice: [1] },
        { from: 6, to: 3, dice: [3] },
        { from: 6, to: 5, dice: [1] },
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
    cube: { mode: 'perBoard', shared: null, canDouble: [], offer: null },
    results: [],
    score: { white: 0, black: 0, net: 0 },
    match: { length: 0, white: 0, black: 0, over: false },
    ...overrides,
  };
}
