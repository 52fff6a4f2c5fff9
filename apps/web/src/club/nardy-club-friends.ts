import type { Locale } from '@nardy/elements';
import {
  type Challenge,
  type ChallengeRequest,
  type ChallengesAnswer,
  CLOCK_PRESET_NAMES,
  CORRESPONDENCE_PRESETS,
  type FriendsAnswer,
  QUICK_PRESET_NAMES,
  QUICK_PRESETS,
} from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { appStrings } from '../i18n.ts';
import type { NotifyPrefs } from './attention.ts';
import { clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';
import { socialStrings } from './socialStrings.ts';
import { tableSettings } from './tableSummary.ts';

/** What the challenge form plays: a quick preset, or the New game screen's own settings (`mine`). */
type Played = (typeof QUICK_PRESET_NAMES)[number] | 'mine';
type ClockChoice = (typeof CLOCK_PRESET_NAMES)[number] | (typeof CORRESPONDENCE_PRESETS)[number];

/**
 * Friends and challenges (`#/club/friends[/<name>]`, docs/club.md): the players you follow with who is
 * online and who plays (a Watch link); challenges to you (Accept, Decline) and yours (Withdraw, and Open
 * the table once accepted); the challenge form — a name, what to play (a quick preset or the New game
 * screen's settings: any table), a clock (live or correspondence), rated, your colour; the players you
 * blocked; the notification switches. Everything it asks goes out as club events.
 */
export class NardyClubFriends extends LitElement {
  static override properties = {
    locale: { type: String },
    loggedIn: { type: Boolean, attribute: 'logged-in' },
    friends: { attribute: false },
    challenges: { attribute: false },
    blocked: { attribute: false },
    challengeTo: { type: String, attribute: 'challenge-to' },
    mySpec: { attribute: false },
    notify: { attribute: false },
    _played: { state: true },
    _clock: { state: true },
  };

  declare locale: Locale;
  declare loggedIn: boolean;
  declare friends: FriendsAnswer | null;
  declare challenges: ChallengesAnswer | null;
  declare blocked: readonly string[] | null;
  /** The name the form is addressed to (from the address or a profile's Challenge). */
  declare challengeTo: string;
  /** The New game screen's table (null: none kept). */
  declare mySpec: TableSpec | null;
  declare notify: NotifyPrefs & { readonly permission: string };
  declare _played: Played;
  declare _clock: ClockChoice;

  constructor() {
    super();
    this.locale = 'en';
    this.loggedIn = false;
    this.friends = null;
    this.challenges = null;
    this.blocked = null;
    this.challengeTo = '';
    this.mySpec = null;
    this.notify = { sound: false, system: false, permission: 'default' };
    this._played = 'short';
    this._clock = 'days-3';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  #spec(): TableSpec {
    return this._played === 'mine' && this.mySpec !== null
      ? this.mySpec
      : (QUICK_PRESETS[this._played === 'mine' ? 'short' : this._played] as TableSpec);
  }

  #send(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const to = String(data.get('to') ?? '').trim();
    if (!to) return;
    const color = String(data.get('color') ?? 'random') as ChallengeRequest['color'];
    const request: ChallengeRequest = {
      to,
      table: this.#spec(),
      ...(this._clock === 'none' ? {} : { clock: this._clock }),
      rated: data.get('rated') === 'on',
      ...(color ? { color } : {}),
    };
    clubEvent(this, 'nardy-club-challenge', request);
  }

  protected override render(): TemplateResult {
    const s = socialStrings(this.locale);
    const c = clubStrings(this.locale);
    if (!this.loggedIn) {
      return html`<p class="friends-login">${s.loginFirst} <a href=${clubHash({ page: 'account' })}>${c.logIn}</a></p>`;
    }
    return html`<div class="friends">
      ${this.#renderChallenges()} ${this.#renderForm()} ${this.#renderFriends()} ${this.#renderBlocked()}
      ${this.#renderNotify()}
    </div>`;
  }

  #renderFriends(): TemplateResult {
    const s = socialStrings(this.locale);
    const c = clubStrings(this.locale);
    const friends = this.friends;
    return html`<section class="friends-list" aria-labelledby="friends-h">
      <h3 id="friends-h">${s.friends}${friends ? html` <small>· ${s.followers(friends.followers)}</small>` : nothing}</h3>
      ${
        friends === null
          ? html`<p>${c.loading}</p>`
          : friends.friends.length === 0
            ? html`<p>${s.noFriends}</p>`
            : html`<ul class="players">
              ${friends.friends.map(
                (f) => html`<li data-friend=${f.name} data-online=${f.online ? 'yes' : 'no'}>
                  <a href=${clubHash({ page: 'player', name: f.name })}>${f.name}</a>
                  <small>· ${f.playing ? s.playing : f.online ? s.online : s.away}${f.mutual ? html` · ${s.mutual}` : nothing}</small>
                  ${f.playing ? html`<a class="button-link small" href=${f.playing.watch} aria-label=${c.watchTable(f.name)}>${c.watch}</a>` : nothing}
                  <a class="button-link small" href=${clubHash({ page: 'friends', challenge: f.name })} aria-label=${s.challengeName(f.name)}
                    >${s.challenge}</a
                  >
                  <button type="button" class="small" aria-label=${s.unfollowName(f.name)} @click=${() =>
                    clubEvent(this, 'nardy-club-follow', { name: f.name, follow: false })}>${s.unfollow}</button>
                </li>`,
              )}
            </ul>`
      }
    </section>`;
  }

  #renderChallenges(): TemplateResult {
    const s = socialStrings(this.locale);
    const c = clubStrings(this.locale);
    const a = appStrings(this.locale);
    const all = this.challenges;
    const card = (ch: Challenge, incoming: boolean) => {
      const chips = tableSettings({ spec: ch.table, clock: ch.clock, rated: ch.rated }, a, c, this.locale);
      return html`<li class="challenge" data-challenge=${ch.id} data-status=${ch.status}>
        <div>${incoming ? s.challengeFrom(ch.from) : s.challengeOf(ch.to)} <small>· ${s.statuses[ch.status]}</small></div>
        <ul class="chips">${chips.map((x) => html`<li>${x}</li>`)}</ul>
        ${
          incoming && ch.status === 'pending'
            ? html`<button type="button" class="accept" @click=${() => clubEvent(this, 'nardy-club-answer', { id: ch.id, action: 'accept' })}>${s.accept}</button>
                <button type="button" @click=${() => clubEvent(this, 'nardy-club-answer', { id: ch.id, action: 'decline' })}>${s.decline}</button>`
            : nothing
        }
        ${
          !incoming && ch.status === 'pending'
            ? html`<button type="button" @click=${() => clubEvent(this, 'nardy-club-answer', { id: ch.id, action: 'withdraw' })}>${s.cancel}</button>`
            : nothing
        }
        ${
          ch.status === 'accepted' && ch.tableId
            ? html`<button type="button" class="open-table" @click=${() =>
                clubEvent(this, 'nardy-club-open-seat', { tableId: ch.tableId as string })}>${s.openTable}</button>`
            : nothing
        }
      </li>`;
    };
    const list = (items: readonly Challenge[], incoming: boolean) =>
      items.length === 0
        ? html`<p>${s.noChallenges}</p>`
        : html`<ul class="challenges">${items.map((ch) => card(ch, incoming))}</ul>`;
    return html`<section class="challenges-in" aria-labelledby="challenges-in-h">
        <h3 id="challenges-in-h">${s.incoming}</h3>
        ${all === null ? html`<p>${c.loading}</p>` : list(all.incoming, true)}
      </section>
      <section class="challenges-out" aria-labelledby="challenges-out-h">
        <h3 id="challenges-out-h">${s.outgoing}</h3>
        ${all === null ? nothing : list(all.outgoing, false)}
      </section>`;
  }

  #renderForm(): TemplateResult {
    const s = socialStrings(this.locale);
    const c = clubStrings(this.locale);
    const a = appStrings(this.locale);
    const spec = this.#spec();
    return html`<section class="challenge-form" aria-labelledby="challenge-h">
      <h3 id="challenge-h">${s.challenge}</h3>
      <form @submit=${(e: Event) => this.#send(e)}>
        <label class="field" for="challenge-to"><span>${s.challengeTo}</span>
          <input id="challenge-to" name="to" required autocomplete="off" .value=${this.challengeTo} list="challenge-friends" />
          <datalist id="challenge-friends">${(this.friends?.friends ?? []).map((f) => html`<option value=${f.name}></option>`)}</datalist>
        </label>
        <label class="field" for="challenge-play"><span>${c.preset}</span>
          <select id="challenge-play" @change=${(e: Event) => {
            this._played = (e.target as HTMLSelectElement).value as Played;
          }}>
            ${QUICK_PRESET_NAMES.map((p) => html`<option value=${p} ?selected=${p === this._played}>${c.presets[p]}</option>`)}
            ${this.mySpec ? html`<option value="mine" ?selected=${this._played === 'mine'}>${a.newGame}</option>` : nothing}
          </select>
        </label>
        <ul class="chips">${tableSettings({ spec, clock: null, rated: false }, a, c, this.locale)
          .slice(0, 4)
          .map((x) => html`<li>${x}</li>`)}</ul>
        <label class="field" for="challenge-clock"><span>${c.clock}</span>
          <select id="challenge-clock" @change=${(e: Event) => {
            this._clock = (e.target as HTMLSelectElement).value as ClockChoice;
          }}>
            <optgroup label=${s.correspondenceGroup}>
              ${CORRESPONDENCE_PRESETS.map((p) => html`<option value=${p} ?selected=${p === this._clock}>${s.correspondence[p]}</option>`)}
            </optgroup>
            <optgroup label=${s.liveGroup}>
              ${CLOCK_PRESET_NAMES.map((p) => html`<option value=${p} ?selected=${p === this._clock}>${c.clocks[p]}</option>`)}
            </optgroup>
          </select>
        </label>
        <label class="field" for="challenge-color"><span>${s.myColor}</span>
          <select id="challenge-color" name="color">
            <option value="random">${s.randomColor}</option>
            <option value="white">${c.colors.white}</option>
            <option value="black">${c.colors.black}</option>
          </select>
        </label>
        <label class="check"><input type="checkbox" name="rated" /> ${c.ratedGame}</label>
        <button type="submit" class="primary">${s.send}</button>
      </form>
    </section>`;
  }

  #renderBlocked(): TemplateResult {
    const s = socialStrings(this.locale);
    const blocked = this.blocked ?? [];
    return html`<section class="blocked" aria-labelledby="blocked-h">
      <h3 id="blocked-h">${s.blocked}</h3>
      <p class="hint">${s.blockHint}</p>
      ${
        blocked.length === 0
          ? html`<p>${s.noBlocked}</p>`
          : html`<ul class="players">
            ${blocked.map(
              (name) => html`<li>${name}
                <button type="button" class="small" @click=${() => clubEvent(this, 'nardy-club-block', { name, block: false })}>${s.unblock}</button>
              </li>`,
            )}
          </ul>`
      }
    </section>`;
  }

  #renderNotify(): TemplateResult {
    const s = socialStrings(this.locale);
    const n = this.notify;
    const set = (patch: Partial<NotifyPrefs>) =>
      clubEvent(this, 'nardy-club-notify', { sound: n.sound, system: n.system, ...patch });
    return html`<section class="notify-settings" aria-labelledby="notify-h">
      <h3 id="notify-h">${s.notifications}</h3>
      <label class="check"><input type="checkbox" id="notify-sound" .checked=${n.sound} @change=${(e: Event) =>
        set({ sound: (e.target as HTMLInputElement).checked })} /> ${s.notifySound}</label>
      <label class="check"><input type="checkbox" id="notify-system" .checked=${n.system} ?disabled=${n.permission === 'unsupported'} @change=${(
        e: Event,
      ) => set({ system: (e.target as HTMLInputElement).checked })} /> ${s.notifySystem}</label>
      ${n.permission === 'denied' ? html`<p class="hint">${s.notifyDenied}</p>` : nothing}
      ${n.permission === 'unsupported' ? html`<p class="hint">${s.notifyUnsupported}</p>` : nothing}
    </section>`;
  }
}

customElements.define('nardy-club-friends', NardyClubFriends);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-friends': NardyClubFriends;
  }
}
