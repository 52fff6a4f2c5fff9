import { describe, expect, test } from 'vitest';
import { boardView, shortStart31 } from '../testing/fixtures.ts';
import { boardButtons } from './boardButtons.ts';

const names = (buttons: ReturnType<typeof boardButtons>) => buttons.map((b) => `${b.label}${b.enabled ? '' : '!'}`);
const lone = { offer: null, inTable: false };

describe('the buttons of a board its own host drives', () => {
  test('before the roll: Roll, Double (a centred cube or the player’s own), Resign', () => {
    const before = boardView({ variant: 'short' }, { cube: { value: 1, owner: null } });
    expect(names(boardButtons(before, lone))).toEqual(['roll', 'double', 'resign']);
    const theirs = { ...before, cube: { value: 2, owner: 'black' as const } };
    expect(names(boardButtons(theirs, lone))).toEqual(['roll', 'resign']);
  });

  test('after the roll: Undo and Confirm as the view allows, Resign; on a table only Undo and Confirm', () => {
    expect(names(boardButtons(shortStart31(), lone))).toEqual(['undo!', 'confirm!', 'resign']);
    expect(names(boardButtons(shortStart31({ canUndo: true, canConfirm: true }), lone))).toEqual([
      'undo',
      'confirm',
      'resign',
    ]);
    expect(names(boardButtons(shortStart31(), { offer: null, inTable: true }))).toEqual(['undo!', 'confirm!']);
    expect(names(boardButtons(boardView({ variant: 'short' }), { offer: null, inTable: true }))).toEqual([]);
  });

  test('a double to answer: Take and Drop; a finished board or nobody to play: nothing', () => {
    const offer = { by: 'black' as const, value: 2 };
    expect(boardButtons(shortStart31(), { offer, inTable: false }).map((b) => b.intent)).toEqual([
      'nardy-take',
      'nardy-drop',
    ]);
    const won = shortStart31({ result: { winner: 'white', ending: 'oin', points: 1 } });
    expect(boardButtons(won, lone)).toEqual([]);
    expect(boardButtons(shortStart31({ turn: null }), lone)).toEqual([]);
  });
});
