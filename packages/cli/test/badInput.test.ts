// Bad input never breaks the nardy command (issue 14 §4): deep nesting, a closed stdout, blank lines,
// both position sources, unknown flags, stdin for records, a byte order mark.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { answerBotLine } from '../src/botCommand.ts';
import { MAX_JSON_DEPTH, serveLines } from '../src/input.ts';
import { COMMANDS, main } from '../src/main.ts';
import { answerMovesLine } from '../src/moves.ts';
import { replayFile, replayText } from '../src/replay.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const nardy = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['scripts/nardy.mjs', ...args], { cwd: root, input, encoding: 'utf8' });
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/** What `serveLines` writes for `input`, as the command would on stdout. */
async function served(answer: (line: string) => unknown, input: string): Promise<string> {
  let out = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  await serveLines(answer, { input: Readable.from([input]), output });
  return out;
}

/** What `nardy …args` prints and returns, run in this process (no stdin is read for refusals). */
async function inProcess(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((c) => {
    stdout += c;
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((c) => {
    stderr += c;
    return true;
  });
  try {
    return { status: await main(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const OPENING = { position: '4HPwATDgc/ABMA', dice: [3, 1] };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** A request line whose `field` is an array nested `depth` levels deep (text, as a hostile client sends it). */
const deepLine = (field: string, depth: number) =>
  `{"id":7,"position":"4HPwATDgc/ABMA","dice":[3,1],"${field}":${nested(depth)}}`;
const FIELDS = ['id', 'variant', 'position', 'setup', 'dice', 'options', 'firstTurn', 'unknownField'];

const scratch = mkdtempSync(join(tmpdir(), 'nardy-cli-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('deeply nested JSON', () => {
  it.each(FIELDS)('5,000 levels in "%s" get ERR_TOO_DEEP from moves and bot, with no id echoed', (field) => {
    for (const answer of [answerMovesLine, (l: string) => answerBotLine(l, { variant: 'short', level: 'beginner' })]) {
      const out = answer(deepLine(field, 5000)) as { id: unknown; error: { code: string } };
      expect(out).toEqual({ id: null, error: { code: 'ERR_TOO_DEEP', message: expect.any(String) } });
    }
  });

  it('up to the limit is still a request; a million levels are refused as quickly', () => {
    const ok = answerMovesLine(`{"id":${nested(MAX_JSON_DEPTH - 1)},"position":"4HPwATDgc/ABMA","dice":[3,1]}`);
    expect(ok).toMatchObject({ count: 16 });
    expect(answerMovesLine(deepLine('setup', 1_000_000))).toMatchObject({ error: { code: 'ERR_TOO_DEEP' } });
  });

  it('the command answers the next line after a deep one (moves and bot)', async () => {
    const input = `${deepLine('id', 5000)}\n${deepLine('setup', 100_000)}\n${JSON.stringify({ id: 2, ...OPENING })}\n`;
    const bot = (l: string) => answerBotLine(l, { variant: 'short', level: 'beginner' });
    for (const answer of [answerMovesLine, bot]) {
      const out = lines(await served(answer, input));
      expect(out.map((o) => o.error?.code ?? 'ok')).toEqual(['ERR_TOO_DEEP', 'ERR_TOO_DEEP', 'ok']);
      expect(out[2].id).toBe(2);
    }
  });

  it('a deeply nested record is refused by replay with record/too-deep', () => {
    const out = replayText(`{"format":"nardy-record","version":1,"table":${nested(10_000)}}`);
    expect(out).toMatchObject({ code: 1, json: { error: { code: 'record/too-deep' } } });
  });
});

describe('one answer line per input line', () => {
  it('blank and whitespace-only lines are answered with ERR_JSON, CRLF endings included', async () => {
    const input = `${JSON.stringify({ id: 1, ...OPENING })}\r\n\r\n   \n${JSON.stringify({ id: 4, ...OPENING })}\n\n`;
    const out = lines(await served(answerMovesLine, input));
    expect(out.map((o) => o.id)).toEqual([1, null, null, 4, null]);
    expect(out.map((o) => o.error?.code ?? 'ok')).toEqual(['ok', 'ERR_JSON', 'ERR_JSON', 'ok', 'ERR_JSON']);
    expect(out[1].error.message).toMatch(/empty/);
  });

  it('a UTF-8 byte order mark before the first line is not an error', async () => {
    const out = lines(await served(answerMovesLine, `\uFEFF${JSON.stringify({ id: 1, ...OPENING })}\n`));
    expect(out).toEqual([expect.objectContaining({ id: 1, count: 16 })]);
  });

  it('position and setup together are refused (ERR_BOTH_SOURCES), as the board refuses both attributes', () => {
    const side = { points: { 24: 2, 13: 5, 8: 3, 6: 5 } };
    const line = JSON.stringify({ id: 3, ...OPENING, setup: { mover: side, opponent: side } });
    expect(answerMovesLine(line)).toMatchObject({ id: 3, error: { code: 'ERR_BOTH_SOURCES' } });
    expect(answerBotLine(line, { variant: 'short', level: 'club' })).toMatchObject({
      id: 3,
      error: { code: 'ERR_BOTH_SOURCES' },
    });
  });

  it('a position that is not a string is ERR_POSITION_ID, not a crash', () => {
    expect(answerMovesLine('{"position":[["x"]],"dice":[3,1]}')).toMatchObject({ error: { code: 'ERR_POSITION_ID' } });
    expect(answerMovesLine('{"position":12,"dice":[3,1]}')).toMatchObject({ error: { code: 'ERR_POSITION_ID' } });
  });
});

describe('a closed stdout', () => {
  it('ends the command quietly with status 0 (`nardy moves < many | head -1`)', async () => {
    const child = spawn(process.execPath, ['scripts/nardy.mjs', 'moves'], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const line = `${JSON.stringify(OPENING)}\n`;
    // Far more answers than a pipe buffers, so the command is still writing when its reader goes away.
    child.stdin.on('error', () => {});
    child.stdin.end(line.repeat(20_000));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('through a shell pipe into head, for bot and replay too', async () => {
    const record = await readFile(join(root, 'docs', 'examples', 'short-long.json'), 'utf8');
    const file = join(scratch, 'record.json');
    writeFileSync(file, record);
    const line = JSON.stringify(OPENING);
    const script = [
      `yes '${line}' | head -n 3000 | node scripts/nardy.mjs moves | head -c 10 > /dev/null; echo "moves $\{PIPESTATUS[2]}"`,
      `yes '${line}' | head -n 300 | node scripts/nardy.mjs bot --level beginner | head -c 1 > /dev/null; echo "bot $\{PIPESTATUS[2]}"`,
      `node scripts/nardy.mjs replay '${file}' | head -c 1 > /dev/null; echo "replay $\{PIPESTATUS[0]}"`,
    ].join('\n');
    const r = spawnSync('bash', ['-c', script], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toEqual(['moves 0', 'bot 0', 'replay 0']);
  });
});

describe('the command line', () => {
  const commands = Object.keys(COMMANDS);

  it('every subcommand refuses an unknown flag alike: one line naming it, the usage, status 2, nothing on stdout', async () => {
    for (const command of [...commands, 'bench movegen', 'bench selfplay', 'bench server']) {
      const r = await inProcess([...command.split(' '), '--no-such-flag', 'x']);
      expect(r.status, command).toBe(2);
      expect(r.stdout, command).toBe('');
      const [first, second] = r.stderr.split('\n');
      expect(first, command).toBe(`nardy ${command}: unknown flag --no-such-flag`);
      expect(second, command).toMatch(/^usage: nardy /);
    }
  });

  it('the online commands read their flags as the others do: --help prints the usage, status 0', async () => {
    for (const command of ['serve', 'online-bot', 'bench server']) {
      const r = await inProcess([...command.split(' '), '--help']);
      expect(r.status, command).toBe(0);
      expect(r.stderr, command).toBe('');
      expect(r.stdout, command).toMatch(new RegExp(`^usage: nardy ${command} .*\n$`));
    }
  });

  it('serve refuses an --embed-origin that is no origin, before it opens anything, with status 2', async () => {
    for (const args of [['--embed-origin', 'club.example.org'], ['--embed-origin=https://club.example.org/page']]) {
      const r = await inProcess(['serve', '--port', '0', '--embed-origin', 'https://ok.example.org', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^nardy serve: --embed-origin: not an origin: .* \(server\/embed-origin\)\n$/);
    }
  });

  it('bench server refuses a third process, and two processes without a shared PostgreSQL, with status 2', async () => {
    const three = await inProcess(['bench', 'server', '--tables', '2', '--processes', '3']);
    expect(three.status).toBe(2);
    expect(three.stderr).toMatch(/--processes is 1 or 2/);
    const pglite = await inProcess(['bench', 'server', '--tables', '2', '--processes', '2']);
    expect(pglite.status).toBe(2);
    expect(pglite.stderr).toMatch(/PGlite cannot be shared/);
  });

  it('the installed binary refuses it the same way', () => {
    const r = nardy(['moves', '--no-such-flag']);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('nardy moves: unknown flag --no-such-flag');
  });

  it('replay - reads the record from stdin, byte order mark and all', async () => {
    const file = join(root, 'docs', 'examples', 'short-long.json');
    const record = await readFile(file, 'utf8');
    const fromStdin = nardy(['replay', '-'], `\uFEFF${record}`);
    expect(fromStdin.status).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toEqual((await replayFile(file)).json);
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({ over: true });
  });

  it('a record file with a byte order mark replays', async () => {
    const file = join(scratch, 'bom.json');
    const record = await readFile(join(root, 'docs', 'examples', 'short-long.json'), 'utf8');
    writeFileSync(file, `\uFEFF${record}`);
    expect(await replayFile(file)).toMatchObject({ code: 0, json: { over: true } });
  });
});
