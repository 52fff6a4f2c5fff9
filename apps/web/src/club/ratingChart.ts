import { svg, type TemplateResult } from 'lit';

/**
 * The profile's rating history as a small SVG line chart (no chart library): one polyline per kind over
 * the player's rated tables in order, with the lowest and highest rating marked on the axis. The geometry
 * is a pure function so it is tested without a browser.
 */

export interface ChartPoint {
  readonly rating: number;
}

export interface ChartGeometry {
  readonly width: number;
  readonly height: number;
  /** Rounded down and up to a multiple of 50 around the ratings, at least 100 apart. */
  readonly min: number;
  readonly max: number;
  /** `x,y` pairs of the polyline. */
  readonly points: readonly (readonly [number, number])[];
}

const PAD = { left: 40, right: 8, top: 8, bottom: 8 };

export function chartGeometry(history: readonly ChartPoint[], width = 320, height = 120): ChartGeometry {
  const ratings = history.map((h) => h.rating);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  let min = Math.floor(low / 50) * 50;
  let max = Math.ceil(high / 50) * 50;
  if (max - min < 100) {
    const mid = (min + max) / 2;
    min = Math.floor((mid - 50) / 50) * 50;
    max = min + 100;
  }
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const step = history.length > 1 ? innerW / (history.length - 1) : 0;
  const points = ratings.map(
    (r, i) =>
      [
        Math.round((PAD.left + (history.length > 1 ? i * step : innerW / 2)) * 10) / 10,
        Math.round((PAD.top + ((max - r) / (max - min)) * innerH) * 10) / 10,
      ] as const,
  );
  return { width, height, min, max, points };
}

/** The chart itself; `label` is its accessible name (what the line says, in words). */
export function ratingChart(history: readonly ChartPoint[], label: string): TemplateResult {
  const g = chartGeometry(history);
  const line = g.points.map(([x, y]) => `${x},${y}`).join(' ');
  return svg`<svg class="rating-chart" viewBox="0 0 ${g.width} ${g.height}" role="img" aria-label=${label}>
    <line class="axis" x1=${PAD.left} y1=${PAD.top} x2=${PAD.left} y2=${g.height - PAD.bottom}></line>
    <line class="axis" x1=${PAD.left} y1=${g.height - PAD.bottom} x2=${g.width - PAD.right} y2=${g.height - PAD.bottom}></line>
    <text class="tick" x=${PAD.left - 4} y=${PAD.top + 4} text-anchor="end">${g.max}</text>
    <text class="tick" x=${PAD.left - 4} y=${g.height - PAD.bottom} text-anchor="end">${g.min}</text>
    <polyline class="line" points=${line}></polyline>
    ${g.points.map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="3"></circle>`)}
  </svg>`;
}
