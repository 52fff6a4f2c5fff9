import { createTable, offerableCubes, parseTableConfig, positionFor, type TableState } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { judgeCube, probabilitiesToRoll } from '../src/analysisCube.ts';
import { cubeDecision } from '../src/cubeDecision.ts';
import { tableSearcher } from '../src/tableOutlook.ts';

function table(spec: object, first: 'white' | 'black' = 'white'): TableState {
  const config = parseTableConfig(spec);
  if (!config.ok) throw new Error(config.error.message);
  return createTable(config.value, first);
}

/** The table with the one board's cube set (value, owner) as a double and take would leave it. */
function withCube(state: TableState, value: number, owner: 'white' | 'black' | null): TableState {
  const board = state.game.boards[0];
  const cube = { value, owner, retired: false, turned: value > 1 };
  return { ...state, game: { ...state.game, boards: [{ ...board, cube }] } };
}

/** The one-formula model the lookahead replaced (ADR 0101): Janowski's equity read off the chances averaged `ply` rolls deep. */
function formula(state: TableState, player: 'white' | 'black', ply: number) {
  const board = state.game.boards[0];
  const searcher = tableSearcher(state.config.boards[0].rules, state.config.ending);
  const cells = Int8Array.from(positionFor(board, player).cells);
  const chances = probabilitiesToRoll(searcher, cells, ply, !board.firstTurnDone[player]);
  const cubes = player === state.game.turn ? offerableCubes(state) : [];
  return judgeCube(state, player, cubes, { ply: 0, chances });
}

const money = (start?: object, max?: number) =>
  table({
    boards: [{ variant: 'short', ...(start ? { start } : {}) }],
    ending: 'koks',
    cube: { mode: 'perBoard', ...(max ? { max } : {}) },
  });

// White bears off his last two checkers with any roll; Black has borne one off (no mars to lose).
const certain = {
  white: { points: { '1': 2 }, off: 13 },
  black: { points: { '6': 14 }, off: 1 },
};
// A bear-off race White (to roll) wins nearly always: double and drop.
const crushing = {
  white: { points: { '6': 3, '5': 3, '4': 3 }, off: 6 },
  black: { points: { '6': 4, '5': 4, '4': 4 }, off: 3 },
};

describe('the cubeful lookahead (one board)', () => {
  it('values a certain win exactly: no double is one cube, a take two, a drop one', () => {
    const state = money(certain);
    const j = judgeCube(state, 'white', offerableCubes(state), { ply: 1 });
    expect(j.noDouble).toBeCloseTo(1, 12);
    expect(j.options[0].take).toBeCloseTo(2, 12);
    expect(j.options[0].drop).toBe(1);
  });

  it("is the cubeless equity where the cube is dead (at the table's maximum): nobody may turn it", () => {
    const state = withCube(money(undefined, 4), 4, 'white');
    for (const ply of [1, 2] as const) {
      const lookahead = judgeCube(state, 'white', [], { ply });
      expect(lookahead.noDouble).toBeCloseTo(formula(state, 'white', ply).noDouble, 10);
    }
  });

  it('owning the cube is worth more than a centred one, which is worth more than the other side owning it', () => {
    const start = money();
    const equity = (owner: 'white' | 'black' | null) =>
      judgeCube(withCube(start, owner === null ? 1 : 2, owner), 'white', [], { ply: 1 }).noDouble;
    expect(equity('white')).toBeGreaterThan(equity(null));
    expect(equity(null)).toBeGreaterThan(equity('black'));
  });

  it('agrees with the formula on the plain verdicts: the opening is no double and take, a crushing race double and drop', () => {
    const start = money();
    const opening = judgeCube(start, 'white', offerableCubes(start), { ply: 1 });
    expect(opening.noDouble).toBeGreaterThan(Math.min(opening.options[0].take, opening.options[0].drop));
    expect(opening.options[0].take).toBeLessThan(opening.options[0].drop);
    const race = money(crushing);
    const won = judgeCube(race, 'white', offerableCubes(race), { ply: 1 });
    expect(won.options[0].take).toBeGreaterThan(won.options[0].drop);
    expect(won.noDouble).toBeLessThan(won.options[0].drop);
    expect(cubeDecision(race, { ply: 1, close: 0.08, answerClose: 0.16, doubleMargin: 1e-6 })).toEqual({
      ok: true,
      value: { kind: 'double', board: 0 },
    });
  });

  it('in a match, after the Crawford game the trailer doubles at once', () => {
    const base = table({
      boards: [{ variant: 'short' }],
      ending: 'koks',
      cube: { mode: 'perBoard' },
      match: { length: 3, seriesFirstMove: 'loser', crawford: true },
    });
    const state: TableState = {
      ...base,
      score: { white: 2, black: 1 },
      crawfordUsed: true,
      game: { ...base.game, turn: 'black' },
    };
    const j = judgeCube(state, 'black', offerableCubes(state), { ply: 1 });
    expect(Math.min(j.options[0].take, j.options[0].drop)).toBeGreaterThan(j.noDouble);
  });

  it("stays near the formula's verdict in an even bear-off race", () => {
    const state = money({
      white: { points: { '6': 5, '5': 5, '4': 5 }, off: 0 },
      black: { points: { '6': 5, '5': 5, '3': 5 }, off: 0 },
    });
    const cubes = offerableCubes(state);
    const lookahead = judgeCube(state, 'white', cubes, { ply: 1 });
    const before = formula(state, 'white', 1);
    expect(Math.abs(lookahead.noDouble - before.noDouble)).toBeLessThan(0.1);
    expect(Math.abs(lookahead.options[0].take - before.options[0].take)).toBeLessThan(0.2);
  });
});
