import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cheapCommand, type OnlineSnapshot, verifyDice } from '@nardy/online';
import type { TableCommand, TableView } from '@nardy/parallel';
import { copyPgliteTemplate, type GameServer, pgliteTemplate, silentLogger, startGameServer } from '@nardy/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, launchChromium, OUTPUT_DIR, tabTo } from './browser.ts';

// Issue 15 §3 and §4 end to end: the real game server (PGlite in a temporary folder) serves the built
// app; one person creates a two-board table on the "Play online" screen, a second joins by the
// invitation link in another browser context, a third watches by the watch link. They play turns
// through the UI on both boards, one seat reloads in the middle of a turn and resumes, the rest of
// the game is played by the cheap player through the pages' own connections, and the end screen
// offers the rematch, the downloads and the dice proof checked in the browser.
inject('appUrl'); // the global setup has built the app into dist/
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const cache = fileURLToPath(new URL('../../../node_modules/.cache/nardy/', import.meta.url));

let browser: Browser;
let server: GameServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nardy-online-e2e-'));
  // A copy of a migrated PGlite folder (made once per machine) saves the migrations at every run.
  const template = await pgliteTemplate(cache);
  copyPgliteTemplate(template, join(dataDir, 'db'));
  server = await startGameServer({
    database: { dataDir: join(dataDir, 'db') },
    staticDir: dist,
    logger: silentLogger(),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(width = 1366, height = 768): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  // English, and no service worker in the way of the test's reloads.
  await page.addInitScript(() => {
    localStorage.setItem('nardy.prefs', JSON.stringify({ locale: 'en' }));
  });
  return { page, context };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(OUTPUT_DIR, `online-${name}.png`) });

/** The page's online snapshot (what its connection last received). */
const snapshotOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('nardy-online') as unknown as {
      table: { snapshot: { view: unknown } | null } | null;
    } | null;
    const snapshot = el?.table?.snapshot ?? null;
    // The view is worked out when read (not an own enumerable field): read it here so it crosses over.
    return (snapshot === null ? null : { ...snapshot, view: snapshot.view }) as unknown;
  }) as Promise<OnlineSnapshot | null>;

/** Waits until the page's connection has seen at least `version`. */
async function caughtUp(page: Page, version: number): Promise<OnlineSnapshot> {
  await page.waitForFunction((v) => {
    const el = document.querySelector('nardy-online') as unknown as { table: { snapshot: { version: number } } | null };
    return (el?.table?.snapshot.version ?? -1) >= v;
  }, version);
  return (await snapshotOf(page)) as OnlineSnapshot;
}

const bar = (page: Page) => page.locator('nardy-table [part="actions"]');
const button = (page: Page, name: string) => bar(page).getByRole('button', { name, exact: true });

/** A board point as the board's controls name it (display numbering). */
const loc = (mover: string, p: number) => (p >= 25 ? `bar-${mover}` : p <= 0 ? `off-${mover}` : `p${p}`);

/** One checker moved through the UI: the first legal move of the board in play, tapped from and to. */
async function stepByUi(page: Page, view: TableView): Promise<void> {
  const board = view.chosenBoard as number;
  const b = view.boards[board];
  const move = b.legal[0];
  const control = (p: number) =>
    page.locator(`nardy-table nardy-board[board="${board}"] .control[data-loc="${loc(b.turn as string, p)}"]`);
  await control(move.from).click();
  await control(move.to).click();
}

/**
 * One whole turn through the UI, by the page of the seat to act: roll (unless rolled; the opening roll
 * by White's page), choose `prefer` board if it can be played (else another), move checker by checker,
 * confirm — or stop after `stopAfterSteps` steps. Returns the version after it and the page that moved.
 */
async function turnByUi(
  pages: { white: Page; black: Page },
  prefer: number,
  stopAfterSteps = Number.POSITIVE_INFINITY,
): Promise<{ version: number; page: Page }> {
  let page = pages.white;
  let s = (await snapshotOf(page)) as OnlineSnapshot;
  page = pages[s.view.turn ?? 'white'];
  s = await caughtUp(page, s.version);
  if (s.view.phase === 'beforeRoll' || s.view.phase === 'opening') {
    await button(page, 'Roll').click();
    s = await caughtUp(page, s.version + 1);
    page = pages[s.view.turn ?? 'white'];
    s = await caughtUp(page, s.version);
  }
  if (s.view.phase === 'chooseBoard') {
    const board = s.view.playable[prefer] && s.view.selectable[prefer] ? prefer : s.view.selectable.indexOf(true);
    await page.locator(`nardy-table .slot[data-board="${board}"] .slot-head`).click();
    await button(page, s.view.playable[board] ? 'Play here' : 'Pass here').click();
    s = await caughtUp(page, s.version + 1);
  }
  let steps = 0;
  while (s.view.phase === 'moving' && s.view.boards[s.view.chosenBoard as number].legal.length > 0) {
    if (steps === stopAfterSteps) return { version: s.version, page };
    await stepByUi(page, s.view);
    s = await caughtUp(page, s.version + 1);
    steps++;
  }
  if (s.view.phase === 'moving') {
    await button(page, 'Confirm').click();
    s = await caughtUp(page, s.version + 1);
  }
  return { version: s.version, page };
}

describe('play online (issue 15 §3)', () => {
  it('create, invite, play two boards in two browsers, watch, reload mid-turn, finish, rematch', {
    timeout: 240_000,
  }, async () => {
    const started = Date.now();
    // ---- the creator: "Play online", the new-game settings, the invitation with its QR code ----
    const { page: white } = await newPage();
    await white.goto(server.url);
    await white.waitForSelector('nardy-app header h1');
    await white.getByRole('link', { name: 'Play online' }).first().click();
    await white.waitForSelector('.online-new');
    expect(await white.locator('#board-count').inputValue()).toBe('2');
    await white.fill('#white-name', 'Alice');
    await white.locator('#white-name').dispatchEvent('change');
    // The clock: the server's presets, each said with what it gives at these settings.
    await white.selectOption('#online-clock', 'blitz');
    expect(await white.locator('#online-clock-hint').textContent()).toBe(
      '8 s free each move, then 1 min in reserve for the whole table',
    );
    await white.selectOption('#online-clock', 'none');
    // Rated needs an account: a guest sees it off and disabled, with the reason; the lobby is opt-in.
    await expect.poll(() => white.locator('#online-rated-hint').textContent()).toContain('Log in to play rated games');
    expect(await white.locator('#online-rated').isDisabled()).toBe(true);
    expect(await white.locator('#online-rated').isChecked()).toBe(false);
    expect(await white.locator('#online-listed').isChecked()).toBe(false);
    await white.getByLabel('Listed in the lobby').check();
    expect(await audit(white, 'main')).toEqual([]);
    await shot(white, 'create');
    await white.getByRole('button', { name: 'Create table', exact: true }).click();
    await white.waitForSelector('.online-waiting figure.qr svg');
    expect(white.url()).toMatch(/#table=[A-Za-z0-9_-]{22}$/); // the seat token is not in the address
    const invite = await white.locator('#invite-link').inputValue();
    const watch = await white.locator('#watch-link').inputValue();
    expect(invite).toMatch(new RegExp(`^${server.url}#table=[A-Za-z0-9_-]{22}&seat=[A-Za-z0-9_-]{43}$`));
    expect(watch).toBe(invite.replace(/&seat=.*$/, ''));
    expect(await white.getByRole('img', { name: 'QR code of the invitation link' }).count()).toBe(1);
    // The waiting screen says what the table is, as the server stored it.
    await expect
      .poll(() => white.locator('.online-waiting .invited-spec').textContent())
      .toMatch(/Clock\s*No clock\s*Rating\s*Unrated\s*Lobby\s*Listed in the lobby/);
    // Keyboard: the copy button is reachable and copies the invitation.
    await white.locator('#invite-link').focus();
    await tabTo(white, (f) => f.tag === 'button' && f.text === 'Copy link');
    await white.keyboard.press('Enter');
    await expect.poll(() => white.evaluate(() => navigator.clipboard.readText())).toBe(invite);
    expect(await audit(white, 'main')).toEqual([]);
    await shot(white, 'waiting');
    // Every new text in Russian and Ukrainian too: the waiting screen in both, then back to English.
    for (const [locale, title, copy] of [
      ['ru', 'Ждём соперника', 'Ссылка скопирована'],
      ['uk', 'Чекаємо на суперника', 'Посилання скопійовано'],
      ['en', 'Waiting for your opponent', 'Link copied'],
    ] as const) {
      await white.selectOption('#locale-picker', locale);
      await expect.poll(() => white.locator('#waiting-title').textContent()).toBe(title);
      expect(await white.locator('[data-copy="invite-link"]').textContent()).toBe(copy);
    }

    // ---- the opponent opens the invitation in another browser ----
    const { page: black } = await newPage();
    // Black's page keeps its sockets where the test can drop them, as a bad network would.
    await black.addInitScript(() => {
      const Native = WebSocket;
      const open: WebSocket[] = [];
      (globalThis as unknown as { testSockets: WebSocket[] }).testSockets = open;
      globalThis.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          open.push(this);
        }
      };
    });
    await black.goto(invite);
    await black.waitForSelector('.online-join');
    // The invited player sees what the table is before sitting down.
    await expect
      .poll(() => black.locator('.invited-spec').textContent())
      .toMatch(/Boards\s*Short nardy \+ Short nardy\s*Endings count\s*Up to koks \(3\)/);
    expect(await black.locator('.invited-spec').textContent()).toMatch(
      /Rating\s*Unrated\s*Lobby\s*Listed in the lobby/,
    );
    expect(await audit(black, 'main')).toEqual([]);
    await shot(black, 'join');
    await black.fill('#guest-name', 'Boris');
    await black.keyboard.press('Enter');
    await black.waitForSelector('nardy-table');
    expect(black.url()).not.toContain('seat='); // taken: the token left the address bar
    await white.waitForSelector('nardy-table');
    const pages = { white, black };
    await expect.poll(() => white.locator('.conn[data-seat="black"]').textContent()).toContain('Boris (Black): online');
    await expect.poll(() => black.locator('.conn[data-own]').textContent()).toContain('You (Black): connected');
    // Each player sees his own checkers at the bottom, as locally (issue 49 §5.2).
    expect(await black.locator('nardy-table nardy-board').first().getAttribute('bottom')).toBe('black');
    expect(await white.locator('nardy-table nardy-board').first().getAttribute('bottom')).toBe('white');

    // ---- a spectator by the watch link ----
    const { page: spectator } = await newPage();
    await spectator.goto(watch);
    await spectator.waitForSelector('nardy-table');
    await spectator.waitForSelector('.conn.watching');
    await expect.poll(() => white.locator('.conn.audience').textContent()).toBe('1 spectator');

    // ---- a dropped connection: both sides see it, and it comes back by itself ----
    await black.evaluate(() => {
      for (const ws of (globalThis as unknown as { testSockets: WebSocket[] }).testSockets.splice(0)) ws.close(4002);
    });
    await expect
      .poll(() => black.locator('.conn[data-own]').getAttribute('data-own'), { timeout: 20000 })
      .toBe('reconnecting');
    await expect
      .poll(() => white.locator('.conn[data-seat="black"]').textContent(), { timeout: 20000 })
      .toContain('reconnecting');
    await expect
      .poll(() => black.locator('.conn[data-own]').getAttribute('data-own'), { timeout: 20000 })
      .toBe('connected');
    await expect
      .poll(() => white.locator('.conn[data-seat="black"]').textContent(), { timeout: 20000 })
      .toContain('online');

    // ---- turns through the UI, on both boards ----
    const boardsPlayed = new Set<number>();
    let version = (await snapshotOf(white))?.version ?? 0;
    for (let turn = 0; turn < 4; turn++) {
      await caughtUp(white, version);
      await caughtUp(black, version);
      ({ version } = await turnByUi(pages, turn % 2));
      const after = await caughtUp(white, version);
      const played = after.state.game.events
        .filter((e) => e.type === 'move')
        .map((e) => (e as { board: number }).board);
      for (const b of played) boardsPlayed.add(b);
    }
    expect([...boardsPlayed].sort()).toEqual([0, 1]);
    await shot(white, 'game');
    // On a phone the connection line stays in sight above the boards, and nothing scrolls sideways.
    await black.setViewportSize({ width: 390, height: 844 });
    await black.waitForTimeout(300);
    expect(await black.locator('.online-bar').isVisible()).toBe(true);
    expect(await black.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shot(black, 'phone');
    await black.setViewportSize({ width: 1366, height: 768 });
    // Only the seat to act gets the action bar's buttons; the spectator never does.
    const now = await caughtUp(spectator, version);
    expect(now.view).toEqual((await caughtUp(white, version)).view);
    expect(await spectator.locator('nardy-table [part="actions"] button').count()).toBe(0);
    await shot(spectator, 'spectator');
    expect(await audit(spectator, 'main')).toEqual([]);

    // ---- a seat reloads in the middle of its turn and resumes ----
    let s = await caughtUp(white, version);
    let mover: Page;
    for (;;) {
      ({ version, page: mover } = await turnByUi(pages, 0, 1));
      s = await caughtUp(white, version);
      if (s.view.phase === 'moving') break;
    }
    const before = await caughtUp(mover, version);
    const other = mover === white ? black : white;
    const who = mover === white ? 'white' : 'black';
    await mover.reload();
    await mover.waitForSelector('nardy-table');
    const resumed = await caughtUp(mover, version);
    expect(resumed.role).toBe(who);
    expect(resumed.view).toEqual(before.view);
    await expect.poll(() => other.locator(`.conn[data-seat="${who}"]`).textContent()).toContain('online');
    // The rest of the turn after the reload, through the UI.
    ({ version } = await turnByUi(pages, 0));
    expect((await caughtUp(other, version)).view.turn).not.toBe(who);

    // ---- the rest by the cheap player, through each page's own connection ----
    // The server judges every command, so the seat to act sends as soon as its own page has the
    // answer to the last one; the other page follows by itself.
    let view = (await caughtUp(white, version)).view;
    for (let n = 0; n < 60; n++) {
      const next = cheapCommand(view);
      if (next === null) break;
      ({ version, view } = await pages[next.seat].evaluate(async (command) => {
        const table = (
          document.querySelector('nardy-online') as unknown as {
            table: { send(c: TableCommand): Promise<number>; snapshot: { view: TableView } };
          }
        ).table;
        const v = await table.send(command);
        return { version: v, view: table.snapshot.view };
      }, next.command));
    }
    // Then White resigns the whole table through the UI: the resignation dialog shows its cost first.
    s = await caughtUp(white, version);
    await white.getByRole('button', { name: 'Resign the whole table', exact: true }).click();
    const resign = white.locator('dialog.resign[open]');
    await resign.waitFor();
    await resign.getByRole('button', { name: 'Resign', exact: true }).click();
    s = await caughtUp(white, s.version + 1);
    expect(s.state.over).toBe(true);

    // ---- the end screen: the summary, rematch, downloads, the dice checked in the browser ----
    for (const page of [white, black, spectator]) {
      await page.waitForSelector('dialog.game-over[open]');
      await page.waitForSelector('dialog.game-over .dice-result.verified');
    }
    const line = await white.locator('dialog.game-over .dice-result').textContent();
    expect(line).toMatch(
      /Verified in this browser: the seed matches the commitment and all \d+ rolls follow from it\./,
    );
    expect(await white.locator('dialog.game-over .dice-proof code').first().textContent()).toBe(s.dice.commitment);
    expect(await spectator.locator('dialog.game-over .rematch-button').count()).toBe(0);
    expect(await audit(white, 'dialog.game-over')).toEqual([]);
    await shot(white, 'end');
    const [recordFile] = await Promise.all([
      white.waitForEvent('download'),
      white.locator('dialog.game-over .downloads').getByRole('button', { name: 'Export game (JSON)' }).click(),
    ]);
    const record = JSON.parse(readFileSync((await recordFile.path()) as string, 'utf8'));
    expect(record.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyDice(record)).toMatchObject({ ok: true });
    // A parallel table's turns do not alternate, so the .mat has no board to write: the end screen
    // says so with the real reason (a table of one short board downloads it).
    await white
      .locator('dialog.game-over .downloads')
      .getByRole('button', { name: 'Export .mat (GNU Backgammon)' })
      .click();
    await expect.poll(() => white.locator('dialog.game-over .mat-note').textContent()).toMatch(/Board 1: .*alternate/);
    const served = (await (await fetch(new URL(`api/tables/${s.tableId}/record`, server.url))).json()) as {
      games: unknown;
    };
    expect(record.games).toEqual(served.games);

    // Rematch: one asks, the other accepts; both land at the new table with the colours swapped.
    await white.locator('dialog.game-over .rematch-button').click();
    await black.getByRole('button', { name: 'Accept the rematch' }).click();
    for (const [page, role] of [
      [white, 'black'],
      [black, 'white'],
    ] as const) {
      await page.waitForFunction(
        ([old, want]) => {
          const el = document.querySelector('nardy-online') as unknown as {
            table: { snapshot: { tableId: string; role: string; started: boolean } } | null;
          };
          const t = el?.table?.snapshot;
          return t !== undefined && t.tableId !== old && t.role === want && t.started;
        },
        [s.tableId, role] as const,
      );
    }
    for (const page of [white, black, spectator]) expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    console.log(`online e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('a logged-in player creates a rated table; the invited guest sees it is rated before sitting down', async () => {
    const { page: owner } = await newPage();
    await owner.goto(server.url);
    await owner.waitForSelector('nardy-app header h1');
    // An account (the session cookie is HTTP-only: the browser keeps it, the page never sees it).
    const status = await owner.evaluate(async () => {
      const res = await fetch('/api/accounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Rita${Date.now() % 100000}`, password: 'correct horse' }),
      });
      return res.status;
    });
    expect(status).toBe(201);
    await owner.getByRole('link', { name: 'Play online' }).first().click();
    await owner.waitForSelector('.online-new');
    await expect.poll(() => owner.locator('#online-rated').isEnabled()).toBe(true);
    expect(await owner.locator('#online-rated-hint').textContent()).toContain('Both players need an account');
    await owner.getByLabel('Rated game').check();
    await owner.getByRole('button', { name: 'Create table', exact: true }).click();
    await owner.waitForSelector('.online-waiting figure.qr svg');
    await expect
      .poll(() => owner.locator('.online-waiting .invited-spec').textContent())
      .toMatch(/Rating\s*Rated\s*Lobby\s*By invitation only/);
    const invite = await owner.locator('#invite-link').inputValue();
    // In Russian and Ukrainian too.
    for (const [locale, rated] of [
      ['ru', 'На рейтинг'],
      ['uk', 'На рейтинг'],
    ] as const) {
      await owner.selectOption('#locale-picker', locale);
      await expect.poll(() => owner.locator('.online-waiting .invited-spec').textContent()).toContain(rated);
    }
    await owner.selectOption('#locale-picker', 'en');
    const { page: guest } = await newPage();
    await guest.goto(invite);
    await guest.waitForSelector('.online-join');
    await expect.poll(() => guest.locator('.invited-spec').textContent()).toMatch(/Rating\s*Rated/);
    await expect
      .poll(() => guest.locator('.online-join').textContent())
      .toContain('This table is rated: log in to take the seat.');
    expect(await audit(guest, 'main')).toEqual([]);
    for (const page of [owner, guest]) expect((page as unknown as { errors: string[] }).errors).toEqual([]);
  });
});
