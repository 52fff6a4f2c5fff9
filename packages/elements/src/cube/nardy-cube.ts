import type { Color } from '@nardy/rules';
import { css, html, LitElement, type PropertyValues, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { emit } from '../events.ts';
import { boardStringsFor, LocaleController } from '../i18n/locale.ts';
import { cubeViewProblem, type ViewProblem } from '../viewCheck.ts';
import { cubeStyles } from './cubeStyles.ts';
import { cubeSvg } from './cubeSvg.ts';

/**
 * The doubling cube: its value and who owns it (centred when nobody does).
 *
 * @summary Doubling cube.
 * @tag nardy-cube
 * @csspart cube - The cube drawing.
 * @cssprop --nardy-cube - Face colour.
 * @cssprop --nardy-cube-edge - Edge colour.
 * @cssprop --nardy-cube-text - Number colour.
 * @event nardy-error - `value` is not a power of two from 1 or `owner` not white, black or absent (`ERR_VIEW_CUBE`, detail `{code, message}`; also in `error`): nothing is drawn.
 */
export class NardyCube extends LitElement {
  static override styles = [
    cubeStyles,
    css`
      :host {
        display: inline-block;
        vertical-align: middle;
      }
      svg {
        display: block;
        height: var(--nardy-cube-size, 2.5em);
        width: auto;
      }
    `,
  ];

  /** Cube value: a power of two (1 shows 64, as on a real centred cube). */
  @property({ type: Number, reflect: true }) value = 1;
  /** `white`, `black`, or absent for a centred cube. */
  @property({ type: String, reflect: true }) owner: Color | null = null;
  /** Language of the accessible name (en, ru, uk). */
  @property({ type: String, reflect: true }) locale: string | null = null;
  readonly #locale = new LocaleController(this, boardStringsFor);

  /** Why nothing is drawn (`ERR_VIEW_CUBE`: no such cube), or null. */
  get error(): ViewProblem | null {
    return cubeViewProblem(this.value, this.owner);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('owner')) {
      const problem = this.error;
      if (problem) emit(this, 'nardy-error', { code: problem.code, message: problem.message });
    }
  }

  override render() {
    if (this.error) return html``;
    const value = this.value;
    const owner = this.owner === 'white' || this.owner === 'black' ? this.owner : null;
    const label = this.#locale.strings.cube(value, owner);
    return html`<svg role="img" aria-label=${label} viewBox="-1 -1 42 42">${svg`${cubeSvg(value === 1 ? 64 : value, 0, 0, 40)}`}</svg>`;
  }
}
