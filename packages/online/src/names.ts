/** Longest display name, in characters (code points). */
export const MAX_NAME_LENGTH = 32;

/**
 * Text that people type, as the server keeps it — display names, table titles, chat lines, report
 * reasons: Unicode NFC, control and format characters (bidi overrides, zero-width joiners) and line
 * breaks as spaces, whitespace runs as one space, trimmed. The one cleaner of every such text.
 */
export function cleanText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * A display name as the server keeps it: `cleanText`, at most `max` characters (code points); null when
 * nothing is left. Names stay plain text: whoever shows one must render it as text (Lit templates and
 * `textContent` do), never as HTML.
 */
export function normalizeName(input: unknown, max = MAX_NAME_LENGTH): string | null {
  if (typeof input !== 'string') return null;
  const chars = Array.from(cleanText(input)).slice(0, max).join('').trim();
  return chars === '' ? null : chars;
}
