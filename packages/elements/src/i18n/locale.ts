import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { Strings } from './strings.ts';
import { uk } from './uk.ts';

/** Languages every element speaks. */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const TABLES: Record<Locale, Strings> = { en, ru, uk };

let current: Locale = 'en';
const listeners = new Set<() => void>();

/**
 * Switches the language of every nardy element on the page at run time (one mechanism for all
 * elements). An element's own `locale` attribute still wins over this page-wide setting.
 */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) throw new Error(`unknown locale "${String(locale)}"; expected one of ${LOCALES.join(', ')}`);
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener();
}

/** The page-wide locale set by `setLocale` (default English). */
export function getLocale(): Locale {
  return current;
}

/** The strings of a locale; an unknown or missing locale falls back to the page-wide one. */
export function stringsFor(locale?: string | null): Strings {
  return TABLES[isLocale(locale) ? locale : current];
}

/**
 * Re-renders its host whenever `setLocale` changes the page-wide locale; `strings` reads the
 * host's own `locale` attribute first.
 */
export class LocaleController implements ReactiveController {
  readonly #host: ReactiveControllerHost & { locale?: string | null };
  readonly #listener = () => this.#host.requestUpdate();

  constructor(host: ReactiveControllerHost & { locale?: string | null }) {
    this.#host = host;
    host.addController(this);
  }

  get strings(): Strings {
    return stringsFor(this.#host.locale);
  }

  hostConnected(): void {
    listeners.add(this.#listener);
  }

  hostDisconnected(): void {
    listeners.delete(this.#listener);
  }
}
