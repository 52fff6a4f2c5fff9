import type { Color } from '@nardy/rules';
import type { DaveProgression, SharedCubeAfterFirst } from './config.ts';

/** A doubling cube ("dave"): its value, who owns it (null = centred), and whether it may still be turned. */
export interface Cube {
  readonly value: number;
  readonly owner: Color | null;
  /** A shared cube retired after the first finished board (option `sharedCubeAfterFirst = retire`). */
  readonly retired: boolean;
  /** A double was taken on this cube since its last reset (Jacoby, RULES.md §4.2). */
  readonly turned: boolean;
}

/** The cube at the start of every game: value 1, centred (RULES.md §5.1). */
export const CENTRED_CUBE: Cube = { value: 1, owner: null, retired: false, turned: false };

/** The value an offer proposes: ×2 (geometric) or +1 (arithmetic Caucasian dave, RULES.md §5.2). */
export function nextCubeValue(value: number, progression: DaveProgression): number {
  return progression === 'arithmetic' ? value + 1 : value * 2;
}

export const CUBE_REFUSALS = ['retired', 'owner', 'max'] as const;
export type CubeRefusal = (typeof CUBE_REFUSALS)[number];

/**
 * Whether `player` may offer on this cube as far as the cube itself goes (RULES.md §5.1: centred or
 * owned by the offerer, and the proposed value within the maximum). Turn, phase, Crawford and the
 * last-roll turn are the table's business.
 */
export function cubeAccess(cube: Cube, player: Color, max: number, progression: DaveProgression): CubeRefusal | null {
  if (cube.retired) return 'retired';
  if (cube.owner !== null && cube.owner !== player) return 'owner';
  if (nextCubeValue(cube.value, progression) > max) return 'max';
  return null;
}

/** A taken offer: the value goes up and the taker owns the cube (RULES.md §5.1). */
export function takeCube(cube: Cube, taker: Color, progression: DaveProgression): Cube {
  return { ...cube, value: nextCubeValue(cube.value, progression), owner: taker, turned: true };
}

/**
 * The shared cube after a board finished normally (play or resignation; RULES.md §6.7): its value was
 * that board's stake; it goes back to 1 centred (`reset`) or stays at 1 and can no longer be turned (`retire`).
 */
export function sharedCubeAfterFinish(mode: SharedCubeAfterFirst): Cube {
  return mode === 'retire' ? { ...CENTRED_CUBE, retired: true } : CENTRED_CUBE;
}

/**
 * The shared cube after a drop (RULES.md §6.7 rule 2): the value stays at the pre-double value, and the
 * dropper owns it (the right to double passes to him).
 */
export function sharedCubeAfterDrop(cube: Cube, dropper: Color): Cube {
  return { ...cube, owner: dropper };
}
