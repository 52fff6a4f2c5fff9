import { describe, expect, it } from 'vitest';
import { fromSetup, pipCounts } from '../src/index.ts';

describe('pipCounts', () => {
  it('counts 0, never -0, for a side with every checker borne off (views go over the wire as JSON)', () => {
    const position = fromSetup('short', { mover: { points: { 1: 15 } }, opponent: { points: {}, off: 15 } });
    if (!position.ok) throw new Error(position.error.message);
    const [mine, theirs] = pipCounts(position.value);
    expect(mine).toBe(15);
    expect(Object.is(theirs, 0)).toBe(true);
  });
});
