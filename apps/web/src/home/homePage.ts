import type { Locale } from '@nardy/elements';
import { html, nothing, type TemplateResult } from 'lit';
import { analysisStrings } from '../analysis/analysisStrings.ts';
import type { AppStrings } from '../i18n.ts';
import { renderNewGame } from '../newGameForm.ts';
import { onlineStrings } from '../online/onlineStrings.ts';
import { tableHash } from '../online/route.ts';
import type { SeatStore } from '../online/seatStore.ts';
import { type GameSettings, type PresetId, presetSettings } from '../settings.ts';
import { renderHomeIntro } from './homeIntro.ts';

/** What the new-game screen does; the app owns the settings and the games. */
export interface HomeActions {
  /** The settings on the form changed. */
  settings(next: GameSettings): void;
  /** Start a table of these settings. */
  start(settings: GameSettings): void;
  /** Forget an online table kept in this browser. */
  forget(tableId: string): void;
  /** A record file to play on (Import) or to analyse. */
  importFile(e: Event): void;
  analyseFile(e: Event): void;
}

/**
 * The online tables kept in this browser (their seats resume from here); nothing when none is kept —
 * the header's "Play online" is the way to a new one (said once on the page).
 */
export function renderOnlineTables(seats: SeatStore, t: AppStrings, locale: Locale, forget: (id: string) => void) {
  const o = onlineStrings(locale);
  const kept = seats.list();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  if (kept.length === 0) return nothing;
  return html`<section class="online-tables" aria-labelledby="online-tables-title">
      <h2 id="online-tables-title">${o.onlineTables}</h2>
      <ul class="games-list">
              ${kept.slice(0, 5).map((k) => {
                const boards = (k.boards ?? [])
                  .map((b) => t.variant[b as keyof AppStrings['variant']] ?? b)
                  .join(' + ');
                const line =
                  k.token !== undefined
                    ? o.tableLine(boards, k.color ? o.colorName(k.color) : '?', when(k.usedAt))
                    : o.watchLine(boards, when(k.usedAt));
                return html`<li data-table=${k.tableId}>
                  <span class="game-line">${line}</span>
                  <span class="row">
                    <a class="button-link" href=${tableHash(k.tableId)}>${o.continueTable}</a>
                    <button type="button" @click=${() => forget(k.tableId)}>${o.forget}</button>
                  </span>
                </li>`;
              })}
            </ul>
    </section>`;
}

/**
 * The new-game screen (docs/app.md "New game"), the first screen of a newcomer: two sentences on what
 * nardy is with the ways to learn it, the games in progress
 * (drawn by the play screen's module, loaded only when there are any), the online tables kept here, the
 * new-game form with its presets, and the files to import or analyse.
 */
export function renderHome(
  settings: GameSettings,
  games: TemplateResult | typeof nothing,
  seats: SeatStore,
  t: AppStrings,
  locale: Locale,
  on: HomeActions,
): TemplateResult {
  return html`${renderHomeIntro(locale, t)}${games}${renderOnlineTables(seats, t, locale, on.forget)}${renderNewGame(
    settings,
    t,
    {
      change: on.settings,
      start: on.start,
      preset: (id: PresetId) => on.start(presetSettings(id, settings)),
    },
  )}
    <p class="import-line"><label class="file-button"><input type="file" accept=".json,application/json" @change=${on.importFile} />${t.importRecord}</label>
      <label class="file-button"><input type="file" accept=".json,application/json" @change=${on.analyseFile} />${analysisStrings(locale).analyseRecord}</label></p>`;
}
