import { OPTIONS_BEFORE_2026_12 } from '@nardy/parallel';
import {
  createTournament,
  enterResult,
  makeTournamentDocument,
  matchTableConfig,
  matchTableSpec,
  nextMatch,
  type Tournament,
} from '@nardy/tournament';
import { describe, expect, it } from 'vitest';
import { playTable } from '../../test/fixtures.ts';
import type { StorageLike } from '../storage.ts';
import { finishPlayedMatch } from './organiser.ts';
import {
  decodeSavedTournament,
  encodeSavedTournament,
  TOURNAMENT_KEYS,
  TOURNAMENT_MIGRATIONS,
  TOURNAMENT_STORAGE_SCHEMA,
  TournamentStore,
} from './tournamentStore.ts';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failWrites = false;
  failReads = false;
  getItem(key: string) {
    if (this.failReads) throw new Error('SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function sample(): Tournament {
  const created = createTournament({
    entrants: ['Анна', 'Борис', 'Вера', 'Гоша', 'Дина'],
    seed: 'КИНОДОМ 2021-02-25',
    config: { minEntrants: 4, matchLength: 1 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const r = enterResult(created.value, { pairing: 'r1-4', winner: 'Борис', score: [1, 0] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('tournament storage: saved tournament schema', () => {
  it('round-trips a tournament and the match in play', () => {
    const t = sample();
    const playing = nextMatch(t, 'r1-4');
    const raw = encodeSavedTournament(t, playing, new Date('2025-01-02T03:04:05Z'));
    const parsed = JSON.parse(raw);
    expect(parsed.schema).toBe(TOURNAMENT_STORAGE_SCHEMA);
    expect(parsed.savedAt).toBe('2025-01-02T03:04:05.000Z');
    expect(parsed.document).toEqual(JSON.parse(JSON.stringify(makeTournamentDocument(t))));
    const back = decodeSavedTournament(raw);
    expect(back.kind).toBe('ok');
    if (back.kind !== 'ok') return;
    expect(makeTournamentDocument(back.tournament)).toEqual(makeTournamentDocument(t));
    expect(back.tournament.pairings).toEqual(t.pairings);
    expect(back.playing).toEqual(playing);
  });

  it('drops a match in play that no longer fits the bracket (the tournament itself is kept)', () => {
    const t = sample();
    const stale = { pairing: 'r1-4', number: 5, white: 'Анна', black: 'Борис' };
    const back = decodeSavedTournament(encodeSavedTournament(t, stale));
    expect(back.kind === 'ok' && back.playing).toBe(null);
    const strangers = { pairing: 'r1-4', number: 2, white: 'Анна', black: 'Дина' };
    const back2 = decodeSavedTournament(encodeSavedTournament(t, strangers));
    expect(back2.kind === 'ok' && back2.playing).toBe(null);
  });

  it('reports nothing stored as empty', () => {
    expect(decodeSavedTournament(null)).toEqual({ kind: 'empty' });
    expect(decodeSavedTournament('')).toEqual({ kind: 'empty' });
  });

  const doc = makeTournamentDocument(sample());
  it.each([
    ['not JSON', '{"schema": 1, ', 'storage/json'],
    ['no schema', '{"document": {}}', 'storage/shape'],
    ['an array', '[1, 2]', 'storage/shape'],
    ['a newer schema', JSON.stringify({ schema: TOURNAMENT_STORAGE_SCHEMA + 1 }), 'storage/newer-schema'],
    ['a bad match in play', JSON.stringify({ schema: 1, document: doc, playing: { pairing: 3 } }), 'storage/shape'],
    ['another format', JSON.stringify({ schema: 1, document: { ...doc, format: 'x' } }), 'storage/document'],
    [
      'a result the bracket refuses',
      JSON.stringify({
        schema: 1,
        document: { ...doc, events: [{ type: 'result', pairing: 'r1-4', winner: 'Дина', score: [1, 0] }] },
      }),
      'storage/document',
    ],
  ])('refuses %s with a stable code and keeps the raw text', (_name, raw, code) => {
    const r = decodeSavedTournament(raw);
    expect(r.kind).toBe('unreadable');
    if (r.kind !== 'unreadable') return;
    expect(r.code).toBe(code);
    expect(r.raw).toBe(raw);
    expect(r.message.length).toBeGreaterThan(0);
  });

  it('schema 1 → 2: a tournament saved before the revision keeps the table rules it was announced with', () => {
    const old = JSON.parse(JSON.stringify(doc));
    old.config.table = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'off' } };
    const r = decodeSavedTournament(JSON.stringify({ schema: 1, document: old, playing: null }));
    if (r.kind !== 'ok') throw new Error(r.kind === 'unreadable' ? r.message : r.kind);
    expect(r.tournament.config.table.options).toEqual(OPTIONS_BEFORE_2026_12);
    expect(matchTableConfig(r.tournament.config).ruleOptions.homeMarsValue).toBe(2);
    // Saved now, the document names the options in force: read back unchanged.
    const again = decodeSavedTournament(encodeSavedTournament(r.tournament, null));
    expect(again.kind === 'ok' && again.tournament.config.table).toEqual(r.tournament.config.table);
  });

  it('has a migration step for every older schema', () => {
    for (let v = 1; v < TOURNAMENT_STORAGE_SCHEMA; v++) expect(typeof TOURNAMENT_MIGRATIONS[v]).toBe('function');
  });
});

describe('tournament storage: TournamentStore', () => {
  it('saves and loads', () => {
    const storage = new MemoryStorage();
    const store = new TournamentStore(storage);
    expect(store.load()).toEqual({ kind: 'empty' });
    expect(store.save(sample(), null)).toBeNull();
    const back = store.load();
    expect(back.kind === 'ok' && back.tournament.entrants).toEqual(['Анна', 'Борис', 'Вера', 'Гоша', 'Дина']);
  });

  it('moves an unreadable tournament aside, keeps it across new saves, and discards it on request', () => {
    const storage = new MemoryStorage();
    storage.items.set(TOURNAMENT_KEYS.tournament, '{"schema": 1, "document": {"format"');
    const store = new TournamentStore(storage);
    const r = store.load();
    expect(r.kind === 'unreadable' && r.code).toBe('storage/json');
    expect(storage.items.has(TOURNAMENT_KEYS.tournament)).toBe(false);
    expect(store.unreadable()).toBe('{"schema": 1, "document": {"format"');
    store.save(sample(), null);
    expect(store.unreadable()).toBe('{"schema": 1, "document": {"format"');
    store.discardUnreadable();
    expect(store.unreadable()).toBeNull();
    expect(store.load().kind).toBe('ok');
  });

  it('reports failed saves and unavailable storage instead of throwing', () => {
    const storage = new MemoryStorage();
    const store = new TournamentStore(storage);
    storage.failWrites = true;
    expect(store.save(sample(), null)).toContain('Quota');
    expect(new TournamentStore(null).save(sample(), null)).toBe('no storage');
    storage.failReads = true;
    expect(store.load()).toMatchObject({ kind: 'unreadable', code: 'storage/unavailable' });
    expect(store.unreadable()).toBeNull();
  });

  it('enters the result of a match played in the app into the stored tournament', () => {
    const storage = new MemoryStorage();
    const store = new TournamentStore(storage);
    const t = sample();
    const table = playTable(matchTableSpec(t.config), 21).state;
    expect(finishPlayedMatch(store, table)).toBeNull(); // nothing stored
    const playing = nextMatch(t, 'r1-4');
    if (!playing) throw new Error('r1-4 not playable');
    store.save(t, playing);
    const r = finishPlayedMatch(store, table);
    expect(r?.ok).toBe(true);
    const back = store.load();
    if (back.kind !== 'ok') throw new Error('not saved');
    expect(back.playing).toBeNull();
    expect(back.tournament.pairings.find((p) => p.id === 'r1-4')?.matches).toHaveLength(2);
    // Done once: nothing in play any more.
    expect(finishPlayedMatch(store, table)).toBeNull();
  });

  it('leaves the stored tournament as it was when the table does not fit', () => {
    const storage = new MemoryStorage();
    const store = new TournamentStore(storage);
    const t = sample();
    const playing = nextMatch(t, 'r1-4');
    if (!playing) throw new Error('r1-4 not playable');
    store.save(t, playing);
    const before = storage.items.get(TOURNAMENT_KEYS.tournament);
    const unfinished = playTable(matchTableSpec(t.config), 21, { maxTurns: 2 }).state;
    const r = finishPlayedMatch(store, unfinished);
    expect(r && !r.ok && r.error.code).toBe('match/not-over');
    expect(storage.items.get(TOURNAMENT_KEYS.tournament)).toBe(before);
  });
});
