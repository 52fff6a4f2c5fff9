import { css, html, LitElement, type PropertyValues, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { emit } from '../events.ts';
import { boardStringsFor, LocaleController } from '../i18n/locale.ts';
import { rollViewProblem, type ViewProblem } from '../viewCheck.ts';
import { diceStyles } from './diceStyles.ts';
import { dieSvg, usedFlags } from './dieSvg.ts';
import { parseDice } from './parseDice.ts';

/**
 * A roll of two dice (four faces for a double), with the faces already played dimmed.
 *
 * @summary Dice of a nardy roll.
 * @tag nardy-dice
 * @csspart dice - The SVG with the faces.
 * @csspart die - One face.
 * @csspart die-used - A face already played.
 * @cssprop --nardy-die - Face colour.
 * @cssprop --nardy-die-edge - Face edge colour.
 * @cssprop --nardy-die-pip - Pip colour.
 * @event nardy-error - `values`, `dice` or `left` is not a roll (`ERR_VIEW_DICE`, detail `{code, message}`; also in `error`): nothing is drawn.
 */
export class NardyDice extends LitElement {
  static override styles = [
    diceStyles,
    css`
      :host {
        display: inline-block;
        vertical-align: middle;
      }
      svg {
        display: block;
        height: var(--nardy-dice-size, 2.5em);
        width: auto;
      }
    `,
  ];

  /** The roll as text, e.g. `3-1` (used when `dice` is not set). */
  @property({ type: String, reflect: true }) values: string | null = null;
  /** The roll as numbers (wins over `values`). */
  @property({ attribute: false }) dice: readonly number[] | null = null;
  /** Dice values still to play; the others are drawn as used. Omitted: none used. */
  @property({ attribute: false }) left: readonly number[] | null = null;
  /** Language of the accessible name (en, ru, uk); defaults to the page-wide `setLocale`. */
  @property({ type: String, reflect: true }) locale: string | null = null;
  readonly #locale = new LocaleController(this, boardStringsFor);

  /** The faces shown: `dice` if set, else the parsed `values` attribute; none when they are refused. */
  get faces(): readonly number[] {
    return this.#read().faces;
  }

  /** Why nothing is drawn though a roll was given (`ERR_VIEW_DICE`), or null. */
  get error(): ViewProblem | null {
    return this.#read().problem;
  }

  #read(): { faces: readonly number[]; problem: ViewProblem | null } {
    let dice: readonly number[] | null = this.dice;
    if (dice === null && this.values !== null && this.values.trim() !== '') {
      dice = parseDice(this.values);
      if (dice === null) {
        const message = `"${this.values.slice(0, 20)}" is not a roll like 3-1`;
        return { faces: [], problem: { code: 'ERR_VIEW_DICE', message } };
      }
    }
    if (dice === null) return { faces: [], problem: null };
    const problem = rollViewProblem(dice, this.left);
    return problem ? { faces: [], problem } : { faces: dice, problem: null };
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('values') || changed.has('dice') || changed.has('left')) {
      const problem = this.error;
      if (problem) emit(this, 'nardy-error', { code: problem.code, message: problem.message });
    }
  }

  override render() {
    const dice = this.faces;
    const t = this.#locale.strings;
    if (dice.length === 0) return html``;
    const used = usedFlags(dice, this.left ?? (dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : dice));
    const size = 40;
    const gap = 8;
    const n = used.length;
    const width = n * size + (n - 1) * gap;
    const faces = used.map((u, i) => dieSvg(i < 2 ? (dice[i] ?? dice[0]) : dice[0], i * (size + gap), 0, size, u));
    const label = this.left ? `${t.dice(dice)}, ${t.diceLeft(this.left)}` : t.dice(dice);
    return html`<svg part="dice" role="img" aria-label=${label} viewBox="-1 -1 ${width + 2} ${size + 2}">
      ${svg`${faces}`}
    </svg>`;
  }
}
