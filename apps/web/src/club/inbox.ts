import type { Locale } from '@nardy/elements';
import type { InboxAnswer, Notice } from '@nardy/online';
import { type Alert, attention } from './attention.ts';
import { ClubApi, ClubApiError } from './clubApi.ts';
import { clubHash } from './clubRoute.ts';
import { socialStrings } from './socialStrings.ts';

/** How often the inbox is read while the page is visible, and while it is hidden. */
const VISIBLE_MS = 10_000;
const HIDDEN_MS = 30_000;

/**
 * The logged-in player's inbox, read from the server (`GET /api/inbox`) every few seconds, at once when
 * the page comes back into view, and on `poll()`: pending challenges and the tables where it is his turn
 * go to the title and favicon; a new challenge, a new turn and each new notice (a challenge answered, a
 * tournament round starting) are alerts. A guest (401) or a page without the game server stops it until
 * `start()` is called again (a login).
 */
export class Inbox {
  #api: ClubApi;
  #since: string | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running = false;
  #seenChallenges = new Set<string>();
  #seenTurns = new Set<string>();
  #seenNotices = new Set<string>();
  #first = true;
  locale: Locale = 'en';
  last: InboxAnswer | null = null;
  /** Told after every read (the club redraws its lists). */
  onChange: ((inbox: InboxAnswer) => void) | null = null;

  constructor(base: string) {
    this.#api = new ClubApi(base);
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && this.#running) void this.poll();
      });
      globalThis.addEventListener?.('focus', () => {
        if (this.#running) void this.poll();
      });
    }
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    void this.poll();
  }

  stop(): void {
    this.#running = false;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    attention.setInbox([], 0);
  }

  #reading: Promise<void> = Promise.resolve();

  /** Reads the inbox now (after a read under way, so that reads never overlap). */
  poll(): Promise<void> {
    this.#reading = this.#reading.then(() => this.#read());
    return this.#reading;
  }

  async #read(): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    let inbox: InboxAnswer;
    try {
      inbox = await this.#api.inbox(this.#since);
    } catch (e) {
      if (e instanceof ClubApiError && (e.code === 'account/login-required' || e.code === 'http/404')) {
        this.stop();
        return;
      }
      this.#schedule();
      return;
    }
    this.#since = inbox.now;
    this.last = inbox;
    this.#tell(inbox);
    this.onChange?.(inbox);
    this.#schedule();
  }

  #schedule(): void {
    if (!this.#running) return;
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    this.#timer = setTimeout(() => void this.poll(), hidden ? HIDDEN_MS : VISIBLE_MS);
  }

  #tell(inbox: InboxAnswer): void {
    const s = socialStrings(this.locale);
    attention.setLabels({ turn: s.titleTurn, challenges: s.titleChallenges });
    attention.setInbox(
      inbox.yourTurn.map((g) => g.tableId),
      inbox.challenges.length,
    );
    const alerts: Alert[] = [];
    // The first read after the page opens tells only what is new since (no burst of old news).
    for (const c of inbox.challenges) {
      if (!this.#seenChallenges.has(c.id) && !this.#first) {
        alerts.push({
          kind: 'challenge',
          title: s.noticeChallenge,
          body: s.noticeChallengeBody(c.from),
          tag: `challenge-${c.id}`,
          url: clubHash({ page: 'friends' }),
          challenge: { id: c.id, accept: s.accept, decline: s.decline },
        });
      }
      this.#seenChallenges.add(c.id);
    }
    for (const g of inbox.yourTurn) {
      if (!this.#seenTurns.has(g.tableId) && !this.#first) {
        alerts.push({
          kind: 'turn',
          title: s.noticeTurn,
          body: s.noticeTurnBody(g.opponent ?? '?'),
          tag: `turn-${g.tableId}`,
          url: clubHash({ page: 'games' }),
        });
      }
    }
    this.#seenTurns = new Set(inbox.yourTurn.map((g) => g.tableId));
    for (const n of inbox.notices) {
      if (this.#seenNotices.has(n.id)) continue;
      this.#seenNotices.add(n.id);
      const alert = noticeAlert(n, s);
      // A challenge's own notice is the challenge above.
      if (alert !== null && !this.#first) alerts.push(alert);
    }
    this.#first = false;
    for (const alert of alerts) void attention.alert(alert);
  }
}

function noticeAlert(n: Notice, s: ReturnType<typeof socialStrings>): Alert | null {
  const from = n.from ?? '?';
  switch (n.type) {
    case 'challengeAccepted':
      return {
        kind: 'notice',
        title: s.friends,
        body: s.noticeAccepted(from),
        tag: n.id,
        url: clubHash({ page: 'friends' }),
      };
    case 'challengeDeclined':
      return {
        kind: 'notice',
        title: s.friends,
        body: s.noticeDeclined(from),
        tag: n.id,
        url: clubHash({ page: 'friends' }),
      };
    case 'tournamentRound': {
      const name = typeof n.data.name === 'string' ? n.data.name : '';
      const url = typeof n.data.url === 'string' ? n.data.url : clubHash({ page: 'games' });
      return { kind: 'notice', title: s.noticeRound, body: s.noticeRoundBody(name), tag: n.id, url };
    }
    default:
      return null;
  }
}

let shared: Inbox | null = null;

/** The page's one inbox (the game server is the page's own origin). */
export function pageInbox(): Inbox {
  shared ??= new Inbox(location.origin);
  return shared;
}
