import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from './notices.ts';

describe('notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('bug 19.10: an error (a failed import) stays until dismissed; information goes after 5 s', () => {
    let changes = 0;
    const notices = new Notices(() => changes++);
    const error = notices.say('This file is not a game this app can open: record/version', 'error');
    notices.say('Copied');
    vi.advanceTimersByTime(60_000);
    expect(notices.list.map((n) => n.text)).toEqual(['This file is not a game this app can open: record/version']);
    notices.dismiss(error);
    expect(notices.list).toEqual([]);
    expect(changes).toBeGreaterThanOrEqual(4);
  });

  it('keeps one information line and shows a repeated text once', () => {
    const notices = new Notices(() => {});
    notices.say('a');
    notices.say('b');
    notices.say('x', 'error');
    notices.say('x', 'error');
    expect(notices.list.map((n) => n.text)).toEqual(['b', 'x']);
  });
});
