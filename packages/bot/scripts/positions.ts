/**
 * Positions the evaluator meets in play, for fitting and checking quantized nets (scripts only).
 */
import {
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  seededRandom,
  startPosition,
  type VariantName,
} from '@nardy/rules';
import { type Evaluator, makeStrategy, rollDie } from '../src/index.ts';

/** The variants of a family, in the proportions the family's net was trained on. */
export const FAMILY_MIX = {
  short: ['short', 'short', 'short', 'nackgammon', 'short-caucasian'],
  long: ['long', 'long', 'long', 'khachapuri'],
} as const satisfies Record<string, readonly VariantName[]>;

/**
 * `count` positions (side to move, game not over) from 0-ply self-play of `evaluator` in `variant`:
 * every position before a roll, and after each roll one uniformly random legal play, flipped to the
 * opponent (the positions a search judges include poor plays, not only the chosen ones).
 */
export function playPositions(variant: VariantName, evaluator: Evaluator, count: number, seed: number): Int8Array[] {
  const rules = rulesFor(variant);
  const club = makeStrategy('club', rules, { evaluator });
  const random = seededRandom(seed);
  const gen = new PlayGenerator();
  const out: Int8Array[] = [];
  const flipped = new Int8Array(CELLS);
  while (out.length < count) {
    const board = Int8Array.from(startPosition(variant).cells);
    const played = [0, 0];
    let side = 0;
    for (let turn = 0; turn < 2000 && out.length < count; turn++) {
      out.push(Int8Array.from(board));
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), played[side] === 0);
      played[side]++;
      if (n > 0) {
        const r = Math.floor(random() * n);
        const other = gen.outcomes.subarray(r * CELLS, (r + 1) * CELLS);
        if (other[OFF_CELL] !== 15 && out.length < count) out.push(Int8Array.from(flipCells(variant, other, flipped)));
        const pick = club.pick(gen, board);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board, flipped));
      side ^= 1;
    }
  }
  return out;
}

/** `count` positions over the family's variants (in its training proportions), seeds `seed`, `seed + 1`, … */
export function familyPositions(
  family: keyof typeof FAMILY_MIX,
  evaluator: Evaluator,
  count: number,
  seed: number,
): Int8Array[] {
  const mix = FAMILY_MIX[family];
  return mix.flatMap((variant, i) =>
    playPositions(
      variant,
      evaluator,
      Math.round((count * (i + 1)) / mix.length) - Math.round((count * i) / mix.length),
      seed + i,
    ),
  );
}

/**
 * `count` positions of the family's variants from games where both sides play uniformly random legal
 * plays (two random afterstates of each roll, flipped): the odd positions a search still judges — many
 * checkers on the bar, stacks, broken boards — that self-play seldom reaches.
 */
export function randomPlayPositions(family: keyof typeof FAMILY_MIX, count: number, seed: number): Int8Array[] {
  const mix = FAMILY_MIX[family];
  const random = seededRandom(seed);
  const gen = new PlayGenerator();
  const out: Int8Array[] = [];
  while (out.length < count) {
    const variant = mix[out.length % mix.length];
    const rules = rulesFor(variant);
    const board = Int8Array.from(startPosition(variant).cells);
    const played = [0, 0];
    let side = 0;
    for (let turn = 0; turn < 2000 && out.length < count; turn++) {
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), played[side] === 0);
      played[side]++;
      if (n > 0) {
        for (let k = 0; k < 2 && out.length < count; k++) {
          const i = Math.floor(random() * n);
          const after = gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS);
          if (after[OFF_CELL] !== 15) out.push(flipCells(variant, after));
        }
        const pick = Math.floor(random() * n);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
      side ^= 1;
    }
  }
  return out;
}
