// @vitest-environment happy-dom
import type { LOCALES } from '@nardy/elements';
import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { appStrings } from './i18n.ts';
import { type NewGameHandlers, renderNewGame } from './newGameForm.ts';
import { DEFAULT_SETTINGS, type GameSettings, presetSettings } from './settings.ts';

const ignore: NewGameHandlers = { change: () => {}, start: () => {}, preset: () => {} };

function screen(s: GameSettings, locale: (typeof LOCALES)[number] = 'en', on = ignore): HTMLElement {
  const host = document.createElement('div');
  render(renderNewGame(s, appStrings(locale), on), host);
  return host;
}

const inForce = (host: HTMLElement, option: string) =>
  host.querySelector(`.in-force [data-option="${option}"] dd`)?.textContent?.trim();

describe('new-game screen: the rules in force (issue 13)', () => {
  it('shows the value in force for each revised default', () => {
    const two = screen(presetSettings('parallelShort'));
    expect(two.querySelector('#in-force-title')?.textContent).toBe('Rules for these boards');
    expect(inForce(two, 'homeMarsValue')).toBe('3 on parallel tables');
    expect(inForce(two, 'openingRoll')).toBe('Play the opening dice');
    expect(inForce(two, 'sixBlockTiming')).toBe('At the end of the turn (a run-through is allowed)');
    expect(inForce(two, 'sharedCubeAfterFirst')).toBe('Retired: the rest is played for 1');
    expect(inForce(two, 'strictFullPipsBearoff')).toBe('International rule (6-4-1 with 5-3 may play 6/3 4/off)');
    const long = screen(presetSettings('long'));
    expect(inForce(long, 'homeMarsValue')).toBe('2 on one board');
    expect(inForce(long, 'openingRoll')).toBe('Starter rolls again');
  });

  it('follows a house rule the player picks', () => {
    const s = { ...DEFAULT_SETTINGS, homeMarsValue: 2, sixBlockTiming: 'step', strictFullPipsBearoff: true } as const;
    const host = screen(s);
    expect(inForce(host, 'homeMarsValue')).toBe('2 on parallel tables');
    expect(inForce(host, 'sixBlockTiming')).toBe('After every step (house rule)');
    expect(inForce(host, 'strictFullPipsBearoff')).toBe('Full pips, as S000 (6-4-1 with 5-3 plays 6/1 4/1)');
  });

  it('in Russian and Ukrainian too', () => {
    expect(inForce(screen(presetSettings('parallelShort'), 'ru'), 'homeMarsValue')).toBe('3 на параллельных столах');
    expect(inForce(screen(presetSettings('parallelShort'), 'uk'), 'homeMarsValue')).toBe('3 на паралельних столах');
    expect(inForce(screen(presetSettings('long'), 'ru'), 'openingRoll')).toBe('Начинающий бросает снова');
    expect(inForce(screen(presetSettings('long'), 'uk'), 'openingRoll')).toBe('Той, хто починає, кидає знову');
  });

  it('the rule options still let a player pick the house rule; the default choice names its value', () => {
    let picked: GameSettings | null = null;
    const host = screen({ ...DEFAULT_SETTINGS, cubeMode: 'shared' }, 'en', {
      ...ignore,
      change: (next) => (picked = next),
    });
    const homeMars = host.querySelector<HTMLSelectElement>('#home-mars');
    expect([...(homeMars?.options ?? [])].map((o) => o.textContent?.trim())).toEqual([
      'Default: 3 on parallel tables',
      '2',
      '3',
    ]);
    const shared = host.querySelector<HTMLSelectElement>('#shared-after');
    expect([...(shared?.options ?? [])].map((o) => o.textContent?.trim())).toEqual([
      'Retired: the rest is played for 1 (default)',
      'Back to 1, usable again',
    ]);
    if (!homeMars || !shared) throw new Error('no selects');
    homeMars.value = '2';
    homeMars.dispatchEvent(new Event('change'));
    expect(picked).toMatchObject({ homeMarsValue: 2 });
    shared.value = 'reset';
    shared.dispatchEvent(new Event('change'));
    expect(picked).toMatchObject({ sharedCubeAfterFirst: 'reset' });
    const long = screen({ ...DEFAULT_SETTINGS, boards: ['long'] });
    const opening = long.querySelector<HTMLSelectElement>('#opening-roll');
    expect(opening?.options[0].textContent?.trim()).toBe('Default: Starter rolls again');
    const timing = long.querySelector<HTMLSelectElement>('#six-block-timing');
    expect([...(timing?.options ?? [])].map((o) => o.value)).toEqual(['step', 'endOfTurn']);
    expect(timing?.value).toBe('endOfTurn');
  });
});

describe('rule options say what they mean (issue 19)', () => {
  const RAW = ['F2', 'F1', 'strict', 'free', 'ahead', 'home', 'forbidden', 'allowed', 'endOfTurn', 'step'];
  it('bug 19.7: the head rule and six-block choices have names and a one-line explanation, in every language', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      const host = screen({ ...DEFAULT_SETTINGS, boards: ['long'] }, locale);
      for (const id of ['head-rule', 'six-block', 'six-block-timing']) {
        const select = host.querySelector<HTMLSelectElement>(`#${id}`);
        if (!select) throw new Error(`no #${id}`);
        const names = [...select.options].map((o) => o.textContent?.trim() ?? '');
        for (const name of names) expect(RAW, `${locale} ${id}`).not.toContain(name);
        expect(new Set(names).size).toBe(names.length);
        const hint = host.querySelector(`#${select.getAttribute('aria-describedby')}`);
        expect(hint?.textContent?.trim().length, `${locale} ${id}`).toBeGreaterThan(15);
      }
    }
    const en = screen({ ...DEFAULT_SETTINGS, boards: ['long'] }, 'en');
    expect(en.querySelector('#head-rule-hint')?.textContent).toContain('one checker');
  });
});

describe('new-game screen: its groups (issue 49 §5.11)', () => {
  it('name each box by its group, never repeating its first field, in every language', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      const host = screen({ ...DEFAULT_SETTINGS, matchLength: 5 }, locale);
      const boxes = [...host.querySelectorAll('fieldset')].map((f) => ({
        legend: f.querySelector('legend')?.textContent?.trim(),
        first: f.querySelector('label span, label')?.textContent?.trim(),
      }));
      expect(boxes.length).toBeGreaterThanOrEqual(4);
      for (const b of boxes) expect(b.first, `${locale}: ${b.legend}`).not.toBe(b.legend);
    }
  });
});
