// RULES.md §3.4.3, revised 2026-12: the six-block rule is judged at the end of the turn by default
// (S004: «Не считается ошибкой ход "пробегом"»); `sixBlockTiming: step` is the house rule. Both
// generators (the engine's `legalPlays` and the reference `legalSequences`) agree.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  legalPlays,
  legalSequences,
  makeMoveText,
  rulesFor,
  type SixBlockTiming,
  TurnPlan,
} from '../src/index.ts';
import { moverText, position } from './builders.ts';

const TIMINGS: SixBlockTiming[] = ['endOfTurn', 'step'];

/** Distinct outcomes of both generators, as §7 mover text. */
function outcomes(timing: SixBlockTiming, x: string, o: string, dice: [number, number]) {
  const rules = rulesFor('long', { sixBlockTiming: timing });
  const start = position('long', x, o);
  const fast = legalPlays(rules, start, dice).plays.map((p) => moverText(p.after));
  const reference = new Set(
    legalSequences(rules, start, dice).sequences.map((seq) => {
      const plan = new TurnPlan(rules, start, dice);
      const view = plan.view(seq);
      if (!view.ok) throw new Error(view.error.message);
      return moverText(view.value.position);
    }),
  );
  expect(new Set(fast)).toEqual(reference);
  return new Set(fast);
}

describe('six-block timing (RULES.md §3.4.3, revised 2026-12)', () => {
  it('the default is endOfTurn: a run-through is no fault', () => {
    expect(DEFAULT_OPTIONS.sixBlockTiming).toBe('endOfTurn');
    expect(rulesFor('long').sixBlockTiming).toBe('endOfTurn');
    expect(rulesFor('khachapuri').sixBlockTiming).toBe('endOfTurn');
  });

  it('T41 step-level: 24/19 as a first step is legal under the default, illegal under step', () => {
    const start = position('long', '24:10,23:1,22:1,21:1,20:1,18:1', '12:15');
    const first = (timing: SixBlockTiming) =>
      new TurnPlan(rulesFor('long', { sixBlockTiming: timing }), start, [5, 2]).view([{ from: 24, to: 19 }]).ok;
    expect(first('endOfTurn')).toBe(true);
    expect(first('step')).toBe(false);
    // Under step the final position is still reached the other way round (22/17 24/22).
    const step = legalPlays(rulesFor('long', { sixBlockTiming: 'step' }), start, [5, 2]).plays;
    expect(step.some((p) => moverText(p.after) === '24:9,23:1,22:1,21:1,20:1,18:1,17:1')).toBe(true);
  });

  it('T41-run: the run-through 24/19/18 is a play only under endOfTurn', () => {
    const through = '22:1,21:1,20:1,18:2,17:1';
    const end = outcomes('endOfTurn', '24:1,22:1,21:1,20:1,18:1,17:1', '23:1,12:14', [5, 1]);
    const step = outcomes('step', '24:1,22:1,21:1,20:1,18:1,17:1', '23:1,12:14', [5, 1]);
    expect(end.has(through)).toBe(true);
    expect(step.has(through)).toBe(false);
    expect([...end].filter((x) => !step.has(x))).toEqual([through]);
  });

  it('a play may never end in a block it made, whatever the timing', () => {
    // 24/19 then 1 elsewhere keeping X22..17 closed with every O checker behind it is refused.
    const rules = rulesFor('long');
    const start = position('long', '24:1,22:1,21:1,20:1,18:1,17:1,10:1', '23:1,12:14');
    const plays = legalPlays(rules, start, [5, 1]).plays.map((p) => makeMoveText(p.steps));
    expect(plays).not.toContain('24/19 10/9');
  });

  for (const timing of TIMINGS) {
    it(`a custom start that already holds a forbidden block refuses only new blocks (${timing})`, () => {
      // X23..18 is a block with every O checker behind it: the start is not this turn's doing, so the
      // 10-checker may move on and leave it standing; 19/17 would lengthen it to X23..17 (a new block
      // X22..17) and is refused unless the turn opens a gap again.
      const x = '23:1,22:1,21:1,20:1,19:2,18:1,10:1';
      const got = outcomes(timing, x, '12:15', [2, 1]);
      expect(got.has('23:1,22:1,21:1,20:1,19:2,18:1,7:1')).toBe(true); // 10/8 8/7 keeps the old block
      expect(got.has('23:1,22:1,21:1,20:1,19:1,18:1,17:1,9:1')).toBe(false); // 19/17 10/9
      expect(got.has('23:1,22:1,21:1,20:1,19:1,18:1,16:1,10:1')).toBe(true); // 19/17 17/16
    });
  }
});
