import { describe, expect, it } from 'vitest';
import { RecordReader, readRecord } from '../src/recordReader.ts';
import { playScripted as playTable } from './builders.ts';

describe('RecordReader', () => {
  it('reads a growing record event by event exactly like a full read', () => {
    const { record } = playTable(
      { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'perBoard', max: 8 } },
      12,
      { maxTurns: 40, doubleAt: 6 },
    );
    const events = record.games[0].events;
    const reader = new RecordReader();
    for (let n = 0; n <= events.length; n += 3) {
      const partial = { ...record, games: [{ ...record.games[0], events: events.slice(0, n) }] };
      const a = reader.read(partial);
      const b = readRecord(partial);
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) {
        expect(a.value.games).toEqual(b.value.games);
        expect(a.value.state).toEqual(b.value.state);
      }
    }
    const full = reader.read(record);
    expect(full.ok && full.value.games[0].turns.some((t) => t.kind === 'double')).toBe(true);
    expect(full.ok && full.value.games[0].turns.filter((t) => t.kind === 'move').length).toBe(40);
  });

  it('starts over when the record is not a continuation, and reports a refused event by index', () => {
    const reader = new RecordReader();
    const one = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 1, {
      maxTurns: 8,
    });
    const two = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 2, {
      maxTurns: 4,
    });
    reader.read(one.record);
    const r = reader.read(two.record);
    const fresh = readRecord(two.record);
    expect(r.ok && fresh.ok && r.value.games).toEqual(fresh.ok && fresh.value.games);
    const bad = JSON.parse(JSON.stringify(two.record)) as typeof two.record;
    (bad.games[0].events as unknown[]).push({ type: 'take', player: 'white' });
    const e = reader.read(bad);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.event).toBe(two.record.games[0].events.length);
  });

  it('writes plays in notation with hits and passes', () => {
    const { record } = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 3);
    const r = readRecord(record);
    if (!r.ok) throw new Error(r.error.message);
    const moves = r.value.games[0].turns.filter((t) => t.kind === 'move');
    for (const m of moves) {
      if (m.kind !== 'move') continue;
      expect(m.text).toMatch(/^((bar|\d+)\/(off|\d+)\*?( |$))*$/);
      if (m.steps.some((s) => s.hit)) expect(m.text).toContain('*');
    }
  });
});
