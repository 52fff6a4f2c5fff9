import type { Locale } from '@nardy/elements';
import { isLongFamily, type VariantName } from '@nardy/rules';
import { type RulePage, rulesHash } from './rulesRoute.ts';

/**
 * The one home of "which rule refused this": a refusal's stable code (the rules' `STEP_REASONS`, the
 * table's refusal codes) to the address of the rule that explains it on the rules pages, so a refused
 * move's sentence links to its rule. Null for a code no rule section explains (not your turn, …).
 */
export function ruleLinkOf(code: string, variant: VariantName | null = null): string | null {
  const long = variant !== null && isLongFamily(variant);
  const at = (page: RulePage, rule: string) => rulesHash(page, rule);
  switch (code) {
    case 'step/head':
      return at('long', 'head');
    case 'step/six-block':
      return at('long', 'six-block');
    case 'step/hit-and-hide':
      return at('short', 'caucasian');
    case 'step/full-pips':
      return at('tournament', 'full-pips');
    case 'step/higher-die':
    case 'step/whole-roll':
    case 'move/incomplete':
      return at('short', 'whole-roll');
    case 'step/blocked':
      return long ? at('long', 'no-hitting') : at('short', 'moving');
    case 'step/bar-first':
      return at('short', 'bar');
    case 'step/not-home':
    case 'step/bear-off-higher':
      return long ? at('long', 'long-endings') : at('short', 'bear-off');
    case 'board/committed':
      return at('parallel', 'one-board');
    case 'cube/not-allowed':
      return at('short', 'cube');
    default:
      return null;
  }
}

const WORDS: Record<Locale, string> = { en: 'Read the rule', ru: 'Прочитать правило', uk: 'Прочитати правило' };

/** The link's words beside a refused move's explanation. */
export function ruleLinkWords(locale: Locale): string {
  return WORDS[locale] ?? WORDS.en;
}
