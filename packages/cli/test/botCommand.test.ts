// The `nardy bot` contract (issue 6 §2): JSON lines in, one answer per line, `{"id", "steps"}` with the
// bot's play in the mover's own numbering, `[]` when the roll cannot be played, errors with codes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { applySteps, fromSetup, legalPlays, parsePositionId, rulesFor, samePosition, TurnPlan } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { answerBotLine, parseBotFlags } from '../src/botCommand.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const defaults = { variant: 'short', level: 'club' } as const;

function answer(input: unknown, d: Parameters<typeof answerBotLine>[1] = defaults) {
  return answerBotLine(typeof input === 'string' ? input : JSON.stringify(input), d) as Record<string, unknown>;
}

describe('nardy bot: answers', () => {
  it('the opening 3-1 by Position ID: a legal two-step play', () => {
    const out = answer({ id: 'a', position: '4HPwATDgc/ABMA', dice: [3, 1] });
    expect(out.id).toBe('a');
    const steps = out.steps as number[][];
    expect(steps).toHaveLength(2);
    const parsed = parsePositionId('4HPwATDgc/ABMA', 'short');
    if (!parsed.ok) throw new Error('bad fixture');
    const plan = new TurnPlan(rulesFor('short'), parsed.value, [3, 1]);
    expect(plan.play(steps.map(([from, to]) => ({ from, to }))).ok).toBe(true);
  });

  it('long nardy by setup with --variant long as the default: first turn 6-6 is forced', () => {
    const side = { points: { 24: 15 } };
    const out = answer(
      { id: 2, setup: { mover: side, opponent: side }, dice: [6, 6], firstTurn: true },
      { variant: 'long', level: 'strong' },
    );
    expect(out).toEqual({
      id: 2,
      steps: [
        [24, 18],
        [24, 18],
      ],
    });
  });

  it('a forfeited roll answers []', () => {
    const out = answer({
      setup: { mover: { points: { 13: 1 }, bar: 1 }, opponent: { points: { 4: 2, 6: 2 } } },
      dice: [6, 4],
    });
    expect(out).toEqual({ id: null, steps: [] });
  });

  it('the chosen play is one of the legal outcomes (Caucasian, hit-and-hide refused)', () => {
    const setup = { mover: { points: { 8: 2, 6: 3, 4: 1 } }, opponent: { points: { 22: 1, 20: 2, 1: 1 } } };
    const out = answer({ variant: 'short-caucasian', setup, dice: [2, 1] });
    const steps = out.steps as number[][];
    const rules = rulesFor('short-caucasian');
    const position = fromSetup('short-caucasian', setup);
    if (!position.ok) throw new Error('bad fixture');
    const played = new TurnPlan(rules, position.value, [2, 1]).play(steps.map(([from, to]) => ({ from, to })));
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const after = applySteps(position.value, played.value);
    expect(legalPlays(rules, position.value, [2, 1]).plays.some((p) => samePosition(p.after, after))).toBe(true);
  });

  it.each([
    ['not JSON', 'hello', 'ERR_JSON'],
    ['an array', '[1,2]', 'ERR_REQUEST'],
    ['an unknown variant', { variant: 'chess', position: '4HPwATDgc/ABMA', dice: [3, 1] }, 'ERR_VARIANT'],
    ['bad dice', { id: 5, position: '4HPwATDgc/ABMA', dice: [7, 1] }, 'ERR_DICE'],
    ['no position', { dice: [3, 1] }, 'ERR_NO_POSITION'],
  ])('refuses %s with a stable code', (_name, input, code) => {
    const out = answer(input);
    expect((out.error as { code: string }).code).toBe(code);
    expect(out).not.toHaveProperty('steps');
  });

  it('flags: defaults, values and refusals', () => {
    expect(parseBotFlags([])).toEqual({ variant: 'short', level: 'strong' });
    expect(parseBotFlags(['--variant', 'long', '--level=master'])).toEqual({ variant: 'long', level: 'master' });
    expect(parseBotFlags(['--level', 'god'])).toHaveProperty('error');
    expect(parseBotFlags(['--variant'])).toHaveProperty('error');
    expect(parseBotFlags(['--speed', '3'])).toHaveProperty('error');
  });
});

describe('nardy bot: the command', () => {
  it('answers every line in order over stdin, bad lines included', () => {
    const input = [
      JSON.stringify({ id: 1, position: '4HPwATDgc/ABMA', dice: [6, 5] }),
      'not json',
      JSON.stringify({ id: 3, position: '4HPwATDgc/ABMA', dice: [4, 4] }),
    ].join('\n');
    const run = spawnSync(process.execPath, ['scripts/nardy.mjs', 'bot', '--level', 'club'], {
      cwd: root,
      input,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].id).toBe(1);
    expect(lines[0].steps).toHaveLength(2);
    expect(lines[1].error.code).toBe('ERR_JSON');
    expect(lines[2].id).toBe(3);
    expect(lines[2].steps).toHaveLength(4);
  });

  it('refuses an unknown level with exit code 2', () => {
    const run = spawnSync(process.execPath, ['scripts/nardy.mjs', 'bot', '--level', 'god'], {
      cwd: root,
      input: '',
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown level/);
  });
});
