// @vitest-environment happy-dom
import type { TournamentAnswer } from '@nardy/online';
import { describe, expect, it } from 'vitest';
import { follow, openNewTable } from './tournamentFollower.ts';

const answer = (table: string | null) =>
  ({
    id: 't1',
    joined: true,
    status: 'running',
    ...(table ? { yourTable: { id: table, join: `/#table=${table}&seat=x` } } : {}),
  }) as unknown as TournamentAnswer;

describe('the entrant’s next table opens by itself', () => {
  it('opens each new table once (also for a second reader of the same answer), nothing without one', () => {
    const opened: string[] = [];
    const open = (link: string) => opened.push(link);
    expect(openNewTable(answer(null), open)).toBe(false);
    expect(openNewTable(answer('a1'), open)).toBe(true);
    expect(openNewTable(answer('a1'), open)).toBe(false);
    expect(openNewTable(answer('b2'), open)).toBe(true);
    expect(opened).toEqual(['/#table=a1&seat=x', '/#table=b2&seat=x']);
  });

  it('keeps the followed tournaments in this tab', () => {
    follow('t1', true);
    follow('t2', true);
    follow('t1', false);
    expect(JSON.parse(sessionStorage.getItem('nardy.tournament.following') ?? '[]')).toEqual(['t2']);
  });
});
