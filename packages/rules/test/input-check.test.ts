// The generators' one input check (inputCheck.ts): dice, cells and rules that the searches were not
// written for are refused with a stable code by every entry point, and nothing can drive the
// WebAssembly kernel outside its board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlaysKernel } from '../src/generator/kernel.ts';
import {
  ALL_ROLLS,
  CELLS,
  checkPlayInput,
  type Dice,
  legalPlays,
  legalSequences,
  PLAY_INPUT_ERRORS,
  PlayGenerator,
  PlayInputRefused,
  type Position,
  type Rules,
  rulesFor,
  seededRandom,
  startPosition,
  TurnPlan,
  VARIANTS,
} from '../src/index.ts';

/** The code an entry point refused with, or 'accepted'. Anything but a PlayInputRefused is rethrown. */
function refusal(run: () => unknown): string {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof PlayInputRefused) return error.code;
    throw error;
  }
}

const BAD_DICE: unknown[][] = [
  [0, 3],
  [7, 1],
  [3, 9],
  [-1, 2],
  [1.5, 2],
  [Number.NaN, 1],
  [Number.POSITIVE_INFINITY, 1],
  [100, 1],
  ['3', 1],
  [null, 1],
];

const cellsWith = (base: Position, changes: Record<number, number>): Int8Array => {
  const cells = Int8Array.from(base.cells);
  for (const [at, n] of Object.entries(changes)) cells[Number(at)] = n;
  return cells;
};

/** The cells as a plain array, one of them replaced (values an Int8Array cannot hold). */
const withCell = (base: Position, at: number, n: number): number[] => {
  const cells = [...base.cells];
  cells[at] = n;
  return cells;
};

/** Every entry point, asked the same question. */
const entryPoints = (rules: Rules, position: Position, dice: readonly unknown[]) => {
  const [d1, d2] = dice as [number, number];
  return {
    legalPlays: () => legalPlays(rules, position, dice as unknown as Dice),
    legalSequences: () => legalSequences(rules, position, dice as unknown as Dice),
    TurnPlan: () => new TurnPlan(rules, position, dice as unknown as Dice),
    generate: () => new PlayGenerator().generate(rules, position.cells, d1, d2),
    generateJs: () => new PlayGenerator(512, { webAssembly: false }).generate(rules, position.cells, d1, d2),
    sample: () => new PlayGenerator().sample(rules, position.cells, d1, d2, seededRandom(1)),
  };
};

describe('dice', () => {
  it('are two integers 1..6 at every entry point, in every variant', () => {
    for (const variant of VARIANTS) {
      const rules = rulesFor(variant);
      for (const dice of BAD_DICE) {
        for (const [name, run] of Object.entries(entryPoints(rules, startPosition(variant), dice))) {
          expect(`${variant} ${name} ${String(dice)}: ${refusal(run)}`).toBe(
            `${variant} ${name} ${String(dice)}: ERR_DICE`,
          );
        }
      }
    }
    expect(checkPlayInput(rulesFor('short'), startPosition('short'), [3])?.code).toBe('ERR_DICE');
    expect(checkPlayInput(rulesFor('short'), startPosition('short'), 'ab')?.code).toBe('ERR_DICE');
  });
});

describe('the position fits the rules', () => {
  it('a long-nardy rules object with a short position is ERR_VARIANT_GEOMETRY, not 15 plays', () => {
    const run = () => legalPlays(rulesFor('long'), startPosition('short'), [3, 1]);
    expect(refusal(run)).toBe('ERR_VARIANT_GEOMETRY');
    expect(refusal(() => legalPlays(rulesFor('short'), startPosition('long'), [6, 5]))).toBe('ERR_VARIANT_GEOMETRY');
    expect(refusal(() => new TurnPlan(rulesFor('khachapuri'), startPosition('nackgammon'), [6, 5]))).toBe(
      'ERR_VARIANT_GEOMETRY',
    );
    // The same family's variants share one geometry and one board: a nackgammon position under short rules plays.
    expect(legalPlays(rulesFor('short'), startPosition('nackgammon'), [3, 1]).plays.length).toBeGreaterThan(0);
    const message = checkPlayInput(rulesFor('long'), startPosition('short'), [3, 1])?.message;
    expect(message).toMatch(/short position .* long rules/);
  });

  it('cells that are no board are refused with their codes by every entry point', () => {
    const short = startPosition('short');
    const long = startPosition('long');
    const cases: [string, Rules, Position, string][] = [
      ['27 cells', rulesFor('short'), { variant: 'short', cells: new Int8Array(27) }, 'ERR_CELLS'],
      ['29 cells', rulesFor('short'), { variant: 'short', cells: new Int8Array(29) }, 'ERR_CELLS'],
      ['a plain array of 28', rulesFor('short'), { variant: 'short', cells: [...short.cells] } as never, 'accepted'],
      ['a fraction', rulesFor('short'), { variant: 'short', cells: withCell(short, 6, 4.5) } as never, 'ERR_CELLS'],
      ['NaN', rulesFor('short'), { variant: 'short', cells: withCell(short, 6, Number.NaN) } as never, 'ERR_CELLS'],
      [
        '1,000 checkers',
        rulesFor('short'),
        { variant: 'short', cells: withCell(short, 6, 1000) } as never,
        'ERR_CELLS',
      ],
      ['16 on a point', rulesFor('short'), { variant: 'short', cells: cellsWith(short, { 6: 16 }) }, 'ERR_CELLS'],
      ['16 a side', rulesFor('short'), { variant: 'short', cells: cellsWith(short, { 26: 1 }) }, 'ERR_CHECKER_COUNT'],
      [
        'a negative bar',
        rulesFor('short'),
        { variant: 'short', cells: cellsWith(short, { 25: -1, 6: 4 }) },
        'ERR_CELLS',
      ],
      [
        'a positive opponent bar',
        rulesFor('short'),
        { variant: 'short', cells: cellsWith(short, { 0: 1 }) },
        'ERR_CELLS',
      ],
      ['negative borne off', rulesFor('short'), { variant: 'short', cells: cellsWith(short, { 27: -2 }) }, 'ERR_CELLS'],
      [
        'a bar in long nardy',
        rulesFor('long'),
        { variant: 'long', cells: cellsWith(long, { 24: 14, 25: 1 }) },
        'ERR_BAR_NOT_ALLOWED',
      ],
      ['no cells', rulesFor('short'), { variant: 'short' } as never, 'ERR_CELLS'],
      ['an unknown variant', rulesFor('short'), { variant: 'tavla', cells: short.cells } as never, 'ERR_CELLS'],
    ];
    for (const [what, rules, position, code] of cases) {
      for (const [name, run] of Object.entries(entryPoints(rules, position, [3, 1]))) {
        // The generators are given cells, not a position: they cannot know its variant.
        if (what === 'an unknown variant' && (name.startsWith('generate') || name === 'sample')) continue;
        expect(`${what} ${name}: ${refusal(run)}`).toBe(`${what} ${name}: ${code}`);
      }
    }
  });

  it('rules objects that rulesFor cannot make are ERR_RULES', () => {
    const position = startPosition('short');
    const bad: unknown[] = [
      null,
      {},
      { ...rulesFor('short'), variant: 'tavla' },
      { ...rulesFor('short'), geometry: 'sameDirection' },
      { ...rulesFor('long'), headRule: 'F3' },
      { ...rulesFor('long'), sixBlock: null },
      { ...rulesFor('short'), sixBlockTiming: 'never' },
      { ...rulesFor('short'), hitting: 'yes' },
    ];
    for (const rules of bad) {
      for (const [name, run] of Object.entries(entryPoints(rules as Rules, position, [3, 1]))) {
        expect(`${JSON.stringify(rules)} ${name}: ${refusal(run)}`).toBe(`${JSON.stringify(rules)} ${name}: ERR_RULES`);
      }
    }
    // What explainStep builds (a relaxed option of the same variant) is still rules.
    expect(checkPlayInput({ ...rulesFor('long'), headRule: 'free' }, startPosition('long'), [6, 6])).toBeNull();
  });
});

describe('the WebAssembly kernel cannot be driven out of bounds', () => {
  it('would read outside its board for a die of 100 and answer nonsense for 0 or 7; the generator never lets either reach it', () => {
    const kernel = createPlaysKernel();
    expect(kernel).not.toBeNull();
    if (kernel === null) return;
    const start = startPosition('short');
    kernel.board.set(start.cells);
    expect(() => kernel.plain(100, 1, 0)).toThrow(/out of bounds/);
    kernel.board.set(startPosition('long').cells);
    expect(() => kernel.longRoll(100, 1, 1, 1, 1, 0)).toThrow(/out of bounds/);

    // The same requests through the generator: refused before the kernel, which then still answers truly.
    const gen = new PlayGenerator();
    const reference = new PlayGenerator(512, { webAssembly: false });
    for (const variant of VARIANTS) {
      const rules = rulesFor(variant);
      const cells = startPosition(variant).cells;
      for (const [d1, d2] of [
        [100, 1],
        [0, 3],
        [7, 1],
        [-1, 2],
      ]) {
        expect(refusal(() => gen.generate(rules, cells, d1, d2))).toBe('ERR_DICE');
      }
      for (const [a, b] of ALL_ROLLS) {
        expect(gen.generate(rules, cells, a, b)).toBe(reference.generate(rules, cells, a, b));
      }
    }
  });

  it('any 28 numbers and any two dice: a coded refusal, or the plays the JavaScript searches find', () => {
    const gen = new PlayGenerator();
    const reference = new PlayGenerator(512, { webAssembly: false });
    // Mostly boards (small counts, bars and trays of the right sign), some with one wild cell or a cell
    // too many or too few.
    const small = fc.oneof(
      { weight: 4, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: fc.integer({ min: -2, max: 2 }) },
    );
    const wild = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.double(), fc.constantFrom(16, -16, 0.5));
    const board = fc
      .tuple(
        fc.array(small, { minLength: CELLS, maxLength: CELLS }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: CELLS - 1 }), wild), { freq: 3 }),
        fc.constantFrom(0, 0, 0, 0, 0, 0, 1, -1),
      )
      .map(([values, corrupt, extra]) => {
        const cells: number[] = values.map((n, i) => (i === 0 ? -Math.abs(n) : i >= 25 ? Math.abs(n) : n));
        if (corrupt !== null) cells[corrupt[0]] = corrupt[1];
        if (extra > 0) cells.push(0);
        if (extra < 0) cells.pop();
        return cells;
      });
    let accepted = 0;
    const die = fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }) },
      { weight: 1, arbitrary: fc.double() },
    );
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), board, die, die, (variant, values, d1, d2) => {
        const rules = rulesFor(variant);
        const code = refusal(() => gen.generate(rules, values, d1, d2));
        expect(['accepted', ...PLAY_INPUT_ERRORS]).toContain(code);
        if (code !== 'accepted') {
          expect(refusal(() => reference.generate(rules, values, d1, d2))).toBe(code);
          return;
        }
        accepted++;
        const n = gen.diceUsed;
        const count = gen.count;
        expect(reference.generate(rules, values, d1, d2)).toBe(count);
        expect(reference.diceUsed).toBe(n);
      }),
      { numRuns: 400, seed: 20261201 },
    );
    expect(accepted).toBeGreaterThan(40); // the property also runs the searches, not only the refusals
  });
});
