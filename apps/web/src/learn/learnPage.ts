import type { Locale } from '@nardy/elements';
import { html, LitElement, nothing } from 'lit';
import type { StorageLike } from '../localStore.ts';
import '../rules/learning.css';
import { LEARN_HASH } from '../rules/rulesRoute.ts';
import { type DailyEntry, dailyDrill } from './daily.ts';
import set from './dailyPositions.json' with { type: 'json' };
import { DrillStore } from './drillStore.ts';
import { learnStrings } from './learnStrings.ts';
import './nardy-drill.ts';
import type { DrillAnswerDetail } from './nardy-drill.ts';

const DAILY = set.positions as unknown as readonly DailyEntry[];

/**
 * The drills page `#/learn` and the position of the day `#/learn/daily` (docs/app.md "Drills"): the
 * drills due now, one at a time, each answer moving it in the schedule; when none is due, when the
 * next one is; and the day's position, the same for everyone.
 */
export class NardyLearn extends LitElement {
  static override properties = {
    daily: { type: Boolean },
    storage: { attribute: false },
    locale: {},
    theme: {},
    _tick: { state: true },
    _current: { state: true },
  };

  declare daily: boolean;
  declare storage: StorageLike | null;
  declare locale: Locale;
  declare theme: string;
  declare _tick: number;
  /** The id of the drill shown (kept while it is answered, so the answer stays on screen). */
  declare _current: string | null;
  /** The clock (tests may set it). */
  now: () => Date = () => new Date();

  constructor() {
    super();
    this.daily = false;
    this.storage = null;
    this.locale = 'en';
    this.theme = 'light';
    this._tick = 0;
    this._current = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get #store(): DrillStore {
    return new DrillStore(this.storage);
  }

  #onAnswer = (e: CustomEvent<DrillAnswerDetail>) => {
    if (this.daily) return;
    this._current = e.detail.id;
    this.#store.answer(e.detail.id, e.detail.solved, this.now());
    this._tick++;
  };

  #renderDaily() {
    const s = learnStrings(this.locale);
    const drill = dailyDrill(DAILY, this.now());
    const date = new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(this.now());
    return html`<h2>${s.daily} · ${date}</h2>
      <p>${s.dailyIntro}</p>
      <nardy-drill .drill=${drill} locale=${this.locale} theme=${this.theme}></nardy-drill>`;
  }

  #renderDrills() {
    const s = learnStrings(this.locale);
    const store = this.#store;
    const now = this.now();
    const all = store.list();
    const due = store.due(now);
    const shown = all.find((k) => k.drill.id === this._current) ?? due[0] ?? null;
    const format = (iso: string) => new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium' }).format(new Date(iso));
    const next = [...all].sort((a, b) => Date.parse(a.review.due) - Date.parse(b.review.due))[0];
    const answered = shown !== null && !due.some((k) => k.drill.id === shown.drill.id);
    return html`<h2>${s.drills}</h2>
      <p>${s.intro}</p>
      ${
        all.length === 0
          ? html`<p class="learn-none">${s.none}</p>`
          : shown === null
            ? html`<p class="learn-none">${s.allDone(all.length, next ? format(next.review.due) : '')}</p>`
            : html`<p class="learn-due">${s.due(due.length)} · ${s.from(shown.drill.source, format(shown.drill.added))}
                  <small>${s.youAreWhite}</small></p>
                <nardy-drill .drill=${shown.drill} locale=${this.locale} theme=${this.theme}></nardy-drill>
                ${
                  answered || due.length > 1
                    ? html`<p><button type="button" class="primary learn-next" @click=${() => {
                        this._current = due.find((k) => k.drill.id !== shown.drill.id)?.drill.id ?? null;
                        this._tick++;
                      }}>${s.next}</button></p>`
                    : nothing
                }`
      }`;
  }

  override render() {
    const s = learnStrings(this.locale);
    return html`<article class="learn-page" @nardy-drill-answer=${this.#onAnswer}>
      <nav class="rules-tabs" aria-label=${s.drills}>
        <a href=${LEARN_HASH} aria-current=${this.daily ? nothing : 'page'}>${s.drills}</a>
        <a href=${`${LEARN_HASH}/daily`} aria-current=${this.daily ? 'page' : nothing}>${s.daily}</a>
      </nav>
      ${this.daily ? this.#renderDaily() : this.#renderDrills()}
    </article>`;
  }
}

customElements.define('nardy-learn', NardyLearn);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-learn': NardyLearn;
  }
}
