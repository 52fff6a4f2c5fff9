import { OPTIONS_BEFORE_2026_12 } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { playTable } from '../test/fixtures.ts';
import {
  decodeSavedGame,
  encodeSavedGame,
  GameStore,
  MIGRATIONS,
  type SavedGame,
  STORAGE_KEYS,
  STORAGE_SCHEMA,
} from './storage.ts';
import { MemoryStorage } from './testing.ts';

const spec = {
  boards: [{ variant: 'short' as const }, { variant: 'long' as const }],
  ending: 'koks' as const,
  cube: { mode: 'off' as const },
};

function game(turns = 12): Omit<SavedGame, 'schema' | 'savedAt'> {
  const { record } = playTable(spec, 42, { maxTurns: turns });
  return {
    record,
    opponent: 'computer',
    level: 'club',
    dice: { origin: { kind: 'seeded', seed: 42 }, used: 30 },
    pending: null,
  };
}

describe('storage: saved game schema', () => {
  it('round-trips a game in progress with its record, seats, dice and pending steps', () => {
    const g = { ...game(), pending: { board: 0, steps: [[13, 10, 3]] as [number, number, number][] } };
    const raw = encodeSavedGame(g, new Date('2025-01-02T03:04:05Z'));
    const parsed = JSON.parse(raw);
    expect(parsed.schema).toBe(STORAGE_SCHEMA);
    expect(parsed.savedAt).toBe('2025-01-02T03:04:05.000Z');
    const back = decodeSavedGame(raw);
    expect(back.kind).toBe('ok');
    if (back.kind !== 'ok') return;
    expect(back.saved.record).toEqual(g.record);
    expect(back.saved.dice).toEqual(g.dice);
    expect(back.saved.pending).toEqual(g.pending);
    expect(back.state.game.events.length).toBe(g.record.games[0].events.length);
  });

  it('reports nothing stored as empty', () => {
    expect(decodeSavedGame(null)).toEqual({ kind: 'empty' });
    expect(decodeSavedGame('')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['not JSON', '{"schema": 1, ', 'storage/json'],
    ['no schema', '{"record": {}}', 'storage/shape'],
    ['an array', '[1, 2]', 'storage/shape'],
    ['a newer schema', JSON.stringify({ schema: STORAGE_SCHEMA + 1 }), 'storage/newer-schema'],
  ])('refuses %s with a stable code and keeps the raw text', (_name, raw, code) => {
    const r = decodeSavedGame(raw);
    expect(r.kind).toBe('unreadable');
    if (r.kind !== 'unreadable') return;
    expect(r.code).toBe(code);
    expect(r.raw).toBe(raw);
    expect(r.message.length).toBeGreaterThan(0);
  });

  it.each([
    ['opponent', { opponent: 'robot' }],
    ['level', { level: 'grandmaster' }],
    ['dice', { dice: { origin: { kind: 'seeded' }, used: 1 } }],
    ['pending', { pending: { board: 0, steps: [[1, 2]] } }],
  ])('refuses a bad %s field', (_name, patch) => {
    const raw = JSON.stringify({ ...JSON.parse(encodeSavedGame(game(4))), ...patch });
    const r = decodeSavedGame(raw);
    expect(r.kind === 'unreadable' && r.code).toBe('storage/shape');
  });

  it('refuses a record that does not replay, naming the game and event', () => {
    const saved = JSON.parse(encodeSavedGame(game(6)));
    const events = saved.record.games[0].events;
    const k = events.findIndex((e: { type: string }) => e.type === 'move');
    events[k] = { ...events[k], steps: [[24, 1]] };
    const r = decodeSavedGame(JSON.stringify(saved));
    expect(r.kind).toBe('unreadable');
    if (r.kind !== 'unreadable') return;
    expect(r.code).toBe('storage/record');
    expect(r.replay?.code).toBe('move/illegal');
    expect(r.replay?.event).toBe(k);
    expect(r.message).toContain(`event ${k + 1}`);
  });

  it('schema 1 → 2: a saved game keeps the options it began under (RULES.md revised 2026-12)', () => {
    // A one-board long game saved before the revision: the opening dice were played (useDice).
    const long = {
      format: 'nardy-record',
      version: 1,
      table: { boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
      games: [
        {
          events: [
            { type: 'opening', white: 6, black: 1 },
            {
              type: 'move',
              player: 'white',
              board: 0,
              steps: [
                [24, 18],
                [18, 17],
              ],
            },
          ],
        },
      ],
    };
    const v1 = (record: unknown) =>
      JSON.stringify({ ...game(), schema: 1, savedAt: '2026-11-30T12:00:00.000Z', record });
    // Read as a schema-2 record it would not replay: a long table now rerolls the opening.
    expect(decodeSavedGame(JSON.stringify({ ...game(), schema: 2, savedAt: '', record: long })).kind).toBe(
      'unreadable',
    );
    const r = decodeSavedGame(v1(long));
    if (r.kind !== 'ok') throw new Error(`${r.kind}: ${r.kind === 'unreadable' ? r.message : ''}`);
    expect(r.saved.schema).toBe(STORAGE_SCHEMA);
    expect(r.saved.record.table.options).toEqual(OPTIONS_BEFORE_2026_12);
    expect(r.state.config.options.openingRoll).toBe('useDice');
    expect(r.state.config.boards[0].rules.sixBlockTiming).toBe('step');
    expect(r.state.game.turn).toBe('black');

    // A two-board game keeps home mars 2 and the reset shared cube; an option it named stays as named.
    const parallel = { ...game().record, table: { ...spec, cube: { mode: 'shared' }, options: { jacoby: true } } };
    const p = decodeSavedGame(v1(parallel));
    if (p.kind !== 'ok') throw new Error(p.kind);
    expect(p.state.config.ruleOptions.homeMarsValue).toBe(2);
    expect(p.state.config.options).toMatchObject({ sharedCubeAfterFirst: 'reset', jacoby: true });
    // A game saved now already names every option: the migration is not needed and not applied.
    const now = decodeSavedGame(encodeSavedGame({ ...game(), record: { ...game().record } }));
    if (now.kind !== 'ok') throw new Error(now.kind);
    expect(now.state.config.ruleOptions.homeMarsValue).toBe(3);
    // A malformed table is left for the replay to refuse with its code.
    const bad = decodeSavedGame(v1({ ...long, table: { ...long.table, options: 'x' } }));
    expect(bad.kind === 'unreadable' && bad.replay?.code).toBe('record/options');
  });

  it('has a migration step for every schema before the current one', () => {
    for (let v = 1; v < STORAGE_SCHEMA; v++) expect(typeof MIGRATIONS[v]).toBe('function');
  });
});

describe('GameStore', () => {
  it('saves and loads the game in progress', () => {
    const storage = new MemoryStorage();
    const store = new GameStore(storage);
    expect(store.load().kind).toBe('empty');
    expect(store.save(game())).toBeNull();
    const r = store.load();
    expect(r.kind).toBe('ok');
  });

  it('moves an unreadable game aside instead of deleting it, until discarded', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.game, '{"schema":1,"record":');
    const store = new GameStore(storage);
    const r = store.load();
    expect(r.kind === 'unreadable' && r.code).toBe('storage/json');
    expect(store.unreadable()).toBe('{"schema":1,"record":');
    expect(storage.getItem(STORAGE_KEYS.game)).toBeNull();
    // A new game does not overwrite the unreadable text.
    store.save(game(2));
    expect(store.unreadable()).toBe('{"schema":1,"record":');
    store.discardUnreadable();
    expect(store.unreadable()).toBeNull();
  });

  it('reports a failed save (quota, private mode) instead of throwing', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = new GameStore(storage);
    expect(store.save(game(2))).toContain('Quota');
    expect(new GameStore(null).save(game(2))).toBe('no storage');
  });

  it('reads preferences leniently', () => {
    const storage = new MemoryStorage();
    const store = new GameStore(storage);
    storage.setItem(STORAGE_KEYS.prefs, 'not json');
    expect(store.readJson(STORAGE_KEYS.prefs)).toBeNull();
    store.writeJson(STORAGE_KEYS.prefs, { theme: 'dark' });
    expect(store.readJson(STORAGE_KEYS.prefs)).toEqual({ theme: 'dark' });
  });
});

describe('storage: games in progress are kept, never replaced (issue 19)', () => {
  it('shelves the current game with the same text and schema, lists it, and takes it back', () => {
    const storage = new MemoryStorage();
    const store = new GameStore(storage);
    expect(store.save(game(8))).toBeNull();
    const text = storage.getItem(STORAGE_KEYS.game);
    expect(store.shelveCurrent('g1')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.game)).toBeNull();
    expect(storage.getItem(`${STORAGE_KEYS.shelfPrefix}g1`)).toBe(text);
    // A second game is played and kept too.
    expect(store.save(game(4))).toBeNull();
    expect(store.shelveCurrent('g2')).toBeNull();
    const listed = store.shelved();
    expect(listed.map((x) => x.id)).toEqual(['g1', 'g2']);
    expect(listed.every((x) => x.result.kind === 'ok')).toBe(true);
    store.unshelve('g1');
    expect(store.shelved().map((x) => x.id)).toEqual(['g2']);
    expect(storage.getItem(`${STORAGE_KEYS.shelfPrefix}g1`)).toBeNull();
  });

  it('a kept game that cannot be read is listed with its code and kept; names survive the round trip', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_KEYS.shelfPrefix}bad`, '{"schema": 2, "record": 7');
    storage.setItem(STORAGE_KEYS.shelf, JSON.stringify(['bad', 'not a valid id!', 3]));
    const store = new GameStore(storage);
    const listed = store.shelved();
    expect(listed).toHaveLength(1);
    expect(listed[0].result.kind === 'unreadable' && listed[0].result.code).toBe('storage/json');
    expect(storage.getItem(`${STORAGE_KEYS.shelfPrefix}bad`)).not.toBeNull();
    const named = decodeSavedGame(encodeSavedGame({ ...game(2), names: { white: 'Анна', black: 'x'.repeat(50) } }));
    expect(named.kind === 'ok' && named.saved.names).toEqual({ white: 'Анна', black: 'x'.repeat(32) });
    const failing = new GameStore(storage);
    storage.setItem(STORAGE_KEYS.game, 'some game');
    storage.failWrites = true;
    expect(failing.shelveCurrent('g3')).toContain('Quota');
    expect(storage.getItem(STORAGE_KEYS.game)).toBe('some game');
  });

  it('keeps the hinted turns with the game; an older save without them still loads, with no marks', () => {
    const hinted = decodeSavedGame(encodeSavedGame({ ...game(), hinted: ['0:3', '0:7'] }));
    expect(hinted.kind === 'ok' && hinted.saved.hinted).toEqual(['0:3', '0:7']);
    // A save made before the field existed (schema 2, no "hinted") loads as before.
    const old = JSON.parse(encodeSavedGame(game()));
    expect('hinted' in old).toBe(false);
    const loaded = decodeSavedGame(JSON.stringify(old));
    expect(loaded.kind).toBe('ok');
    expect(loaded.kind === 'ok' && loaded.saved.hinted).toBeUndefined();
    // A list that is not "game:play" keys is dropped; the game itself still loads.
    for (const bad of [['0:3', 'x'], '0:3', [0, 3], [{}]]) {
      const read = decodeSavedGame(JSON.stringify({ ...old, hinted: bad }));
      expect(read.kind).toBe('ok');
      expect(read.kind === 'ok' && read.saved.hinted).toBeUndefined();
    }
    // Through the store, as the app saves after each change.
    const storage = new MemoryStorage();
    const store = new GameStore(storage);
    expect(store.save({ ...game(), hinted: ['0:1'] })).toBeNull();
    const back = store.load();
    expect(back.kind === 'ok' && back.saved.hinted).toEqual(['0:1']);
  });
});
