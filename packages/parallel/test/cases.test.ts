import type { Color } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import type { RecordEvent } from '../src/events.ts';
import { summarizeTable } from '../src/record.ts';
import { selectTableView } from '../src/selectors.ts';
import { applyEvent, startNextGame } from '../src/table.ts';
import type { TableState } from '../src/tableState.ts';
import { anyPlay, refusal, result, run, side, table } from './builders.ts';

const roll = (player: Color, a: number, b: number): RecordEvent => ({ type: 'roll', player, dice: [a, b] });
const move = (player: Color, board: number, steps: [number, number][]): RecordEvent => ({
  type: 'move',
  player,
  board,
  steps,
});
const W = 'white' as const;
const B = 'black' as const;

/** White bears off her last checker (from her 1-point) against `loser` (Black's side); one board. */
function whiteWinsAgainst(variant: string, loser: ReturnType<typeof side>, spec: Record<string, unknown> = {}) {
  const t = table({ boards: [{ variant, start: { white: side({ 1: 1 }, { off: 14 }), black: loser } }], ...spec }, W);
  return run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
}

describe('RULES.md §7.7 results, resign, draw', () => {
  it('E01 oin → 1', () => {
    const s = whiteWinsAgainst('short', side({ 6: 5, 5: 4, 4: 2 }, { off: 4 }));
    expect(result(s, 0)).toMatchObject({ winner: W, ending: 'oin', points: 1, order: 1 });
  });
  it('E02 mars → 2', () => {
    const s = whiteWinsAgainst('short', side({ 8: 2, 6: 10, 5: 3 }));
    expect(result(s, 0)).toMatchObject({ ending: 'mars', points: 2 });
  });
  it('E03 koks → 3; setting mars → 2; setting oin → 1', () => {
    const loser = side({ 20: 1, 6: 14 });
    expect(result(whiteWinsAgainst('short', loser), 0)).toMatchObject({ ending: 'koks', points: 3 });
    expect(result(whiteWinsAgainst('short', loser, { ending: 'mars' }), 0).points).toBe(2);
    expect(result(whiteWinsAgainst('short', loser, { ending: 'oin' }), 0).points).toBe(1);
  });
  it('E04 a checker on the bar → koks 3', () => {
    expect(result(whiteWinsAgainst('short', side({ 6: 14 }, { bar: 1 })), 0)).toMatchObject({
      ending: 'koks',
      points: 3,
    });
  });
  it('E06 koks needs zero borne off → oin 1', () => {
    expect(result(whiteWinsAgainst('short', side({ 20: 1, 6: 13 }, { off: 1 })), 0)).toMatchObject({
      ending: 'oin',
      points: 1,
    });
  });
  it('E07 long nardy: mars 2; koks 3 only with longKoks', () => {
    expect(result(whiteWinsAgainst('long', side({ 7: 3, 6: 12 }), { ending: 'mars' }), 0)).toMatchObject({
      ending: 'mars',
      points: 2,
    });
    const koks = whiteWinsAgainst('long', side({ 14: 1, 6: 14 }), { options: { longKoks: true } });
    expect(result(koks, 0)).toMatchObject({ ending: 'koks', points: 3 });
    expect(result(whiteWinsAgainst('long', side({ 14: 1, 6: 14 })), 0)).toMatchObject({ ending: 'mars', points: 2 });
  });
  it('E08 mars with the cube at 4 → 8', () => {
    const t = table(
      { boards: [{ variant: 'short', start: { white: side({ 1: 2 }, { off: 13 }), black: side({ 8: 2, 6: 13 }) } }] },
      B,
    );
    const s = run(t, [
      { type: 'double', player: B },
      { type: 'take', player: W },
      roll(B, 2, 1),
      move(B, 0, [
        [8, 6],
        [8, 7],
      ]),
      { type: 'double', player: W },
      { type: 'take', player: B },
      roll(W, 1, 1),
      move(W, 0, [
        [1, 0],
        [1, 0],
      ]),
    ]);
    expect(result(s, 0)).toMatchObject({ winner: W, ending: 'mars', cube: 4, points: 8 });
  });
  it('E09 a drop scores the value before the offer × 1, whatever the position', () => {
    const start = { white: side({ 6: 15 }), black: side({ 24: 15 }) };
    const t = table({ boards: [{ variant: 'short', start }] }, W);
    const centred = run(t, [
      { type: 'double', player: W },
      { type: 'drop', player: B },
    ]);
    expect(result(centred, 0)).toMatchObject({ winner: W, ending: 'drop', cube: 1, points: 1 });
    const redouble = run(t, [
      { type: 'double', player: W },
      { type: 'take', player: B },
      roll(W, 2, 1),
      move(W, 0, [
        [6, 4],
        [6, 5],
      ]),
      { type: 'double', player: B },
      { type: 'take', player: W },
      roll(B, 2, 1),
      move(B, 0, [
        [24, 22],
        [24, 23],
      ]),
      { type: 'double', player: W },
      { type: 'drop', player: B },
    ]);
    expect(result(redouble, 0)).toMatchObject({ winner: W, ending: 'drop', cube: 4, points: 4 });
  });
  it('E10 resign is scored by the resigner’s position × cube: koks 6, mars 4, oin 2', () => {
    for (const [ending, points] of [
      ['koks', 6],
      ['mars', 4],
      ['oin', 2],
    ] as const) {
      const start = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 1: 15 }) };
      const t = table({ boards: [{ variant: 'short', start }], ending }, W);
      const s = run(t, [
        { type: 'double', player: W },
        { type: 'take', player: B },
        { type: 'resign', player: W },
      ]);
      expect(result(s, 0)).toMatchObject({ winner: B, ending: 'koks', cube: 2, points });
    }
  });
  const lastRoll = (t: Color[], second: ReturnType<typeof side>) =>
    table(
      {
        boards: [{ variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: second } }],
        options: { lastRollDraw: true },
      },
      t[0],
    );
  it('E11 lastRollDraw: the second player bears off all in his final turn → draw 0 : 0', () => {
    const t = lastRoll([W], side({ 2: 1, 1: 1 }, { off: 13 }));
    const s1 = run(t, [roll(W, 3, 1), move(W, 0, [[1, 0]])]);
    expect(s1.game.boards[0].result).toBeNull();
    expect(s1.game.lastRoll).toBe(true);
    expect(refusal(s1, { type: 'double', player: B })).toBe('cube/not-allowed');
    const draw = run(s1, [
      roll(B, 2, 1),
      move(B, 0, [
        [2, 0],
        [1, 0],
      ]),
    ]);
    expect(result(draw, 0)).toMatchObject({ winner: null, ending: 'draw', points: 0 });
    expect(summarizeTable(draw).games[0]).toMatchObject({ winner: null, net: 0 });
    const ones = run(s1, [
      roll(B, 1, 1),
      move(B, 0, [
        [1, 0],
        [2, 1],
        [1, 0],
      ]),
    ]);
    expect(result(ones, 0).ending).toBe('draw');
    const t2 = lastRoll([W], side({ 6: 1, 5: 1 }, { off: 13 }));
    const s2 = run(t2, [
      roll(W, 3, 1),
      move(W, 0, [[1, 0]]),
      roll(B, 4, 3),
      move(B, 0, [
        [6, 2],
        [5, 2],
      ]),
    ]);
    expect(result(s2, 0)).toMatchObject({ winner: W, ending: 'oin', points: 1 });
  });
  it('E13 lastRollDraw: the second player finishing first ends the game at once', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 6: 2 }, { off: 13 }), black: side({ 1: 1 }, { off: 14 }) } },
        ],
        options: { lastRollDraw: true },
      },
      W,
    );
    const s = run(t, [
      roll(W, 2, 1),
      move(W, 0, [
        [6, 4],
        [6, 5],
      ]),
      roll(B, 2, 1),
      move(B, 0, [[1, 0]]),
    ]);
    expect(result(s, 0)).toMatchObject({ winner: B, ending: 'oin' });
    expect(s.game.phase).toBe('gameOver');
  });
  it('E14 Jacoby: cube never turned, mars → 1; turned to 2, mars → 4', () => {
    const spec = (first: Color) =>
      table(
        {
          boards: [{ variant: 'short', start: { white: side({ 1: 2 }, { off: 13 }), black: side({ 8: 2, 6: 13 }) } }],
          options: { jacoby: true },
        },
        first,
      );
    const plain = run(spec(W), [
      roll(W, 1, 1),
      move(W, 0, [
        [1, 0],
        [1, 0],
      ]),
    ]);
    expect(result(plain, 0)).toMatchObject({ ending: 'mars', points: 1 });
    const turned = run(spec(W), [
      { type: 'double', player: W },
      { type: 'take', player: B },
      roll(W, 1, 1),
      move(W, 0, [
        [1, 0],
        [1, 0],
      ]),
    ]);
    expect(result(turned, 0)).toMatchObject({ ending: 'mars', cube: 2, points: 4 });
  });
});

describe('RULES.md §7.8 cube', () => {
  const start = { white: side({ 6: 15 }), black: side({ 24: 15 }) };
  it('D01 either player may offer before rolling, nobody after rolling', () => {
    for (const first of [W, B]) {
      const t = table({ boards: [{ variant: 'short', start }], cube: { mode: 'perBoard', max: 64 } }, first);
      expect(applyEvent(t, { type: 'double', player: first }).ok).toBe(true);
      const rolled = run(t, [roll(first, 2, 1)]);
      expect(refusal(rolled, { type: 'double', player: first })).toBe('turn/wrong-phase');
    }
  });
  it('D02 after a take the taker owns the cube: only he may redouble', () => {
    const t = table({ boards: [{ variant: 'short', start }] }, W);
    const s = run(t, [
      { type: 'double', player: W },
      { type: 'take', player: B },
    ]);
    expect(s.game.boards[0].cube).toMatchObject({ value: 2, owner: B });
    const next = run(s, [roll(W, 2, 1), move(W, 0, anyPlay(run(s, [roll(W, 2, 1)]), 0))]);
    expect(applyEvent(next, { type: 'double', player: B }).ok).toBe(true);
    const back = run(next, [roll(B, 2, 1), move(B, 0, anyPlay(run(next, [roll(B, 2, 1)]), 0))]);
    expect(refusal(back, { type: 'double', player: W })).toBe('cube/not-allowed');
    const redouble = run(next, [{ type: 'double', player: B }]);
    expect(redouble.game.offer).toMatchObject({ by: B, value: 4 });
  });
  it('D03 max 4: the owner of 4 may not offer', () => {
    const t = table({ boards: [{ variant: 'short', start }], cube: { mode: 'perBoard', max: 4 } }, W);
    const s = run(t, [
      { type: 'double', player: W },
      { type: 'take', player: B },
      roll(W, 2, 1),
      move(W, 0, [
        [6, 4],
        [6, 5],
      ]),
      { type: 'double', player: B },
      { type: 'take', player: W },
      roll(B, 2, 1),
      move(B, 0, [
        [24, 22],
        [24, 23],
      ]),
    ]);
    expect(s.game.boards[0].cube).toMatchObject({ value: 4, owner: W });
    expect(refusal(s, { type: 'double', player: W })).toBe('cube/not-allowed');
  });
  it('D04 cube off: no offer ever; scores are coefficient × 1', () => {
    const t = table(
      {
        boards: [{ variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 20: 1, 6: 14 }) } }],
        cube: { mode: 'off' },
      },
      W,
    );
    expect(refusal(t, { type: 'double', player: W })).toBe('cube/not-allowed');
    expect(selectTableView(t).cube.canDouble).toEqual([]);
    const s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
    expect(result(s, 0)).toMatchObject({ ending: 'koks', cube: 1, points: 3 });
  });
  it('D05 Crawford: no doubling in the game after a player reaches N − 1, allowed again after it', () => {
    const start = { white: side({ 1: 1 }, { off: 14 }), black: side({ 1: 1 }, { off: 14 }) };
    let s: TableState = table(
      { boards: [{ variant: 'short', start }], match: { length: 5, seriesFirstMove: 'alternating', crawford: true } },
      W,
    );
    // Each resignation from this position is an oin: 1 point. White 4, Black 2.
    for (const loser of [B, W, B, W, B, B]) {
      expect(s.game.crawford).toBe(false);
      s = run(s, [{ type: 'resign', player: loser }]);
      const n = startNextGame(s);
      if (!n.ok) throw new Error(n.error.code);
      s = n.value;
    }
    expect(s.score).toEqual({ white: 4, black: 2 });
    expect(s.game.crawford).toBe(true);
    expect(refusal(s, { type: 'double', player: s.game.first as Color })).toBe('cube/not-allowed');
    s = run(s, [{ type: 'resign', player: W }]);
    const after = startNextGame(s);
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.game.crawford).toBe(false);
    expect(applyEvent(after.value, { type: 'double', player: after.value.game.first as Color }).ok).toBe(true);
  });
});

describe('RULES.md §7.9 match, series, tournament', () => {
  it('M01 3 – 4 in a match to 5: a mars win ends the match 5 – 4', () => {
    const start = { white: side({ 7: 1, 6: 14 }), black: side({ 7: 1, 6: 14 }) };
    let s: TableState = table(
      { boards: [{ variant: 'short', start }], match: { length: 5, seriesFirstMove: 'alternating' } },
      W,
    );
    const games: RecordEvent[][] = [
      [
        { type: 'double', player: W },
        { type: 'drop', player: B },
      ],
      [{ type: 'resign', player: W }],
      [{ type: 'resign', player: B }],
      [{ type: 'resign', player: W }],
    ];
    for (const events of games) {
      s = run(s, events);
      const n = startNextGame(s);
      if (!n.ok) throw new Error(n.error.code);
      s = n.value;
    }
    expect(s.score).toEqual({ white: 3, black: 4 });
    s = run(s, [{ type: 'resign', player: B }]);
    expect(result(s, 0)).toMatchObject({ winner: W, ending: 'mars', points: 2 });
    expect(s.score).toEqual({ white: 5, black: 4 });
    expect(s.over).toBe(true);
    expect(selectTableView(s).phase).toBe('matchOver');
    expect(startNextGame(s).ok).toBe(false);
  });
  it('M02 seriesFirstMove loser: the loser starts by rolling two dice (doubles possible)', () => {
    const start = { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 15 }) };
    const t = table({ boards: [{ variant: 'short', start }], match: { length: 5, seriesFirstMove: 'loser' } }, W);
    const s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
    const n = startNextGame(s);
    if (!n.ok) throw new Error(n.error.code);
    expect(n.value.game).toMatchObject({ first: B, turn: B, phase: 'beforeRoll' });
    expect(run(n.value, [roll(B, 6, 6)]).game.dice).toEqual([6, 6]);
  });
  it('M03 seriesFirstMove alternating: starters alternate regardless of results', () => {
    const t = table({ boards: [{ variant: 'short' }], match: { length: 9, seriesFirstMove: 'alternating' } });
    let s = run(t, [{ type: 'opening', white: 5, black: 2 }]);
    const starters: (Color | null)[] = [s.game.first];
    for (let g = 0; g < 2; g++) {
      s = run(s, [{ type: 'resign', player: B }]);
      const n = startNextGame(s);
      if (!n.ok) throw new Error(n.error.code);
      s = n.value;
      starters.push(s.game.first);
    }
    expect(starters).toEqual([W, B, W]);
  });
  it('M04 opening: ties re-roll; useDice plays the opening dice, reroll rolls again', () => {
    const t = table({ boards: [{ variant: 'short' }] });
    const tie = run(t, [{ type: 'opening', white: 5, black: 5 }]);
    expect(tie.game.phase).toBe('opening');
    const s = run(tie, [{ type: 'opening', white: 3, black: 6 }]);
    expect(s.game).toMatchObject({ first: B, turn: B, dice: [6, 3], phase: 'moving' });
    expect(refusal(s, roll(B, 6, 6))).toBe('turn/wrong-phase');
    const reroll = table({ boards: [{ variant: 'short' }], options: { openingRoll: 'reroll' } });
    const r = run(reroll, [{ type: 'opening', white: 3, black: 6 }]);
    expect(r.game).toMatchObject({ first: B, turn: B, dice: null, phase: 'beforeRoll' });
    expect(run(r, [roll(B, 4, 4)]).game.dice).toEqual([4, 4]);
  });
  // M05 (tournament pairings) is packages/tournament's: test/championship.test.ts.
});

describe('RULES.md §7.10 parallel nardy', () => {
  const whiteMarsA = { white: side({ 1: 1 }, { off: 14 }), black: side({ 7: 1, 6: 14 }) };
  it('P01 mars first 1.5 vs oin 1 → X +0.5, credited 0.5', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: whiteMarsA },
          {
            variant: 'short',
            start: { white: side({ 6: 5, 5: 5, 4: 4 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) },
          },
        ],
      },
      W,
    );
    const s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]]), roll(B, 2, 1), move(B, 1, [[1, 0]])]);
    expect(result(s, 0)).toMatchObject({ winner: W, ending: 'mars', points: 1.5, order: 1 });
    expect(result(s, 1)).toMatchObject({ winner: B, ending: 'oin', points: 1, order: 2 });
    expect(summarizeTable(s)).toMatchObject({ games: [{ winner: W, net: 0.5 }], match: { white: 0.5, black: 0 } });
  });
  it('P02 oin first 0.5 vs koks 3 → Y +2.5', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 14 }, { off: 1 }) } },
          { variant: 'short', start: { white: side({ 20: 1, 6: 14 }), black: side({ 1: 1 }, { off: 14 }) } },
        ],
      },
      W,
    );
    const s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]]), roll(B, 2, 1), move(B, 1, [[1, 0]])]);
    expect(result(s, 1)).toMatchObject({ winner: B, ending: 'koks', points: 3 });
    expect(summarizeTable(s).games[0]).toMatchObject({ winner: B, net: 2.5 });
  });
  it('P03 X wins both: 1.5 + 1 → +2.5', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: whiteMarsA },
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 14 }, { off: 1 }) } },
        ],
      },
      W,
    );
    const s = run(t, [
      roll(W, 2, 1),
      move(W, 0, [[1, 0]]),
      roll(B, 2, 1),
      move(B, 1, [
        [6, 4],
        [6, 5],
      ]),
      roll(W, 2, 1),
      move(W, 1, [[1, 0]]),
    ]);
    expect(summarizeTable(s).games[0]).toMatchObject({ winner: W, net: 2.5 });
  });
  // White on A's bar; Black holds White's 19 and 21 (his own 6 and 4): a 6-4 cannot enter.
  const blockedA = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 4: 2, 1: 11 }) };
  it('P04 a blocked board may be chosen: that is a pass, even though B has moves', () => {
    const t = table({ boards: [{ variant: 'short', start: blockedA }, { variant: 'short' }] }, W);
    const rolled = run(t, [roll(W, 6, 4)]);
    const view = selectTableView(rolled);
    expect(view.phase).toBe('chooseBoard');
    expect(view.selectable).toEqual([true, true]);
    expect(view.playable).toEqual([false, true]);
    const pass = run(rolled, [move(W, 0, [])]);
    expect(pass.game.boards[0].position).toStrictEqual(t.game.boards[0].position);
    expect(pass.game.boards[1].position).toBe(t.game.boards[1].position);
    expect(pass.game.turn).toBe(B);
    const played = run(rolled, [
      move(W, 1, [
        [24, 18],
        [18, 14],
      ]),
    ]);
    expect(played.game.turn).toBe(B);
  });
  it('P05 the two dice of a roll cannot be split between boards', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'short' }] }, W);
    const rolled = run(t, [roll(W, 6, 4)]);
    expect(refusal(rolled, move(W, 0, [[24, 18]]))).toBe('move/illegal');
  });
  it('P06 only the 6 plays on the chosen board: the 4 is forfeited although B could use it', () => {
    const a = { white: side({ 13: 1 }, { off: 14 }), black: side({ 22: 2, 6: 13 }) };
    const t = table({ boards: [{ variant: 'short', start: a }, { variant: 'short' }] }, W);
    const rolled = run(t, [roll(W, 6, 4)]);
    expect(refusal(rolled, move(W, 0, [[13, 9]]))).toBe('move/illegal');
    expect(
      refusal(
        rolled,
        move(W, 0, [
          [13, 7],
          [7, 3],
        ]),
      ),
    ).toBe('move/illegal');
    const s = run(rolled, [move(W, 0, [[13, 7]])]);
    expect(s.game.turn).toBe(B);
    expect(s.game.boards[1].position).toBe(t.game.boards[1].position);
  });
  it('P07 a finished board cannot be chosen: only B, every turn', () => {
    const t = table({ boards: [{ variant: 'short', start: whiteMarsA }, { variant: 'short' }] }, W);
    let s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
    for (const p of [B, W, B]) {
      s = run(s, [roll(p, 3, 1)]);
      expect(selectTableView(s).selectable).toEqual([false, true]);
      expect(s.game.phase).toBe('moving');
      expect(refusal(s, move(p, 0, []))).toBe('board/finished');
      s = run(s, [move(p, 1, anyPlay(s, 1))]);
    }
  });
  it('P08 three boards: only the first finished board loses half a point', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 14 }, { off: 1 }) } },
          { variant: 'short', start: { white: side({ 7: 1, 6: 14 }), black: side({ 1: 1 }, { off: 14 }) } },
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 14 }, { off: 1 }) } },
        ],
      },
      W,
    );
    const s = run(t, [
      roll(W, 2, 1),
      move(W, 0, [[1, 0]]),
      roll(B, 2, 1),
      move(B, 1, [[1, 0]]),
      roll(W, 2, 1),
      move(W, 2, [[1, 0]]),
    ]);
    expect([0, 1, 2].map((i) => result(s, i).points)).toEqual([0.5, 2, 1]);
    expect(summarizeTable(s).games[0]).toMatchObject({ winner: B, net: 0.5 });
  });
  it('P10 per-board cubes: a drop on B ends B at 1 − 0.5; X then rolls for A only', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'short' }] }, W);
    const s = run(t, [
      { type: 'double', player: W, board: 1 },
      { type: 'drop', player: B },
    ]);
    expect(result(s, 1)).toMatchObject({ winner: W, ending: 'drop', cube: 1, points: 0.5, order: 1 });
    expect(s.game).toMatchObject({ phase: 'beforeRoll', turn: W });
    const rolled = run(s, [roll(W, 3, 1)]);
    expect(selectTableView(rolled).selectable).toEqual([true, false]);
  });
  /** P11's table after its first board: Y won A with the shared cube at 4 (owned by Y). */
  const p11 = (options: Record<string, unknown> = {}) => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 6: 14 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) } },
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 20: 1, 6: 14 }) } },
        ],
        cube: { mode: 'shared' },
        options,
      },
      B,
    );
    const s = run(t, [
      { type: 'double', player: B },
      { type: 'take', player: W },
      roll(B, 2, 1),
      move(B, 1, [
        [6, 4],
        [6, 5],
      ]),
      { type: 'double', player: W },
      { type: 'take', player: B },
      roll(W, 2, 1),
      move(W, 0, [
        [6, 4],
        [6, 5],
      ]),
    ]);
    expect(s.game.sharedCube).toMatchObject({ value: 4, owner: B });
    return run(s, [roll(B, 2, 1), move(B, 0, [[1, 0]])]);
  };
  it('P11 shared cube: 4 owned by Y stakes the first board (3.5), then is retired; X koks 3 → Y +0.5', () => {
    const end = p11();
    expect(end.config.options.sharedCubeAfterFirst).toBe('retire');
    expect(result(end, 0)).toMatchObject({ winner: B, ending: 'oin', cube: 4, points: 3.5 });
    expect(end.game.sharedCube).toMatchObject({ value: 1, owner: null, retired: true });
    const last = run(end, [roll(W, 2, 1), move(W, 1, [[1, 0]])]);
    expect(result(last, 1)).toMatchObject({ winner: W, ending: 'koks', cube: 1, points: 3 });
    expect(summarizeTable(last).games[0]).toMatchObject({ winner: B, net: 0.5 });
    // Under the house rule `reset` the cube is back at 1, centred: the same scores.
    const reset = p11({ sharedCubeAfterFirst: 'reset' });
    expect(reset.game.sharedCube).toMatchObject({ value: 1, owner: null, retired: false });
    const resetLast = run(reset, [roll(W, 2, 1), move(W, 1, [[1, 0]])]);
    expect(summarizeTable(resetLast).games[0]).toMatchObject({ winner: B, net: 0.5 });
  });
  it('P11b after the first board a double is refused with a cube code (retired); under reset it offers 2', () => {
    const end = p11();
    const double = { type: 'double', player: W } as const;
    expect(refusal(end, double)).toBe('cube/not-allowed');
    const applied = applyEvent(end, double);
    expect(applied.ok || applied.error.message).toBe('the shared cube is retired');
    const reset = run(p11({ sharedCubeAfterFirst: 'reset' }), [double]);
    expect(reset.game).toMatchObject({ phase: 'awaitingReply', offer: { by: W, board: null, value: 2 } });
  });
  it('P12 shared cube: Y drops and gives up B; the cube stays at 1 owned by Y; Y wins A with mars at 2 → Y +3.5', () => {
    const t = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 9: 1, 6: 14 }), black: side({ 1: 1 }, { off: 14 }) } },
          { variant: 'short' },
        ],
        cube: { mode: 'shared' },
      },
      W,
    );
    const dropped = run(t, [
      { type: 'double', player: W },
      { type: 'drop', player: B, board: 1 },
    ]);
    expect(result(dropped, 1)).toMatchObject({ winner: W, ending: 'drop', cube: 1, points: 0.5 });
    expect(dropped.game.sharedCube).toMatchObject({ value: 1, owner: B });
    expect(refusal(dropped, { type: 'double', player: W })).toBe('cube/not-allowed');
    const s = run(dropped, [
      roll(W, 2, 1),
      move(W, 0, [
        [6, 4],
        [6, 5],
      ]),
      { type: 'double', player: B },
      { type: 'take', player: W },
      roll(B, 2, 1),
      move(B, 0, [[1, 0]]),
    ]);
    expect(result(s, 0)).toMatchObject({ winner: B, ending: 'mars', cube: 2, points: 4 });
    expect(summarizeTable(s).games[0]).toMatchObject({ winner: B, net: 3.5 });
  });
  it('P12b shared cube drop with several boards left needs the board given up', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'short' }], cube: { mode: 'shared' } }, W);
    const offered = run(t, [{ type: 'double', player: W }]);
    expect(refusal(offered, { type: 'drop', player: B })).toBe('board/required');
  });
  it('P15 long board: the first-turn head exception counts the first turn on that board', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'long' }] }, W);
    let s = run(t, [roll(W, 3, 1)]);
    s = run(s, [move(W, 0, anyPlay(s, 0)), roll(B, 3, 1)]);
    s = run(s, [move(B, 0, anyPlay(s, 0)), roll(W, 5, 2)]);
    s = run(s, [move(W, 0, anyPlay(s, 0)), roll(B, 5, 2)]);
    s = run(s, [move(B, 0, anyPlay(s, 0)), roll(W, 6, 6)]);
    const twoFromHead = move(W, 1, [
      [24, 18],
      [24, 18],
    ]);
    expect(run(s, [twoFromHead]).game.boards[1].firstTurnDone.white).toBe(true);
    // Had White played on B before, the 6-6 would take only one checker from the head.
    let u = run(t, [roll(W, 3, 1)]);
    u = run(u, [move(W, 1, anyPlay(u, 1)), roll(B, 3, 1)]);
    u = run(u, [move(B, 0, anyPlay(u, 0)), roll(W, 6, 6)]);
    expect(refusal(u, twoFromHead)).toBe('move/illegal');
  });
  it('P16 lastRollDraw is ignored in parallel play: the board finishes at once', () => {
    const t = table(
      { boards: [{ variant: 'short', start: whiteMarsA }, { variant: 'short' }], options: { lastRollDraw: true } },
      W,
    );
    const s = run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
    expect(result(s, 0)).toMatchObject({ winner: W, order: 1 });
    expect(s.game.lastRoll).toBe(false);
  });
  it('P17 opening (useDice): the winner plays the opening dice on a board of his choice; then Y chooses freely', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'short' }] });
    const s = run(t, [
      { type: 'opening', white: 5, black: 2 },
      move(W, 1, [
        [13, 8],
        [13, 11],
      ]),
      roll(B, 4, 2),
    ]);
    expect(selectTableView(s)).toMatchObject({ phase: 'chooseBoard', turn: B, selectable: [true, true] });
  });
});

describe('RULES.md revised 2026-12: the defaults that follow the seed texts', () => {
  const homeMarsLoser = side({ 6: 5, 5: 5, 4: 5 });
  const whiteLast = side({ 1: 1 }, { off: 14 });
  /** White bears off her last checker on board 0 against a home mars; board 1 (if any) is Black's to win. */
  const homeMarsTable = (boards: number, options: Record<string, unknown> = {}) => {
    const rest = Array.from({ length: boards - 1 }, () => ({
      variant: 'short',
      start: { white: side({ 6: 5, 5: 5, 4: 4 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) },
    }));
    const t = table(
      { boards: [{ variant: 'short', start: { white: whiteLast, black: homeMarsLoser } }, ...rest], options },
      W,
    );
    return run(t, [roll(W, 2, 1), move(W, 0, [[1, 0]])]);
  };
  it('home mars is worth 3 on a table of two or more boards (2.5 when first), 2 on one board (§4.2)', () => {
    expect(result(homeMarsTable(1), 0)).toMatchObject({ ending: 'homeMars', points: 2 });
    expect(result(homeMarsTable(2), 0)).toMatchObject({ ending: 'homeMars', points: 2.5, order: 1 });
    expect(result(homeMarsTable(3), 0)).toMatchObject({ ending: 'homeMars', points: 2.5 });
    // Second to finish: the full 3 (Khramov: "вторая партия оценивается как обычно").
    const second = table(
      {
        boards: [
          { variant: 'short', start: { white: side({ 6: 14 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) } },
          { variant: 'short', start: { white: whiteLast, black: homeMarsLoser } },
        ],
      },
      B,
    );
    const s = run(second, [roll(B, 2, 1), move(B, 0, [[1, 0]]), roll(W, 2, 1), move(W, 1, [[1, 0]])]);
    expect(result(s, 1)).toMatchObject({ winner: W, ending: 'homeMars', points: 3, order: 2 });
    expect(summarizeTable(s).games[0]).toMatchObject({ winner: W, net: 2.5 });
  });
  it('an explicit homeMarsValue overrides both defaults', () => {
    expect(result(homeMarsTable(2, { homeMarsValue: 2 }), 0).points).toBe(1.5);
    expect(result(homeMarsTable(1, { homeMarsValue: 3 }), 0).points).toBe(3);
    // Under the Mars setting a home mars is a mars (min(homeMarsValue, 2)).
    const mars = table(
      {
        boards: [{ variant: 'short', start: { white: whiteLast, black: homeMarsLoser } }, { variant: 'short' }],
        ending: 'mars',
      },
      W,
    );
    expect(result(run(mars, [roll(W, 2, 1), move(W, 0, [[1, 0]])]), 0).points).toBe(1.5);
  });
  it('long-nardy opening: reroll when every board is long nardy or khachapuri, useDice with a short board (§6.2)', () => {
    for (const variants of [['long'], ['long', 'long'], ['long', 'khachapuri'], ['khachapuri']]) {
      const t = table({ boards: variants.map((variant) => ({ variant })), ending: 'mars' });
      expect(t.config.options.openingRoll).toBe('reroll');
      const s = run(t, [{ type: 'opening', white: 6, black: 2 }]);
      expect(s.game).toMatchObject({ first: W, turn: W, dice: null, phase: 'beforeRoll' });
    }
    for (const variants of [['short'], ['short', 'long'], ['long', 'nackgammon'], ['short-caucasian', 'khachapuri']]) {
      const t = table({ boards: variants.map((variant) => ({ variant })) });
      expect(t.config.options.openingRoll).toBe('useDice');
    }
    const named = table({ boards: [{ variant: 'long' }], options: { openingRoll: 'useDice' } });
    expect(named.config.options.openingRoll).toBe('useDice');
  });
  it('long-nardy opening: the starter rolls both dice, so his first turn may be a double (6-6: two from the head)', () => {
    const t = table({ boards: [{ variant: 'long' }], ending: 'mars' });
    const s = run(t, [{ type: 'opening', white: 5, black: 3 }, roll(W, 6, 6)]);
    const twoFromHead = move(W, 0, [
      [24, 18],
      [24, 18],
    ]);
    expect(run(s, [twoFromHead]).game.boards[0].firstTurnDone.white).toBe(true);
  });
  it('six-block timing is endOfTurn on every long board of a table unless the spec names step (§3.4.3)', () => {
    const t = table({ boards: [{ variant: 'short' }, { variant: 'long' }, { variant: 'khachapuri' }] });
    expect(t.config.boards.map((b) => b.rules.sixBlockTiming)).toEqual(['endOfTurn', 'endOfTurn', 'endOfTurn']);
    const step = table({ boards: [{ variant: 'long' }], options: { sixBlockTiming: 'step' } });
    expect(step.config.boards[0].rules.sixBlockTiming).toBe('step');
  });
});
