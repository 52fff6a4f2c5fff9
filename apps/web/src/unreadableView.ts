import { html, nothing, type TemplateResult } from 'lit';
import { download, stamp } from './download.ts';

/** A saved document that could not be read: its code, the reason and the raw text (docs/app.md "Storage"). */
export interface Unreadable {
  readonly code: string;
  readonly message: string;
  readonly raw: string;
}

/** How one kind of saved document is shown when it cannot be read: its texts, element ids and file name. */
export interface UnreadableKind {
  readonly title: string;
  readonly text: string;
  readonly copyText: string;
  readonly download: string;
  readonly discard: string;
  /** Prefix of the ids (`<id>-title`, `<id>-text`) and of the downloaded file's name. */
  readonly id: string;
  readonly file: string;
}

/**
 * An unreadable saved document (the game, the organiser's tournament), kept verbatim until the player
 * discards it: its code and reason, the raw text, and Copy, Download and Discard.
 */
export function renderUnreadable(
  u: Unreadable | null,
  kind: UnreadableKind,
  on: { copy(): void; discard(): void },
): TemplateResult | typeof nothing {
  if (!u) return nothing;
  return html`<section class="unreadable" role="alert" aria-labelledby=${`${kind.id}-title`}>
      <h2 id=${`${kind.id}-title`}>${kind.title}</h2>
      <p>${kind.text}</p>
      ${u.message ? html`<p class="code"><code>${u.code}</code> ${u.message}</p>` : nothing}
      <textarea id=${`${kind.id}-text`} readonly rows="4" aria-label=${kind.title} .value=${u.raw}></textarea>
      <div class="row">
        <button type="button" @click=${on.copy}>${kind.copyText}</button>
        <button type="button" @click=${() => download(`${kind.file}-${stamp()}.txt`, u.raw, 'text/plain')}>${kind.download}</button>
        <button type="button" @click=${on.discard}>${kind.discard}</button>
      </div>
    </section>`;
}

/** Copies the raw text (through the clipboard, or by selecting the text area where it is refused). */
export async function copyUnreadable(raw: string, area: HTMLTextAreaElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(raw);
  } catch {
    area?.select();
    document.execCommand?.('copy');
  }
}
