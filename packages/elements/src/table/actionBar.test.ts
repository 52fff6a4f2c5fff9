import {
  applyCommand,
  createTable,
  parseTableConfig,
  scriptedDice,
  selectTableView,
  type TableCommand,
  type TableState,
  type TableView,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { describe, expect, test } from 'vitest';
import { act, shortStart31, twoBoardTable } from '../testing/fixtures.ts';
import { barButtons, intentOf, onBar } from './actionBar.ts';

/** A table of the real core, White to roll (no opening). */
function table(spec: Record<string, unknown>, first: Color = 'white'): TableState {
  const config = parseTableConfig({ ending: 'koks', cube: { mode: 'perBoard' }, ...spec });
  if (!config.ok) throw new Error(config.error.message);
  return createTable(config.value, first);
}

function send(state: TableState, command: TableCommand, dice: number[] = []): TableState {
  const r = applyCommand(state, command, scriptedDice(dice));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** The bar of `board` in words: each button's label, `!` when disabled, its command and its looks. */
function bar(view: TableView, board: number): string[] {
  return barButtons(view, board).map((b) => {
    const command = b.action
      ? ` ${b.action.command.type}${'board' in b.action.command ? b.action.command.board : ''}`
      : '';
    const looks = [b.kind, b.icon, b.focusBoard ? 'focus' : null, b.beforeChoice ? 'before-choice' : null];
    return `${b.label}${b.enabled ? '' : '!'}${command}${looks.some((x) => x) ? ` [${looks.filter((x) => x).join(' ')}]` : ''}`;
  });
}

const two = { boards: [{ variant: 'short' }, { variant: 'short' }] };
/** White's six on the bar cannot come in against Black's closed home: board 1 is a pass for 6-5. */
const blocked = {
  white: { points: { 6: 14 }, bar: 1 },
  black: { points: { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 } },
};

describe('the action bar, from the actions the core computed', () => {
  test('before the roll: the board’s Double, Roll and Resign on each board’s bar', () => {
    const view = selectTableView(table(two));
    expect(bar(view, 0)).toEqual(['double DOUBLE0 [×2]', 'roll ROLL [primary focus]', 'resignMenu RESIGN0 [quiet ⚑]']);
    expect(bar(view, 1)).toEqual(['double DOUBLE1 [×2]', 'roll ROLL [primary focus]', 'resignMenu RESIGN1 [quiet ⚑]']);
    const shared = selectTableView(table({ ...two, cube: { mode: 'shared' } }));
    expect(bar(shared, 1)).toEqual(['double DOUBLE [×2]', 'roll ROLL [primary focus]', 'resignMenu RESIGN1 [quiet ⚑]']);
    const off = selectTableView(table({ ...two, cube: { mode: 'off' } }));
    expect(bar(off, 0)).toEqual(['roll ROLL [primary focus]', 'resignMenu RESIGN0 [quiet ⚑]']);
  });

  test('a roll to place: Play here and Type a move, or Pass here on a blocked board; Resign', () => {
    const spec = { boards: [{ variant: 'short' }, { variant: 'short', start: blocked }] };
    const rolled = selectTableView(send(table(spec), { type: 'ROLL' }, [6, 5]));
    expect(bar(rolled, 0)).toEqual([
      'playHere CHOOSE_BOARD0 [focus]',
      'typeMove [keyboard ⌨ before-choice]',
      'resignMenu RESIGN0 [quiet ⚑]',
    ]);
    expect(bar(rolled, 1)).toEqual(['passHere CHOOSE_BOARD1 [primary]', 'resignMenu RESIGN1 [quiet ⚑]']);
  });

  test('a chosen board: Undo and Confirm (enabled as the core says) and typing; nothing on the other boards', () => {
    const chosen = send(send(table(two), { type: 'ROLL' }, [3, 1]), { type: 'CHOOSE_BOARD', board: 1 });
    expect(bar(selectTableView(chosen), 1)).toEqual([
      'undo UNDO [↶]',
      'confirm! CONFIRM [primary focus]',
      'typeMove [keyboard ⌨]',
    ]);
    // The core also offers another board and resigning; they wait until Undo (three buttons at most).
    expect(selectTableView(chosen).actions.map((a) => a.command.type)).toContain('RESIGN');
    expect(bar(selectTableView(chosen), 0)).toEqual([]);
    const stepped = send(send(chosen, { type: 'STEP', board: 1, from: 8, to: 5, die: 3 }), {
      type: 'STEP',
      board: 1,
      from: 6,
      to: 5,
      die: 1,
    });
    expect(bar(selectTableView(stepped), 1)).toEqual(['undo UNDO [↶]', 'confirm CONFIRM [primary focus]']);
  });

  test('a double to answer: Take and Drop on the bar wherever it is; the shared cube’s Drop gives up that board', () => {
    const offered = selectTableView(send(table(two), { type: 'DOUBLE', board: 0 }));
    expect(bar(offered, 0)).toEqual(['take TAKE [primary]', 'drop DROP0']);
    expect(bar(offered, 1)).toEqual(['take TAKE [primary]', 'drop DROP0']);
    const shared = selectTableView(send(table({ ...two, cube: { mode: 'shared' } }), { type: 'DOUBLE' }));
    expect(bar(shared, 0)).toEqual(['take TAKE [primary]', 'drop DROP0']);
    expect(bar(shared, 1)).toEqual(['take TAKE [primary]', 'drop DROP1']);
  });

  test('between the games of a match: Next game; after the last game nothing', () => {
    const last = { white: { points: { 1: 1 }, off: 14 }, black: { points: { 6: 15 } } };
    const spec = { boards: [{ variant: 'short', start: last }], match: { length: 3, seriesFirstMove: 'loser' } };
    const over = send(send(table(spec), { type: 'ROLL' }, [6, 5]), { type: 'PLAY', board: 0, steps: [[1, 0]] });
    expect(selectTableView(over).phase).toBe('gameOver');
    expect(bar(selectTableView(over), 0)).toEqual(['nextGame NEXT_GAME [primary]']);
    const single = send(send(table({ boards: spec.boards }), { type: 'ROLL' }, [6, 5]), {
      type: 'PLAY',
      board: 0,
      steps: [[1, 0]],
    });
    expect(bar(selectTableView(single), 0)).toEqual([]);
  });

  test('a finished board shows no roll or double, but an answer to the shared cube and the next game', () => {
    const finished = shortStart31({ result: { winner: 'white', ending: 'oin', points: 1 } });
    const view = twoBoardTable({
      phase: 'beforeRoll',
      dice: null,
      boards: [finished, shortStart31()],
      actions: [act({ type: 'DOUBLE' }), act({ type: 'ROLL' }), act({ type: 'RESIGN', board: 1 })],
    });
    expect(bar(view, 0)).toEqual([]);
    expect(bar(view, 1).map((b) => b.split(' ')[0])).toEqual(['double', 'roll', 'resignMenu']);
    const take = act({ type: 'TAKE' });
    expect(onBar({ ...view, phase: 'awaitingReply', actions: [take] }, take, 0)).toBe(true);
    const next = act({ type: 'NEXT_GAME' });
    expect(onBar({ ...view, phase: 'gameOver', actions: [next] }, next, 0)).toBe(true);
  });

  test('each command is told to the page by its intent event first; Undo and Confirm by none', () => {
    expect(intentOf({ type: 'ROLL' })).toEqual({ name: 'nardy-roll', detail: {} });
    expect(intentOf({ type: 'DOUBLE' })).toEqual({ name: 'nardy-double', detail: {} });
    expect(intentOf({ type: 'DOUBLE', board: 1 })).toEqual({ name: 'nardy-double', detail: { board: 1 } });
    expect(intentOf({ type: 'TAKE' })).toEqual({ name: 'nardy-take', detail: {} });
    expect(intentOf({ type: 'DROP', board: 2 })).toEqual({ name: 'nardy-drop', detail: { board: 2 } });
    expect(intentOf({ type: 'CHOOSE_BOARD', board: 0 })).toEqual({ name: 'nardy-choose-board', detail: { board: 0 } });
    expect(intentOf({ type: 'RESIGN', board: 1 })).toEqual({ name: 'nardy-resign', detail: { board: 1 } });
    expect(intentOf({ type: 'NEXT_GAME' })).toEqual({ name: 'nardy-next-game', detail: {} });
    expect(intentOf({ type: 'UNDO' })).toBeNull();
    expect(intentOf({ type: 'CONFIRM' })).toBeNull();
  });
});
