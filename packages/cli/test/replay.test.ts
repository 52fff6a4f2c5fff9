import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { recordFromState, replayRecord, type summarizeTable } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { replayText } from '../src/replay.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const example = (name: string) => join(root, 'docs', 'examples', name);
const EXAMPLES = ['parallel-shared-cube.json', 'short-long.json', 'match.json'];

describe('nardy replay', () => {
  it.each(EXAMPLES)('replays docs/examples/%s to a finished summary, and its record round-trips', async (name) => {
    const text = await readFile(example(name), 'utf8');
    const out = replayText(text);
    expect(out.code).toBe(0);
    const summary = out.json as ReturnType<typeof summarizeTable>;
    expect(summary.over).toBe(true);
    for (const game of summary.games) {
      expect(game.winner).not.toBeNull();
      expect(game.boards.every((b) => b.order !== null && b.winner !== null)).toBe(true);
    }
    const replayed = replayRecord(JSON.parse(text));
    if (!replayed.ok) throw new Error(replayed.error.code);
    expect(recordFromState(replayed.value)).toEqual(JSON.parse(text));
  });

  it('the shared-cube example: a drop gives up board 0 at the pre-double 2 (−0.5 first), board 1 at 2 → Black +0.5', async () => {
    const out = replayText(await readFile(example('parallel-shared-cube.json'), 'utf8'));
    expect(out.json).toEqual({
      games: [
        {
          boards: [
            { winner: 'white', ending: 'drop', cube: 2, points: 1.5, order: 1 },
            { winner: 'black', ending: 'oin', cube: 2, points: 2, order: 2 },
          ],
          winner: 'black',
          net: 0.5,
        },
      ],
      match: { white: 0, black: 0.5 },
      over: true,
    });
  });

  it('the match example ends 1 – 3 in a match to 3', async () => {
    const out = replayText(await readFile(example('match.json'), 'utf8'));
    expect(out.json).toMatchObject({ match: { white: 1, black: 3 }, over: true });
  });

  it('a record that names no option replays under the current defaults (home mars 3 on two boards)', () => {
    // RULES.md §4.2 revised 2026-12: White wins board 0 first with a home mars (3 − 0.5), Black board 1 (oin).
    const record = {
      format: 'nardy-record',
      version: 1,
      table: {
        boards: [
          {
            variant: 'short',
            start: { white: { points: { 1: 1 }, off: 14 }, black: { points: { 6: 5, 5: 5, 4: 5 } } },
          },
          { variant: 'short', start: { white: { points: { 6: 14 }, off: 1 }, black: { points: { 1: 1 }, off: 14 } } },
        ],
        ending: 'koks',
        cube: { mode: 'off' },
      },
      games: [
        {
          first: 'white',
          events: [
            { type: 'roll', player: 'white', dice: [2, 1] },
            { type: 'move', player: 'white', board: 0, steps: [[1, 0]] },
            { type: 'roll', player: 'black', dice: [2, 1] },
            { type: 'move', player: 'black', board: 1, steps: [[1, 0]] },
          ],
        },
      ],
    };
    const out = replayText(JSON.stringify(record));
    expect(out.json).toMatchObject({
      games: [
        {
          boards: [
            { ending: 'homeMars', points: 2.5 },
            { ending: 'oin', points: 1 },
          ],
          winner: 'white',
          net: 1.5,
        },
      ],
    });
    const named = replayText(JSON.stringify({ ...record, table: { ...record.table, options: { homeMarsValue: 2 } } }));
    expect(named.json).toMatchObject({ games: [{ winner: 'white', net: 0.5 }] });
  });

  it('a game in progress adds "next"', async () => {
    const record = JSON.parse(await readFile(example('short-long.json'), 'utf8'));
    record.games[0].events = record.games[0].events.slice(0, 5);
    const out = replayText(JSON.stringify(record));
    expect(out.code).toBe(0);
    expect(out.json).toMatchObject({ over: false, games: [{ winner: null, net: 0 }] });
    expect((out.json as { games: { next?: string }[] }).games[0].next).toMatch(/^(white|black)$/);
  });

  it('a refused event prints {"error": {"code", "event"}} with exit code 1', async () => {
    const record = JSON.parse(await readFile(example('short-long.json'), 'utf8'));
    const bad = record.games[0].events[3];
    record.games[0].events[3] = { ...bad, player: bad.player === 'white' ? 'black' : 'white' };
    const out = replayText(JSON.stringify(record));
    expect(out).toMatchObject({ code: 1, json: { error: { code: 'turn/not-yours', event: 3 } } });
    expect(Object.keys((out.json as { error: object }).error)).toEqual(['code', 'event']);
  });

  it('corrupt records get clear codes', () => {
    const good = {
      format: 'nardy-record',
      version: 1,
      table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
      games: [{ events: [] }],
    };
    const cases: [unknown, string][] = [
      [{ ...good, format: 'other' }, 'record/format'],
      [{ ...good, version: 2 }, 'record/version'],
      [{ ...good, table: { ...good.table, boards: [] } }, 'record/boards'],
      [{ ...good, table: { ...good.table, boards: [{ variant: 'chess' }] } }, 'record/board-variant'],
      [
        {
          ...good,
          table: {
            ...good.table,
            boards: [{ variant: 'short', start: { white: { points: { 6: 16 } }, black: { points: {} } } }],
          },
        },
        'record/board-start',
      ],
      [{ ...good, table: { ...good.table, ending: 'shekh' } }, 'record/ending'],
      [{ ...good, table: { ...good.table, cube: { mode: 'perBoard', max: 3 } } }, 'record/cube'],
      [{ ...good, table: { ...good.table, options: { headRule: 'X' } } }, 'record/options'],
      [{ ...good, table: { ...good.table, match: { length: 0, seriesFirstMove: 'loser' } } }, 'record/match'],
      [{ ...good, games: [] }, 'record/games'],
      [{ ...good, games: [{ events: [] }, { events: [] }] }, 'record/games'],
      [{ ...good, games: [{ first: 'red', events: [] }] }, 'record/first'],
    ];
    for (const [record, code] of cases) {
      const out = replayText(JSON.stringify(record));
      expect(out.code, code).toBe(1);
      expect((out.json as { error: { code: string } }).error.code).toBe(code);
    }
    expect(replayText('{not json').json).toMatchObject({ error: { code: 'record/json' } });
  });

  it('runs as `nardy replay FILE`', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'packages', 'cli', 'src', 'main.ts'),
        'replay',
        example('match.json'),
      ],
      { cwd: root },
    );
    expect(JSON.parse(stdout)).toMatchObject({ match: { white: 1, black: 3 }, over: true });
  });
});
