import { COLORS, type Color } from '@nardy/rules';

/** Shape checks for untrusted input (records, commands, specs), shared by this package's parsers. */

/** A plain JSON-like object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `'white'` or `'black'`. */
export const isColor = (v: unknown): v is Color => typeof v === 'string' && (COLORS as readonly string[]).includes(v);

/** A board index: an integer from 0 (whether that board exists is the table's business). */
export const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
