// Test-only builders: RULES.md §7 notation (`X{24:2,bar:1}`, `O{12:15}`) into positions.

import { otherNumbering } from '../src/geometry.ts';
import { fromSetup, type Position, type Side, type VariantName } from '../src/index.ts';
import { geometryOf } from '../src/variant.ts';

export const TAGS: Record<string, VariantName> = { SI: 'short', SC: 'short-caucasian', LN: 'long', KH: 'khachapuri' };

/** `24:2,13:5,bar:1` → a Side in own numbering. */
export function side(text: string, off = 0): Side {
  const points: Record<string, number> = {};
  let bar = 0;
  for (const part of text.split(',').filter(Boolean)) {
    const [k, v] = part.split(':');
    if (k === 'bar') bar = Number(v);
    else if (k.startsWith('+off')) off += Number(v);
    else points[k] = Number(v);
  }
  return { points, bar, off };
}

/**
 * A position from §7 notation: X's checkers in X's numbering, O's checkers *standing on X's points*
 * (so they are converted into O's own numbering here).
 */
export function position(variant: VariantName, x: string, o: string, oOff = 0): Position {
  const mine = side(x);
  const onMyPoints = side(o);
  const geometry = geometryOf(variant);
  const theirs: Record<string, number> = {};
  for (const [p, n] of Object.entries(onMyPoints.points)) theirs[otherNumbering(geometry, Number(p))] = n;
  const result = fromSetup(variant, { mover: mine, opponent: { points: theirs, bar: onMyPoints.bar, off: oOff } });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The mover's own checkers of a position in §7 notation (`24:13,18:2`, `+off:n` omitted). */
export function moverText(p: Position): string {
  const parts: string[] = [];
  for (let i = 24; i >= 1; i--) if (p.cells[i] > 0) parts.push(`${i}:${p.cells[i]}`);
  if (p.cells[25] > 0) parts.push(`bar:${p.cells[25]}`);
  return parts.join(',');
}

/** Normalises §7's `X{…}` text (which lists `+off:n` separately) to `moverText`'s form plus off count. */
export function expectedMover(text: string): { text: string; off: number } {
  const s = side(text);
  const parts: string[] = [];
  for (let i = 24; i >= 1; i--) if (s.points[i]) parts.push(`${i}:${s.points[i]}`);
  if (s.bar) parts.push(`bar:${s.bar}`);
  return { text: parts.join(','), off: s.off ?? 0 };
}
