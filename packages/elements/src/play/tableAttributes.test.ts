import { DEFAULT_AUTO_PLAY, NO_AUTO_PLAY } from '@nardy/parallel';
import { describe, expect, test } from 'vitest';
import { readTableAttributes, type TableAttributes } from './tableAttributes.ts';

const none: TableAttributes = {
  boards: null,
  opponent: null,
  level: null,
  player: null,
  cube: null,
  ending: null,
  match: null,
};
const read = (a: Partial<TableAttributes>) => readTableAttributes({ ...none, ...a });

describe('the attributes of a table of its own', () => {
  test("boards alone: single games against the computer at strong, the person White, no cube, the first board's ending, auto-play on", () => {
    expect(read({ boards: 'short, long' })).toEqual({
      ok: true,
      value: {
        spec: { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'off' } },
        computer: 'black',
        level: 'strong',
        auto: DEFAULT_AUTO_PLAY,
      },
    });
  });

  test('every attribute given', () => {
    const r = read({
      boards: 'long,khachapuri,nackgammon',
      opponent: 'computer',
      level: 'master',
      player: 'black',
      cube: 'shared',
      ending: 'koks',
      match: '7',
      autoPlay: 'off',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        spec: {
          boards: [{ variant: 'long' }, { variant: 'khachapuri' }, { variant: 'nackgammon' }],
          ending: 'koks',
          cube: { mode: 'shared' },
          match: { length: 7, seriesFirstMove: 'loser' },
        },
        computer: 'white',
        level: 'master',
        auto: NO_AUTO_PLAY,
      },
    });
  });

  test('two people at one screen: nobody is the computer', () => {
    expect(read({ boards: 'short', opponent: 'human' })).toMatchObject({ ok: true, value: { computer: null } });
  });

  test.each([
    [{ boards: '' }, 'ERR_BOARDS'],
    [{ boards: 'short,chess' }, 'ERR_BOARDS'],
    [{ boards: 'short,short,short,short,short' }, 'ERR_BOARDS'],
    [{ boards: 'short', opponent: 'robot' }, 'ERR_OPPONENT'],
    [{ boards: 'short', level: 'god' }, 'ERR_LEVEL'],
    [{ boards: 'short', player: 'red' }, 'ERR_PLAYER'],
    [{ boards: 'short', cube: 'on' }, 'ERR_CUBE'],
    [{ boards: 'short', ending: 'gammon' }, 'ERR_ENDING'],
    [{ boards: 'short', match: '0' }, 'ERR_MATCH'],
    [{ boards: 'short', match: '5.5' }, 'ERR_MATCH'],
    [{ boards: 'short', match: '100' }, 'ERR_MATCH'],
    [{ boards: 'short', autoPlay: 'yes' }, 'ERR_AUTO_PLAY'],
    [{ boards: 'short', autoPlay: '' }, 'ERR_AUTO_PLAY'],
  ])('%o is refused with %s', (attributes, code) => {
    const r = read(attributes);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });
});
