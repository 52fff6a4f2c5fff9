import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { en, enBoard } from './en.ts';
import { ru, ruBoard } from './ru.ts';
import type { BoardStrings, Strings } from './strings.ts';
import { uk, ukBoard } from './uk.ts';

/** Languages every element speaks. */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const TABLES: Record<Locale, Strings> = { en, ru, uk };
const BOARD_TABLES: Record<Locale, BoardStrings> = { en: enBoard, ru: ruBoard, uk: ukBoard };

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
 * The board's strings of a locale (as `stringsFor`): a board, the dice and the cube read only these,
 * so that a page with a lone board does not load the table's texts.
 */
export function boardStringsFor(locale?: string | null): BoardStrings {
  return BOARD_TABLES[isLocale(locale) ? locale : current];
}

/**
 * Re-renders its host whenever `setLocale` changes the page-wide locale; `strings` reads the
 * host's own `locale` attribute first, through `read` (`stringsFor`, or `boardStringsFor` for the
 * elements that show no table texts).
 */
export class LocaleController<S extends BoardStrings = Strings> implements ReactiveController {
  readonly #host: ReactiveControllerHost & { locale?: string | null };
  readonly #read: (locale?: string | null) => S;
  readonly #listener = () => this.#host.requestUpdate();

  constructor(host: ReactiveControllerHost & { locale?: string | null }, read: (locale?: string | null) => S) {
    this.#host = host;
    this.#read = read;
    host.addController(this);
  }

  get strings(): S {
    return this.#read(this.#host.locale);
  }

  hostConnected(): void {
    listeners.add(this.#listener);
  }

  hostDisconnected(): void {
    listeners.delete(this.#listener);
  }
}
