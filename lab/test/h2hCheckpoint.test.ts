// The head-to-head's checkpoint lines (scripts/h2hCheckpoint.ts): what a pair counts, with and without
// its luck, and files that cannot be continued or pooled.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { H2hTally, pairLuckAdjusted, pairPoints, readH2hPairs, Tally } from '../scripts/h2hCheckpoint.ts';

const folder = mkdtempSync(join(tmpdir(), 'h2h-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, lines: readonly object[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return path;
}

describe('head-to-head checkpoints', () => {
  it('counts a pair as the mean of its two games, less their luck when it was kept', () => {
    const pair = { seed: 3, pair: 0, first: 2, second: -1, firstLuck: 0.5, secondLuck: -1.5 };
    expect(pairPoints(pair)).toBe(0.5);
    expect(pairLuckAdjusted(pair)).toBe((2 - 0.5 + (-1 + 1.5)) / 2);
    expect(pairLuckAdjusted({ seed: 3, pair: 0, first: 2, second: -1 })).toBeUndefined();
  });

  it('reads a file of one seed in order, old lines without luck included', () => {
    const path = file('ok.jsonl', [
      { seed: 7, pair: 0, first: 1, second: -1 },
      { seed: 7, pair: 1, first: -2, second: 1, firstLuck: -0.9, secondLuck: 0.4 },
    ]);
    const pairs = readH2hPairs(path);
    expect(pairs.map((p) => p.pair)).toEqual([0, 1]);
    expect(pairs.map(pairLuckAdjusted)).toEqual([undefined, (-2 + 0.9 + (1 - 0.4)) / 2]);
  });

  it('refuses a file whose pairs skip, repeat or mix seeds', () => {
    const skipped = file('skip.jsonl', [
      { seed: 7, pair: 0, first: 1, second: 1 },
      { seed: 7, pair: 2, first: 1, second: 1 },
    ]);
    expect(() => readH2hPairs(skipped)).toThrow(/pair 2 out of order/);
    const mixed = file('mixed.jsonl', [
      { seed: 7, pair: 0, first: 1, second: 1 },
      { seed: 8, pair: 1, first: 1, second: 1 },
    ]);
    expect(() => readH2hPairs(mixed)).toThrow(/seeds 7 and 8/);
  });

  it('tallies a mean and its standard error over the pairs', () => {
    const tally = new Tally();
    for (const x of [1, -1, 1, -1]) tally.add(x);
    expect(tally.count).toBe(4);
    expect(tally.result.pointsPerGame).toBe(0);
    expect(tally.result.standardError).toBeCloseTo(Math.sqrt(4 / 3 / 4), 12);
  });

  it('compares two bots pair by pair, the luck only where both kept it', () => {
    const ours = { seed: 1, pair: 0, first: 2, second: -1, firstLuck: 0.5, secondLuck: -0.5 };
    const theirs = { seed: 1, pair: 0, first: 1, second: -1, firstLuck: 0.5, secondLuck: -0.5 };
    const tally = new H2hTally();
    tally.addDifference(ours, theirs);
    tally.addDifference(ours, { seed: 1, pair: 0, first: 1, second: 1 });
    expect(tally.points.count).toBe(2);
    expect(tally.adjusted.count).toBe(1);
    expect(tally.figures()).toMatchObject({ games: 4, pointsPerGame: 0, luckAdjusted: 0.5, luckAdjustedGames: 2 });
  });
});
