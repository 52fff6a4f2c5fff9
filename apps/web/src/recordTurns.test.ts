import { describe, expect, it } from 'vitest';
import { playTable } from '../test/fixtures.ts';
import { readTurns, TurnReader } from './recordTurns.ts';

describe('TurnReader', () => {
  it('reads a growing record event by event exactly like a full read', () => {
    const { record } = playTable(
      { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'perBoard', max: 8 } },
      12,
      { maxTurns: 40, doubleAt: 6 },
    );
    const events = record.games[0].events;
    const reader = new TurnReader();
    for (let n = 0; n <= events.length; n += 3) {
      const partial = { ...record, games: [{ ...record.games[0], events: events.slice(0, n) }] };
      const a = reader.read(partial);
      const b = readTurns(partial);
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) expect(a.games).toEqual(b.games);
    }
    const full = reader.read(record);
    expect(full.ok && full.games[0].turns.some((t) => t.kind === 'double')).toBe(true);
    expect(full.ok && full.games[0].turns.filter((t) => t.kind === 'move').length).toBe(40);
  });

  it('starts over when the record is not a continuation, and reports a refused event by index', () => {
    const reader = new TurnReader();
    const one = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 1, {
      maxTurns: 8,
    });
    const two = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 2, {
      maxTurns: 4,
    });
    reader.read(one.record);
    const r = reader.read(two.record);
    const fresh = readTurns(two.record);
    expect(r.ok && fresh.ok && r.games).toEqual(fresh.ok && fresh.games);
    const bad = structuredClone(two.record) as typeof two.record;
    (bad.games[0].events as unknown[]).push({ type: 'take', player: 'white' });
    const e = reader.read(bad);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.event).toBe(two.record.games[0].events.length);
  });

  it('writes plays in notation with hits and passes', () => {
    const { record } = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 3);
    const r = readTurns(record);
    if (!r.ok) throw new Error(r.error.message);
    const moves = r.games[0].turns.filter((t) => t.kind === 'move');
    for (const m of moves) {
      if (m.kind !== 'move') continue;
      expect(m.text).toMatch(/^((bar|\d+)\/(off|\d+)\*?( |$))*$/);
      if (m.steps.some((s) => s.hit)) expect(m.text).toContain('*');
    }
  });
});
