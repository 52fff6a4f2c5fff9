import type { Locale } from '@nardy/elements';
import { html, LitElement, type TemplateResult } from 'lit';
import { ClubApi } from './clubApi.ts';
import { clubStrings } from './clubStrings.ts';
import { socialStrings } from './socialStrings.ts';

/**
 * "Follow NAME" at a finished online table (docs/club.md "Friends and challenges"): follows the opponent
 * through the server (`PUT /api/friends/:name`, the page's session) and then says so; a guest is told to
 * log in first.
 */
export class NardyFollowButton extends LitElement {
  static override properties = {
    locale: { type: String },
    name: { type: String },
    _state: { state: true },
  };

  declare locale: Locale;
  declare name: string;
  declare _state: 'idle' | 'busy' | 'done' | 'login' | 'failed';

  constructor() {
    super();
    this.locale = 'en';
    this.name = '';
    this._state = 'idle';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  async #follow(): Promise<void> {
    this._state = 'busy';
    try {
      await new ClubApi(location.origin).follow(this.name, true);
      this._state = 'done';
    } catch (e) {
      this._state = (e as { code?: string }).code === 'account/login-required' ? 'login' : 'failed';
    }
  }

  protected override render(): TemplateResult {
    const s = socialStrings(this.locale);
    if (this._state === 'done') return html`<p class="followed" role="status">${s.following}: ${this.name}</p>`;
    return html`<button type="button" class="follow" ?disabled=${this._state === 'busy'} @click=${() => void this.#follow()}>
        ${s.followName(this.name)}
      </button>
      ${this._state === 'login' ? html`<small role="status">${s.loginFirst}</small>` : ''}
      ${this._state === 'failed' ? html`<small role="status">${clubStrings(this.locale).networkError}</small>` : ''}`;
  }
}

customElements.define('nardy-follow-button', NardyFollowButton);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-follow-button': NardyFollowButton;
  }
}
