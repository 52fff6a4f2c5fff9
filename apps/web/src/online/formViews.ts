import { LEVELS, type Level } from '@nardy/bot';
import type { Locale } from '@nardy/elements';
import {
  CLOCK_PRESET_NAMES,
  type ClockPreset,
  CORRESPONDENCE_PRESETS,
  type CorrespondencePreset,
  clockForPreset,
} from '@nardy/online';
import { html, nothing, type TemplateResult } from 'lit';
import { clubHash } from '../club/clubRoute.ts';
import { socialStrings } from '../club/socialStrings.ts';
import { appStrings } from '../i18n.ts';
import { type GameSettings, tableSpecFor } from '../settings.ts';
import { onlineStrings } from './onlineStrings.ts';
import { renderTableSettings, type TableSettings } from './tableViews.ts';

/**
 * The clock of the table to create: the server's live presets, with what each gives at these settings,
 * and the correspondence presets (days per move; docs/club.md "Correspondence").
 */
export function renderClockChoice(
  clockPreset: ClockPreset | CorrespondencePreset,
  settings: GameSettings,
  locale: Locale,
  pick: (clock: ClockPreset | CorrespondencePreset) => void,
): TemplateResult {
  const t = onlineStrings(locale);
  const social = socialStrings(locale);
  const live = (CLOCK_PRESET_NAMES as string[]).includes(clockPreset) ? (clockPreset as ClockPreset) : null;
  const clock = live === null ? null : clockForPreset(live, tableSpecFor(settings));
  const minutes = clock
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(clock.reserveMs / 60000)
    : '';
  return html`<label class="field" for="online-clock"><span>${t.clock}</span>
      <select id="online-clock" aria-describedby=${clock ? 'online-clock-hint' : nothing} @change=${(e: Event) => {
        const value = (e.target as HTMLSelectElement).value;
        const v = [...CLOCK_PRESET_NAMES, ...CORRESPONDENCE_PRESETS].find((p) => p === value);
        if (v) pick(v);
      }}>
        <optgroup label=${social.liveGroup}>
          ${CLOCK_PRESET_NAMES.map((p) => html`<option value=${p} ?selected=${p === clockPreset}>${t.clocks[p]}</option>`)}
        </optgroup>
        <optgroup label=${social.correspondenceGroup}>
          ${CORRESPONDENCE_PRESETS.map((p) => html`<option value=${p} ?selected=${p === clockPreset}>${social.correspondence[p]}</option>`)}
        </optgroup>
      </select>
      ${clock ? html`<small id="online-clock-hint" class="hint">${t.clockHint(clock.delayMs / 1000, minutes)}</small>` : nothing}
    </label>`;
}

/** Whom the table is against: a person by invitation, or the computer the server seats (at a level). */
export type OnlineOpponent = { readonly kind: 'person' } | { readonly kind: 'computer'; readonly level: Level };

/** The create screen's choice of opponent: a person (the invitation link) or the computer on the server. */
export function renderOpponentChoice(
  opponent: OnlineOpponent,
  level: Level,
  locale: Locale,
  pick: (opponent: OnlineOpponent) => void,
): TemplateResult {
  const t = onlineStrings(locale);
  const levels = appStrings(locale).levels;
  const computer = opponent.kind === 'computer';
  return html`<label class="field" for="online-opponent"><span>${t.opponent}</span>
      <select id="online-opponent" @change=${(e: Event) => {
        const v = (e.target as HTMLSelectElement).value;
        pick(v === 'computer' ? { kind: 'computer', level } : { kind: 'person' });
      }}>
        <option value="person" ?selected=${!computer}>${t.opponentPerson}</option>
        <option value="computer" ?selected=${computer}>${t.opponentComputer}</option>
      </select>
    </label>
    ${
      computer
        ? html`<label class="field" for="online-level"><span>${t.computerLevel}</span>
            <select id="online-level" aria-describedby="online-computer-hint" @change=${(e: Event) => {
              const v = LEVELS.find((l) => l === (e.target as HTMLSelectElement).value);
              if (v) pick({ kind: 'computer', level: v });
            }}>
              ${LEVELS.map((l) => html`<option value=${l} ?selected=${l === opponent.level}>${levels[l]}</option>`)}
            </select>
            <small id="online-computer-hint" class="hint">${t.computerHint}</small>
          </label>`
        : nothing
    }`;
}

/** Rated (an account's choice: a guest sees it off and disabled, with the reason) and listed in the lobby. */
export function renderTableKind(
  kind: { readonly loggedIn: boolean; readonly rated: boolean; readonly listed: boolean },
  locale: Locale,
  on: { rated(v: boolean): void; listed(v: boolean): void },
): TemplateResult {
  const t = onlineStrings(locale);
  return html`<label class="check"
        ><input id="online-rated" type="checkbox" aria-describedby="online-rated-hint"
          .checked=${kind.rated} ?disabled=${!kind.loggedIn}
          @change=${(e: Event) => on.rated((e.target as HTMLInputElement).checked)} />
        ${t.ratedGame}</label
      >
      <small id="online-rated-hint" class="hint"
        >${
          kind.loggedIn
            ? t.ratedHint
            : html`${t.ratedNeedsLogin} <a href=${clubHash({ page: 'account' })}>${t.logIn}</a>`
        }</small
      >
      <label class="check"
        ><input id="online-listed" type="checkbox" aria-describedby="online-listed-hint" .checked=${kind.listed}
          @change=${(e: Event) => on.listed((e.target as HTMLInputElement).checked)} />
        ${t.listedInLobby}</label
      >
      <small id="online-listed-hint" class="hint">${t.listedHint}</small>`;
}

/** A link to hand on (the invitation, the watch link): read-only, selected on focus, with Copy. */
export function renderLink(
  id: string,
  label: string,
  link: string,
  copied: boolean,
  locale: Locale,
  copy: (link: string) => void,
): TemplateResult {
  const t = onlineStrings(locale);
  return html`<div class="online-link">
      <label class="field" for=${id}><span>${label}</span>
        <input id=${id} type="text" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      </label>
      <button type="button" data-copy=${id} @click=${() => copy(link)}>${copied ? t.copied : t.copyLink}</button>
    </div>`;
}

/**
 * The invited guest's form: the table's settings (a rated table asks a guest to log in first) and the
 * name to sit down under.
 */
export function renderJoinForm(
  invited: TableSettings | null,
  guest: boolean,
  name: string,
  locale: Locale,
  on: { name(v: string): void; take(): void },
): TemplateResult {
  const t = onlineStrings(locale);
  return html`<section class="online-join" aria-labelledby="join-title">
      <h2 id="join-title">${t.joinTitle}</h2>
      <form
        @submit=${(e: Event) => {
          e.preventDefault();
          on.take();
        }}
      >
        ${renderTableSettings(invited, locale)}
        ${
          invited?.rated && guest
            ? html`<p class="hint">${t.ratedSeatNeedsLogin} <a href=${clubHash({ page: 'account' })}>${t.logIn}</a></p>`
            : nothing
        }
        <p>${t.joinText}</p>
        <label class="field" for="guest-name"><span>${t.yourName}</span>
          <input id="guest-name" type="text" maxlength="32" autocomplete="nickname" .value=${name}
            @input=${(e: Event) => on.name((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="primary">${t.takeSeat}</button>
      </form>
    </section>`;
}
