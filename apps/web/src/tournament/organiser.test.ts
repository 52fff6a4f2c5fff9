import { recordFromState } from '@nardy/parallel';
import {
  createTournament,
  enterResult,
  matchTableConfig,
  matchTableSpec,
  newTournament,
  nextMatch,
  pairingById,
  type Tournament,
  withdrawEntrant,
} from '@nardy/tournament';
import { describe, expect, it } from 'vitest';
import { playTable } from '../../test/fixtures.ts';
import { BotCore } from '../botProtocol.ts';
import { botMatchDice, type Decider, playBotMatch } from './botMatch.ts';
import {
  botLevelOf,
  bracketColumns,
  describePairing,
  generateSeed,
  orderedStandings,
  pairingCard,
  parseNameList,
  planMatch,
  points,
  reconfigure,
  recordPlayedMatch,
  registerMany,
  resizeBoards,
} from './organiser.ts';
import { tournamentStrings } from './tournamentStrings.ts';

const s = tournamentStrings('en');

function drawn(entrants: string[], seed = 'S', config: Record<string, unknown> = {}): Tournament {
  const r = createTournament({ entrants, seed, config: { minEntrants: 2, ...config } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A direct decider (no worker): the worker's own logic, in this thread. */
const core = new BotCore(() => 0);
const direct: Decider = async (state, player, level) => {
  const d = core.handle({ type: 'decide', id: 1, state: structuredClone(state), player, level });
  if (d.type !== 'decision') throw new Error(d.message);
  return d.decision;
};

describe('organiser: registration and format', () => {
  it('reads pasted name lists (lines, commas, semicolons; blanks skipped)', () => {
    expect(parseNameList('Анна\n Борис ,Вера;;\r\n\nГоша ')).toEqual(['Анна', 'Борис', 'Вера', 'Гоша']);
    expect(parseNameList(' \n , ')).toEqual([]);
  });

  it('registers many names and reports each refused one with its code', () => {
    const t = must(createTournamentOpen());
    const r = registerMany(t, ['Анна', 'анна ', 'Борис', '', 'x'.repeat(81)]);
    expect(r.tournament.entrants).toEqual(['Анна', 'Борис']);
    expect(r.refused.map((x) => x.code)).toEqual(['entrant/duplicate', 'entrant/name', 'entrant/name']);
    expect(t.entrants).toEqual([]);
  });

  it('changes the format before the draw, keeping the entrants in order', () => {
    const open = registerMany(must(createTournamentOpen()), ['C', 'A', 'B']).tournament;
    const next = must(
      reconfigure(open, {
        minEntrants: 3,
        matchLength: 7,
        winsNeeded: 1,
        thirdPlace: false,
        boards: ['short', 'long'],
        ending: 'koks',
      }),
    );
    expect(next.entrants).toEqual(['C', 'A', 'B']);
    expect(next.config).toMatchObject({ minEntrants: 3, matchLength: 7, winsNeeded: 1, thirdPlace: false });
    expect(next.config.table.boards.map((b) => b.variant)).toEqual(['short', 'long']);
    expect(next.config.table.ending).toBe('koks');
    expect(open.config.matchLength).toBe(5);
    // The championship's house rule stays; the new boards bring their own defaults (home mars 3 on two boards).
    expect(open.config.table.options).toMatchObject({ strictFullPipsBearoff: true, homeMarsValue: 2 });
    expect(next.config.table.options).toMatchObject({ strictFullPipsBearoff: true, homeMarsValue: 3 });
    const long = must(reconfigure(open, { boards: ['long'], ending: 'mars' }));
    expect(long.config.table.options).toMatchObject({ openingRoll: 'reroll', homeMarsValue: 2 });
  });

  it('refuses an impossible format and any change after the draw, leaving the tournament as it was', () => {
    const open = registerMany(must(createTournamentOpen()), ['A', 'B']).tournament;
    for (const patch of [{ matchLength: 0 }, { minEntrants: 1 }, { winsNeeded: Number.NaN }, { boards: [] }]) {
      const r = reconfigure(open, patch);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('tournament/config');
    }
    const r = reconfigure(drawn(['A', 'B']), { matchLength: 3 });
    expect(r.ok ? null : r.error.code).toBe('draw/done');
    expect(open.config.matchLength).toBe(5);
  });

  it('resizes the boards of a table, repeating the last variant', () => {
    expect(resizeBoards(['short', 'long'], 4)).toEqual(['short', 'long', 'long', 'long']);
    expect(resizeBoards(['short', 'long'], 1)).toEqual(['short']);
    expect(resizeBoards(['long'], 9)).toHaveLength(4);
  });

  it('generates announceable seeds: the date and six random digits', () => {
    expect(generateSeed(new Date('2025-05-06T10:00:00Z'), () => 4_294_482_913)).toBe('2025-05-06-482913');
    expect(generateSeed(new Date('2025-05-06T10:00:00Z'), () => 7)).toBe('2025-05-06-000007');
    expect(generateSeed()).toMatch(/^\d{4}-\d\d-\d\d-\d{6}$/);
  });
});

function createTournamentOpen() {
  return newTournament({ minEntrants: 2 });
}

describe('organiser: seats and bot entrants', () => {
  it('knows bot entrants by name (bot:LEVEL, numbered repeats)', () => {
    expect(botLevelOf('bot:strong')).toBe('strong');
    expect(botLevelOf('BOT:Club#2')).toBe('club');
    expect(botLevelOf('bot:grandmaster')).toBeNull();
    expect(botLevelOf('Bottom')).toBeNull();
  });

  it('plans people, a person against a bot (the person at White), and two bots', () => {
    const t = drawn(['Анна', 'bot:club', 'Борис', 'bot:beginner'], 'plan');
    for (const p of t.pairings.filter((x) => x.round === 1)) {
      const plan = must(planMatch(t, p.id));
      const next = nextMatch(t, p.id);
      if (!next) throw new Error('not playable');
      const bots = [next.white, next.black].filter((n) => botLevelOf(n) !== null).length;
      expect(plan.kind).toBe(bots === 2 ? 'bots' : bots === 1 ? 'computer' : 'people');
      if (plan.kind === 'computer') {
        expect(botLevelOf(plan.match.black)).toBe(plan.level);
        expect(botLevelOf(plan.match.white)).toBeNull();
      }
    }
    expect(planMatch(t, 'r9-9').ok ? '' : 'pairing/unknown').toBe('pairing/unknown');
    const final = planMatch(t, 'r2-1');
    expect(final.ok ? '' : final.error.code).toBe('pairing/not-ready');
  });
});

describe('organiser: the bracket as text', () => {
  it('says each pairing as a sentence: not started, leading, level, won, bye, walkover, waiting', () => {
    let t = drawn(['A', 'B', 'C', 'D', 'E'], 'text', { winsNeeded: 2 });
    const played = t.pairings.find((p) => p.round === 1 && p.decision === null);
    if (!played) throw new Error('no first-round match');
    const [x, y] = played.sides.map((side) => (side.kind === 'player' ? side.name : ''));
    const say = () => describePairing(pairingById(t, played.id) as never, s, t.withdrawn);
    expect(say()).toBe(`Pairing ${played.id}: ${x} vs ${y}, not started, first to 2`);
    t = must(enterResult(t, { pairing: played.id, winner: y, score: [5, 3] }));
    expect(say()).toBe(`Pairing ${played.id}: ${x} vs ${y}, ${y} leads 1–0, points: ${y} 5–3, first to 2`);
    t = must(enterResult(t, { pairing: played.id, winner: x, score: [5, 4.5] }));
    expect(say()).toBe(`Pairing ${played.id}: ${x} vs ${y}, level at 1–1, points: ${y} 5–3, ${x} 5–4½, first to 2`);
    t = must(enterResult(t, { pairing: played.id, winner: x, score: [6, 0] }));
    expect(say()).toBe(
      `Pairing ${played.id}: ${x} vs ${y}, ${x} won 2–1 in matches, points: ${y} 5–3, ${x} 5–4½, ${x} 6–0`,
    );
    const bye = t.pairings.find((p) => p.decision === 'bye');
    if (!bye?.winner) throw new Error('no bye');
    expect(describePairing(bye, s, t.withdrawn)).toBe(
      `Pairing ${bye.id}: ${bye.winner} vs bye, ${bye.winner} has a bye`,
    );
    expect(describePairing(pairingById(t, 'third') as never, s, [])).toBe(
      'Third-place pairing: loser of r2-1 vs loser of r2-2, first to 3',
    );
    // A withdrawal: marked, and the opponent goes through by walkover.
    const waiting = t.pairings.find((p) => p.decision === null && p.sides.every((q) => q.kind === 'player'));
    if (!waiting) throw new Error('no ready pairing');
    const [w0, w1] = waiting.sides.map((q) => (q.kind === 'player' ? q.name : ''));
    t = must(withdrawEntrant(t, w1));
    expect(describePairing(pairingById(t, waiting.id) as never, s, t.withdrawn)).toBe(
      `Pairing ${waiting.id}: ${w0} vs ${w1} (withdrew), ${w0} wins by walkover`,
    );
  });

  it('names the columns: rounds, quarterfinals, semifinals, final, third place', () => {
    const t = drawn(
      Array.from({ length: 20 }, (_, i) => `P${i + 1}`),
      'cols',
    );
    expect(bracketColumns(t).map((c) => c.name)).toEqual([
      { kind: 'round', round: 1 },
      { kind: 'round', round: 2 },
      { kind: 'quarterfinal' },
      { kind: 'semifinal' },
      { kind: 'final' },
      { kind: 'third' },
    ]);
    expect(bracketColumns(t).map((c) => c.pairings.length)).toEqual([16, 8, 4, 2, 1, 1]);
  });

  it('writes half points and orders the standings by place, then by how far players got', () => {
    expect([points(5), points(4.5), points(0.5), points(0)]).toEqual(['5', '4½', '½', '0']);
    let t = drawn(['A', 'B', 'C', 'D'], 'order', { winsNeeded: 1, finalWinsNeeded: 1 });
    for (const id of ['r1-1', 'r1-2', 'r2-1', 'third']) {
      const next = nextMatch(t, id);
      if (!next) throw new Error(`${id} not ready`);
      t = must(enterResult(t, { pairing: id, winner: next.white, score: [5, 1] }));
    }
    expect(orderedStandings(t).map((x) => x.place)).toEqual([1, 2, 3, 4]);
  });
});

describe('organiser: matches played in the app', () => {
  it('enters the result of a finished table for the seats of this device, and refuses what does not fit', () => {
    const t = drawn(['Анна', 'Борис'], 'played', { matchLength: 1, finalWinsNeeded: 2 });
    const match = nextMatch(t, 'r1-1');
    if (!match) throw new Error('not playable');
    const { state } = playTable(matchTableSpec(t.config), 9);
    expect(state.over).toBe(true);
    const r = must(recordPlayedMatch(t, match, state));
    const winnerColor = state.score.white >= 1 ? 'white' : 'black';
    expect(r.result.winner).toBe(match[winnerColor]);
    expect(r.tournament.pairings[0].matches).toHaveLength(1);
    // The same match again: it is no longer the next one.
    const again = recordPlayedMatch(r.tournament, match, state);
    expect(again.ok ? '' : again.error.code).toBe('pairing/finished');
    // A table not over yet, and a table of another length.
    const unfinished = playTable(matchTableSpec(t.config), 9, { maxTurns: 3 }).state;
    const early = recordPlayedMatch(t, match, unfinished);
    expect(early.ok ? '' : early.error.code).toBe('match/not-over');
    const longer = playTable(
      { ...matchTableSpec(t.config), match: { length: 3, seriesFirstMove: 'alternating' } },
      9,
    ).state;
    const wrong = recordPlayedMatch(t, match, longer);
    expect(wrong.ok ? '' : wrong.error.code).toBe('result/score');
    expect(t.pairings[0].matches).toHaveLength(0);
  });

  it('plays a match of two bot entrants to its end, reproducibly from the draw seed', async () => {
    const t = drawn(['bot:club#1', 'bot:club#2'], 'bots', { matchLength: 1, finalWinsNeeded: 1 });
    const match = nextMatch(t, 'r1-1');
    if (!match) throw new Error('not playable');
    const plan = must(planMatch(t, 'r1-1'));
    if (plan.kind !== 'bots') throw new Error('expected bots');
    const play = () => playBotMatch(matchTableConfig(t.config), plan.levels, direct, botMatchDice(t, match));
    const first = await play();
    const second = await play();
    if (!first || !second) throw new Error('stopped');
    expect(first.over).toBe(true);
    expect(recordFromState(second)).toEqual(recordFromState(first));
    const done = must(recordPlayedMatch(t, match, first));
    expect(done.tournament.pairings[0].decision).toBe('play');
    // Stopping returns nothing.
    expect(
      await playBotMatch(matchTableConfig(t.config), plan.levels, direct, botMatchDice(t, match), {
        stopped: () => true,
      }),
    ).toBeNull();
  });
});

describe('organiser: bracket cards say what their sentences say (issue 19)', () => {
  it('bug 19.9: a card and its pairing line agree on the wins and the points; a bye is said once', () => {
    let t = drawn(['A', 'B', 'C'], 'S', { winsNeeded: 1, matchLength: 2 });
    const played = t.pairings.find((p) => p.decision === null && p.sides.every((x) => x.kind === 'player'));
    if (!played) throw new Error('no first-round match');
    const winner = played.sides[0].kind === 'player' ? played.sides[0].name : '';
    t = must(enterResult(t, { pairing: played.id, winner, score: [2, 0] }));
    const p = pairingById(t, played.id);
    if (!p) throw new Error('no pairing');
    const card = pairingCard(p, s, t.withdrawn);
    const line = describePairing(p, s, t.withdrawn);
    expect(card.sides.map((x) => x.wins)).toEqual(['1', '0']);
    expect(line).toContain(`${winner} won 1–0 in matches`);
    expect(card.matches).toBe(`points: ${winner} 2–0`);
    expect(line).toContain(card.matches);
    const bye = t.pairings.find((q) => q.decision === 'bye');
    if (!bye) throw new Error('no bye');
    const byeCard = pairingCard(bye, s, t.withdrawn);
    const words = [...byeCard.sides.map((x) => x.name), byeCard.note, byeCard.matches].join(' ');
    expect(words.match(/\bbye\b/g)).toHaveLength(1);
  });
});
