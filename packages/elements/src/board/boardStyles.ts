import { css } from 'lit';

/**
 * Looks of `<nardy-board>`: a wooden frame, felt, two colours of points; every colour is a custom
 * property, with a light (default) and a dark theme, forced-colors and reduced-motion support.
 */
export const boardStyles = css`
  :host {
    --nardy-wood: #8a5a2b;
    --nardy-wood-grain: #754922;
    --nardy-felt: #2f5d3a;
    --nardy-felt-edge: #244a2d;
    --nardy-point-a: #e8d3a8;
    --nardy-point-b: #9b3b2e;
    --nardy-bar: #6f4620;
    --nardy-tray: #5c3a1a;
    --nardy-white-checker: #f7f1e3;
    --nardy-white-checker-edge: #b7a98a;
    --nardy-black-checker: #2a2522;
    --nardy-black-checker-edge: #000;
    --nardy-highlight: #ffd54a;
    --nardy-selected: #4fc3f7;
    --nardy-last-move: rgba(255, 213, 74, 0.45);
    --nardy-text: #1d1a16;
    --nardy-surface: #fbf8f2;
    --nardy-button: #efe6d4;
    --nardy-button-text: #1d1a16;
    --nardy-button-border: #8a7658;
    --nardy-danger: #a01c12;
    --nardy-move-duration: 220ms;
    --nardy-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    display: block;
    max-width: 100%;
    color: var(--nardy-text);
    font-family: var(--nardy-font);
  }
  :host([theme='dark']) {
    --nardy-wood: #3b2a1c;
    --nardy-wood-grain: #2f2116;
    --nardy-felt: #1d2b22;
    --nardy-felt-edge: #15211a;
    --nardy-point-a: #8c7a5b;
    --nardy-point-b: #6b2a22;
    --nardy-bar: #2b1e14;
    --nardy-tray: #22170f;
    --nardy-white-checker: #e9e3d5;
    --nardy-white-checker-edge: #a59a82;
    --nardy-black-checker: #111;
    --nardy-black-checker-edge: #555;
    --nardy-text: #efe9dc;
    --nardy-surface: #1b1815;
    --nardy-button: #3a322a;
    --nardy-button-text: #f3ecdf;
    --nardy-button-border: #8d7b62;
    --nardy-danger: #ff8a80;
    background: var(--nardy-surface);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --nardy-wood: #3b2a1c;
      --nardy-wood-grain: #2f2116;
      --nardy-felt: #1d2b22;
      --nardy-felt-edge: #15211a;
      --nardy-point-a: #8c7a5b;
      --nardy-point-b: #6b2a22;
      --nardy-bar: #2b1e14;
      --nardy-tray: #22170f;
      --nardy-text: #efe9dc;
      --nardy-surface: #1b1815;
      --nardy-button: #3a322a;
      --nardy-button-text: #f3ecdf;
      --nardy-button-border: #8d7b62;
      --nardy-danger: #ff8a80;
      background: var(--nardy-surface);
    }
  }
  /* Board themes (board-theme): the board's own colours, over the light or dark page theme. */
  :host([board-theme='wood']) {
    --nardy-wood: #7a4a24;
    --nardy-wood-grain: #6a3f1e;
    --nardy-felt: #e9cf9f;
    --nardy-felt-edge: #c9a56d;
    --nardy-point-a: #fff6e3;
    --nardy-point-b: #8f4526;
    --nardy-bar: #6a3f1e;
    --nardy-tray: #5a3518;
    --nardy-white-checker: #fffdf6;
    --nardy-white-checker-edge: #9b8458;
    --nardy-black-checker: #3a2418;
    --nardy-black-checker-edge: #1a0f08;
    --nardy-highlight: #0a7d2c;
    --nardy-last-move: rgba(10, 125, 44, 0.28);
  }
  :host([board-theme='contrast']) {
    --nardy-wood: #000;
    --nardy-wood-grain: #000;
    --nardy-felt: #000;
    --nardy-felt-edge: #fff;
    --nardy-point-a: #7fd4ff;
    --nardy-point-b: #ffd400;
    --nardy-bar: #1c1c1c;
    --nardy-tray: #1c1c1c;
    --nardy-white-checker: #fff;
    --nardy-white-checker-edge: #000;
    --nardy-black-checker: #000;
    --nardy-black-checker-edge: #fff;
    --nardy-highlight: #ff2bd6;
    --nardy-selected: #00e676;
    --nardy-last-move: rgba(255, 43, 214, 0.35);
  }
  :host([board-theme='contrast']) .checker .body {
    stroke-width: 3;
  }
  :host([board-theme='contrast']) .checker .ring {
    opacity: 0;
  }
  [hidden] {
    display: none !important;
  }
  svg.numbers {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  svg.numbers text {
    font: 600 14px var(--nardy-font);
    fill: var(--nardy-numbers, currentColor);
    opacity: 0.8;
  }
  .surface {
    position: relative;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  .surface.idle {
    touch-action: manipulation;
  }
  svg.board {
    display: block;
    width: 100%;
    height: auto;
  }
  .frame {
    fill: var(--nardy-wood);
  }
  .felt {
    fill: var(--nardy-felt);
    stroke: var(--nardy-felt-edge);
    stroke-width: 2;
  }
  .bar {
    fill: var(--nardy-bar);
  }
  .tray {
    fill: var(--nardy-tray);
  }
  .point.a {
    fill: var(--nardy-point-a);
  }
  .point.b {
    fill: var(--nardy-point-b);
  }
  .mark-last {
    fill: var(--nardy-last-move);
  }
  .mark-dest {
    fill: none;
    stroke: var(--nardy-highlight);
    stroke-width: 3;
    stroke-dasharray: 6 4;
  }
  .mark-dest-dot {
    fill: var(--nardy-highlight);
  }
  .mark-selected {
    fill: none;
    stroke: var(--nardy-selected);
    stroke-width: 3;
  }
  .checker {
    transition: transform var(--nardy-move-duration) ease-out;
    will-change: transform;
  }
  .checker.dragging {
    transition: none;
  }
  .checker.white .body {
    fill: var(--nardy-white-checker);
    stroke: var(--nardy-white-checker-edge);
  }
  .checker.black .body {
    fill: var(--nardy-black-checker);
    stroke: var(--nardy-black-checker-edge);
  }
  .checker .body {
    stroke-width: 1.5;
  }
  .checker .ring {
    fill: none;
    stroke-width: 1;
    opacity: 0.5;
  }
  .checker.white .ring {
    stroke: var(--nardy-white-checker-edge);
  }
  .checker.black .ring {
    stroke: #6a625b;
  }
  .count {
    font: 700 14px var(--nardy-font);
    pointer-events: none;
  }
  .count.white {
    fill: var(--nardy-black-checker);
  }
  .count.black {
    fill: var(--nardy-white-checker);
  }
  .controls {
    position: absolute;
    inset: 0;
  }
  .control {
    position: absolute;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    border-radius: 4px;
    color: inherit;
  }
  .control:focus {
    outline: none;
  }
  .control:focus-visible {
    outline: 3px solid var(--nardy-selected);
    outline-offset: -3px;
  }
  .info {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    align-items: center;
    margin-top: 0.4em;
    font-size: 0.9em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    margin-top: 0.4em;
  }
  button.action,
  .notation button {
    font: inherit;
    padding: 0.35em 0.9em;
    border-radius: 6px;
    border: 1px solid var(--nardy-button-border);
    background: var(--nardy-button);
    color: var(--nardy-button-text);
    cursor: pointer;
    min-height: 2.2em;
  }
  button.action:disabled {
    opacity: 0.55;
    cursor: default;
  }
  button.action:focus-visible,
  .notation button:focus-visible,
  .notation input:focus-visible {
    outline: 3px solid var(--nardy-selected);
    outline-offset: 1px;
  }
  .notation {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    align-items: center;
    margin-top: 0.4em;
  }
  .notation input {
    font: inherit;
    padding: 0.3em 0.5em;
    min-width: 10em;
    border-radius: 6px;
    border: 1px solid var(--nardy-button-border);
    background: var(--nardy-surface);
    color: var(--nardy-text);
  }
  .hint {
    font-size: 0.85em;
    opacity: 0.85;
  }
  .error {
    color: var(--nardy-danger);
    font-size: 0.9em;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .checker {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    .frame,
    .bar,
    .tray {
      fill: Canvas;
      stroke: CanvasText;
    }
    .felt {
      fill: Canvas;
      stroke: CanvasText;
    }
    .point.a,
    .point.b {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 1;
    }
    .point.b {
      fill: GrayText;
    }
    .checker.white .body {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 2;
    }
    .checker.black .body {
      fill: CanvasText;
      stroke: CanvasText;
    }
    .count.white {
      fill: CanvasText;
    }
    .count.black {
      fill: Canvas;
    }
    .mark-last {
      fill: none;
      stroke: Highlight;
      stroke-width: 2;
    }
    .mark-dest,
    .mark-selected {
      stroke: Highlight;
    }
    .mark-dest-dot {
      fill: Highlight;
    }
    .control:focus-visible {
      outline-color: Highlight;
    }
    svg.numbers text {
      fill: CanvasText;
    }
  }
`;
