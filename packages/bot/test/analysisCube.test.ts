import {
  applyEvent,
  createTable,
  offerableCubes,
  parseTableConfig,
  positionFor,
  type TableState,
} from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { cubefulEquity, judgeCube } from '../src/analysisCube.ts';
import { matchOutcomeValues, matchWinningChance } from '../src/analysisMatch.ts';
import { analyseRecord } from '../src/analysisRecord.ts';
import { tableSearcher } from '../src/tableOutlook.ts';

/** The p where f(p) crosses `target` (f increasing), by bisection. */
function crossing(f: (p: number) => number, target: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return lo;
}

describe("Janowski's cubeful equity", () => {
  it('gives the classic money take points: 25 % with a dead cube, about 21.5 % with a live one', () => {
    const dead = crossing((p) => 2 * cubefulEquity(p, 1, 1, 0, 'theirs'), 1);
    expect(1 - dead).toBeCloseTo(0.25, 6);
    const live = crossing((p) => 2 * cubefulEquity(p, 1, 1, 0.68, 'theirs'), 1);
    expect(1 - live).toBeGreaterThan(0.2);
    expect(1 - live).toBeLessThan(0.23);
  });

  it('doubles from about 68-72 % in a gammonless position, and owning the cube is worth something', () => {
    const doublePoint = crossing(
      (p) => 2 * cubefulEquity(p, 1, 1, 0.68, 'theirs') - cubefulEquity(p, 1, 1, 0.68, 'centred'),
      0,
    );
    expect(doublePoint).toBeGreaterThan(0.66);
    expect(doublePoint).toBeLessThan(0.74);
    for (const p of [0.3, 0.5, 0.7]) {
      expect(cubefulEquity(p, 1, 1, 0.68, 'mine')).toBeGreaterThan(cubefulEquity(p, 1, 1, 0.68, 'centred'));
      expect(cubefulEquity(p, 1, 1, 0.68, 'centred')).toBeGreaterThan(cubefulEquity(p, 1, 1, 0.68, 'theirs'));
    }
  });
});

describe('match equity', () => {
  const terms = { mars: 2, koks: 3, crawford: true };
  it('is a chance that adds up to one for both players and moves the right way with the score', () => {
    for (let a = 1; a <= 9; a++) {
      for (let b = 1; b <= 9; b++) {
        const m = matchWinningChance(a, b, terms, false);
        expect(m + matchWinningChance(b, a, terms, false)).toBeCloseTo(1, 12);
        if (a > 1) expect(m).toBeLessThan(matchWinningChance(a - 1, b, terms, false));
      }
    }
    expect(matchWinningChance(3, 3, terms, false)).toBeCloseTo(0.5, 12);
    // Crawford game at 1-away / 2-away: the leader wins unless he loses a single game (the trailer's mars wins).
    expect(matchWinningChance(1, 2, terms, false)).toBeGreaterThan(0.68);
    expect(matchWinningChance(1, 2, terms, false)).toBeLessThan(0.72);
    // After it the trailer doubles at once: one game for the match.
    expect(matchWinningChance(1, 2, terms, true)).toBeCloseTo(0.5, 12);
  });

  it('values outcomes at the score: double match point makes marses worth a single game', () => {
    const dmp = matchOutcomeValues({ away: 1, oppAway: 1, terms, crawfordDone: true }, 1, 1);
    expect(dmp.win).toEqual([1, 1, 1]);
    expect(dmp.lose).toEqual([-1, -1, -1]);
    const early = matchOutcomeValues({ away: 7, oppAway: 7, terms, crawfordDone: false }, 1, 1);
    expect(early.win[0]).toBeCloseTo(1, 12);
    expect(early.win[1]).toBeGreaterThan(1.7);
  });
});

function table(spec: object, events: readonly unknown[], first: 'white' | 'black' = 'white'): TableState {
  const config = parseTableConfig(spec);
  if (!config.ok) throw new Error(config.error.message);
  let state = createTable(config.value, first);
  for (const e of events) {
    const r = applyEvent(state, e);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
  }
  return state;
}

// A bear-off race White (to roll) wins nearly always, with no mars left for Black to lose: double
// and drop (the net: no double 0.96, take 1.75, drop 1).
const crushing = {
  white: { points: { '6': 3, '5': 3, '4': 3 }, off: 6 },
  black: { points: { '6': 4, '5': 4, '4': 4 }, off: 3 },
};

describe('judgeCube', () => {
  it('money, one board: a crushing race is double and drop; the opening position is no double', () => {
    const won = table(
      { boards: [{ variant: 'short', start: crushing }], ending: 'koks', cube: { mode: 'perBoard' } },
      [],
    );
    const j = judgeCube(won, 'white', offerableCubes(won), { ply: 1 });
    expect(j.unit).toBe('cube');
    expect(j.options).toHaveLength(1);
    expect(j.options[0].drop).toBe(1);
    expect(j.options[0].take).toBeGreaterThan(1);
    expect(j.noDouble).toBeLessThan(1);
    const start = table({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } }, []);
    const s = judgeCube(start, 'white', offerableCubes(start), { ply: 0 });
    expect(s.noDouble).toBeGreaterThan(Math.min(s.options[0].take, s.options[0].drop));
  });

  it("judges from chances given instead of the net's: the same chances give the same verdict, others another", () => {
    const start = table({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } }, []);
    const cubes = offerableCubes(start);
    const net = judgeCube(start, 'white', cubes, { ply: 0 });
    const p = new Float64Array(5);
    tableSearcher(start.config.boards[0].rules, 'koks').evaluator.evaluate(
      positionFor(start.game.boards[0], 'white').cells,
      p,
    );
    const same = judgeCube(start, 'white', cubes, { ply: 0, chances: p });
    expect(same.noDouble).toBeCloseTo(net.noDouble, 12);
    expect(same.options[0].take).toBeCloseTo(net.options[0].take, 12);
    // A near-certain gammonless win: double, and the taker should drop.
    const crushed = judgeCube(start, 'white', cubes, { ply: 0, chances: [0.97, 0, 0, 0, 0] });
    expect(crushed.options[0].take).toBeGreaterThan(crushed.options[0].drop);
    expect(crushed.noDouble).toBeLessThan(crushed.options[0].drop);
  });

  it('after the Crawford game the trailer doubles at once', () => {
    const spec = {
      boards: [{ variant: 'short' }],
      ending: 'koks',
      cube: { mode: 'perBoard' },
      match: { length: 3, seriesFirstMove: 'loser', crawford: true },
    };
    // White wins a 2-point game (to 1-away), the Crawford game is Black's; Black at 2-away doubles.
    const base = table(spec, []);
    const state: TableState = {
      ...base,
      score: { white: 2, black: 1 },
      crawfordUsed: true,
      game: { ...base.game, turn: 'black' },
    };
    const j = judgeCube(state, 'black', offerableCubes(state), { ply: 0 });
    expect(Math.min(j.options[0].take, j.options[0].drop)).toBeGreaterThan(j.noDouble);
  });

  it('per-board cubes at a table: one option per board, and a drop there gives the doubler that board', () => {
    const state = table(
      {
        boards: [{ variant: 'short', start: crushing }, { variant: 'short' }],
        ending: 'koks',
        cube: { mode: 'perBoard' },
      },
      [],
    );
    const j = judgeCube(state, 'white', offerableCubes(state), { ply: 0 });
    expect(j.unit).toBe('table');
    expect(j.options.map((o) => o.board)).toEqual([0, 1]);
    // Board 0 is won: the taker does better to drop it (the doubler scores it at once, −0.5 as the first
    // finished board, which he would pay by winning it first anyway); doubling on the even board is wrong.
    const [won, even] = j.options;
    expect(won.drop).toBeLessThan(won.take);
    expect(Math.abs(won.drop - j.noDouble)).toBeLessThan(0.1);
    expect(Math.min(even.take, even.drop)).toBeLessThan(j.noDouble);
  });

  it('in a record: a missed double, a wrong take, and a shared-cube drop are cube decisions with their loss', () => {
    const record = {
      format: 'nardy-record',
      version: 1,
      table: { boards: [{ variant: 'short', start: crushing }], ending: 'koks', cube: { mode: 'perBoard' } },
      games: [
        {
          first: 'white',
          events: [
            { type: 'double', player: 'white' },
            { type: 'take', player: 'black' },
          ],
        },
      ],
    };
    const a = analyseRecord(record, { ply: 0 });
    if (!a.ok) throw new Error(a.error.message);
    const [double, take] = a.value.decisions;
    expect(double).toMatchObject({ kind: 'cube', player: 'white', loss: 0 });
    expect(double.played.action).toBe('double');
    expect(take).toMatchObject({ kind: 'cube', player: 'black', mark: 'veryBad' });
    expect(take.played.action).toBe('take');
    expect(take.best.action).toBe('drop');
    const missed = analyseRecord(
      { ...record, games: [{ first: 'white', events: [{ type: 'roll', player: 'white', dice: [2, 1] }] }] },
      { ply: 0 },
    );
    if (!missed.ok) throw new Error(missed.error.message);
    const cube = missed.value.decisions.find((d) => d.kind === 'cube');
    expect(cube?.played.action).toBe('noDouble');
    expect(cube?.best.action).toBe('double');
    expect(cube?.loss).toBeGreaterThan(0);
  });
});
