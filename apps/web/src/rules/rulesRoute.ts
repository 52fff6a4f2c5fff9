/**
 * The addresses of the learning screens (docs/app.md "Rules", "First game", "Drills"): kept apart from
 * their pages so the first page's routes know them without loading them.
 */

/** The rules pages, in the order of their tabs. */
export const RULE_PAGES = ['short', 'long', 'parallel', 'tournament'] as const;
export type RulePage = (typeof RULE_PAGES)[number];

export const RULES_HASH = '#/rules';
export const LEARN_HASH = '#/learn';
export const FIRST_GAME_HASH = '#/first-game';

/** What `#/rules[/<page>][#<rule>]` names: the page (short when none) and the rule to scroll to. */
export interface RulesRoute {
  readonly page: RulePage;
  readonly rule: string | null;
}

export function parseRulesHash(hash: string): RulesRoute | null {
  const match = /^#\/rules(?:\/([a-z]+))?\/?(?:#([a-z0-9-]+))?$/.exec(hash);
  if (!match) return null;
  const page = (match[1] ?? 'short') as RulePage;
  if (!RULE_PAGES.includes(page)) return null;
  return { page, rule: match[2] ?? null };
}

/** The address of a rules page, or of one rule on it. */
export function rulesHash(page: RulePage, rule: string | null = null): string {
  return `${RULES_HASH}/${page}${rule ? `#${rule}` : ''}`;
}

/** What `#/learn[/daily]` names: the drills, or the daily position. */
export function parseLearnHash(hash: string): { readonly daily: boolean } | null {
  if (hash === LEARN_HASH || hash === `${LEARN_HASH}/`) return { daily: false };
  if (hash === `${LEARN_HASH}/daily`) return { daily: true };
  return null;
}

/** What `#/first-game[/long]` names: the variant of the guided first game. */
export function parseFirstGameHash(hash: string): { readonly variant: 'short' | 'long' } | null {
  if (hash === FIRST_GAME_HASH) return { variant: 'short' };
  if (hash === `${FIRST_GAME_HASH}/long`) return { variant: 'long' };
  if (hash === `${FIRST_GAME_HASH}/short`) return { variant: 'short' };
  return null;
}

/** Whether an address is one of the learning screens' (rules, drills, first game). */
export function isLearningHash(hash: string): boolean {
  return /^#\/(rules|learn|first-game)(?=$|[/#])/.test(hash);
}
