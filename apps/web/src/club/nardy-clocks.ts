import type { Locale } from '@nardy/elements';
import { type ClockView, clockDisplay, type Forfeit, type Role } from '@nardy/online';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { clubStrings, formatClock } from './clubStrings.ts';
import './club.css';

const COLORS: readonly Color[] = ['white', 'black'];

/**
 * Both players' clocks of an online table (docs/online.md "Clocks"). The server's time decides: the
 * element only draws the last `ClockView` it was given, counted on from `receivedAt` (this page's
 * `performance.now()` when it arrived) — the delay first, then the running player's reserve. The running
 * side is marked in words and style; the delay and the reserve are shown apart. When the opponent of
 * this seat may be claimed against (his reserve is spent while he is away, or he left a table without a
 * clock) a "Claim the win" button appears and dispatches `nardy-claim`.
 *
 * Screen readers get each clock as a timer with its player's name, and the claim as an alert; the
 * seconds are not announced as they tick.
 */
export class NardyClocks extends LitElement {
  static override properties = {
    locale: { type: String },
    clock: { attribute: false },
    receivedAt: { attribute: false },
    names: { attribute: false },
    role: { type: String },
    claimable: { attribute: false },
    forfeit: { attribute: false },
    _now: { state: true },
  };

  declare locale: Locale;
  declare clock: ClockView | null;
  declare receivedAt: number;
  declare names: { readonly [C in Color]: string };
  declare role: Role;
  declare claimable: Color | null;
  declare forfeit: Forfeit | null;
  declare _now: number;
  #frame: ReturnType<typeof setInterval> | null = null;

  constructor() {
    super();
    this.locale = 'en';
    this.clock = null;
    this.receivedAt = 0;
    this.names = { white: 'White', black: 'Black' };
    this.role = 'spectator';
    this.claimable = null;
    this.forfeit = null;
    this._now = performance.now();
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A quarter-second tick keeps the seconds exact enough without redrawing every frame.
    this.#frame = setInterval(() => {
      if (this.clock?.running) this._now = performance.now();
    }, 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#frame !== null) clearInterval(this.#frame);
    this.#frame = null;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('clock') || changed.has('receivedAt')) this._now = performance.now();
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const forfeit = this.forfeit;
    const claimAgainst = this.claimable;
    const canClaim =
      claimAgainst !== null && forfeit === null && this.role !== 'spectator' && claimAgainst !== this.role;
    const shown = this.clock === null ? null : clockDisplay(this.clock, Math.max(0, this._now - this.receivedAt));
    return html`<div class="clocks" role="group" aria-label=${s.clocksLabel}>
      ${
        shown === null
          ? html`<p class="clock-none">${s.noClock}</p>`
          : COLORS.map((c) => {
              const d = shown[c];
              // A correspondence clock's reserve is 0 while its days per move run: low only in its last hour.
              const correspondence = this.clock?.settings.daysPerMove !== undefined;
              const low = correspondence ? d.reserveMs + d.delayMs < 3_600_000 : d.reserveMs < 10_000;
              const name = this.names[c];
              const delay = d.running && d.delayMs > 0 ? formatClock(d.delayMs) : null;
              return html`<div
              class="clock ${d.running ? 'running' : ''} ${low ? 'low' : ''} clock-${c}"
              data-color=${c}
              role="timer"
              aria-label=${s.clockSummary(name, formatClock(d.reserveMs), delay)}
            >
              <span class="clock-name">${name}${d.running ? html` <span class="clock-turn">· ${s.toMove}</span>` : nothing}</span>
              <span class="clock-reserve" aria-hidden="true" title=${s.reserve}>${formatClock(d.reserveMs)}</span>
              <span class="clock-delay" aria-hidden="true" title=${s.delay}
                >${d.running ? `+${formatClock(d.delayMs)}` : `+${formatClock(this.clock?.settings.delayMs ?? 0)}`}</span
              >
            </div>`;
            })
      }
      ${
        forfeit
          ? html`<p class="clock-forfeit" role="status">
            ${forfeit.reason === 'timeout' ? s.lostOnTime(this.names[forfeit.player]) : s.abandoned(this.names[forfeit.player])}
          </p>`
          : nothing
      }
      ${
        canClaim
          ? html`<div class="clock-claim" role="alert">
            <span
              >${
                this.clock !== null && (shown?.[claimAgainst].reserveMs ?? 1) <= 0
                  ? s.claimHintTimeout(this.names[claimAgainst])
                  : s.claimHintAway(this.names[claimAgainst])
              }</span
            >
            <button type="button" class="primary" @click=${() => this.dispatchEvent(new CustomEvent('nardy-claim', { bubbles: true }))}>
              ${s.claimWin}
            </button>
          </div>`
          : nothing
      }
    </div>`;
  }
}

customElements.define('nardy-clocks', NardyClocks);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-clocks': NardyClocks;
  }
}
