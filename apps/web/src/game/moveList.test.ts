// @vitest-environment happy-dom
import {
  applyCommand,
  createTable,
  displayPoint,
  legalPlaysOn,
  parseTableConfig,
  scriptedDice,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { renderMoveList } from './moveList.ts';

/** A table of `variant` where Black (the computer, say) has rolled 6-5 and played its first legal play. */
function blackPlayed(variant: 'short' | 'long'): { state: TableState; steps: [number, number][] } {
  const c = parseTableConfig({ boards: [{ variant }], ending: 'koks', cube: { mode: 'off' } });
  if (!c.ok) throw new Error(c.error.message);
  let state = createTable(c.value, 'black');
  const rolled = applyCommand(state, { type: 'ROLL' }, scriptedDice([6, 5]));
  if (!rolled.ok) throw new Error(rolled.error.message);
  state = rolled.value.state;
  const plays = legalPlaysOn(state, 0);
  if (!plays) throw new Error('no plays');
  const steps = plays.plays[0].steps.map((s) => [s.from, s.to] as [number, number]);
  const played = applyCommand(state, { type: 'PLAY', player: 'black', board: 0, steps }, scriptedDice([]));
  if (!played.ok) throw new Error(played.error.message);
  return { state: played.value.state, steps };
}

function lines(state: TableState, viewer: Color): string[] {
  const host = document.createElement('div');
  render(renderMoveList(state, 'en', {}, viewer), host);
  return [...host.querySelectorAll('.move-list li')].map((li) => li.textContent?.trim() ?? '');
}

describe('the move list writes plays in the viewer’s numbering (issue 19 §1)', () => {
  for (const variant of ['short', 'long'] as const) {
    it(`${variant} nardy: the computer's play reads with the numbers of the person's point labels`, () => {
      const { state, steps } = blackPlayed(variant);
      const geometry = state.config.boards[0].rules.geometry;
      // White's labels are the display points (White's own numbering): the list names those.
      const shown = steps.map(
        ([from, to]) => `${displayPoint(geometry, 'black', from)}/${displayPoint(geometry, 'black', to)}`,
      );
      expect(lines(state, 'white')).toEqual([`Black 6-5: ${shown.join(' ')}`]);
      // Seen from Black's seat (or by Black at a shared screen) the play keeps his own numbers.
      expect(lines(state, 'black')).toEqual([`Black 6-5: ${steps.map(([f, t]) => `${f}/${t}`).join(' ')}`]);
      // The record keeps the mover's numbering (the standard for records and .mat files).
      const recorded = state.game.events.find((e) => e.type === 'move');
      expect(recorded?.type === 'move' && recorded.steps).toEqual(steps);
    });
  }
});
