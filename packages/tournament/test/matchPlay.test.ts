// Results produced by matches played at @nardy/parallel tables (one board or parallel boards).
import { applyEvent, createTable, type TableState, tableDefaults } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { matchTableConfig, matchTableSpec } from '../src/config.ts';
import { nextMatch, resultFromTable } from '../src/matchPlay.ts';
import { enterResult, pairingById } from '../src/tournament.ts';
import { accepted, drawn } from './builders.ts';

function resigned(table: TableState, player: 'white' | 'black'): TableState {
  const r = applyEvent(table, { type: 'resign', player });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('matches at tables', () => {
  it('each match is a table match to the match length, with the tournament rules', () => {
    const t = drawn(4, 'tables', { minEntrants: 2, matchLength: 7, seriesFirstMove: 'loser' });
    expect(matchTableSpec(t.config)).toEqual({
      boards: [{ variant: 'short' }],
      ending: 'mars',
      cube: { mode: 'off' },
      options: { ...tableDefaults(['short']), strictFullPipsBearoff: true },
      match: { length: 7, seriesFirstMove: 'loser', crawford: false },
    });
    expect(matchTableConfig(t.config).match).toEqual({ length: 7, seriesFirstMove: 'loser', crawford: false });
  });

  it('colours alternate between the matches of a pairing', () => {
    let t = drawn(4, 'colours');
    const first = nextMatch(t, 'r1-1');
    expect(first?.number).toBe(1);
    t = accepted(enterResult(t, { pairing: 'r1-1', winner: first?.white, score: [5, 1] }));
    const second = nextMatch(t, 'r1-1');
    expect(second).toMatchObject({ number: 2, white: first?.black, black: first?.white });
    expect(nextMatch(t, 'r2-1')).toBeNull();
    expect(nextMatch(t, 'nope')).toBeNull();
  });

  it('turns a finished table match into a result, on two parallel boards', () => {
    const config = {
      minEntrants: 2,
      matchLength: 1,
      table: { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
    };
    let t = drawn(2, 'parallel', config);
    const match = nextMatch(t, 'r1-1');
    if (!match) throw new Error('no match');
    let table = createTable(matchTableConfig(t.config));
    const early = resultFromTable(t, match, table);
    expect(early.ok || early.error.code).toBe('match/not-over');
    table = resigned(table, 'black');
    const result = resultFromTable(t, match, table);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.winner).toBe(match.white);
    expect(result.value.score[0]).toBeGreaterThanOrEqual(1);
    expect(result.value.score[1]).toBe(0);
    t = accepted(enterResult(t, result.value));
    expect(pairingById(t, 'r1-1')?.wins).toEqual([1, 0]);
  });
});
