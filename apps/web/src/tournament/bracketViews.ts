import { isOver, type Pairing, pairingStatus, places, type Tournament } from '@nardy/tournament';
import { html, nothing, type TemplateResult } from 'lit';
import type { AppStrings } from '../i18n.ts';
import {
  boardVariants,
  bracketColumns,
  describePairing,
  orderedStandings,
  pairingCard,
  type RoundName,
} from './organiser.ts';
import type { TournamentStrings } from './tournamentStrings.ts';

/** A round's title: "Round 1", …, "Semi-final", "Final", "Third place". */
export function roundTitle(s: TournamentStrings, name: RoundName): string {
  const r = s.rounds;
  return name.kind === 'round' ? r.round(name.round) : r[name.kind];
}

/** Places 1–3 once the tournament is over. */
export function renderPodium(t: Tournament, s: TournamentStrings): TemplateResult | typeof nothing {
  if (!isOver(t)) return nothing;
  const podium = places(t);
  return html`<section class="organiser-block podium" aria-labelledby="podium-title">
      <h3 id="podium-title">${s.places}</h3>
      <p>${s.over}</p>
      <ol class="podium-list">
        ${podium.map((p) => html`<li data-place=${p.place}><strong>${s.statuses.places[p.place]}:</strong> ${p.name}</li>`)}
      </ol>
    </section>`;
}

/** One pairing of the bracket: a card for the eye, a sentence for screen readers. */
export function renderPairing(p: Pairing, t: Tournament, s: TournamentStrings): TemplateResult {
  const status = pairingStatus(p);
  const card = pairingCard(p, s, t.withdrawn);
  return html`<li class="bracket-pairing" data-pairing=${p.id} data-status=${status} data-decision=${p.decision ?? ''}>
      <span class="sr-only">${describePairing(p, s, t.withdrawn)}</span>
      <div class="pairing-card" aria-hidden="true">
        <div class="pairing-id">${p.id}</div>
        ${card.sides.map(
          (x) =>
            html`<div class=${['side', x.empty ? 'empty' : '', x.won ? 'won' : '', x.lost ? 'lost' : ''].join(' ')}><span class="side-name">${x.name}</span><span class="side-wins">${x.wins}</span></div>`,
        )}
        ${card.note ? html`<div class="pairing-note">${card.note}</div>` : nothing}
        ${card.matches ? html`<div class="pairing-matches">${card.matches}</div>` : nothing}
      </div>
    </li>`;
}

/** The bracket round by round, in a box of its own that scrolls (a phone never scrolls sideways). */
export function renderBracket(t: Tournament, s: TournamentStrings): TemplateResult {
  return html`<section class="organiser-block bracket-block" aria-labelledby="bracket-title">
      <h3 id="bracket-title">${s.bracket}</h3>
      <div class="bracket" role="group" aria-labelledby="bracket-title" tabindex="0">
        ${bracketColumns(t).map(
          (col) => html`<section class="bracket-round" aria-labelledby=${`round-${col.key}`}>
            <h4 id=${`round-${col.key}`}>${roundTitle(s, col.name)}</h4>
            <ol class="bracket-pairings">
              ${col.pairings.map((p) => renderPairing(p, t, s))}
            </ol>
          </section>`,
        )}
      </div>
    </section>`;
}

/** The standings (place, wins, losses, status), and the form to withdraw a player still in play. */
export function renderStandings(t: Tournament, s: TournamentStrings, withdraw: (e: Event) => void): TemplateResult {
  const rows = orderedStandings(t);
  const status = (r: (typeof rows)[number]) => {
    if (r.place !== null) return s.statuses.places[r.place];
    if (r.withdrawn) return s.statuses.withdrawn;
    if (r.eliminated) return s.statuses.out(r.eliminated.pairing);
    return s.statuses.inPlay;
  };
  const active = rows.filter((r) => r.active);
  return html`<section class="organiser-block" aria-labelledby="standings-title">
      <h3 id="standings-title">${s.standings}</h3>
      <div class="table-scroll" role="group" aria-labelledby="standings-title" tabindex="0">
        <table class="standings">
          <thead><tr>
            <th scope="col">${s.place}</th><th scope="col">${s.player}</th><th scope="col">${s.wins}</th>
            <th scope="col">${s.losses}</th><th scope="col">${s.status}</th>
          </tr></thead>
          <tbody>
            ${rows.map(
              (r) => html`<tr data-player=${r.name}>
                <td>${r.place ?? ''}</td><th scope="row">${r.name}</th><td>${r.matchWins}</td><td>${r.matchLosses}</td><td>${status(r)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${
        active.length > 0 && !isOver(t)
          ? html`<form class="row withdraw-form no-print" @submit=${withdraw}>
              <label class="field" for="withdraw-player"><span>${s.withdraw}</span>
                <select id="withdraw-player" name="player">
                  ${active.map((r) => html`<option value=${r.name}>${r.name}</option>`)}
                </select></label>
              <button type="submit" class="danger">${s.withdrawPlayer}</button>
            </form>`
          : nothing
      }
    </section>`;
}

/** The format in one sentence: match length, wins needed, final, third place, the boards and ending. */
export function formatSummary(t: Tournament, s: TournamentStrings, a: AppStrings): string {
  const c = t.config;
  const boards = boardVariants(c);
  const named = boards.map((v, i) => (boards.length > 1 ? `${a.boardN(i + 1)}: ${a.variant[v]}` : a.variant[v]));
  const ending = a.endings[c.table.ending as 'oin' | 'mars' | 'koks'] ?? c.table.ending;
  return s.formatSummary({
    matchLength: c.matchLength,
    winsNeeded: c.winsNeeded,
    finalWinsNeeded: c.finalWinsNeeded,
    thirdPlace: c.thirdPlace,
    boards: `${named.join(', ')}, ${ending}`,
  });
}

/** How the draw was made (its seed, which makes it reproducible) and the format. */
export function renderDrawInfo(t: Tournament, s: TournamentStrings, a: AppStrings): TemplateResult {
  const draw = t.draw;
  return html`<section class="organiser-block draw-info" aria-labelledby="draw-info-title">
      <h3 id="draw-info-title">${draw?.seed != null ? s.drawnWith(draw.seed) : s.drawnByHand}</h3>
      ${draw?.seed != null ? html`<p><small>${s.drawReproducible}</small></p>` : nothing}
      <p class="format-summary">${formatSummary(t, s, a)}</p>
    </section>`;
}
