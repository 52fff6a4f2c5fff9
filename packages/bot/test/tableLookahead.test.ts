// The one-roll lookahead of board choice at a parallel table (tableLookahead.ts, issue 6).
import { ALL_ROLLS, CELLS, flip, fromSetup, type Position, rulesFor } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import {
  LOOKAHEAD_HALF_POINT_WEIGHT,
  type LookaheadBoard,
  lookaheadValue,
  ROLL_CHANCES,
  replyEquities,
} from '../src/tableLookahead.ts';
import {
  type BoardOutlook,
  boardOutlook,
  halfPointTerm,
  type TableStakes,
  tableSearcher,
} from '../src/tableOutlook.ts';
import { samplePositions } from './builders.ts';

const rules = rulesFor('short');
const searcher = tableSearcher(rules, 'koks');
const noCube: TableStakes = { boardCube: [1, 1, 1], sharedCube: null, halfPointDue: false };

function position(setup: unknown): Position {
  const p = fromSetup('short', setup);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A synthetic board: its 0-ply equity, win chance and finishing time, and the opponent's replies. */
function board(equity: number, replies: (r: number) => number, win = 0.5, finishIn = 20): LookaheadBoard {
  const outlook: BoardOutlook = { equity, win, finishIn, finished: false };
  return { outlook, replies: Float64Array.from(ALL_ROLLS, (_, r) => replies(r)) };
}

describe('replyEquities', () => {
  it('on a single board averages to the 1-ply equity of the afterstate (the same search)', () => {
    for (const cells of samplePositions('short', 12, 4)) {
      const after: Position = { variant: 'short', cells };
      const replies = replyEquities(searcher, after);
      const average = replies.reduce((sum, x, r) => sum + ROLL_CHANCES[r] * x, 0);
      expect(average).toBeCloseTo(searcher.oneplyEquity(Int8Array.from(after.cells)), 10);
      // With one board the lookahead value is exactly that average (nothing else to play on).
      const outlook = boardOutlook(searcher, after, false);
      expect(lookaheadValue([{ outlook, replies }], noCube, [0])).toBeCloseTo(average, 10);
    }
  });

  it("is the player's equity on roll for every roll that the opponent cannot play (he passes)", () => {
    // The player holds a closed board; the opponent has a checker on the bar: no roll enters.
    const closed = position({
      mover: { points: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 } },
      opponent: { points: { 1: 4, 2: 4, 3: 3, 4: 3 }, bar: 1 },
    });
    const replies = replyEquities(searcher, closed);
    const onRoll = searcher.positionEquity(closed.cells);
    for (const x of replies) expect(x).toBeCloseTo(onRoll, 12);
  });

  it('answers the same position with the same values, and refuses a finished board', () => {
    const start = position({
      mover: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
      opponent: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
    });
    const first = Array.from(replyEquities(searcher, start));
    expect(Array.from(replyEquities(searcher, { variant: 'short', cells: Int8Array.from(start.cells) }))).toEqual(
      first,
    );
    const won = new Int8Array(CELLS);
    won[26] = 15;
    won[1] = -15;
    expect(() => replyEquities(searcher, { variant: 'short', cells: won })).toThrow(/finished/);
  });

  it('judges the board from the player it belongs to: flipping the position turns the roles', () => {
    const p: Position = { variant: 'short', cells: samplePositions('short', 3, 9)[2] };
    const mine = replyEquities(searcher, p);
    const theirs = replyEquities(searcher, flip(p));
    // Different players, different replies; each is an equity in points.
    expect(Array.from(mine)).not.toEqual(Array.from(theirs));
    for (const x of [...mine, ...theirs]) expect(Math.abs(x)).toBeLessThanOrEqual(3);
  });
});

describe('lookaheadValue', () => {
  it('charges the opponent one roll on one board: the board where that roll gains him most', () => {
    // Board 0: every roll gains him 0.1 there. Board 1: the even-numbered rolls gain 0.3, the others nothing.
    const a = board(0.2, () => 0.1);
    const b = board(-0.4, (r) => (r % 2 === 0 ? -0.7 : -0.4));
    const expectedGain = ALL_ROLLS.reduce((sum, _, r) => sum + ROLL_CHANCES[r] * (r % 2 === 0 ? 0.3 : 0.1), 0);
    expect(lookaheadValue([a, b], noCube, [0, 1], 0)).toBeCloseTo(0.2 - 0.4 - expectedGain, 12);
    // The 0-ply view would charge him a roll on both boards: more than the lookahead does.
    const bothBoards = ALL_ROLLS.reduce((sum, _, r) => sum + ROLL_CHANCES[r] * (r % 2 === 0 ? 0.4 : 0.1), 0);
    expect(0.2 - 0.4 - bothBoards).toBeLessThan(lookaheadValue([a, b], noCube, [0, 1], 0));
  });

  it('lets him play where every roll hurts him when he must (his gain may be negative)', () => {
    const a = board(0.1, () => 0.3);
    const b = board(0.2, () => 0.25);
    expect(lookaheadValue([a, b], noCube, [0, 1], 0)).toBeCloseTo(0.3 + 0.05, 12);
  });

  it('weights equities and gains by the board cubes', () => {
    const a = board(0.2, () => 0.1);
    const b = board(0.1, () => 0);
    const cubed: TableStakes = { boardCube: [1, 4], sharedCube: null, halfPointDue: false };
    // Board 1 at cube 4: equity 0.4, his gain there 0.4 beats 0.1 on board 0.
    expect(lookaheadValue([a, b], cubed, [0, 1], 0)).toBeCloseTo(0.2 + 0.4 - 0.4, 12);
  });

  it('adds the first-finished half point with its weight, none on a board finished by the move', () => {
    const a = board(0.9, () => 0.85, 0.97, 3);
    const b = board(-0.5, () => -0.6, 0.2, 30);
    const due: TableStakes = { boardCube: [1, 1], sharedCube: null, halfPointDue: true };
    const without = lookaheadValue([a, b], { ...due, halfPointDue: false }, [0, 1]);
    const half = halfPointTerm([a.outlook, b.outlook], due);
    expect(half).toBeLessThan(0);
    expect(lookaheadValue([a, b], due, [0, 1])).toBeCloseTo(without + LOOKAHEAD_HALF_POINT_WEIGHT * half, 12);
    const finished: LookaheadBoard = { outlook: { equity: 1, win: 1, finishIn: 0, finished: true }, replies: null };
    // Finished now: it is the first board, the mover won it and pays; only board 1 is left to reply on.
    const value = lookaheadValue([finished, b], due, [0, 1], 1);
    expect(value).toBeCloseTo(1 - 0.5 - 0.5 - 0.1, 12);
  });
});
