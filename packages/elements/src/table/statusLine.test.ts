import type { Color } from '@nardy/rules';
import { describe, expect, test } from 'vitest';
import { en } from '../i18n/en.ts';
import { ru } from '../i18n/ru.ts';
import { uk } from '../i18n/uk.ts';
import { act, twoBoardTable } from '../testing/fixtures.ts';
import { forcedText, type StatusContext, statusText } from './statusLine.ts';

const names = { white: 'Anna', black: 'Boris' };
const ctx = (over: Partial<StatusContext> = {}): StatusContext => ({
  hint: '',
  error: null,
  thinking: false,
  canAct: true,
  seated: true,
  name: (c: Color) => names[c],
  ...over,
});

describe('the status line', () => {
  test('whose turn and what to do, to the player at this screen or about the other', () => {
    const roll = twoBoardTable({ phase: 'beforeRoll', dice: null, actions: [act({ type: 'ROLL' })] });
    expect(statusText(roll, ctx(), en)).toBe('Your turn: roll');
    const double = { ...roll, actions: [act({ type: 'DOUBLE', board: 0 }), act({ type: 'ROLL' })] };
    expect(statusText(double, ctx(), en)).toBe('Your turn: roll or double');
    expect(statusText(roll, ctx({ canAct: false }), en)).toBe('Anna to roll');
    expect(statusText(twoBoardTable(), ctx(), en)).toBe('Your 3-1: play it on any board, or pass on a blocked one');
    expect(statusText(twoBoardTable({ actions: [] }), ctx(), en)).toBe('Your 3-1: play it on any board');
    expect(statusText(twoBoardTable(), ctx({ seated: false }), en)).toBe('Anna to play 3-1');
    expect(statusText(twoBoardTable({ phase: 'moving', chosenBoard: 0 }), ctx(), en)).toBe('Play 3 and 1');
  });

  test('a die left that cannot be played is said so while Confirm is lit (issue 49 §5.5)', () => {
    const base = twoBoardTable({ phase: 'moving', chosenBoard: 0 });
    const stuck = {
      ...base,
      boards: [{ ...base.boards[0], diceLeft: [5] }, base.boards[1]],
      actions: [act({ type: 'UNDO' }, { board: 0 }), act({ type: 'CONFIRM' }, { board: 0 })],
    };
    expect(statusText(stuck, ctx(), en)).toBe('The 5 cannot be played: confirm or undo');
    expect(statusText(stuck, ctx(), ru)).toBe('5 сыграть нельзя: подтвердите или отмените');
    expect(statusText(stuck, ctx(), uk)).toBe('5 зіграти не можна: підтвердьте або скасуйте');
    const open = {
      ...stuck,
      actions: [act({ type: 'UNDO' }, { board: 0 }), act({ type: 'CONFIRM' }, { board: 0, enabled: false })],
    };
    expect(statusText(open, ctx(), en)).toBe('Play 5');
  });

  test('a host’s message, an error and the computer thinking come first', () => {
    const view = twoBoardTable();
    expect(statusText(view, ctx({ hint: 'Not your turn', error: 'broken' }), en)).toBe('Not your turn');
    expect(statusText(view, ctx({ error: 'broken', thinking: true }), en)).toBe('broken');
    expect(statusText(view, ctx({ thinking: true }), en)).toBe('The computer is thinking…');
  });

  test('the end of a game and of a match', () => {
    const over = twoBoardTable({ phase: 'gameOver', turn: null, score: { white: 2, black: 0.5, net: 1.5 } });
    expect(statusText(over, ctx(), en)).toBe('Game over: Anna wins by 1½ points');
    const match = twoBoardTable({
      phase: 'matchOver',
      turn: null,
      match: { length: 3, white: 1, black: 3, over: true },
    });
    expect(statusText(match, ctx(), en)).toBe('Match over: Boris wins 3–1');
  });
});

describe('what auto-play did, in words', () => {
  const chosen = twoBoardTable({ phase: 'moving', chosenBoard: 1 });
  const name = (c: Color) => names[c];

  test('for the player at this screen, and about another player', () => {
    expect(forcedText({ player: 'white', kind: 'play' }, chosen, 'white', name, en)).toBe('Forced move');
    expect(forcedText({ player: 'white', kind: 'board' }, chosen, 'white', name, en)).toBe(
      'Only board 2 could take the roll',
    );
    expect(forcedText({ player: 'white', kind: 'bearOff' }, chosen, 'white', name, en)).toBe('Bore off');
    expect(forcedText({ player: 'white', kind: 'roll' }, chosen, 'white', name, en)).toBe('Rolled: no cube to turn');
    expect(forcedText({ player: 'black', kind: 'play' }, chosen, 'white', name, en)).toBe('Boris: forced move');
    expect(forcedText({ player: 'black', kind: 'bearOff' }, chosen, null, name, en)).toBe('Boris bore off');
  });

  test('in Russian and Ukrainian', () => {
    expect(forcedText({ player: 'white', kind: 'play' }, chosen, 'white', name, ru)).toBe('Вынужденный ход');
    expect(forcedText({ player: 'white', kind: 'board' }, chosen, 'white', name, ru)).toBe(
      'Бросок можно было сыграть только на доске 2',
    );
    expect(forcedText({ player: 'black', kind: 'bearOff' }, chosen, 'white', name, ru)).toBe('Boris: шашки выброшены');
    expect(forcedText({ player: 'white', kind: 'play' }, chosen, 'white', name, uk)).toBe('Вимушений хід');
    expect(forcedText({ player: 'white', kind: 'board' }, chosen, 'white', name, uk)).toBe(
      'Кидок можна було зіграти лише на дошці 2',
    );
    expect(forcedText({ player: 'white', kind: 'bearOff' }, chosen, 'white', name, uk)).toBe('Шашки винесено');
  });

  test('the only board of a table of one is not news; an unknown board is said as one board', () => {
    const one = { ...chosen, boards: [chosen.boards[0]], chosenBoard: 0 };
    expect(forcedText({ player: 'white', kind: 'board' }, one, 'white', name, en)).toBeNull();
    expect(forcedText({ player: 'white', kind: 'board' }, twoBoardTable(), 'white', name, en)).toBe(
      'Only one board could take the roll',
    );
  });
});
