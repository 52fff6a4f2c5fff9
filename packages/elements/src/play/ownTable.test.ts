// <nardy-table boards=…>: a table of its own from attributes alone (the table bundle's install, with the
// computer answered in this thread instead of a worker).
import { BotCore, loadCommittedWeights } from '@nardy/bot';
import { scriptedDice } from '@nardy/parallel';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { NardyErrorDetail } from '../events.ts';
import '../index.ts';
import type { NardyTable } from '../table/nardy-table.ts';
import { type Computer, LocalTable } from './localTable.ts';
import { readTableAttributes } from './tableAttributes.ts';

// The computer's nets are files the worker fetches; here, in this thread, before the first question.
beforeAll(() => loadCommittedWeights());

const Table = customElements.get('nardy-table') as typeof NardyTable;
const installed = Table.localTables;

function inThread(): Computer {
  const core = new BotCore(() => 0);
  let id = 0;
  return {
    async decide(state, player, level) {
      const answer = core.handle({ type: 'decide', id: ++id, state: structuredClone(state), player, level });
      if (answer.type === 'error') throw new Error(answer.message);
      return answer.decision;
    },
    cancel() {},
    terminate() {},
  };
}

/** Installs tables of their own with this computer and dice (White wins the opening: 6 against 1). */
function install(computer: () => Computer = inThread, dice = [6, 1, 5, 2, 4, 3, 6, 5, 3, 1, 2, 4, 5, 5]) {
  Table.localTables = (request, events) => {
    const settings = readTableAttributes(request);
    if (!settings.ok) return settings;
    return LocalTable.create(settings.value, settings.value.computer ? computer() : null, events, {
      pause: 0,
      dice: scriptedDice(dice),
    });
  };
}

beforeEach(() => install());
afterEach(() => {
  Table.localTables = installed;
  document.body.replaceChildren();
});

async function table(html: string): Promise<NardyTable> {
  document.body.innerHTML = html;
  const el = document.querySelector('nardy-table') as NardyTable;
  await el.updateComplete;
  return el;
}

const root = (el: NardyTable) => el.shadowRoot as ShadowRoot;
const click = (el: NardyTable, label: string) => {
  const button = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === label,
  );
  if (!button) throw new Error(`no ${label} button`);
  button.click();
};

describe('<nardy-table> playing a table of its own', () => {
  test('boards="short,long" opponent="human": two boards, roll from the table', async () => {
    const el = await table('<nardy-table boards="short,long" opponent="human"></nardy-table>');
    expect(root(el).querySelectorAll('nardy-board')).toHaveLength(2);
    expect(el.shownView?.phase).toBe('opening');
    expect(el.shownView?.boards.map((b) => b.variant)).toEqual(['short', 'long']);
    click(el, 'Roll');
    await el.updateComplete;
    expect(el.shownView?.dice).not.toBeNull();
  });

  test('against the computer: it plays its turn, then the person may act; the page hears the play', async () => {
    const el = await table('<nardy-table boards="short,long" level="beginner" player="black"></nardy-table>');
    const moves: { player: string; board: number; text: string }[] = [];
    el.addEventListener('nardy-move', (e) => moves.push(e.detail));
    click(el, 'Roll'); // the opening: White (the computer) has the higher die and plays 6-1 at once
    for (let i = 0; i < 100 && el.shownView?.turn !== 'black'; i++) await new Promise((r) => setTimeout(r, 5));
    await el.updateComplete;
    expect(moves).toEqual([
      { player: 'white', board: expect.any(Number), steps: expect.any(Array), text: expect.any(String) },
    ]);
    expect(moves[0].text).toMatch(/^\d+\/\d+ \d+\/\d+$/);
    expect(el.shownView?.phase).toBe('beforeRoll');
    expect(root(el).querySelectorAll('[part~="actions"] button').length).toBeGreaterThan(0);
    expect(el.error).toBeNull();
  });

  test('while the computer is to act the person is offered nothing to do, and the status says so', async () => {
    install(() => ({ decide: () => new Promise(() => {}), cancel() {}, terminate() {} }));
    const el = await table('<nardy-table boards="short,short" player="black"></nardy-table>');
    click(el, 'Roll');
    await el.updateComplete;
    expect(el.shownView?.turn).toBe('white');
    // The person's seat is Black: no action bar, no legal moves drawn on White's roll.
    expect(root(el).querySelectorAll('[part~="actions"] button')).toHaveLength(0);
    for (const board of root(el).querySelectorAll('nardy-board')) expect(board.view?.legal).toEqual([]);
    expect(root(el).querySelector('[part="status"]')?.textContent).toMatch(/computer is thinking/i);
    expect(root(el).querySelector('.player.black .you')).not.toBeNull();
  });

  test('attributes that describe no table: nardy-error, the error property, and nothing misleading drawn', async () => {
    const errors: NardyErrorDetail[] = [];
    document.addEventListener('nardy-error', (e) => errors.push(e.detail), { once: true });
    const el = await table('<nardy-table boards="short,chess"></nardy-table>');
    expect(errors).toEqual([{ code: 'ERR_BOARDS', message: expect.stringContaining('variants') }]);
    // A listener that comes later still finds it.
    expect(el.error).toEqual(errors[0]);
    expect(root(el).querySelectorAll('nardy-board')).toHaveLength(0);
    expect(root(el).querySelector('[part="error"]')?.textContent).toContain('variants');
    // Good attributes clear it.
    el.setAttribute('boards', 'long');
    await el.updateComplete;
    expect(el.error).toBeNull();
    expect(root(el).querySelectorAll('nardy-board')).toHaveLength(1);
  });

  test.each([
    ['opponent="robot"', 'ERR_OPPONENT'],
    ['level="god"', 'ERR_LEVEL'],
    ['player="red"', 'ERR_PLAYER'],
    ['cube="on"', 'ERR_CUBE'],
    ['ending="gammon"', 'ERR_ENDING'],
    ['match="0"', 'ERR_MATCH'],
    ['auto-play="sometimes"', 'ERR_AUTO_PLAY'],
  ])('%s → %s', async (attribute, code) => {
    const el = await table(`<nardy-table boards="short" ${attribute}></nardy-table>`);
    expect(el.error?.code).toBe(code);
    expect(root(el).querySelectorAll('nardy-board')).toHaveLength(0);
  });

  test('without the table bundle: ERR_NO_TABLE_ENGINE says what to load', async () => {
    Table.localTables = null;
    const el = await table('<nardy-table boards="short"></nardy-table>');
    expect(el.error?.code).toBe('ERR_NO_TABLE_ENGINE');
    expect(el.error?.message).toContain('nardy-table.js');
  });

  test('an actor given by the page wins over the attributes', async () => {
    const el = await table('<nardy-table boards="short,long"></nardy-table>');
    const other = LocalTable.create(
      (
        readTableAttributes({
          boards: 'long',
          opponent: 'human',
          level: null,
          player: null,
          cube: null,
          ending: null,
          match: null,
        }) as { ok: true; value: never }
      ).value,
      null,
      { move() {}, gameOver() {}, error() {}, changed() {} },
    );
    if (!other.ok) throw new Error(other.error.message);
    el.actor = other.value.seat;
    el.select = other.value.select;
    await el.updateComplete;
    expect(el.shownView?.boards.map((b) => b.variant)).toEqual(['long']);
  });

  test('auto-play="on" (the default) chooses the only board the roll can be played on, and the status line says so; "off" leaves it', async () => {
    // Board 1: White on the bar against a closed home, so the opening 6-1 can be played on board 2 only.
    const closed = { white: { points: { 6: 14 }, bar: 1 }, black: { points: { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 } } };
    Table.localTables = (request, events) => {
      const settings = readTableAttributes(request);
      if (!settings.ok) return settings;
      const spec = {
        ...settings.value.spec,
        boards: [{ variant: 'short' as const, start: closed }, { variant: 'short' as const }],
      };
      return LocalTable.create({ ...settings.value, spec }, null, events, {
        pause: 0,
        dice: scriptedDice([6, 1]),
        auto: settings.value.auto,
      });
    };
    const status = (el: NardyTable) =>
      root(el).querySelector('[part="status"]')?.textContent?.replace(/\s+/g, ' ').trim();
    const on = await table('<nardy-table boards="short,short" opponent="human"></nardy-table>');
    click(on, 'Roll');
    for (let i = 0; i < 100 && on.shownView?.chosenBoard !== 1; i++) await new Promise((r) => setTimeout(r, 5));
    await on.updateComplete;
    expect(on.shownView?.chosenBoard).toBe(1);
    expect(root(on).querySelector('.forced')?.textContent).toBe('White: only board 2 could take the roll');
    expect(status(on)).toContain('White: only board 2 could take the roll');
    on.remove();
    const off = await table('<nardy-table boards="short,short" opponent="human" auto-play="off"></nardy-table>');
    click(off, 'Roll');
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 5));
    await off.updateComplete;
    expect(off.shownView?.phase).toBe('chooseBoard');
    expect(root(off).querySelector('.forced')).toBeNull();
    expect(status(off)).not.toContain('could take the roll');
  });

  test('the page may tell the status line what auto-play did (`forced`), in the table’s language', async () => {
    const el = await table('<nardy-table boards="short,short" opponent="human" player="white"></nardy-table>');
    el.seat = 'white';
    el.forced = { player: 'white', kind: 'play' };
    await el.updateComplete;
    expect(root(el).querySelector('.forced')?.textContent).toBe('Forced move');
    el.forced = { player: 'black', kind: 'bearOff' };
    el.locale = 'ru';
    await el.updateComplete;
    expect(root(el).querySelector('.forced')?.textContent).toBe('Чёрные: шашки выброшены');
    el.forced = null;
    await el.updateComplete;
    expect(root(el).querySelector('.forced')).toBeNull();
  });
});
