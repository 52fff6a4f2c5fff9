import { describe, expect, it } from 'vitest';
import { applyCommand, type TableCommand } from '../src/commands.ts';
import { scriptedDice, seededDice } from '../src/dice.ts';
import { selectTableView } from '../src/selectors.ts';
import { actorOf, createTable, type TableState } from '../src/table.ts';
import { config, firstPlay, side, table } from './builders.ts';

const types = (state: TableState) =>
  selectTableView(state).actions.map(
    (a) => `${a.command.type}${a.board === null ? '' : a.board}${a.enabled ? '' : '!'}${a.pass ? '(pass)' : ''}`,
  );

function send(state: TableState, command: TableCommand, dice = scriptedDice([])): TableState {
  const r = applyCommand(state, command, dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

describe('TableView.actions: what may be done now, computed once by the core', () => {
  it('names each phase’s actions, per board', () => {
    const spec = { boards: [{ variant: 'short' }, { variant: 'short' }], cube: { mode: 'perBoard' } };
    expect(types(createTable(config(spec)))).toEqual(['ROLL']);
    const before = table(spec, 'white');
    expect(types(before)).toEqual(['DOUBLE0', 'DOUBLE1', 'ROLL', 'RESIGN0', 'RESIGN1']);
    const rolled = send(before, { type: 'ROLL' }, scriptedDice([3, 1]));
    expect(types(rolled)).toEqual(['CHOOSE_BOARD0', 'CHOOSE_BOARD1', 'RESIGN0', 'RESIGN1']);
    const chosen = send(rolled, { type: 'CHOOSE_BOARD', board: 1 });
    expect(types(chosen)).toEqual(['CHOOSE_BOARD0', 'UNDO1', 'CONFIRM1!', 'RESIGN0', 'RESIGN1']);
    const stepped = send(chosen, { type: 'STEP', board: 1, from: 8, to: 5, die: 3 });
    expect(types(stepped)).toEqual(['UNDO1', 'CONFIRM1!', 'RESIGN0', 'RESIGN1']);
    const full = send(stepped, { type: 'STEP', board: 1, from: 6, to: 5, die: 1 });
    expect(types(full)).toEqual(['UNDO1', 'CONFIRM1', 'RESIGN0', 'RESIGN1']);
    const offered = send(send(full, { type: 'CONFIRM' }), { type: 'DOUBLE', board: 0 });
    expect(types(offered)).toEqual(['TAKE0', 'DROP0']);
  });

  it('marks a board where the roll cannot be played as a pass; the shared cube’s drop names a board', () => {
    const blocked = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) };
    const spec = { boards: [{ variant: 'short' }, { variant: 'short', start: blocked }], cube: { mode: 'shared' } };
    const rolled = send(table(spec, 'white'), { type: 'ROLL' }, scriptedDice([6, 5]));
    expect(types(rolled)).toEqual(['CHOOSE_BOARD0', 'CHOOSE_BOARD1(pass)', 'RESIGN0', 'RESIGN1']);
    const offered = send(table(spec, 'white'), { type: 'DOUBLE' });
    expect(types(offered)).toEqual(['TAKE', 'DROP0', 'DROP1']);
  });

  it('every enabled action is a command the table accepts now, over whole random games', () => {
    for (const seed of [1, 2]) {
      const spec = {
        boards: [{ variant: 'short' }, { variant: 'long' }],
        cube: { mode: seed % 2 === 0 ? 'shared' : 'perBoard' },
        match: { length: 3, seriesFirstMove: 'loser' },
      };
      let state = createTable(config(spec));
      let dice = seededDice(seed);
      for (let n = 0; n < 3000 && !state.over; n++) {
        for (const action of selectTableView(state).actions) {
          if (!action.enabled) continue;
          const player = actorOf(state.game) ?? undefined;
          const r = applyCommand(state, player ? { ...action.command, player } : action.command, dice);
          expect(r.ok, `${JSON.stringify(action)} in ${state.game.phase}: ${r.ok ? '' : r.error.code}`).toBe(true);
        }
        const player = actorOf(state.game) ?? 'white';
        const command = firstPlay(state, player) as TableCommand;
        const r = applyCommand(state, command, dice);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
        dice = r.value.dice;
      }
      expect(state.over).toBe(true);
      expect(selectTableView(state).actions).toEqual([]);
    }
  });
});
