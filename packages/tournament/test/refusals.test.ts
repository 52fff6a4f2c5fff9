// Invalid operations are refused with stable codes and leave the tournament exactly as it was.
import { describe, expect, it } from 'vitest';
import { playersOf } from '../src/bracket.ts';
import { makeTournamentDocument } from '../src/document.ts';
import {
  type Applied,
  createTournament,
  drawTournament,
  enterResult,
  newTournament,
  pairingById,
  placeDraw,
  registerEntrant,
  removeEntrant,
  TOURNAMENT_ERRORS,
  type Tournament,
  withdrawEntrant,
} from '../src/tournament.ts';
import { accepted, drawn, lowerNumberWins, playOut, win } from './builders.ts';

function expectRefused(t: Tournament, operation: (t: Tournament) => Applied, code: string): void {
  const before = JSON.stringify(makeTournamentDocument(t));
  const pairings = t.pairings;
  const r = operation(t);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(TOURNAMENT_ERRORS).toContain(code);
  if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(makeTournamentDocument(t))).toBe(before);
  expect(t.pairings).toBe(pairings);
}

describe('refusals', () => {
  const registering = () => accepted(newTournament({ minEntrants: 4 }));
  const midway = () => {
    let t = drawn(8, 'refuse');
    const [a] = playersOf(pairingById(t, 'r1-1') as never);
    t = win(win(t, 'r1-1', a), 'r1-1', a);
    return t;
  };

  it.each([
    ['a name that is not a string', (t: Tournament) => registerEntrant(t, 42), 'entrant/name'],
    ['an empty name', (t: Tournament) => registerEntrant(t, '   '), 'entrant/name'],
    ['a name with a control character', (t: Tournament) => registerEntrant(t, 'A\u0007'), 'entrant/name'],
    ['a name too long', (t: Tournament) => registerEntrant(t, 'x'.repeat(81)), 'entrant/name'],
    ['removing an unknown entrant', (t: Tournament) => removeEntrant(t, 'Nobody'), 'entrant/unknown'],
    ['a draw with too few entrants', (t: Tournament) => drawTournament(t, 'seed'), 'entrants/too-few'],
    [
      'a result before the draw',
      (t: Tournament) => enterResult(t, { pairing: 'r1-1', winner: 'A', score: [5, 0] }),
      'draw/not-done',
    ],
    ['a withdrawal before the draw', (t: Tournament) => withdrawEntrant(t, 'A'), 'draw/not-done'],
  ])('registration: %s', (_, operation, code) => {
    expectRefused(accepted(registerEntrant(registering(), 'A')), operation, code);
  });

  it('duplicate names (ignoring case and spaces)', () => {
    const t = accepted(registerEntrant(registering(), 'Анна'));
    expectRefused(t, (s) => registerEntrant(s, ' анна '), 'entrant/duplicate');
    const created = createTournament({ entrants: ['A', 'B', 'a'], seed: 's', config: { minEntrants: 2 } });
    expect(created.ok || created.error.code).toBe('entrant/duplicate');
  });

  it('a bad seed and a bad hand-made draw', () => {
    let t = accepted(newTournament({ minEntrants: 2 }));
    for (const n of ['A', 'B', 'C']) t = accepted(registerEntrant(t, n));
    expectRefused(t, (s) => drawTournament(s, ''), 'draw/seed');
    expectRefused(t, (s) => drawTournament(s, 7), 'draw/seed');
    expectRefused(t, (s) => placeDraw(s, ['A', 'B', 'C']), 'draw/slots');
    expectRefused(t, (s) => placeDraw(s, ['A', 'B', 'C', 'D']), 'draw/slots');
    expectRefused(t, (s) => placeDraw(s, ['A', 'A', 'C', null]), 'draw/slots');
    expectRefused(t, (s) => placeDraw(s, ['A', 'B', null, 'B']), 'draw/slots');
    const hand = accepted(placeDraw(t, ['C', null, 'A', 'B']));
    expect(hand.draw).toEqual({ seed: null, slots: ['C', null, 'A', 'B'] });
    expect(pairingById(hand, 'r1-1')).toMatchObject({ winner: 'C', decision: 'bye' });
  });

  it('bad configurations', () => {
    for (const config of [
      'x',
      { minEntrants: 1 },
      { matchLength: 0 },
      { winsNeeded: 2.5 },
      { finalWinsNeeded: 10 },
      { thirdPlace: 'yes' },
      { seriesFirstMove: 'random' },
      { colour: 'red' },
      { table: { boards: [{ variant: 'chess' }], ending: 'mars', cube: { mode: 'off' } } },
      { table: { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' }, match: { length: 3 } } },
    ]) {
      const r = newTournament(config);
      expect(r.ok || r.error.code, JSON.stringify(config)).toBe('tournament/config');
    }
  });

  it.each([
    ['registration after the draw', (t: Tournament) => registerEntrant(t, 'Late'), 'draw/done'],
    ['removal after the draw', (t: Tournament) => removeEntrant(t, 'P1'), 'draw/done'],
    ['a second draw', (t: Tournament) => drawTournament(t, 'again'), 'draw/done'],
    ['a malformed result', (t: Tournament) => enterResult(t, { pairing: 'r1-2' }), 'result/malformed'],
    [
      'an unknown pairing',
      (t: Tournament) => enterResult(t, { pairing: 'r9-1', winner: 'P1', score: [5, 0] }),
      'pairing/unknown',
    ],
    [
      'a decided pairing',
      (t: Tournament) =>
        enterResult(t, { pairing: 'r1-1', winner: pairingById(t, 'r1-1')?.winner ?? '', score: [5, 0] }),
      'pairing/finished',
    ],
    [
      'a pairing whose opponent is not known',
      (t: Tournament) => enterResult(t, { pairing: 'r2-1', winner: pairingById(t, 'r1-1')?.winner, score: [5, 0] }),
      'pairing/not-ready',
    ],
    [
      'a winner outside the pairing',
      (t: Tournament) => enterResult(t, { pairing: 'r1-2', winner: pairingById(t, 'r1-1')?.winner, score: [5, 0] }),
      'result/not-in-pairing',
    ],
    [
      'a score below the match length',
      (t: Tournament) =>
        enterResult(t, { pairing: 'r1-2', winner: playersOf(pairingById(t, 'r1-2') as never)[0], score: [4, 0] }),
      'result/score',
    ],
    [
      'a loser at the match length',
      (t: Tournament) =>
        enterResult(t, { pairing: 'r1-2', winner: playersOf(pairingById(t, 'r1-2') as never)[0], score: [6, 5] }),
      'result/score',
    ],
    [
      'a score in thirds',
      (t: Tournament) =>
        enterResult(t, { pairing: 'r1-2', winner: playersOf(pairingById(t, 'r1-2') as never)[0], score: [5, 1 / 3] }),
      'result/score',
    ],
    [
      'a score that is not a pair',
      (t: Tournament) =>
        enterResult(t, { pairing: 'r1-2', winner: playersOf(pairingById(t, 'r1-2') as never)[0], score: 5 }),
      'result/score',
    ],
    ['an unknown player withdrawing', (t: Tournament) => withdrawEntrant(t, 'Nobody'), 'entrant/unknown'],
    [
      'an eliminated player withdrawing',
      (t: Tournament) => withdrawEntrant(t, pairingById(t, 'r1-1')?.loser),
      'player/out',
    ],
    ['an unknown event', (t: Tournament) => enterResult(t, null), 'result/malformed'],
  ])('after the draw: %s', (_, operation, code) => {
    expectRefused(midway(), operation as (t: Tournament) => Applied, code);
  });

  it('a withdrawn player: no second withdrawal and no result naming him', () => {
    let t = drawn(8, 'refuse');
    const waiting = (() => {
      const [a] = playersOf(pairingById(t, 'r1-1') as never);
      t = win(win(t, 'r1-1', a), 'r1-1', a);
      return a;
    })();
    t = accepted(withdrawEntrant(t, waiting));
    expectRefused(t, (s) => withdrawEntrant(s, waiting), 'player/withdrawn');
    expectRefused(t, (s) => enterResult(s, { pairing: 'r2-1', winner: waiting, score: [5, 0] }), 'player/withdrawn');
  });

  it('the tournament is over: no more withdrawals or results', () => {
    const t = playOut(drawn(4, 'over'), lowerNumberWins);
    const final = pairingById(t, 'r2-1');
    expectRefused(t, (s) => withdrawEntrant(s, 'P1'), 'tournament/over');
    expectRefused(
      t,
      (s) => enterResult(s, { pairing: 'r2-1', winner: final?.winner, score: [5, 0] }),
      'pairing/finished',
    );
  });
});
