import type { Locale } from '@nardy/elements';
import { html, type TemplateResult } from 'lit';
import { APP_LOCALES, type AppStrings } from '../i18n.ts';
import { THEMES, type Theme } from './prefs.ts';

/** Each language by its own name. */
const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/** The language and theme pickers: in the header, and in the game's options at a table in play. */
export function renderLanguageTheme(
  locale: Locale,
  theme: Theme,
  t: AppStrings,
  on: { locale(locale: Locale): void; theme(theme: Theme): void },
): TemplateResult {
  return html`<label class="compact" for="locale-picker"><span>${t.language}</span>
        <select id="locale-picker" @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          const picked = APP_LOCALES.find((l) => l === v);
          if (picked) on.locale(picked);
        }}>
          ${APP_LOCALES.map((l) => html`<option value=${l} ?selected=${l === locale} lang=${l}>${LOCALE_NAMES[l]}</option>`)}
        </select></label>
      <label class="compact" for="theme-picker"><span>${t.theme}</span>
        <select id="theme-picker" @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          const picked = THEMES.find((m) => m === v);
          if (picked) on.theme(picked);
        }}>
          ${THEMES.map((m) => html`<option value=${m} ?selected=${m === theme}>${t.themes[m]}</option>`)}
        </select></label>`;
}
