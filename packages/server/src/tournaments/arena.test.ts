import { describe, expect, it } from 'vitest';
import { arenaStandings, pairWaiting } from './arena.ts';

describe('arena scoring and pairing', () => {
  it('scores 2 a win, 4 from the third win in a row, 0 a loss that ends the streak; best first', () => {
    const win = (winner: string, loser: string) => ({ white: winner, black: loser, winner });
    const rows = arenaStandings(
      ['Ann', 'Bob', 'Cat'],
      [
        win('Ann', 'Bob'),
        win('Ann', 'Cat'),
        win('Ann', 'Bob'),
        win('Bob', 'Ann'),
        win('Ann', 'Cat'),
        { white: 'Bob', black: 'Cat', winner: null },
      ],
      new Set(['Cat']),
    );
    expect(rows.map((r) => [r.name, r.points, r.wins, r.losses, r.streak, r.playing])).toEqual([
      ['Ann', 2 + 2 + 4 + 2, 4, 1, 1, false],
      ['Bob', 2, 1, 2, 1, false],
      ['Cat', 0, 0, 2, 0, true],
    ]);
  });

  it('pairs neighbours in the standings, not the same two twice in a row when another is waiting; White to who had it less', () => {
    const last = new Map([
      ['Ann', 'Bob'],
      ['Bob', 'Ann'],
    ]);
    const whites = new Map([['Cat', 3]]);
    expect(pairWaiting(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], last, whites)).toEqual([
      ['Ann', 'Cat'],
      ['Bob', 'Dan'],
    ]);
    // Only the two of them wait: they meet again rather than wait.
    expect(pairWaiting(['Ann', 'Bob'], last, new Map())).toEqual([['Ann', 'Bob']]);
  });
});
