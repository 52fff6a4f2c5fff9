import type { Locale } from '@nardy/elements';
import type { ConnectionStatus, DiceVerification, OnlineSnapshot } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { type AppStrings, appStrings } from '../i18n.ts';
import { onlineStrings } from './onlineStrings.ts';
import { qrDrawing } from './qrCode.ts';

/** What a table is, as its public record says (the invited player's preview, the waiting screen). */
export interface TableSettings {
  readonly spec: TableSpec;
  readonly clock: { readonly delayMs: number; readonly reserveMs: number } | null;
  readonly rated: boolean;
  readonly listed: boolean;
}

/** The server's dice proof at the end of a table and what checking it in the browser found. */
export interface DiceProof {
  readonly commitment: string;
  readonly seed: string;
  /** null while it is being checked. */
  readonly result: DiceVerification | null;
}

export const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

const minutes = (locale: Locale, ms: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 60000);

/** A table's settings in a few lines: boards, ending, cube, match, clock, rated, listed. */
export function renderTableSettings(settings: TableSettings | null, locale: Locale): TemplateResult | typeof nothing {
  if (settings === null) return nothing;
  const { spec, clock } = settings;
  const a = appStrings(locale);
  const t = onlineStrings(locale);
  const line = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<dl class="invited-spec">
      ${line(t.boards, spec.boards.map((b) => a.variant[b.variant]).join(' + '))}
      ${line(a.ending, a.endings[spec.ending])}
      ${line(a.cube, a.cubeModes[spec.cube.mode])}
      ${line(a.matchLength, spec.match ? String(spec.match.length) : t.oneGame)}
      ${line(t.clock, clock ? t.clockHint(clock.delayMs / 1000, minutes(locale, clock.reserveMs)) : t.clocks.none)}
      ${line(t.rating, settings.rated ? t.ratedTable : t.unratedTable)}
      ${line(t.lobby, settings.listed ? t.listedTable : t.unlistedTable)}
    </dl>`;
}

/** The invitation as a QR code: one SVG path drawn from the `qr` package's matrix. */
export function renderQr(link: string, label: string): TemplateResult {
  const qr = qrDrawing(link);
  return html`<figure class="qr">
      <svg viewBox="0 0 ${qr.size} ${qr.size}" role="img" aria-label=${label} shape-rendering="crispEdges">
        ${svg`<rect width=${qr.size} height=${qr.size} fill="#fff"></rect><path d=${qr.path} fill="#000"></path>`}
      </svg>
    </figure>`;
}

/** The dice proof: the commitment, the revealed seed, and whether every roll checks out. */
export function renderDiceProof(d: DiceProof | null, locale: Locale): TemplateResult {
  const t = onlineStrings(locale);
  if (!d) return html`<p class="dice-proof">${t.diceHidden}</p>`;
  const r = d.result;
  return html`<section class="dice-proof" aria-labelledby="dice-title">
      <h3 id="dice-title">${t.diceTitle}</h3>
      <dl>
        <div><dt>${t.commitment}</dt><dd><code>${d.commitment}</code></dd></div>
        <div><dt>${t.serverSeed}</dt><dd><code>${d.seed}</code></dd></div>
      </dl>
      <p class="dice-result ${r === null ? '' : r.ok ? 'verified' : 'failed'}" role="status">
        ${r === null ? t.diceChecking : r.ok ? html`<span aria-hidden="true">✓ </span>${t.diceVerified(r.rolls)}` : t.diceFailed(`${r.error.message} (${r.error.code})`)}
      </p>
    </section>`;
}

/**
 * The connection line: this connection (`own`), the other seat (or both, for a spectator), the
 * audience; `panels` are drawn after it (the clocks).
 */
export function renderConnectionLine(
  s: OnlineSnapshot,
  own: ConnectionStatus,
  locale: Locale,
  panels: readonly unknown[],
): TemplateResult {
  const t = onlineStrings(locale);
  const who = (c: Color) => {
    const name = s.seats[c].name;
    return name ? `${name} (${t.colorName(c)})` : t.colorName(c);
  };
  // Without this connection, what the seats are doing is not known: never "online" from an old snapshot.
  const known = own === 'connected';
  const seatLine = (c: Color) =>
    html`<span class="conn seat-${known ? s.seats[c].status : 'unknown'}" data-seat=${c}
        ><span class="dot" aria-hidden="true"></span>${who(c)}: ${known ? t.seat[s.seats[c].status] : t.seatUnknown}</span
      >`;
  return html`<div class="online-bar" role="group" aria-label=${t.connectionLine}>
      <p class="conn-line" aria-live="polite">
        ${
          s.role === 'spectator'
            ? html`<span class="conn watching own-${own}" data-own=${own}
                  ><span class="dot" aria-hidden="true"></span>${t.watchingBanner}${known ? nothing : html`: ${t.own[own]}`}</span
                > ${seatLine('white')} ${seatLine('black')}`
            : html`<span class="conn own-${own}" data-own=${own}
                  ><span class="dot" aria-hidden="true"></span>${t.you} (${t.colorName(s.role)}): ${t.own[own]}</span
                >
                ${seatLine(other(s.role))}`
        }
        ${s.spectators > 0 ? html`<span class="conn audience">${t.spectators(s.spectators)}</span>` : nothing}
      </p>
      ${panels}
    </div>`;
}

/** What the rematch offers do (the table's `rematch(yes)`). */
export interface RematchActions {
  offer(): void;
  decline(): void;
}

/**
 * The rematch at the end: offer it, accept or decline the other's, wait, or go to the new table (a
 * spectator follows once both agreed). `names` are the seats' names.
 */
export function renderRematch(
  s: OnlineSnapshot,
  names: Readonly<Record<Color, string>>,
  locale: Locale,
  hash: (tableId: string) => string,
  on: RematchActions,
): TemplateResult | typeof nothing {
  const t = onlineStrings(locale);
  const r = s.rematch;
  if (s.role === 'spectator') {
    return r?.link
      ? html`<p class="rematch"><a class="button-link" href=${hash(r.tableId as string)}>${t.goToRematch}</a></p>`
      : nothing;
  }
  const me = s.role;
  const them = other(me);
  let body: TemplateResult;
  if (r?.tableId) {
    body = html`<span>${t.rematchReady}</span>
        <a class="button-link primary" href=${hash(r.tableId)}>${t.goToRematch}</a>`;
  } else if (r?.offered.includes(me)) {
    body = html`<span>${t.rematchWaiting}</span>`;
  } else if (r?.offered.includes(them)) {
    body = html`<span>${t.rematchAsked(names[them])}</span>
        <button type="button" class="primary" @click=${on.offer}>${t.acceptRematch}</button>
        <button type="button" @click=${on.decline}>${t.declineRematch}</button>`;
  } else {
    body = html`${r?.declined === them ? html`<span>${t.rematchDeclined(names[them])}</span>` : nothing}
        <button type="button" class="primary rematch-button" @click=${on.offer}>${t.rematch}</button>`;
  }
  return html`<div class="rematch row" aria-live="polite">${body}</div>`;
}

/** What the last .mat export left out, and why (an export that wrote nothing is an error), to dismiss. */
export function renderMatNote(
  note: { readonly kind: 'info' | 'error'; readonly text: string } | null,
  locale: Locale,
  dismiss: () => void,
): TemplateResult | typeof nothing {
  if (!note) return nothing;
  return html`<p class="mat-note ${note.kind}" role=${note.kind === 'error' ? 'alert' : 'status'}>
      <span>${note.text}</span>
      <button type="button" class="dismiss" aria-label=${appStrings(locale).close} @click=${dismiss}>×</button>
    </p>`;
}

/**
 * The creator's waiting screen: the connection line (`bar`), the table's settings, and the invitation
 * (QR code and link) with the watch link; a seat that did not create the table has only the watch link.
 */
export function renderWaiting(
  bar: TemplateResult,
  invited: TableSettings | null,
  invite: string | undefined,
  watch: string,
  locale: Locale,
  link: (id: string, label: string, url: string) => TemplateResult,
): TemplateResult {
  const t = onlineStrings(locale);
  return html`<section class="online-waiting" aria-labelledby="waiting-title">
      <h2 id="waiting-title">${t.waitingTitle}</h2>
      ${bar}
      ${renderTableSettings(invited, locale)}
      ${
        invite
          ? html`<p>${t.waitingText}</p>
              <div class="invite">
                ${renderQr(invite, t.qrLabel)}
                <div class="invite-links">
                  ${link('invite-link', t.inviteLink, invite)}
                  ${link('watch-link', t.watchLink, watch)}
                </div>
              </div>`
          : link('watch-link', t.watchLink, watch)
      }
    </section>`;
}

/** The players' names as the table shows them: the seats' names, else the colours' words. */
export function seatNames(s: OnlineSnapshot, a: AppStrings): { white: string; black: string } {
  return { white: s.seats.white.name || a.white, black: s.seats.black.name || a.black };
}

/** The game screen is shown once play can begin (both seats came), and always to a spectator. */
export function showsGame(s: OnlineSnapshot): boolean {
  return s.started || s.role === 'spectator';
}
