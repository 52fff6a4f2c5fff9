import type { Locale } from '@nardy/elements';
import { CLOCK_PRESET_NAMES, CLOCK_PRESETS, type LobbyQueue, type LobbyState, QUICK_PRESET_NAMES } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { type ClubPrefs, clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings, formatClock, formatReserve } from './clubStrings.ts';

/**
 * Quick match (`#/club/quick`): the presets and the clocks, Rated for a logged-in player, a guest's name;
 * Find an opponent (`nardy-club-quick`) waits with the time waited counting and how many others wait for
 * the same, Cancel (`nardy-club-cancel`) stops; Open a table in the lobby (`nardy-club-open`). Choices go
 * out as `nardy-club-prefs`, a guest's name as `nardy-club-guest-name`.
 */
export class NardyClubQuick extends LitElement {
  static override properties = {
    locale: { type: String },
    prefs: { attribute: false },
    loggedIn: { type: Boolean, attribute: 'logged-in' },
    connected: { type: Boolean },
    queue: { attribute: false },
    lobby: { attribute: false },
    matched: { type: Boolean },
    _tick: { state: true },
  };

  declare locale: Locale;
  declare prefs: ClubPrefs;
  declare loggedIn: boolean;
  /** The lobby's socket is up (finding an opponent needs it). */
  declare connected: boolean;
  /** Waiting for an opponent since `queue.since`, or null. */
  declare queue: LobbyQueue | null;
  declare lobby: LobbyState | null;
  /** An opponent was found: the table opens. */
  declare matched: boolean;
  declare _tick: number;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    super();
    this.locale = 'en';
    this.prefs = { name: '', preset: 'short', clock: 'standard', rated: false };
    this.loggedIn = false;
    this.connected = false;
    this.queue = null;
    this.lobby = null;
    this.matched = false;
    this._tick = 0;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopTimer();
  }

  /** The waiting time is drawn again every second while waiting. */
  protected override updated(): void {
    if (this.queue !== null && this.#timer === null) {
      this.#timer = setInterval(() => {
        this._tick++;
      }, 1000);
    } else if (this.queue === null) this.#stopTimer();
  }

  #stopTimer(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const { loggedIn, queue, prefs } = this;
    const waiting = queue !== null;
    const others = this.lobby?.waiting.find(
      (w) => w.preset === prefs.preset && w.clock === prefs.clock && w.rated === (prefs.rated && loggedIn),
    );
    const othersCount = Math.max(0, (others?.players ?? 0) - (waiting ? 1 : 0));
    const set = (patch: Partial<ClubPrefs>) => clubEvent(this, 'nardy-club-prefs', patch);
    return html`<form class="quick" @submit=${(e: Event) => {
      e.preventDefault();
      clubEvent(this, 'nardy-club-quick', {});
    }}>
      <fieldset ?disabled=${waiting}>
        <legend>${s.preset}</legend>
        ${QUICK_PRESET_NAMES.map(
          (p) => html`<label class="choice"
            ><input
              type="radio"
              name="preset"
              value=${p}
              .checked=${prefs.preset === p}
              @change=${() => set({ preset: p })}
            /><span>${s.presets[p]}</span></label
          >`,
        )}
      </fieldset>
      <fieldset ?disabled=${waiting}>
        <legend>${s.clock}</legend>
        ${CLOCK_PRESET_NAMES.map((c) => {
          const preset = CLOCK_PRESETS[c];
          return html`<label class="choice"
            ><input type="radio" name="clock" value=${c} .checked=${prefs.clock === c} @change=${() => set({ clock: c })} /><span
              >${s.clocks[c]}
              ${
                preset
                  ? html`<small
                    >${s.clockHint(
                      formatReserve(this.locale, preset.delaySeconds * 1000),
                      formatReserve(this.locale, preset.reservePerPointSeconds * 1000),
                    )}</small
                  >`
                  : nothing
              }</span
            ></label
          >`;
        })}
      </fieldset>
      <fieldset ?disabled=${waiting}>
        <label class="choice"
          ><input
            type="checkbox"
            name="rated"
            .checked=${prefs.rated && loggedIn}
            ?disabled=${!loggedIn}
            @change=${(e: Event) => set({ rated: (e.target as HTMLInputElement).checked })}
          /><span>${s.ratedGame}</span></label
        >
        ${
          loggedIn
            ? nothing
            : html`<p class="hint">${s.ratedNeedsLogin} <a href=${clubHash({ page: 'account' })}>${s.logIn}</a></p>`
        }
        ${
          loggedIn
            ? nothing
            : html`<label
              >${s.yourName}
              <input
                name="guest-name"
                maxlength="32"
                autocomplete="nickname"
                .value=${prefs.name}
                @change=${(e: Event) =>
                  clubEvent(this, 'nardy-club-guest-name', { name: (e.target as HTMLInputElement).value.trim() })}
            /></label>`
        }
      </fieldset>
      <div class="quick-actions">
        ${
          waiting
            ? html`<p class="waiting" role="status">
                ${s.waitingFor(formatClock(performance.now() - queue.since))}
                <br /><small>${s.othersWaiting(othersCount)}</small>
              </p>
              <button type="button" @click=${() => clubEvent(this, 'nardy-club-cancel', {})}>${s.cancel}</button>`
            : this.matched
              ? html`<p role="status">${s.matched} ${s.openingTable}</p>`
              : html`<button type="submit" class="primary" ?disabled=${!this.connected}>${s.findOpponent}</button>
                <p><small>${s.othersWaiting(othersCount)}</small></p>
                <button type="button" @click=${() => clubEvent(this, 'nardy-club-open', {})}>${s.openTable}</button>
                <p><small>${s.openTableHint}</small></p>`
        }
      </div>
    </form>`;
  }
}

customElements.define('nardy-club-quick', NardyClubQuick);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-quick': NardyClubQuick;
  }
}
