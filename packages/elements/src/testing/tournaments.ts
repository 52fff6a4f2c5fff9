/**
 * Answers of the game server's `GET /api/tournaments/:id` (docs/club.md "Tournaments", the HTTP
 * contract of issue 48), as the server sends them — with fields `<nardy-tournament>` does not draw.
 */

const ID = (n: number) => `T${String(n).padStart(21, '0')}`;
export const WATCH_BASE = 'https://club.example.org/';

/** An Olympic tournament of six (two byes) in its semifinals: one series live, one decided by forfeit. */
export const OLYMPIC_RUNNING = {
  id: 'olymp1',
  name: 'Winter Cup',
  format: 'olympic',
  status: 'running',
  organiser: 'anna',
  capacity: 8,
  rated: true,
  startsAt: null,
  startedAt: '2026-12-07T15:00:00.000Z',
  settings: {
    table: { boards: [{ variant: 'long' }] },
    matchLength: 5,
    series: { bestOf: 3 },
    clock: null,
    noShowSeconds: 180,
  },
  entrants: [
    { name: 'anna' },
    { name: 'boris' },
    { name: 'vera' },
    { name: 'gleb' },
    { name: 'dina' },
    { name: 'Computer (club)', computer: 'club' },
  ],
  rounds: [
    {
      pairings: [
        { id: 'r1-0', stage: 'round', white: 'anna', black: null, tables: [], wins: [0, 0], winner: 'anna', bye: true },
        {
          id: 'r1-1',
          stage: 'round',
          white: 'boris',
          black: 'Computer (club)',
          tables: [ID(1), ID(2)],
          wins: [2, 0],
          winner: 'boris',
        },
        { id: 'r1-2', stage: 'round', white: 'vera', black: null, tables: [], wins: [0, 0], winner: 'vera', bye: true },
        {
          id: 'r1-3',
          stage: 'round',
          white: 'gleb',
          black: 'dina',
          tables: [ID(3), ID(4), ID(5)],
          wins: [1, 2],
          winner: 'dina',
        },
      ],
    },
    {
      pairings: [
        {
          id: 'r2-0',
          stage: 'round',
          white: 'anna',
          black: 'boris',
          tables: [ID(6), ID(7)],
          wins: [1, 0],
          winner: null,
        },
        {
          id: 'r2-1',
          stage: 'round',
          white: 'vera',
          black: 'dina',
          tables: [ID(8)],
          wins: [0, 1],
          winner: 'dina',
          forfeit: 'no-show',
        },
      ],
    },
    {
      pairings: [
        { id: 'r3-0', stage: 'final', white: null, black: 'dina', tables: [], wins: [0, 0], winner: null },
        { id: 'third', stage: 'third', white: null, black: 'vera', tables: [], wins: [0, 0], winner: null },
      ],
    },
  ],
  places: [],
  drawSeed: '9f2c4e1ab7d05c3e',
  drawCommitment: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  now: [{ table: ID(7), white: 'boris', black: 'anna', watch: `${WATCH_BASE}#table=${ID(7)}`, pairing: 'r2-0' }],
};

/** The same tournament at its end: places 1–3, nothing played now. */
export const OLYMPIC_FINISHED = {
  ...OLYMPIC_RUNNING,
  status: 'finished',
  rounds: [
    OLYMPIC_RUNNING.rounds[0],
    {
      pairings: [
        { ...OLYMPIC_RUNNING.rounds[1].pairings[0], tables: [ID(6), ID(7), ID(9)], wins: [2, 1], winner: 'anna' },
        OLYMPIC_RUNNING.rounds[1].pairings[1],
      ],
    },
    {
      pairings: [
        {
          id: 'r3-0',
          stage: 'final',
          white: 'anna',
          black: 'dina',
          tables: [ID(10), ID(11)],
          wins: [2, 0],
          winner: 'anna',
        },
        {
          id: 'third',
          stage: 'third',
          white: 'boris',
          black: 'vera',
          tables: [ID(12)],
          wins: [1, 0],
          winner: 'boris',
          forfeit: 'left',
        },
      ],
    },
  ],
  places: [
    { place: 2, name: 'dina' },
    { place: 1, name: 'anna' },
    { place: 3, name: 'boris' },
  ],
  now: [],
};

/** An arena of four people and two computers, running: the standings best first, two tables in play. */
export const ARENA_RUNNING = {
  id: 'arena1',
  name: 'Friday Arena',
  format: 'arena',
  status: 'running',
  organiser: 'gleb',
  capacity: 16,
  rated: false,
  startsAt: null,
  startedAt: '2026-12-07T15:00:00.000Z',
  endsAt: '2026-12-07T15:30:00.000Z',
  settings: {
    table: { boards: [{ variant: 'short' }, { variant: 'long' }] },
    matchLength: 1,
    clock: null,
    minutes: 30,
    noShowSeconds: 180,
  },
  entrants: [
    { name: 'anna' },
    { name: 'boris' },
    { name: 'vera' },
    { name: 'gleb' },
    { name: 'Computer (strong)', computer: 'strong' },
    { name: 'Computer (beginner)', computer: 'beginner' },
  ],
  standings: [
    { name: 'vera', points: 8, wins: 3, losses: 0, streak: 3, playing: true },
    { name: 'anna', points: 4, wins: 2, losses: 1, streak: 0, playing: false },
    { name: 'Computer (strong)', points: 2, wins: 1, losses: 1, streak: 1, playing: true },
    { name: 'boris', points: 0, wins: 0, losses: 2, streak: 0, playing: false },
  ],
  places: [],
  drawSeed: '77aa01',
  drawCommitment: '00ff',
  now: [{ table: ID(20), white: 'vera', black: 'Computer (strong)', watch: `${WATCH_BASE}#table=${ID(20)}` }],
};
