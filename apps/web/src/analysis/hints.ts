import { type BoardSuggestion, displayPlay, type Locale } from '@nardy/elements';
import { RecordReader, type TableState } from '@nardy/parallel';
import { html, nothing, type TemplateResult } from 'lit';
import type { AnalysisClient } from './analysisClient.ts';
import type { ShownPlay } from './analysisProtocol.ts';
import { analysisStrings, signed } from './analysisStrings.ts';
import './hints.css';

/** What the hint needs of the game in play (the app's GameSession fits). */
export interface HintedGame {
  readonly state: TableState;
  readonly humanToAct: boolean;
  record(): ReturnType<import('../session.ts').GameSession['record']>;
}

/** How many plays a hint shows. */
export const HINTED_PLAYS = 3;

/**
 * Hints during a game (docs/app.md "Hints"; off by default, a setting): the best three (board, play)
 * pairs of the person's roll, ranked by the analysis worker, listed with their equities and drawn on the
 * boards; each hinted turn is remembered so the move list can mark it. The hint belongs to the roll it
 * was asked for and disappears once that roll is played.
 */
export class HintController {
  #plays: readonly ShownPlay[] | null = null;
  #for: string | null = null;
  #busy = false;
  #error = '';
  /** Hinted turns: "game:move" (the index of the play among the game's plays in the move list). */
  readonly hinted = new Set<string>();

  constructor(
    readonly client: AnalysisClient,
    readonly changed: () => void,
  ) {}

  /** The roll being played, as a key (game, events so far); null when the person has no roll to play. */
  static rollKey(game: HintedGame): string | null {
    const { state } = game;
    const phase = state.game.phase;
    if (!game.humanToAct || state.over || (phase !== 'chooseBoard' && phase !== 'moving')) return null;
    return `${state.history.length}:${state.game.events.length}`;
  }

  /** Whether the Hint button can be offered now. */
  available(game: HintedGame): boolean {
    return HintController.rollKey(game) !== null;
  }

  /** The hint of the roll being played, if one was asked for. */
  current(game: HintedGame): readonly ShownPlay[] | null {
    const key = HintController.rollKey(game);
    return key !== null && key === this.#for ? this.#plays : null;
  }

  async ask(game: HintedGame): Promise<void> {
    const key = HintController.rollKey(game);
    if (key === null || this.#busy) return;
    const record = game.record();
    const read = new RecordReader().read(record);
    const gameIndex = game.state.history.length;
    const played = read.ok ? (read.value.games.at(-1)?.turns.filter((t) => t.kind === 'move').length ?? 0) : 0;
    this.#busy = true;
    this.#error = '';
    this.changed();
    try {
      const plays = await this.client.hint(record);
      this.#plays = plays.slice(0, HINTED_PLAYS);
      this.#for = key;
      this.hinted.add(`${gameIndex}:${played}`);
    } catch (e) {
      this.#error = (e as Error).message;
    } finally {
      this.#busy = false;
      this.changed();
    }
  }

  /** Arrows for each board of the table: the hinted plays, the best first. */
  suggestions(game: HintedGame): (BoardSuggestion[] | null)[] | null {
    const plays = this.current(game);
    const player = game.state.game.turn;
    if (!plays || !player) return null;
    const boards = game.state.config.boards;
    // Once a board is chosen, the other boards' arrows go: they no longer apply to this roll.
    const chosen = game.state.game.phase === 'moving' ? game.state.game.chosenBoard : null;
    const out: (BoardSuggestion[] | null)[] = boards.map(() => null);
    plays.forEach((p, i) => {
      if (p.steps.length === 0 || (chosen !== null && p.board !== chosen)) return;
      const geometry = boards[p.board].rules.geometry;
      const arrows = out[p.board] ?? [];
      out[p.board] = arrows;
      arrows.push({
        player,
        steps: displayPlay(geometry, player, p.steps).steps,
        label: String(i + 1),
        // A colour per candidate (its rank), as the list's marks show it.
        kind: i === 0 ? 'best' : `hint-${i + 1}`,
        description: `${i + 1}. ${p.text} ${p.equity >= 0 ? '+' : '−'}${Math.abs(p.equity).toFixed(3)}`,
      });
    });
    return out;
  }

  /**
   * The hint in one line for a small screen, whose side panel (with the list) is out of sight: the rank
   * of each play — its arrow's label — and its equity ("Hint: 1 +0.123 · 2 +0.101 · 3 −0.020"); null
   * before a hint is asked for this roll.
   */
  compactLine(game: HintedGame, locale: Locale): string | null {
    const plays = this.current(game);
    if (!plays) return null;
    const t = analysisStrings(locale);
    if (plays.length === 0 || (plays.length === 1 && plays[0].steps.length === 0)) return t.hintNone;
    return t.hintCompact(plays.map((p, i) => ({ rank: i + 1, equity: signed(locale, p.equity) })));
  }

  /** The Hint button (in the side panel, or with `bar` in the table's action bar on a phone). */
  button(game: HintedGame, locale: Locale, bar = false): TemplateResult {
    const t = analysisStrings(locale);
    const label = this.#busy ? t.thinking : t.hint;
    // In the bar it is a sign, its name kept for screen readers and as its tooltip: the bar shares a
    // board's half with the turn's own buttons, whose words are longer in Russian and Ukrainian.
    return bar
      ? html`<button type="button" class="hint-button in-bar" title=${label} ?disabled=${!this.available(game) || this.#busy} @click=${() => this.ask(game)}>
          <span aria-hidden="true">?</span><span class="sr-only">${label}</span>
        </button>`
      : html`<button type="button" class="hint-button" ?disabled=${!this.available(game) || this.#busy} @click=${() => this.ask(game)}>
          ${label}
        </button>`;
  }

  /** The Hint button and, once asked, the list of the best plays (for the game's side panel). */
  render(game: HintedGame, locale: Locale): TemplateResult {
    const t = analysisStrings(locale);
    const plays = this.current(game);
    const many = game.state.config.boards.length > 1;
    const boardName = (b: number) => (many ? `${t.board(b + 1)}: ` : '');
    return html`<div class="hints">
      ${this.button(game, locale)}
      ${this.#error ? html`<p class="notice error" role="alert">${this.#error}</p>` : nothing}
      ${
        plays
          ? html`<section class="hint-list" aria-labelledby="hint-title">
              <h3 id="hint-title">${t.hintFor(plays.length)}</h3>
              ${
                plays.length === 0 || (plays.length === 1 && plays[0].steps.length === 0)
                  ? html`<p>${t.hintNone}</p>`
                  : html`<ol>
                      ${plays.map(
                        (
                          p,
                          i,
                        ) => html`<li data-rank=${i + 1} class="rank-${i + 1}" tabindex="0" title=${t.equityExplained} aria-describedby="equity-explained">
                          <span class="rank-mark" aria-hidden="true">${i + 1}</span>${boardName(p.board)}${p.text || t.pass}
                          <span class="num">${signed(locale, p.equity)}</span>
                          ${i > 0 ? html`<span class="num muted">(${signed(locale, -p.loss)})</span>` : nothing}</li>`,
                      )}
                    </ol>
                    <p id="equity-explained" class="equity-explained muted">${t.equityExplained}</p>`
              }
            </section>`
          : nothing
      }
    </div>`;
  }
}
