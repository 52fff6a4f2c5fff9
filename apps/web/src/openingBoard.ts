import { type Position, startPosition, type VariantName } from '@nardy/rules';

/**
 * Checkers per point for a plain text/HTML diagram of a position, in White's own numbering
 * (the player to move is White). Used by the start page until the full board element is wired in.
 */
export function pointRows(position: Position): { top: number[]; bottom: number[] } {
  const c = position.cells;
  return {
    // Top row from White's 13 (left) to 24 (right); bottom from 12 (left) to 1 (right).
    top: Array.from({ length: 12 }, (_, i) => c[13 + i]),
    bottom: Array.from({ length: 12 }, (_, i) => c[12 - i]),
  };
}

export function openingRows(variant: VariantName) {
  return pointRows(startPosition(variant));
}
