import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/strings.ts';
import { styleProps } from '../styleProps.ts';
import type { BarButton } from './actionBar.ts';
import { type BarBox, boxStyle } from './barPlacement.ts';

/** The action bar of the turn over the board in play: its buttons, then the host's own (slot "actions"). */
export function renderActionBar(input: {
  readonly t: Strings;
  readonly buttons: readonly BarButton[];
  /** The board's name, which names the bar for screen readers. */
  readonly label: string;
  readonly box: BarBox;
  /** The host's controls of the turn join the bar (while the roll is played). */
  readonly hosted: boolean;
  readonly press: (button: BarButton) => void;
}): TemplateResult | typeof nothing {
  const { t, buttons, label, box, hosted, press } = input;
  if (buttons.length === 0) return nothing;
  return html`<div class="actions" part="actions" role="group" aria-label=${label} ${styleProps(boxStyle(box))}>
    ${buttons.map((b) => renderButton(t, b, press))}${hosted ? html`<slot name="actions"></slot>` : nothing}
  </div>`;
}

/**
 * On a board that is not in play while the board is chosen: its own choice (Play here, or Pass here
 * with why the roll cannot be played there), so the choice shows on every board, not only the one
 * outlined.
 */
export function renderChoiceBar(input: {
  readonly t: Strings;
  readonly buttons: readonly BarButton[];
  readonly label: string;
  readonly box: BarBox;
  /** Why the roll cannot be played on this board (a blocked board), or null. */
  readonly why: string | null;
  readonly press: (button: BarButton) => void;
}): TemplateResult | typeof nothing {
  const { t, buttons, label, box, why, press } = input;
  if (buttons.length === 0 && why === null) return nothing;
  return html`<div class="actions choice" part="choice" role="group" aria-label=${label} ${styleProps(boxStyle(box))}>
    ${why ? html`<span class="why" part="why">${why}</span>` : nothing}${buttons.map((b) => renderButton(t, b, press))}
  </div>`;
}

function renderButton(t: Strings, b: BarButton, press: (button: BarButton) => void): TemplateResult {
  const label = t[b.label];
  return html`<button
    type="button"
    part="button"
    class="action ${b.kind ?? ''} ${b.beforeChoice ? 'before-choice' : ''}"
    ?disabled=${!b.enabled}
    aria-label=${b.icon ? label : nothing}
    title=${b.icon ? label : nothing}
    @click=${() => press(b)}
  >
    ${b.icon ? html`<span class="icon" aria-hidden="true">${b.icon}</span><span class="label">${label}</span>` : label}
  </button>`;
}

/** The notation field that takes the bar's place while a move is typed (Escape or ✕ closes it). */
export function renderTypingForm(input: {
  readonly t: Strings;
  readonly box: BarBox;
  readonly submit: (e: SubmitEvent) => void;
  readonly close: () => void;
}): TemplateResult {
  const { t, box, submit, close } = input;
  return html`<form class="actions typing" part="actions" ${styleProps(boxStyle(box))} @submit=${submit}>
    <label class="sr-only" for="move">${t.moveInput}</label>
    <input
      id="move"
      name="move"
      autocomplete="off"
      spellcheck="false"
      placeholder=${t.moveInputHint}
      aria-describedby="move-hint"
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Escape') close();
      }}
    />
    <span id="move-hint" class="sr-only">${t.moveInputHint}</span>
    <button type="submit" class="action primary" part="button">${t.play}</button>
    <button type="button" class="action" part="button" aria-label=${t.close} title=${t.close} @click=${close}>
      ✕
    </button>
  </form>`;
}
