/**
 * Positions the evaluator meets in play, for fitting and checking quantized nets (scripts only).
 */

import { type Evaluator, makeStrategy } from '@nardy/bot';
import { playGames, randomGamePositions } from '@nardy/bot/testing';
import { CELLS, flipCells, OFF_CELL, rulesFor, seededRandom, type VariantName } from '@nardy/rules';

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
  const club = makeStrategy('club', rulesFor(variant), { evaluator });
  const random = seededRandom(seed);
  const out: Int8Array[] = [];
  playGames({
    variant: () => variant,
    random,
    more: () => out.length < count,
    choose: ({ board, gen, count: plays }) => {
      out.push(Int8Array.from(board));
      if (plays === 0) return 0;
      const r = Math.floor(random() * plays);
      const other = gen.outcomes.subarray(r * CELLS, (r + 1) * CELLS);
      if (other[OFF_CELL] !== 15 && out.length < count) out.push(flipCells(variant, other));
      return club.pick(gen, board);
    },
  });
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
 * plays (`randomGamePositions`): the odd positions a search still judges — many checkers on the bar,
 * stacks, broken boards — that self-play seldom reaches.
 */
export function randomPlayPositions(family: keyof typeof FAMILY_MIX, count: number, seed: number): Int8Array[] {
  return randomGamePositions(FAMILY_MIX[family], count, seed);
}
