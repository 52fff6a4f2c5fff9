import type { Color } from '@nardy/rules';
import { BAR_W, middleBand, NUMBERS_H, VIEW_H, VIEW_W } from '../board/layout.ts';

/** Where a bar lies over a board's box, as fractions of its width and height (0..1). */
export interface BarBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** How the boards are turned (`<nardy-table>`'s `bottom` and `home`). */
export interface BarOrientation {
  readonly bottom: Color;
  readonly home: 'left' | 'right';
}

type Band = { x: number; y: number; w: number; h: number };

/** A band of the drawing as a box of the board's box, which has the number strips above and below. */
function boxOf(band: Band, numbers: boolean): BarBox {
  const numbersH = numbers ? NUMBERS_H : 0;
  const totalH = VIEW_H + 2 * numbersH;
  return {
    left: band.x,
    width: band.w,
    top: (numbersH + band.y * VIEW_H) / totalH,
    height: (band.h * VIEW_H) / totalH,
  };
}

/**
 * Pure: the action bar's place on the board in play. The dice lie on the half of the player who rolled
 * (the home half for the bottom player); the bar takes the free middle of the other half and the
 * centre bar beside it, so that two buttons fit a small board. `turn` null: the outer half.
 */
export function actionBarBox(orientation: BarOrientation, turn: Color | null, numbers: boolean): BarBox {
  const half = turn === null || turn === orientation.bottom ? 'outer' : 'home';
  const band = middleBand(orientation, half);
  const bar = BAR_W / VIEW_W;
  const widened =
    band.x + band.w / 2 < 0.5 ? { ...band, w: band.w + bar } : { ...band, x: band.x - bar, w: band.w + bar };
  return boxOf(widened, numbers);
}

/** Pure: the notation field's place: the free middle of both halves, across the centre bar. */
export function typingBox(orientation: BarOrientation, numbers: boolean): BarBox {
  const home = middleBand(orientation, 'home');
  const outer = middleBand(orientation, 'outer');
  const left = Math.min(home.x, outer.x);
  return boxOf({ ...home, x: left, w: Math.max(home.x, outer.x) + home.w - left }, numbers);
}

/** The box as the CSS properties that place it (percentages of the board's box). */
export function boxStyle(box: BarBox): Record<string, string> {
  return {
    left: `${box.left * 100}%`,
    width: `${box.width * 100}%`,
    top: `${box.top * 100}%`,
    height: `${box.height * 100}%`,
  };
}
