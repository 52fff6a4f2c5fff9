import { decodeBase64, encodeBase64 } from './base64.ts';
import { BAR_CELL, OPP_BAR } from './cells.ts';
import { fromSetup, type Position } from './position.ts';
import { CHECKERS_PER_SIDE, err, type Result, type VariantName } from './types.ts';
import { geometryOf } from './variant.ts';

/**
 * GNU Backgammon Position IDs for the short variants (OPPOSED geometry). The mover is the player on
 * roll. For each side (the mover's opponent first, then the mover), for its own points 1..24 and then
 * its bar, write as many 1-bits as checkers followed by a 0-bit; pack the 80 bits little-endian into 10
 * bytes and encode in base64 without padding (14 characters). Borne-off checkers are implied
 * (15 − checkers on the board).
 */
export function makePositionId(position: Position): string {
  if (geometryOf(position.variant) !== 'opposed') {
    throw new Error('Position IDs exist only for the short variants');
  }
  const cells = position.cells;
  const bytes = new Uint8Array(10);
  let bit = 0;
  const write = (count: number) => {
    for (let i = 0; i < count; i++, bit++) bytes[bit >> 3] |= 1 << (bit & 7);
    bit++;
  };
  for (let q = 1; q <= 24; q++) write(Math.max(0, -cells[25 - q]));
  write(-cells[OPP_BAR]);
  for (let p = 1; p <= 24; p++) write(Math.max(0, cells[p]));
  write(cells[BAR_CELL]);
  return encodeBase64(bytes).slice(0, 14);
}

export const POSITION_ID_ERRORS = ['ERR_POSITION_ID', 'ERR_VARIANT_GEOMETRY'] as const;
export type PositionIdError = (typeof POSITION_ID_ERRORS)[number];

/** Parses a Position ID into a position of a short variant (the mover is the player on roll). */
export function parsePositionId(id: string, variant: VariantName = 'short'): Result<Position, PositionIdError> {
  if (geometryOf(variant) !== 'opposed') {
    return err('ERR_VARIANT_GEOMETRY', `Position IDs describe short-nardy boards, not ${variant}`);
  }
  if (typeof id !== 'string' || !/^[A-Za-z0-9+/]{14}$/.test(id)) {
    return err('ERR_POSITION_ID', `"${String(id)}" is not a 14-character Position ID`);
  }
  const bytes = decodeBase64(`${id}==`);
  if (bytes === null) return err('ERR_POSITION_ID', `"${id}" is not base64`);
  const sides: number[][] = [[], []];
  let bit = 0;
  for (const side of sides) {
    for (let slot = 0; slot < 25; slot++) {
      let n = 0;
      while (bit < 80 && (bytes[bit >> 3] >> (bit & 7)) & 1) {
        n++;
        bit++;
      }
      if (bit >= 80) {
        return err('ERR_POSITION_ID', `"${id}" ends before both sides are described`);
      }
      bit++;
      side.push(n);
    }
  }
  for (; bit < 80; bit++) {
    if ((bytes[bit >> 3] >> (bit & 7)) & 1) return err('ERR_POSITION_ID', `"${id}" has stray bits after the position`);
  }
  const [opp, mover] = sides;
  const total = (side: number[]) => side.reduce((a, b) => a + b, 0);
  if (total(opp) > CHECKERS_PER_SIDE || total(mover) > CHECKERS_PER_SIDE) {
    return err('ERR_POSITION_ID', `"${id}" puts more than 15 checkers on one side`);
  }
  const side = (s: number[]) => ({
    points: Object.fromEntries(s.slice(0, 24).flatMap((n, i) => (n > 0 ? [[String(i + 1), n]] : []))),
    bar: s[24],
    off: CHECKERS_PER_SIDE - total(s),
  });
  const result = fromSetup(variant, { mover: side(mover), opponent: side(opp) });
  if (!result.ok) return err('ERR_POSITION_ID', `"${id}": ${result.error.message}`);
  return result;
}
