import type { Locale, NardyRefusedDetail, NardyStepDetail } from '@nardy/elements';
import { makeMoveText, type StepInput } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { gameStrings } from '../game/gameStrings.ts';
import { type DemoState, demoMove, demoRefusal, demoState, demoTurn, demoView, type RuleDemo } from './ruleDemo.ts';
import { ruleTexts } from './ruleTexts.ts';

/**
 * A rule's small live board (docs/app.md "Rules"): one board, or a table of two for the parallel rules,
 * each a `<nardy-board>` White plays on with the demo's roll under the real rules. A tried move the
 * rules refuse is said in words (the same sentences as the game screen's); a second board refuses a
 * roll already begun on the first (the whole roll on one board). "Start again" puts the position back.
 */
export class NardyRuleBoard extends LitElement {
  static override properties = {
    demos: { attribute: false },
    locale: {},
    theme: {},
    _entered: { state: true },
    _said: { state: true },
  };

  declare demos: readonly RuleDemo[];
  declare locale: Locale;
  declare theme: string;
  /** The steps entered, and the board they are on (a table plays one board a roll). */
  declare _entered: { readonly board: number; readonly steps: readonly StepInput[] } | null;
  declare _said: string;
  #states: DemoState[] = [];
  #read: readonly RuleDemo[] | null = null;

  constructor() {
    super();
    this.demos = [];
    this.locale = 'en';
    this.theme = 'light';
    this._entered = null;
    this._said = '';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('demos') && this.#read !== this.demos) {
      this._entered = null;
      this._said = '';
    }
  }

  #statesOf(): DemoState[] {
    if (this.#read !== this.demos) {
      this.#states = this.demos.map(demoState);
      this.#read = this.demos;
    }
    return this.#states;
  }

  #steps(board: number): readonly StepInput[] {
    return this._entered?.board === board ? this._entered.steps : [];
  }

  #onStep(board: number, e: CustomEvent<NardyStepDetail>): void {
    const states = this.#statesOf();
    const t = ruleTexts(this.locale);
    if (this._entered && this._entered.board !== board) {
      this._said = t.oneBoardOnly;
      return;
    }
    const steps = this.#steps(board);
    const added = demoMove(states[board], steps, e.detail.from, e.detail.to);
    if (!added) return;
    const next = [...steps, ...added];
    this._entered = { board, steps: next };
    const turn = demoTurn(states[board], next);
    const text = makeMoveText(turn?.done ?? []);
    this._said = turn?.canConfirm ? `${t.legal} ${text}. ${t.wholePlay}` : `${t.legal} ${text}`;
  }

  #onRefused(board: number, e: CustomEvent<NardyRefusedDetail>): void {
    const t = ruleTexts(this.locale);
    if (this._entered && this._entered.board !== board) {
      this._said = t.oneBoardOnly;
      return;
    }
    const demo = this.demos[board];
    const reason = demoRefusal(demo, this.#statesOf()[board], this.#steps(board), e.detail.from, e.detail.to);
    if (reason) this._said = gameStrings(this.locale).reasons[reason];
  }

  override render() {
    const states = this.#statesOf();
    const live = this.demos.some((d) => d.dice);
    const t = ruleTexts(this.locale);
    return html`<div class="rule-boards ${this.demos.length > 1 ? 'table' : ''}">
        ${this.demos.map(
          (demo, i) => html`<figure class="rule-board">
            <nardy-board
              .view=${demoView(demo, states[i], this.#steps(i))}
              controls="none"
              numbers
              locale=${this.locale}
              theme=${this.theme}
              label=${this.demos.length > 1 ? t.boardN(i + 1) : t.rules}
              @nardy-step=${(e: CustomEvent<NardyStepDetail>) => this.#onStep(i, e)}
              @nardy-refused=${(e: CustomEvent<NardyRefusedDetail>) => this.#onRefused(i, e)}
            ></nardy-board>
            ${this.demos.length > 1 ? html`<figcaption>${t.boardN(i + 1)}</figcaption>` : nothing}
          </figure>`,
        )}
      </div>
      ${
        live
          ? html`<p class="rule-said" role="status" aria-live="polite">${this._said}</p>
            <button type="button" class="rule-reset" ?disabled=${this._entered === null && !this._said} @click=${() => {
              this._entered = null;
              this._said = '';
            }}>${t.startAgain}</button>`
          : nothing
      }`;
  }
}

customElements.define('nardy-rule-board', NardyRuleBoard);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-rule-board': NardyRuleBoard;
  }
}
