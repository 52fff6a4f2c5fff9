import { afterEach, describe, expect, test } from 'vitest';
import '../index.ts';

afterEach(() => document.body.replaceChildren());

describe('<nardy-cube>', () => {
  test('value and owner, 64 on a centred cube of 1, named for screen readers', async () => {
    document.body.innerHTML = '<nardy-cube></nardy-cube><nardy-cube value="4" owner="black" locale="ru"></nardy-cube>';
    const [centred, owned] = document.querySelectorAll('nardy-cube');
    await centred.updateComplete;
    await owned.updateComplete;
    expect(centred.shadowRoot!.querySelector('text')!.textContent).toBe('64');
    expect(centred.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('Cube 1, centred');
    expect(owned.shadowRoot!.querySelector('text')!.textContent).toBe('4');
    expect(owned.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('Куб 4, у чёрных');
  });

  test('a nonsense value or owner draws no cube: the error says why (a centred 64 would be false)', async () => {
    document.body.innerHTML = '<nardy-cube value="-3" owner="green"></nardy-cube>';
    const el = document.querySelector('nardy-cube')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')).toBeNull();
    expect(el.error?.code).toBe('ERR_VIEW_CUBE');
  });
});
