import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, shot } from './browser.ts';
import { type ClubServer, startClubServer } from './clubSupport.ts';

// The club's tournaments in Chromium against the real server (docs/club.md "Tournaments"): an organiser
// creates one with the form, joins it, adds the computer, starts it, and sees the bracket; his table opens
// for him by itself.
let server: ClubServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startClubServer(), launchChromium()]);
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

it('create → join → add the computer → start → the bracket, and the entrant’s table opens by itself', async () => {
  const token = await server.register('Organiser');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  await context.addCookies([{ name: 'nardy_session', value: token, url: server.url }]);
  const page: Page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  // The page stays on the tournament: the table it opens is recorded instead of followed.
  await page.addInitScript(
    "document.addEventListener('nardy-open-table', (e) => { e.preventDefault(); (globalThis.opened ??= []).push(e.detail.link); });",
  );
  await page.goto(`${server.url}?test=1#/club/tournaments`);
  const form = page.getByRole('form', { name: 'Create a tournament' });
  await form.getByLabel('Name').fill('Friday cup');
  await form.getByLabel('Match to (points)').fill('1');
  await form.getByLabel('Each pairing: best of').fill('1');
  await form.getByLabel('Final and third place: best of').fill('1');
  await form.getByLabel('Most entrants').fill('4');
  await form.getByRole('button', { name: 'Create a tournament' }).click();
  await page.getByRole('heading', { name: 'Friday cup' }).waitFor();
  expect(page.url()).toMatch(/#\/club\/tournament\/[A-Za-z0-9_-]+$/);
  await expect.poll(() => page.getByText('The seed is revealed at the start').count()).toBe(1);

  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: 'Organiser' }).first().waitFor();
  await page.getByLabel('Level').selectOption('beginner');
  await page.getByRole('button', { name: 'Add the computer' }).click();
  await page.getByText('Computer (beginner)').first().waitFor();
  // A second computer, removed again before the start.
  await page.getByLabel('Level').selectOption('club');
  await page.getByRole('button', { name: 'Add the computer' }).click();
  await page.getByRole('button', { name: 'Remove Computer (club)' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Entrants' }).getByRole('listitem').count()).toBe(2);
  await page.getByRole('button', { name: 'Start now' }).click();

  const bracket = page.getByRole('region', { name: 'Bracket' });
  await bracket.getByRole('heading', { name: 'Final' }).waitFor();
  await expect
    .poll(() => bracket.textContent())
    .toMatch(/Organiser[\s\S]*Computer \(beginner\)|Computer \(beginner\)[\s\S]*Organiser/);
  await page.getByText(/Draw seed: \S+/).waitFor();
  // The organiser plays the final: his table was opened for him.
  const opened = await page.waitForFunction(() => (globalThis as unknown as { opened?: string[] }).opened?.at(-1));
  expect(String(await opened.jsonValue())).toMatch(/#table=[^&]+&seat=/);
  await page.getByRole('region', { name: 'Playing now' }).getByRole('link', { name: /Watch/ }).waitFor();
  await shot(page, 'club-tournament.png', false, true);
}, 60_000);
