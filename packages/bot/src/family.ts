import { isLongFamily, type VariantName } from '@nardy/rules';
import type { EncodingName } from './encoding.ts';

/** The two evaluator families: one net for short/Caucasian/nackgammon, one for long/khachapuri. */
export const FAMILIES = ['short', 'long'] as const;
export type Family = (typeof FAMILIES)[number];

export function familyOf(variant: VariantName): Family {
  return isLongFamily(variant) ? 'long' : 'short';
}

export function encodingOf(family: Family): EncodingName {
  return family === 'short' ? 'short-v1' : 'long-v1';
}
