import type { Locale } from '@nardy/elements';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import './learning.css';
import './nardy-rule-board.ts';
import { RULE_SECTIONS } from './ruleCatalog.ts';
import { FIRST_GAME_HASH, RULE_PAGES, type RulesRoute, rulesHash } from './rulesRoute.ts';
import { ruleTexts } from './ruleTexts.ts';

/**
 * The rules pages `#/rules/<page>` (docs/app.md "Rules"): the four pages as tabs, each rule in words
 * beside a small board that shows it — most can be played, and a refused move is explained as in a
 * game. A rule's own address (`#/rules/long#head`, where a refused move's explanation links) scrolls
 * to it. The page ends with the ways to play: the guided first game and a real one.
 */
export class NardyRules extends LitElement {
  static override properties = {
    route: { attribute: false },
    locale: {},
    theme: {},
  };

  declare route: RulesRoute;
  declare locale: Locale;
  declare theme: string;

  constructor() {
    super();
    this.route = { page: 'short', rule: null };
    this.locale = 'en';
    this.theme = 'light';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('route')) return;
    const rule = this.route.rule;
    const target = rule ? this.querySelector(`#rule-${rule}`) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo?.(0, 0);
  }

  override render() {
    const t = ruleTexts(this.locale);
    const page = this.route.page;
    return html`<article class="rules-page" lang=${this.locale}>
      <nav class="rules-tabs" aria-label=${t.rules}>
        ${RULE_PAGES.map(
          (p) =>
            html`<a class="button-link ${p === page ? 'primary' : ''}" href=${rulesHash(p)} aria-current=${p === page ? 'page' : nothing}
              >${t.pageNames[p]}</a
            >`,
        )}
      </nav>
      <h2>${t.rules}: ${t.pageNames[page]}</h2>
      <p class="rules-intro">${t.pageIntros[page]}</p>
      ${RULE_SECTIONS[page].map((section) => {
        const words = t.sections[section.id];
        return html`<section class="rule" id=${`rule-${section.id}`} aria-labelledby=${`rule-${section.id}-title`}>
          <div class="rule-text">
            <h3 id=${`rule-${section.id}-title`}><a href=${rulesHash(page, section.id)}>${words.title}</a></h3>
            ${words.text.map((p) => html`<p>${p}</p>`)}
            ${words.task ? html`<p class="rule-task">${words.task}</p>` : nothing}
          </div>
          ${
            section.demos.length > 0
              ? html`<nardy-rule-board .demos=${section.demos} locale=${this.locale} theme=${this.theme}></nardy-rule-board>`
              : nothing
          }
        </section>`;
      })}
      <p class="rules-next">
        <a class="button-link primary" href=${FIRST_GAME_HASH}>${t.firstGame}</a>
        <a class="button-link" href="#/">${t.playGame}</a>
      </p>
    </article>`;
  }
}

customElements.define('nardy-rules', NardyRules);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-rules': NardyRules;
  }
}
