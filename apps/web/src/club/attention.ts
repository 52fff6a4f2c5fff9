/**
 * What asks for the player's attention outside the page he looks at (docs/club.md "Notifications"): the
 * tab's title and favicon show "your turn" and pending challenges; a short sound (its own switch); and,
 * with the browser's permission, a system notification shown by the app's service worker
 * (`registration.showNotification`) — for your turn only when the tab is hidden. One per page
 * (`attention`); the inbox (inbox.ts) and the online table (onlinePanels.ts) feed it.
 */

/** The player's choices (localStorage `nardy.notify`). */
export interface NotifyPrefs {
  readonly sound: boolean;
  readonly system: boolean;
}

const KEY = 'nardy.notify';

export function readNotifyPrefs(): NotifyPrefs {
  try {
    const o = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<NotifyPrefs> | null;
    return { sound: o?.sound === true, system: o?.system === true };
  } catch {
    return { sound: false, system: false };
  }
}

export function writeNotifyPrefs(prefs: NotifyPrefs): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // private mode: the choice lasts this page
  }
}

/** What a notification says and opens. */
export interface Alert {
  readonly kind: 'turn' | 'challenge' | 'notice';
  readonly title: string;
  readonly body: string;
  /** One notification per tag (a second one of the same table or challenge replaces the first). */
  readonly tag: string;
  /** The app's address the notification opens (a table, the friends page). */
  readonly url: string;
  /** A challenge to answer from the notification itself (its Accept and Decline buttons). */
  readonly challenge?: { readonly id: string; readonly accept: string; readonly decline: string };
}

/** The title's prefix: "Your turn · 2 challenges · " before the page's own title. */
export function titlePrefix(turn: string | null, challenges: string | null): string {
  const parts = [turn, challenges].filter((p): p is string => p !== null);
  return parts.length === 0 ? '' : `${parts.map((p) => `● ${p}`).join(' · ')} · `;
}

/** The favicon with a red dot: an SVG of its own (no image to load). */
const BADGE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2f5d3a"/><circle cx="26" cy="38" r="16" fill="#f4ead5" stroke="#6b4a2b" stroke-width="3"/><circle cx="48" cy="16" r="14" fill="#d62828" stroke="#fff" stroke-width="3"/></svg>',
)}`;

export class Attention {
  prefs: NotifyPrefs = readNotifyPrefs();
  /** Tables where it is the player's turn, and pending challenges to him. */
  #turns = new Set<string>();
  #challenges = 0;
  #labels: { turn: string; challenges: (n: number) => string } = {
    turn: 'Your turn',
    challenges: (n) => `${n}`,
  };
  #prefix = '';
  #icon: string | null = null;
  #audio: AudioContext | null = null;

  /** The words of the title (the page's language). */
  setLabels(labels: { turn: string; challenges: (n: number) => string }): void {
    this.#labels = labels;
    this.#render();
  }

  /** The inbox's picture: the tables where it is your turn, and how many challenges wait. */
  setInbox(turnTables: readonly string[], challenges: number): void {
    this.#turns = new Set(turnTables);
    this.#challenges = challenges;
    this.#render();
  }

  /** The table on screen: whether it is your turn there now. */
  setLiveTurn(tableId: string, yourTurn: boolean): void {
    if (yourTurn) this.#turns.add(tableId);
    else this.#turns.delete(tableId);
    this.#render();
  }

  get yourTurn(): boolean {
    return this.#turns.size > 0;
  }

  get challenges(): number {
    return this.#challenges;
  }

  /** Sounds and shows a notification as the player's choices and the browser allow. */
  async alert(alert: Alert): Promise<void> {
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    if (this.prefs.sound) this.#chime();
    if (!this.prefs.system || (alert.kind === 'turn' && !hidden)) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const c = alert.challenge;
    const options = {
      body: alert.body,
      tag: alert.tag,
      icon: './icon-192.png',
      data: { url: alert.url, ...(c ? { challenge: c.id } : {}) },
      ...(c
        ? {
            actions: [
              { action: 'accept', title: c.accept },
              { action: 'decline', title: c.decline },
            ],
          }
        : {}),
    };
    try {
      const registration = await navigator.serviceWorker?.getRegistration();
      // A worker still installing shows nothing: wait until it is active (it is registered, so it comes).
      const ready = registration && !registration.active ? await navigator.serviceWorker.ready : registration;
      if (ready) await ready.showNotification(alert.title, options);
      else {
        const { actions: _none, ...plain } = options as typeof options & { actions?: unknown };
        new Notification(alert.title, plain);
      }
    } catch {
      // The browser refused: the title and the favicon still say it.
    }
  }

  /** Asks the browser's permission (on the player's click); true when notifications may be shown. */
  async requestPermission(): Promise<boolean> {
    if (typeof Notification === 'undefined') return false;
    if (Notification.permission === 'granted') return true;
    if (Notification.permission === 'denied') return false;
    return (await Notification.requestPermission()) === 'granted';
  }

  #render(): void {
    if (typeof document === 'undefined') return;
    const base = document.title.startsWith(this.#prefix) ? document.title.slice(this.#prefix.length) : document.title;
    this.#prefix = titlePrefix(
      this.#turns.size > 0 ? this.#labels.turn : null,
      this.#challenges > 0 ? this.#labels.challenges(this.#challenges) : null,
    );
    document.title = this.#prefix + base;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link === null) return;
    this.#icon ??= link.getAttribute('href');
    const wanted = this.#prefix === '' ? this.#icon : BADGE_ICON;
    if (wanted !== null && link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
    link.dataset.attention = this.#prefix === '' ? 'none' : 'badge';
  }

  /** Two soft notes (Web Audio; nothing to load). */
  #chime(): void {
    const Ctx = globalThis.AudioContext;
    if (typeof Ctx !== 'function') return;
    try {
      this.#audio ??= new Ctx();
      const ctx = this.#audio;
      if (ctx.state === 'suspended') void ctx.resume();
      [784, 1046.5].forEach((hz, i) => {
        const at = ctx.currentTime + i * 0.16;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.frequency.value = hz;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
        osc.connect(gain).connect(ctx.destination);
        osc.start(at);
        osc.stop(at + 0.32);
      });
    } catch {
      // No audio here.
    }
  }
}

/** The page's one attention. */
export const attention = new Attention();
