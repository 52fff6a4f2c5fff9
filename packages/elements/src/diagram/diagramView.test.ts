import { fromSetup, makePositionId } from '@nardy/rules';
import { describe, expect, test } from 'vitest';
import { parseDice } from '../dice/parseDice.ts';
import { diagramView } from './diagramView.ts';

const pointsOf = (r: ReturnType<typeof diagramView>) => {
  if (!r.ok) throw new Error(r.error.code);
  return Object.fromEntries(r.value.points.flatMap((n, p) => (n !== 0 ? [[p, n]] : [])));
};

describe('diagramView', () => {
  test('gnubg start ID with white on roll: white own numbering is White numbering', () => {
    const r = diagramView({ positionId: '4HPwATDgc/ABMA' });
    expect(pointsOf(r)).toEqual({ 1: -2, 6: 5, 8: 3, 12: -5, 13: 5, 17: -3, 19: -5, 24: 2 });
    expect(r.ok && r.value.pips).toEqual({ white: 167, black: 167 });
  });

  test('turn="black": the ID is read from black; black own 24 is White 1', () => {
    const r = diagramView({ positionId: '4HPwATDgc/ABMA', turn: 'black', dice: '6-6' });
    expect(pointsOf(r)).toEqual({ 1: -2, 6: 5, 8: 3, 12: -5, 13: 5, 17: -3, 19: -5, 24: 2 });
    expect(r.ok && r.value.turn).toBe('black');
    expect(r.ok && r.value.diceLeft).toEqual([6, 6, 6, 6]);
    // An asymmetric ID: the player on roll has a checker on the bar.
    const pos = fromSetup('short', { mover: { points: { 6: 14 }, bar: 1 }, opponent: { points: { 6: 15 } } });
    if (!pos.ok) throw new Error('fixture');
    const id = makePositionId(pos.value);
    const asWhite = diagramView({ positionId: id });
    const asBlack = diagramView({ positionId: id, turn: 'black' });
    expect(asWhite.ok && asWhite.value.bar).toEqual({ white: 1, black: 0 });
    expect(asBlack.ok && asBlack.value.bar).toEqual({ white: 0, black: 1 });
    expect(pointsOf(asBlack)).toEqual({ 19: -14, 6: 15 });
  });

  test('setup JSON for a long-family board, each side in its own numbering', () => {
    const r = diagramView({
      variant: 'long',
      setup: JSON.stringify({ white: { points: { 24: 14, 20: 1 } }, black: { points: { 24: 15 } } }),
    });
    expect(pointsOf(r)).toEqual({ 24: 14, 20: 1, 12: -15 });
    expect(r.ok && r.value.pips).toEqual({ white: 24 * 14 + 20, black: 24 * 15 });
  });

  test('no position: the variant start (khachapuri heads and first home points)', () => {
    expect(pointsOf(diagramView({ variant: 'khachapuri' }))).toEqual({ 24: 4, 6: 11, 12: -4, 18: -11 });
  });

  test.each([
    [{ variant: 'backgammon' }, 'ERR_VARIANT'],
    [{ turn: 'red' }, 'ERR_TURN'],
    [{ dice: '7-1' }, 'ERR_DICE'],
    [{ setup: '{not json' }, 'ERR_SETUP_JSON'],
    [{ setup: '[]' }, 'ERR_SETUP_SHAPE'],
    [{ setup: '{"white": {"points": {"24": 16}}, "black": {"points": {}}}' }, 'ERR_CHECKER_NUMBER'],
    [{ setup: '{"white": {"points": {"24": 9, "13": 9}}, "black": {"points": {}}}' }, 'ERR_CHECKER_COUNT'],
    [{ setup: '{"white": {"points": {"24": 1}}, "black": {"points": {"1": 1}}}' }, 'ERR_MIXED_POINT'],
    [{ setup: '{"white": {"points": {"30": 1}}, "black": {"points": {}}}' }, 'ERR_POINT_NUMBER'],
    [{ variant: 'long', setup: '{"white": {"points": {}, "bar": 1}, "black": {"points": {}}}' }, 'ERR_BAR_NOT_ALLOWED'],
    [{ positionId: 'nonsense' }, 'ERR_POSITION_ID'],
    [{ variant: 'long', positionId: '4HPwATDgc/ABMA' }, 'ERR_VARIANT_GEOMETRY'],
    [{ positionId: '4HPwATDgc/ABMA', setup: '{}' }, 'ERR_BOTH_SOURCES'],
  ])('%j is refused with %s', (attrs, code) => {
    const r = diagramView(attrs);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });

  test('parseDice', () => {
    expect(parseDice('3-1')).toEqual([3, 1]);
    expect(parseDice('5 5')).toEqual([5, 5]);
    expect(parseDice('64')).toEqual([6, 4]);
    expect(parseDice('0-1')).toBeNull();
    expect(parseDice('3-1-2')).toBeNull();
  });
});
