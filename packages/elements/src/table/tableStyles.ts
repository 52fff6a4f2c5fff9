import { css } from 'lit';

/** Boards side by side on a wide screen; one board per swipe (scroll snap) on a narrow one. */
export const tableStyles = css`
  :host {
    --nardy-table-gap: 1rem;
    --nardy-board-min: 380px;
    display: block;
    container-type: inline-size;
    font-family: var(--nardy-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--nardy-text, #1d1a16);
  }
  :host([theme='dark']) {
    color: var(--nardy-text, #efe9dc);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 1em;
    margin-bottom: 0.5em;
  }
  .buttons,
  .slot-actions {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.4em;
  }
  .slot-actions {
    margin-top: 0.4em;
  }
  button.action,
  .switch {
    font: inherit;
    padding: 0.35em 0.9em;
    min-height: 2.2em;
    border-radius: 6px;
    border: 1px solid var(--nardy-button-border, #8a7658);
    background: var(--nardy-button, #efe6d4);
    color: var(--nardy-button-text, #1d1a16);
    cursor: pointer;
  }
  button.primary {
    font-weight: 700;
  }
  button:focus-visible {
    outline: 3px solid var(--nardy-selected, #4fc3f7);
    outline-offset: 1px;
  }
  .switcher {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    margin-bottom: 0.5em;
  }
  .switch {
    display: inline-flex;
    flex-direction: column;
    align-items: flex-start;
    line-height: 1.2;
  }
  .switch[aria-current='true'] {
    border-width: 2px;
    font-weight: 700;
  }
  .sub {
    font-size: 0.8em;
    font-weight: 400;
    opacity: 0.85;
  }
  .boards {
    /* Contains the boards' visually hidden texts, so they cannot widen the page on a phone. */
    position: relative;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--nardy-board-min)), 1fr));
    gap: var(--nardy-table-gap);
  }
  .slot {
    box-sizing: border-box;
    border: 2px solid transparent;
    border-radius: 10px;
    padding: 0.4em;
    min-width: 0;
  }
  .slot.chosen {
    border-color: var(--nardy-selected, #4fc3f7);
  }
  .slot.blocked {
    border-style: dashed;
    border-color: var(--nardy-button-border, #8a7658);
  }
  .slot.finished nardy-board {
    opacity: 0.75;
  }
  h3 {
    margin: 0 0 0.3em;
    font-size: 1em;
    display: flex;
    gap: 0.6em;
    align-items: baseline;
  }
  .result {
    margin: 0 0 0.3em;
    font-weight: 700;
  }
  .scoreboard {
    margin-top: 1em;
    border-collapse: collapse;
    min-width: min(100%, 28em);
  }
  .scoreboard caption {
    text-align: start;
    font-weight: 700;
  }
  .scoreboard th,
  .scoreboard td {
    border-bottom: 1px solid var(--nardy-button-border, #8a7658);
    padding: 0.25em 0.6em;
    text-align: start;
  }
  .note {
    font-size: 0.85em;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @container (max-width: 640px) {
    .boards {
      display: flex;
      overflow-x: auto;
      scroll-snap-type: x mandatory;
      overscroll-behavior-x: contain;
    }
    .slot {
      flex: 0 0 100%;
      scroll-snap-align: start;
    }
    .scoreboard {
      width: 100%;
      font-size: 0.85em;
    }
    .scoreboard th,
    .scoreboard td {
      padding: 0.2em 0.3em;
    }
  }
  @media (forced-colors: active) {
    .slot.chosen {
      border-color: Highlight;
    }
    button:focus-visible {
      outline-color: Highlight;
    }
  }
`;
