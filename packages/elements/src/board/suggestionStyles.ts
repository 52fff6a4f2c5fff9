import { css } from 'lit';

/** Looks of the suggested-play arrows and of the board in editing mode. */
export const suggestionStyles = css`
  :host {
    --nardy-arrow: #1e6fd9;
    --nardy-arrow-best: #1b8a3a;
    --nardy-arrow-played: #c0392b;
    --nardy-arrow-2: #7b3fb8;
    --nardy-arrow-3: #c46a00;
    --nardy-arrow-label: #fff;
  }
  .arrow {
    --arrow-colour: var(--nardy-arrow);
    pointer-events: none;
  }
  .arrow.best {
    --arrow-colour: var(--nardy-arrow-best);
  }
  .arrow.played {
    --arrow-colour: var(--nardy-arrow-played);
  }
  /* A hint's second and third candidates (kinds hint-2, hint-3): a colour each, apart from the best. */
  .arrow.hint-2 {
    --arrow-colour: var(--nardy-arrow-2);
  }
  .arrow.hint-3 {
    --arrow-colour: var(--nardy-arrow-3);
  }
  .arrow .shaft {
    fill: none;
    stroke: var(--arrow-colour);
    stroke-width: 5;
    stroke-linecap: round;
    opacity: 0.9;
  }
  .arrow .head {
    fill: var(--arrow-colour);
  }
  .arrow-label rect {
    fill: var(--arrow-colour);
    stroke: var(--nardy-arrow-label);
    stroke-width: 1.5;
  }
  .arrow-label text {
    fill: var(--nardy-arrow-label);
    font: 600 13px var(--nardy-font);
  }
  :host([editing]) .surface {
    cursor: copy;
  }
  @media (forced-colors: active) {
    .arrow .shaft {
      stroke: Highlight;
    }
    .arrow .head,
    .arrow-label rect {
      fill: Highlight;
    }
    .arrow-label text {
      fill: HighlightText;
    }
  }
`;
