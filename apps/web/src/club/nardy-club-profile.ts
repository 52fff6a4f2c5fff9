import type { Locale } from '@nardy/elements';
import { RATING_KINDS } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { type AppStrings, appStrings } from '../i18n.ts';
import type { Profile } from './clubApi.ts';
import { clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';
import { ratingChart } from './ratingChart.ts';
import { socialStrings } from './socialStrings.ts';

/** The logged-in player's relation to the profile shown (null: a guest, his own profile, or not known yet). */
export interface ProfileViewer {
  readonly following: boolean;
  readonly blocked: boolean;
}

/** Glicko-2's starting rating (the server's, for every kind). */
const INITIAL_RATING = 1500;

/**
 * A player's profile (`#/club/player/<name>`): ratings per kind (±RD, games), the rating history as a
 * small line per kind starting at 1500, recent games with their records and Analyse (`nardy-club-analyse`),
 * and wins / losses / draws by variant. `profile` is null while it loads, `{error}` when it could not be
 * read; `server` is the game server's address (for the records' links).
 */
export class NardyClubProfile extends LitElement {
  static override properties = {
    locale: { type: String },
    server: { type: String },
    profile: { attribute: false },
    viewer: { attribute: false },
  };

  declare locale: Locale;
  declare server: string;
  declare profile: Profile | { error: string } | null;
  /** Follow, Challenge and Block show when set. */
  declare viewer: ProfileViewer | null;

  constructor() {
    super();
    this.locale = 'en';
    this.server = '';
    this.profile = null;
    this.viewer = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const a = appStrings(this.locale);
    const profile = this.profile;
    if (profile === null) return html`<p>${s.loading}</p>`;
    if ('error' in profile) return html`<p role="alert">${profile.error}</p>`;
    const date = (iso: string) => new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium' }).format(new Date(iso));
    const when = (iso: string) =>
      new Intl.DateTimeFormat(this.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
    const variants = (v: string) =>
      v
        .split('+')
        .map((x) => a.variant[x as keyof AppStrings['variant']] ?? x)
        .join(' + ');
    const base = this.server || location.origin;
    return html`<div class="profile">
      <h3>${profile.name}</h3>
      <p>${s.member(date(profile.since))}</p>
      ${this.#renderSocial(profile.name)}
      <table class="ratings">
        <caption>${s.rating}</caption>
        <tbody>
          ${RATING_KINDS.map((k) => {
            const r = profile.ratings[k];
            return html`<tr data-kind=${k}>
              <th scope="row"><a href=${clubHash({ page: 'leaders', kind: k })}>${s.kinds[k]}</a></th>
              <td class="rating-value">${r ? html`${Math.round(r.rating)} <small>${s.deviation}${Math.round(r.rd)}</small>` : s.noRating}</td>
              <td>${r ? s.games(r.games) : nothing}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <section aria-labelledby="history-h">
        <h4 id="history-h">${s.ratingHistory}</h4>
        ${
          profile.history.length === 0
            ? html`<p>${s.noHistory}</p>`
            : RATING_KINDS.filter((k) => profile.history.some((h) => h.kind === k)).map((k) => {
                // Every account starts at Glicko-2's 1500: the line begins there, so one game already shows a move.
                const points = [{ rating: INITIAL_RATING }, ...profile.history.filter((h) => h.kind === k)];
                const first = Math.round(points[0].rating);
                const last = Math.round(points[points.length - 1].rating);
                return html`<figure class="rating-history" data-kind=${k}>
                ${ratingChart(points, s.chartLabel(s.kinds[k], points.length - 1, first, last))}
                <figcaption>${s.kinds[k]}: ${last}</figcaption>
              </figure>`;
              })
        }
      </section>
      <section aria-labelledby="recent-h">
        <h4 id="recent-h">${s.recentGames}</h4>
        ${
          profile.recent.length === 0
            ? html`<p>${s.noGames}</p>`
            : html`<table class="recent">
              <thead>
                <tr>
                  <th scope="col">${s.when}</th>
                  <th scope="col">${s.boards}</th>
                  <th scope="col">${s.opponent}</th>
                  <th scope="col">${s.result}</th>
                  <th scope="col">${s.record}</th>
                </tr>
              </thead>
              <tbody>
                ${profile.recent.map((g) => {
                  const opponent = g.opponent.name ?? s.guest;
                  return html`<tr data-table=${g.table}>
                    <td>${when(g.at)}</td>
                    <td>
                      ${variants(g.variants.join('+'))}${g.match ? html` · ${s.matchTo(g.match)}` : nothing}
                      ${g.rated ? html`<small>· ${s.rated}</small>` : nothing}
                    </td>
                    <td>
                      ${g.opponent.account ? html`<a href=${clubHash({ page: 'player', name: opponent })}>${opponent}</a>` : opponent}
                    </td>
                    <td class=${`result-${g.result}`}>${s.results[g.result]}</td>
                    <td class="recent-links">
                      <a href=${new URL(g.record, base).toString()} download=${`nardy-${g.table}.json`} aria-label=${s.openRecord(opponent)}
                        >${s.record}</a
                      >
                      ${
                        g.result === 'playing'
                          ? nothing
                          : html`<button type="button" class="small" aria-label=${s.analyseGame(opponent)} @click=${() =>
                              clubEvent(this, 'nardy-club-analyse', {
                                path: g.record,
                                color: g.color,
                                me: profile.name,
                                opponent,
                              })}>
                            ${s.analyse}
                          </button>`
                      }
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>`
        }
      </section>
      <section aria-labelledby="variants-h">
        <h4 id="variants-h">${s.byVariant}</h4>
        ${
          profile.byVariant.length === 0
            ? html`<p>${s.noGames}</p>`
            : html`<table class="by-variant">
              <thead>
                <tr>
                  <th scope="col">${s.boards}</th>
                  <th scope="col">${s.won}</th>
                  <th scope="col">${s.lost}</th>
                  <th scope="col">${s.draws}</th>
                </tr>
              </thead>
              <tbody>
                ${profile.byVariant.map(
                  (v) => html`<tr>
                    <th scope="row">${variants(v.variants)}</th>
                    <td>${v.won}</td>
                    <td>${v.lost}</td>
                    <td>${v.draw}</td>
                  </tr>`,
                )}
              </tbody>
            </table>`
        }
      </section>
    </div>`;
  }

  #renderSocial(name: string): TemplateResult | typeof nothing {
    const v = this.viewer;
    if (v === null) return nothing;
    const t = socialStrings(this.locale);
    return html`<div class="row profile-social">
      ${
        v.blocked
          ? nothing
          : html`<button type="button" class="follow" aria-pressed=${v.following ? 'true' : 'false'} @click=${() =>
              clubEvent(this, 'nardy-club-follow', {
                name,
                follow: !v.following,
              })}>${v.following ? t.unfollow : t.follow}</button>
              <a class="button-link" href=${clubHash({ page: 'friends', challenge: name })}>${t.challenge}</a>`
      }
      <button type="button" class="block" @click=${() => clubEvent(this, 'nardy-club-block', { name, block: !v.blocked })}>
        ${v.blocked ? t.unblock : t.block}
      </button>
    </div>`;
  }
}

customElements.define('nardy-club-profile', NardyClubProfile);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-profile': NardyClubProfile;
  }
}
