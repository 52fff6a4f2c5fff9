// Fuzz tests of the request lines of `nardy moves` and `nardy bot` (issue 14 §4): any line at all is
// answered without an exception, with its own id, by a valid answer or by one of docs/cli.md's codes.
import { BOT_ERRORS } from '@nardy/bot';
import { OPTION_ERRORS, POSITION_ERRORS, POSITION_ID_ERRORS, startSide, VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBotLine } from '../src/botCommand.ts';
import { deeperThan, INPUT_ERRORS, MAX_JSON_DEPTH } from '../src/input.ts';
import { answerMovesLine } from '../src/moves.ts';

/** The codes docs/cli.md lists for a bad line. */
const LINE_CODES: readonly string[] = [
  ...INPUT_ERRORS,
  'ERR_POSITION_ID',
  ...POSITION_ID_ERRORS,
  ...POSITION_ERRORS,
  ...OPTION_ERRORS,
];

/** `nardy bot` adds the bot's own refusals of a request that passed the line's checks. */
const BOT_CODES: readonly string[] = [...LINE_CODES, ...BOT_ERRORS];

const count = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 4 }) },
  fc.integer({ min: -2, max: 20 }),
  fc.anything(),
);
const side = fc.record(
  {
    points: fc.oneof(
      { weight: 6, arbitrary: fc.dictionary(fc.integer({ min: 1, max: 24 }).map(String), count, { maxKeys: 4 }) },
      fc.dictionary(fc.oneof(fc.integer({ min: -1, max: 30 }).map(String), fc.string()), count, { maxKeys: 4 }),
      fc.anything(),
    ),
    bar: count,
    off: count,
  },
  { requiredKeys: ['points'] },
);
const die = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }) },
  fc.integer({ min: -1, max: 9 }),
  fc.double(),
  fc.anything(),
);
/** Sometimes a field of anything at all instead of `arb`, sometimes none. */
const maybe = <T>(arb: fc.Arbitrary<T>, weight = 6) =>
  fc.oneof(
    { weight, arbitrary: arb },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const request = fc
  .record({
    id: fc.oneof(fc.integer(), fc.string(), fc.anything()),
    variant: maybe(fc.constantFrom(...VARIANTS)),
    source: fc.constantFrom('position', 'setup', 'setup', 'setup', 'both', 'none'),
    position: maybe(
      fc.oneof(fc.constantFrom('4HPwATDgc/ABMA', 'jGfkASjg8wcBMA'), fc.string({ minLength: 14, maxLength: 14 })),
    ),
    setup: maybe(
      fc.oneof(
        { weight: 2, arbitrary: fc.record({ mover: side, opponent: side }) },
        fc.constantFrom(...VARIANTS).map((v) => ({ mover: startSide(v), opponent: startSide(v) })),
      ),
      12,
    ),
    dice: maybe(fc.oneof({ weight: 8, arbitrary: fc.tuple(die, die) }, fc.array(die, { maxLength: 3 })), 12),
    firstTurn: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: fc.boolean() },
      fc.anything(),
    ),
    options: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.record({ headRule: fc.constantFrom('F1', 'F2', 'strict', 'free') }) },
      { weight: 1, arbitrary: fc.record({ headRule: fc.constantFrom('F9', 2), sixBlock: fc.anything() }) },
      { weight: 1, arbitrary: fc.anything() },
    ),
  })
  .map(({ source, position, setup, ...rest }) => ({
    ...rest,
    ...(source === 'position' || source === 'both' ? { position } : {}),
    ...(source === 'setup' || source === 'both' ? { setup } : {}),
  }));

/** A line: mostly requests (some with a byte order mark or cut short), else any JSON, text or deep nesting. */
const line = fc.oneof(
  { weight: 10, arbitrary: request.map((r) => JSON.stringify(r)) },
  { weight: 1, arbitrary: request.map((r) => `\uFEFF${JSON.stringify(r)}`) },
  { weight: 1, arbitrary: fc.tuple(request, fc.nat()).map(([r, n]) => JSON.stringify(r).slice(0, n)) },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string() },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_JSON_DEPTH - 2, max: 6000 })
      .map((n) => `{"id":1,"setup":${'['.repeat(n)}${']'.repeat(n)}}`),
  },
);

/** The id an answer must carry: the line's own when it is a JSON object within the depth limit. */
function idOfLine(text: string): unknown {
  try {
    const json = JSON.parse(text.replace(/^\uFEFF/, ''));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    // Nested too deep, the line is refused before its id is read.
    return deeperThan(json, MAX_JSON_DEPTH) ? null : (json.id ?? null);
  } catch {
    return null;
  }
}

function checkAnswer(
  text: string,
  answer: unknown,
  codes: readonly string[],
  valid: (a: Record<string, unknown>) => void,
): 'error' | 'answer' {
  expect(typeof answer).toBe('object');
  const a = answer as Record<string, unknown>;
  const serialised = JSON.stringify(answer); // what serveLines writes: must not throw
  expect(serialised).not.toContain('\n');
  expect(JSON.stringify(a.id ?? null)).toBe(JSON.stringify(idOfLine(text)));
  if ('error' in a) {
    const error = a.error as { code: string; message: string };
    expect(codes).toContain(error.code);
    expect(typeof error.message).toBe('string');
    return 'error';
  }
  valid(a);
  return 'answer';
}

describe('fuzz: request lines', () => {
  it('nardy moves: every line gets its id and the plays or a documented code', () => {
    const seen = { error: 0, answer: 0 };
    fc.assert(
      fc.property(line, (text) => {
        const kind = checkAnswer(text, answerMovesLine(text), LINE_CODES, (a) => {
          const plays = a.plays as { steps: number[][]; hits: number }[];
          expect(a.count).toBe(plays.length);
          expect([0, 1, 2, 3, 4]).toContain(a.diceUsed);
          for (const p of plays) {
            expect(p.steps.length).toBe(a.diceUsed);
            for (const [from, to] of p.steps) expect(from > to && from <= 25 && to >= 0).toBe(true);
          }
        });
        seen[kind]++;
      }),
      { numRuns: 600, seed: 1418 },
    );
    // Both kinds of line were tried, not only refusals.
    expect(seen.answer).toBeGreaterThan(20);
    expect(seen.error).toBeGreaterThan(30);
  }, 60_000);

  it('nardy bot: every line gets its id and a legal play or a documented code', () => {
    let answered = 0;
    fc.assert(
      fc.property(line, (text) => {
        const kind = checkAnswer(text, answerBotLine(text, { variant: 'short', level: 'beginner' }), BOT_CODES, (a) => {
          const steps = a.steps as number[][];
          expect(steps.length).toBeLessThanOrEqual(4);
          for (const [from, to] of steps) expect(from > to && from <= 25 && to >= 0).toBe(true);
        });
        if (kind === 'answer') answered++;
      }),
      { numRuns: 250, seed: 1419 },
    );
    expect(answered).toBeGreaterThan(10);
  }, 60_000);
});
