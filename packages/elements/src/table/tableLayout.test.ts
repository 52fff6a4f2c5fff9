import { describe, expect, test } from 'vitest';
import {
  CHROME,
  LAYOUT_DEFAULTS,
  naturalTableHeight,
  type TableLayout,
  tableChrome,
  tableLayout,
} from './tableLayout.ts';

const ASPECT = 608 / 484;
const lay = (width: number, height: number, boards: number, active = 0) =>
  tableLayout({ ...LAYOUT_DEFAULTS, width, height, boards, active, aspect: ASPECT });

/** Every slot (heading and board) lies inside the stage and no two overlap. */
function inside(l: TableLayout, width: number, height: number): void {
  for (const s of l.slots) {
    const head = s.kind === 'thumb' ? LAYOUT_DEFAULTS.thumbHead : LAYOUT_DEFAULTS.head;
    expect(s.x).toBeGreaterThanOrEqual(0);
    expect(s.y).toBeGreaterThanOrEqual(0);
    expect(s.x + s.w).toBeLessThanOrEqual(width);
    expect(s.y + head + s.h).toBeLessThanOrEqual(height);
  }
  for (const [i, a] of l.slots.entries()) {
    for (const b of l.slots.slice(i + 1)) {
      const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart).toBe(true);
    }
  }
}

describe('table layout', () => {
  test('every board fits whole in the stage at the screen sizes players use, 1–4 boards', () => {
    // Stages: a laptop, a big screen, a tablet and a phone both ways, minus the app's header and bars.
    for (const [w, h] of [
      [1000, 680],
      [1500, 990],
      [760, 700],
      [382, 720],
      [600, 300],
      [836, 300],
    ]) {
      for (let n = 1; n <= 4; n++) inside(lay(w, h, n), w, h);
    }
  });

  test('one board takes the whole stage, limited by the height on a laptop', () => {
    const l = lay(1000, 680, 1);
    expect(l.mode).toBe('grid');
    expect(l.slots[0].w).toBe(Math.floor((680 - 26) * ASPECT));
  });

  test('four boards make a 2×2 grid on a laptop; two boards go side by side', () => {
    expect(lay(1000, 680, 4).columns).toBe(2);
    expect(lay(1000, 680, 2).columns).toBe(2);
  });

  test('on a phone two boards stack at full width; three or four give one large board and thumbnails', () => {
    const two = lay(382, 720, 2);
    expect(two.mode).toBe('grid');
    expect(two.slots.map((s) => s.w)).toEqual([382, 382]);
    const four = lay(382, 720, 4, 2);
    expect(four.mode).toBe('focus');
    expect(four.slots[2]).toMatchObject({ kind: 'main', w: 382 });
    expect(four.slots.filter((s) => s.kind === 'thumb')).toHaveLength(3);
    // Thumbnails under the large board, side by side.
    const thumbs = four.slots.filter((s) => s.kind === 'thumb');
    expect(new Set(thumbs.map((s) => s.y)).size).toBe(1);
    expect(thumbs[0].y).toBeGreaterThan(four.slots[2].h);
  });

  test('on a phone held sideways the thumbnails stand beside the large board', () => {
    const l = lay(600, 300, 4, 0);
    expect(l.mode).toBe('focus');
    const thumbs = l.slots.filter((s) => s.kind === 'thumb');
    expect(new Set(thumbs.map((s) => s.x)).size).toBe(1);
    expect(thumbs[0].x).toBeGreaterThan(l.slots[0].x + l.slots[0].w);
  });

  test('a flowing page puts boards side by side while each stays 380 px wide', () => {
    expect(lay(1200, Infinity, 2).columns).toBe(2);
    expect(lay(700, Infinity, 2).columns).toBe(1);
    expect(lay(1200, Infinity, 4).columns).toBe(3);
    expect(lay(1200, Infinity, 2).height).toBeGreaterThan(0);
  });

  test('the layout depends on the box and the board in play only', () => {
    expect(lay(1000, 680, 3, 1)).toEqual(lay(1000, 680, 3, 2));
    expect(lay(382, 720, 3, 1)).not.toEqual(lay(382, 720, 3, 2));
  });
});

describe('the height a fitted table would like', () => {
  test('its lines and its boards side by side as wide as they may be; more for a match line on a phone', () => {
    const one = naturalTableHeight({ width: 1000, boards: 1, active: 0, aspect: ASPECT, middle: false });
    expect(one).toBe(Math.ceil(Math.floor(1000 / ASPECT) + LAYOUT_DEFAULTS.head + tableChrome(1000, false)));
    const two = naturalTableHeight({ width: 1000, boards: 2, active: 0, aspect: ASPECT, middle: false });
    expect(two).toBeLessThan(one);
    const phone = naturalTableHeight({ width: 390, boards: 1, active: 0, aspect: ASPECT, middle: false });
    expect(naturalTableHeight({ width: 390, boards: 1, active: 0, aspect: ASPECT, middle: true })).toBe(
      phone + CHROME.gap + CHROME.middle,
    );
  });
});
