import { correspondenceClock, DAY_MS, replayLog } from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { RoomClock } from './roomClock.ts';
import type { TimeSource } from './time.ts';

/** A time source whose timers are only recorded (the test fires them). */
function fakeTime(start: number) {
  const timers: { ms: number; fire: () => void }[] = [];
  const time: TimeSource & { at: number } = {
    at: start,
    now: () => time.at,
    setTimeout: (fire, ms) => {
      timers.push({ ms, fire });
      return timers.length - 1;
    },
    clearTimeout: () => {},
  };
  return { time, timers };
}

const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } });
if (!config.ok) throw new Error(config.error.code);
/** The table just after the opening roll: white to play. */
const played = replayLog(config.value, [{ type: 'opening', white: 3, black: 1 }]);
if (!played.ok) throw new Error('opening refused');
const afterOpening = played.state;
const empty = replayLog(config.value, []);
if (!empty.ok) throw new Error('empty log refused');
const opening = empty.state;

describe('the room clock of a correspondence table', () => {
  it('goes on with the running turn from when it began, vacation granted in it included', () => {
    const { time, timers } = fakeTime(10 * DAY_MS);
    const events = { deadline: [] as string[], idle: 0 };
    const clock = new RoomClock(
      correspondenceClock(2),
      null,
      time,
      { deadline: (p) => events.deadline.push(p), idle: () => events.idle++ },
      { since: 10 * DAY_MS - 36 * 3_600_000, extraMs: DAY_MS },
    );
    clock.sync(afterOpening);
    expect(clock.running).toBe('white');
    // Began 36 hours ago with 2 days and a day of vacation: 36 hours left.
    expect(timers.at(-1)?.ms).toBe(36 * 3_600_000);
    expect(clock.spent()).toBeNull();
    time.at += 36 * 3_600_000;
    expect(clock.spent()).toBe('white');
    clock.extend(DAY_MS);
    expect(clock.spent()).toBeNull();
    expect(timers.at(-1)?.ms).toBe(DAY_MS);
  });

  it('arms a deadline weeks away in steps a timer can wait, and rolls the opening after 2 seconds', () => {
    const { time, timers } = fakeTime(0);
    const deadlines: string[] = [];
    const clock = new RoomClock(correspondenceClock(7), { white: 30 * DAY_MS, black: 0 }, time, {
      deadline: (p) => deadlines.push(p),
      idle: () => {},
    });
    clock.sync(opening);
    expect(timers.at(-1)?.ms).toBe(2000);
    clock.sync(afterOpening);
    const first = timers.at(-1);
    expect(first?.ms).toBe(2 ** 31 - 1);
    time.at += 2 ** 31 - 1;
    first?.fire();
    expect(deadlines).toEqual([]);
    expect(timers.at(-1)?.ms).toBe(37 * DAY_MS - (2 ** 31 - 1));
    time.at = 37 * DAY_MS;
    timers.at(-1)?.fire();
    expect(deadlines).toEqual(['white']);
  });
});
