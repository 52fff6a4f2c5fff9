/** Longest display name, in characters (code points). */
export const MAX_NAME_LENGTH = 32;

/**
 * A display name as the server keeps it: Unicode NFC, without control and format characters (bidi
 * overrides, zero-width joiners), whitespace runs as one space, trimmed, at most `MAX_NAME_LENGTH`
 * characters; null when nothing is left. Names stay plain text: whoever shows one must render it as text
 * (Lit templates and `textContent` do), never as HTML.
 */
export function normalizeName(input: unknown, max = MAX_NAME_LENGTH): string | null {
  if (typeof input !== 'string') return null;
  const cleaned = input
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = Array.from(cleaned).slice(0, max).join('').trim();
  return chars === '' ? null : chars;
}
