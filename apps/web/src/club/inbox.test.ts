// @vitest-environment happy-dom
import type { Challenge, InboxAnswer, MyGame, Notice } from '@nardy/online';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attention } from './attention.ts';
import { Inbox } from './inbox.ts';

const challenge = (id: string, from: string): Challenge => ({
  id,
  from,
  to: 'Bob',
  table: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } } as Challenge['table'],
  clock: null,
  rated: false,
  color: 'random',
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
  tableId: null,
});
const turn = (tableId: string): MyGame => ({ ...({} as MyGame), tableId, opponent: 'Ann', yourTurn: true });
const round: Notice = {
  id: 'n1',
  type: 'tournamentRound',
  from: null,
  data: { name: 'Spring cup', url: '#/tournament/x' },
  at: '2026-01-01T00:00:00.000Z',
};
const answer = (a: Partial<InboxAnswer>): InboxAnswer => ({
  challenges: [],
  yourTurn: [],
  notices: [],
  now: '2026-01-01T00:00:00.000Z',
  ...a,
});

/** The registration the service worker would give: its notifications are recorded. */
function fakeWorker(hidden: boolean) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        active: {},
        showNotification: async (title: string, options: NotificationOptions) => {
          shown.push({ title, options });
        },
      }),
    },
  });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  attention.prefs = { sound: false, system: true };
  return shown;
}

function fakeServer(answers: (InboxAnswer | number)[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: URL) => {
    asked.push(url.toString());
    const next = answers.shift() ?? answer({});
    if (typeof next === 'number') {
      return new Response(JSON.stringify({ error: { code: 'account/login-required', message: '' } }), { status: next });
    }
    return new Response(JSON.stringify(next), { status: 200 });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  attention.setInbox([], 0);
});

describe('the inbox and its notifications', () => {
  it('tells what is new after the first read: a challenge, your turn (the tab hidden), a tournament round', async () => {
    const shown = fakeWorker(true);
    document.head.innerHTML = '<link rel="icon" href="./icon.svg">';
    document.title = 'Nardy';
    const asked = fakeServer([
      answer({ challenges: [challenge('c0', 'Old')] }),
      answer({
        challenges: [challenge('c0', 'Old'), challenge('c1', 'Cat')],
        yourTurn: [turn('t1')],
        notices: [round],
      }),
    ]);
    const inbox = new Inbox('http://127.0.0.1/');
    inbox.start();
    await vi.waitFor(() => expect(asked.length).toBe(1));
    await inbox.poll();
    await vi.waitFor(() => expect(shown.length).toBe(3));
    expect(shown.map((n) => [n.title, n.options.body, (n.options.data as { url: string }).url])).toEqual([
      ['A challenge', 'Cat challenges you.', '#/club/friends'],
      ['Your turn', 'Your move against Ann.', '#/club/games'],
      ['A tournament round starts', 'Your next table in Spring cup is open.', '#/tournament/x'],
    ]);
    // The second read asked for what came since the first one's time.
    expect(asked[1]).toContain('since=2026-01-01T00%3A00%3A00.000Z');
    expect(document.title).toBe('● Your turn · ● 2 challenges · Nardy');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('data-attention')).toBe('badge');
    inbox.stop();
    expect(document.title).toBe('Nardy');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('./icon.svg');
  });

  it('your turn is no system notification while the tab is in view; a guest stops the inbox', async () => {
    const shown = fakeWorker(false);
    const asked = fakeServer([answer({}), answer({ yourTurn: [turn('t2')] }), 401]);
    const inbox = new Inbox('http://127.0.0.1/');
    inbox.start();
    await vi.waitFor(() => expect(asked.length).toBe(1));
    await inbox.poll();
    expect(attention.yourTurn).toBe(true);
    await inbox.poll();
    await new Promise((r) => setTimeout(r, 10));
    expect(shown).toEqual([]);
    expect(attention.yourTurn).toBe(false);
  });
});
