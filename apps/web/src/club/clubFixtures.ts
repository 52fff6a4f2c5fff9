import type { LobbyState, LobbyTable } from '@nardy/online';
import type { Profile } from './clubApi.ts';
import type { ClubEventMap } from './clubEvents.ts';

// Data the club's page elements are drawn from in their tests (the shapes the server sends).

const table = (id: string, started: boolean): LobbyTable => ({
  tableId: id,
  name: null,
  kind: 'short',
  spec: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard', max: 64 } },
  clock: { delayMs: 8_000, reserveMs: 120_000 },
  rated: false,
  listed: true,
  started,
  over: false,
  seats: {
    white: { name: 'zarina', account: true, rating: 1620, status: 'connected' },
    black: started ? { name: 'timur', status: 'connected' } : { name: null, status: 'empty' },
  },
  spectators: started ? 2 : 0,
});

export const LOBBY: LobbyState = {
  tables: [table('a'.repeat(22), false), table('b'.repeat(22), true)],
  playing: 1,
  players: [
    { name: 'zarina', account: true, ratings: { short: 1620, long: 1480 }, playing: true },
    { name: 'guest7', account: false, playing: false },
  ],
  waiting: [{ preset: 'short', clock: 'standard', rated: false, players: 2 }],
};

export const PROFILE: Profile = {
  name: 'zarina',
  since: '2026-11-01T10:00:00.000Z',
  ratings: { short: { rating: 1662.4, rd: 180.2, games: 1 } },
  history: [
    { table: 'c'.repeat(22), kind: 'short', rating: 1662.4, rd: 180.2, score: 1, at: '2026-11-02T10:00:00.000Z' },
  ],
  recent: [
    {
      table: 'c'.repeat(22),
      at: '2026-11-02T10:00:00.000Z',
      kind: 'short',
      variants: ['short'],
      match: null,
      rated: true,
      color: 'black',
      opponent: { name: 'timur', account: true },
      result: 'won',
      record: `/api/tables/${'c'.repeat(22)}/record`,
    },
  ],
  byVariant: [{ variants: 'short', won: 1, lost: 0, draw: 0 }],
};

/** Collects the club events a page sends. */
export function clubEvents(target: EventTarget): { type: keyof ClubEventMap; detail: unknown }[] {
  const seen: { type: keyof ClubEventMap; detail: unknown }[] = [];
  const types: (keyof ClubEventMap)[] = [
    'nardy-club-sit',
    'nardy-club-prefs',
    'nardy-club-guest-name',
    'nardy-club-quick',
    'nardy-club-cancel',
    'nardy-club-open',
    'nardy-club-account',
    'nardy-club-logout',
    'nardy-club-analyse',
  ];
  for (const type of types)
    target.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  return seen;
}
