import { css } from 'lit';

export const cubeStyles = css`
  .cube-face {
    fill: var(--nardy-cube, #f4efe2);
    stroke: var(--nardy-cube-edge, #4a3b2a);
    stroke-width: 1.5;
  }
  .cube-text {
    fill: var(--nardy-cube-text, #1d1a16);
    font-family: var(--nardy-font, system-ui, sans-serif);
    font-weight: 700;
  }
  @media (forced-colors: active) {
    .cube-face {
      fill: Canvas;
      stroke: CanvasText;
    }
    .cube-text {
      fill: CanvasText;
    }
  }
`;
