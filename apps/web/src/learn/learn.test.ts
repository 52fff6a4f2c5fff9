import { analyseRecord } from '@nardy/bot';
import { describe, expect, it } from 'vitest';
import { playTable } from '../../test/fixtures.ts';
import { MemoryStorage } from '../testing.ts';
import { DRILLS_KEYS, DrillStore } from './drillStore.ts';
import { DRILL_MIN_LOSS, DRILLS_PER_RECORD, drillsOf, judgeCube, judgePlay } from './drills.ts';
import { lossWords } from './lossWords.ts';
import { BOX_DAYS, firstReview, isDue, nextReview } from './schedule.ts';

const now = new Date('2026-12-07T12:00:00Z');
const DAY = 86_400_000;

function analysed(config: Record<string, unknown>, seed: number, maxTurns: number) {
  const { record } = playTable(config, seed, { maxTurns });
  const a = analyseRecord(record, { ply: 0 });
  if (!a.ok) throw new Error(a.error.message);
  return { record, analysis: a.value };
}

describe('drills from analysed games', () => {
  const two = analysed(
    { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'off' } },
    5,
    30,
  );
  const one = analysed({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard', max: 64 } }, 3, 30);

  it('keep the largest mistakes of the players asked for, each as a puzzle whose best answer solves it', () => {
    for (const { record, analysis } of [two, one]) {
      const drills = drillsOf(record, analysis, ['white', 'black'], 'local', now);
      expect(drills.length).toBeGreaterThan(0);
      expect(drills.length).toBeLessThanOrEqual(DRILLS_PER_RECORD);
      for (let i = 1; i < drills.length; i++) expect(drills[i].loss).toBeLessThanOrEqual(drills[i - 1].loss);
      for (const d of drills) {
        expect(d.loss).toBeGreaterThanOrEqual(DRILL_MIN_LOSS);
        // The choices best first: a board drill's best is the best (board, play) pair of the table.
        for (let i = 1; i < d.choices.length; i++) expect(d.choices[i].equity).toBeLessThanOrEqual(d.choices[0].equity);
        const best = d.choices[0];
        if (d.kind === 'cube') {
          expect(judgeCube(d, best.action!).solved).toBe(true);
          continue;
        }
        const at = d.tableBoards.indexOf(best.board!);
        expect(at, d.kind).toBeGreaterThanOrEqual(0);
        expect(judgePlay(d, at, best.steps ?? []).solved).toBe(true);
        // What was played is no solution; it is judged with the loss the analysis gave it.
        const playedAt = d.tableBoards.indexOf(d.played.board!);
        const verdict = judgePlay(d, playedAt, d.played.steps ?? []);
        expect(verdict.solved).toBe(false);
        if (d.kind === 'play') expect(verdict.loss).toBeCloseTo(d.loss, 6);
        else expect(verdict.wrongBoard || (verdict.loss ?? 0) > 0).toBe(true);
      }
    }
    // Only the players asked for: none of White's when Black's are asked.
    const blacks = drillsOf(one.record, one.analysis, ['black'], 'imported', now);
    const whites = drillsOf(one.record, one.analysis, ['white'], 'imported', now);
    expect(blacks.every((d) => !whites.some((w) => w.id === d.id))).toBe(true);
  });

  it('include the choice of board at a parallel table', () => {
    const drills = drillsOf(two.record, two.analysis, ['white', 'black'], 'online', now);
    const board = drills.find((d) => d.kind === 'board');
    expect(board?.boards.length).toBe(2);
    expect(board?.boards.every((b) => b.dice !== undefined)).toBe(true);
  });
});

describe('the drills’ schedule (Leitner boxes)', () => {
  it('sends a solved drill up a box and away for longer; a miss back to box 1, due at once', () => {
    let r = firstReview(now);
    expect(isDue(r, now)).toBe(true);
    r = nextReview(r, true, now);
    expect(r.box).toBe(2);
    expect(Date.parse(r.due) - now.getTime()).toBe(BOX_DAYS[1] * DAY);
    expect(isDue(r, new Date(now.getTime() + DAY))).toBe(false);
    for (let i = 0; i < 6; i++) r = nextReview(r, true, now);
    expect(r.box).toBe(5);
    expect(Date.parse(r.due) - now.getTime()).toBe(BOX_DAYS[4] * DAY);
    r = nextReview(r, false, now);
    expect(r).toMatchObject({ box: 1, due: now.toISOString(), solved: 7, tries: 8 });
  });
});

describe('the drills kept in the browser', () => {
  const { record, analysis } = analysed(
    { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
    7,
    30,
  );
  const found = drillsOf(record, analysis, ['white', 'black'], 'local', now);

  it('are added once, answered, and come back when due', () => {
    const storage = new MemoryStorage();
    const store = new DrillStore(storage);
    expect(store.add(found, now)).toBe(found.length);
    expect(store.add(found, now)).toBe(0);
    expect(store.due(now)).toHaveLength(found.length);
    const id = store.due(now)[0].drill.id;
    expect(store.answer(id, true, now)?.box).toBe(2);
    expect(store.due(now).map((k) => k.drill.id)).not.toContain(id);
    expect(store.due(new Date(now.getTime() + 4 * DAY)).map((k) => k.drill.id)).toContain(id);
    expect(JSON.parse(storage.getItem(DRILLS_KEYS.current) ?? '{}').schema).toBe(1);
  });

  it('keep text they cannot read aside, and never read a newer schema', () => {
    const storage = new MemoryStorage();
    storage.setItem(DRILLS_KEYS.current, '{"schema": 9, "drills": []}');
    expect(new DrillStore(storage).list()).toEqual([]);
    expect(storage.getItem(DRILLS_KEYS.unreadable)).toContain('"schema": 9');
    storage.setItem(DRILLS_KEYS.current, 'not json');
    expect(new DrillStore(storage).list()).toEqual([]);
  });
});

describe('a loss in words', () => {
  it('says a fraction of a game as one game in n, in three languages', () => {
    expect(lossWords(1 / 12, 'en')).toBe('about one game in 12 worse');
    expect(lossWords(0.25, 'ru')).toBe('хуже примерно на одну партию из 4');
    expect(lossWords(0.5, 'uk')).toBe('гірше приблизно на одну партію з 2');
    expect(lossWords(1.4, 'en')).toBe('about 1.5 games worse');
    expect(lossWords(1.5, 'ru')).toBe('хуже примерно на 1,5 партии');
    expect(lossWords(0, 'en')).toBe('as good as the best');
  });
});
