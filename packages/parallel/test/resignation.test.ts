import { describe, expect, it } from 'vitest';
import { resignationCost } from '../src/resignation.ts';
import { applyEvent } from '../src/table.ts';
import { run, side, table } from './builders.ts';

describe('resignationCost (what a resignation costs, shown before it is confirmed)', () => {
  // Black has borne off nothing and still has a checker in White's home: a koks on a short board.
  const koks = { white: side({ 1: 2 }, { off: 13 }), black: side({ 20: 1, 13: 14 }) };

  it('one board of one: koks × cube 2 = 6 points, and a match to 5 ends', () => {
    const start = table(
      {
        boards: [{ variant: 'short', start: koks }],
        ending: 'koks',
        cube: { mode: 'perBoard' },
        match: { length: 5, seriesFirstMove: 'loser' },
      },
      'black',
    );
    // Black doubles, White takes: the cube is at 2.
    const doubled = run(start, [
      { type: 'double', player: 'black', board: 0 },
      { type: 'take', player: 'white' },
    ]);
    const r = resignationCost(doubled, 'black', 0);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toEqual({
      player: 'black',
      board: 0,
      boards: [{ board: 0, ending: 'koks', value: 3, cube: 2, halfPoint: false, points: 6 }],
      points: 6,
      gameEnds: true,
      net: 6,
      matchEnds: true,
      matchWinner: 'white',
      matchScore: { white: 6, black: 0 },
    });
    // Exactly what the table then scores.
    const applied = applyEvent(doubled, { type: 'resign', player: 'black', board: 0 });
    expect(applied.ok && applied.value.game.boards[0].result?.points).toBe(6);
  });

  it('the first board of a parallel game pays half a point less; the whole table ends every board', () => {
    const start = table(
      {
        boards: [{ variant: 'short', start: koks }, { variant: 'short' }],
        ending: 'mars',
        cube: { mode: 'off' },
      },
      'black',
    );
    const one = resignationCost(start, 'black', 0);
    if (!one.ok) throw new Error(one.error.message);
    // The ending setting caps a koks at mars: 2 × 1 − ½.
    expect(one.value.boards).toEqual([{ board: 0, ending: 'koks', value: 2, cube: 1, halfPoint: true, points: 1.5 }]);
    expect(one.value.gameEnds).toBe(false);
    const all = resignationCost(start, 'black');
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value.board).toBeNull();
    expect(all.value.boards.map((b) => b.board)).toEqual([0, 1]);
    expect(all.value.gameEnds).toBe(true);
    expect(all.value.points).toBe(all.value.net);
    expect(all.value.boards.filter((b) => b.halfPoint)).toHaveLength(1);
    expect(all.value.matchEnds).toBe(false);
  });

  it('a resignation the table refuses comes back as its refusal', () => {
    const start = table({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }, 'white');
    const r = resignationCost(start, 'white', 3);
    expect(r.ok ? '' : r.error.code).toBe('board/unknown');
  });
});
