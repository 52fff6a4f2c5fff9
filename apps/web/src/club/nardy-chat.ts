import type { Locale } from '@nardy/elements';
import { type ChatLine, MAX_CHAT_LENGTH, type OnlineTable, type Role } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { type ClubStrings, clubStrings } from './clubStrings.ts';
import './club.css';

/**
 * The chat of an online table (docs/online.md "Chat"): the players' chat for a seat, the spectators'
 * chat for a spectator — the server keeps the two apart and this element shows whichever lines it is
 * given. Each line of someone else has a mute and a report button; muted senders are listed with an
 * unmute button. Lines are plain text (Lit escapes them). Events (bubbling): `nardy-chat-send` {text},
 * `nardy-chat-mute` {sender, muted}, `nardy-chat-report` {message} (onlinePanels.ts turns them into the
 * table's `say`, `mute` and `report`). Given its `table`, it shows that connection's chat refusals
 * (`chat/rate`, …) in words under the input until the next line arrives.
 */
export class NardyChat extends LitElement {
  static override properties = {
    locale: { type: String },
    lines: { attribute: false },
    role: { type: String },
    self: { type: String },
    error: { attribute: false },
    table: { attribute: false },
    _muted: { state: true },
    _reported: { state: true },
  };

  declare locale: Locale;
  declare lines: readonly ChatLine[];
  declare role: Role;
  /** The sender this connection's own lines carry (`OnlineSnapshot.chatSelf`): no mute or report on them. */
  declare self: string | null;
  /** The last refusal of a chat line (`chat/rate`, …), shown under the input. */
  declare error: string | null;
  declare table: OnlineTable | null;
  #unsubscribe: (() => void) | null = null;
  declare _muted: ReadonlyMap<string, string>;
  declare _reported: ReadonlySet<number>;

  constructor() {
    super();
    this.locale = 'en';
    this.lines = [];
    this.role = 'spectator';
    this.self = null;
    this.error = null;
    this.table = null;
    this._muted = new Map();
    this._reported = new Set();
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('lines') && changed.get('lines') !== undefined) this.error = null;
    if (!changed.has('table') && this.#unsubscribe !== null) return;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    const table = this.table;
    if (table === null) return;
    this.#unsubscribe = table.on('refused', (r) => {
      if (!r.code.startsWith('chat/')) return;
      const s = clubStrings(this.locale);
      this.error = s.errors[r.code] ?? s.unknownError(r.code);
    });
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('lines')) {
      const list = this.querySelector('.chat-lines');
      if (list) list.scrollTop = list.scrollHeight;
    }
  }

  /** A line of this connection: its sender as the server said it, else the seat's colour. */
  #own(line: ChatLine): boolean {
    const self = this.self ?? (this.role !== 'spectator' ? this.role : null);
    return self !== null && line.from.sender === self;
  }

  #emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  }

  #send(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const input = form.elements.namedItem('text') as HTMLInputElement;
    const text = input.value.trim();
    if (text === '') return;
    this.#emit('nardy-chat-send', { text });
    input.value = '';
  }

  #mute(sender: string, name: string, muted: boolean): void {
    const next = new Map(this._muted);
    if (muted) next.set(sender, name);
    else next.delete(sender);
    this._muted = next;
    this.#emit('nardy-chat-mute', { sender, muted });
  }

  #report(line: ChatLine): void {
    this._reported = new Set([...this._reported, line.id]);
    this.#emit('nardy-chat-report', { message: line.id });
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const title = this.role === 'spectator' ? s.chatSpectators : s.chatPlayers;
    const lines = this.lines.filter((l) => !this._muted.has(l.from.sender));
    const time = new Intl.DateTimeFormat(this.locale, { timeStyle: 'short' });
    return html`<section class="chat" aria-label=${title}>
      <h3 class="chat-title">${title}</h3>
      <ol class="chat-lines" aria-live="polite" aria-relevant="additions" tabindex="0" aria-label=${title}>
        ${lines.length === 0 ? html`<li class="chat-empty">${s.noMessages}</li>` : nothing}
        ${repeat(
          lines,
          (l) => l.id,
          (l) => {
            const name = l.from.name ?? spectatorName(l, s);
            return html`<li class="chat-line ${this.#own(l) ? 'own' : ''}" data-id=${l.id}>
              <span class="chat-from">${name}</span>
              <time datetime=${new Date(l.at).toISOString()}>${time.format(new Date(l.at))}</time>
              ${
                this.#own(l)
                  ? nothing
                  : html`<span class="chat-actions">
                    <button type="button" class="small" aria-label=${s.mute(name)} @click=${() => this.#mute(l.from.sender, name, true)}>
                      ${s.muteShort}
                    </button>
                    ${
                      this._reported.has(l.id)
                        ? html`<span class="chat-reported">${s.reported}</span>`
                        : html`<button type="button" class="small" aria-label=${s.report(name)} @click=${() => this.#report(l)}>
                          ${s.reportShort}
                        </button>`
                    }
                  </span>`
              }
              <span class="chat-text">${l.text}</span>
            </li>`;
          },
        )}
      </ol>
      ${
        this._muted.size > 0
          ? html`<ul class="chat-muted">
            ${[...this._muted].map(
              ([sender, name]) => html`<li>
                ${name} <small>(${s.muted})</small>
                <button type="button" class="small" aria-label=${s.unmute(name)} @click=${() => this.#mute(sender, name, false)}>
                  ${s.unmute(name)}
                </button>
              </li>`,
            )}
          </ul>`
          : nothing
      }
      <form class="chat-form" @submit=${this.#send}>
        <input
          name="text"
          maxlength=${MAX_CHAT_LENGTH}
          autocomplete="off"
          aria-label=${s.chatMessage}
          placeholder=${s.chatLimits(MAX_CHAT_LENGTH)}
        />
        <button type="submit">${s.send}</button>
      </form>
      ${this.error ? html`<p class="chat-error" role="alert">${this.error}</p>` : nothing}
    </section>`;
  }
}

customElements.define('nardy-chat', NardyChat);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-chat': NardyChat;
  }
}

/**
 * A line's sender without a name: a spectator by his number at the table ("Spectator 2", from the
 * server's id `s1`), so that two nameless spectators are told apart; anyone else a guest.
 */
export function spectatorName(line: ChatLine, s: ClubStrings): string {
  const n = /^s(\d+)$/.exec(line.from.sender);
  return line.from.role === 'spectator' && n ? s.spectatorN(Number(n[1]) + 1) : s.guest;
}
