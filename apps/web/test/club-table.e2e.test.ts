import type { OnlineTable } from '@nardy/online';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, launchChromium, shot } from './browser.ts';
import { type ClubServer, fastTime, joinFromNode, SHORT_ONE_BOARD, startClubServer } from './clubSupport.ts';

// The club's panels on the online table screen (docs/app.md "The club"), in Chromium against the real
// game server: both clocks with the running side marked, the players' chat with mute and report, a
// clock running out, and "claim the win" against a player who left. The server's clocks run four times
// faster than the wall clock here, so a 10-second reserve is spent in 2.5 s.
const SPEED = 4;
const ADMIN = 'club-e2e-operator';
let server: ClubServer;
let browser: Browser;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startClubServer({ time: fastTime(SPEED), adminToken: ADMIN }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  await browser?.close();
  await server?.close();
});

function track(table: OnlineTable): OnlineTable {
  closers.push(() => table.close());
  return table;
}

/** Opens a seat's join link in a new browser context and takes the seat under `name`. */
async function sitInBrowser(link: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  closers.push(() => context.close());
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.addInitScript(() => localStorage.setItem('nardy.prefs', JSON.stringify({ locale: 'en' })));
  await page.goto(link.replace('/#', '/?test=1#'));
  await page.fill('#guest-name', name);
  await page.getByRole('button', { name: 'Take the seat' }).click();
  return page;
}

describe('clocks and chat at an online table', () => {
  it('shows both clocks, the running side, the chat with mute and report; a clock runs out', async () => {
    const created = await server.createTable({ table: SHORT_ONE_BOARD, clock: 'blitz' });
    const page = await sitInBrowser(created.join.white, 'Aigerim');
    const black = track(await joinFromNode(created.join.black, { name: 'Bekzat' }));
    // At a clocked table the server rolls the opening itself; then the mover's clock runs.
    await black.until((s) => s.clock?.running !== null && s.clock?.running !== undefined);
    const clocks = page.locator('nardy-clocks');
    await clocks.getByRole('timer', { name: /^Aigerim: \d:\d\d left/ }).waitFor();
    await clocks.getByRole('timer', { name: /^Bekzat: \d:\d\d left/ }).waitFor();
    const mover = black.snapshot.clock?.running?.player === 'white' ? 'Aigerim' : 'Bekzat';
    await clocks.locator('.clock.running').getByText(`${mover} · to move`).waitFor();
    expect(await clocks.locator('.clock.running').count()).toBe(1);

    // The players' chat, both ways.
    black.say('Good luck!');
    const chat = page.locator('nardy-chat');
    await chat.getByRole('heading', { name: 'Players’ chat' }).waitFor();
    await chat.getByText('Good luck!').waitFor();
    await chat.getByRole('textbox', { name: 'Message' }).fill('Thanks, you too');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await black.until((s) => s.chat.some((l) => l.text === 'Thanks, you too' && l.from.name === 'Aigerim'));
    expect(await audit(page, 'nardy-clocks')).toEqual([]);
    expect(await audit(page, 'nardy-chat')).toEqual([]);
    await shot(page, 'club-table.png', true);

    // Report a line: the operators' API has it.
    await chat.getByRole('button', { name: "Report Bekzat's message" }).click();
    await chat.getByText('Reported. Thank you.').waitFor();
    await expect
      .poll(async () => {
        const res = await fetch(new URL('api/reports', server.url), { headers: { authorization: `Bearer ${ADMIN}` } });
        const body = (await res.json()) as { reports: { line: { text: string } }[] };
        return body.reports.map((r) => r.line.text);
      })
      .toContain('Good luck!');
    // Mute: his lines are gone and stay gone; unmute shows his next ones.
    await chat.getByRole('button', { name: 'Mute Bekzat' }).click();
    await chat.getByText('Good luck!').waitFor({ state: 'detached' });
    black.say('Can you see me?');
    await page.waitForTimeout(500);
    expect(await chat.getByText('Can you see me?').count()).toBe(0);
    await chat.getByRole('button', { name: 'Unmute Bekzat' }).click();
    black.say('And now?');
    await chat.getByText('And now?').waitFor();

    // A spectator has a chat of his own: the players' lines are not in it.
    const watcher = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    closers.push(() => watcher.close());
    const spectator = await watcher.newPage();
    await spectator.addInitScript(() => localStorage.setItem('nardy.prefs', JSON.stringify({ locale: 'en' })));
    await spectator.goto(created.watch.replace('/#', '/?test=1#'));
    const theirs = spectator.locator('nardy-chat');
    await theirs.getByRole('heading', { name: 'Spectators’ chat' }).waitFor();
    await theirs.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await theirs.getByText('Thanks, you too').count()).toBe(0);
    expect(await theirs.getByText('Good luck!').count()).toBe(0);
    await shot(spectator, 'club-spectator.png');

    // Nobody moves: the mover's reserve runs out and he loses the table on time.
    await clocks.getByText(`${mover} lost on time.`).waitFor({ timeout: 30_000 });
    const record = (await (await fetch(new URL(`api/tables/${created.id}/record`, server.url))).json()) as {
      forfeit: { reason: string } | null;
    };
    expect(record.forfeit?.reason).toBe('timeout');
  });

  it("a spectator's line reaches the other spectators (and his own page after a reload), never the players", async () => {
    const created = await server.createTable({ table: SHORT_ONE_BOARD });
    const page = await sitInBrowser(created.join.white, 'Aigerim');
    const black = track(await joinFromNode(created.join.black, { name: 'Bekzat' }));
    await black.until((s) => s.started);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    closers.push(() => context.close());
    const first = await context.newPage();
    first.on('pageerror', (e) => {
      throw e;
    });
    await first.addInitScript(() => localStorage.setItem('nardy.prefs', JSON.stringify({ locale: 'en' })));
    await first.goto(created.watch.replace('/#', '/?test=1#'));
    await first.locator('nardy-chat').getByRole('heading', { name: 'Spectators’ chat' }).waitFor();
    // Another spectator, by the same watch link from Node.
    const second = track(await joinFromNode(created.watch));
    // Both spectators are counted by the server before anyone speaks: the line has someone to reach.
    await black.until((s) => s.spectators === 2);
    const input = first.locator('nardy-chat').getByRole('textbox', { name: 'Message' });
    await input.fill('Nice opening roll');
    await input.press('Enter');
    await second.until((s) => s.chat.some((l) => l.text === 'Nice opening roll'));
    await first.locator('nardy-chat .chat-line', { hasText: 'Nice opening roll' }).waitFor();
    // The players' side: a line of Black's sent after the spectator's was delivered arrives at White's
    // page; a spectator's line, had it been sent to the players, would have come before it.
    black.say('Thank you for watching');
    await page.locator('nardy-chat .chat-line', { hasText: 'Thank you for watching' }).waitFor();
    expect(await page.locator('nardy-chat').getByText('Nice opening roll').count()).toBe(0);
    const own = await black.until((s) => s.chat.length > 0);
    expect(own.chat.map((l) => l.text)).toEqual(['Thank you for watching']);
    expect(second.snapshot.chat.map((l) => l.text)).toEqual(['Nice opening roll']);
    // The spectator's page after a reload: the spectators' history has his line.
    await first.reload();
    await first.locator('nardy-chat .chat-line', { hasText: 'Nice opening roll' }).waitFor();
    expect(await first.locator('nardy-chat').getByText('Thank you for watching').count()).toBe(0);
  });

  it('a tiny custom clock runs out in a second or two', async () => {
    const created = await server.createTable({
      table: SHORT_ONE_BOARD,
      clock: { delaySeconds: 0, reserveSeconds: 10 },
    });
    const page = await sitInBrowser(created.join.white, 'Aigerim');
    const black = track(await joinFromNode(created.join.black, { name: 'Bekzat' }));
    await black.until((s) => s.started);
    const started = Date.now();
    await page.locator('nardy-clocks .clock-forfeit', { hasText: 'lost on time.' }).waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(black.snapshot.forfeit?.reason ?? (await black.until((s) => s.forfeit !== null)).forfeit?.reason).toBe(
      'timeout',
    );
  });

  it('"Claim the win" when the opponent has left a table without a clock', async () => {
    const created = await server.createTable({ table: SHORT_ONE_BOARD });
    const page = await sitInBrowser(created.join.white, 'Aigerim');
    const black = await joinFromNode(created.join.black, { name: 'Bekzat' });
    await black.until((s) => s.started);
    await black.close(); // a consented leave: his seat is away at once
    const claim = page.getByRole('button', { name: 'Claim the win' });
    await claim.waitFor();
    await page.getByText('Bekzat has left the table.').waitFor();
    await claim.click();
    await page.getByText('Bekzat left: the win was claimed.').waitFor();
  });
});
