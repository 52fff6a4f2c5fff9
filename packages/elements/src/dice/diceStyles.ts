import { css } from 'lit';

/** Die colours, shared by the board and `<nardy-dice>`. */
export const diceStyles = css`
  .die-face {
    fill: var(--nardy-die, #fbf7ee);
    stroke: var(--nardy-die-edge, #6b5b45);
    stroke-width: 1.2;
  }
  .pip {
    fill: var(--nardy-die-pip, #1d1a16);
  }
  .die.used {
    opacity: 0.4;
  }
  @media (forced-colors: active) {
    .die-face {
      fill: Canvas;
      stroke: CanvasText;
    }
    .pip {
      fill: CanvasText;
    }
    .die.used .die-face {
      stroke: GrayText;
    }
  }
`;
