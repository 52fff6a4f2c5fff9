import type { TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { dieSvg } from '../dice/dieSvg.ts';
import { formatPoints, type Strings } from '../i18n/strings.ts';

/**
 * The players' line — each player's disc, name, "(you)" for the player at this screen and score
 * (the match's, or this game's), the match length and a shared cube between them — and under it the
 * status line: the opening roll as two dice with who won it, what auto-play did, and `status` (whose
 * turn and what to do).
 */
export function renderPlayers(input: {
  readonly view: TableView;
  readonly t: Strings;
  readonly name: (color: Color) => string;
  /** The `seat` at this screen (`white`, `black`, `none`, or null when the players share it). */
  readonly seat: string | null;
  readonly status: string;
  /** What auto-play did in the latest change, in words, or null. */
  readonly forced: string | null;
}): TemplateResult {
  const { view, t, name, seat, status, forced } = input;
  const match = view.match.length > 0;
  const player = (c: Color) => {
    const toAct = view.turn === c;
    const score = match ? view.match[c] : view.score[c];
    return html`<div class="player ${c} ${toAct ? 'to-act' : ''}" data-color=${c}>
      <span class="disc ${c}" aria-hidden="true"></span>
      <span class="name">${name(c)}</span>
      ${seat === c ? html`<span class="you">(${name(c) === t.player(c) ? t.you : t.youPlay(c)})</span>` : nothing}
      <span class="sr-only">${t.player(c)}</span>
      <span class="score" title=${t.points}>${formatPoints(score)}</span>
    </div>`;
  };
  const shared = view.cube.mode === 'shared' ? view.cube.shared : null;
  const o = view.opening;
  return html`<div class="players" part="players">
    ${player('white')}
    ${
      match || shared
        ? html`<div class="middle">
            ${match ? html`<span class="match">${t.matchTo(view.match.length)}</span>` : nothing}
            ${
              shared
                ? html`<nardy-cube
                    class="shared-cube"
                    value=${shared.value}
                    owner=${shared.owner ?? nothing}
                    locale=${t.lang}
                    title=${t.sharedCube}
                  ></nardy-cube>`
                : nothing
            }
          </div>`
        : html`<div class="middle-gap"></div>`
    }
    ${player('black')}
    <p class="status" part="status" role="status">
      ${
        o && view.phase !== 'opening'
          ? html`<span class="opening"
              ><svg class="opening-dice" viewBox="0 0 66 30" aria-hidden="true" focusable="false">
                ${svg`<g class="white-die">${dieSvg(o.white, 1, 1, 28, false)}</g><g class="black-die">${dieSvg(o.black, 37, 1, 28, false)}</g>`}
              </svg>
              <span class="sr-only">${t.openingResult(name('white'), o.white, name('black'), o.black, name(o.starter))}</span
              ><span aria-hidden="true">${t.starts(name(o.starter))}</span></span
            >`
          : nothing
      }
      ${forced ? html`<span class="forced">${forced}</span>` : nothing}
      <span class="text">${status}</span>
    </p>
  </div>`;
}
