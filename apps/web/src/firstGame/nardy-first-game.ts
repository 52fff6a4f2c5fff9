import type { BoardSuggestion, Locale, NardyRefusedDetail, NardyStepDetail } from '@nardy/elements';
import { makeMoveText, type StepInput } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import type { AnalysisClient } from '../analysis/analysisClient.ts';
import type { ShownPlay } from '../analysis/analysisProtocol.ts';
import { gameStrings } from '../game/gameStrings.ts';
import '../rules/learning.css';
import {
  type DemoState,
  demoMove,
  demoRefusal,
  demoState,
  demoTurn,
  demoView,
  type RuleDemo,
} from '../rules/ruleDemo.ts';
import { FIRST_GAME_HASH, RULES_HASH, rulesHash } from '../rules/rulesRoute.ts';
import { firstGameStrings } from './firstGameStrings.ts';
import { afterPlay, type FreeGame, moverPosition, newFreeGame, playerDemo, rollDice } from './freeGame.ts';
import { type FirstVariant, LESSONS, lessonDone, stepKind } from './lessons.ts';

/**
 * The guided first game `#/first-game[/long]` (docs/app.md "First game"): the variant's scripted
 * positions, each said in a sentence and played on a live board under the real rules, then a whole
 * game against the computer with the best play drawn as arrows and the next step said in words
 * ("Move one checker from the head: 24/18"). The computer plays the analysis' best play. It ends by
 * offering the rules and a real game; "Leave" goes back to the first page at any time.
 */
export class NardyFirstGame extends LitElement {
  static override properties = {
    variant: {},
    client: { attribute: false },
    locale: {},
    theme: {},
    _lesson: { state: true },
    _entered: { state: true },
    _said: { state: true },
    _done: { state: true },
    _game: { state: true },
    _hints: { state: true },
    _busy: { state: true },
  };

  declare variant: FirstVariant;
  declare client: AnalysisClient | null;
  declare locale: Locale;
  declare theme: string;
  /** The scripted position shown (its index), or −1 in the free game. */
  declare _lesson: number;
  declare _entered: readonly StepInput[];
  declare _said: string;
  /** The lesson's play was the one asked for. */
  declare _done: boolean;
  declare _game: FreeGame | null;
  declare _hints: readonly ShownPlay[] | null;
  declare _busy: boolean;
  #demo: RuleDemo | null = null;
  #state: DemoState | null = null;
  /** Dice for the free game (tests may set a seeded one). */
  random: () => number = Math.random;

  constructor() {
    super();
    this.variant = 'short';
    this.client = null;
    this.locale = 'en';
    this.theme = 'light';
    this._lesson = 0;
    this._entered = [];
    this._said = '';
    this._done = false;
    this._game = null;
    this._hints = null;
    this._busy = false;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this._lesson = 0;
      this._game = null;
      this.#reset();
    }
    const demo =
      this._lesson >= 0 ? LESSONS[this.variant][this._lesson].demo : this._game ? playerDemo(this._game) : null;
    if (demo !== this.#demo && (demo === null || JSON.stringify(demo) !== JSON.stringify(this.#demo))) {
      this.#demo = demo;
      this.#state = demo ? demoState(demo) : null;
    }
  }

  #reset(): void {
    this._entered = [];
    this._said = '';
    this._done = false;
  }

  get #t() {
    return firstGameStrings(this.locale);
  }

  #onStep = (e: CustomEvent<NardyStepDetail>) => {
    const state = this.#state;
    if (!state || this._done || this._busy) return;
    const added = demoMove(state, this._entered, e.detail.from, e.detail.to);
    if (!added) return;
    this._entered = [...this._entered, ...added];
    const turn = demoTurn(state, this._entered);
    if (!turn?.canConfirm) {
      this._said = this.#nextStepSentence();
      return;
    }
    if (this._lesson >= 0) {
      const ok = lessonDone(LESSONS[this.variant][this._lesson], turn.done);
      this._done = ok;
      this._said = ok ? this.#t.wellDone : this.#t.notThis;
    } else {
      void this.#played(turn.done);
    }
  };

  #onRefused = (e: CustomEvent<NardyRefusedDetail>) => {
    const state = this.#state;
    if (!state || !this.#demo) return;
    const reason = demoRefusal(this.#demo, state, this._entered, e.detail.from, e.detail.to);
    if (reason) this._said = gameStrings(this.locale).reasons[reason];
  };

  #nextLesson(): void {
    const lessons = LESSONS[this.variant];
    this.#reset();
    if (this._lesson + 1 < lessons.length) {
      this._lesson++;
      return;
    }
    this._lesson = -1;
    this._game = newFreeGame(this.variant);
    this._said = this.#t.freeIntro;
  }

  /** The player rolls: the dice, then the analysis' ranking for the hints (and the sentence). */
  async #roll(): Promise<void> {
    const game = this._game;
    if (game?.turn !== 'white' || game.dice) return;
    const dice = rollDice(game, this.random);
    this._game = { ...game, dice };
    this.#reset();
    this._hints = null;
    const plan = demoState(playerDemo(this._game)).plan;
    if (plan && plan.diceUsed === 0) {
      this._said = `${this.#t.youRolled(`${dice[0]}-${dice[1]}`)} ${this.#t.noMove}`;
      return;
    }
    this._said = `${this.#t.youRolled(`${dice[0]}-${dice[1]}`)} ${this.#t.hintLoading}`;
    const hints = await this.client
      ?.playsFor(game.variant, game.position, dice, game.firstTurn.white)
      .catch(() => null);
    if (this._game?.dice !== dice) return;
    this._hints = hints ?? null;
    this._said = `${this.#t.youRolled(`${dice[0]}-${dice[1]}`)} ${this.#nextStepSentence()}`;
  }

  /** The next step of the best play, in a sentence, while the player follows it. */
  #nextStepSentence(): string {
    const best = this._hints?.[0];
    const state = this.#state;
    if (!best || !state) return '';
    const left = [...best.steps];
    for (const s of this._entered) {
      const at = left.findIndex((b) => b.from === s.from && b.to === s.to);
      if (at < 0) return this.#t.yourOwn(demoTurn(state, this._entered)?.diceLeft.length ?? 0);
      left.splice(at, 1);
    }
    const next = left[0];
    if (!next) return '';
    const position = demoTurn(state, this._entered)?.position ?? state.position;
    return this.#t.step(stepKind(position, next), makeMoveText([next]));
  }

  /** The player's play is whole: the computer answers with the analysis' best play. */
  async #played(steps: readonly { from: number; to: number }[]): Promise<void> {
    const game = this._game;
    if (!game) return;
    let next = afterPlay(game, steps);
    this._game = next;
    this._hints = null;
    this.#reset();
    if (next.winner) return;
    this._busy = true;
    this._said = this.#t.thinking;
    const dice = rollDice(next, this.random);
    next = { ...next, dice };
    const plays = await this.client
      ?.playsFor(next.variant, moverPosition(next), dice, next.firstTurn.black)
      .catch(() => null);
    const best = plays?.[0];
    this._game = afterPlay(next, best?.steps ?? []);
    this._busy = false;
    this._said = best?.text
      ? `${this.#t.computerPlayed(`${dice[0]}-${dice[1]}: ${best.text}`)}`
      : `${dice[0]}-${dice[1]}: ${this.#t.computerNoMove}`;
  }

  #suggestions(): readonly BoardSuggestion[] | null {
    const best = this._hints?.[0];
    if (!best || this._entered.length > 0) return null;
    return best.steps.map((s, i) => ({
      player: 'white',
      steps: [s],
      label: String(i + 1),
      kind: 'best',
      description: best.text,
    }));
  }

  #renderEnd(game: FreeGame) {
    const t = this.#t;
    return html`<div class="first-end" role="status">
      <p><strong>${game.winner === 'white' ? t.won : t.lost}</strong> ${t.end}</p>
      <p class="row">
        <a class="button-link primary" href=${rulesHash(this.variant)}>${t.readRules}</a>
        <a class="button-link" href="#/">${t.realGame}</a>
      </p>
    </div>`;
  }

  override render() {
    const t = this.#t;
    const lessons = LESSONS[this.variant];
    const lesson = this._lesson >= 0 ? lessons[this._lesson] : null;
    const game = this._game;
    const demo = this.#demo;
    const state = this.#state;
    const view = demo && state ? demoView(demo, state, this._entered) : null;
    const over = game?.winner ?? null;
    const passed = game && game.turn === 'white' && game.dice && state?.plan?.diceUsed === 0;
    return html`<article class="first-game">
      <nav class="rules-tabs">
        <a href=${FIRST_GAME_HASH} aria-current=${this.variant === 'short' ? 'page' : nothing}>${t.chooseShort}</a>
        <a href=${`${FIRST_GAME_HASH}/long`} aria-current=${this.variant === 'long' ? 'page' : nothing}>${t.chooseLong}</a>
        <a href=${RULES_HASH}>${t.readRules}</a>
        <a class="first-leave" href="#/">${t.leave}</a>
      </nav>
      <h2>${t.title}</h2>
      <p>${t.intro}</p>
      ${lesson ? html`<p class="first-progress">${t.lessonOf(this._lesson + 1, lessons.length)}</p>` : nothing}
      <p class="first-say" aria-live="polite"><strong>${lesson ? t.lessons[lesson.id] : ''}</strong> ${this._said}</p>
      <p class="row first-actions">
        ${
          lesson
            ? html`${
                lesson.expect === null || this._done
                  ? html`<button type="button" class="primary first-next" @click=${() => this.#nextLesson()}>${t.next}</button>`
                  : html`<button type="button" @click=${() => this.#reset()}>${t.again}</button>`
              }`
            : nothing
        }
        ${
          game && !over && game.turn === 'white' && !game.dice && !this._busy
            ? html`<button type="button" class="primary first-roll" @click=${() => void this.#roll()}>${t.roll}</button>`
            : nothing
        }
        ${
          passed
            ? html`<button type="button" class="primary" @click=${() => void this.#played([])}>${t.next}</button>`
            : nothing
        }
      </p>
      ${
        view
          ? html`<div class="rule-boards first-board"><nardy-board
              .view=${over || this._busy || (game && game.turn !== 'white') ? { ...view, legal: [] } : view}
              .suggestions=${this.#suggestions()}
              controls="none"
              numbers
              locale=${this.locale}
              theme=${this.theme}
              label=${t.title}
              @nardy-step=${this.#onStep}
              @nardy-refused=${this.#onRefused}
            ></nardy-board></div>`
          : nothing
      }
      ${game && over ? this.#renderEnd(game) : nothing}
    </article>`;
  }
}

customElements.define('nardy-first-game', NardyFirstGame);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-first-game': NardyFirstGame;
  }
}
