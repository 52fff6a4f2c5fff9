import { css } from 'lit';

/**
 * Looks of `<nardy-table>`: the players' line, the stage where the boards are placed (absolutely, by
 * the layout of tableLayout.ts), the headings, thumbnails and the action bar on the board in play.
 * The heights of a heading (26 px) and a thumbnail's heading (20 px) are LAYOUT_DEFAULTS' `head` and
 * `thumbHead`: change them together.
 */
export const tableStyles = css`
  :host {
    --nardy-table-gap: 8px;
    display: block;
    font-family: var(--nardy-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--nardy-text, #1d1a16);
    --nardy-chip: #efe6d4;
    --nardy-accent: #2b7bb9;
  }
  :host([theme='dark']) {
    color: var(--nardy-text, #efe9dc);
    --nardy-chip: #3a322a;
    --nardy-accent: #6cb6ee;
  }
  :host([fit]) {
    height: 100%;
    min-height: 0;
  }
  .error {
    color: var(--nardy-error, #a3221b);
    margin: 0 0 0.5em;
  }
  .watch {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em 1em;
    font-size: 0.9em;
    margin: 0 0 0.3em;
  }
  .clock {
    font-variant-numeric: tabular-nums;
  }
  .clock.running {
    color: var(--nardy-accent);
  }
  .table {
    display: flex;
    flex-direction: column;
    gap: 6px;
    container-type: inline-size;
  }
  :host([fit]) .table {
    height: 100%;
  }
  .players {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: center;
    gap: 4px 8px;
  }
  .player {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: 0.4em;
    min-width: 0;
    height: 40px;
    padding: 0.15em 0.7em;
    border-radius: 999px;
    border: 2px solid transparent;
    background: var(--nardy-chip);
  }
  .player.black {
    flex-direction: row-reverse;
  }
  .player.to-act {
    border-color: var(--nardy-accent);
    box-shadow: 0 0 0 2px color-mix(in srgb, var(--nardy-accent) 30%, transparent);
  }
  .name {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
  }
  .you {
    font-size: 0.85em;
    white-space: nowrap;
  }
  .score {
    margin-inline-start: auto;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    font-size: 1.1em;
  }
  .player.black .score {
    margin-inline-start: 0;
    margin-inline-end: auto;
  }
  .disc {
    display: inline-block;
    width: 0.95em;
    height: 0.95em;
    border-radius: 50%;
    flex: none;
    vertical-align: -0.12em;
    border: 1.5px solid #8a7a5c;
  }
  .disc.white {
    background: #f7f1e3;
  }
  .disc.black {
    background: #2a2522;
    border-color: #000;
  }
  .middle {
    display: flex;
    align-items: center;
    gap: 0.5em;
    font-size: 0.9em;
    white-space: nowrap;
    height: 32px;
  }
  .middle-gap {
    width: 0;
  }
  .shared-cube {
    --nardy-cube-size: 1.9em;
  }
  /* A fixed height (one line, two on a narrow table): a message never moves the boards. */
  .status {
    grid-column: 1 / -1;
    margin: 0;
    height: 20px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    line-clamp: 1;
    text-align: center;
    font-size: 15px;
    line-height: 20px;
  }
  .opening,
  .forced {
    font-weight: 600;
    margin-inline-end: 0.5em;
  }
  .opening-dice {
    height: 1.2em;
    width: auto;
    vertical-align: -0.25em;
    margin-inline-end: 0.3em;
  }
  .black-die .die-face {
    fill: #2a2522;
    stroke: #000;
  }
  .black-die .pip {
    fill: #f7f1e3;
  }
  .stage {
    position: relative;
  }
  :host([fit]) .stage {
    flex: 1 1 0;
    min-height: 0;
  }
  .stage:not(.placed) .slot {
    position: relative;
    max-width: 40rem;
  }
  .slot {
    box-sizing: border-box;
    min-width: 0;
  }
  .stage.placed .slot {
    position: absolute;
    transition:
      left 0.2s ease,
      top 0.2s ease,
      width 0.2s ease;
  }
  .slot-head {
    box-sizing: border-box;
    height: 26px;
    display: flex;
    align-items: center;
    gap: 0.5em;
    font-size: 13px;
    white-space: nowrap;
    overflow: hidden;
    padding-inline: 2px;
  }
  .slot:not(.thumb) .slot-head {
    container: head / inline-size;
  }
  /* A narrow heading keeps the board's name and the pips; the chip is then said, not shown. */
  @container head (max-width: 340px) {
    .chip {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  .slot.thumb .slot-head {
    height: 20px;
    font-size: 11px;
  }
  /* The board's name stays whole; its status chip gives way first (its title keeps the words). */
  h3 {
    margin: 0;
    font-size: 1em;
    overflow: hidden;
    text-overflow: ellipsis;
    flex: 0 0 auto;
    max-width: 100%;
  }
  .chip {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: 0.92em;
    padding: 0 0.5em;
    border-radius: 999px;
    background: var(--nardy-chip);
  }
  .chip.canPlay,
  .chip.chosen {
    background: var(--nardy-highlight, #ffd54a);
    color: #1d1a16;
  }
  .chip.blocked {
    outline: 1px dashed currentColor;
  }
  .pips {
    flex: none;
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
    opacity: 0.9;
  }
  .pips .disc {
    width: 0.8em;
    height: 0.8em;
    margin-inline: 0.3em 0.2em;
  }
  .board-box {
    position: relative;
    container: board / inline-size;
    border-radius: 10px;
  }
  .slot.chosen .board-box,
  .stage:has(.slot:nth-child(2)) .slot.active:not(.thumb) .board-box {
    box-shadow: 0 0 0 3px var(--nardy-accent);
  }
  .slot.finished nardy-board {
    opacity: 0.7;
  }
  .slot.thumb.canPlay .board-box {
    box-shadow: 0 0 0 3px var(--nardy-highlight, #ffd54a);
  }
  .slot.thumb.blocked .board-box {
    box-shadow: 0 0 0 2px var(--nardy-button-border, #8a7658);
  }
  .thumb-cover {
    position: absolute;
    inset: 0;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: 10px;
    background: transparent;
    cursor: pointer;
  }
  nardy-board::part(info) {
    display: none;
  }
  .actions {
    position: absolute;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    /* Safe: buttons wider than the half overflow towards the centre, never off the board's edge. */
    justify-content: safe center;
    gap: 6px;
    padding: 0 4px;
    pointer-events: none;
  }
  /* A button never shrinks below its label: the bar is as wide as the half and the centre bar. */
  .actions > * {
    pointer-events: auto;
    flex: none;
  }
  /* Why a board cannot take the roll: a note beside its Pass here, wrapped to the half. */
  .actions > .why {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 60%;
    padding: 0.25em 0.5em;
    border-radius: 8px;
    background: var(--nardy-surface, #fbf8f2);
    color: var(--nardy-text, #1d1a16);
    font-size: clamp(11px, 2.2cqi, 15px);
    line-height: 1.2;
    text-align: center;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.35);
  }
  button.action {
    font: inherit;
    font-size: clamp(13px, 2.6cqi, 18px);
    min-height: 40px;
    min-width: 40px;
    padding: 0 0.9em;
    border-radius: 8px;
    border: 1px solid var(--nardy-button-border, #8a7658);
    background: var(--nardy-button, #efe6d4);
    color: var(--nardy-button-text, #1d1a16);
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.35);
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.35em;
    white-space: nowrap;
  }
  button.action.primary {
    font-weight: 700;
    background: var(--nardy-primary, #f3c64a);
    border-color: #8a6a12;
    color: #1d1a16;
  }
  button.action.quiet {
    opacity: 0.9;
  }
  button.action:disabled {
    opacity: 0.5;
    cursor: default;
    box-shadow: none;
  }
  .icon {
    font-size: 1.1em;
    line-height: 1;
  }
  /* Typing a move is for keyboards: not offered where fingers play. */
  @media (pointer: coarse) {
    button.action.keyboard {
      display: none;
    }
  }
  /* Typing a move is shown by its sign alone; on a small board every secondary button is (its name
     stays for screen readers and as its tooltip). */
  button.action.keyboard .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  button.action.keyboard {
    padding: 0 0.5em;
  }
  /* On a small board the bar is tighter, and typing a move waits until the board is chosen. */
  @container board (max-width: 480px) {
    .actions {
      gap: 4px;
      padding: 0;
    }
    button.action {
      padding: 0 0.5em;
    }
    button.action.keyboard.before-choice {
      display: none;
    }
  }
  @container board (max-width: 700px) {
    button.action .icon + .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    button.action:has(.icon) {
      padding: 0 0.5em;
    }
  }
  .actions.typing input {
    font: inherit;
    font-size: 15px;
    min-height: 40px;
    flex: 1 1 auto;
    min-width: 0;
    box-sizing: border-box;
    padding: 0 0.6em;
    border-radius: 8px;
    border: 2px solid var(--nardy-accent);
    background: var(--nardy-surface, #fbf8f2);
    color: var(--nardy-text, #1d1a16);
  }
  .actions.typing input[aria-invalid='true'] {
    border-color: var(--nardy-danger, #a01c12);
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--nardy-selected, #4fc3f7);
    outline-offset: 1px;
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
  @container (max-width: 620px) {
    .status {
      height: 40px;
      -webkit-line-clamp: 2;
      line-clamp: 2;
    }
  }
  @container (max-width: 520px) {
    .players {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    /* A long name ("Computer (strong)") takes two short lines rather than being cut. */
    .name {
      white-space: normal;
      overflow-wrap: anywhere;
      line-height: 1.1;
      font-size: 0.92em;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      line-clamp: 2;
    }
    .middle {
      grid-row: 2;
      grid-column: 1 / -1;
      justify-content: center;
    }
    .middle-gap {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .stage.placed .slot {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    .player.to-act,
    .slot.chosen .board-box {
      outline: 3px solid Highlight;
    }
    button:focus-visible {
      outline-color: Highlight;
    }
  }
`;
