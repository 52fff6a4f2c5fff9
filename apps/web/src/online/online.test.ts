import { LOCALES } from '@nardy/elements';
import { describe, expect, it } from 'vitest';
import { onlineStrings } from './onlineStrings.ts';
import { pageBase, parseOnlineRoute, tableHash } from './route.ts';
import { MAX_KEPT_TABLES, ONLINE_KEYS, SeatStore } from './seatStore.ts';

const ID = 'A'.repeat(22);
const TOKEN = 'b'.repeat(43);

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('online routes', () => {
  it('reads the create screen, join links and watch links as the server writes them', () => {
    expect(parseOnlineRoute('#/online')).toEqual({ kind: 'create' });
    expect(parseOnlineRoute(`#table=${ID}&seat=${TOKEN}`)).toEqual({ kind: 'table', tableId: ID, token: TOKEN });
    expect(parseOnlineRoute(tableHash(ID))).toEqual({ kind: 'table', tableId: ID });
  });

  it('is not an online address otherwise (bad id, bad token, other screens)', () => {
    expect(parseOnlineRoute('')).toBeNull();
    expect(parseOnlineRoute('#/tournament')).toBeNull();
    expect(parseOnlineRoute('#table=short')).toBeNull();
    expect(parseOnlineRoute(`#table=${ID}&seat=short`)).toBeNull();
  });

  it('makes link bases from the page address without fragment or query', () => {
    expect(pageBase(`http://h:1/app/?x=1#table=${ID}`)).toBe('http://h:1/app/');
  });
});

describe('the seats kept in the browser', () => {
  it('keeps a seat and gives it back before a watched entry of the same table', () => {
    const storage = new MemoryStorage();
    const seats = new SeatStore(storage);
    seats.keep({ tableId: ID, joined: true });
    seats.keep({ tableId: ID, token: TOKEN, joined: false });
    expect(seats.get(ID)).toMatchObject({ tableId: ID, token: TOKEN, joined: false });
    // A watched entry does not push a seat of the same table out.
    seats.keep({ tableId: ID, joined: true });
    expect(seats.list()).toHaveLength(1);
    seats.update(ID, TOKEN, { joined: true, color: 'black' });
    expect(new SeatStore(storage).get(ID)).toMatchObject({ token: TOKEN, joined: true, color: 'black' });
    seats.forget(ID);
    expect(seats.get(ID)).toBeNull();
  });

  it('forgets the least recently used beyond its limit, and drops what it cannot read', () => {
    const storage = new MemoryStorage();
    const seats = new SeatStore(storage);
    for (let i = 0; i < MAX_KEPT_TABLES + 3; i++)
      seats.keep({ tableId: `t${String(i).padStart(21, '0')}`, joined: true });
    expect(seats.list()).toHaveLength(MAX_KEPT_TABLES);
    storage.setItem(ONLINE_KEYS.tables, '{not json');
    expect(seats.list()).toEqual([]);
    storage.setItem(ONLINE_KEYS.tables, JSON.stringify([{ tableId: 3 }, { tableId: ID, usedAt: 'x', token: 5 }]));
    expect(seats.list()).toEqual([{ tableId: ID, usedAt: 'x', joined: false }]);
    expect(new SeatStore(null).list()).toEqual([]);
  });

  it('keeps the guest name, at most 32 characters', () => {
    const seats = new SeatStore(new MemoryStorage());
    seats.setName('x'.repeat(40));
    expect(seats.name()).toBe('x'.repeat(32));
  });
});

describe('online strings', () => {
  it('has every text in every language, and the counts in their plural forms', () => {
    const en = onlineStrings('en');
    for (const locale of LOCALES) {
      const t = onlineStrings(locale);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(t.errors).sort()).toEqual(Object.keys(en.errors).sort());
      if (locale !== 'en') expect(t.playOnline).not.toBe(en.playOnline);
    }
    expect(en.spectators(1)).toBe('1 spectator');
    expect(onlineStrings('ru').spectators(2)).toBe('2 зрителя');
    expect(onlineStrings('ru').spectators(5)).toBe('5 зрителей');
    expect(onlineStrings('uk').spectators(21)).toBe('21 глядач');
    expect(onlineStrings('ru').diceVerified(21)).toContain('весь 21 бросок следует');
    expect(onlineStrings('uk').diceVerified(3)).toContain('всі 3 кидки випливають');
  });
});
