import { type SVGTemplateResult, svg } from 'lit';

/** The doubling cube as SVG, shared by `<nardy-cube>` and the board. */
export function cubeSvg(value: number, x: number, y: number, size: number): SVGTemplateResult {
  return svg`<g class="cube" part="cube" data-value=${value}>
    <rect x=${x} y=${y} width=${size} height=${size} rx=${size * 0.15} class="cube-face"></rect>
    <text x=${x + size / 2} y=${y + size / 2} class="cube-text" dominant-baseline="central" text-anchor="middle"
      font-size=${size * (value >= 10 ? 0.46 : 0.56)}>${value}</text>
  </g>`;
}
