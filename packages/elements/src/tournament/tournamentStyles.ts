import { css } from 'lit';

/** Looks of `<nardy-tournament>`: rounds side by side (wrapping on a phone), the standings as a table. */
export const tournamentStyles = css`
  :host {
    display: block;
    font-family: var(--nardy-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--nardy-text, #1d1a16);
    --nardy-accent: #2b7bb9;
    --nardy-line: #d8cfbf;
  }
  /* The dark theme draws on its own dark surface, readable on any page. */
  :host([theme='dark']) {
    background: var(--nardy-surface, #1f1a15);
    color: var(--nardy-text, #efe9dc);
    --nardy-accent: #6cb6ee;
    --nardy-line: #4a4036;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      background: var(--nardy-surface, #1f1a15);
      color: var(--nardy-text, #efe9dc);
      --nardy-accent: #6cb6ee;
      --nardy-line: #4a4036;
    }
  }
  h2 {
    margin: 0 0 0.2em;
    font-size: 1.3em;
  }
  h3 {
    margin: 0 0 0.4em;
    font-size: 1em;
  }
  .facts,
  .seed {
    margin: 0 0 0.8em;
    opacity: 0.85;
  }
  .seed code {
    overflow-wrap: anywhere;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .error {
    color: var(--nardy-error, #a3221b);
  }
  a {
    color: var(--nardy-accent);
  }
  .bracket {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
    align-items: flex-start;
    margin-bottom: 1em;
  }
  .round {
    flex: 1 1 12em;
    min-width: 12em;
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .places ol {
    list-style: decimal inside;
    margin-bottom: 1em;
  }
  .pairing {
    border: 1px solid var(--nardy-line);
    border-radius: 6px;
    padding: 0.35em 0.5em;
    margin-bottom: 0.5em;
  }
  .side {
    display: flex;
    justify-content: space-between;
    gap: 0.5em;
  }
  .side.winner {
    font-weight: 600;
    color: var(--nardy-accent);
  }
  .side.empty {
    opacity: 0.6;
    font-style: italic;
  }
  .wins {
    font-variant-numeric: tabular-nums;
  }
  .forfeit {
    font-size: 0.85em;
    opacity: 0.8;
  }
  .tables {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2em 0.6em;
    font-size: 0.85em;
    margin-top: 0.2em;
  }
  .live {
    font-weight: 600;
  }
  .scroll {
    overflow-x: auto;
  }
  .standings {
    border-collapse: collapse;
    margin-bottom: 1em;
    font-variant-numeric: tabular-nums;
  }
  .standings caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.3em;
  }
  .standings th,
  .standings td {
    padding: 0.2em 0.6em;
    border-bottom: 1px solid var(--nardy-line);
    text-align: start;
  }
`;
