import { html, nothing, type TemplateResult } from 'lit';
import type { BoardStrings } from '../i18n/strings.ts';

/**
 * The field that takes a whole play in notation (part `notation`): its label, the hint, and the
 * message of text that is not a move (`error`), which marks the field invalid.
 */
export function renderNotationForm(input: {
  readonly t: BoardStrings;
  readonly error: string | null;
  readonly submit: (e: SubmitEvent) => void;
}): TemplateResult {
  const { t, error } = input;
  return html`<form class="notation" part="notation" @submit=${input.submit}>
    <label for="move">${t.moveInput}</label>
    <input
      id="move"
      name="move"
      autocomplete="off"
      spellcheck="false"
      aria-invalid=${error ? 'true' : 'false'}
      aria-describedby="move-hint${error ? ' move-error' : ''}"
    />
    <button type="submit">${t.play}</button>
    <span id="move-hint" class="hint">${t.moveInputHint}</span>
    ${error ? html`<span id="move-error" class="error" part="error">${error}</span>` : nothing}
  </form>`;
}
