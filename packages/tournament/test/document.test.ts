// The versioned JSON document: make/parse round trips at every stage, corrupt documents are refused
// with codes (a document is replayed through the same checks as live operations).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playersOf } from '../src/bracket.ts';
import {
  DOCUMENT_ERRORS,
  makeTournamentDocument,
  parseTournamentDocument,
  type TournamentDocument,
} from '../src/document.ts';
import { standings } from '../src/standings.ts';
import { newTournament, pairingById, registerEntrant, type Tournament, withdrawEntrant } from '../src/tournament.ts';
import { accepted, drawn, lowerNumberWins, playOut, win } from './builders.ts';

function roundTrip(t: Tournament): void {
  const doc = makeTournamentDocument(t);
  const text = JSON.stringify(doc);
  const back = parseTournamentDocument(text);
  if (!back.ok) throw new Error(`${back.error.code}: ${back.error.message}`);
  expect(JSON.stringify(makeTournamentDocument(back.value))).toBe(text);
  expect(back.value.pairings).toEqual(t.pairings);
  expect(back.value.withdrawn).toEqual(t.withdrawn);
}

function midway(): Tournament {
  let t = drawn(6, 'doc');
  const [a, b] = playersOf(pairingById(t, 'r1-2') as never);
  t = win(t, 'r1-2', a);
  t = accepted(withdrawEntrant(t, b));
  return t;
}

describe('tournament document', () => {
  it('round-trips while registering, after the draw, midway and at the end', () => {
    let open = accepted(newTournament());
    roundTrip(open);
    open = accepted(registerEntrant(open, 'Анна'));
    roundTrip(open);
    roundTrip(drawn(24, 'start', {}));
    roundTrip(midway());
    roundTrip(playOut(midway(), lowerNumberWins));
  });

  it('has the documented shape', () => {
    const doc = makeTournamentDocument(midway());
    expect(doc).toMatchObject({ format: 'nardy-tournament', version: 1, draw: { seed: 'doc' } });
    expect(doc.draw?.slots).toHaveLength(8);
    expect(doc.events[0]).toMatchObject({ type: 'result', pairing: 'r1-2', score: [5, 0] });
    expect(doc.events[1]).toMatchObject({ type: 'withdraw' });
    expect(Object.keys(doc)).toEqual(['format', 'version', 'config', 'entrants', 'draw', 'events']);
  });

  const good = () => JSON.parse(JSON.stringify(makeTournamentDocument(midway()))) as Record<string, unknown>;
  const edit = (change: (d: Record<string, unknown> & TournamentDocument) => void) => {
    const d = good() as Record<string, unknown> & TournamentDocument;
    change(d);
    return d;
  };

  it.each([
    ['not JSON', '{"format":', 'document/malformed'],
    ['not an object', [1, 2], 'document/malformed'],
    ['another format', edit((d) => Object.assign(d, { format: 'nardy-record' })), 'document/format'],
    ['a future version', edit((d) => Object.assign(d, { version: 2 })), 'document/version'],
    ['a bad config', edit((d) => Object.assign(d, { config: { matchLength: -1 } })), 'document/corrupt'],
    ['entrants not a list', edit((d) => Object.assign(d, { entrants: 'P1' })), 'document/corrupt'],
    ['a duplicate entrant', edit((d) => Object.assign(d, { entrants: [...d.entrants, 'p1'] })), 'document/corrupt'],
    [
      'an unnormalised name',
      edit((d) => Object.assign(d, { entrants: [' P1', ...d.entrants.slice(1)] })),
      'document/corrupt',
    ],
    [
      'slots not from the seed',
      edit((d) => Object.assign(d, { draw: { seed: 'doc', slots: [...(d.draw?.slots ?? [])].reverse() } })),
      'document/corrupt',
    ],
    [
      'another seed',
      edit((d) => Object.assign(d, { draw: { seed: 'other', slots: d.draw?.slots } })),
      'document/corrupt',
    ],
    ['a bad draw', edit((d) => Object.assign(d, { draw: { seed: 3 } })), 'document/corrupt'],
    ['events before the draw', edit((d) => Object.assign(d, { draw: null })), 'document/corrupt'],
    ['events not a list', edit((d) => Object.assign(d, { events: {} })), 'document/corrupt'],
    [
      'a result for an unknown pairing',
      edit((d) => Object.assign(d, { events: [{ type: 'result', pairing: 'x', winner: 'P1', score: [5, 0] }] })),
      'document/corrupt',
    ],
    ['an unknown event', edit((d) => Object.assign(d, { events: [{ type: 'undo' }] })), 'document/corrupt'],
    [
      'a result after a walkover',
      edit((d) => Object.assign(d, { events: [...d.events, d.events[0]] })),
      'document/corrupt',
    ],
  ])('refuses %s', (_, input, code) => {
    const r = parseTournamentDocument(input);
    expect(r.ok || r.error.code).toBe(code);
    expect(DOCUMENT_ERRORS).toContain(code);
    if (!r.ok) expect(r.error.message).not.toBe('');
  });

  it('names where a replay failed', () => {
    const d = edit((x) => Object.assign(x, { events: [x.events[0], { type: 'withdraw', player: 'Nobody' }] }));
    const r = parseTournamentDocument(d);
    expect(r.ok || r.error.message).toMatch(/events\[1\].*entrant\/unknown/);
  });

  it('keeps a hand-made draw (seed null)', () => {
    const d = edit((x) => Object.assign(x, { draw: { seed: null, slots: x.draw?.slots } }));
    const r = parseTournamentDocument(d);
    expect(r.ok && r.value.draw?.seed).toBeNull();
  });

  it('reads the worked example of docs/tournament.md', () => {
    const md = readFileSync(new URL('../../../docs/tournament.md', import.meta.url), 'utf8');
    const block = md.split('```json')[1].split('```')[0];
    const r = parseTournamentDocument(block);
    if (!r.ok) throw new Error(r.error.message);
    expect(makeTournamentDocument(r.value)).toEqual(JSON.parse(block));
    const byName = new Map(standings(r.value).map((s) => [s.name, s]));
    expect(byName.get('Анна')?.eliminated).toEqual({ pairing: 'r1-4', round: 1 });
    expect(byName.get('Гоша')).toMatchObject({ withdrawn: true, active: false });
    expect(pairingById(r.value, 'r2-1')).toMatchObject({ winner: 'Дина', decision: 'walkover' });
    expect(pairingById(r.value, 'r1-4')?.wins).toEqual([2, 1]);
  });
});
