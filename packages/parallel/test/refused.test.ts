import { describe, expect, it } from 'vitest';
import { refusedStepReason } from '../src/boardIntents.ts';
import { applyCommand } from '../src/commands.ts';
import { scriptedDice } from '../src/dice.ts';
import { selectBoardViews } from '../src/selectors.ts';
import type { TableState } from '../src/tableState.ts';
import { table } from './builders.ts';

function play(state: TableState, dice: number[], commands: Parameters<typeof applyCommand>[1][]): TableState {
  let s = state;
  let d = scriptedDice(dice);
  for (const c of commands) {
    const r = applyCommand(s, c, d);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    d = r.value.dice;
  }
  return s;
}

describe('refusedStepReason (a tried move, in display points, explained)', () => {
  it('the head rule for White, then for Black whose display points differ from his own', () => {
    const start = table({ boards: [{ variant: 'long' }, { variant: 'long' }], cube: { mode: 'off' } }, 'white');
    const white = play(start, [6, 5], [{ type: 'ROLL' }, { type: 'STEP', board: 0, from: 24, to: 18 }]);
    expect(refusedStepReason(white, 0, { from: 24, to: 19 })).toBe('step/head');
    expect(refusedStepReason(white, 0, { from: 18, to: 13 })).toBeNull();
    // Another board while board 0 is chosen: the table's own refusal (board/committed) applies.
    expect(refusedStepReason(white, 1, { from: 24, to: 19 })).toBeNull();
    const black = play(
      white,
      [6, 5, 6, 5],
      [
        { type: 'STEP', board: 0, from: 18, to: 13 },
        { type: 'CONFIRM' },
        { type: 'ROLL' },
        { type: 'STEP', board: 1, from: 24, to: 18 },
      ],
    );
    // Black's head (his 24) is White's 12 in the display numbering.
    const view = selectBoardViews(black)[1];
    expect(view.turn).toBe('black');
    expect(refusedStepReason(black, 1, { from: 12, to: 7 })).toBe('step/head');
    expect(refusedStepReason(black, 1, { from: 12, to: null })).toBe('step/head');
  });
});
