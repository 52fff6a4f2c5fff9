// The naive cube policy kept as the yardstick of `cubeDecision` (issue 6: cube benchmark).
import { applyEvent, createTable, parseTableConfig, type TableState } from '@nardy/parallel';
import type { Side } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { NAIVE_CUBE, naiveCubeDecision } from '../src/cubeBaseline.ts';
import { cubeDecision } from '../src/cubeDecision.ts';

const W = 'white' as const;

function side(points: Record<number, number>, extra: { off?: number; bar?: number } = {}): Side {
  return { points: Object.fromEntries(Object.entries(points).map(([p, n]) => [String(p), n])), ...extra };
}

function table(boards: unknown[], mode: 'perBoard' | 'shared'): TableState {
  const config = parseTableConfig({ boards, ending: 'koks', cube: { mode, max: 64 } });
  if (!config.ok) throw new Error(config.error.message);
  return createTable(config.value, W);
}

function offer(state: TableState, board: number | null): TableState {
  const r = applyEvent(state, board === null ? { type: 'double', player: W } : { type: 'double', player: W, board });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// A gammonless bear-off race that White, on roll, wins about 91 % (GNU Backgammon's bear-off database).
const crushing = {
  variant: 'short',
  start: { white: side({ 6: 3, 5: 2 }, { off: 10 }), black: side({ 6: 2, 5: 2, 3: 2, 2: 2, 1: 1 }, { off: 6 }) },
};
// White has borne off 13, Black has not started: White wins almost surely, and Black can be marsed.
const marsable = {
  variant: 'short',
  start: { white: side({ 2: 1, 1: 1 }, { off: 13 }), black: side({ 12: 5, 8: 5, 6: 5 }) },
};

describe('naiveCubeDecision', () => {
  it('uses the thresholds it documents', () => {
    expect(NAIVE_CUBE.double).toBeGreaterThan(0.5);
    expect(NAIVE_CUBE.take).toBeLessThan(0.5);
  });

  it('does not double the opening position and takes an opening double', () => {
    for (const mode of ['perBoard', 'shared'] as const) {
      const state = table([{ variant: 'short' }, { variant: 'short' }], mode);
      expect(naiveCubeDecision(state)).toEqual({ ok: true, value: { kind: 'noDouble' } });
      expect(naiveCubeDecision(offer(state, mode === 'shared' ? null : 0))).toEqual({
        ok: true,
        value: { kind: 'take' },
      });
    }
  });

  it('doubles a board it wins 91 % and the opponent drops it', () => {
    const state = table([crushing], 'perBoard');
    expect(naiveCubeDecision(state)).toEqual({ ok: true, value: { kind: 'double', board: 0 } });
    expect(naiveCubeDecision(offer(state, 0))).toEqual({ ok: true, value: { kind: 'drop', board: 0 } });
  });

  it('ignores the rest of the table where cubeDecision does not', () => {
    // Black bears off his last checker on board 0 next turn, so that board finishes first and Black pays
    // the half point — unless a dropped double on board 1 ends it first: cubeDecision holds, the naive
    // policy doubles anyway (RULES.md §6.5).
    const blackFinishesNext = {
      variant: 'short',
      start: { white: side({ 6: 5, 5: 5, 4: 4 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) },
    };
    const state = table([blackFinishesNext, crushing], 'perBoard');
    expect(naiveCubeDecision(state)).toEqual({ ok: true, value: { kind: 'double', board: 1 } });
    expect(cubeDecision(state)).toEqual({ ok: true, value: { kind: 'noDouble' } });
  });

  it('shared cube: judges the mean chance and a dropper gives up the board he is least likely to win', () => {
    const state = table([marsable, marsable], 'shared');
    expect(naiveCubeDecision(state)).toEqual({ ok: true, value: { kind: 'double', board: null } });
    const mixed = table([{ variant: 'short' }, marsable, marsable], 'shared');
    const offered = offer(mixed, null);
    expect(naiveCubeDecision(offered)).toEqual({ ok: true, value: { kind: 'drop', board: 1 } });
  });

  it('refuses to decide when no cube action is due', () => {
    const state = table([{ variant: 'short' }], 'perBoard');
    const rolled = applyEvent(state, { type: 'roll', player: W, dice: [3, 1] });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(naiveCubeDecision(rolled.value)).toMatchObject({ ok: false, error: { code: 'bot/no-cube-decision' } });
  });
});
