import { describe, expect, it } from 'vitest';
import { openingRows } from './openingBoard.ts';

describe('opening diagram rows', () => {
  it('short nardy: white 5 on 13 top-left, 2 on 24 top-right; black mirrored', () => {
    const { top, bottom } = openingRows('short');
    expect(top[0]).toBe(5); // white 13
    expect(top[11]).toBe(2); // white 24
    expect(bottom[11]).toBe(-2); // black's 24 = white's 1
    expect([...top, ...bottom].reduce((a, n) => a + Math.max(0, n), 0)).toBe(15);
    expect([...top, ...bottom].reduce((a, n) => a + Math.max(0, -n), 0)).toBe(15);
  });
  it("long nardy: white's head on 24, black's head on white's 12", () => {
    const { top, bottom } = openingRows('long');
    expect(top[11]).toBe(15);
    expect(bottom[0]).toBe(-15);
  });
});
