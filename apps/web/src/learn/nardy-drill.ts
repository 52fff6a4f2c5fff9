import type { CubeAction } from '@nardy/bot';
import type { BoardSuggestion, Locale, NardyRefusedDetail, NardyStepDetail } from '@nardy/elements';
import type { StepInput } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { analysisStrings } from '../analysis/analysisStrings.ts';
import { gameStrings } from '../game/gameStrings.ts';
import { type DemoState, demoMove, demoRefusal, demoState, demoTurn, demoView } from '../rules/ruleDemo.ts';
import { cubeActionsOf, type Drill, type DrillChoice, type DrillVerdict, judgeCube, judgePlay } from './drills.ts';
import { learnStrings } from './learnStrings.ts';
import { lossWords } from './lossWords.ts';

/** Sent once per drill shown: the first answer, solved or not (the schedule's input). */
export interface DrillAnswerDetail {
  readonly id: string;
  readonly solved: boolean;
}

/**
 * One drill as a puzzle (docs/app.md "Drills"): its board(s) to play on under the real rules (a board
 * drill: the first step chooses the board), or the cube's two answers. A whole play is judged at once
 * against the analysis' ranking; then the answer shows: the best play drawn step by step on the board
 * (the line), the ranked choices with their equities and the loss in words, and what was played in the
 * game. `nardy-drill-answer` carries the first answer; "Try again" replays it without counting.
 */
export class NardyDrill extends LitElement {
  static override properties = {
    drill: { attribute: false },
    locale: {},
    theme: {},
    _entered: { state: true },
    _verdict: { state: true },
    _said: { state: true },
  };

  declare drill: Drill | null;
  declare locale: Locale;
  declare theme: string;
  declare _entered: { readonly board: number; readonly steps: readonly StepInput[] } | null;
  /** The verdict once answered (or revealed: `answer` null and not solved). */
  declare _verdict: DrillVerdict | null;
  declare _said: string;
  #states: DemoState[] = [];
  #answered = false;
  /** The answer was shown without one being given. */
  #revealed = false;

  constructor() {
    super();
    this.drill = null;
    this.locale = 'en';
    this.theme = 'light';
    this._entered = null;
    this._verdict = null;
    this._said = '';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    // The same drill read again from storage (after an answer) keeps its answer on screen.
    if (changed.has('drill') && (changed.get('drill') as Drill | null | undefined)?.id !== this.drill?.id) {
      this.#states = this.drill?.boards.map(demoState) ?? [];
      this._entered = null;
      this._verdict = null;
      this._said = '';
      this.#answered = false;
      this.#revealed = false;
    }
  }

  #answer(verdict: DrillVerdict): void {
    this._verdict = verdict;
    if (this.#answered || !this.drill) return;
    this.#answered = true;
    const detail: DrillAnswerDetail = { id: this.drill.id, solved: verdict.solved };
    this.dispatchEvent(new CustomEvent('nardy-drill-answer', { detail, bubbles: true }));
  }

  #steps(board: number): readonly StepInput[] {
    return this._entered?.board === board ? this._entered.steps : [];
  }

  #onStep(board: number, e: CustomEvent<NardyStepDetail>): void {
    const drill = this.drill;
    if (!drill || this._verdict) return;
    if (this._entered && this._entered.board !== board) return;
    const steps = this.#steps(board);
    const added = demoMove(this.#states[board], steps, e.detail.from, e.detail.to);
    if (!added) return;
    const next = [...steps, ...added];
    this._entered = { board, steps: next };
    this._said = '';
    const turn = demoTurn(this.#states[board], next);
    if (turn?.canConfirm) this.#answer(judgePlay(drill, board, turn.done));
  }

  #onRefused(board: number, e: CustomEvent<NardyRefusedDetail>): void {
    const drill = this.drill;
    if (!drill || this._verdict) return;
    const reason = demoRefusal(
      drill.boards[board],
      this.#states[board],
      this.#steps(board),
      e.detail.from,
      e.detail.to,
    );
    if (reason) this._said = gameStrings(this.locale).reasons[reason];
  }

  #suggestions(board: number): readonly BoardSuggestion[] | null {
    const drill = this.drill;
    if (!drill || !this._verdict) return null;
    const tableBoard = drill.tableBoards[board];
    const best = drill.choices[0];
    const out: BoardSuggestion[] = [];
    if (best.board === tableBoard && best.steps) {
      // The line: each step of the best play, numbered in the order it is played.
      best.steps.forEach((s, i) => {
        out.push({ player: 'white', steps: [s], label: String(i + 1), kind: 'best', description: best.play });
      });
    }
    const played = drill.source === 'daily' ? null : drill.played;
    if (played?.steps && played.board === tableBoard && played !== best) {
      out.push({ player: 'white', steps: played.steps, kind: 'played', description: played.play });
    }
    return out;
  }

  #renderBoards(drill: Drill) {
    const s = learnStrings(this.locale);
    const many = drill.boards.length > 1;
    return html`<div class="rule-boards ${many ? 'table' : ''}">
      ${drill.boards.map((demo, i) => {
        const done = this._verdict !== null;
        const view = demoView(demo, this.#states[i], done ? [] : this.#steps(i));
        const passable =
          !done && demo.dice !== undefined && this.#states[i].plan?.diceUsed === 0 && this._entered === null;
        return html`<figure class="rule-board learn-board">
          <nardy-board
            .view=${done ? { ...view, legal: [] } : view}
            .suggestions=${this.#suggestions(i)}
            controls="none"
            numbers
            locale=${this.locale}
            theme=${this.theme}
            label=${many ? s.boardN(i + 1) : s.drills}
            @nardy-step=${(e: CustomEvent<NardyStepDetail>) => this.#onStep(i, e)}
            @nardy-refused=${(e: CustomEvent<NardyRefusedDetail>) => this.#onRefused(i, e)}
          ></nardy-board>
          ${many ? html`<figcaption>${s.boardN(i + 1)}</figcaption>` : nothing}
          ${passable ? html`<button type="button" @click=${() => this.#answer(judgePlay(drill, i, []))}>${s.pass}</button>` : nothing}
        </figure>`;
      })}
    </div>`;
  }

  #playText(c: DrillChoice): string {
    const s = learnStrings(this.locale);
    if (c.action) return analysisStrings(this.locale).cubeActions[c.action];
    const play = c.play || s.passPlay;
    return this.drill && this.drill.boards.length > 1 && c.board !== null
      ? `${s.boardN(this.drill.tableBoards.indexOf(c.board) + 1)}: ${play}`
      : play;
  }

  #renderAnswer(drill: Drill, verdict: DrillVerdict) {
    const s = learnStrings(this.locale);
    const best = drill.choices[0];
    const sign = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
    const head = verdict.solved
      ? s.solved
      : verdict.answer && verdict.loss !== null
        ? s.notBest(lossWords(verdict.loss, this.locale))
        : this.#revealed
          ? ''
          : s.notRanked;
    const bestAt = best.board === null ? -1 : drill.tableBoards.indexOf(best.board);
    return html`<div class="drill-answer" role="status">
      ${head ? html`<p class="drill-verdict ${verdict.solved ? 'solved' : 'missed'}">${head}</p>` : nothing}
      ${verdict.wrongBoard && bestAt >= 0 ? html`<p>${s.wrongBoard(bestAt + 1)}</p>` : nothing}
      <p class="drill-best"><strong>${s.best(this.#playText(best))}</strong></p>
      ${
        best.steps && best.steps.length > 0
          ? html`<p>${s.line}:</p><ol class="drill-line">${best.steps.map((st) => html`<li>${st.from === 25 ? 'bar' : st.from}/${st.to <= 0 ? 'off' : st.to}</li>`)}</ol>`
          : nothing
      }
      ${
        drill.source !== 'daily' && drill.played !== best
          ? html`<p>${s.youPlayed(this.#playText(drill.played), lossWords(drill.loss, this.locale))}</p>`
          : nothing
      }
      <table class="drill-ranked">
        <caption>${s.ranked}</caption>
        <tbody>
          ${drill.choices.map(
            (c, i) => html`<tr class=${c === verdict.answer ? 'yours' : ''}>
              <td>${i + 1}.</td><td>${this.#playText(c)}</td><td>${sign(c.equity)}</td>
              <td>${i === 0 ? '' : lossWords(best.equity - c.equity, this.locale)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    const drill = this.drill;
    if (!drill) return nothing;
    const s = learnStrings(this.locale);
    const dice = drill.boards.find((b) => b.dice)?.dice;
    const diceText = dice ? `${dice[0]}-${dice[1]}` : '';
    const actions: readonly CubeAction[] = drill.kind === 'cube' ? cubeActionsOf(drill) : [];
    const task =
      drill.kind === 'cube'
        ? actions.includes('take')
          ? s.taskTake
          : s.taskDouble
        : drill.kind === 'board'
          ? s.taskBoard(diceText)
          : s.taskPlay(diceText);
    const verdict = this._verdict;
    return html`<div class="drill" data-drill=${drill.id} data-kind=${drill.kind}>
      <p class="drill-task"><strong>${task}</strong></p>
      ${this.#renderBoards(drill)}
      <p class="rule-said" aria-live="polite">${this._said}</p>
      <p class="row drill-actions">
        ${
          drill.kind === 'cube' && !verdict
            ? actions.map(
                (
                  a,
                ) => html`<button type="button" class="primary" data-action=${a} @click=${() => this.#answer(judgeCube(drill, a))}>
                  ${analysisStrings(this.locale).cubeActions[a]}
                </button>`,
              )
            : nothing
        }
        ${
          verdict
            ? html`<button type="button" class="drill-again" @click=${() => {
                this._verdict = null;
                this._entered = null;
                this.#revealed = false;
              }}>${s.again}</button>`
            : html`<button type="button" class="drill-show" @click=${() => {
                this.#revealed = true;
                this.#answer({ solved: false, answer: null, loss: null, wrongBoard: false });
              }}>${s.showAnswer}</button>`
        }
      </p>
      ${verdict ? this.#renderAnswer(drill, verdict) : nothing}
    </div>`;
  }
}

customElements.define('nardy-drill', NardyDrill);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-drill': NardyDrill;
  }
}
