// The short family's fast searches run in WebAssembly where it is available, with the JavaScript
// searches as the fallback. Both must give exactly the outcomes, step lists, hit counts and dice used of
// the general search; the committed module must be the one wasm/shortPlays.ts compiles to.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { compilePlays, TARGET } from '../scripts/build-wasm.mjs';
import { createPlaysKernel } from '../src/generator/kernel.ts';
import {
  ALL_ROLLS,
  applySteps,
  CELLS,
  flip,
  outsideHome,
  PlayGenerator,
  type Position,
  parsePositionId,
  positionKey,
  type Rules,
  rulesFor,
  seededRandom,
  startPosition,
  TurnPlan,
} from '../src/index.ts';

/** Every outcome of the generator's last call as `board|hits`, sorted, plus each play checked against its steps. */
function outcomes(gen: PlayGenerator, start: Position): string[] {
  const keys: string[] = [];
  for (let i = 0; i < gen.count; i++) {
    const board = gen.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    const steps = [];
    for (let k = 0; k < gen.diceUsed; k++) {
      const at = i * 12 + k * 3;
      steps.push({ from: gen.steps[at], to: gen.steps[at + 1], die: gen.steps[at + 2] });
    }
    // The representative steps reach the outcome, and hit as many checkers as reported.
    const after = applySteps(start, steps);
    expect(positionKey(after)).toBe(positionKey({ variant: start.variant, cells: board }));
    expect(start.cells[0] - after.cells[0]).toBe(gen.hits[i]);
    keys.push(`${positionKey(after)}|${gen.hits[i]}`);
  }
  return keys.sort();
}

/** Positions every third turn of seeded random games. */
function gamePositions(rules: Rules, seed: number, games: number): Position[] {
  const random = seededRandom(seed);
  const gen = new PlayGenerator(512, { webAssembly: false });
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    let position = startPosition(rules.variant);
    for (let t = 0; t < 400 && position.cells[26] < 15; t++) {
      if (t % 3 === 0) out.push(position);
      const a = 1 + Math.floor(random() * 6);
      const b = 1 + Math.floor(random() * 6);
      const n = gen.generate(rules, position.cells, a, b);
      if (n > 0) {
        const pick = Math.floor(random() * n);
        position = { variant: rules.variant, cells: gen.outcomes.slice(pick * CELLS, (pick + 1) * CELLS) };
      }
      if (position.cells[26] === 15) break;
      position = flip(position);
    }
  }
  return out;
}

describe('the WebAssembly move generator', () => {
  it('the committed WebAssembly module is the one wasm/shortPlays.ts compiles to', async () => {
    const bytes = await compilePlays();
    expect(Buffer.compare(readFileSync(TARGET), bytes)).toBe(0);
  }, 60_000);

  it('WebAssembly runs here (else the comparisons below would test JavaScript twice)', () => {
    expect(createPlaysKernel()).not.toBeNull();
  });

  for (const variant of ['short', 'nackgammon', 'short-caucasian'] as const) {
    it(`${variant}: WebAssembly and JavaScript agree with the general search on all 21 rolls of random-game positions`, () => {
      const rules = rulesFor(variant);
      const wasm = new PlayGenerator();
      const js = new PlayGenerator(512, { webAssembly: false });
      let midgame = 0;
      for (const position of gamePositions(rules, variant.length, 3)) {
        if (outsideHome(position.cells) >= 2) midgame++;
        for (const [a, b] of ALL_ROLLS) {
          wasm.generate(rules, position.cells, a, b);
          const fromWasm = outcomes(wasm, position);
          js.generate(rules, position.cells, a, b);
          expect(outcomes(js, position)).toEqual(fromWasm);
          expect(js.diceUsed).toBe(wasm.diceUsed);
          // The general search (every step sequence) reaches the same set of boards.
          if ((a + 2 * b) % 7 === 0) {
            const plan = new TurnPlan(rules, position, [a, b]);
            const reference = new Set(
              plan.sequences.filter((s) => s.length > 0).map((s) => positionKey(applySteps(position, s))),
            );
            expect(new Set(fromWasm.map((k) => k.split('|')[0]))).toEqual(reference);
          }
        }
      }
      expect(midgame).toBeGreaterThan(25);
    }, 120_000);
  }

  it('short Caucasian: every position of 40 random games, all 21 rolls, same outcomes and dice used', () => {
    const rules = rulesFor('short-caucasian');
    const wasm = new PlayGenerator();
    const js = new PlayGenerator(512, { webAssembly: false });
    const boards = (gen: PlayGenerator) => {
      const keys: string[] = [];
      for (let i = 0; i < gen.count; i++)
        keys.push(`${gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS).join(',')}|${gen.hits[i]}`);
      return keys.sort().join(';');
    };
    const positions = gamePositions(rules, 40, 40);
    const tainting = positions.filter((p) => [1, 2, 3, 4, 5, 6].some((q) => p.cells[q] === -1)).length;
    expect(tainting).toBeGreaterThan(200);
    // Rolls in the outer loop, so that no call can lean on what an earlier call left behind.
    for (const [a, b] of ALL_ROLLS) {
      for (const { cells } of positions) {
        wasm.generate(rules, cells, a, b);
        js.generate(rules, cells, a, b);
        expect([wasm.count, wasm.diceUsed, boards(wasm)]).toEqual([js.count, js.diceUsed, boards(js)]);
      }
    }
  }, 120_000);

  it('the GNU Backgammon fixture positions give the same outcomes in both searches', () => {
    const rules = rulesFor('short');
    const wasm = new PlayGenerator();
    const js = new PlayGenerator(512, { webAssembly: false });
    const lines = readFileSync(new URL('./gnubg-legal-moves.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    for (const line of lines.slice(0, 500)) {
      const row = JSON.parse(line) as { position: string; dice: [number, number] };
      const parsed = parsePositionId(row.position);
      if (!parsed.ok) throw new Error(parsed.error.message);
      wasm.generate(rules, parsed.value.cells, row.dice[0], row.dice[1]);
      js.generate(rules, parsed.value.cells, row.dice[0], row.dice[1]);
      expect(outcomes(js, parsed.value)).toEqual(outcomes(wasm, parsed.value));
    }
  });

  it('a roll with 2,121 outcomes (more than the first kernel held) is found whole', () => {
    const cells = new Int8Array(CELLS);
    cells[1] = -15;
    for (const p of [3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24]) cells[p] = 1;
    const position = { variant: 'short' as const, cells };
    const wasm = new PlayGenerator();
    const js = new PlayGenerator(512, { webAssembly: false });
    expect(wasm.generate(rulesFor('short'), cells, 1, 1)).toBe(2121);
    expect(js.generate(rulesFor('short'), cells, 1, 1)).toBe(2121);
    expect(outcomes(wasm, position)).toEqual(outcomes(js, position));
  });

  it('Caucasian rule in a double: the hitter may move on once its landing point was left first', () => {
    // X: 5:1, 3:1, 13:5, 24:8; O: a blot on X's 4 and 14 checkers on X's 20. Roll 1-1.
    const cells = new Int8Array(CELLS);
    cells[5] = 1;
    cells[3] = 1;
    cells[13] = 5;
    cells[24] = 8;
    cells[4] = -1;
    cells[20] = -14;
    const position = { variant: 'short-caucasian' as const, cells };
    const rules = rulesFor('short-caucasian');
    const wasm = new PlayGenerator();
    const js = new PlayGenerator(512, { webAssembly: false });
    wasm.generate(rules, cells, 1, 1);
    js.generate(rules, cells, 1, 1);
    expect(outcomes(wasm, position)).toEqual(outcomes(js, position));
    // 5/4* 3/2 4/3 13/12 (only in that order: 4/3 before 3/2 would move the hitter onto its own 3).
    const target = applySteps(position, [
      { from: 5, to: 4 },
      { from: 3, to: 2 },
      { from: 4, to: 3 },
      { from: 13, to: 12 },
    ]);
    expect(outcomes(wasm, position).some((k) => k.startsWith(`${positionKey(target)}|`))).toBe(true);
    // 5/4*/3 with the 3 still occupied is not a play: 5/4* 4/3 24/23 24/23 never appears.
    const illegal = applySteps(position, [
      { from: 5, to: 4 },
      { from: 4, to: 3 },
      { from: 24, to: 23 },
      { from: 24, to: 23 },
    ]);
    expect(outcomes(wasm, position).some((k) => k.startsWith(`${positionKey(illegal)}|`))).toBe(false);
  });

  it('a JavaScript generator that starts small grows its arrays and hash table mid-search', () => {
    // The 2,121-outcome 1-1 from above (also under the Caucasian rule), and bear-off rolls, from little room.
    const rules = rulesFor('short');
    const cells = new Int8Array(CELLS);
    cells[1] = -15;
    for (const p of [3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24]) cells[p] = 1;
    const position = { variant: 'short' as const, cells };
    const small = new PlayGenerator(16, { webAssembly: false });
    const wasm = new PlayGenerator();
    expect(small.generate(rules, cells, 1, 1)).toBe(2121);
    wasm.generate(rules, cells, 1, 1);
    expect(outcomes(small, position)).toEqual(outcomes(wasm, position));
    // The same under the Caucasian rule with a blot on 2: the general search, deduplicating by hash.
    const caucasian = rulesFor('short-caucasian');
    const tainted = Int8Array.from(cells);
    tainted[1] = -14;
    tainted[2] = -1;
    const taintedPosition = { variant: 'short-caucasian' as const, cells: tainted };
    const general = new PlayGenerator(16, { webAssembly: false });
    expect(general.generate(caucasian, tainted, 1, 1)).toBe(2121);
    wasm.generate(caucasian, tainted, 1, 1);
    expect(outcomes(general, taintedPosition)).toEqual(outcomes(wasm, taintedPosition));
    const home = new Int8Array(CELLS);
    for (const p of [1, 2, 3, 4, 5, 6]) home[p] = p === 6 ? 5 : 2;
    home[24] = -15;
    const bearOff = { variant: 'short' as const, cells: home };
    for (const [a, b] of ALL_ROLLS) {
      const fresh = new PlayGenerator(1, { webAssembly: false });
      fresh.generate(rules, home, a, b);
      wasm.generate(rules, home, a, b);
      expect(outcomes(fresh, bearOff)).toEqual(outcomes(wasm, bearOff));
    }
  });

  it('a generator that started with its own arrays moves to the kernel memory and stays correct', () => {
    const rules = rulesFor('short');
    const gen = new PlayGenerator(5000);
    const js = new PlayGenerator(512, { webAssembly: false });
    const start = startPosition('short');
    const before = gen.outcomes;
    gen.generate(rules, start.cells, 6, 5);
    js.generate(rules, start.cells, 6, 5);
    expect(gen.outcomes).not.toBe(before);
    expect(outcomes(gen, start)).toEqual(outcomes(js, start));
    // A bear-off roll (the JavaScript path) now writes into the kernel memory.
    const home = new Int8Array(CELLS);
    home[1] = 5;
    home[2] = 5;
    home[3] = 5;
    home[24] = -15;
    const bearOff = { variant: 'short' as const, cells: home };
    gen.generate(rules, home, 2, 1);
    js.generate(rules, home, 2, 1);
    expect(outcomes(gen, bearOff)).toEqual(outcomes(js, bearOff));
  });

  it('without WebAssembly the generator keeps to JavaScript', () => {
    const global = globalThis as { WebAssembly?: unknown };
    const saved = global.WebAssembly;
    const rules = rulesFor('short');
    const start = startPosition('short');
    try {
      global.WebAssembly = undefined;
      expect(createPlaysKernel()).toBeNull();
      const gen = new PlayGenerator();
      expect(gen.generate(rules, start.cells, 3, 1)).toBe(16);
    } finally {
      global.WebAssembly = saved;
    }
  });
});
