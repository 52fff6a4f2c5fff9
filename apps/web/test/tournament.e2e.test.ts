import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { champion, parseTournamentDocument, places } from '@nardy/tournament';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, launchChromium, OUTPUT_DIR } from './browser.ts';

// End-to-end test of the organiser's page on the production build (served by globalSetup).
const base = inject('appUrl');
const downloads = mkdtempSync(join(tmpdir(), 'nardy-tournament-e2e-'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

async function openOrganiser(page: Page): Promise<void> {
  await page.goto(`${base}?test=1`);
  await page.getByRole('link', { name: 'Tournament' }).click();
  await page.getByRole('heading', { name: 'Tournament organiser' }).waitFor();
}

/** The screen-reader sentences of the bracket, in bracket order. */
const bracketTexts = (page: Page) => page.locator('.bracket .sr-only').allTextContents();

const auditOrganiser = (page: Page) => audit(page, 'nardy-organiser');

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Enters a result in the first "Matches to play" form: its first player wins 5–2 (the form's defaults but the loser's points). */
async function enterFirstResult(page: Page): Promise<string> {
  const form = page.locator('form.result-form').first();
  const pairing = (await form.getAttribute('data-pairing')) ?? '';
  await form.getByLabel("Loser's points").fill('2');
  await form.getByRole('button', { name: 'Enter result' }).click();
  await page.locator('.organiser-message', { hasText: `match of ${pairing}` }).waitFor();
  return pairing;
}

describe("organiser's page (production build in Chromium)", () => {
  it('registers four players, draws with a seed, takes results to the champion, survives a reload, exports', async () => {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openOrganiser(page);

    // The minimum is shown clearly while it is not reached (24 by default).
    await expect(page.locator('#entrant-count').textContent()).resolves.toContain('24 more needed');
    expect(await page.getByRole('button', { name: 'Make the draw' }).isDisabled()).toBe(true);
    await page.getByLabel('Minimum entrants').fill('4');
    await page.getByLabel('Minimum entrants').press('Tab');
    await page.getByLabel('Match wins to win a pairing').fill('1');
    await page.getByLabel('Match wins to win a pairing').press('Tab');
    await page.getByLabel('Match wins in the final and for third place').fill('1');
    await page.getByLabel('Match wins in the final and for third place').press('Tab');

    // One by one with the keyboard, the rest pasted; a duplicate is refused with its code.
    await page.getByLabel('Player name').fill('Анна');
    await page.getByLabel('Player name').press('Enter');
    await page.getByLabel('Player name').fill('анна ');
    await page.getByLabel('Player name').press('Enter');
    await expect(page.locator('.organiser-message').textContent()).resolves.toContain('entrant/duplicate');
    await page.getByText('Paste a list of names').first().click();
    await page.locator('#paste-names').fill('Борис\nВера, Гоша');
    await page.getByRole('button', { name: 'Add all' }).click();
    await expect(page.locator('#entrant-count').textContent()).resolves.toContain('Enough players');
    expect(await page.locator('.entrant-list li').count()).toBe(4);
    // Remove and add back (registration order matters for the draw: keep it Анна, Борис, Вера, Гоша).
    await page.getByRole('button', { name: 'Remove Гоша' }).click();
    expect(await page.locator('.entrant-list li').count()).toBe(3);
    await page.getByLabel('Player name').fill('Гоша');
    await page.getByRole('button', { name: 'Add player' }).click();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await auditOrganiser(page)).toEqual([]);

    // The public draw with a typed seed.
    await page.getByLabel('Draw seed').fill('КИНОДОМ 2021-02-25');
    await page.getByRole('button', { name: 'Make the draw' }).click();
    await page.getByRole('heading', { name: 'Drawn with the seed “КИНОДОМ 2021-02-25”' }).waitFor();
    const drawn = await bracketTexts(page);
    expect(drawn).toHaveLength(4); // two semifinals, the final, third place
    expect(drawn[0]).toMatch(/^Pairing r1-1: .+ vs .+, not started, first to 1$/);
    expect(drawn[2]).toBe('Pairing r2-1: winner of r1-1 vs winner of r1-2, first to 1');
    expect(drawn[3]).toBe('Third-place pairing: loser of r1-1 vs loser of r1-2, first to 1');
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: join(OUTPUT_DIR, 'tournament-phone.png'), fullPage: true });
    expect(await auditOrganiser(page)).toEqual([]);

    // The bracket grows: semifinals, then the final and the third-place pairing.
    expect(await enterFirstResult(page)).toBe('r1-1');
    expect((await bracketTexts(page))[2]).toMatch(/^Pairing r2-1: .+ vs winner of r1-2, first to 1$/);
    expect(await enterFirstResult(page)).toBe('r1-2');
    expect((await bracketTexts(page))[2]).toMatch(/^Pairing r2-1: \S+ vs \S+, not started, first to 1$/);
    const beforeReload = await bracketTexts(page);

    // A reload shows the same bracket.
    await page.reload();
    await page.getByRole('heading', { name: 'Tournament organiser' }).waitFor();
    expect(await bracketTexts(page)).toEqual(beforeReload);

    const finalists = await page
      .locator('form.result-form[data-pairing="r2-1"] select[name="winner"] option')
      .allTextContents();
    expect(await enterFirstResult(page)).toBe('r2-1');
    expect(await enterFirstResult(page)).toBe('third');
    await page.getByRole('heading', { name: 'Places' }).waitFor();
    const podium = await page.locator('.podium-list li').allTextContents();
    expect(podium).toHaveLength(3);
    expect(podium[0]).toBe(`Champion: ${finalists[0]}`);
    expect(podium[1]).toBe(`Second place: ${finalists[1]}`);
    expect((await bracketTexts(page))[2]).toMatch(
      new RegExp(
        `^Pairing r2-1: ${finalists[0]} vs ${finalists[1]}, ${finalists[0]} won 1–0 in matches, points: ${finalists[0]} \\d+–2$`,
      ),
    );
    expect(await page.locator('table.standings tbody tr').count()).toBe(4);
    expect(await auditOrganiser(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    // Export: the document reads back as the same tournament.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export tournament (JSON)' }).click(),
    ]);
    const file = join(downloads, 'tournament.json');
    await download.saveAs(file);
    const parsed = parseTournamentDocument(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.draw?.seed).toBe('КИНОДОМ 2021-02-25');
    expect(parsed.value.entrants).toEqual(['Анна', 'Борис', 'Вера', 'Гоша']);
    expect(champion(parsed.value)).toBe(finalists[0]);
    expect(places(parsed.value).map((p) => p.place)).toEqual([1, 2, 3]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a pairing of two bot entrants in the app, and keeps an unreadable saved tournament', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openOrganiser(page);
    await page.getByLabel('Minimum entrants').fill('2');
    await page.getByLabel('Minimum entrants').press('Tab');
    await page.getByLabel('Match to (points)').fill('1');
    await page.getByLabel('Match to (points)').press('Tab');
    await page.getByLabel('Match wins in the final and for third place').fill('1');
    await page.getByLabel('Match wins in the final and for third place').press('Tab');
    await page.getByText('Paste a list of names').first().click();
    await page.locator('#paste-names').fill('bot:club\nbot:beginner');
    await page.getByRole('button', { name: 'Add all' }).click();
    await page.getByRole('button', { name: 'Generate a seed' }).click();
    const seed = await page.getByLabel('Draw seed').inputValue();
    expect(seed).toMatch(/^\d{4}-\d\d-\d\d-\d{6}$/);
    await page.getByRole('button', { name: 'Make the draw' }).click();
    await page.getByRole('heading', { name: `Drawn with the seed “${seed}”` }).waitFor();
    await page.getByRole('button', { name: 'Let the computer play it' }).click();
    await page.getByRole('heading', { name: 'Places' }).waitFor({ timeout: 20_000 });
    const podium = await page.locator('.podium-list li').allTextContents();
    expect(podium).toHaveLength(2);
    expect(podium[0]).toMatch(/^Champion: bot:(club|beginner)$/);

    // An unreadable saved tournament is set aside with its text, and a new one can start.
    await page.evaluate(() => localStorage.setItem('nardy.tournament', '{"schema": 1, "document": {"format": "x"}}'));
    await page.reload();
    await page.getByRole('heading', { name: 'The saved tournament could not be read' }).waitFor();
    expect(await page.locator('#tournament-unreadable-text').inputValue()).toBe(
      '{"schema": 1, "document": {"format": "x"}}',
    );
    await expect(page.locator('.unreadable .code').textContent()).resolves.toContain('storage/document');
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByRole('heading', { name: 'The saved tournament could not be read' }).count()).toBe(0);
    await expect(page.locator('#entrant-count').textContent()).resolves.toContain('24 more needed');
    await context.close();
  });

  it('plays a match of two people at the table; its result goes into the bracket', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openOrganiser(page);
    for (const [label, value] of [
      ['Minimum entrants', '2'],
      ['Match to (points)', '1'],
      ['Match wins in the final and for third place', '1'],
    ]) {
      await page.getByLabel(label).fill(value);
      await page.getByLabel(label).press('Tab');
    }
    await page.getByText('Paste a list of names').first().click();
    await page.locator('#paste-names').fill('Анна, Борис');
    await page.getByRole('button', { name: 'Add all' }).click();
    await page.getByLabel('Draw seed').fill('7');
    await page.getByRole('button', { name: 'Make the draw' }).click();
    await page.getByRole('button', { name: 'Play it here (two people)' }).click();
    await page.waitForSelector('nardy-table');
    const banner = (await page.locator('.tournament-banner').textContent()) ?? '';
    const white = /: (.+) \(White\) vs/.exec(banner)?.[1];
    expect(white === 'Анна' || white === 'Борис').toBe(true);
    // Reloading in the middle keeps the link between the table and the tournament.
    await page.reload();
    await page.locator('.tournament-banner').waitFor();
    // The opening roll, then the player to move resigns: a match to 1 point is over.
    const loser = await page.evaluate(async () => {
      const T = (
        globalThis as unknown as {
          nardyTest: { send(c: unknown): void; view(): { phase: string; turn: string | null } | null };
        }
      ).nardyTest;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      T.send({ type: 'ROLL' });
      for (let i = 0; i < 100 && T.view()?.phase === 'opening'; i++) await sleep(5);
      const turn = T.view()?.turn ?? null;
      T.send({ type: 'RESIGN' });
      return turn;
    });
    expect(loser === 'white' || loser === 'black').toBe(true);
    await page.locator('.toast', { hasText: 'Result entered' }).waitFor();
    // The game-over summary leads back to the tournament.
    await page.locator('dialog.game-over').getByRole('link', { name: 'Back to the tournament' }).click();
    await page.getByRole('heading', { name: 'Places' }).waitFor();
    const other = white === 'Анна' ? 'Борис' : 'Анна';
    const winner = loser === 'white' ? other : white;
    expect(await page.locator('.podium-list li').first().textContent()).toBe(`Champion: ${winner}`);
    await context.close();
  });
});
