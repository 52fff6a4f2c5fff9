import { OnlineLobby, type OnlineTable, parseTableLink } from '@nardy/online';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, launchChromium, shot } from './browser.ts';
import { type ClubServer, joinFromNode, PARALLEL, SHORT_ONE_BOARD, startClubServer } from './clubSupport.ts';

// End-to-end tests of the club (docs/app.md "The club") in Chromium against the real game server serving
// the production build: the live lobby, quick match between two browser contexts, and an account whose
// rating moves after a rated game.
let server: ClubServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startClubServer(), launchChromium()]);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  // The join links the club opens (the online screen then takes the token out of the address).
  await page.addInitScript(
    "document.addEventListener('nardy-open-table', (e) => { (globalThis.opened ??= []).push(e.detail.link); });",
  );
  return page;
}

async function openClub(page: Page, hash = '#/club'): Promise<void> {
  await page.goto(`${server.url}?test=1${hash}`);
  await page.getByRole('heading', { name: 'Nardy club' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
}

/** The texts of cells, whitespace collapsed. */
const cells = async (l: Locator) => (await l.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());

function track<T extends OnlineTable | OnlineLobby>(client: T): T {
  closers.push(() => client.close());
  return client;
}

/** The browser followed a join link: its table and seat (the online table screen takes it from there). */
async function seatOf(page: Page): Promise<{ tableId: string; seat: string; link: string }> {
  const opened = await page.waitForFunction(() => (globalThis as unknown as { opened?: string[] }).opened?.at(-1));
  const link = (await opened.jsonValue()) as string;
  const parsed = parseTableLink(link);
  if (parsed === null || parsed.token === undefined) throw new Error(`not a join link: ${link}`);
  await page.waitForURL(new RegExp(`#table=${parsed.tableId}`));
  return { tableId: parsed.tableId, seat: parsed.token, link };
}

/** The seat the club found is taken by the page itself: the online screen opens it at once. */
async function seatTaken(watcher: OnlineTable, color: 'white' | 'black'): Promise<void> {
  await watcher.until((x) => x.seats[color].status === 'connected', 20_000);
}

describe('the club', () => {
  it('the lobby lists open tables with their settings, tables in play to watch and the players online; Sit takes the seat', async () => {
    // An open listed table: its creator sits at White and waits.
    const open = await server.createTable({ table: PARALLEL, clock: 'blitz', listed: true, name: 'Evening parallel' });
    track(await joinFromNode(open.join.white, { name: 'Dilnoza' }));
    // A table in play.
    const playing = await server.createTable({ table: SHORT_ONE_BOARD, listed: true });
    const [w, b] = await Promise.all([
      joinFromNode(playing.join.white, { name: 'Rustam' }),
      joinFromNode(playing.join.black, { name: 'Olesya' }),
    ]);
    track(w);
    track(b);
    await w.until((s) => s.started);

    const page = await newPage();
    await openClub(page);
    const card = page.locator(`.lobby-open [data-table="${open.id}"]`);
    await card.waitFor();
    const chips = await card.locator('.chips li').allTextContents();
    expect(chips).toEqual([
      'Short nardy + Long nardy',
      'Up to koks (3)',
      'cube: one per board',
      'match to 3',
      expect.stringMatching(/^8 sec per move \+ 3 min$/),
      'unrated',
    ]);
    expect(await card.textContent()).toContain('Dilnoza');
    const watch = page.getByRole('link', { name: 'Watch Rustam – Olesya' });
    await watch.waitFor();
    expect(await watch.getAttribute('href')).toBe(`${server.url}#table=${playing.id}`);
    await page.getByRole('heading', { name: /^Players online \(\d+\)$/ }).waitFor();
    const players = await page.locator('.lobby-players li').allTextContents();
    expect(players.some((p) => p.includes('Rustam') && p.includes('at a table'))).toBe(true);
    expect(await audit(page, 'nardy-club')).toEqual([]);
    await shot(page, 'club-lobby.png', true);

    // Keyboard: Tab reaches the Sit button by its name, Enter sits.
    const sit = page.getByRole('button', { name: 'Sit at Evening parallel' });
    await sit.focus();
    await page.keyboard.press('Enter');
    const seat = await seatOf(page);
    expect(seat.tableId).toBe(open.id);
  });

  it('quick match: two people choose the same preset and clock, one waits (time shown, can cancel), the server pairs them', async () => {
    const [ann, bob] = await Promise.all([newPage(), newPage()]);
    await Promise.all([openClub(ann, '#/club/quick'), openClub(bob, '#/club/quick')]);
    for (const page of [ann, bob]) {
      await page.getByRole('radio', { name: 'Parallel: short + long' }).check();
      await page.getByRole('radio', { name: /^Blitz/ }).check();
    }
    await ann.getByLabel('Your name (guests)').fill('Ann');
    await ann.getByLabel('Your name (guests)').press('Tab');
    await ann.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await ann.getByRole('button', { name: 'Find an opponent' }).click();
    const waiting = ann.locator('.waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toMatch(/Looking for an opponent… 0:0\d/);
    await bob.getByText('1 player waits for this').waitFor();
    await ann.waitForFunction(() => /0:0[2-9]/.test(document.querySelector('.waiting')?.textContent ?? ''));
    expect(await audit(ann, 'nardy-club')).toEqual([]);
    await shot(ann, 'club-quick.png', true);

    // Cancel, then wait again: the other one's click pairs them.
    await ann.getByRole('button', { name: 'Cancel' }).click();
    await ann.getByRole('button', { name: 'Find an opponent' }).waitFor();
    await bob.getByText('Nobody else is waiting for this just now.').waitFor();
    await ann.getByRole('button', { name: 'Find an opponent' }).click();
    await ann.locator('.waiting').waitFor();
    await bob.getByRole('button', { name: 'Find an opponent' }).click();
    const [a, b] = await Promise.all([seatOf(ann), seatOf(bob)]);
    expect(a.tableId).toBe(b.tableId);
    expect(a.seat).not.toBe(b.seat);
    // Both pages sit down at once on the online table screen, and play starts.
    const watcher = track(await joinFromNode(`${server.url}#table=${a.tableId}`));
    await Promise.all([seatTaken(watcher, 'white'), seatTaken(watcher, 'black')]);
    await watcher.until((s) => s.started);
    await ann
      .locator('nardy-online nardy-clocks')
      .getByRole('timer', { name: /^Ann: / })
      .waitFor();
    const res = await fetch(new URL(`api/tables/${a.tableId}/record`, server.url));
    const record = (await res.json()) as { table: { boards: { variant: string }[] }; clock: { delayMs: number } };
    expect(record.table.boards.map((x) => x.variant)).toEqual(['short', 'long']);
    expect(record.clock.delayMs).toBe(8000);
  });

  it('a player opens a table in the lobby from the club; another sees it there and sits down', async () => {
    const [kamila, nodir] = await Promise.all([newPage(), newPage()]);
    await Promise.all([openClub(kamila, '#/club/quick'), openClub(nodir, '#/club')]);
    await kamila.getByLabel('Your name (guests)').fill('Kamila');
    await kamila.getByLabel('Your name (guests)').press('Tab');
    await kamila.getByRole('radio', { name: 'Long nardy, 1 board' }).check();
    await kamila.getByRole('radio', { name: /^Standard/ }).check();
    await kamila.getByRole('button', { name: 'Open a table in the lobby' }).click();
    const opened = await seatOf(kamila);
    const card = nodir.locator(`.lobby-open [data-table="${opened.tableId}"]`);
    await card.waitFor();
    expect(await cells(card.locator('.chips li'))).toEqual([
      'Long nardy',
      'Up to mars (2)',
      'cube: off',
      'one game',
      '12 sec per move + 1 min',
      'unrated',
    ]);
    expect(await card.textContent()).toContain('Kamila');
    await nodir.getByRole('button', { name: "Sit at Kamila's table" }).click();
    const sat = await seatOf(nodir);
    expect(sat.tableId).toBe(opened.tableId);
    const watcher = track(await joinFromNode(`${server.url}#table=${opened.tableId}`));
    await Promise.all([seatTaken(watcher, 'white'), seatTaken(watcher, 'black')]);
    await watcher.until((x) => x.started);
    expect(watcher.snapshot.seats.white.name).toBe('Kamila');
  });

  it('log in, play a rated quick match, and the profile shows the rating moved; the leaderboard ranks it', async () => {
    const page = await newPage();
    await openClub(page, '#/club/account');
    // A new account through the form (the keyboard only).
    await page.getByRole('button', { name: 'New account' }).click();
    await page.getByLabel('Name').fill('zarina');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Password').press('Enter');
    // The browser's own check stops a short password; the server's rules are said too.
    expect(await page.getByLabel('Password').evaluate((e) => (e as HTMLInputElement).validity.tooShort)).toBe(true);
    await page.getByLabel('Password').fill('a long enough one');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Logged in as zarina').waitFor();
    // Log out and in again through the form.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByLabel('Name').fill('zarina');
    await page.getByLabel('Password').fill('a wrong one');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong name or password.' }).waitFor();
    await page.getByLabel('Password').fill('a long enough one');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Logged in as zarina').waitFor();
    expect(await audit(page, 'nardy-club')).toEqual([]);

    // The opponent: an account in Node, waiting for a rated short game without a clock.
    const timur = await server.register('timur');
    const lobby = track(await OnlineLobby.connect(server.url, { sessionToken: timur }));
    lobby.quick('short', 'none', true);
    const matched = new Promise<string>((resolve) => lobby.on('matched', (m) => resolve(m.link)));

    await page.getByRole('link', { name: 'Quick match' }).click();
    await page.getByRole('radio', { name: 'Short nardy, 1 board, one game' }).check();
    await page.getByRole('radio', { name: 'No clock' }).check();
    await page.getByRole('checkbox', { name: 'Rated' }).check();
    await page.getByRole('button', { name: 'Find an opponent' }).click();
    const seat = await seatOf(page);
    const theirs = track(await joinFromNode(await matched, { sessionToken: timur }));
    expect(theirs.snapshot.tableId).toBe(seat.tableId);
    const watcher = track(await joinFromNode(`${server.url}#table=${seat.tableId}`));
    await seatTaken(watcher, theirs.role === 'white' ? 'black' : 'white');
    await theirs.until((s) => s.started);
    // Timur resigns the table: zarina wins a rated game.
    await theirs.send({ type: 'RESIGN', match: true });
    await watcher.until((s) => s.ratingChanges !== null);
    // The table screen says what the game did to both ratings.
    const change = page.locator('.rating-change');
    await change.waitFor();
    const said = (await change.textContent()) ?? '';
    expect(said).toMatch(/zarina: Rating 1500 → 1[6-9]\d\d/);
    expect(said).toMatch(/timur: Rating 1500 → 1[1-4]\d\d/);

    await page.goto(`${server.url}?test=1#/club/player/zarina`);
    const row = page.locator('.ratings tr[data-kind="short"] .rating-value');
    await row.waitFor();
    const rating = Number((await row.textContent())?.trim().split(' ')[0]);
    expect(rating).toBeGreaterThan(1500);
    await page.getByRole('img', { name: /^Short, 1 board: 1 rated game, from \d+ to \d+$/ }).waitFor();
    const recent = page.locator('.recent tbody tr').first();
    expect(await cells(recent.locator('td'))).toEqual([
      expect.any(String),
      expect.stringContaining('Short nardy'),
      'timur',
      'won',
      'Record Analyse',
    ]);
    const record = page.getByRole('link', { name: 'Record of the game against timur' });
    expect(await record.getAttribute('href')).toBe(`${server.url}api/tables/${seat.tableId}/record`);
    expect(await cells(page.locator('.by-variant tbody tr').first().locator('th, td'))).toEqual([
      'Short nardy',
      '1',
      '0',
      '0',
    ]);
    expect(await audit(page, 'nardy-club')).toEqual([]);
    await shot(page, 'club-profile.png', true, true);

    // The game opens on the app's analysis screen.
    await page.getByRole('button', { name: 'Analyse the game against timur' }).click();
    await page.getByRole('heading', { name: 'Analysis of the game' }).waitFor();
    await page.goto(`${server.url}?test=1#/club/player/zarina`);
    await page.getByRole('link', { name: 'Short, 1 board' }).click();
    const leaders = page.locator('.leaderboard tbody tr');
    await leaders.first().waitFor();
    expect((await leaders.allInnerTexts()).map((t) => t.split('\t').slice(0, 2).join(' '))).toEqual([
      '1 zarina',
      '2 timur',
    ]);
    expect(await audit(page, 'nardy-club')).toEqual([]);
    await shot(page, 'club-leaderboard.png', true);

    // In Russian and Ukrainian too.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
    await page.getByRole('heading', { name: 'Клуб нардів' }).waitFor();
    await page.getByRole('columnheader', { name: 'Місце' }).waitFor();
    await page.getByRole('combobox', { name: 'Мова' }).selectOption('ru');
    await page.getByRole('columnheader', { name: 'Место' }).waitFor();
  });
});
