import { describe, expect, test } from 'vitest';
import {
  DRAG_THRESHOLD,
  findMove,
  IDLE,
  type LegalMove,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  reconcile,
  tap,
  undone,
} from './interaction.ts';

const move = (from: `p${number}`, to: `p${number}` | 'off-white', dice: number[]): LegalMove => {
  const [a, b] = [Number(from.slice(1)), to === 'off-white' ? 0 : Number(to.slice(1))];
  return { from, to, move: { from: a, to: b, dice, text: `${a}/${b || 'off'}` } };
};
const LEGAL = [move('p24', 'p21', [3]), move('p24', 'p23', [1]), move('p24', 'p20', [3, 1]), move('p13', 'p10', [3])];

describe('tap', () => {
  test('tap a source, then a destination: one step intent, selection cleared, step pending', () => {
    const a = tap(IDLE, LEGAL, 'p24');
    expect(a.state.selected).toBe('p24');
    expect(a.intent).toBeNull();
    const b = tap(a.state, LEGAL, 'p20');
    expect(b.intent).toEqual({ type: 'step', move: LEGAL[2] });
    expect(b.state.selected).toBeNull();
    expect(b.state.pending).toEqual([LEGAL[2]]);
  });

  test('tapping the selected source again puts it back; a non-source clears; another source switches', () => {
    const a = tap(IDLE, LEGAL, 'p24').state;
    expect(tap(a, LEGAL, 'p24').state.selected).toBeNull();
    expect(tap(a, LEGAL, 'p5').state.selected).toBeNull();
    expect(tap(a, LEGAL, 'p13').state.selected).toBe('p13');
    // A tap where nothing can move: no selection, and the host is told (it may explain why).
    expect(tap(IDLE, LEGAL, 'p6')).toEqual({ state: IDLE, intent: { type: 'refused', from: 'p6', to: null } });
  });

  test('an illegal destination steps nowhere (the host is told, to explain) and leaves the pending steps untouched', () => {
    const a = tap(IDLE, LEGAL, 'p24').state;
    const b = tap(a, LEGAL, 'p9');
    expect(b.intent).toEqual({ type: 'refused', from: 'p24', to: 'p9' });
    expect(b.state.pending).toEqual([]);
  });

  test('findMove prefers the fewest dice for the same destination, then the smallest die', () => {
    const legal = [move('p6', 'off-white', [3, 3]), move('p6', 'off-white', [6])];
    expect(findMove(legal, 'p6', 'off-white')?.move.dice).toEqual([6]);
    // Bearing off from the 2 with 5-4: the 4 is spent, as the table spends it for a step without a die.
    const off = [move('p2', 'off-white', [5]), move('p2', 'off-white', [4])];
    expect(findMove(off, 'p2', 'off-white')?.move.dice).toEqual([4]);
  });
});

describe('pointer pipeline', () => {
  test('a press that stays under the threshold is a tap', () => {
    let s = pointerDown(IDLE, 1, 'p24', 100, 100);
    s = pointerMove(s, LEGAL, 1, 'p24', 100 + DRAG_THRESHOLD - 1, 100);
    expect(s.press?.dragging).toBe(false);
    const up = pointerUp(s, LEGAL, 1, 'p24');
    expect(up.state.selected).toBe('p24');
    expect(up.intent).toBeNull();
  });

  test('a drag from a source to a legal destination steps; to an illegal one cancels', () => {
    let s = pointerDown(IDLE, 7, 'p24', 100, 100);
    s = pointerMove(s, LEGAL, 7, 'p23', 130, 100);
    expect(s.press?.dragging).toBe(true);
    expect(s.selected).toBe('p24');
    const ok = pointerUp(s, LEGAL, 7, 'p21');
    expect(ok.intent).toEqual({ type: 'step', move: LEGAL[0] });
    const bad = pointerUp(s, LEGAL, 7, 'p9');
    expect(bad.intent).toEqual({ type: 'refused', from: 'p24', to: 'p9' });
    expect(bad.state).toEqual({ selected: null, press: null, pending: [] });
  });

  test('dragging from a non-source never starts; other pointers are ignored; cancel drops the press', () => {
    let s = pointerDown(IDLE, 1, 'p6', 0, 0);
    s = pointerMove(s, LEGAL, 1, 'p5', 50, 0);
    expect(s.press?.dragging).toBe(false);
    expect(pointerDown(s, 2, 'p24', 0, 0)).toBe(s);
    expect(pointerMove(s, LEGAL, 2, 'p24', 90, 90)).toBe(s);
    expect(pointerUp(s, LEGAL, 2, 'p24')).toEqual({ state: s, intent: null });
    expect(pointerCancel(s, 1).press).toBeNull();
  });

  test('undone pops the last pending step; reconcile drops a stale selection and clears on a new turn', () => {
    const after = tap(tap(IDLE, LEGAL, 'p24').state, LEGAL, 'p21').state;
    expect(undone(after).pending).toEqual([]);
    const selected = tap(IDLE, LEGAL, 'p13').state;
    expect(reconcile(selected, [LEGAL[0]], false).selected).toBeNull();
    expect(reconcile(selected, LEGAL, false).selected).toBe('p13');
    expect(reconcile(after, LEGAL, true).pending).toEqual([]);
    expect(reconcile(after, LEGAL, false).pending).toHaveLength(1);
  });
});
