// The soak's memory figures (`nardy bench server --sample S`): growth from the steady state, and from the
// first sample so that nothing is hidden.
import { describe, expect, it } from 'vitest';
import { memoryGrowth } from '../src/benchServer.ts';

const sample = (at: number, rssMb: number, ended: number) => ({
  at,
  rssMb,
  cpuPercent: 30,
  p95Ms: 10,
  commands: 30000,
  ended,
  generatorCpuPercent: 50,
  loadAverage: 1,
});

describe('memoryGrowth', () => {
  it('measures from the first sample by which as many games ended as there are tables', () => {
    // 500 tables: the first games fill up (800 → 1,700 MB), end and are replaced, then the size holds.
    const samples = [
      sample(60, 800, 0),
      sample(120, 1200, 0),
      sample(480, 1700, 40),
      sample(540, 1400, 300),
      sample(600, 1300, 520),
      sample(900, 1350, 900),
      sample(1800, 1339, 2000),
    ];
    expect(memoryGrowth(samples, 500)).toEqual({
      rssGrowthPercent: 67.4,
      rssPeakMb: 1700,
      steady: { at: 600, rssMb: 1300 },
      rssGrowthFromSteadyPercent: 3,
      rssMaxGrowthFromSteadyPercent: 3.8,
    });
  });

  it('has no steady state when too few games ended, and says so with nulls', () => {
    const r = memoryGrowth([sample(60, 800, 0), sample(120, 880, 10)], 500);
    expect(r).toMatchObject({ rssGrowthPercent: 10, steady: null, rssGrowthFromSteadyPercent: null });
  });

  it('gives zeros and nulls without samples', () => {
    expect(memoryGrowth([], 10)).toEqual({
      rssGrowthPercent: 0,
      rssPeakMb: null,
      steady: null,
      rssGrowthFromSteadyPercent: null,
      rssMaxGrowthFromSteadyPercent: null,
    });
  });
});
