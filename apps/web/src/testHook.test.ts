import { describe, expect, it } from 'vitest';
import { readTestHook } from './testHook.ts';

describe('readTestHook', () => {
  it('honours ?seed in development', () => {
    expect(readTestHook('?seed=123', false)).toEqual({ seed: 123, test: false });
  });
  it('ignores ?seed in production unless test=1 is given too', () => {
    expect(readTestHook('?seed=123', true)).toEqual({ seed: null, test: false });
    expect(readTestHook('?seed=123&test=1', true)).toEqual({ seed: 123, test: true });
  });
  it('ignores a seed that is not a number', () => {
    expect(readTestHook('?seed=abc&test=1', true).seed).toBeNull();
    expect(readTestHook('?seed=-5', false).seed).toBeNull();
  });
});
