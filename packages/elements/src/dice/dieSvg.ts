import { type SVGTemplateResult, svg } from 'lit';

/** Pip positions of a die face on a 0..1 square. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** One die face as SVG (shared by `<nardy-dice>` and the dice drawn on `<nardy-board>`). */
export function dieSvg(value: number, x: number, y: number, size: number, used: boolean): SVGTemplateResult {
  const pips = PIPS[value] ?? [];
  return svg`<g class="die ${used ? 'used' : ''}" part="die${used ? ' die-used' : ''}" data-value=${value}>
    <rect x=${x} y=${y} width=${size} height=${size} rx=${size * 0.18} class="die-face"></rect>
    ${pips.map(([px, py]) => svg`<circle cx=${x + px * size} cy=${y + py * size} r=${size * 0.09} class="pip"></circle>`)}
  </g>`;
}

/** Which of the rolled dice are already used, given the dice left (doubles count four). */
export function usedFlags(dice: readonly number[], left: readonly number[]): boolean[] {
  const faces = dice.length === 2 && dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice];
  const remaining = [...left];
  return faces.map((d) => {
    const i = remaining.indexOf(d);
    if (i >= 0) {
      remaining.splice(i, 1);
      return false;
    }
    return true;
  });
}
