// @vitest-environment happy-dom
import { createTournament, enterResult, type Tournament } from '@nardy/tournament';
import { type nothing, render, type TemplateResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { appStrings } from '../i18n.ts';
import { formatSummary, renderBracket, renderDrawInfo, renderPodium, renderStandings } from './bracketViews.ts';
import { tournamentStrings } from './tournamentStrings.ts';

const s = tournamentStrings('en');
const a = appStrings('en');
const draw = (t: TemplateResult | typeof nothing) => {
  const host = document.createElement('div');
  render(t, host);
  return host;
};

function tournament(entrants: string[]): Tournament {
  const r = createTournament({ entrants, seed: 'S', config: { minEntrants: 2, thirdPlace: false } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("the organiser's bracket views", () => {
  it('draw the bracket round by round, each pairing a card and a sentence for screen readers', () => {
    const t = tournament(['Анна', 'Борис', 'Вера', 'Глеб']);
    const host = draw(renderBracket(t, s));
    expect([...host.querySelectorAll('.bracket-round h4')].map((h) => h.textContent)).toEqual(['Semifinals', 'Final']);
    const first = host.querySelector('.bracket-pairing');
    expect(first?.querySelector('.sr-only')?.textContent).toMatch(/^Pairing r1-1: /);
    expect(first?.querySelector('.pairing-card')?.getAttribute('aria-hidden')).toBe('true');
    expect(draw(renderDrawInfo(t, s, a)).querySelector('h3')?.textContent).toContain('S');
    expect(formatSummary(t, s, a)).toContain('Short nardy');
  });

  it('list the standings with a withdraw form while players are in play, and the podium at the end', () => {
    let t = tournament(['Анна', 'Борис']);
    let withdrawn = 0;
    const standings = draw(
      renderStandings(t, s, (e) => {
        e.preventDefault();
        withdrawn++;
      }),
    );
    expect([...standings.querySelectorAll('tbody th')].map((th) => th.textContent).sort()).toEqual(['Анна', 'Борис']);
    standings.querySelector('form')?.requestSubmit();
    expect(withdrawn).toBe(1);
    expect(draw(renderPodium(t, s)).textContent).toBe('');
    const final = t.pairings[0];
    const side = final.sides[0];
    const winner = side.kind === 'player' ? side.name : '';
    // The final is won when its winner has the match wins it needs.
    for (let i = 0; i < final.winsNeeded; i++) {
      const result = enterResult(t, { pairing: final.id, winner, score: [5, 0] });
      if (!result.ok) throw new Error(result.error.message);
      t = result.value;
    }
    const podium = draw(renderPodium(t, s));
    expect(podium.querySelector('[data-place="1"]')?.textContent).toContain(winner);
    expect(draw(renderStandings(t, s, () => {})).querySelector('form')).toBeNull();
  });
});
