import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../live.ts';
import { ARENA_RUNNING, OLYMPIC_FINISHED, OLYMPIC_RUNNING, WATCH_BASE } from '../testing/tournaments.ts';
import type { NardyTournament } from './nardy-tournament.ts';
import { readTournament, tableWatchLink, tournamentAddress } from './tournamentFeed.ts';

const SRC = 'https://club.example.org/api/tournaments/olymp1';

/**
 * The game server's answers, one per read (the last repeats): a stand-in for `GET
 * /api/tournaments/:id` on this page's `fetch`, which records each address read.
 */
function serve(...answers: { status?: number; body: unknown }[]) {
  const reads: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    reads.push(String(input));
    const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return reads;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

async function mount(attributes: string): Promise<NardyTournament> {
  document.body.insertAdjacentHTML('beforeend', `<nardy-tournament ${attributes}></nardy-tournament>`);
  const el = document.body.lastElementChild as NardyTournament;
  await expect.poll(() => el.tournament !== null || el.error !== null).toBe(true);
  await el.updateComplete;
  return el;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** A pairing's two sides: name, wins (null: not shown), whether it won. */
const sides = (pairing: Element) =>
  [...pairing.querySelectorAll('.side')].map((s) => [
    text(s.querySelector('.name')),
    s.querySelector('.wins') ? text(s.querySelector('.wins')) : null,
    s.classList.contains('winner'),
  ]);
const root = (el: NardyTournament) => el.shadowRoot as ShadowRoot;

describe('readTournament', () => {
  test('reads the documented answer and ignores what it does not draw', () => {
    const read = readTournament(OLYMPIC_RUNNING);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.rounds.map((r) => r.pairings.length)).toEqual([4, 2, 2]);
    expect(read.value.rounds[0].pairings[0]).toMatchObject({ white: 'anna', black: null, bye: true, winner: 'anna' });
    expect(read.value.rounds[1].pairings[1]).toMatchObject({ forfeit: 'no-show', wins: [0, 1] });
    expect(read.value.entrants).toHaveLength(6);
  });

  test('an answer that is no tournament is ERR_TOURNAMENT_SHAPE, saying what is wrong', () => {
    for (const bad of [
      null,
      [],
      { ...OLYMPIC_RUNNING, format: 'swiss' },
      { ...OLYMPIC_RUNNING, name: 3 },
      { ...ARENA_RUNNING, standings: [{ name: 'x' }] },
    ]) {
      const read = readTournament(bad);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.code).toBe('ERR_TOURNAMENT_SHAPE');
    }
  });

  test("a table's watch link: the one the server gave, else made from the server's address", () => {
    const read = readTournament(OLYMPIC_RUNNING);
    if (!read.ok) throw new Error('unread');
    const live = OLYMPIC_RUNNING.now[0].table;
    expect(tableWatchLink(read.value, SRC, live)).toBe(OLYMPIC_RUNNING.now[0].watch);
    const past = OLYMPIC_RUNNING.rounds[0].pairings[1].tables[0];
    expect(tableWatchLink(read.value, SRC, past)).toBe(`${WATCH_BASE}#table=${past}`);
    const none = { ...read.value, now: [] };
    expect(tableWatchLink(none, 'http://127.0.0.1:5173/nardy/api/tournaments/x', past)).toBe(
      `http://127.0.0.1:5173/nardy/#table=${past}`,
    );
  });
});

test("the address read: the API's, or the API beside the app of a tournament's page; nothing else", () => {
  expect(tournamentAddress(SRC)).toBe(SRC);
  expect(tournamentAddress('https://club.example.org/#/club/tournament/olymp1')).toBe(SRC);
  expect(tournamentAddress('https://club.example.org/nardy/#/club/tournament/x')).toBe(
    'https://club.example.org/nardy/api/tournaments/x',
  );
  expect(tournamentAddress('/api/tournaments/x', 'http://127.0.0.1:5173/page.html')).toBe(
    'http://127.0.0.1:5173/api/tournaments/x',
  );
  for (const bad of ['', 'nonsense', 'https://x.org/', 'https://x.org/#table=abc', 'ftp://x.org/api/tournaments/x']) {
    expect(tournamentAddress(bad), bad).toBeNull();
  }
});

describe('<nardy-tournament>', () => {
  test('a src that names no tournament: ERR_TOURNAMENT_SRC, and nothing is read', async () => {
    const reads = serve({ body: OLYMPIC_RUNNING });
    const el = await mount('src="https://club.example.org/"');
    expect(el.error?.code).toBe('ERR_TOURNAMENT_SRC');
    expect(reads).toEqual([]);
  });

  test("a tournament's page in the app is read at its API address", async () => {
    const reads = serve({ body: ARENA_RUNNING });
    const el = await mount('src="https://club.example.org/#/club/tournament/arena1"');
    expect(reads).toEqual(['https://club.example.org/api/tournaments/arena1']);
    expect(el.tournament?.name).toBe('Friday Arena');
  });

  test('an Olympic bracket: rounds, byes, wins, the forfeit, the third place, every table linked to its watch link', async () => {
    const reads = serve({ body: OLYMPIC_RUNNING });
    const el = await mount(`src="${SRC}"`);
    expect(reads).toEqual([SRC]);
    const r = root(el);
    expect(text(r.querySelector('h2'))).toBe('Winter Cup');
    expect(text(r.querySelector('.facts'))).toBe('Olympic system · In play · 6 entrants');
    expect([...r.querySelectorAll('.round h3')].map(text)).toEqual(['Round 1', 'Semifinals', 'Final', 'Third place']);
    const first = [...r.querySelectorAll('.round')][0].querySelectorAll('.pairing');
    expect(sides(first[0])).toEqual([
      ['anna', null, true],
      ['bye', null, false],
    ]);
    expect(sides(first[3])).toEqual([
      ['gleb', '1', false],
      ['dina', '2', true],
    ]);
    const semis = [...r.querySelectorAll('.round')][1].querySelectorAll('.pairing');
    expect(text(semis[1].querySelector('.forfeit'))).toBe('by forfeit: did not come');
    // Each table of a pairing links to its watch link; the one played now says so.
    const links = [...semis[0].querySelectorAll<HTMLAnchorElement>('a[part="table-link"]')];
    expect(links.map((a) => [text(a), a.href])).toEqual([
      ['Match 1', `${WATCH_BASE}#table=${OLYMPIC_RUNNING.rounds[1].pairings[0].tables[0]}`],
      ['Match 2 · live', OLYMPIC_RUNNING.now[0].watch],
    ]);
    expect(links[1].getAttribute('aria-label')).toBe('Watch anna v boris, match 2');
    // The final's side not known yet.
    expect(sides([...r.querySelectorAll('.round')][2].querySelector('.pairing') as Element)).toEqual([
      ['to be decided', '0', false],
      ['dina', '0', false],
    ]);
    expect(text(r.querySelector('[part="now"]'))).toContain('boris — anna');
    expect(text(r.querySelector('[part="seed"]'))).toBe('Draw seed: 9f2c4e1ab7d05c3e');
    expect(r.querySelector('[part="places"]')).toBeNull();
  });

  test('live: it reads again every interval while running, draws the end with its places, then stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reads = serve({ body: OLYMPIC_RUNNING }, { body: OLYMPIC_FINISHED });
    const el = await mount(`src="${SRC}" interval="5"`);
    expect(el.tournament?.status).toBe('running');
    await vi.advanceTimersByTimeAsync(5000);
    await expect.poll(() => el.tournament?.status).toBe('finished');
    await el.updateComplete;
    expect(
      [...root(el).querySelectorAll('[part="places"] li')].map((li) => [li.getAttribute('value'), text(li)]),
    ).toEqual([
      ['1', 'anna'],
      ['2', 'dina'],
      ['3', 'boris'],
    ]);
    expect(text(root(el).querySelector('.facts'))).toContain('Finished');
    expect(text(root(el).querySelector('.third .forfeit'))).toBe('by forfeit: left');
    expect(root(el).querySelector('[part="now"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(2);
  });

  test('an arena: the standings best first, who plays now linked to the table, in Russian', async () => {
    serve({ body: ARENA_RUNNING });
    const el = await mount(`src="https://club.example.org/api/tournaments/arena1" locale="ru"`);
    const r = root(el);
    expect(text(r.querySelector('.facts'))).toBe('Арена · Идёт игра · 6 участников');
    expect(text(r.querySelector('caption'))).toBe('Таблица');
    const rows = [...r.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text));
    expect(rows).toEqual([
      ['1', 'vera', '8', '3', '0', '3', 'играет'],
      ['2', 'anna', '4', '2', '1', '0', ''],
      ['3', 'Computer (strong)', '2', '1', '1', '1', 'играет'],
      ['4', 'boris', '0', '0', '2', '0', ''],
    ]);
    expect(r.querySelector<HTMLAnchorElement>('tbody a')?.href).toBe(ARENA_RUNNING.now[0].watch);
    expect(r.querySelector('[part="bracket"]')).toBeNull();
  });

  test("the server's refusal, or an answer that is no tournament: nardy-error with its code, and the reads go on", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const codes: string[] = [];
    document.addEventListener('nardy-error', (e) => codes.push((e as CustomEvent<{ code: string }>).detail.code));
    const reads = serve(
      { status: 404, body: { error: { code: 'tournament/unknown', message: 'no such tournament' } } },
      { body: { id: 'x' } },
      { body: ARENA_RUNNING },
    );
    const el = await mount(`src="${SRC}" locale="uk"`);
    expect(el.error?.code).toBe('tournament/unknown');
    expect(text(root(el).querySelector('[part="error"]'))).toBe('no such tournament');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect.poll(() => el.error?.code).toBe('ERR_TOURNAMENT_SHAPE');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect.poll(() => el.tournament?.name).toBe('Friday Arena');
    expect(el.error).toBeNull();
    expect(codes).toEqual(['tournament/unknown', 'ERR_TOURNAMENT_SHAPE']);
    expect(reads).toHaveLength(3);
    await el.updateComplete;
    expect(text(root(el).querySelector('.facts'))).toBe('Арена · Триває гра · 6 учасників');
  });

  test('axe-core finds nothing to fix in a bracket or in standings, light and dark', async () => {
    serve({ body: OLYMPIC_FINISHED });
    document.body.insertAdjacentHTML('beforeend', '<main></main>');
    const main = document.querySelector('main') as HTMLElement;
    main.innerHTML = `<nardy-tournament src="${SRC}"></nardy-tournament>`;
    const olympic = main.lastElementChild as NardyTournament;
    await expect.poll(() => olympic.tournament).not.toBeNull();
    vi.unstubAllGlobals();
    serve({ body: ARENA_RUNNING });
    main.insertAdjacentHTML('beforeend', `<nardy-tournament src="${SRC}" theme="dark"></nardy-tournament>`);
    const arena = main.lastElementChild as NardyTournament;
    await expect.poll(() => arena.tournament).not.toBeNull();
    await Promise.all([olympic.updateComplete, arena.updateComplete]);
    const result = await axe.run(main, { resultTypes: ['violations'] });
    expect(
      result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
