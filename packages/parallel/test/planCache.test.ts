// The plan and plays caches hold one roll per stored position: a board that is not played on keeps its
// position object for many turns, and a cache of every roll it saw (up to 144 plans per board) made a
// table in progress hold about a megabyte on the game server.
import { describe, expect, it } from 'vitest';
import type { TableState } from '../src/tableState.ts';
import { legalPlaysOn, turnPlan } from '../src/turnPlans.ts';
import { table } from './builders.ts';

const TWO_BOARDS = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };

/** The same table (the very same board objects) with `player` to play `dice`. */
function rolled(state: TableState, player: 'white' | 'black', dice: [number, number]): TableState {
  return { ...state, game: { ...state.game, phase: 'chooseBoard', turn: player, dice } };
}

describe('plan cache', () => {
  it('shares the plan and the plays of one roll between calls', () => {
    const s = rolled(table(TWO_BOARDS, 'white'), 'white', [6, 5]);
    expect(turnPlan(s, 1)).toBe(turnPlan(s, 1));
    expect(legalPlaysOn(s, 1)).toBe(legalPlaysOn(s, 1));
    // Another state over the same position and roll shares them too.
    expect(turnPlan({ ...s }, 1)).toBe(turnPlan(s, 1));
  });

  it('keeps only the latest roll of a position: an earlier roll is computed afresh, and equal', () => {
    const base = table(TWO_BOARDS, 'white');
    const first = rolled(base, 'white', [6, 5]);
    const plan = turnPlan(first, 1);
    const plays = legalPlaysOn(first, 1);
    for (const [player, dice] of [
      ['black', [3, 1]],
      ['white', [2, 2]],
    ] as const) {
      turnPlan(rolled(base, player, [...dice]), 1);
      legalPlaysOn(rolled(base, player, [...dice]), 1);
    }
    const again = turnPlan(first, 1);
    expect(again).not.toBe(plan);
    expect(again?.view([])).toEqual(plan?.view([]));
    const replays = legalPlaysOn(first, 1);
    expect(replays).not.toBe(plays);
    expect(replays).toEqual(plays);
  });
});
