/**
 * The plural form of a word for a number, by the language's own rules (`Intl.PluralRules`): Russian
 * and Ukrainian have one / few / many (and "other" for fractions: "2½ очка"), English one / other.
 * Every text with a count goes through here, so "162 пунктов" cannot happen again.
 */
export type PluralForms = { readonly other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<string, Intl.PluralRules>();

export function pluralForm(lang: string, n: number, forms: PluralForms): string {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return forms[r.select(n)] ?? forms.other;
}
