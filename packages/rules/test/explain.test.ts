// Why a tried move is not legal (issue 19: a refused move says why in words). One case per reason.
import { describe, expect, it } from 'vitest';
import { explainStep, rulesFor, STEP_REASONS, startPosition } from '../src/index.ts';
import { position } from './builders.ts';

describe('explainStep: the reason a move is refused', () => {
  it('a legal move has no reason; a checker that can move has none either', () => {
    expect(explainStep(rulesFor('short'), startPosition('short'), [3, 1], [], 8, 5)).toBeNull();
    expect(explainStep(rulesFor('short'), startPosition('short'), [3, 1], [], 8, null)).toBeNull();
  });

  it('no checker there; the bar first; backwards; no die of that distance', () => {
    const short = rulesFor('short');
    expect(explainStep(short, startPosition('short'), [3, 1], [], 9, 6)).toBe('step/no-checker');
    const onBar = position('short', 'bar:1,13:5,8:3,6:5,24:1', '1:2,12:5,17:3,19:5');
    expect(explainStep(short, onBar, [3, 1], [], 13, 10)).toBe('step/bar-first');
    expect(explainStep(short, startPosition('short'), [3, 1], [], 8, 9)).toBe('step/backwards');
    expect(explainStep(short, startPosition('short'), [3, 1], [], 13, 11)).toBe('step/no-die');
  });

  it('a point the opponent holds, also one on the way of a move by the sum', () => {
    const short = rulesFor('short');
    // 24/19 with a 5: Black's five checkers stand on White's 19.
    expect(explainStep(short, startPosition('short'), [5, 2], [], 24, 19)).toBe('step/blocked');
    // 13/8 by 6 then... 6-1: 13/7 is free, 13/12 is Black's point (5 checkers).
    expect(explainStep(short, startPosition('short'), [6, 1], [], 13, 12)).toBe('step/blocked');
    // Long nardy: one checker closes a point.
    const long = rulesFor('long');
    const p = position('long', '24:14,20:1', '12:14,18:1');
    expect(explainStep(long, p, [6, 2], [], 24, 18)).toBe('step/blocked');
  });

  it('bearing off before every checker is home, and a higher die from a lower point', () => {
    const short = rulesFor('short');
    const p = position('short', '8:1,5:2,3:12', '24:15');
    expect(explainStep(short, p, [5, 3], [], 5, 0)).toBe('step/not-home');
    const home = position('short', '6:1,5:2,2:12', '24:15');
    expect(explainStep(short, home, [6, 5], [{ from: 6, to: 0 }], 2, 0)).toBe('step/bear-off-higher');
  });

  it('the head rule: one checker from the head per turn (long nardy)', () => {
    const long = rulesFor('long');
    const start = startPosition('long');
    expect(explainStep(long, start, [6, 5], [{ from: 24, to: 18 }], 24, 19)).toBe('step/head');
  });

  it('the six-block rule: no six in a row without an opposing checker ahead', () => {
    const long = rulesFor('long');
    // After 10/9, 24/19 would end the turn with X22..17 closed and every O checker behind it (24/19
    // as a first step is fine: 19/18 runs through).
    const p = position('long', '24:1,22:1,21:1,20:1,18:1,17:1,10:1', '23:1,12:13');
    expect(explainStep(long, p, [5, 1], [], 24, 19)).toBeNull();
    expect(explainStep(long, p, [5, 1], [{ from: 10, to: 9 }], 24, 19)).toBe('step/six-block');
    expect(explainStep(rulesFor('long', { sixBlockTiming: 'step' }), p, [5, 1], [], 24, 19)).toBe('step/six-block');
  });

  it('the whole roll must be played, and with one die only the higher one', () => {
    const short = rulesFor('short');
    // 20/15 leaves the 6 unplayable (15/9 is blocked, nothing can bear off), while 20/14 6/1 plays both.
    const p = position('short', '20:1,6:14', '9:2,24:13');
    expect(explainStep(short, p, [6, 5], [], 20, 15)).toBe('step/whole-roll');
    expect(explainStep(short, p, [6, 5], [], 20, 14)).toBeNull();
    // One checker, 6-5: either die alone, never both (2 is blocked): the 6 must be played.
    const q = position('short', '13:1,+off:14', '2:2,24:13');
    expect(explainStep(short, q, [6, 5], [], 13, 8)).toBe('step/higher-die');
    expect(explainStep(short, q, [6, 5], [], 13, 7)).toBeNull();
  });

  it('every reason is in the closed set', () => {
    expect(STEP_REASONS).toContain('step/head');
    expect(new Set(STEP_REASONS).size).toBe(STEP_REASONS.length);
  });
});
