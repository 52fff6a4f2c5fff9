import { displayPoint, ownPoint } from '@nardy/parallel';
import { describe, expect, test } from 'vitest';
import { boardLayout, hitTest, layoutFor, locOf, nextLoc, VIEW_H, VIEW_W } from './layout.ts';

const GEOMETRIES = ['opposed', 'sameDirection'] as const;

const ORIENTATIONS = [
  { bottom: 'white', home: 'right' },
  { bottom: 'white', home: 'left' },
  { bottom: 'black', home: 'right' },
  { bottom: 'black', home: 'left' },
] as const;

describe('boardLayout', () => {
  for (const geometry of GEOMETRIES) {
    for (const o of ORIENTATIONS) {
      test(`${geometry}, ${o.bottom} at the bottom, home ${o.home}: own 1 bottom corner of the home side, 24 above it`, () => {
        const layout = boardLayout(geometry, o);
        const p1 = layout.rects.get(`p${displayPoint(geometry, o.bottom, 1)}`)!;
        const p24 = layout.rects.get(`p${displayPoint(geometry, o.bottom, 24)}`)!;
        const p12 = layout.rects.get(`p${displayPoint(geometry, o.bottom, 12)}`)!;
        expect(p1.y).toBeGreaterThan(VIEW_H / 2);
        expect(p24.y).toBeLessThan(VIEW_H / 2);
        expect(p1.x).toBe(p24.x);
        if (o.home === 'right') expect(p1.x).toBeGreaterThan(p12.x);
        else expect(p1.x).toBeLessThan(p12.x);
        const off = layout.rects.get(`off-${o.bottom}`)!;
        expect(off.y).toBeGreaterThanOrEqual(VIEW_H / 2);
        expect(o.home === 'right' ? off.x > p1.x : off.x < p1.x).toBe(true);
        // 24 points + trays, and a bar only in the short family.
        expect(layout.rects.size).toBe(geometry === 'sameDirection' ? 26 : 28);
        expect(layout.rows[0].length + layout.rows[1].length).toBe(layout.rects.size);
        // Points are named in the bottom player's own numbering.
        for (let p = 1; p <= 24; p++) expect(layout.numbers.get(`p${p}`)).toBe(ownPoint(geometry, o.bottom, p));
      });
    }
  }

  test('long nardy: both sides run the same way; black head (white 12) bottom-left, black home top-left', () => {
    const layout = boardLayout('sameDirection', { bottom: 'white', home: 'right' });
    const blackHead = layout.rects.get(`p${displayPoint(layout.geometry, 'black', 24)}`)!;
    expect(`p${displayPoint(layout.geometry, 'black', 24)}`).toBe('p12');
    expect(blackHead.y).toBeGreaterThan(VIEW_H / 2);
    expect(blackHead.x).toBeLessThan(VIEW_W / 2);
    const blackHome = layout.rects.get(`p${displayPoint(layout.geometry, 'black', 1)}`)!; // white 13
    expect(blackHome.y).toBeLessThan(VIEW_H / 2);
    expect(blackHome.x).toBeLessThan(VIEW_W / 2);
  });

  test('hitTest finds the location under a point of the drawing and nothing between', () => {
    const layout = boardLayout('opposed', { bottom: 'white', home: 'right' });
    for (const [loc, r] of layout.rects) expect(hitTest(layout, r.x + r.w / 2, r.y + r.h / 2)).toBe(loc);
    expect(hitTest(layout, 2, 2)).toBeNull();
    expect(hitTest(layout, VIEW_W / 4, VIEW_H / 2)).toBeNull();
  });

  test('arrow keys walk rows left to right, Up/Down switch rows, Home/End jump', () => {
    const layout = boardLayout('opposed', { bottom: 'white', home: 'right' });
    expect(nextLoc(layout, 'p13', 'ArrowRight')).toBe('p14');
    expect(nextLoc(layout, 'p18', 'ArrowRight')).toBe('bar-white');
    expect(nextLoc(layout, 'bar-white', 'ArrowRight')).toBe('p19');
    expect(nextLoc(layout, 'p24', 'ArrowRight')).toBe('off-black');
    expect(nextLoc(layout, 'off-black', 'ArrowRight')).toBeNull();
    expect(nextLoc(layout, 'p13', 'ArrowLeft')).toBeNull();
    expect(nextLoc(layout, 'p13', 'ArrowDown')).toBe('p12');
    expect(nextLoc(layout, 'p1', 'ArrowUp')).toBe('p24');
    expect(nextLoc(layout, 'p1', 'End')).toBe('off-white');
    expect(nextLoc(layout, 'p1', 'Home')).toBe('p12');
    expect(nextLoc(layout, 'p1', 'x')).toBeNull();
  });

  test('display move ends ↔ locations: points as they are, the bar and tray of the mover', () => {
    expect(locOf('black', 1)).toBe('p1');
    expect(locOf('black', 25)).toBe('bar-black');
    expect(locOf('white', 0)).toBe('off-white');
    expect(locOf('white', 25)).toBe('bar-white');
    expect(locOf('black', 0)).toBe('off-black');
    expect(locOf('white', 12)).toBe('p12');
  });
});

describe('a layout kept across renders', () => {
  test('the same geometry and orientation keep the very same layout; any change makes a new one', () => {
    const first = layoutFor(null, 'opposed', { bottom: 'white', home: 'right' });
    expect(layoutFor(first, 'opposed', { bottom: 'white', home: 'right' })).toBe(first);
    for (const [geometry, bottom, home] of [
      ['sameDirection', 'white', 'right'],
      ['opposed', 'black', 'right'],
      ['opposed', 'white', 'left'],
    ] as const) {
      const next = layoutFor(first, geometry, { bottom, home });
      expect(next).not.toBe(first);
      expect(next).toEqual(boardLayout(geometry, { bottom, home }));
    }
  });
});
