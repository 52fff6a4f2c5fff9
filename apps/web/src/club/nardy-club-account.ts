import type { Locale } from '@nardy/elements';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { User } from './clubApi.ts';
import { clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';

/**
 * Log in or create an account (`#/club/account`): the name and password forms (`nardy-club-account`),
 * or, logged in, the way to the profile and Log out (`nardy-club-logout`). `user` is undefined while it
 * is not known yet, null for a guest. The form is emptied when the club says it succeeded (`reset()`).
 */
export class NardyClubAccount extends LitElement {
  static override properties = {
    locale: { type: String },
    user: { attribute: false },
    _registering: { state: true },
  };

  declare locale: Locale;
  declare user: User | null | undefined;
  declare _registering: boolean;

  constructor() {
    super();
    this.locale = 'en';
    this.user = undefined;
    this._registering = false;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Empties the form and goes back to logging in (after a success). */
  reset(): void {
    this.querySelector<HTMLFormElement>('form.account-form')?.reset();
    this._registering = false;
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const user = this.user;
    if (user === undefined) return html`<p>${s.loading}</p>`;
    if (user !== null) {
      return html`<div class="account">
        <p>${s.loggedInAs(user.name)}</p>
        <p>
          <a class="button-link" href=${clubHash({ page: 'player', name: user.name })}>${s.myProfile}</a>
          <button type="button" @click=${() => clubEvent(this, 'nardy-club-logout', {})}>${s.logOut}</button>
        </p>
      </div>`;
    }
    const registering = this._registering;
    return html`<div class="account">
      <p class="hint">${s.guestHint}</p>
      <div class="segmented" role="group" aria-label=${s.account}>
        <button type="button" aria-pressed=${String(!registering)} @click=${() => (this._registering = false)}>
          ${s.haveAccount}
        </button>
        <button type="button" aria-pressed=${String(registering)} @click=${() => (this._registering = true)}>
          ${s.newAccount}
        </button>
      </div>
      <form class="account-form" @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        const data = new FormData(e.target as HTMLFormElement);
        clubEvent(this, 'nardy-club-account', {
          name: String(data.get('name') ?? ''),
          password: String(data.get('password') ?? ''),
          register: registering,
        });
      }}>
        <label
          >${s.accountName}
          <input name="name" required minlength="3" maxlength="24" autocomplete="username" aria-describedby="name-rules"
        /></label>
        ${registering ? html`<small id="name-rules">${s.nameRules}</small>` : html`<span id="name-rules" hidden></span>`}
        <label
          >${s.password}
          <input
            name="password"
            type="password"
            required
            minlength=${registering ? 8 : 1}
            maxlength="200"
            autocomplete=${registering ? 'new-password' : 'current-password'}
        /></label>
        ${registering ? html`<small>${s.passwordRules}</small>` : nothing}
        <button type="submit" class="primary">${registering ? s.register : s.logIn}</button>
      </form>
    </div>`;
  }
}

customElements.define('nardy-club-account', NardyClubAccount);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-account': NardyClubAccount;
  }
}
