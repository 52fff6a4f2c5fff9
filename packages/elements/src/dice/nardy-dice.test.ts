import { afterEach, describe, expect, test } from 'vitest';
import '../index.ts';
import { setLocale } from '../i18n/locale.ts';
import { usedFlags } from './dieSvg.ts';

afterEach(() => {
  document.body.replaceChildren();
  setLocale('en');
});

describe('<nardy-dice>', () => {
  test('two faces from the values attribute, four for a double, used ones dimmed', async () => {
    document.body.innerHTML = '<nardy-dice values="3-1"></nardy-dice><nardy-dice></nardy-dice>';
    const [plain, double] = document.querySelectorAll('nardy-dice');
    await plain.updateComplete;
    expect([...plain.shadowRoot!.querySelectorAll('.die')].map((d) => d.getAttribute('data-value'))).toEqual([
      '3',
      '1',
    ]);
    expect(plain.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('Dice 3 and 1');
    double.dice = [5, 5];
    double.left = [5];
    await double.updateComplete;
    expect(double.shadowRoot!.querySelectorAll('.die')).toHaveLength(4);
    expect(double.shadowRoot!.querySelectorAll('.die.used')).toHaveLength(3);
    expect(double.shadowRoot!.querySelectorAll('.die:not(.used) .pip')).toHaveLength(5);
    setLocale('uk');
    await double.updateComplete;
    expect(double.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'Кості 5 і 5, лишилося зіграти: 5',
    );
  });

  test('unreadable values draw nothing', async () => {
    document.body.innerHTML = '<nardy-dice values="9-9"></nardy-dice>';
    const el = document.querySelector('nardy-dice')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')).toBeNull();
  });

  test('usedFlags marks played faces, doubles count four', () => {
    expect(usedFlags([6, 2], [2])).toEqual([true, false]);
    expect(usedFlags([4, 4], [4, 4])).toEqual([false, false, true, true]);
    expect(usedFlags([3, 1], [])).toEqual([true, true]);
  });
});
