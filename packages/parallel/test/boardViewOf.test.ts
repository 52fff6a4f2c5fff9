import { flip, fromSetup, geometryOf, rulesFor, startPosition, TurnPlan, VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { stepCommand, typedMoves } from '../src/boardIntents.ts';
import { boardViewOf, displayPlay, displayPoint, ownPoint, playTextIn, viewerNumbering } from '../src/boardViewOf.ts';
import { applyCommand } from '../src/commands.ts';
import { scriptedDice } from '../src/dice.ts';
import { selectBoardViews, selectTableView } from '../src/selectors.ts';
import { table } from './builders.ts';

const stacks = (points: readonly number[]) => Object.fromEntries(points.flatMap((n, p) => (n !== 0 ? [[p, n]] : [])));

describe('display numbering', () => {
  it('is an involution per side and geometry; bar and off are the same for both', () => {
    for (const geometry of ['opposed', 'sameDirection'] as const) {
      for (const player of ['white', 'black'] as const) {
        for (let p = 0; p <= 25; p++) expect(ownPoint(geometry, player, displayPoint(geometry, player, p))).toBe(p);
      }
      expect(displayPoint(geometry, 'black', 25)).toBe(25);
      expect(displayPoint(geometry, 'black', 0)).toBe(0);
    }
    expect(displayPoint('opposed', 'black', 24)).toBe(1);
    expect(displayPoint('sameDirection', 'black', 24)).toBe(12);
    expect(displayPoint('sameDirection', 'black', 1)).toBe(13);
    expect(displayPoint('opposed', 'white', 7)).toBe(7);
  });

  it('a play shows in display points with its notation in the player’s own numbering', () => {
    expect(
      displayPlay('opposed', 'black', [
        { from: 13, to: 7 },
        { from: 25, to: 20 },
      ]),
    ).toEqual({
      player: 'black',
      steps: [
        { from: 12, to: 18 },
        { from: 25, to: 5 },
      ],
      text: '13/7 bar/20',
    });
  });
});

describe('the viewer’s numbering', () => {
  it('is the seat’s; on a shared or watched screen the player to act’s, White’s between turns', () => {
    expect(viewerNumbering('black', 'white')).toBe('black');
    expect(viewerNumbering('white', 'black')).toBe('white');
    expect(viewerNumbering(null, 'black')).toBe('black');
    expect(viewerNumbering('none', 'black')).toBe('black');
    expect(viewerNumbering(undefined, null)).toBe('white');
  });

  it('writes a play in the viewer’s numbering: the opponent’s points renumbered, bar and off kept', () => {
    const black = [
      { from: 25, to: 22, hit: true },
      { from: 24, to: 18 },
      { from: 3, to: 0 },
    ];
    expect(playTextIn('opposed', 'black', 'black', black)).toBe('bar/22* 24/18 3/off');
    expect(playTextIn('opposed', 'black', 'white', black)).toBe('bar/3* 1/7 22/off');
    expect(playTextIn('sameDirection', 'black', 'white', black)).toBe('bar/10* 12/6 15/off');
    // Each point named is the one the viewer's labels show: the display point in his numbering.
    for (const geometry of ['opposed', 'sameDirection'] as const) {
      for (let p = 1; p <= 24; p++) {
        const shown = ownPoint(geometry, 'white', displayPoint(geometry, 'black', p));
        expect(playTextIn(geometry, 'black', 'white', [{ from: p, to: 0 }])).toBe(`${shown}/off`);
        expect(playTextIn(geometry, 'white', 'black', [{ from: shown, to: 0 }])).toBe(`${p}/off`);
      }
    }
  });
});

describe('boardViewOf', () => {
  it('a position alone: checkers, pips and geometry, nobody on roll, no moves', () => {
    for (const variant of VARIANTS) {
      const v = boardViewOf(startPosition(variant));
      expect(v).toMatchObject({ variant, geometry: geometryOf(variant), turn: null, dice: null, legal: [] });
      expect(v.points).toHaveLength(25);
    }
    const short = boardViewOf(startPosition('short'));
    expect(stacks(short.points)).toEqual({ 1: -2, 6: 5, 8: 3, 12: -5, 13: 5, 17: -3, 19: -5, 24: 2 });
    expect(short.pips).toEqual({ white: 167, black: 167 });
    expect(short.bar).toEqual({ white: 0, black: 0 });
  });

  it('a position seen from Black is flipped by the caller; bar and trays land on the right side', () => {
    const asBlack = fromSetup('short', { mover: { points: { 6: 14 }, bar: 1 }, opponent: { points: { 6: 15 } } });
    if (!asBlack.ok) throw new Error('fixture');
    const v = boardViewOf(flip(asBlack.value), { player: 'black', dice: [6, 6] });
    expect(v.bar).toEqual({ white: 0, black: 1 });
    expect(stacks(v.points)).toEqual({ 19: -14, 6: 15 });
    expect(v).toMatchObject({ turn: 'black', dice: [6, 6], diceLeft: [6, 6, 6, 6], legal: [] });
  });

  it('a roll being played: legal moves in display points with their notation', () => {
    for (const [variant, from, to] of [
      ['short', 1, 4],
      ['long', 12, 9],
    ] as const) {
      const start = startPosition(variant);
      const steps = new TurnPlan(rulesFor(variant), start, [3, 1]).view();
      if (!steps.ok) throw new Error('fixture');
      const v = boardViewOf(flip(start), { player: 'black', dice: [3, 1], steps: steps.value });
      expect(v.legal).toContainEqual({ from, to, dice: [3], text: '24/21' });
      expect(v.diceLeft).toEqual([3, 1]);
      // The step the board sends goes back to the table in the mover's numbering.
      expect(stepCommand(v, 1, { from, to, dice: [3] })).toEqual({ type: 'STEP', board: 1, from: 24, to: 21, die: 3 });
      expect(stepCommand(v, 1, { from, to, dice: [3, 1] })).toEqual({ type: 'STEP', board: 1, from: 24, to: 21 });
    }
  });
});

describe('typed plays', () => {
  const view = boardViewOf(startPosition('short'), { player: 'black', dice: [3, 1] });
  it('reads notation in the mover’s numbering into display points', () => {
    expect(typedMoves(view, '24/21 bar/22')).toEqual({
      ok: true,
      value: [
        { from: 1, to: 4 },
        { from: 25, to: 3 },
      ],
    });
    expect(typedMoves(view, 'pass')).toEqual({ ok: true, value: [] });
  });
  it('refuses what is not notation with ERR_MOVE_TEXT', () => {
    const r = typedMoves(view, 'hello');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_MOVE_TEXT');
    expect(typedMoves(boardViewOf(startPosition('short')), '24/21').ok).toBe(false);
  });
});

describe('selectors keep object identity', () => {
  it('a step on one board keeps the other board’s view; a refused command keeps the whole view', () => {
    let state = table({ boards: [{ variant: 'short' }, { variant: 'long' }], cube: { mode: 'off' } }, 'white');
    let dice = scriptedDice([3, 1]);
    const send = (command: Parameters<typeof applyCommand>[1]) => {
      const r = applyCommand(state, command, dice);
      if (!r.ok) return r.error.code;
      state = r.value.state;
      dice = r.value.dice;
      return null;
    };
    send({ type: 'ROLL' });
    const before = selectTableView(state);
    expect(selectTableView(state)).toBe(before);
    expect(send({ type: 'STEP', board: 0, from: 24, to: 21 })).toBeNull();
    const after = selectTableView(state);
    expect(after.boards[0]).not.toBe(before.boards[0]);
    expect(after.boards[0].points[21]).toBe(1);
    // Board 1 can no longer take the roll: its view changed once (no dice, no moves)...
    expect(after.boards[1].legal).toEqual([]);
    expect(send({ type: 'STEP', board: 0, from: 21, to: 20 })).toBeNull();
    // ...and stays the same object while board 0 is played.
    expect(selectBoardViews(state)[1]).toBe(after.boards[1]);
    expect(send({ type: 'STEP', board: 0, from: 1, to: 2 })).toBe('move/illegal');
    expect(selectTableView(state).boards[1]).toBe(after.boards[1]);
  });

  it('the last play is shown in display points', () => {
    let state = table({ boards: [{ variant: 'long' }], cube: { mode: 'off' } }, 'black');
    let dice = scriptedDice([3, 1]);
    for (const command of [{ type: 'ROLL' }, { type: 'STEP', board: 0, from: 24, to: 20 }, { type: 'CONFIRM' }]) {
      const r = applyCommand(state, command, dice);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      dice = r.value.dice;
    }
    expect(selectBoardViews(state)[0].lastMove).toEqual({
      player: 'black',
      steps: [
        { from: 12, to: 9 },
        { from: 9, to: 8 },
      ],
      text: '24/21 21/20',
    });
  });
});
