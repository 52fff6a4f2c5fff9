import type { Locale } from '@nardy/elements';
import { html, LitElement, nothing } from 'lit';
import type { AnalysisClient } from '../analysis/analysisClient.ts';
import '../firstGame/nardy-first-game.ts';
import '../learn/learnPage.ts';
import type { StorageLike } from '../localStore.ts';
import './rulesPage.ts';
import { parseFirstGameHash, parseLearnHash, parseRulesHash } from './rulesRoute.ts';

export { keepDrills } from '../learn/drillCollect.ts';

/**
 * The learning screens in one module (docs/app.md "Lazy loading"): the rules pages, the drills with
 * the position of the day, and the first game, loaded together when one of them is first shown, and
 * the keeping of drills after an analysis. The first page knows only that an address is one of
 * theirs (`isLearningHash`); `<nardy-learning>` reads the rest of it and draws the page it names.
 */
export class NardyLearning extends LitElement {
  static override properties = {
    hash: {},
    storage: { attribute: false },
    client: { attribute: false },
    locale: {},
    theme: {},
  };

  declare hash: string;
  declare storage: StorageLike | null;
  declare client: AnalysisClient | null;
  declare locale: Locale;
  declare theme: string;

  constructor() {
    super();
    this.hash = '';
    this.storage = null;
    this.client = null;
    this.locale = 'en';
    this.theme = 'light';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const rules = parseRulesHash(this.hash);
    if (rules) return html`<nardy-rules .route=${rules} .locale=${this.locale} .theme=${this.theme}></nardy-rules>`;
    const learn = parseLearnHash(this.hash);
    if (learn) {
      return html`<nardy-learn
        .daily=${learn.daily}
        .storage=${this.storage}
        .locale=${this.locale}
        .theme=${this.theme}
      ></nardy-learn>`;
    }
    const first = parseFirstGameHash(this.hash);
    if (first) {
      return html`<nardy-first-game
        .variant=${first.variant}
        .client=${this.client}
        .locale=${this.locale}
        .theme=${this.theme}
      ></nardy-first-game>`;
    }
    return nothing;
  }
}

customElements.define('nardy-learning', NardyLearning);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-learning': NardyLearning;
  }
}
