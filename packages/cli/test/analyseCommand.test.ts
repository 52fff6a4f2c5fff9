// The `nardy analyse` and `nardy hint` contracts (issue 17 §1): one JSON object of players and
// decisions, a short text summary, ranked plays for the lines `nardy bot` reads, errors with codes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAnalyseFlags } from '../src/analyseCommand.ts';
import { answerHintLine, parseHintFlags } from '../src/hintCommand.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const example = (name: string) => fileURLToPath(new URL(`../../../docs/examples/${name}`, import.meta.url));

function nardy(args: string[], input = '') {
  return spawnSync(process.execPath, ['scripts/nardy.mjs', ...args], { cwd: root, input, encoding: 'utf8' });
}

describe('nardy analyse', () => {
  it('prints the players and every decision of a parallel record, with the contract keys', () => {
    const run = nardy(['analyse', example('short-long.json'), '--ply', '0']);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out).sort()).toEqual(['decisions', 'players']);
    for (const color of ['white', 'black']) {
      expect(out.players[color]).toMatchObject({
        decisions: expect.any(Number),
        errorRate: expect.any(Number),
        rating: expect.any(Number),
        doubtful: expect.any(Number),
        bad: expect.any(Number),
        veryBad: expect.any(Number),
        luck: expect.any(Number),
      });
    }
    const kinds = new Set(out.decisions.map((d: { kind: string }) => d.kind));
    expect(kinds).toEqual(new Set(['move', 'board', 'cube']));
    for (const d of out.decisions) {
      expect(Object.keys(d).filter((k) => k !== 'luck' && k !== 'mark')).toEqual([
        'game',
        'event',
        'player',
        'board',
        'kind',
        'played',
        'best',
        'loss',
      ]);
      expect(d.loss).toBeGreaterThanOrEqual(0);
      if (d.mark !== undefined) expect(['doubtful', 'bad', 'veryBad']).toContain(d.mark);
      if (d.kind === 'board') expect(d.best.board).toEqual(expect.any(Number));
      if (d.kind === 'cube') expect(['noDouble', 'double', 'take', 'drop']).toContain(d.played.action);
    }
  });

  it('--text is a summary for people; stdin with -', () => {
    const run = nardy(['analyse', '-', '--text', '--ply=0'], readFileSync(example('match.json'), 'utf8'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Analysis at 0-ply of \d+ decisions/);
    expect(run.stdout).toMatch(/White: error rate [\d.]+ thousandths per decision/);
    expect(run.stdout).toMatch(/Black: error rate/);
  });

  it('refuses unreadable and broken records with codes, bad flags with status 2', () => {
    const missing = nardy(['analyse', 'no-such-file.json']);
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout).error.code).toBe('record/unreadable');
    const junk = nardy(['analyse', '-'], '{"format": "nardy-record"');
    expect(JSON.parse(junk.stdout).error.code).toBe('record/json');
    const record = JSON.parse(readFileSync(example('match.json'), 'utf8'));
    record.games[0].events.splice(2, 0, { type: 'take', player: 'white' });
    const refused = nardy(['analyse', '-'], JSON.stringify(record));
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout).error).toMatchObject({
      code: expect.stringMatching(/^turn\//),
      game: 0,
      event: 2,
    });
    expect(parseAnalyseFlags(['x.json', '--ply', '4']).ok).toBe(false);
    expect(parseAnalyseFlags(['x.json', '--rollout', '0']).ok).toBe(false);
    expect(parseAnalyseFlags(['x.json', '--rollout', 'many']).ok).toBe(false);
    expect(parseAnalyseFlags(['x.json', '--ply', '2', '--rollout', '72'])).toMatchObject({
      ok: true,
      ply: 2,
      rollout: { trials: 72, truncation: 12 },
    });
    expect(parseAnalyseFlags(['x.json', '--rollout', '72', '--rollout-filter', '0.08x4'])).toMatchObject({
      ok: true,
      rollout: { trials: 72, truncation: 12, window: 0.08, candidates: 4 },
    });
    for (const filter of ['0.08', 'x4', '0x4', '2x4', '0.08x1', '0.08x33', 'widex4']) {
      expect(parseAnalyseFlags(['x.json', '--rollout', '72', '--rollout-filter', filter]).ok).toBe(false);
    }
    // A filter without a rollout is a mistake, not ignored.
    expect(parseAnalyseFlags(['x.json', '--rollout-filter', '0.08x4'])).toMatchObject({ ok: false, status: 2 });
    expect(parseAnalyseFlags(['x.json', '--depth', '1']).ok).toBe(false);
    expect(parseAnalyseFlags([]).ok).toBe(false);
    expect(nardy(['analyse', 'x.json', '--ply', 'two']).status).toBe(2);
  });
});

const hints = { variant: 'short', ply: 1, count: null } as const;
const hint = (input: unknown, d: Parameters<typeof answerHintLine>[1] = hints) =>
  answerHintLine(typeof input === 'string' ? input : JSON.stringify(input), d) as Record<string, unknown>;

describe('nardy hint', () => {
  it('ranks every play of the opening 3-1, best first, with notation, equity and loss', () => {
    const out = hint({ id: 'a', position: '4HPwATDgc/ABMA', dice: [3, 1] });
    expect(out.id).toBe('a');
    const plays = out.plays as { steps: number[][]; play: string; equity: number; loss: number; ply: number }[];
    expect(plays.length).toBe(16);
    expect(plays[0]).toMatchObject({ play: '8/5 6/5', loss: 0, ply: 1 });
    expect(plays[0].steps).toEqual([
      [8, 5],
      [6, 5],
    ]);
    for (const [i, p] of plays.entries()) {
      expect(p.loss).toBeCloseTo(plays[0].equity - p.equity, 3);
      if (i > 0 && p.ply === plays[i - 1].ply) expect(p.equity).toBeLessThanOrEqual(plays[i - 1].equity);
    }
    // The best three are always judged at the depth asked for.
    expect(plays.slice(0, 3).every((p) => p.ply === 1)).toBe(true);
  });

  it('a table from a record: the ranked (board, play) pairs; before the roll, for the dice given', () => {
    const record = {
      format: 'nardy-record',
      version: 1,
      table: { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'off' } },
      games: [{ first: 'white', events: [] }],
    };
    const out = hint({ id: 7, record, dice: [6, 5] }, { ...hints, ply: 0, count: 4 });
    const plays = out.plays as { board: number; play: string; equity: number }[];
    expect(out.id).toBe(7);
    expect(plays).toHaveLength(4);
    expect(new Set(plays.map((p) => p.board)).size).toBeGreaterThanOrEqual(1);
    expect(plays.every((p) => p.board === 0 || p.board === 1)).toBe(true);
    const noDice = hint({ id: 8, record }, hints);
    expect((noDice.error as { code: string }).code).toBe('bot/not-moving');
  });

  it('bad lines get codes and the next line is still answered; flags', () => {
    expect((hint('nope').error as { code: string }).code).toBe('ERR_JSON');
    expect((hint({ id: 1, position: '4HPwATDgc/ABMA' }).error as { code: string }).code).toBe('ERR_DICE');
    expect((hint({ id: 2, record: { format: 'x' } }).error as { code: string }).code).toBe('record/format');
    expect(parseHintFlags(['--ply', '5'])).toHaveProperty('error');
    expect(parseHintFlags(['--count', '0'])).toHaveProperty('error');
    const run = nardy(['hint', '--count', '1'], 'nope\n{"position":"4HPwATDgc/ABMA","dice":[6,6]}\n');
    expect(run.status).toBe(0);
    const [first, second] = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(first.error.code).toBe('ERR_JSON');
    expect(second.plays).toHaveLength(1);
  });
});
