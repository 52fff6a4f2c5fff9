import { describe, expect, it } from 'vitest';
import { addressedScreen } from '../shell/routes.ts';
import { RULE_IDS, RULE_PAGES, RULE_SECTIONS } from './ruleCatalog.ts';
import { demoMove, demoRefusal, demoState, demoTurn, demoView } from './ruleDemo.ts';
import { parseRulesHash, rulesHash } from './rulesRoute.ts';
import { ruleTexts } from './ruleTexts.ts';

describe('the rules pages', () => {
  it('tell every rule in English, Russian and Ukrainian', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      const t = ruleTexts(locale);
      expect(Object.keys(t.sections).sort()).toEqual([...RULE_IDS].sort());
      for (const page of RULE_PAGES) {
        expect(t.pageNames[page]).not.toBe('');
        expect(t.pageIntros[page].length).toBeGreaterThan(40);
        for (const s of RULE_SECTIONS[page]) {
          const words = t.sections[s.id];
          expect(words.title, `${locale} ${s.id}`).not.toBe('');
          expect(words.text.length, `${locale} ${s.id}`).toBeGreaterThan(0);
          // A board to try has its task in words; a still picture has none.
          expect(words.task !== undefined, `${locale} ${s.id} task`).toBe(
            s.tryIt !== undefined || s.id === 'first-turn' || s.id === 'one-board',
          );
        }
      }
    }
    // The languages differ (no English left in the others).
    expect(ruleTexts('ru').sections.head.title).not.toBe(ruleTexts('en').sections.head.title);
    expect(ruleTexts('uk').sections.head.title).not.toBe(ruleTexts('ru').sections.head.title);
  });

  it('show each rule on a position the real rules refuse as the text says', () => {
    for (const page of RULE_PAGES) {
      for (const s of RULE_SECTIONS[page]) {
        for (const demo of s.demos) {
          const state = demoState(demo);
          const view = demoView(demo, state, []);
          expect(view.points.length).toBe(25);
        }
        if (!s.tryIt) continue;
        const demo = s.demos[0];
        const state = demoState(demo);
        let entered: { from: number; to: number; die?: number }[] = [];
        for (const [from, to] of s.tryIt.before) {
          const added = demoMove(state, entered, from, to);
          expect(added, `${s.id}: ${from}/${to} is legal`).not.toBeNull();
          entered = [...entered, ...(added ?? [])];
        }
        expect(demoMove(state, entered, s.tryIt.from, s.tryIt.to), s.id).toBeNull();
        expect(demoRefusal(demo, state, entered, s.tryIt.from, s.tryIt.to), s.id).toBe(s.tryIt.refused);
      }
    }
  });

  it('let the first turn of long nardy take two checkers from the head with 6-6', () => {
    const demo = RULE_SECTIONS.long.find((s) => s.id === 'first-turn')!.demos[0];
    const state = demoState(demo);
    const first = demoMove(state, [], 24, 18)!;
    const second = demoMove(state, first, 24, 18)!;
    expect(demoTurn(state, [...first, ...second])?.canConfirm).toBe(true);
  });

  it('have addresses of their own, one per rule', () => {
    expect(parseRulesHash('#/rules')).toEqual({ page: 'short', rule: null });
    expect(parseRulesHash('#/rules/long#head')).toEqual({ page: 'long', rule: 'head' });
    expect(parseRulesHash(rulesHash('parallel', 'half-point'))).toEqual({ page: 'parallel', rule: 'half-point' });
    expect(parseRulesHash('#/rules/chess')).toBeNull();
    expect(addressedScreen('#/rules/tournament')).toEqual({ screen: 'learning', hash: '#/rules/tournament' });
    expect(addressedScreen('#/rules/long#head')).toEqual({ screen: 'learning', hash: '#/rules/long#head' });
    expect(addressedScreen('#/rulesx')).toBeNull();
  });
});

describe('a refused move links to its rule', () => {
  it('by its code, and by the board for the rules the families tell apart', async () => {
    const { ruleLinkOf, ruleLinkWords } = await import('./ruleLinks.ts');
    expect(ruleLinkOf('step/head', 'long')).toBe('#/rules/long#head');
    expect(ruleLinkOf('step/six-block', 'long')).toBe('#/rules/long#six-block');
    expect(ruleLinkOf('step/hit-and-hide', 'short-caucasian')).toBe('#/rules/short#caucasian');
    expect(ruleLinkOf('step/blocked', 'long')).toBe('#/rules/long#no-hitting');
    expect(ruleLinkOf('step/blocked', 'short')).toBe('#/rules/short#moving');
    expect(ruleLinkOf('board/committed')).toBe('#/rules/parallel#one-board');
    expect(ruleLinkOf('turn/not-yours')).toBeNull();
    // Every link points at a rule that exists.
    const codes = [
      'step/head',
      'step/six-block',
      'step/hit-and-hide',
      'step/full-pips',
      'step/higher-die',
      'step/whole-roll',
      'step/blocked',
      'step/bar-first',
      'step/not-home',
      'step/bear-off-higher',
      'board/committed',
      'cube/not-allowed',
      'move/incomplete',
    ];
    for (const code of codes) {
      for (const variant of ['short', 'long'] as const) {
        const route = parseRulesHash(ruleLinkOf(code, variant) ?? '');
        expect(route?.rule && RULE_IDS.includes(route.rule), `${code} ${variant}`).toBe(true);
      }
    }
    expect(new Set(['en', 'ru', 'uk'].map((l) => ruleLinkWords(l as 'en'))).size).toBe(3);
  });
});
