import { html, type TemplateResult } from 'lit';
import type { AppStrings } from '../i18n.ts';
import type { Notices } from '../notices.ts';

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
