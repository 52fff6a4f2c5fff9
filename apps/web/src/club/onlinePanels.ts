import type { Locale } from '@nardy/elements';
import type { OnlineSnapshot, OnlineTable, Role } from '@nardy/online';
import { actorOf } from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import { attention } from './attention.ts';
import { clubStrings } from './clubStrings.ts';
import { socialStrings } from './socialStrings.ts';
import './nardy-chat.ts';
import './nardy-clocks.ts';
import './nardy-follow-button.ts';

/**
 * The club's panels on the online game screen (issue 15's screen draws them at every change of the
 * table): both clocks in the connection bar, the chat beside the game. They are plain functions of
 * the screen's context so the screen needs to know nothing of clocks or chat.
 */
export interface PanelContext {
  readonly table: OnlineTable;
  readonly snapshot: OnlineSnapshot;
  readonly role: Role;
  readonly locale: Locale;
}

const names = (s: OnlineSnapshot, locale: Locale): { readonly [C in Color]: string } => ({
  white: s.seats.white.name ?? clubStrings(locale).colors.white,
  black: s.seats.black.name ?? clubStrings(locale).colors.black,
});

/** The clocks, or — at a table without a clock — only "claim the win" when the opponent has left. */
export function clocksPanel({ table, snapshot: s, role, locale }: PanelContext): TemplateResult | typeof nothing {
  if (s.clock === null && s.claimable === null && s.forfeit === null) return nothing;
  return html`<nardy-clocks
    .locale=${locale}
    .clock=${s.clock}
    .receivedAt=${s.clockReceivedAt}
    .names=${names(s, locale)}
    .role=${role}
    .claimable=${s.claimable}
    .forfeit=${s.forfeit}
    @nardy-claim=${() => table.claim()}
  ></nardy-clocks>`;
}

/** The chat of this connection: the players', or the spectators'. */
export function chatPanel({ table, snapshot: s, role, locale }: PanelContext): TemplateResult {
  return html`<nardy-chat
    .locale=${locale}
    .lines=${s.chat}
    .role=${role}
    .self=${s.chatSelf}
    .table=${table}
    @nardy-chat-send=${(e: CustomEvent<{ text: string }>) => table.say(e.detail.text)}
    @nardy-chat-mute=${(e: CustomEvent<{ sender: string; muted: boolean }>) => table.mute(e.detail.sender, e.detail.muted)}
    @nardy-chat-report=${(e: CustomEvent<{ message: number }>) => table.report(e.detail.message)}
  ></nardy-chat>`;
}

/** What a rated table did to both ratings, once it is over (the server's `rating` message). */
export function ratingPanel({ snapshot: s, locale }: PanelContext): TemplateResult | typeof nothing {
  const changes = s.ratingChanges;
  if (changes === null) return nothing;
  const t = clubStrings(locale);
  const who = names(s, locale);
  return html`<p class="rating-change" role="status">
    ${(['white', 'black'] as const).map(
      (c) =>
        html`<span data-color=${c}>${who[c]}: ${t.ratingChange(Math.round(changes[c].before), Math.round(changes[c].after))}</span> `,
    )}
  </p>`;
}

/** Whether it is the seat's turn (it must act now) at this table. */
export function isYourTurn(s: OnlineSnapshot, role: Role): boolean {
  if (role === 'spectator' || !s.started || s.state.over) return false;
  const phase = s.state.game.phase;
  return phase !== 'opening' && phase !== 'gameOver' && actorOf(s.state.game) === role;
}

const watched = new WeakSet<OnlineTable>();

/**
 * Tells the page's attention when it becomes the seat's turn at this table (title, favicon, sound, and a
 * system notification when the tab is hidden). Subscribes once per table.
 */
function watchTurn(table: OnlineTable, s0: OnlineSnapshot, role: Role, locale: Locale): void {
  if (role === 'spectator' || watched.has(table)) return;
  watched.add(table);
  let was = isYourTurn(s0, role);
  attention.setLabels({ turn: socialStrings(locale).titleTurn, challenges: socialStrings(locale).titleChallenges });
  attention.setLiveTurn(s0.tableId, was);
  table.on('change', (s) => {
    const now = isYourTurn(s, role);
    attention.setLiveTurn(s.tableId, now);
    if (now && !was) {
      const t = socialStrings(locale);
      const opponent = s.seats[opposite(role)].name ?? clubStrings(locale).colors[opposite(role)];
      void attention.alert({
        kind: 'turn',
        title: t.noticeTurn,
        body: t.noticeTurnBody(opponent),
        tag: `turn-${s.tableId}`,
        url: `#table=${s.tableId}`,
      });
    }
    was = now;
  });
  table.on('status', (status) => {
    if (status === 'closed') attention.setLiveTurn(s0.tableId, false);
  });
}

/** At a finished table: Follow the opponent when he plays under an account. Also starts the turn watch. */
export function socialPanel({ table, snapshot: s, role, locale }: PanelContext): TemplateResult | typeof nothing {
  watchTurn(table, s, role, locale);
  if (role === 'spectator' || !s.state.over) return nothing;
  const other = s.seats[opposite(role)];
  if (other.account !== true || other.name === null) return nothing;
  return html`<nardy-follow-button .locale=${locale} .name=${other.name}></nardy-follow-button>`;
}

let registered = false;

/** Adds the clocks (in the connection bar) and the chat (beside the game) to the online screen, once. */
export function registerClubPanels(
  add: (place: 'bar' | 'side', panel: (context: PanelContext) => TemplateResult | typeof nothing) => unknown,
): void {
  if (registered) return;
  registered = true;
  add('bar', clocksPanel);
  add('bar', ratingPanel);
  add('side', chatPanel);
  add('side', socialPanel);
}
