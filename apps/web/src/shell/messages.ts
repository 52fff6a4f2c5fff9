import { html, nothing, type TemplateResult } from 'lit';
import { download, stamp } from '../download.ts';
import type { AppStrings } from '../i18n.ts';
import type { Notices } from '../notices.ts';

/** A saved game that could not be read: its code, the reason and the raw text (docs/app.md "Storage"). */
export interface Unreadable {
  readonly code: string;
  readonly message: string;
  readonly raw: string;
}

/** The app's messages: errors stay (with a close button) until read; information is announced politely. */
export function renderNotices(notices: Notices, t: AppStrings): TemplateResult {
  const list = notices.list;
  const info = list.filter((n) => n.kind === 'info');
  const errors = list.filter((n) => n.kind === 'error');
  return html`<div class="toast">
      ${errors.map(
        (n) => html`<div class="notice error" role="alert">
          <span>${n.text}</span>
          <button type="button" class="dismiss" aria-label=${t.close} @click=${() => notices.dismiss(n.id)}>×</button>
        </div>`,
      )}
      <div class="notice info" role="status" aria-live="polite">${info.map((n) => n.text)}</div>
    </div>`;
}

/** What the player can do with an unreadable saved game: copy its text or discard it (download is here). */
export interface UnreadableActions {
  copy(): void;
  discard(): void;
}

/** The unreadable saved game, kept verbatim until the player discards it. */
export function renderUnreadable(
  u: Unreadable | null,
  t: AppStrings,
  on: UnreadableActions,
): TemplateResult | typeof nothing {
  if (!u) return nothing;
  return html`<section class="unreadable" role="alert" aria-labelledby="unreadable-title">
      <h2 id="unreadable-title">${t.unreadableTitle}</h2>
      <p>${t.unreadableText}</p>
      ${u.message ? html`<p class="code"><code>${u.code}</code> ${u.message}</p>` : nothing}
      <textarea id="unreadable-text" readonly rows="4" aria-label=${t.unreadableTitle} .value=${u.raw}></textarea>
      <div class="row">
        <button type="button" @click=${on.copy}>${t.copyText}</button>
        <button type="button" @click=${() => download(`nardy-unreadable-${stamp()}.txt`, u.raw, 'text/plain')}>${t.download}</button>
        <button type="button" @click=${on.discard}>${t.discard}</button>
      </div>
    </section>`;
}
