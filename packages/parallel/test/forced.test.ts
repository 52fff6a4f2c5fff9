import { describe, expect, it } from 'vitest';
import { applyCommand, type TableCommand } from '../src/commands.ts';
import { scriptedDice } from '../src/dice.ts';
import { forcedCommand } from '../src/forced.ts';
import type { TableState } from '../src/table.ts';
import { side, table } from './builders.ts';

const both = { board: true, play: true };

function send(state: TableState, command: TableCommand, dice = scriptedDice([])): TableState {
  const r = applyCommand(state, command, dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

describe('forcedCommand: what a seat plays by itself', () => {
  // Board 0: White on the bar against a closed home (no play); board 1: one checker left (one play).
  const blocked = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) };
  const last = { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 15 }) };
  const rolled = send(
    table(
      {
        boards: [
          { variant: 'short', start: blocked },
          { variant: 'short', start: last },
        ],
      },
      'white',
    ),
    { type: 'ROLL' },
    scriptedDice([6, 5]),
  );

  it('chooses the only board the roll can be played on, then plays its only play', () => {
    const choose = forcedCommand(rolled, both);
    expect(choose).toEqual({ type: 'CHOOSE_BOARD', player: 'white', board: 1 });
    const chosen = send(rolled, choose as TableCommand);
    const play = forcedCommand(chosen, both);
    expect(play).toMatchObject({ type: 'PLAY', player: 'white', board: 1 });
    const played = send(chosen, play as TableCommand);
    expect(played.game.boards[1].result?.winner).toBe('white');
  });

  it('passes on a chosen blocked board, and does nothing where the options are off or the player chooses', () => {
    const onBlocked = send(rolled, { type: 'CHOOSE_BOARD', board: 0 });
    expect(forcedCommand(onBlocked, both)).toEqual({ type: 'PLAY', player: 'white', board: 0, steps: [] });
    expect(forcedCommand(onBlocked, { board: true, play: false })).toBeNull();
    expect(forcedCommand(rolled, { board: false, play: true })).toBeNull();
    const open = send(
      table({ boards: [{ variant: 'short' }, { variant: 'short' }] }, 'white'),
      { type: 'ROLL' },
      scriptedDice([6, 5]),
    );
    expect(forcedCommand(open, both)).toBeNull();
    expect(forcedCommand(send(open, { type: 'CHOOSE_BOARD', board: 0 }), both)).toBeNull();
    expect(forcedCommand(table({ boards: [{ variant: 'short' }] }, 'white'), both)).toBeNull();
  });
});
