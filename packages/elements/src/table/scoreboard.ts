import type { TableView } from '@nardy/parallel';
import { html, nothing, type TemplateResult } from 'lit';
import { formatPoints, type Strings } from '../i18n/strings.ts';

/**
 * The score of the game as a table (the flowing layout; a fitted table leaves it to its host): each
 * finished board in finishing order, its winner, ending and points, the totals and the net, and on a
 * parallel table the note on the half point.
 */
export function renderScoreboard(view: TableView, t: Strings): TemplateResult | typeof nothing {
  if (view.results.length === 0) return nothing;
  const parallel = view.boards.length > 1;
  return html`<table class="scoreboard" part="scoreboard">
      <caption>
        ${t.scoreboard}
      </caption>
      <thead>
        <tr>
          ${parallel ? html`<th scope="col">${t.order}</th>` : nothing}
          <th scope="col">${t.boards}</th>
          <th scope="col">${t.winner}</th>
          <th scope="col">${t.result}</th>
          <th scope="col">${t.points}</th>
        </tr>
      </thead>
      <tbody>
        ${view.results.map(
          (r) => html`<tr>
            ${parallel ? html`<td>${r.order}</td>` : nothing}
            <td>${r.board + 1}</td>
            <td>${t.player(r.winner)}</td>
            <td>${t.ending(r.ending)}${r.cube > 1 ? ` ×${r.cube}` : ''}</td>
            <td>${formatPoints(r.points)}</td>
          </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colspan=${parallel ? 4 : 3}>${t.total}: ${t.player('white')} ${formatPoints(view.score.white)}, ${t.player('black')} ${formatPoints(view.score.black)}</th>
          <td>${t.net(view.score.net)}</td>
        </tr>
      </tfoot>
    </table>
    ${parallel ? html`<p class="note">${t.halfPoint}.</p>` : nothing}`;
}
