import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import './index.ts';
import { act, shortStart31, twoBoardTable } from './testing/fixtures.ts';

afterEach(() => document.body.replaceChildren());

async function audit(el: Element): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('axe-core audit', () => {
  test('a static diagram, light and dark', async () => {
    document.body.innerHTML =
      '<main><nardy-board position-id="4HPwATDgc/ABMA" dice="3-1"></nardy-board><nardy-board variant="long" theme="dark" home="left"></nardy-board></main>';
    for (const el of document.querySelectorAll('nardy-board')) await el.updateComplete;
    expect(await audit(document.body)).toEqual([]);
  });

  test('an interactive board with a piece picked up and an error shown', async () => {
    document.body.innerHTML = '<main><nardy-board></nardy-board></main>';
    const el = document.querySelector('nardy-board')!;
    el.view = shortStart31({ canUndo: true });
    el.addEventListener('nardy-play', (e) => e.preventDefault()); // the host cannot read the text
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.control[data-loc="p24"]')!.click();
    const input = el.shadowRoot!.querySelector('input')!;
    input.value = 'nonsense';
    el.shadowRoot!.querySelector('form')!.requestSubmit();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.error')).not.toBeNull();
    expect(await audit(document.body)).toEqual([]);
  });

  test('a table with a chosen board, a finished board and the scoreboard', async () => {
    document.body.innerHTML = '<main><nardy-table></nardy-table></main>';
    const el = document.querySelector('nardy-table')!;
    el.view = twoBoardTable({
      phase: 'moving',
      chosenBoard: 0,
      boards: [shortStart31(), shortStart31({ result: { winner: 'black', ending: 'oin', points: 0.5 } })],
      results: [{ board: 1, order: 1, winner: 'black', ending: 'oin', cube: 1, points: 0.5 }],
      score: { white: 0, black: 0.5, net: -0.5 },
      actions: [
        act({ type: 'UNDO' }, { board: 0, enabled: false }),
        act({ type: 'CONFIRM' }, { board: 0, enabled: false }),
        act({ type: 'RESIGN', board: 0 }),
      ],
    });
    await el.updateComplete;
    for (const b of el.shadowRoot!.querySelectorAll('nardy-board')) await b.updateComplete;
    expect(await audit(document.body)).toEqual([]);
  });
});
