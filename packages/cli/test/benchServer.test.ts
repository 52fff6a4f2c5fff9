// The soak's memory figures (`nardy bench server --sample S`): growth from the steady state, and from the
// first sample so that nothing is hidden. And the generator's seating of new tables on a busy server.
import { OnlineError, type PeopleTable } from '@nardy/online';
import { describe, expect, it } from 'vitest';
import { type BenchSeat, memoryGrowth, retryPause, seatNewTable, seatTable } from '../src/benchServer.ts';

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

/** Stand-in seats: joins answer from a script of outcomes; every seat connected and closed is recorded. */
function fakeServer(outcomes: (string | null)[]) {
  const connected: string[] = [];
  const closed: string[] = [];
  let tables = 0;
  const create = async (): Promise<PeopleTable> => {
    tables++;
    const id = `t${tables}`;
    return { id, join: { white: `${id}/white`, black: `${id}/black` }, watch: id } as unknown as PeopleTable;
  };
  const connect = async (link: string): Promise<BenchSeat> => {
    const failure = outcomes.shift() ?? null;
    if (failure !== null) throw new OnlineError(failure, `${link}: ${failure}`);
    connected.push(link);
    return {
      until: (async () => ({ started: true })) as unknown as BenchSeat['until'],
      close: async () => {
        closed.push(link);
      },
    };
  };
  return { create, connect, connected, closed, tables: () => tables };
}

describe('seating a new table', () => {
  it('closes the seat already connected when the other seat fails, and passes the error on', async () => {
    const server = fakeServer([null, 'connection/failed']);
    const created = await server.create();
    await expect(seatTable(created, server.connect)).rejects.toMatchObject({ code: 'connection/failed' });
    expect(server.connected).toEqual(['t1/white']);
    expect(server.closed).toEqual(['t1/white']);
  });

  it('tries the same table again after a busy failure, and a new one only when its links are refused', async () => {
    // white ok, black fails (busy); white ok, black refused (table/unknown); then a new table seats.
    const server = fakeServer([null, 'connection/failed', null, 'table/unknown', null, null]);
    const failures: string[] = [];
    const pauses: number[] = [];
    const seats = await seatNewTable(
      server.create,
      server.connect,
      performance.now() + 600_000,
      (e) => failures.push((e as OnlineError).code),
      async (ms) => pauses.push(ms),
    );
    expect(failures).toEqual(['connection/failed', 'table/unknown']);
    expect(server.tables()).toBe(2);
    expect(server.connected).toEqual(['t1/white', 't1/white', 't2/white', 't2/black']);
    expect(server.closed).toEqual(['t1/white', 't1/white']);
    expect(seats).toBeDefined();
    expect(pauses).toHaveLength(2);
    expect(pauses[0]).toBeGreaterThanOrEqual(500);
    expect(pauses[1]).toBeGreaterThanOrEqual(1000);
  });

  it('gives up with the last error once the next try would pass the deadline', async () => {
    const server = fakeServer(['connection/failed']);
    const failures: unknown[] = [];
    await expect(
      seatNewTable(server.create, server.connect, performance.now() + 100, (e) => failures.push(e)),
    ).rejects.toMatchObject({ code: 'connection/failed' });
    expect(failures).toHaveLength(1);
  });

  it('pauses 1 s, 2 s, 4 s … at most 10 s between tries, jittered down to half', () => {
    expect([0, 1, 2, 3, 4, 10].map((a) => retryPause(a, 1))).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(retryPause(0, 0)).toBe(500);
    expect(retryPause(5, 0)).toBe(5000);
  });
});
