import type { Locale } from '@nardy/elements';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { CLUB_HASH } from '../club/clubRoute.ts';
import { editorStrings } from '../editor/editorStrings.ts';
import type { AppStrings } from '../i18n.ts';
import { onlineStrings } from '../online/onlineStrings.ts';
import { ONLINE_HASH } from '../online/route.ts';
import { tournamentStrings } from '../tournament/tournamentStrings.ts';
import { EDITOR_HASH, type Screen, TOURNAMENT_HASH } from './routes.ts';

/**
 * The header's icons: on a phone at a table in play they stand for the words, which stay as the
 * buttons' names for screen readers, so the header fits one line; elsewhere only the move list's shows,
 * beside its word.
 */
const HEADER_ICONS = {
  new: svg`<path d="M10 4v12M4 10h12" />`,
  tournament: svg`<path d="M6 3h8v4a4 4 0 0 1-8 0zM6 5H3a3 3 0 0 0 3 3M14 5h3a3 3 0 0 1-3 3M10 11v3M7 17h6M8 14h4" />`,
  club: svg`<circle cx="7" cy="7" r="3" /><circle cx="14" cy="8" r="2.5" /><path d="M2 17a5 5 0 0 1 10 0M11 15.5a4 4 0 0 1 7 1.5" />`,
  moves: svg`<path d="M4 5h12M4 10h12M4 15h12" />`,
};

function headerIcon(name: keyof typeof HEADER_ICONS): TemplateResult {
  return html`<svg class="icon ${name}" viewBox="0 0 20 20" aria-hidden="true" focusable="false">${HEADER_ICONS[name]}</svg>`;
}

/** What the header shows: the screen, whether a table is in play there, and what it offers. */
export interface HeaderState {
  readonly screen: Screen;
  /** A table is in play on this screen (local, or online): the header keeps to the game. */
  readonly playing: boolean;
  /** The online screen is its create form (it offers "Play online" itself). */
  readonly onlineCreate: boolean;
  /** A local game is in progress (the new-game screen offers to continue it). */
  readonly gameInProgress: boolean;
  /** The game screen keeps its panel out of sight: the header offers the move list. */
  readonly panelHidden: boolean;
}

/** What the header's buttons do. */
export interface HeaderActions {
  newGame(): void;
  continueGame(): void;
  togglePanel(): void;
}

/**
 * The app's header: the title, the way to a new game (or back to the game in progress), Play online, the
 * organiser, the club, the editor, the move list when the game keeps it out of sight, and the language
 * and theme (`languageTheme`) away from a table in play.
 */
export function renderHeader(
  h: HeaderState,
  t: AppStrings,
  locale: Locale,
  on: HeaderActions,
  languageTheme: TemplateResult,
): TemplateResult {
  const { screen, playing } = h;
  return html`<header class="app-header ${playing ? 'compact' : ''}">
      <h1><span class="logo" aria-hidden="true">⚀</span> ${t.title}</h1>
      <nav class="header-tools" aria-label=${t.title}>
        ${
          screen !== 'new'
            ? html`<button type="button" class="new" @click=${on.newGame}>${headerIcon('new')}<span class="label">${t.newGame}</span></button>`
            : h.gameInProgress
              ? html`<button type="button" @click=${on.continueGame}>${t.continueGame}</button>`
              : nothing
        }
        ${
          // At a table in play the header keeps to the game (the new-game screen offers it too).
          playing || h.onlineCreate
            ? nothing
            : html`<a class="button-link" href=${ONLINE_HASH}>${onlineStrings(locale).playOnline}</a>`
        }
        ${
          screen === 'tournament'
            ? nothing
            : html`<a class="button-link" href=${TOURNAMENT_HASH}
                >${headerIcon('tournament')}<span class="label">${tournamentStrings(locale).tournament}</span></a
              >`
        }
        ${
          screen === 'club'
            ? nothing
            : html`<a class="button-link" href=${CLUB_HASH}>${headerIcon('club')}<span class="label">${t.club}</span></a>`
        }
        ${
          screen === 'editor' || playing
            ? nothing
            : html`<a class="button-link" href=${EDITOR_HASH}>${editorStrings(locale).open}</a>`
        }
        ${
          playing && h.panelHidden
            ? html`<button type="button" class="panel-toggle" @click=${on.togglePanel}>
                ${headerIcon('moves')}<span class="label">${t.moveList}</span>
              </button>`
            : nothing
        }
        ${playing ? nothing : languageTheme}
      </nav>
    </header>`;
}
