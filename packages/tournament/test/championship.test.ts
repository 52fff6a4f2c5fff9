// RULES.md §6.3 (S000, the club championship) and §7.9 M05: the 24-entrant bracket with 8 byes, series
// of matches to two wins (a third only at 1–1), the final and the third-place pairing to three wins.

import { fromSetup, legalPlays, makeMoveText } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { pairingStatus, playersOf } from '../src/bracket.ts';
import { DEFAULT_TOURNAMENT_CONFIG, matchTableConfig, parseTournamentConfig } from '../src/config.ts';
import { bracketSize, DrawRandom, drawSlots, seedNumber } from '../src/draw.ts';
import { champion, places, standings } from '../src/standings.ts';
import {
  createTournament,
  drawTournament,
  isOver,
  newTournament,
  pairingById,
  registerEntrant,
  type Tournament,
  withdrawEntrant,
} from '../src/tournament.ts';
import { accepted, drawn, lowerNumberWins, names, playOut, win } from './builders.ts';

/** The draw of P1..P24 with the seed "2021-02-25" (docs/tournament.md shows the same). */
const GOLDEN_SLOTS =
  'P3 - P5 - P19 P15 P13 - P11 - P12 P17 P18 P22 P4 - P7 - P1 P16 P14 P8 P2 - P24 P20 P21 - P10 P23 P6 P9';

function championship(): Tournament {
  return accepted(createTournament({ entrants: names(24), seed: '2021-02-25' }));
}

describe('the draw', () => {
  it('FNV-1a of the seed text matches the published test vectors', () => {
    expect(seedNumber('')).toBe(0x811c9dc5);
    expect(seedNumber('a')).toBe(0xe40c292c);
    expect(seedNumber('Кинодом')).toBe(0xbb4c9688);
    expect(seedNumber('🎲')).toBe(0x45d73958);
  });

  it('is reproducible: the documented algorithm gives this bracket for P1..P24 and "2021-02-25"', () => {
    const slots = drawSlots(names(24), '2021-02-25');
    expect(slots.map((s) => s ?? '-').join(' ')).toBe(GOLDEN_SLOTS);
    expect(drawSlots(names(24), '2021-02-25')).toEqual(slots);
    expect(drawSlots(names(24), '2021-02-26')).not.toEqual(slots);
  });

  it('draws uniform integers below k without bias by rejection', () => {
    const random = new DrawRandom('uniform');
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[random.below(3)]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('sizes brackets to the next power of two', () => {
    expect([2, 3, 4, 5, 8, 9, 24, 32, 33, 64].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 32, 32, 64, 64]);
  });
});

describe('the 24-entrant championship (S000)', () => {
  it('uses the club rules by default: matches to 5, two wins, final and third place to three, 24 entrants', () => {
    expect(DEFAULT_TOURNAMENT_CONFIG).toMatchObject({
      minEntrants: 24,
      matchLength: 5,
      winsNeeded: 2,
      finalWinsNeeded: 3,
      thirdPlace: true,
    });
  });

  it('plays S000’s own bear-off: strictFullPipsBearoff is on, so 6-4-1 with 5-3 is only 6/1 4/1', () => {
    const config = matchTableConfig(DEFAULT_TOURNAMENT_CONFIG);
    const rules = config.boards[0].rules;
    expect(rules.strictFullPipsBearoff).toBe(true);
    expect(config.ruleOptions.homeMarsValue).toBe(2);
    const start = fromSetup('short', { mover: { points: { 6: 1, 4: 1, 1: 1 }, off: 12 }, opponent: { points: {} } });
    if (!start.ok) throw new Error(start.error.message);
    const plays = legalPlays(rules, start.value, [5, 3]).plays;
    expect(plays.map((p) => makeMoveText(p.steps))).toEqual(['6/1 4/1']);
    // A table given without the option plays the international rule (RULES.md §2.7, T17).
    const given = parseTournamentConfig({
      table: { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } },
    });
    if (!given.ok) throw new Error(given.error.message);
    expect(matchTableConfig(given.value).boards[0].rules.strictFullPipsBearoff).toBe(false);
  });

  it('refuses the draw with 23 entrants and accepts it with 24', () => {
    let t = accepted(newTournament());
    for (const name of names(23)) t = accepted(registerEntrant(t, name));
    const refused = drawTournament(t, '2021-02-25');
    expect(refused.ok || refused.error.code).toBe('entrants/too-few');
    t = accepted(registerEntrant(t, 'P24'));
    expect(accepted(drawTournament(t, '2021-02-25')).draw?.slots).toHaveLength(32);
  });

  it('has a 32-slot bracket: 16 first-round pairings, 8 of them byes that advance at once', () => {
    const t = championship();
    const first = t.pairings.filter((p) => p.round === 1);
    expect(first).toHaveLength(16);
    const byes = first.filter((p) => p.decision === 'bye');
    expect(byes).toHaveLength(8);
    for (const p of byes) {
      expect(p.sides[1]).toEqual({ kind: 'bye' });
      expect(p.matches).toHaveLength(0);
      // The bye's player already stands in his round-2 pairing.
      const next = pairingById(t, `r2-${Math.ceil(p.index / 2)}`);
      expect(next && playersOf(next)).toContain(p.winner);
    }
    expect(first.filter((p) => pairingStatus(p) === 'ready')).toHaveLength(8);
    expect(t.pairings.map((p) => p.id)).toEqual([
      ...Array.from({ length: 16 }, (_, i) => `r1-${i + 1}`),
      ...Array.from({ length: 8 }, (_, i) => `r2-${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `r3-${i + 1}`),
      'r4-1',
      'r4-2',
      'r5-1',
      'third',
    ]);
    expect(pairingById(t, 'r5-1')?.stage).toBe('final');
    expect(standings(t).every((s) => s.active && s.place === null && s.eliminated === null)).toBe(true);
  });

  it('plays to the end: places 1–3, every other entrant eliminated in a round', () => {
    const t = playOut(championship(), lowerNumberWins);
    expect(isOver(t)).toBe(true);
    expect(champion(t)).toBe('P1');
    expect(places(t).map((p) => p.place)).toEqual([1, 2, 3]);
    const s = standings(t);
    expect(s.filter((x) => x.eliminated === null).map((x) => x.name)).toEqual(['P1']);
    expect(s.filter((x) => x.active)).toEqual([]);
    // 16 rounds-pairings of real players (8 in round 1 + 8 + 4 + 2) to two wins, final and third to three.
    const played = t.pairings.filter((p) => p.decision === 'play');
    expect(played.filter((p) => p.stage === 'round').every((p) => p.matches.length === 2)).toBe(true);
    expect(played.filter((p) => p.stage !== 'round').every((p) => p.matches.length === 3)).toBe(true);
  });
});

describe('series of matches (M05)', () => {
  it('a pairing at 1–1 after two 5-point matches needs a third match', () => {
    let t = drawn(4, 'm05');
    const [a, b] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(t, 'r1-1', a);
    expect(pairingStatus(pairingById(t, 'r1-1') as never)).toBe('playing');
    t = win(t, 'r1-1', b);
    const level = pairingById(t, 'r1-1');
    expect(level?.wins).toEqual([1, 1]);
    expect(level?.decision).toBeNull();
    t = win(t, 'r1-1', b);
    const decided = pairingById(t, 'r1-1');
    expect(decided).toMatchObject({ winner: b, loser: a, decision: 'play', wins: [1, 2] });
    expect(decided?.matches).toHaveLength(3);
    expect(playersOf(pairingById(t, 'r2-1') as never)).toEqual([b]);
  });

  it('2–0 decides without a third match', () => {
    let t = drawn(4, 'm05');
    const [a] = playersOf(pairingById(t, 'r1-2') as never);
    t = win(win(t, 'r1-2', a), 'r1-2', a);
    expect(pairingById(t, 'r1-2')).toMatchObject({ winner: a, decision: 'play' });
  });

  it('the final is first to three match wins: 2–2 goes on, the third win decides', () => {
    let t = drawn(4, 'final');
    for (const id of ['r1-1', 'r1-2']) {
      const [a] = playersOf(pairingById(t, id) as never);
      t = win(win(t, id, a), id, a);
    }
    const [x, y] = playersOf(pairingById(t, 'r2-1') as never);
    for (const w of [x, y, x, y]) t = win(t, 'r2-1', w);
    expect(pairingById(t, 'r2-1')).toMatchObject({ wins: [2, 2], decision: null, winsNeeded: 3 });
    expect(champion(t)).toBeNull();
    t = win(t, 'r2-1', y);
    expect(champion(t)).toBe(y);
    expect(standings(t).find((s) => s.name === x)?.place).toBe(2);
  });

  it('the semifinal losers play for third place, also to three wins; places 3 and 4', () => {
    let t = drawn(4, 'third');
    const losers: string[] = [];
    for (const id of ['r1-1', 'r1-2']) {
      const [a, b] = playersOf(pairingById(t, id) as never);
      t = win(win(t, id, a), id, a);
      losers.push(b);
    }
    const third = pairingById(t, 'third');
    expect(third?.winsNeeded).toBe(3);
    expect(playersOf(third as never)).toEqual(losers);
    for (const w of [losers[1], losers[1], losers[0], losers[1]]) t = win(t, 'third', w);
    expect(pairingById(t, 'third')).toMatchObject({ winner: losers[1], decision: 'play', wins: [1, 3] });
    const s = standings(t);
    expect(s.find((x) => x.name === losers[1])?.place).toBe(3);
    expect(s.find((x) => x.name === losers[0])?.place).toBe(4);
    expect(isOver(t)).toBe(false);
    t = playOut(t, () => 0);
    expect(places(t).map((p) => p.place)).toEqual([1, 2, 3]);
  });

  it('without a third-place pairing both semifinal losers share place 3', () => {
    const t = playOut(drawn(8, 'no-third', { minEntrants: 2, thirdPlace: false }), lowerNumberWins);
    expect(t.pairings.some((p) => p.stage === 'third')).toBe(false);
    expect(places(t).map((p) => p.place)).toEqual([1, 2, 3, 3]);
  });

  it('wins needed are configurable (first to one, a final to two)', () => {
    const t = drawn(8, 'short', { minEntrants: 2, winsNeeded: 1, finalWinsNeeded: 2, matchLength: 3 });
    expect(t.pairings.filter((p) => p.stage === 'round').every((p) => p.winsNeeded === 1)).toBe(true);
    const done = playOut(t, lowerNumberWins);
    expect(done.pairings.find((p) => p.id === 'r1-1')?.matches).toHaveLength(1);
    expect(done.pairings.find((p) => p.stage === 'final')?.matches).toHaveLength(2);
  });

  it('three entrants: one semifinal is a bye, so third place goes to the other semifinal loser by bye', () => {
    const t = playOut(drawn(3, 'three'), lowerNumberWins);
    expect(pairingById(t, 'third')?.decision).toBe('bye');
    expect(places(t).map((p) => p.place)).toEqual([1, 2, 3]);
  });
});

describe('withdrawals', () => {
  it('a withdrawal in a ready pairing is a walkover; the matches played stay recorded', () => {
    let t = drawn(8, 'wd');
    const [a, b] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(t, 'r1-1', a);
    t = accepted(withdrawEntrant(t, a));
    expect(pairingById(t, 'r1-1')).toMatchObject({ winner: b, loser: a, decision: 'walkover' });
    expect(pairingById(t, 'r1-1')?.matches).toHaveLength(1);
    expect(standings(t).find((s) => s.name === a)).toMatchObject({ withdrawn: true, active: false });
  });

  it('a player waiting for his opponent withdraws: the opponent gets the walkover when he arrives', () => {
    let t = drawn(8, 'wd2');
    const [a] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(win(t, 'r1-1', a), 'r1-1', a);
    t = accepted(withdrawEntrant(t, a));
    expect(pairingById(t, 'r2-1')?.decision).toBeNull();
    const [c] = playersOf(pairingById(t, 'r1-2') as never);
    t = win(win(t, 'r1-2', c), 'r1-2', c);
    expect(pairingById(t, 'r2-1')).toMatchObject({ winner: c, loser: a, decision: 'walkover' });
    expect(standings(t).find((s) => s.name === a)).toMatchObject({
      active: false,
      withdrawn: true,
      eliminated: { pairing: 'r2-1', round: 2 },
    });
  });

  it('a semifinal loser who withdraws gives third place to the other by walkover', () => {
    let t = drawn(4, 'walk-third');
    const [a, b] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(win(t, 'r1-1', a), 'r1-1', a);
    t = accepted(withdrawEntrant(t, b));
    const [c, d] = playersOf(pairingById(t, 'r1-2') as never);
    t = win(win(t, 'r1-2', c), 'r1-2', c);
    expect(pairingById(t, 'third')).toMatchObject({ decision: 'walkover', winner: d, loser: b });
    const refused = withdrawEntrant(t, d);
    expect(refused.ok || refused.error.code).toBe('player/out');
  });

  it('both semifinal losers withdrawn: the third-place pairing is void, places 1 and 2 only', () => {
    let t = drawn(4, 'void');
    // The first semifinal's loser withdraws while waiting for third place …
    const [a, b] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(win(t, 'r1-1', a), 'r1-1', a);
    t = accepted(withdrawEntrant(t, b));
    // … and the second semifinal is lost by withdrawal: nobody is left to play for third place.
    const [, d] = playersOf(pairingById(t, 'r1-2') as never);
    t = accepted(withdrawEntrant(t, d));
    expect(pairingById(t, 'r1-2')).toMatchObject({ decision: 'walkover', loser: d });
    expect(pairingById(t, 'third')).toMatchObject({ decision: 'void', winner: null });
    t = playOut(t, () => 0);
    expect(places(t).map((p) => p.place)).toEqual([1, 2]);
  });
});
