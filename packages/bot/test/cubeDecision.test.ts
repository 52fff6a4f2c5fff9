// The bot's cube decisions on known positions (issue 18 §3): money cube actions as GNU Backgammon's
// 2-ply analysis calls them, and the match score (post-Crawford, a dead cube at the end of a match).
import { applyEvent, createTable, offerableCubes, parseTableConfig, type TableState } from '@nardy/parallel';
import type { Color, Side } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { judgeCube } from '../src/analysisCube.ts';
import { CUBE_SEARCH, cubeDecision, searchCube } from '../src/cubeDecision.ts';

const W = 'white' as const;
const B = 'black' as const;

function side(points: Record<number, number>, off = 0): Side {
  return { points: Object.fromEntries(Object.entries(points).map(([p, n]) => [String(p), n])), off };
}

interface Setup {
  readonly start?: { white: Side; black: Side };
  readonly match?: number;
  readonly score?: { white: number; black: number };
  readonly crawfordUsed?: boolean;
  readonly cube?: { value: number; owner: Color | null };
  readonly first?: Color;
}

/** A one-board short table (backgammon's scoring) with White or Black to roll. */
function table(setup: Setup = {}): TableState {
  const config = parseTableConfig({
    boards: [{ variant: 'short', ...(setup.start ? { start: setup.start } : {}) }],
    ending: 'koks',
    cube: { mode: 'perBoard', max: 64 },
    ...(setup.match ? { match: { length: setup.match, seriesFirstMove: 'loser', crawford: true } } : {}),
  });
  if (!config.ok) throw new Error(config.error.message);
  let state = createTable(config.value, setup.first ?? W);
  if (setup.score) state = { ...state, score: setup.score, crawfordUsed: setup.crawfordUsed ?? false };
  const cube = setup.cube;
  if (cube) {
    const c = { ...cube, retired: false, turned: cube.value > 1 };
    state = { ...state, game: { ...state.game, boards: state.game.boards.map((b) => ({ ...b, cube: c })) } };
  }
  return state;
}

function offered(state: TableState): TableState {
  const r = applyEvent(state, { type: 'double', player: state.game.turn, board: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const noDouble = { ok: true, value: { kind: 'noDouble' } };
const double = { ok: true, value: { kind: 'double', board: 0 } };
const take = { ok: true, value: { kind: 'take' } };
const drop = { ok: true, value: { kind: 'drop', board: 0 } };

// gnubg 2-ply: a gammonless race White wins 71 % on roll, double and take.
const doubleTake = {
  white: side({ 6: 4, 5: 3, 4: 3, 3: 2, 8: 3 }),
  black: side({ 6: 4, 5: 3, 4: 3, 3: 2, 10: 3 }),
};
// gnubg 2-ply (bear-off database): White wins 91 %, no gammons: double and pass.
const doublePass = {
  white: side({ 6: 3, 5: 2 }, 10),
  black: side({ 6: 2, 5: 2, 3: 2, 2: 2, 1: 1 }, 6),
};
// gnubg 2-ply: White bears off in three turns, Black has all fifteen in White's home: a sure gammon,
// too good to double (Black would pass).
const tooGood = {
  white: side({ 1: 2, 2: 2, 3: 2 }, 9),
  black: side({ 19: 5, 20: 5, 21: 5 }),
};

describe('cubeDecision, money', () => {
  it('does not double the opening position, and takes an opening double', () => {
    expect(cubeDecision(table())).toEqual(noDouble);
    expect(cubeDecision(offered(table()))).toEqual(take);
  });

  it('doubles a position worth a double the opponent should take, and takes it', () => {
    const state = table({ start: doubleTake });
    expect(cubeDecision(state)).toEqual(double);
    expect(cubeDecision(offered(state))).toEqual(take);
  });

  it('doubles where the opponent should pass, and he passes', () => {
    const state = table({ start: doublePass });
    expect(cubeDecision(state)).toEqual(double);
    expect(cubeDecision(offered(state))).toEqual(drop);
  });

  it('plays on for the gammon when too good to double (and would be dropped)', () => {
    const state = table({ start: tooGood });
    expect(cubeDecision(state)).toEqual(noDouble);
    expect(cubeDecision(offered(state))).toEqual(drop);
  });

  it('redoubles its own cube where it would double a centred one', () => {
    expect(cubeDecision(table({ start: doublePass, cube: { value: 2, owner: W } }))).toEqual(double);
  });
});

describe('cubeDecision, match score', () => {
  it('after the Crawford game the trailer doubles at once, even from the opening position', () => {
    // 5-point match, White 4 (1-away, the Crawford game played), Black 1 (4-away) on roll.
    const state = table({ match: 5, score: { white: 4, black: 1 }, crawfordUsed: true, first: B });
    expect(cubeDecision(state)).toEqual(double);
    // The leader never doubles there: he needs one point, the cube could only help the trailer.
    const leader = table({
      match: 5,
      score: { white: 4, black: 1 },
      crawfordUsed: true,
      start: doubleTake,
    });
    expect(cubeDecision(leader)).toEqual(noDouble);
  });

  it('never turns a dead cube at the end of a match', () => {
    // 3-point match at 1–1: with the cube at 2 any win ends the match, so redoubling gains nothing even
    // in a position that is a double and pass for money.
    const state = table({ match: 3, score: { white: 1, black: 1 }, start: doublePass, cube: { value: 2, owner: W } });
    expect(cubeDecision(state)).toEqual(noDouble);
    // At 2-away each with the cube in the middle the same position is doubled (and passed).
    const centred = table({ match: 3, score: { white: 1, black: 1 }, start: doublePass });
    expect(cubeDecision(centred)).toEqual(double);
    expect(cubeDecision(offered(centred))).toEqual(drop);
  });

  it('does not double in the Crawford game', () => {
    const state = table({ match: 5, score: { white: 4, black: 1 }, crawfordUsed: false, start: doublePass });
    const crawford = { ...state, game: { ...state.game, crawford: true } };
    expect(cubeDecision(crawford)).toEqual(noDouble);
  });
});

describe('searchCube: how deep the judgement looks', () => {
  it('a clear decision stays at 1-ply; a close one goes a roll deeper', () => {
    // The opening position: no double by far, and an easy take: judged at 1-ply.
    const start = table();
    const cubes = offerableCubes(start);
    const at = (ply: 1 | 2) => judgeCube(start, W, cubes, { ply, efficiency: CUBE_SEARCH.efficiency });
    expect(searchCube(start, W, cubes, false).noDouble).toBeCloseTo(at(1).noDouble, 12);
    // The same with every decision counted as close: judged again at 2-ply, which differs.
    const wide = { ...CUBE_SEARCH, close: 2, answerClose: 2 };
    expect(searchCube(start, W, cubes, false, wide).noDouble).toBeCloseTo(at(2).noDouble, 12);
    expect(at(2).noDouble).not.toBeCloseTo(at(1).noDouble, 6);
    expect(searchCube(offered(start), W, [cubes[0]], true, wide).options[0].take).toBeCloseTo(
      at(2).options[0].take,
      12,
    );
  });
});
