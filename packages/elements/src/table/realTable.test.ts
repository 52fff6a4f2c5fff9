import { PERSON, parseTableConfig, scriptedDice, selectTableView, TableSession } from '@nardy/parallel';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../index.ts';

afterEach(() => document.body.replaceChildren());

/** Contract check: the element draws what the parallel selectors produce and drives the real core. */
describe('<nardy-table> on the real table session', () => {
  test('roll, play on a board with the pointer, confirm', async () => {
    const config = parseTableConfig({
      boards: [{ variant: 'short' }, { variant: 'long' }],
      ending: 'mars',
      cube: { mode: 'off' },
    });
    if (!config.ok) throw new Error(config.error.message);
    const actor = new TableSession({
      table: config.value,
      first: 'white',
      dice: scriptedDice([3, 1, 6, 5, 4, 2]),
      seats: { white: PERSON, black: PERSON },
    });
    const refusals: string[] = [];
    actor.on('refused', (r) => refusals.push(r.code));
    const el = document.createElement('nardy-table');
    el.actor = actor as never;
    el.select = selectTableView as never;
    document.body.append(el);
    await el.updateComplete;
    const view = () => selectTableView(actor.getSnapshot());
    if (view().phase === 'opening' || view().phase === 'beforeRoll') {
      const roll = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Roll')!;
      await userEvent.click(page.elementLocator(roll));
      await el.updateComplete;
    }
    const v = view();
    expect(v.dice).not.toBeNull();
    expect(el.shadowRoot!.querySelectorAll('nardy-board')).toHaveLength(2);
    const i = v.playable.indexOf(true);
    expect(i).toBeGreaterThanOrEqual(0);
    const board = el.shadowRoot!.querySelectorAll('nardy-board')[i];
    await board.updateComplete;
    const move = v.boards[i].legal[0];
    const mover = v.turn!;
    // The view speaks display points: the board's locations, with the mover's bar and tray.
    const loc = (p: number) => (p === 25 ? `bar-${mover}` : p === 0 ? `off-${mover}` : `p${p}`);
    const ctl = (p: number) => board.shadowRoot!.querySelector<HTMLElement>(`.control[data-loc="${loc(p)}"]`)!;
    await userEvent.click(page.elementLocator(ctl(move.from)));
    await userEvent.click(page.elementLocator(ctl(move.to)));
    await el.updateComplete;
    expect(refusals).toEqual([]);
    expect(view().chosenBoard).toBe(i);
    expect(view().boards[i].canUndo).toBe(true);
  });
});
