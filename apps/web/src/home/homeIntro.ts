import type { Locale } from '@nardy/elements';
import { html, type TemplateResult } from 'lit';
import type { AppStrings } from '../i18n.ts';
import { dailyHead } from '../learn/dailyPick.ts';
import { FIRST_GAME_HASH, LEARN_HASH, RULES_HASH } from '../rules/rulesRoute.ts';

/**
 * The first page's two sentences for a newcomer (docs/app.md "New game"): what nardy and parallel
 * nardy are, with the way to the rules, the guided first game, the drills and the position of the day.
 * Kept short: it comes with the first page.
 */
const WORDS: Record<
  Locale,
  { what: string; parallel: string; rules: string; first: string; drills: string; daily: string }
> = {
  en: {
    what: 'Nardy is the backgammon of the Caucasus and the East: short nardy is backgammon, long nardy starts all fifteen checkers on one point and never hits.',
    parallel: 'Parallel nardy is played on two boards at once, each roll played whole on the board you choose.',
    rules: 'Rules',
    first: 'First game',
    drills: 'Drills',
    daily: 'Position of the day',
  },
  ru: {
    what: 'Нарды — игра Кавказа и Востока из семьи бэкгаммона: короткие нарды — это бэкгаммон, в длинных все пятнадцать шашек начинают с одного пункта и никто никого не бьёт.',
    parallel:
      'Параллельные нарды играют сразу на двух досках, и каждый бросок целиком играется на доске, которую вы выберете.',
    rules: 'Правила',
    first: 'Первая партия',
    drills: 'Упражнения',
    daily: 'Позиция дня',
  },
  uk: {
    what: 'Нарди — гра Кавказу й Сходу з родини бекгемону: короткі нарди — це бекгемон, у довгих усі п’ятнадцять шашок починають з одного пункту й ніхто нікого не б’є.',
    parallel: 'Паралельні нарди грають одразу на двох дошках, і кожен кидок цілком грається на дошці, яку ви оберете.',
    rules: 'Правила',
    first: 'Перша партія',
    drills: 'Вправи',
    daily: 'Позиція дня',
  },
};

export function renderHomeIntro(locale: Locale, t: AppStrings): TemplateResult {
  const w = WORDS[locale] ?? WORDS.en;
  const today = dailyHead(new Date());
  return html`<section class="home-intro">
    <p>${w.what} ${w.parallel}</p>
    <p class="row">
      <a class="button-link primary" href=${FIRST_GAME_HASH}>${w.first}</a>
      <a class="button-link" href=${RULES_HASH}>${w.rules}</a>
      <a class="button-link" href=${LEARN_HASH}>${w.drills}</a>
      <a class="button-link" href=${`${LEARN_HASH}/daily`}>${w.daily}: ${t.variant[today.variant]}, ${today.dice}</a>
    </p>
  </section>`;
}
