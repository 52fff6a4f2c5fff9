// The elements of @nardy/elements (<nardy-table>, <nardy-board>, <nardy-editor>, …), registered by the
// screens that draw them. The app's build reads the package's entry as free of side effects
// (vite.config.ts), so the first page takes only the few helpers it uses (plural forms, ½ in scores)
// and the elements, with their own texts, come with the first screen that draws them (docs/app.md
// "Lazy loading").
import { defineElements, getLocale, type Locale, setLocale } from '@nardy/elements';

defineElements();

/** Keeps the elements' page-wide language (`setLocale`) in step with the app's. */
export function followLocale(locale: Locale): void {
  if (getLocale() !== locale) setLocale(locale);
}
