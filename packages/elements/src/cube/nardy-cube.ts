import type { Color } from '@nardy/rules';
import { css, html, LitElement, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { LocaleController } from '../i18n/locale.ts';
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

  /** Cube value (1 shows 64, as on a real centred cube). */
  @property({ type: Number, reflect: true }) value = 1;
  /** `white`, `black`, or absent for a centred cube. */
  @property({ type: String, reflect: true }) owner: Color | null = null;
  /** Language of the accessible name (en, ru, uk). */
  @property({ type: String, reflect: true }) locale: string | null = null;
  readonly #locale = new LocaleController(this);

  override render() {
    const value = Number.isInteger(this.value) && this.value >= 1 ? this.value : 1;
    const owner = this.owner === 'white' || this.owner === 'black' ? this.owner : null;
    const label = this.#locale.strings.cube(value, owner);
    return html`<svg role="img" aria-label=${label} viewBox="-1 -1 42 42">${svg`${cubeSvg(value === 1 ? 64 : value, 0, 0, 40)}`}</svg>`;
  }
}
