import type { Geometry } from './variant.ts';

/**
 * Maps a point in one player's own numbering to the other player's own numbering (RULES.md §1.2).
 * Both mappings are involutions, so the same function converts in either direction.
 * OPPOSED: q = 25 − p. SAME_DIRECTION: q = p − 12 for p > 12, else p + 12.
 */
export function otherNumbering(geometry: Geometry, point: number): number {
  if (geometry === 'opposed') return 25 - point;
  return point > 12 ? point - 12 : point + 12;
}
