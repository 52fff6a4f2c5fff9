import type { Locale } from '@nardy/elements';
import type { NardyRecord } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import { analysisStrings } from '../analysis/analysisStrings.ts';
import '../game/nardy-game.ts';
import type { GameNames, GameSource, NardyGame } from '../game/nardy-game.ts';
import type { AppStrings } from '../i18n.ts';
import type { GameSession } from '../session.ts';
import { BOARD_THEMES, type BoardTheme, type Prefs } from '../shell/prefs.ts';
import { TOURNAMENT_HASH } from '../shell/routes.ts';
import { tournamentStrings } from '../tournament/tournamentStrings.ts';
import type { LocalPlay } from './localPlay.ts';

/** What the play screen needs of the app around it. */
export interface PlayPageContext {
  readonly locale: Locale;
  readonly strings: AppStrings;
  readonly theme: 'light' | 'dark';
  readonly prefs: Prefs;
  savePrefs(patch: Partial<Prefs>): void;
  /** Opens the analysis screen on a record. */
  analyse(record: NardyRecord, names: GameNames, viewer: Color, computer: Color | null): void;
  /** The player wants the new-game screen. */
  newGame(): void;
  /** The game screen keeps its panel out of sight (or shows it again): the header offers it. */
  panelHidden(hidden: boolean): void;
  /** The language and theme pickers (the header's), for the options. */
  readonly languageTheme: TemplateResult;
}

/** The game screen's element on the page (its resign dialog, its refusals). */
export const gameElement = (): NardyGame | null => document.querySelector('nardy-game');

/** The game's tools in the side panel: resign, analyse, hints, export, import, and the options of play. */
export function renderTools(play: LocalPlay, session: GameSession, c: PlayPageContext, onImport: (e: Event) => void) {
  const t = c.strings;
  const view = session.view;
  const over = view.phase === 'gameOver' || view.phase === 'matchOver';
  const link = play.tournamentMatch;
  const ts = tournamentStrings(c.locale);
  const a = analysisStrings(c.locale);
  const check = (label: string, checked: boolean, set: (v: boolean) => void, cls = '') =>
    html`<label class="check"><input type="checkbox" class=${cls || nothing} .checked=${checked} @change=${(e: Event) =>
      set((e.target as HTMLInputElement).checked)} />${label}</label>`;
  return html`${
    link
      ? html`<p class="tournament-banner">${ts.playingBanner(link.match.pairing, link.match.number, link.match.white, link.match.black)}
            <a class="button-link" href=${TOURNAMENT_HASH}>${ts.backToTournament}</a></p>`
      : nothing
  }
      <div class="tools">
        ${
          !over
            ? html`<button type="button" class="danger" @click=${() => gameElement()?.resign(null)}>${view.boards.length > 1 ? t.resignTable : t.resignGame}</button>`
            : nothing
        }
        ${
          over
            ? html`<button type="button" class="analyse" @click=${() => c.analyse(session.record(), play.names(session), play.viewer(session), session.computer)}>${a.analyse}</button>`
            : nothing
        }
        ${c.prefs.hints && !over ? play.hints.render(session, c.locale) : nothing}
        <button type="button" @click=${() => play.exportRecord()}>${t.exportRecord}</button>
        <button type="button" @click=${() => play.exportMat()}>${t.exportMat}</button>
        <label class="file-button"><input type="file" accept=".json,application/json" @change=${onImport} />${t.importRecord}</label>
      </div>
      <details class="options">
        <summary>${t.options}</summary>
        ${check(t.autoForced, session.autoForced, (v) => {
          session.autoForced = v;
          c.savePrefs({ autoForced: v });
        })}
        ${check(t.autoBoard, session.autoBoard, (v) => {
          session.autoBoard = v;
          c.savePrefs({ autoBoard: v });
        })}
        ${check(a.hintSetting, c.prefs.hints, (v) => c.savePrefs({ hints: v }), 'hints-setting')}
        ${check(t.sounds, c.prefs.sounds, (v) => c.savePrefs({ sounds: v }))}
        <label class="field" for="board-theme"><span>${t.boardTheme}</span>
          <select id="board-theme" @change=${(e: Event) => c.savePrefs({ boardTheme: (e.target as HTMLSelectElement).value as BoardTheme })}>
            ${BOARD_THEMES.map((b) => html`<option value=${b} ?selected=${b === c.prefs.boardTheme}>${t.boardThemes[b]}</option>`)}
          </select></label>
        <div class="row">${c.languageTheme}</div>
      </details>`;
}

/**
 * The play screen (docs/app.md "Play"): `<nardy-game>` driven by the local game's session, with the
 * tools, the hints and the game-over extras (Analyse, back to the tournament).
 */
export function renderPlay(
  play: LocalPlay,
  session: GameSession,
  c: PlayPageContext,
  onImport: (e: Event) => void,
): TemplateResult {
  const hints = c.prefs.hints;
  const analyse = () => c.analyse(session.record(), play.names(session), play.viewer(session), session.computer);
  return html`<nardy-game
      .source=${session.source as GameSource}
      .seat=${session.computer === null ? null : 'white'}
      .names=${play.names(session)}
      .locale=${c.locale}
      .theme=${c.theme}
      .boardTheme=${c.prefs.boardTheme}
      .sounds=${c.prefs.sounds}
      .thinking=${session.thinking}
      .suggestions=${hints ? play.hints.suggestions(session) : null}
      .hinted=${play.hints.hinted}
      .tools=${renderTools(play, session, c, onImport)}
      .turnActions=${hints && play.hints.available(session) ? play.hints.button(session, c.locale, true) : null}
      .hintLine=${hints ? play.hints.compactLine(session, c.locale) : null}
      .overExtra=${html`<button type="button" class="analyse" @click=${analyse}>${analysisStrings(c.locale).analyse}</button>${
        play.tournamentMatch
          ? html`<a class="button-link" href=${TOURNAMENT_HASH}>${tournamentStrings(c.locale).backToTournament}</a>`
          : nothing
      }`}
      @nardy-new-game=${() => c.newGame()}
      @nardy-arrangement=${(e: CustomEvent<{ panel: string }>) => c.panelHidden(e.detail.panel === 'hidden')}
    ></nardy-game>`;
}
