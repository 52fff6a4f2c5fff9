import type { Locale } from '@nardy/elements';
import { type AutoPlaySettings, DEFAULT_AUTO_PLAY } from '@nardy/parallel';

/** Colour scheme choices: follow the system, or force one. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Colours of the boards (the elements' board themes). */
export const BOARD_THEMES = ['green', 'wood', 'contrast'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

/** The player's preferences (localStorage `nardy.prefs`, docs/app.md "Storage"). */
export interface Prefs {
  readonly locale: Locale | null;
  readonly theme: Theme;
  readonly autoForced: boolean;
  readonly autoBoard: boolean;
  /** Sounds for dice, moves and the game's end: off until the player turns them on. */
  readonly sounds: boolean;
  readonly boardTheme: BoardTheme;
  /** The Hint button during games (issue 17): off until the player turns it on. */
  readonly hints: boolean;
}

export const DEFAULT_PREFS: Prefs = {
  locale: null,
  theme: 'auto',
  autoForced: true,
  autoBoard: true,
  sounds: false,
  boardTheme: 'green',
  hints: false,
};

/**
 * Reads stored preferences leniently, field by field: a missing or wrong field takes its default, so an
 * old or edited entry never breaks the app. `locales` are the languages the app speaks.
 */
export function readPrefs(value: unknown, locales: readonly Locale[]): Prefs {
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
  const o = value as Record<string, unknown>;
  return {
    locale: (locales as readonly unknown[]).includes(o.locale) ? (o.locale as Locale) : null,
    theme: (THEMES as readonly unknown[]).includes(o.theme) ? (o.theme as Theme) : 'auto',
    autoForced: typeof o.autoForced === 'boolean' ? o.autoForced : true,
    autoBoard: typeof o.autoBoard === 'boolean' ? o.autoBoard : true,
    sounds: o.sounds === true,
    boardTheme: (BOARD_THEMES as readonly unknown[]).includes(o.boardTheme) ? (o.boardTheme as BoardTheme) : 'green',
    hints: o.hints === true,
  };
}

/**
 * What is played by itself for the player, from his two options (the one home of that mapping, for
 * local play and the server alike): "choose the only board", and "play forced moves" — which covers
 * race bear-offs too. The roll is always his own.
 */
export function autoPlayOf(prefs: Pick<Prefs, 'autoForced' | 'autoBoard'>): AutoPlaySettings {
  return {
    ...DEFAULT_AUTO_PLAY,
    board: prefs.autoBoard,
    play: prefs.autoForced,
    bearOff: prefs.autoForced,
    roll: false,
  };
}
