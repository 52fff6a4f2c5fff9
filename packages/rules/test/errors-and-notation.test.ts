// Every error code of @nardy/rules is reached by a test, and every notation round-trips.
import { describe, expect, it } from 'vitest';
import {
  applySteps,
  classifyEnding,
  endingCoefficient,
  fromSetup,
  legalPlays,
  makeMoveText,
  makePositionId,
  OPTION_ERRORS,
  POSITION_ERRORS,
  parseMoveText,
  parsePositionId,
  parseRuleOptions,
  rulesFor,
  startPosition,
  TurnPlan,
  toSetup,
} from '../src/index.ts';
import { position } from './builders.ts';

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('setup validation (fromSetup)', () => {
  const good = { points: { 6: 5 } };
  const cases: [string, unknown, string][] = [
    ['not an object', 'x', 'ERR_SETUP_SHAPE'],
    ['side without points', { mover: {}, opponent: good }, 'ERR_SETUP_SHAPE'],
    ['point 0', { mover: { points: { 0: 1 } }, opponent: good }, 'ERR_POINT_NUMBER'],
    ['point 25 as a point', { mover: { points: { 25: 1 } }, opponent: good }, 'ERR_POINT_NUMBER'],
    ['point "x"', { mover: { points: { x: 1 } }, opponent: good }, 'ERR_POINT_NUMBER'],
    ['negative count', { mover: { points: { 6: -1 } }, opponent: good }, 'ERR_CHECKER_NUMBER'],
    ['fractional count', { mover: { points: { 6: 1.5 } }, opponent: good }, 'ERR_CHECKER_NUMBER'],
    ['bar as text', { mover: { points: {}, bar: 'two' }, opponent: good }, 'ERR_CHECKER_NUMBER'],
    ['16 checkers', { mover: { points: { 6: 10, 5: 6 } }, opponent: good }, 'ERR_CHECKER_COUNT'],
    ['15 on board and 1 off', { mover: { points: { 6: 15 }, off: 1 }, opponent: good }, 'ERR_CHECKER_COUNT'],
    // Opponent's own 19 is the mover's 6 (OPPOSED geometry).
    ['both colours on one point', { mover: { points: { 6: 1 } }, opponent: { points: { 19: 1 } } }, 'ERR_MIXED_POINT'],
  ];
  it.each(cases)('%s → %s', (_name, setup, code) => {
    expect(codeOf(fromSetup('short', setup))).toBe(code);
  });
  it('bar checkers in a variant without hitting → ERR_BAR_NOT_ALLOWED', () => {
    expect(codeOf(fromSetup('long', { mover: { points: { 24: 14 }, bar: 1 }, opponent: { points: { 24: 15 } } }))).toBe(
      'ERR_BAR_NOT_ALLOWED',
    );
  });
  it('long nardy mixed point: opponent 24 is my 12', () => {
    expect(codeOf(fromSetup('long', { mover: { points: { 12: 1 } }, opponent: { points: { 24: 1 } } }))).toBe(
      'ERR_MIXED_POINT',
    );
  });
  it('every position error code is covered', () => {
    const covered = new Set([...cases.map((c) => c[2]), 'ERR_BAR_NOT_ALLOWED']);
    expect([...POSITION_ERRORS].sort()).toEqual([...covered].sort());
  });
  it('setup round-trips for every variant start', () => {
    for (const v of ['short', 'long', 'khachapuri', 'nackgammon'] as const) {
      const p = startPosition(v);
      const again = fromSetup(v, toSetup(p));
      expect(again.ok && Array.from(again.value.cells)).toEqual(Array.from(p.cells));
    }
  });
});

describe('Position IDs', () => {
  it.each([
    ['too short', 'abc'],
    ['bad characters', '4HPwATDgc/AB!A'],
    ['stray bits', '4HPwATDgc/AB//'],
    ['too many checkers', '////////////AA'],
  ])('%s → ERR_POSITION_ID', (_n, id) => expect(codeOf(parsePositionId(id))).toBe('ERR_POSITION_ID'));
  it('long nardy has no Position IDs → ERR_VARIANT_GEOMETRY', () => {
    expect(codeOf(parsePositionId('4HPwATDgc/ABMA', 'long'))).toBe('ERR_VARIANT_GEOMETRY');
    expect(() => makePositionId(startPosition('long'))).toThrow();
  });
  it('a position with checkers on the bar round-trips', () => {
    const p = position('short', '13:1,bar:2', '19:2,1:1');
    const id = makePositionId(p);
    const back = parsePositionId(id);
    const expected = Int8Array.from(p.cells);
    expected[26] = 12; // a Position ID implies the checkers not on the board are borne off
    expected[27] = 12;
    expect(back.ok && Array.from(back.value.cells)).toEqual(Array.from(expected));
  });
});

describe('move text', () => {
  it.each([
    [
      '24/18 13/8',
      [
        [24, 18],
        [13, 8],
      ],
    ],
    [
      'bar/21 6/off',
      [
        [25, 21],
        [6, 0],
      ],
    ],
    [
      '8/5* 5/4',
      [
        [8, 5],
        [5, 4],
      ],
    ],
    [
      '13/7(2)',
      [
        [13, 7],
        [13, 7],
      ],
    ],
    [
      '24/18/13',
      [
        [24, 18],
        [18, 13],
      ],
    ],
    [
      '25/21, 6/0',
      [
        [25, 21],
        [6, 0],
      ],
    ],
    ['', []],
  ])('parses %j', (text, steps) => {
    const r = parseMoveText(text);
    expect(r.ok && r.value.map((s) => [s.from, s.to])).toEqual(steps);
  });
  it.each(['24-18', '6/7', 'off/3', '3/bar', '26/20', '13/7(5)', '1/0 1/0 1/0 1/0 1/0'])('refuses %j', (text) => {
    expect(codeOf(parseMoveText(text))).toBe('ERR_MOVE_TEXT');
  });
  it('writes bar, off and hits', () => {
    expect(
      makeMoveText([
        { from: 25, to: 21, hit: true },
        { from: 6, to: 0 },
      ]),
    ).toBe('bar/21* 6/off');
  });
});

describe('rule options', () => {
  it('ignores unknown options and reads known ones', () => {
    const r = parseRuleOptions({ openingRoll: 'reroll', headRule: 'F1', longKoks: true, homeMarsValue: 3 });
    expect(r.ok && r.value).toEqual({ headRule: 'F1', longKoks: true, homeMarsValue: 3 });
  });
  it.each([
    { headRule: 'F3' },
    { sixBlock: 1 },
    { sixBlockTiming: 'never' },
    { strictFullPipsBearoff: 'yes' },
    { homeMarsValue: 4 },
    [1],
  ])('refuses %j with ERR_OPTION', (o) => expect(codeOf(parseRuleOptions(o))).toBe('ERR_OPTION'));
  it('the only option error code is ERR_OPTION', () => expect([...OPTION_ERRORS]).toEqual(['ERR_OPTION']));
});

describe('step-wise input refusals', () => {
  const rules = rulesFor('short');
  const start = startPosition('short');
  const plan = new TurnPlan(rules, start, [3, 1]);
  it('an illegal first step → move/illegal', () =>
    expect(codeOf(plan.view([{ from: 24, to: 20 }]))).toBe('move/illegal'));
  it('an incomplete play cannot be accepted as whole', () =>
    expect(codeOf(plan.play([{ from: 8, to: 5 }]))).toBe('move/illegal'));
  it('a whole play is accepted; a multi-die move resolves', () => {
    expect(
      codeOf(
        plan.play([
          { from: 8, to: 5 },
          { from: 6, to: 5 },
        ]),
      ),
    ).toBe('ok');
    expect(codeOf(plan.resolve([{ from: 24, to: 20 }]))).toBe('ok');
    expect(
      codeOf(
        plan.resolve([
          { from: 6, to: 5 },
          { from: 8, to: 5 },
        ]),
      ),
    ).toBe('ok');
  });
  it('a multi-die move written without * takes the route that hits nowhere on the way', () => {
    // White 7 and blots of Black on 4 (and 1): with 3-1, 7/3 can go by 6 or by 4 (hitting there).
    const id = parsePositionId('4HPwAULb7KIEAA');
    if (!id.ok) throw new Error(id.error.message);
    const blot = new TurnPlan(rules, id.value, [3, 1]);
    const blotOnFour = (text: string) => {
      const parsed = parseMoveText(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const steps = blot.resolve(parsed.value);
      if (!steps.ok) throw new Error(steps.error.message);
      return applySteps(id.value, steps.value).cells[4];
    };
    expect(id.value.cells[4]).toBe(-1);
    expect(blotOnFour('7/3')).toBe(-1);
    expect(blotOnFour('7/4*/3')).toBe(0);
    // When every route hits on the way (7 is blocked, a blot stands on 5), the hitting one is taken.
    const hitting = position('short', '8:1,6:5,1:9', '7:2,5:1,20:12');
    const only = new TurnPlan(rules, hitting, [3, 1]).resolve([{ from: 8, to: 4 }]);
    expect(only.ok && only.value.map((s) => `${s.from}/${s.to}`)).toEqual(['8/5', '5/4']);
  });
  it('the view offers multi-die moves of one checker', () => {
    const view = plan.view([]);
    expect(view.ok && view.value.moves.some((m) => m.from === 24 && m.to === 20 && m.steps.length === 2)).toBe(true);
    expect(view.ok && view.value.canConfirm).toBe(false);
  });
});

describe('endings (RULES.md §7.7)', () => {
  const koks = (variant: 'short' | 'long', loser: string, off = 0, opts = {}) =>
    classifyEnding(rulesFor(variant, opts), position(variant, loser, '', 0) && withOff(variant, loser, off), 'mover');
  function withOff(variant: 'short' | 'long', loser: string, off: number) {
    const p = position(variant, loser, '');
    const cells = Int8Array.from(p.cells);
    cells[26] = off;
    return { ...p, cells };
  }
  it('E01 oin, E02 mars, E03/E04 koks, E06 oin', () => {
    expect(koks('short', '6:5,5:4,4:2', 4)).toBe('oin');
    expect(koks('short', '8:2,6:10,5:3')).toBe('mars');
    expect(koks('short', '20:1,6:14')).toBe('koks');
    expect(koks('short', 'bar:1,6:14')).toBe('koks');
    expect(koks('short', '20:1,6:13', 1)).toBe('oin');
    expect(koks('short', '6:15')).toBe('homeMars');
  });
  it('E03 scores 3 / 2 / 1 under Koks / Mars / Oin', () => {
    expect(endingCoefficient('koks', 'koks')).toBe(3);
    expect(endingCoefficient('koks', 'mars')).toBe(2);
    expect(endingCoefficient('koks', 'oin')).toBe(1);
    expect(endingCoefficient('homeMars', 'koks', 3)).toBe(3);
    expect(endingCoefficient('homeMars', 'mars', 3)).toBe(2);
  });
  it('E07 long nardy: mars; koks only with longKoks', () => {
    expect(koks('long', '7:3,6:12')).toBe('mars');
    expect(koks('long', '14:1,6:14')).toBe('mars');
    expect(koks('long', '14:1,6:14', 0, { longKoks: true })).toBe('koks');
  });
  it('classifies the opponent after the winner bears off', () => {
    // The opponent's own 8 and 6 are the mover's 17 and 19.
    const p = position('short', '', '17:1,19:14');
    expect(classifyEnding(rulesFor('short'), p, 'opponent')).toBe('mars');
    expect(legalPlays(rulesFor('short'), p, [6, 5]).plays).toHaveLength(0);
  });
});
