import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, launchChromium, shot } from './browser.ts';
import { type ClubServer, startClubServer } from './clubSupport.ts';

// Friends, challenges and notifications in Chromium against the real game server (docs/club.md): Ann
// follows Bob from his profile and challenges him; Bob, with notifications allowed, accepts in the club
// and the table opens for both; a challenge from Cat then reaches Bob as a system notification of the
// app's service worker, and in the tab's title and favicon.
let server: ClubServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startClubServer(), launchChromium()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

/** A browser context logged in as the account of `token`; `notifications` grants that permission. */
async function pageOf(token: string, notifications = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  contexts.push(context);
  await context.addCookies([{ name: 'nardy_session', value: token, url: server.url }]);
  if (notifications) await context.grantPermissions(['notifications'], { origin: new URL(server.url).origin });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

describe('friends and challenges', () => {
  it('follow → challenge → accept → the table opens for both; a challenge is a system notification', async () => {
    const [annToken, bobToken, catToken] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => server.register(n)));
    const [ann, bob] = await Promise.all([pageOf(annToken), pageOf(bobToken, true)]);

    // Ann follows Bob from his profile, then challenges him (correspondence, three days per move).
    await ann.goto(`${server.url}?test=1#/club/player/Bob`);
    await ann.getByRole('button', { name: 'Follow', exact: true }).click();
    await ann.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    await ann.getByRole('link', { name: 'Challenge', exact: true }).click();
    await ann.getByRole('heading', { name: 'Friends' }).waitFor();
    expect(await ann.locator('[data-friend="Bob"]').textContent()).toContain('Bob');
    expect(await ann.locator('#challenge-to').inputValue()).toBe('Bob');
    await ann.locator('#challenge-clock').selectOption('days-3');
    await ann.getByRole('button', { name: 'Send the challenge' }).click();
    await ann.locator('.challenges-out [data-status="pending"]').waitFor();
    expect(await audit(ann, 'nardy-club')).toEqual([]);
    await shot(ann, 'club-friends.png', true, true);

    // Bob turns on system notifications (the permission is granted) and accepts in the club.
    await bob.goto(`${server.url}?test=1#/club/friends`);
    await bob.getByLabel(/System notifications/).check();
    await bob.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const incoming = bob.locator('.challenges-in [data-status="pending"]');
    await incoming.waitFor();
    expect(await incoming.textContent()).toContain('from Ann');
    expect(await incoming.textContent()).toContain('3 days per move');
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await bob.waitForURL(/#table=/);
    await bob.locator('nardy-online').waitFor();

    // Ann's challenge says accepted: she opens her own seat, and both are at the table. My games lists
    // the table first.
    await ann.goto(`${server.url}?test=1#/club/games`);
    await ann.locator('.my-game').first().waitFor();
    expect(await audit(ann, 'nardy-club')).toEqual([]);
    await shot(ann, 'club-games.png', true);
    await ann.goto(`${server.url}?test=1#/club/friends`);
    await ann
      .locator('.challenges-out [data-status="accepted"]')
      .getByRole('button', { name: 'Open the table' })
      .click();
    await ann.waitForURL(/#table=/);
    await ann.locator('nardy-game').waitFor();
    await bob.locator('nardy-game').waitFor();
    const tableOf = (p: Page) => new URL(p.url()).hash.match(/table=([^&]+)/)?.[1];
    expect(tableOf(ann)).toBe(tableOf(bob));

    // Cat challenges Bob: the inbox (read at once when the window gets focus) shows it as a notification
    // of the service worker, in the title and in the favicon.
    const sent = await fetch(new URL('api/challenges', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${catToken}` },
      body: JSON.stringify({
        to: 'Bob',
        table: { boards: [{ variant: 'long' }], ending: 'oin', cube: { mode: 'off' } },
      }),
    });
    expect(sent.status).toBe(201);
    await bob.evaluate(() => window.dispatchEvent(new Event('focus')));
    let shown: { title: string; body: string; url: string; actions: string[] }[] = [];
    for (let i = 0; i < 100 && shown.length === 0; i++) {
      shown = await bob.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const list = (await registration?.getNotifications()) ?? [];
        return list.map((n) => ({
          title: n.title,
          body: n.body,
          url: n.data?.url,
          actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
        }));
      });
      if (shown.length === 0) await bob.waitForTimeout(100);
    }
    // Accept and Decline answer it from the notification itself (the service worker's notificationclick).
    expect(shown).toEqual([
      { title: 'A challenge', body: 'Cat challenges you.', url: '#/club/friends', actions: ['Accept', 'Decline'] },
    ]);
    await bob.waitForFunction(() => document.title.startsWith('● 1 challenge · '));
    expect(await bob.locator('link[rel="icon"]').getAttribute('data-attention')).toBe('badge');
  }, 90_000);
});
