import { describe, expect, it } from 'vitest';
import {
  chargeTo,
  clockDisplay,
  clockForPreset,
  clockRecord,
  clockView,
  correspondenceClock,
  deadlineOf,
  handTo,
  isCorrespondence,
  newClock,
  parseClockRequest,
  reserveAt,
} from '../src/clock.ts';

const settings = { delayMs: 10_000, reserveMs: 60_000 };

describe('clock arithmetic: a simple delay per turn, then the reserve', () => {
  it('the delay is free, the reserve runs after it, the other clock stands still', () => {
    let c = handTo(newClock(settings), 'white', 1000);
    expect(reserveAt(c, 'white', 1000 + 9_999)).toBe(60_000);
    expect(reserveAt(c, 'white', 1000 + 25_000)).toBe(45_000);
    expect(reserveAt(c, 'black', 1000 + 25_000)).toBe(60_000);
    expect(deadlineOf(c)).toBe(1000 + 10_000 + 60_000);
    c = handTo(c, 'black', 1000 + 25_000);
    expect(c.reserve).toEqual({ white: 45_000, black: 60_000 });
    expect(reserveAt(c, 'black', 1000 + 25_000 + 15_000)).toBe(55_000);
    // Back to White: a fresh delay; what he did not use of the last one is not saved.
    c = handTo(c, 'white', 50_000);
    expect(c.running).toEqual({ player: 'white', since: 50_000, reserveAtStart: 45_000 });
    expect(reserveAt(c, 'white', 200_000)).toBe(0);
  });

  it('charging is idempotent and handing the clock to its runner changes nothing', () => {
    const c = handTo(newClock(settings), 'black', 0);
    expect(handTo(c, 'black', 30_000)).toBe(c);
    expect(chargeTo(chargeTo(c, 30_000), 30_000).reserve.black).toBe(40_000);
    expect(handTo(c, null, 30_000)).toEqual({ settings, reserve: { white: 60_000, black: 40_000 }, running: null });
  });

  it('the display counts the delay down first, then the running reserve', () => {
    const view = clockView(handTo(newClock(settings), 'white', 0), 4_000);
    expect(view).toEqual({
      settings,
      reserve: { white: 60_000, black: 60_000 },
      running: { player: 'white', delayLeftMs: 6_000 },
    });
    expect(clockDisplay(view, 1_000).white).toEqual({ reserveMs: 60_000, delayMs: 5_000, running: true });
    expect(clockDisplay(view, 16_000).white).toEqual({ reserveMs: 50_000, delayMs: 0, running: true });
    expect(clockDisplay(view, 16_000).black).toEqual({ reserveMs: 60_000, delayMs: 0, running: false });
    expect(clockDisplay(view, 999_000).white.reserveMs).toBe(0);
  });
});

describe('presets and requests', () => {
  it('reserve per match point and board; no clock for none', () => {
    const one = { boards: [{ variant: 'short' as const }] };
    expect(clockForPreset('standard', one)).toEqual({ delayMs: 12_000, reserveMs: 60_000 });
    expect(clockForPreset('standard', { ...one, match: { length: 5, seriesFirstMove: 'loser' } })).toEqual({
      delayMs: 12_000,
      reserveMs: 300_000,
    });
    expect(clockForPreset('blitz', { boards: [{ variant: 'short' }, { variant: 'long' }] })).toEqual({
      delayMs: 8_000,
      reserveMs: 60_000,
    });
    expect(clockForPreset('none', one)).toBeNull();
  });

  it('reads presets and custom clocks; refuses anything else with a message', () => {
    const spec = { boards: [{ variant: 'short' as const }] };
    expect(parseClockRequest(undefined, spec)).toEqual({ ok: true, value: null });
    expect(parseClockRequest('none', spec)).toEqual({ ok: true, value: null });
    expect(parseClockRequest({ delaySeconds: 5, reserveSeconds: 90 }, spec)).toEqual({
      ok: true,
      value: { delayMs: 5000, reserveMs: 90000 },
    });
    // Correspondence: days per move, no reserve until vacation adds some.
    expect(parseClockRequest('days-7', spec)).toEqual({
      ok: true,
      value: { delayMs: 7 * 86_400_000, reserveMs: 0, daysPerMove: 7 },
    });
    expect(isCorrespondence(correspondenceClock(1))).toBe(true);
    expect(isCorrespondence({ delayMs: 5000, reserveMs: 90000 })).toBe(false);
    const corr = handTo(newClock(correspondenceClock(1)), 'white', 0);
    expect(deadlineOf(corr)).toBe(86_400_000);
    for (const bad of [
      'fast',
      'days-5',
      7,
      [],
      { delaySeconds: -1, reserveSeconds: 60 },
      { delaySeconds: 5, reserveSeconds: 1 },
      { delaySeconds: 5 },
    ]) {
      expect(parseClockRequest(bad, spec).ok).toBe(false);
    }
  });
});

describe('clockRecord', () => {
  it('aligns each entry clock with its game event; next-game starts a new game; the forfeit names its game', () => {
    const c = (player: 'white' | 'black', usedMs: number) => ({ player, usedMs, reserveMs: { white: 1, black: 2 } });
    const r = clockRecord(settings, [
      { entry: { type: 'opening' }, meta: null },
      { entry: { type: 'move' }, meta: { clock: c('white', 500) } },
      { entry: { type: 'next-game' }, meta: null },
      { entry: { type: 'resign' }, meta: { clock: c('black', 7), forfeit: { player: 'black', reason: 'timeout' } } },
    ]);
    expect(r).toEqual({
      clock: { ...settings, games: [[null, c('white', 500)], [c('black', 7)]] },
      forfeit: { player: 'black', reason: 'timeout', game: 1 },
    });
    expect(clockRecord(null, []).clock).toBeNull();
  });
});
