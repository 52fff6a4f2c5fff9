// The outputs of `nardy selfplay` and `nardy tournament` for fixed seeds, pinned from the four table
// loops that @nardy/bot's one `playTable` replaced (issue 12 §3): the same seeds must keep giving the same
// results and the same records. A change here changes every benchmark and replayed tournament: if it is
// meant (a stronger net, a new setting of a level or of the cube, a rule decided anew), re-pin and say
// in the commit what changed in the tables (git log of this file lists every re-pin and its reason).
import { createHash } from 'node:crypto';
import { botSeat, cubePolicy, playTable } from '@nardy/bot';
import { parseTableConfig, recordFromState, seededDice, type TableState } from '@nardy/parallel';
import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { parseSelfplayFlags, runSelfplay } from '../src/selfplayCommand.ts';
import { parseTournamentFlags, runTournament } from '../src/tournamentCommand.ts';

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

function selfplay(args: string[]) {
  const s = parseSelfplayFlags(args);
  if ('error' in s) throw new Error(s.error);
  return runSelfplay(s);
}

describe('fixed seeds give the results and records they gave before the one play-out loop', () => {
  it.each([
    [
      '--variant short --games 2 --a club --b beginner --seed 5 --boards 2 --cube perBoard'.split(' '),
      { pointsPerGame: 2, standardError: 0, winRate: 1, halfPointPaidByA: 0.5 },
    ],
    [
      '--variant short --games 2 --a club --b strong --seed 6 --boards 3 --cube shared --b-cube naive'.split(' '),
      { pointsPerGame: -1.5, standardError: 0, winRate: 0, halfPointPaidByA: 0.5 },
    ],
    [
      '--variant long --games 2 --a club --b beginner --seed 7 --boards 2 --board-rule simple --a-board-rule lookahead'.split(
        ' ',
      ),
      { pointsPerGame: 2, standardError: 0, winRate: 1, halfPointPaidByA: 1 },
    ],
    [
      '--variant nackgammon --games 2 --a beginner --b club --seed 8 --cube perBoard'.split(' '),
      { pointsPerGame: -4, standardError: 0, winRate: 0 },
    ],
  ])('nardy selfplay %j', (args, expected) => {
    expect(selfplay(args)).toMatchObject(expected);
  });

  it('nardy tournament: a small bot tournament to the same bracket, places and document', () => {
    const s = parseTournamentFlags(
      '--entrants bot:beginner,bot:club,bot:beginner --seed 42 --boards 2 --match-length 1 --wins 1 --final-wins 1'.split(
        ' ',
      ),
    );
    if ('error' in s) throw new Error(s.error);
    const out = runTournament(s);
    if ('error' in out) throw new Error(out.error);
    expect(out.games).toBe(2);
    expect(out.places).toEqual([
      { place: 1, name: 'bot:club' },
      { place: 2, name: 'bot:beginner#1' },
      { place: 3, name: 'bot:beginner#2' },
    ]);
    expect(sha(out)).toBe('9080da124eb35b2e');
  });

  // Whole records (every event) of tables the old loops played: selfplay's and the tournament's seating.
  const table = (spec: Record<string, unknown>) => {
    const c = parseTableConfig(spec);
    if (!c.ok) throw new Error(c.error.message);
    return c.value;
  };
  const recordSha = (state: TableState) => sha(recordFromState(state));
  const twoShort = table({
    boards: [{ variant: 'short' }, { variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'perBoard', max: 64 },
  });
  const threeShared = table({
    boards: [{ variant: 'short' }, { variant: 'short' }, { variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'shared', max: 64 },
  });

  it('selfplay tables: cube decisions (bot and naive), board rules, levels with noise', () => {
    const seats = (seed: number, cube: 'bot' | 'naive') => ({
      white: botSeat({ level: 'club', rule: 'table', random: seededRandom(seed ^ 11) }),
      black: botSeat({
        level: seed === 2 ? 'beginner' : 'strong',
        rule: (['table', 'simple', 'lookahead'] as const)[seed - 1],
        random: seededRandom(seed ^ 22),
        cube: cubePolicy(cube),
      }),
    });
    expect(recordSha(playTable(twoShort, seats(1, 'bot'), seededDice(7919)))).toBe('1f1cb03ad6806808');
    expect(recordSha(playTable(twoShort, seats(2, 'naive'), seededDice(2 * 7919)))).toBe('c576097c49bf2a5a');
    expect(recordSha(playTable(threeShared, seats(1, 'naive'), seededDice(7919)))).toBe('d80e01c11849e25a');
  });

  it('tournament tables: a whole match of bots with noise', () => {
    const match = table({
      boards: [{ variant: 'short' }, { variant: 'short' }],
      ending: 'mars',
      cube: { mode: 'off' },
      match: { length: 3, seriesFirstMove: 'alternating' },
    });
    const seats = (seed: number) => ({
      white: botSeat({ level: 'beginner', random: seededRandom(seed) }),
      black: botSeat({ level: 'club', random: seededRandom(seed + 100) }),
    });
    expect(recordSha(playTable(match, seats(2), seededDice(2)))).toBe('c91e95e3247e80ec');
  });
});
