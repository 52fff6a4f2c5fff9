import { describe, expect, it } from 'vitest';
import { TokenBucket, WindowCounter } from './limits.ts';

describe('limits', () => {
  it('a token bucket allows a burst, then the rate', () => {
    let t = 0;
    const bucket = new TokenBucket(10, 3, () => t);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    t += 100; // one token back after 1/10 s
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    t += 10_000; // never more than the burst
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('a window counter limits each key over a sliding window', () => {
    let t = 0;
    const counter = new WindowCounter(2, 60_000, () => t);
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a'), counter.hit('b')]).toEqual([true, true, false, true]);
    t = 59_999;
    expect(counter.hit('a')).toBe(false);
    t = 60_000;
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a')]).toEqual([true, true, false]);
  });
});
