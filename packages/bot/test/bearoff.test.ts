import { CELLS, OFF_CELL, OPP_OFF_CELL, rulesFor } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { evaluatePosition, rankPlays } from '../src/analysis.ts';
import { BEAROFF_MOST_CHECKERS, withBearoff } from '../src/bearoff.ts';
import type { Evaluator } from '../src/evaluator.ts';
import { LOSE_KOKS, LOSE_MARS, OUTPUTS, WIN, WIN_KOKS, WIN_MARS } from '../src/outputs.ts';

/** An evaluator that must not be asked: the database should answer every pure bear-off itself. */
const marker: Evaluator = {
  name: 'marker',
  evaluate(_cells, out) {
    out.fill(-1);
  },
};

/** The mover's checkers by point (1–6) and the other side's by his own point (1–6), the rest borne off. */
function board(mine: Record<number, number>, theirs: Record<number, number>): Int8Array {
  const cells = new Int8Array(CELLS);
  let m = 0;
  let t = 0;
  for (const [p, n] of Object.entries(mine)) {
    cells[Number(p)] = n;
    m += n;
  }
  for (const [p, n] of Object.entries(theirs)) {
    cells[25 - Number(p)] = -n;
    t += n;
  }
  cells[OFF_CELL] = 15 - m;
  cells[OPP_OFF_CELL] = 15 - t;
  return cells;
}

const short = rulesFor('short');
const chances = (cells: Int8Array, inner: Evaluator = marker, rules = short) => {
  const out = new Float64Array(OUTPUTS);
  withBearoff(inner, rules).evaluate(cells, out);
  return out;
};

describe('one-sided bear-off database', () => {
  it('counts the rolls that bear a last checker off at once', () => {
    // One checker on the 6-point bears off in one roll unless the dice total less than 6
    // (1-1, 2-1, 3-1, 4-1, 3-2: 9 of 36); the other side's last checker then always comes off.
    expect(chances(board({ 6: 1 }, { 1: 1 }))[WIN]).toBeCloseTo(27 / 36, 6);
    // Two on the 6-point need a double of 3 or more: 4 of 36.
    expect(chances(board({ 6: 2 }, { 1: 1 }))[WIN]).toBeCloseTo(4 / 36, 6);
    expect(chances(board({ 1: 1 }, { 1: 1 }))[WIN]).toBeCloseTo(1, 6);
  });

  it('judges the race the net misread (ADR 0101): four checkers against three', () => {
    // The mover bears off at once with 2-2 and higher doubles (5/36); else two stay, and he wins unless
    // the other side rolls a double (6/36) and unless his own two cannot both come off.
    const p = chances(board({ 1: 1, 2: 3 }, { 1: 2, 2: 1 }));
    expect(p[WIN]).toBeGreaterThan(0.75);
    expect(p[WIN]).toBeLessThan(0.86);
    expect(p[WIN_MARS]).toBe(0);
    expect(p[LOSE_MARS]).toBe(0);
  });

  it('judges only sides that have borne a checker off, so no mars is possible, and up to `most` left', () => {
    const p = chances(board({ 1: 1, 2: 3 }, { 1: 2, 2: 1 }));
    expect([p[WIN_MARS], p[WIN_KOKS], p[LOSE_MARS], p[LOSE_KOKS]]).toEqual([0, 0, 0, 0]);
    const full = { 1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 2 };
    expect(chances(board({ 1: 1 }, full))[WIN]).toBe(-1);
    expect(chances(board(full, { 1: 1 }))[WIN]).toBe(-1);
    expect(BEAROFF_MOST_CHECKERS).toBeLessThanOrEqual(14);
  });

  it('gives the side on roll an even race of one checker each, and fewer chances with more checkers', () => {
    const p = chances(board({ 2: 1 }, { 2: 1 }));
    expect(p[WIN]).toBeCloseTo(1, 6);
    // More checkers mean fewer chances, with everything else equal.
    const a = chances(board({ 1: 2, 2: 2 }, { 1: 2, 2: 2 }))[WIN];
    const b = chances(board({ 1: 2, 2: 3 }, { 1: 2, 2: 2 }))[WIN];
    expect(b).toBeLessThan(a);
  });

  it('leaves every other position to the inner evaluator', () => {
    const inner: Evaluator = {
      name: 'inner',
      evaluate(_cells, out) {
        out.fill(0.25);
      },
    };
    const contact = board({ 1: 1 }, { 1: 1 });
    contact[OFF_CELL] = 13;
    contact[20] = 1; // a mover's checker outside his home
    expect(chances(contact, inner)[WIN]).toBe(0.25);
    const long = rulesFor('long');
    expect(chances(board({ 1: 1 }, { 1: 1 }), inner, long)[WIN]).toBe(0.25);
    expect(withBearoff(inner, long)).toBe(inner);
  });

  it('leaves sides with more checkers than asked to the inner evaluator', () => {
    const inner: Evaluator = {
      name: 'inner',
      evaluate(_cells, out) {
        out.fill(0.25);
      },
    };
    const judged = (cells: Int8Array, most: number) => {
      const out = new Float64Array(OUTPUTS);
      withBearoff(inner, short, most).evaluate(cells, out);
      return out[WIN];
    };
    const five = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 };
    expect(judged(board(five, { 1: 1 }), 5)).not.toBe(0.25);
    expect(judged(board(five, { 1: 1 }), 4)).toBe(0.25);
    expect(judged(board({ 1: 1 }, five), 4)).toBe(0.25);
    expect(judged(board({ 1: 1 }, { 1: 1 }), 0)).toBe(0.25);
  });

  it("is the bot's judgement of pure bear-offs: the committed net's plays are ranked by the database", () => {
    const position = { variant: 'short' as const, cells: board({ 6: 1, 5: 2, 1: 1 }, { 1: 2, 3: 1 }) };
    const byDatabase = rankPlays('short', position, [2, 1], { evaluator: withBearoff(marker, short) });
    const byBot = rankPlays('short', position, [2, 1]);
    if (!byDatabase.ok || !byBot.ok) throw new Error('rankPlays failed');
    expect(byBot.value.length).toBeGreaterThan(1);
    expect(byBot.value.map((p) => p.equity)).toEqual(byDatabase.value.map((p) => p.equity));
    for (const play of byDatabase.value) expect(Math.abs(play.equity)).toBeLessThanOrEqual(3);
  });

  it("is the bot's view of a pure bear-off before the roll too (evaluatePosition)", () => {
    // Two on the 6-point against one on the 1-point: only 3-3 and higher doubles (4 of 36) win.
    const position = { variant: 'short' as const, cells: board({ 6: 2 }, { 1: 1 }) };
    const byBot = evaluatePosition(position);
    expect(byBot.probabilities[WIN]).toBeCloseTo(4 / 36, 6);
    expect(byBot.equity).toBeCloseTo(2 * (4 / 36) - 1, 6);
    expect(evaluatePosition(position, { evaluator: withBearoff(marker, short) }).probabilities).toEqual(
      byBot.probabilities,
    );
  });
});
