// The `nardy tournament` contract (issue 7): a bot tournament played to the end at @nardy/parallel
// tables, printed as JSON (bracket, places, standings, document); bad flags refused with exit code 2.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseTournamentDocument } from '@nardy/tournament';
import { describe, expect, it } from 'vitest';
import { parseTournamentFlags, runTournament } from '../src/tournamentCommand.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function settings(args: string[]) {
  const s = parseTournamentFlags(args);
  if ('error' in s) throw new Error(s.error);
  return s;
}

describe('nardy tournament', () => {
  it('numbers repeated bots and fills in the defaults', () => {
    const s = settings(['--entrants', 'bot:club, bot:master,bot:club', '--seed', 'x']);
    expect(s.entrants.map((e) => e.name)).toEqual(['bot:club#1', 'bot:master', 'bot:club#2']);
    expect(s).toMatchObject({
      seed: 'x',
      variant: 'short',
      boards: 1,
      matchLength: 5,
      winsNeeded: 2,
      finalWinsNeeded: 3,
      thirdPlace: true,
      minEntrants: 2,
    });
  });

  it('plays a tournament of four bots on two parallel boards to the end, reproducibly', () => {
    const s = settings([
      '--entrants',
      'bot:club,bot:club,bot:club,bot:beginner',
      '--seed',
      'cli',
      '--boards=2',
      '--match-length=1',
    ]);
    const out = runTournament(s);
    if ('error' in out) throw new Error(out.error);
    expect(out).toMatchObject({ seed: 'cli', boards: 2, matchLength: 1 });
    expect(out.places.map((p) => p.place)).toEqual([1, 2, 3]);
    expect(out.bracket.map((p) => p.id)).toEqual(['r1-1', 'r1-2', 'r2-1', 'third']);
    expect(out.bracket.every((p) => p.decision === 'play')).toBe(true);
    expect(out.bracket.find((p) => p.id === 'r2-1')?.wins).toContain(3);
    expect(out.games).toBeGreaterThanOrEqual(2 * 2 + 3 + 3);
    const doc = parseTournamentDocument(JSON.stringify(out.document));
    expect(doc.ok).toBe(true);
    expect(doc.ok && doc.value.config.table.boards).toHaveLength(2);
    // The championship's rules at every table (RULES.md §6.3 revised 2026-12), with the parallel defaults.
    expect(doc.ok && doc.value.config.table.options).toMatchObject({ strictFullPipsBearoff: true, homeMarsValue: 3 });
    expect(runTournament(s)).toEqual(out);
  }, 120_000); // two whole tournaments of 1-ply bots: about 12 s alone, more beside another test file

  it('refuses what the tournament refuses', () => {
    const out = runTournament(settings(['--entrants', 'bot:club,bot:club', '--min-entrants', '24']));
    expect('error' in out && out.error).toMatch(/entrants\/too-few/);
  });

  // The board choice at equal boards (the first) is @nardy/bot's: test/seat.test.ts.

  it.each([
    [[], /--entrants is required/],
    [['--entrants', 'alice'], /bot:LEVEL/],
    [['--entrants', 'bot:god'], /bot:LEVEL/],
    [['--entrants', 'bot:club', '--boards', '5'], /--boards/],
    [['--entrants', 'bot:club', '--match-length', '0'], /--match-length/],
    [['--entrants', 'bot:club', '--variant', 'chess'], /unknown variant/],
    [['--entrants', 'bot:club', '--third-place', 'maybe'], /--third-place/],
    [['--entrants', 'bot:club', '--speed', '1'], /unknown flag/],
    [['--entrants'], /needs a value/],
    [['bot:club'], /unexpected argument/],
  ])('refuses %j', (args, message) => {
    const out = parseTournamentFlags(args as string[]);
    expect('error' in out && out.error).toMatch(message);
  });

  it('runs as a command: JSON with the bracket and places; exit code 2 on bad flags', () => {
    const run = spawnSync(
      process.execPath,
      [
        'scripts/nardy.mjs',
        'tournament',
        '--entrants',
        'bot:club,bot:beginner,bot:club',
        '--seed',
        'S',
        '--match-length',
        '1',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.places.map((p: { place: number }) => p.place)).toEqual([1, 2, 3]);
    expect(out.document).toMatchObject({ format: 'nardy-tournament', version: 1, draw: { seed: 'S' } });
    const bad = spawnSync(
      process.execPath,
      ['scripts/nardy.mjs', 'tournament', '--entrants', 'bot:club', '--min-entrants', '4'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/entrants\/too-few/);
  });
});
