import type { Locale } from '@nardy/elements';

/**
 * An equity loss in words a newcomer reads (docs/app.md "Drills"): a loss of 0.083 points is "about one
 * game in twelve" — over twelve games, that choice costs about one. Whole games from 1 point up.
 */
export function lossWords(loss: number, locale: Locale): string {
  const l = Math.max(0, loss);
  if (l < 0.005) return WORDS[locale].none;
  if (l < 0.75) return WORDS[locale].oneIn(Math.round(1 / l));
  return WORDS[locale].games(Math.round(l * 2) / 2);
}

const format = (n: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);

const WORDS: Record<Locale, { none: string; oneIn: (n: number) => string; games: (g: number) => string }> = {
  en: {
    none: 'as good as the best',
    oneIn: (n) => (n <= 1 ? 'about one game worse' : `about one game in ${n} worse`),
    games: (g) => `about ${format(g, 'en')} ${g === 1 ? 'game' : 'games'} worse`,
  },
  ru: {
    none: 'не хуже лучшего',
    oneIn: (n) => (n <= 1 ? 'хуже примерно на одну партию' : `хуже примерно на одну партию из ${n}`),
    games: (g) =>
      `хуже примерно на ${format(g, 'ru')} ${g === 1 ? 'партию' : !Number.isInteger(g) || g < 5 ? 'партии' : 'партий'}`,
  },
  uk: {
    none: 'не гірше за найкращий',
    oneIn: (n) => (n <= 1 ? 'гірше приблизно на одну партію' : `гірше приблизно на одну партію з ${n}`),
    games: (g) =>
      `гірше приблизно на ${format(g, 'uk')} ${g === 1 ? 'партію' : !Number.isInteger(g) || g < 5 ? 'партії' : 'партій'}`,
  },
};
