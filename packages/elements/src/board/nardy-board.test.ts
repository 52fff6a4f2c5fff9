/// <reference types="@vitest/browser-playwright" />
import { type BoardView, displayPoint } from '@nardy/parallel';
import { afterEach, describe, expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../index.ts';
import type { NardyErrorDetail, NardyPlayDetail, NardyStepDetail } from '../events.ts';
import { setLocale } from '../i18n/locale.ts';
import { shortStart31, startStacks, VARIANT_NAMES } from '../testing/fixtures.ts';
import type { NardyBoard } from './nardy-board.ts';

afterEach(() => {
  document.body.replaceChildren();
  setLocale('en');
});

async function mount(markup: string): Promise<NardyBoard> {
  const host = document.createElement('div');
  host.style.width = '640px';
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.querySelector('nardy-board')!;
  await el.updateComplete;
  return el;
}

async function driven(view: BoardView, attrs = ''): Promise<NardyBoard> {
  const el = await mount(`<nardy-board ${attrs}></nardy-board>`);
  el.view = view;
  await el.updateComplete;
  return el;
}

const control = (el: NardyBoard, loc: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`.control[data-loc="${loc}"]`)!;

function stacks(el: NardyBoard): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of el.shadowRoot!.querySelectorAll<SVGGElement>('.checker')) {
    const key = `${c.dataset.color} ${c.dataset.loc}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function record<T>(el: EventTarget, name: string): T[] {
  const seen: T[] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

const ORIENTATIONS = [
  ['white', 'right'],
  ['white', 'left'],
  ['black', 'right'],
  ['black', 'left'],
] as const;

describe('start positions', () => {
  for (const variant of VARIANT_NAMES) {
    test(`${variant}: right checkers on the right points in every orientation`, async () => {
      const expected = startStacks(variant);
      for (const [bottom, home] of ORIENTATIONS) {
        const el = await mount(`<nardy-board variant="${variant}" bottom="${bottom}" home="${home}"></nardy-board>`);
        expect(stacks(el), `${bottom} ${home}`).toEqual(expected);
        const { geometry } = el.shownView;
        // Every checker is drawn inside the control of its point.
        for (const c of el.shadowRoot!.querySelectorAll<SVGGElement>('.checker')) {
          const box = c.getBoundingClientRect();
          const r = control(el, c.dataset.loc!).getBoundingClientRect();
          const cx = box.x + box.width / 2;
          const cy = box.y + box.height / 2;
          expect(cx >= r.left && cx <= r.right && cy >= r.top && cy <= r.bottom, c.dataset.loc).toBe(true);
        }
        // The bottom player's own point 1 is the bottom corner on the home side.
        const surface = el.shadowRoot!.querySelector('.surface')!.getBoundingClientRect();
        const one = control(el, `p${displayPoint(geometry, bottom, 1)}`).getBoundingClientRect();
        expect(one.top).toBeGreaterThan(surface.top + surface.height / 2);
        if (home === 'right') expect(one.right).toBeGreaterThan(surface.left + surface.width * 0.75);
        else expect(one.left).toBeLessThan(surface.left + surface.width * 0.25);
        el.parentElement!.remove();
      }
    });
  }

  test('position-id alone draws the gnubg start position; names read in the bottom numbering', async () => {
    const el = await mount('<nardy-board position-id="4HPwATDgc/ABMA"></nardy-board>');
    expect(stacks(el)).toEqual({
      'white p24': 2,
      'white p13': 5,
      'white p8': 3,
      'white p6': 5,
      'black p1': 2,
      'black p12': 5,
      'black p17': 3,
      'black p19': 5,
    });
    expect(control(el, 'p13').getAttribute('aria-label')).toBe('point 13, 5 white checkers');
    el.bottom = 'black';
    await el.updateComplete;
    expect(control(el, 'p13').getAttribute('aria-label')).toBe('point 12, 5 white checkers');
  });

  test('bad attributes: nardy-error with a code, the last good drawing stays', async () => {
    const el = await mount('<nardy-board variant="long"></nardy-board>');
    const errors = record<NardyErrorDetail>(el, 'nardy-error');
    const before = stacks(el);
    el.setAttribute('setup', '{"white": {"points": {"24": 16}}}');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['ERR_CHECKER_NUMBER']);
    expect(el.error?.code).toBe('ERR_CHECKER_NUMBER');
    expect(stacks(el)).toEqual(before);
    expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('white');
    el.setAttribute('setup', '{"white": {"points": {"24": 15}}, "black": {"points": {"24": 15}}}');
    await el.updateComplete;
    expect(el.error).toBeNull();
  });
});

describe('pointer input', () => {
  test('tap a source, tap a destination: nardy-step in the mover numbering', async () => {
    const el = await driven(shortStart31(), 'board="2"');
    const steps = record<NardyStepDetail>(document, 'nardy-step');
    await userEvent.click(page.elementLocator(control(el, 'p24')));
    await el.updateComplete;
    expect(control(el, 'p24').getAttribute('aria-label')).toContain('picked up');
    expect(el.shadowRoot!.querySelectorAll('.mark-dest')).toHaveLength(3); // 21, 23, 20
    await userEvent.click(page.elementLocator(control(el, 'p21')));
    expect(steps).toEqual([{ board: 2, from: 24, to: 21, die: 3, dice: [3], text: '24/21' }]);
  });

  test('drag a checker across two dice: one nardy-step with both dice', async () => {
    const el = await driven(shortStart31());
    const steps = record<NardyStepDetail>(el, 'nardy-step');
    await userEvent.dragAndDrop(page.elementLocator(control(el, 'p13')), page.elementLocator(control(el, 'p9')));
    expect(steps).toEqual([{ from: 13, to: 9, dice: [3, 1], text: '13/9' }]);
  });

  test('a drop on an illegal point or a tap on a non-source emits nothing', async () => {
    const el = await driven(shortStart31());
    const steps = record<NardyStepDetail>(el, 'nardy-step');
    await userEvent.dragAndDrop(page.elementLocator(control(el, 'p13')), page.elementLocator(control(el, 'p11')));
    await userEvent.click(page.elementLocator(control(el, 'p5')));
    await userEvent.click(page.elementLocator(control(el, 'p4')));
    expect(steps).toEqual([]);
  });

  test('black to move: display points in and out, the notation in black own numbering', async () => {
    const view = shortStart31({ turn: 'black', legal: [{ from: 1, to: 4, dice: [3], text: '24/21' }] });
    const el = await driven(view);
    const steps = record<NardyStepDetail>(el, 'nardy-step');
    await userEvent.click(page.elementLocator(control(el, 'p1')));
    await userEvent.click(page.elementLocator(control(el, 'p4')));
    expect(steps).toEqual([{ from: 1, to: 4, die: 3, dice: [3], text: '24/21' }]);
  });

  test('a click without pointer events (assistive technology) picks up and puts down', async () => {
    const el = await driven(shortStart31());
    const steps = record<NardyStepDetail>(el, 'nardy-step');
    const atClick = (loc: string) =>
      control(el, loc).dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true }));
    atClick('p6');
    await el.updateComplete;
    atClick('p5');
    expect(steps).toEqual([{ from: 6, to: 5, die: 1, dice: [1], text: '6/5' }]);
  });

  test('the finger belongs to the board only while it has moves to make', async () => {
    const el = await driven(shortStart31());
    const surface = el.shadowRoot!.querySelector('.surface')!;
    expect(getComputedStyle(surface).touchAction).toBe('none');
    el.view = shortStart31({ legal: [] });
    await el.updateComplete;
    expect(getComputedStyle(surface).touchAction).toBe('manipulation'); // = pan-x pan-y pinch-zoom
  });

  test('hide-legal turns the destination highlight off', async () => {
    const el = await driven(shortStart31(), 'hide-legal');
    await userEvent.click(page.elementLocator(control(el, 'p24')));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.mark-dest')).toHaveLength(0);
  });
});

describe('keyboard and screen readers', () => {
  test('arrows move a single tab stop; Enter picks up and puts down', async () => {
    const el = await driven(shortStart31());
    const steps = record<NardyStepDetail>(el, 'nardy-step');
    const focusable = el.shadowRoot!.querySelectorAll('.control[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    control(el, 'p1').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(el.shadowRoot!.activeElement?.getAttribute('data-loc')).toBe('p24');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('point 21, empty, legal destination');
    await userEvent.keyboard(' ');
    expect(steps).toEqual([{ from: 24, to: 21, die: 3, dice: [3], text: '24/21' }]);
    expect(el.shadowRoot!.querySelectorAll('.control[tabindex="0"]')).toHaveLength(1);
  });

  test('the notation field emits nardy-play with the text; a host that cannot read it cancels', async () => {
    const el = await driven(shortStart31(), 'board="1"');
    const plays = record<NardyPlayDetail>(el, 'nardy-play');
    const errors = record<NardyErrorDetail>(el, 'nardy-error');
    // The host (here a stand-in for <nardy-table> or the page) reads notation; the board does not.
    el.addEventListener('nardy-play', (e) => {
      if (!/\//.test(e.detail.text)) e.preventDefault();
    });
    const input = el.shadowRoot!.querySelector('input')!;
    await userEvent.fill(page.elementLocator(input), 'hello');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(plays).toEqual([{ board: 1, text: 'hello' }]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('hello');
    await userEvent.fill(page.elementLocator(input), ' ');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['ERR_MOVE_TEXT']);
    await userEvent.fill(page.elementLocator(input), '24/18 13/10');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(plays.at(-1)).toEqual({ board: 1, text: '24/18 13/10' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.value).toBe('');
  });

  test('focus order: before → board → actions → notation → after', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<button id="before">before</button><nardy-board></nardy-board><button id="after">after</button>';
    document.body.append(host);
    const el = host.querySelector('nardy-board')!;
    el.view = shortStart31({ canUndo: true, canConfirm: true });
    await el.updateComplete;
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      await userEvent.tab();
      const a = el.shadowRoot!.activeElement as HTMLElement | null;
      seen.push(
        document.activeElement === el && a
          ? (a.dataset.loc ?? a.getAttribute('name') ?? a.textContent!.trim())
          : document.activeElement!.id,
      );
    }
    expect(seen).toEqual(['p1', 'Undo', 'Confirm', 'Resign', 'move', 'Play', 'after']);
  });

  test('buttons emit undo, confirm, roll, double and resign', async () => {
    const el = await driven(shortStart31({ canUndo: true, canConfirm: true }));
    const names = ['nardy-undo', 'nardy-confirm', 'nardy-roll', 'nardy-double', 'nardy-resign'];
    const seen: string[] = [];
    for (const n of names) el.addEventListener(n, (e) => seen.push(e.type));
    const click = async (label: string) =>
      userEvent.click(
        page.elementLocator(
          [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.action')].find(
            (b) => b.textContent === label,
          )!,
        ),
      );
    await click('Undo');
    await click('Confirm');
    el.view = shortStart31({ dice: null, diceLeft: [], legal: [] });
    await el.updateComplete;
    await click('Roll');
    await click('Double');
    await click('Resign');
    expect(seen).toEqual(names);
  });

  test('the live region announces a roll and a step the host applied', async () => {
    const el = await driven(shortStart31({ dice: null, diceLeft: [], legal: [] }));
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    el.view = shortStart31();
    await el.updateComplete;
    expect(live.textContent).toBe('White rolled 3-1');
    await userEvent.click(page.elementLocator(control(el, 'p24')));
    await userEvent.click(page.elementLocator(control(el, 'p21')));
    const v = el.view!;
    const points = [...v.points];
    points[24] = 1;
    points[21] = 1;
    el.view = { ...v, points, diceLeft: [1], canUndo: true };
    await el.updateComplete;
    expect(live.textContent).toBe('White 24/21');
  });

  test('setLocale switches every board; a locale attribute wins', async () => {
    const el = await mount('<nardy-board></nardy-board><nardy-board locale="uk"></nardy-board>');
    const other = el.parentElement!.querySelectorAll('nardy-board')[1];
    setLocale('ru');
    await el.updateComplete;
    await other.updateComplete;
    expect(control(el, 'p13').getAttribute('aria-label')).toBe('пункт 13, 5 белых шашек');
    expect(control(other, 'p13').getAttribute('aria-label')).toBe('пункт 13, 5 білих шашок');
  });
});

describe('motion', () => {
  test('a moved checker is the same element, sliding by a CSS transform; reduced motion turns it off', async () => {
    const el = await driven(shortStart31());
    const moving = [...el.shadowRoot!.querySelectorAll<SVGGElement>('.checker[data-loc="p24"]')].at(-1)!;
    const before = moving.style.transform;
    await userEvent.click(page.elementLocator(control(el, 'p24')));
    await userEvent.click(page.elementLocator(control(el, 'p21')));
    const points = [...el.view!.points];
    points[24] = 1;
    points[21] = 1;
    el.view = { ...el.view!, points, diceLeft: [1] };
    await el.updateComplete;
    expect(moving.dataset.loc).toBe('p21');
    expect(moving.style.transform).not.toBe(before);
    expect(getComputedStyle(moving).transitionProperty).toBe('transform');
    expect(getComputedStyle(moving).transitionDuration).not.toBe('0s');
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    expect(getComputedStyle(moving).transitionDuration).toBe('0s');
    await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    const body = el.shadowRoot!.querySelector('.checker.black .body')!;
    const probe = document.createElement('span');
    probe.style.color = 'CanvasText';
    document.body.append(probe);
    expect(getComputedStyle(body).fill).toBe(getComputedStyle(probe).color);
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  });
});

describe('issue 19: what a board says', () => {
  test('bug 19.5: its live region follows a language switch, and a pass is said in words, not "White —"', async () => {
    const start = shortStart31({ turn: 'white', dice: null, legal: [] });
    const el = await driven(start);
    const live = () => el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
    el.view = { ...start, turn: 'black', lastMove: { player: 'white', steps: [], text: '' } };
    await el.updateComplete;
    expect(live()).toBe('White cannot move');
    setLocale('uk');
    await el.updateComplete;
    expect(live()).toBe('У білих немає ходу');
  });

  test('point numbers in the numbering of the player at the screen, matching the points’ names', async () => {
    const el = await driven(shortStart31(), 'numbers');
    const numbers = () => [...el.shadowRoot!.querySelectorAll('svg.numbers.bottom text')].map((t) => t.textContent);
    expect(numbers()).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(control(el, 'p1').getAttribute('aria-label')).toMatch(/^point 1,/);
    el.numbering = 'black';
    await el.updateComplete;
    // Black counts White's 1 as his 24 (short nardy: the sides run opposite ways).
    expect(numbers()).toEqual(['13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24']);
    expect(control(el, 'p1').getAttribute('aria-label')).toMatch(/^point 24,/);
  });
});
