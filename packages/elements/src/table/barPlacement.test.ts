import { describe, expect, test } from 'vitest';
import { middleBand, NUMBERS_H, VIEW_H } from '../board/layout.ts';
import { actionBarBox, boxStyle, typingBox } from './barPlacement.ts';

const right = { bottom: 'white', home: 'right' } as const;
const left = { bottom: 'white', home: 'left' } as const;
const centre = (b: { left: number; width: number }) => b.left + b.width / 2;

describe('where the action bar lies on the board in play', () => {
  test('on the half away from the dice: the outer half when the bottom player rolled, else his home half', () => {
    // Home on the right: the bottom player's dice lie on the right, his bar on the left half.
    expect(centre(actionBarBox(right, 'white', false))).toBeLessThan(0.5);
    expect(centre(actionBarBox(right, 'black', false))).toBeGreaterThan(0.5);
    expect(centre(actionBarBox(right, null, false))).toBeLessThan(0.5);
    // Mirrored with the home on the left.
    expect(centre(actionBarBox(left, 'white', false))).toBeGreaterThan(0.5);
  });

  test('it takes its half’s free middle and the centre bar beside it', () => {
    const half = middleBand(right, 'outer');
    const box = actionBarBox(right, 'white', false);
    expect(box.left).toBeCloseTo(half.x);
    expect(box.width).toBeGreaterThan(half.w);
    expect(box.left + box.width).toBeLessThanOrEqual(0.55);
    expect(box.top).toBeCloseTo(half.y);
    expect(box.height).toBeCloseTo(half.h);
  });

  test('the number strips above and below the drawing push it down and shrink it', () => {
    const plain = actionBarBox(right, 'white', false);
    const numbered = actionBarBox(right, 'white', true);
    const total = VIEW_H + 2 * NUMBERS_H;
    expect(numbered.top).toBeCloseTo((NUMBERS_H + plain.top * VIEW_H) / total);
    expect(numbered.height).toBeCloseTo((plain.height * VIEW_H) / total);
  });

  test('the notation field spans both halves across the centre bar', () => {
    const box = typingBox(right, true);
    const home = middleBand(right, 'home');
    const outer = middleBand(right, 'outer');
    expect(box.left).toBeCloseTo(outer.x);
    expect(box.left + box.width).toBeCloseTo(home.x + home.w);
    expect(boxStyle({ left: 0.25, top: 0.5, width: 0.125, height: 0.1 })).toEqual({
      left: '25%',
      top: '50%',
      width: '12.5%',
      height: '10%',
    });
  });
});
