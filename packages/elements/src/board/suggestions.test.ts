/// <reference types="@vitest/browser-playwright" />
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../index.ts';
import { applyEdit, emptyPosition } from '../editor/editorValue.ts';
import type { NardyEditDetail } from '../events.ts';
import { boardView, shortStart31 } from '../testing/fixtures.ts';
import { colorAt, editDrop, editKey, editTap } from './editing.ts';
import { boardLayout, checkerCenter } from './layout.ts';
import type { NardyBoard } from './nardy-board.ts';
import { suggestionArrows, suggestionKind } from './suggestions.ts';

afterEach(() => document.body.replaceChildren());

async function board(attrs = ''): Promise<NardyBoard> {
  const host = document.createElement('div');
  host.style.width = '640px';
  host.innerHTML = `<nardy-board ${attrs}></nardy-board>`;
  document.body.append(host);
  const el = host.querySelector('nardy-board')!;
  await el.updateComplete;
  return el;
}

const control = (el: NardyBoard, loc: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`.control[data-loc="${loc}"]`)!;

function record<T>(el: EventTarget, name: string): T[] {
  const seen: T[] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

describe('suggested plays (arrows)', () => {
  const layout = boardLayout('opposed', { bottom: 'white', home: 'right' });
  const view = shortStart31();

  test('each step starts at the top checker of its source and ends where the checker lands', () => {
    const [a, b] = suggestionArrows(layout, view, {
      player: 'white',
      steps: [
        { from: 8, to: 5 },
        { from: 6, to: 5 },
      ],
    });
    const top8 = checkerCenter(layout, 'p8', 2, 3);
    const land5 = checkerCenter(layout, 'p5', 0, 1);
    const next5 = checkerCenter(layout, 'p5', 1, 2);
    expect(a.path.startsWith(`M ${top8.x.toFixed(1)} ${top8.y.toFixed(1)} `)).toBe(true);
    expect(a.head.startsWith(`${land5.x.toFixed(1)},${land5.y.toFixed(1)} `)).toBe(true);
    // The second checker on the 5-point lands on top of the first.
    expect(b.head.startsWith(`${next5.x.toFixed(1)},${next5.y.toFixed(1)} `)).toBe(true);
    expect(suggestionKind({ player: 'white', steps: [], kind: 'best' })).toBe('best');
    expect(suggestionKind({ player: 'white', steps: [], kind: '"><script>' })).toBe('hint');
  });

  test('the board draws them as styleable parts with labels, and says them to screen readers', async () => {
    const el = await board();
    el.view = view;
    el.suggestions = [
      {
        player: 'white',
        steps: [
          { from: 8, to: 5 },
          { from: 6, to: 5 },
        ],
        label: '1',
        kind: 'best',
        description: 'Best: 8/5 6/5, +0.162',
      },
      {
        player: 'white',
        steps: [
          { from: 24, to: 21 },
          { from: 21, to: 20 },
        ],
        label: '2',
        description: 'Second: 24/20, −0.009',
      },
    ];
    await el.updateComplete;
    const groups = [...el.shadowRoot!.querySelectorAll<SVGGElement>('g.arrow')];
    expect(groups.map((g) => g.getAttribute('part'))).toEqual(['arrow arrow-hint', 'arrow arrow-best']);
    expect(groups[1].querySelectorAll('path.shaft')).toHaveLength(2);
    expect(groups[1].querySelector('[part="arrow-label"] text')?.textContent).toBe('1');
    // No style attribute anywhere in the arrows (a strict Content-Security-Policy draws them too).
    expect(groups.every((g) => g.querySelector('[style]') === null && !g.hasAttribute('style'))).toBe(true);
    const list = el.shadowRoot!.querySelector('ul[aria-label="Suggested plays"]');
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Best: 8/5 6/5, +0.162',
      'Second: 24/20, −0.009',
    ]);
    expect((await axe.run(el, { resultTypes: ['violations'] })).violations).toEqual([]);
    el.suggestions = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('g.arrow')).toHaveLength(0);
  });
});

describe('editing mode', () => {
  const start = boardView({ variant: 'short' });

  test('pure intents: tap, erase, drop, keys', () => {
    expect(editTap(start, 'p13', 'white')).toEqual({ at: 13, color: 'white', change: 1 });
    expect(editTap(start, 'bar-black', 'white')).toEqual({ at: 25, color: 'black', change: 1 });
    expect(editTap(start, 'p24', 'erase')).toEqual({ at: 24, color: 'white', change: -1 });
    expect(editTap(start, 'p20', 'erase')).toBeNull();
    expect(editDrop(start, 'p13', 'p10')).toEqual({ at: 10, color: 'white', change: 1, from: 13 });
    expect(editDrop(start, 'p13', 'off-black')).toBeNull();
    expect(editDrop(start, 'p13', 'off-white')).toEqual({ at: 0, color: 'white', change: 1, from: 13 });
    expect(editKey(start, 'p1', 'b', 'white')).toEqual({ at: 1, color: 'black', change: 1 });
    expect(editKey(start, 'p1', 'Delete', 'white')).toEqual({ at: 1, color: 'black', change: -1 });
    expect(editKey(start, 'p1', 'x', 'white')).toBeNull();
    expect(colorAt(start, 'p1')).toBe('black');
  });

  test('applyEdit keeps one colour a point and never goes below zero', () => {
    let p = emptyPosition('short', 'opposed');
    p = applyEdit(p, { at: 5, color: 'white', change: 1 });
    p = applyEdit(p, { at: 5, color: 'white', change: 1 });
    expect(p.points[5]).toBe(2);
    // A black checker put on a white point takes a white one off.
    p = applyEdit(p, { at: 5, color: 'black', change: 1 });
    expect(p.points[5]).toBe(1);
    p = applyEdit(p, { at: 5, color: 'black', change: -1 });
    expect(p.points[5]).toBe(1);
    p = applyEdit(p, { at: 25, color: 'black', change: 1 });
    p = applyEdit(p, { at: 0, color: 'white', change: -1 });
    expect(p.bar).toEqual({ white: 0, black: 1 });
    expect(p.off).toEqual({ white: 0, black: 0 });
    p = applyEdit(p, { at: 7, color: 'white', change: 1, from: 5 });
    expect([p.points[5], p.points[7]]).toEqual([0, 1]);
    expect(applyEdit(p, { at: 8, color: 'white', change: 1, from: 5 })).toBe(p);
  });

  test('taps, drags and keys on the board emit nardy-edit, not moves', async () => {
    const el = await board('editing edit-tool="black"');
    el.view = shortStart31();
    await el.updateComplete;
    const edits = record<NardyEditDetail>(el, 'nardy-edit');
    const steps = record(el, 'nardy-step');
    await userEvent.click(page.elementLocator(control(el, 'p20')));
    await userEvent.dragAndDrop(page.elementLocator(control(el, 'p13')), page.elementLocator(control(el, 'p10')));
    control(el, 'p6').focus();
    await userEvent.keyboard('w');
    await userEvent.keyboard('{Delete}');
    expect(edits).toEqual([
      { at: 20, color: 'black', change: 1 },
      { at: 10, color: 'white', change: 1, from: 13 },
      { at: 6, color: 'white', change: 1 },
      { at: 6, color: 'white', change: -1 },
    ]);
    expect(steps).toEqual([]);
    expect(el.shadowRoot!.querySelector('.controls')?.getAttribute('aria-label')).toMatch(/Editing: Enter puts/);
    expect(el.shadowRoot!.querySelector('form.notation')).toBeNull();
  });
});
