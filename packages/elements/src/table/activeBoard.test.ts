import { describe, expect, test } from 'vitest';
import { shortStart31, twoBoardTable } from '../testing/fixtures.ts';
import { followBoard } from './activeBoard.ts';

const three = (playable: boolean[]) =>
  twoBoardTable({ boards: [shortStart31(), shortStart31(), shortStart31()], selectable: [true, true, true], playable });

describe('the board kept in front', () => {
  test('the chosen board', () => {
    expect(followBoard(0, null, twoBoardTable({ phase: 'moving', chosenBoard: 1 }))).toBe(1);
  });

  test('on a new roll, a board where it can be played when the one looked at cannot', () => {
    const before = twoBoardTable({ phase: 'beforeRoll', dice: null });
    expect(followBoard(1, before, twoBoardTable())).toBe(0);
    expect(followBoard(2, before, three([true, false, true]))).toBe(2);
    // The same roll: the player's own choice of board stays.
    expect(followBoard(1, twoBoardTable(), twoBoardTable())).toBe(1);
  });

  test('never a finished board while one is open; never a board the table does not have', () => {
    const finished = shortStart31({ result: { winner: 'white', ending: 'oin', points: 1 } });
    const view = twoBoardTable({ phase: 'beforeRoll', dice: null, boards: [finished, shortStart31()] });
    expect(followBoard(0, view, view)).toBe(1);
    expect(followBoard(3, view, twoBoardTable())).toBe(0);
  });
});
