/// <reference types="@vitest/browser-playwright" />
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../index.ts';
import type { NardySetupChangeDetail } from '../events.ts';
import { setLocale } from '../i18n/locale.ts';
import { type EditorPosition, emptyPosition } from './editorValue.ts';
import type { NardyEditor } from './nardy-editor.ts';

afterEach(() => {
  document.body.replaceChildren();
  setLocale('en');
});

async function editor(value?: EditorPosition, attrs = ''): Promise<NardyEditor> {
  const host = document.createElement('div');
  host.style.width = '700px';
  host.innerHTML = `<main><nardy-editor ${attrs}></nardy-editor></main>`;
  document.body.append(host);
  const el = host.querySelector('nardy-editor')!;
  if (value) el.value = value;
  await el.updateComplete;
  await el.shadowRoot!.querySelector('nardy-board')!.updateComplete;
  return el;
}

const changes = (el: EventTarget) => {
  const seen: EditorPosition[] = [];
  el.addEventListener('nardy-setup-change', (e) => seen.push((e as CustomEvent<NardySetupChangeDetail>).detail.value));
  return seen;
};

const boardControl = (el: NardyEditor, loc: string) =>
  el
    .shadowRoot!.querySelector('nardy-board')!
    .shadowRoot!.querySelector<HTMLButtonElement>(`.control[data-loc="${loc}"]`)!;

describe('<nardy-editor>', () => {
  test('puts checkers by tap with the chosen colour, counts them, and tells the host every change', async () => {
    const el = await editor();
    const seen = changes(el);
    await userEvent.click(page.elementLocator(boardControl(el, 'p24')));
    await userEvent.click(page.elementLocator(boardControl(el, 'p24')));
    await userEvent.click(page.getByRole('radio', { name: 'Black checkers' }));
    await userEvent.click(page.elementLocator(boardControl(el, 'bar-black')));
    expect(seen.map((v) => [v.points[24], v.bar.black])).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    await el.updateComplete;
    const counts = el.shadowRoot!.querySelector('[part="counts"]')!.textContent!.replace(/\s+/g, ' ');
    expect(counts).toContain('White: 2 checkers');
    expect(counts).toContain('Black: 1 checker (1 on the bar)');
  });

  test('side to move, dice, cube and owner; a host that cancels keeps the position', async () => {
    const el = await editor();
    const seen = changes(el);
    await userEvent.click(page.getByRole('radio', { name: 'Black', exact: true }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'First die' }), '6');
    expect(seen.at(-1)?.dice).toBeNull(); // one die is no roll yet
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Second die' }), '4');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Cube', exact: true }), '4');
    await el.updateComplete;
    await userEvent.click(page.getByRole('radio', { name: 'White', exact: true }).last());
    const last = seen.at(-1)!;
    expect(last.turn).toBe('black');
    expect(last.dice).toEqual([6, 4]);
    expect(last.cube).toEqual({ value: 4, owner: 'white' });
    el.addEventListener('nardy-setup-change', (e) => e.preventDefault());
    await userEvent.click(page.getByRole('button', { name: 'Clear the board' }));
    expect(el.value).toBe(last);
  });

  test('long family: first turns; the host problem is shown as an alert; axe finds nothing', async () => {
    const el = await editor(emptyPosition('long', 'sameDirection'), 'locale="ru"');
    const seen = changes(el);
    await userEvent.click(page.getByRole('checkbox', { name: /Белые ещё не ходили/ }));
    expect(seen.at(-1)?.firstTurn).toEqual({ white: true, black: false });
    // The long family has no bar to put checkers on.
    expect(boardControl(el, 'bar-white')).toBeNull();
    el.problem = { code: 'ERR_CHECKER_COUNT', message: 'white has 0 checkers, not 15' };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('ERR_CHECKER_COUNT');
    expect((await axe.run(document.body, { resultTypes: ['violations'] })).violations).toEqual([]);
  });
});
