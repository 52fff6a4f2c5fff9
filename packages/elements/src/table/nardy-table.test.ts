import type { TableCommand } from '@nardy/parallel';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../index.ts';
import { en } from '../i18n/en.ts';
import { setLocale } from '../i18n/locale.ts';
import { act, shortStart31, twoBoardTable } from '../testing/fixtures.ts';
import { type NardyTable, tableAnnouncements } from './nardy-table.ts';

afterEach(() => document.body.replaceChildren());

async function mount(view = twoBoardTable(), width = 1100): Promise<NardyTable> {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const el = document.createElement('nardy-table');
  el.view = view;
  host.append(el);
  await el.updateComplete;
  return el;
}

const commands = (el: EventTarget) => {
  const seen: TableCommand[] = [];
  el.addEventListener('nardy-command', (e) => seen.push((e as CustomEvent<TableCommand>).detail));
  return seen;
};
/** A button by its accessible name: its aria-label, else its text. */
const buttonByText = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === text,
  )!;

/** The actions while board 0 is chosen: Undo and Confirm (nothing entered yet), resigning any board. */
const chosenActions = [
  act({ type: 'UNDO' }, { board: 0, enabled: false }),
  act({ type: 'CONFIRM' }, { board: 0, enabled: false }),
  act({ type: 'RESIGN', board: 0 }),
  act({ type: 'RESIGN', board: 1 }),
];
const beforeRollActions = [act({ type: 'ROLL' }), act({ type: 'RESIGN', board: 0 }), act({ type: 'RESIGN', board: 1 })];

describe('<nardy-table>', () => {
  test('boards, their status, and a pass offered on the blocked board', async () => {
    const el = await mount();
    const slots = el.shadowRoot!.querySelectorAll('.slot');
    expect(slots).toHaveLength(2);
    expect(slots[0].classList.contains('canPlay')).toBe(true);
    expect(slots[1].classList.contains('blocked')).toBe(true);
    expect(slots[1].querySelector('.chip')!.getAttribute('title')).toBe('blocked: choosing it is a pass');
    const seen = commands(el);
    const chosen: number[] = [];
    el.addEventListener('nardy-choose-board', (e) => chosen.push(e.detail.board));
    // One action bar, on the board in play (the playable board first); every other board shows its own
    // choice: the blocked one says why the roll cannot be played there, and draws no dice (issue 49 §5.6).
    expect(el.shadowRoot!.querySelectorAll('[part="actions"]')).toHaveLength(1);
    expect(buttonByText(slots[1], 'Pass here')).toBeDefined();
    expect(slots[1].querySelector('[part="why"]')?.textContent).toBe(
      'No legal move for 3-1 here: choosing this board passes',
    );
    const boards = el.shadowRoot!.querySelectorAll('nardy-board');
    expect(boards[1].shadowRoot!.querySelectorAll('g.die')).toHaveLength(0);
    expect(boards[0].shadowRoot!.querySelectorAll('g.die').length).toBeGreaterThan(0);
    el.activate(1);
    await el.updateComplete;
    expect(buttonByText(el.shadowRoot!.querySelectorAll('.slot')[0], 'Play here')).toBeDefined();
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!.querySelectorAll('.slot')[1], 'Pass here')));
    expect(seen).toEqual([{ type: 'CHOOSE_BOARD', board: 1 }]);
    expect(chosen).toEqual([1]);
  });

  test('a step on a board becomes a STEP command with the board index', async () => {
    const el = await mount();
    const seen = commands(document);
    const board = el.shadowRoot!.querySelectorAll('nardy-board')[0];
    const ctl = (loc: string) => board.shadowRoot!.querySelector<HTMLElement>(`.control[data-loc="${loc}"]`)!;
    await userEvent.click(page.elementLocator(ctl('p8')));
    await userEvent.click(page.elementLocator(ctl('p5')));
    expect(seen).toEqual([{ type: 'STEP', board: 0, from: 8, to: 5, die: 3 }]);
  });

  test('a step of Black (display points on the board) becomes a STEP in Black’s own numbering', async () => {
    const black = shortStart31({ turn: 'black', legal: [{ from: 1, to: 4, dice: [3], text: '24/21' }] });
    const el = await mount(twoBoardTable({ turn: 'black', boards: [black, twoBoardTable().boards[1]] }));
    const seen = commands(document);
    const board = el.shadowRoot!.querySelectorAll('nardy-board')[0];
    const ctl = (loc: string) => board.shadowRoot!.querySelector<HTMLElement>(`.control[data-loc="${loc}"]`)!;
    await userEvent.click(page.elementLocator(ctl('p1')));
    await userEvent.click(page.elementLocator(ctl('p4')));
    expect(seen).toEqual([{ type: 'STEP', board: 0, from: 24, to: 21, die: 3 }]);
  });

  test('roll, take/drop, next game and per-board double come out as commands', async () => {
    const el = await mount(
      twoBoardTable({
        phase: 'beforeRoll',
        dice: null,
        cube: { mode: 'perBoard', shared: null, canDouble: [1], offer: null },
        actions: [
          act({ type: 'DOUBLE', board: 1 }),
          act({ type: 'ROLL' }),
          act({ type: 'RESIGN', board: 0 }),
          act({ type: 'RESIGN', board: 1 }),
        ],
      }),
    );
    const seen = commands(el);
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Roll')));
    // Board 1's cube: its Double is on the bar once board 1 is the board in play.
    expect(buttonByText(el.shadowRoot!, 'Double')).toBeUndefined();
    el.activate(1);
    await el.updateComplete;
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!.querySelectorAll('.slot')[1], 'Double')));
    el.view = twoBoardTable({
      phase: 'awaitingReply',
      cube: { mode: 'perBoard', shared: null, canDouble: [], offer: { by: 'white', board: 1, value: 2 } },
      actions: [act({ type: 'TAKE' }, { board: 1 }), act({ type: 'DROP', board: 1 })],
    });
    await el.updateComplete;
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Take')));
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Drop')));
    el.view = twoBoardTable({
      phase: 'gameOver',
      turn: null,
      match: { length: 3, white: 1, black: 0, over: false },
      actions: [act({ type: 'NEXT_GAME' })],
    });
    await el.updateComplete;
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Next game')));
    expect(seen).toEqual([
      { type: 'ROLL' },
      { type: 'DOUBLE', board: 1 },
      { type: 'TAKE' },
      { type: 'DROP', board: 1 },
      { type: 'NEXT_GAME' },
    ]);
  });

  test('the bar draws the actions the view lists, not what the phase would allow; a cancelled intent sends nothing', async () => {
    const el = await mount(twoBoardTable({ phase: 'beforeRoll', dice: null, actions: [] }));
    expect(el.shadowRoot!.querySelector('[part="actions"]')).toBeNull();
    el.view = twoBoardTable({ phase: 'beforeRoll', dice: null, actions: [act({ type: 'ROLL' })] });
    await el.updateComplete;
    const labels = () =>
      [...el.shadowRoot!.querySelectorAll('[part="actions"] button')].map(
        (b) => b.getAttribute('aria-label') ?? b.textContent!.trim(),
      );
    expect(labels()).toEqual(['Roll']);
    const seen = commands(el);
    el.addEventListener('nardy-roll', (e) => e.preventDefault(), { once: true });
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Roll')));
    expect(seen).toEqual([]);
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Roll')));
    expect(seen).toEqual([{ type: 'ROLL' }]);
  });

  test('scoreboard with the half point and the net', async () => {
    const finished = shortStart31({ result: { winner: 'white', ending: 'mars', points: 1.5 } });
    const el = await mount(
      twoBoardTable({
        boards: [finished, shortStart31()],
        results: [{ board: 0, order: 1, winner: 'white', ending: 'mars', cube: 1, points: 1.5 }],
        score: { white: 1.5, black: 0, net: 1.5 },
      }),
    );
    const table = el.shadowRoot!.querySelector('.scoreboard')!;
    expect(table.querySelector('tbody')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('1 1 White mars 1½');
    expect(table.querySelector('tfoot')!.textContent).toContain('Net: White +1½');
    expect(el.shadowRoot!.querySelectorAll('.slot')[0].classList.contains('finished')).toBe(true);
  });

  test('the action bar follows the board the player turns to (a click or keyboard focus on it)', async () => {
    const el = await mount(
      twoBoardTable({
        boards: [shortStart31(), shortStart31(), shortStart31()],
        selectable: [true, true, true],
        playable: [true, false, true],
      }),
    );
    const bar = () => el.shadowRoot!.querySelector('[part="actions"]')!.closest('.slot')!.getAttribute('data-board');
    expect(bar()).toBe('0');
    const board2 = el.shadowRoot!.querySelectorAll('nardy-board')[2];
    board2.focus();
    await board2.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(bar()).toBe('2');
    expect(el.activeBoard).toBe(2);
    const slot1 = el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')[1];
    slot1.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await el.updateComplete;
    expect(bar()).toBe('1');
  });

  test('the host’s controls of the turn (slot "actions") join the action bar while the roll is played', async () => {
    const el = await mount();
    const hint = document.createElement('button');
    hint.slot = 'actions';
    hint.textContent = 'Hint';
    el.append(hint);
    await el.updateComplete;
    const slot = () => el.shadowRoot!.querySelector<HTMLSlotElement>('[part="actions"] slot[name="actions"]');
    expect(slot()?.assignedElements()).toEqual([hint]);
    expect(hint.getBoundingClientRect().width).toBeGreaterThan(0);
    // Before the roll the bar is the table's own (Roll, Double, Resign).
    el.view = {
      ...twoBoardTable(),
      phase: 'beforeRoll',
      actions: [act({ type: 'ROLL' }), act({ type: 'RESIGN', board: 0 }), act({ type: 'RESIGN', board: 1 })],
    };
    await el.updateComplete;
    expect(slot()).toBeNull();
    expect(hint.getBoundingClientRect().width).toBe(0);
  });

  test('side by side when wide, stacked when narrow; fitted to a phone: one large board and thumbnails', async () => {
    const wide = await mount(twoBoardTable(), 1100);
    await wide.updateComplete;
    const [a, b] = wide.shadowRoot!.querySelectorAll('.slot');
    expect(a.getBoundingClientRect().top).toBe(b.getBoundingClientRect().top);
    expect(b.getBoundingClientRect().left).toBeGreaterThan(a.getBoundingClientRect().right - 1);
    const narrow = await mount(twoBoardTable(), 360);
    await narrow.updateComplete;
    const [c, d] = narrow.shadowRoot!.querySelectorAll('.slot');
    expect(d.getBoundingClientRect().top).toBeGreaterThanOrEqual(c.getBoundingClientRect().bottom - 1);
    // A phone's box and four boards: the board in play large, the others as live thumbnails.
    const host = document.createElement('div');
    host.style.cssText = 'width: 390px; height: 700px';
    document.body.append(host);
    const fit = document.createElement('nardy-table');
    fit.fit = true;
    fit.view = twoBoardTable({
      boards: [shortStart31(), shortStart31(), shortStart31(), shortStart31()],
      selectable: [true, true, true, true],
      playable: [true, false, true, true],
    });
    host.append(fit);
    await fit.updateComplete;
    await fit.updateComplete;
    const slots = [...fit.shadowRoot!.querySelectorAll<HTMLElement>('.slot')];
    expect(slots.map((x) => x.classList.contains('main'))).toEqual([true, false, false, false]);
    expect(slots.filter((x) => x.classList.contains('thumb'))).toHaveLength(3);
    const box = host.getBoundingClientRect();
    for (const x of slots) {
      const r = x.getBoundingClientRect();
      expect(r.right).toBeLessThanOrEqual(box.right + 1);
      expect(r.bottom).toBeLessThanOrEqual(box.bottom + 1);
    }
    // A thumbnail says where the roll can be played, and a tap brings its board forward.
    const thumb = buttonByText(slots[2], 'Show Board 3 · Short nardy: roll can be played');
    expect(thumb).toBeDefined();
    await userEvent.click(page.elementLocator(thumb));
    await fit.updateComplete;
    expect(fit.shadowRoot!.querySelectorAll('.slot')[2].classList.contains('main')).toBe(true);
  });

  test('the player at this screen is marked, with the colour when the name does not say it', async () => {
    const el = await mount();
    el.seat = 'white';
    await el.updateComplete;
    const you = () => el.shadowRoot!.querySelector('.player.white .you')?.textContent;
    expect(you()).toBe('(you)');
    expect(el.shadowRoot!.querySelector('.player.black .you')).toBeNull();
    el.names = { white: 'Анна', black: 'Computer (strong)' };
    await el.updateComplete;
    expect(you()).toBe('(you play White)');
    el.locale = 'ru';
    await el.updateComplete;
    expect(you()).toBe('(вы играете белыми)');
  });

  test('each seat sees its own checkers at the bottom, in its own numbering (issue 49 §5.2)', async () => {
    const el = await mount();
    const boards = () => [...el.shadowRoot!.querySelectorAll('nardy-board')];
    expect(boards().map((b) => b.getAttribute('bottom'))).toEqual(['white', 'white']);
    el.seat = 'black';
    await el.updateComplete;
    expect(boards().map((b) => b.getAttribute('bottom'))).toEqual(['black', 'black']);
    expect(boards().map((b) => b.getAttribute('numbering'))).toEqual(['black', 'black']);
    // A host that turns the boards keeps its choice.
    el.bottom = 'white';
    await el.updateComplete;
    expect(boards().map((b) => b.getAttribute('bottom'))).toEqual(['white', 'white']);
  });

  test('a board lost on time says so, not "resignation" (issue 49 §5.7)', async () => {
    const over = twoBoardTable({
      phase: 'gameOver',
      turn: null,
      dice: null,
      actions: [],
      results: [
        { board: 0, order: 1, winner: 'white', ending: 'resign', scoredAs: 'mars', cube: 1, points: 1.5 },
        { board: 1, order: 2, winner: 'white', ending: 'resign', scoredAs: 'oin', cube: 1, points: 1 },
      ],
    });
    const el = await mount(over);
    const chips = () => [...el.shadowRoot!.querySelectorAll('.chip')].map((c) => c.getAttribute('title'));
    expect(chips()[0]).toContain('resignation');
    el.forfeit = { player: 'black', reason: 'timeout' };
    await el.updateComplete;
    expect(chips()).toEqual(['White wins: on time, 1½ points', 'White wins: on time, 1 point']);
    el.locale = 'ru';
    await el.updateComplete;
    expect(chips()[0]).toContain('по времени');
  });

  test('a small board keeps its bar to what fits: typing waits until the board is chosen', async () => {
    const visible = (el: NardyTable, name: string) => {
      const b = buttonByText(el.shadowRoot!, name);
      return b !== undefined && b.getClientRects().length > 0;
    };
    const wide = await mount(twoBoardTable(), 1100);
    expect(visible(wide, 'Play here')).toBe(true);
    expect(visible(wide, 'Type a move')).toBe(true);
    const small = await mount(twoBoardTable(), 400);
    expect(visible(small, 'Play here')).toBe(true);
    expect(visible(small, 'Type a move')).toBe(false);
    for (const b of small.shadowRoot!.querySelectorAll<HTMLElement>('[part="actions"] button')) {
      if (b.getClientRects().length > 0) expect(b.scrollWidth).toBeLessThanOrEqual(b.clientWidth + 1);
    }
    // Once chosen (Undo, Confirm), the board offers typing again.
    small.view = twoBoardTable({ phase: 'moving', chosenBoard: 0, actions: chosenActions });
    await small.updateComplete;
    expect(visible(small, 'Confirm')).toBe(true);
    expect(visible(small, 'Type a move')).toBe(true);
  });

  test('driven by an actor through the TableController', async () => {
    let view = twoBoardTable();
    const observers = new Set<(s: { v: typeof view }) => void>();
    const sent: TableCommand[] = [];
    const actor = {
      getSnapshot: () => ({ v: view }),
      subscribe: (o: (s: { v: typeof view }) => void) => {
        observers.add(o);
        return { unsubscribe: () => observers.delete(o) };
      },
      send: (c: TableCommand) => sent.push(c),
    };
    const el = document.createElement('nardy-table');
    el.actor = actor as never;
    el.select = ((s: { v: typeof view }) => s.v) as never;
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.slot')).toHaveLength(2);
    view = twoBoardTable({ phase: 'moving', chosenBoard: 0, actions: chosenActions });
    for (const o of observers) o({ v: view });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.slot')[0].classList.contains('chosen')).toBe(true);
    // Resigning is offered only before moving.
    expect(buttonByText(el.shadowRoot!, 'Resign…')).toBeUndefined();
    el.view = null;
    view = twoBoardTable({ phase: 'beforeRoll', dice: null, actions: beforeRollActions });
    for (const o of observers) o({ v: view });
    await el.updateComplete;
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Roll')));
    expect(sent).toEqual([{ type: 'ROLL' }]);
    el.remove();
    expect(observers.size).toBe(0);
  });
});

describe('typed plays on a table driven by an actor', () => {
  /** A fake table actor: a STEP uses its die (legal moves needing it disappear), UNDO gives it back. */
  function fakeActor() {
    const base = twoBoardTable();
    const used: number[] = [];
    const sent: TableCommand[] = [];
    const observers = new Set<(s: unknown) => void>();
    const view = () => {
      const b = base.boards[0];
      const legal = b.legal.filter((l) => !l.dice.some((d) => used.includes(d)));
      return {
        ...base,
        phase: used.length ? 'moving' : 'chooseBoard',
        chosenBoard: used.length ? 0 : null,
        actions: used.length ? chosenActions : base.actions,
        boards: [{ ...b, legal }, base.boards[1]],
      } as typeof base;
    };
    let snapshot = view();
    return {
      sent,
      used,
      actor: {
        getSnapshot: () => snapshot,
        subscribe: (o: (s: unknown) => void) => {
          observers.add(o);
          return { unsubscribe: () => observers.delete(o) };
        },
        send: (c: TableCommand) => {
          sent.push(c);
          if (c.type === 'STEP') used.push(c.die!);
          if (c.type === 'UNDO') used.pop();
          snapshot = view();
          for (const o of observers) o(snapshot);
        },
      },
    };
  }

  /** A table driven by the fake actor. */
  async function driven() {
    const fake = fakeActor();
    const el = document.createElement('nardy-table');
    el.actor = fake.actor as never;
    el.select = ((s: unknown) => s) as never;
    // Boards wide enough to offer typing before the board is chosen.
    el.style.width = '1100px';
    document.body.append(el);
    await el.updateComplete;
    return { fake, el };
  }

  /** The codes of the `nardy-error` events `el` sends. */
  function errorsOf(el: NardyTable): string[] {
    const errors: string[] = [];
    el.addEventListener('nardy-error', (e) => errors.push(e.detail.code));
    return errors;
  }

  /** Opens the table's notation field from the action bar (Type a move) and types a play. */
  async function typeOn(el: NardyTable, text: string) {
    await userEvent.click(page.elementLocator(buttonByText(el.shadowRoot!, 'Type a move')));
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector('input')!;
    expect(el.shadowRoot!.activeElement).toBe(input);
    await userEvent.fill(page.elementLocator(input), text);
    await userEvent.keyboard('{Enter}');
  }

  test('a legal play is sent as STEP commands', async () => {
    const { fake, el } = await driven();
    await typeOn(el, '24/21 6/5');
    expect(fake.sent).toEqual([
      { type: 'STEP', board: 0, from: 24, to: 21, die: 3 },
      { type: 'STEP', board: 0, from: 6, to: 5, die: 1 },
    ]);
  });

  test('text that is not notation: nardy-error ERR_MOVE_TEXT, nothing sent, the board marks its field', async () => {
    const { fake, el } = await driven();
    const errors = errorsOf(el);
    await typeOn(el, 'hello');
    expect(errors).toEqual(['ERR_MOVE_TEXT']);
    expect(fake.sent).toEqual([]);
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(el.shadowRoot!.querySelector('[aria-live]')!.textContent).toContain('Not a move');
  });

  test('an illegal move undoes what was sent and reports move/illegal', async () => {
    const { fake, el } = await driven();
    const errors = errorsOf(el);
    await typeOn(el, '24/21 8/5');
    expect(fake.sent).toEqual([{ type: 'STEP', board: 0, from: 24, to: 21, die: 3 }, { type: 'UNDO' }]);
    expect(fake.used).toEqual([]);
    expect(errors).toEqual(['move/illegal']);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-live]')!.textContent).toBe(
      '24/21 8/5 is not a legal move here; nothing was played',
    );
  });
});

describe('issue 19 bugs (each failed before its fix)', () => {
  test('bug 19.1: the Finished column shows the order as the table gives it (already 1-based)', async () => {
    const finished = shortStart31({ result: { winner: 'white', ending: 'mars', points: 1.5 } });
    const el = await mount(
      twoBoardTable({
        boards: [shortStart31(), finished],
        results: [{ board: 1, order: 1, winner: 'white', ending: 'mars', cube: 1, points: 1.5 }],
        score: { white: 1.5, black: 0, net: 1.5 },
      }),
    );
    const row = el.shadowRoot!.querySelector('.scoreboard tbody tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent!.trim())[0]).toBe('1');
  });

  test('bug 19.3: no "Next game" after a single game; offered while a match goes on', async () => {
    const single = await mount(
      twoBoardTable({
        phase: 'gameOver',
        turn: null,
        dice: null,
        match: { length: 0, white: 1, black: 0, over: true },
        actions: [],
      }),
    );
    expect(buttonByText(single.shadowRoot!, 'Next game')).toBeUndefined();
    const match = await mount(
      twoBoardTable({
        phase: 'gameOver',
        turn: null,
        dice: null,
        match: { length: 5, white: 1, black: 0, over: false },
        actions: [act({ type: 'NEXT_GAME' })],
      }),
    );
    expect(buttonByText(match.shadowRoot!, 'Next game')).toBeDefined();
  });

  test('bug 19.8: winners capitalised, "1 point", no "or double" with the cube off, sentences start upper-case', async () => {
    const won = shortStart31({ result: { winner: 'black', ending: 'oin', points: 1 } });
    const el = await mount(
      twoBoardTable({
        phase: 'beforeRoll',
        dice: null,
        cube: { mode: 'off', shared: null, canDouble: [], offer: null },
        boards: [won, shortStart31()],
        results: [{ board: 0, order: 1, winner: 'black', ending: 'oin', cube: 1, points: 1 }],
        score: { white: 0, black: 1, net: -1 },
        actions: [act({ type: 'ROLL' }), act({ type: 'RESIGN', board: 1 })],
      }),
    );
    const root = el.shadowRoot!;
    const cells = [...root.querySelectorAll('.scoreboard tbody td')].map((td) => td.textContent!.trim());
    expect(cells).toContain('Black');
    expect(cells).not.toContain('black');
    expect(root.textContent).not.toMatch(/\b1 points\b/);
    expect(root.textContent).not.toContain('Roll or double');
    const note = root.querySelector('.note');
    if (note) expect(note.textContent!.trim()).toMatch(/^[A-Z]/);
  });
});

describe('issue 19 bugs of the table against the computer and for screen readers', () => {
  afterEach(() => setLocale('en'));

  test('bug 19.4: while the computer considers a double, no Take/Drop for the person; the offer names its board', async () => {
    const offered = twoBoardTable({
      phase: 'awaitingReply',
      turn: 'black',
      dice: null,
      cube: { mode: 'perBoard', shared: null, canDouble: [], offer: { by: 'white', board: 1, value: 2 } },
      actions: [act({ type: 'TAKE' }, { board: 1 }), act({ type: 'DROP', board: 1 })],
    });
    const el = await mount(offered);
    el.seat = 'white';
    el.names = { white: 'Anna', black: 'Computer (club)' };
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(buttonByText(root, 'Take')).toBeUndefined();
    expect(buttonByText(root, 'Drop')).toBeUndefined();
    const status = root.querySelector('[part="status"]')!.textContent!;
    expect(status).toContain('Double to 2 on board 2: waiting for Computer (club) to answer');
    expect(status).not.toContain('to play');
    // The computer's double to the person: Take and Drop, saying which board.
    el.view = {
      ...offered,
      turn: 'white',
      cube: { ...offered.cube, offer: { by: 'black', board: 0, value: 2 } },
      actions: [act({ type: 'TAKE' }, { board: 0 }), act({ type: 'DROP', board: 0 })],
    };
    await el.updateComplete;
    expect(buttonByText(root, 'Take')).toBeDefined();
    expect(buttonByText(root, 'Drop')).toBeDefined();
    expect(root.querySelector('[part="status"]')!.textContent).toContain(
      'Computer (club) doubles to 2 on board 1: take or drop?',
    );
    // And the person cannot move the computer's checkers on its turn.
    el.view = twoBoardTable({ turn: 'black' });
    await el.updateComplete;
    const board = root.querySelectorAll('nardy-board')[0];
    expect(board.view?.legal).toEqual([]);
  });

  test('bug 19.5: the live region follows a language switch; a pass is said in words; a play names its board', async () => {
    const before = twoBoardTable({ phase: 'beforeRoll', turn: 'black', dice: null });
    const el = await mount(before);
    const live = () => el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
    const lastMove = { player: 'black' as const, steps: [{ from: 1, to: 4 }], text: '24/21' };
    el.view = twoBoardTable({
      phase: 'beforeRoll',
      turn: 'white',
      dice: null,
      boards: [before.boards[0], { ...before.boards[1], lastMove }],
    });
    await el.updateComplete;
    expect(live()).toBe('Board 2 · Short nardy: Black 24/21');
    setLocale('ru');
    await el.updateComplete;
    expect(live()).toBe('Доска 2 · Короткие нарды: Чёрные: 24/21');
    setLocale('en');
    const pass = { player: 'white' as const, steps: [], text: '' };
    expect(
      tableAnnouncements(
        before,
        { ...before, boards: [{ ...before.boards[0], lastMove: pass }, before.boards[1]] },
        en,
      ),
    ).toEqual(['Board 1 · Short nardy: White cannot move']);
  });
});
