import { describe, expect, it } from 'vitest';
import { playTable } from '../../test/fixtures.ts';
import { ANALYSIS_HASH, analysisHash, gameFromHash } from './analysisLink.ts';

describe("the analysis screen's address (issue 49 §4)", () => {
  it('carries the analysed game whole, and reads it back', async () => {
    const { record } = playTable(
      { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
      4,
    );
    const game = {
      record,
      names: { white: 'Анна', black: 'Computer (strong)' },
      viewer: 'white',
      computer: 'black',
    } as const;
    const hash = await analysisHash(game);
    expect(hash.startsWith(`${ANALYSIS_HASH}?game=`)).toBe(true);
    // Deflated: far shorter than the record's JSON.
    expect(hash.length).toBeLessThan(JSON.stringify(record).length / 2);
    expect(await gameFromHash(hash)).toEqual({ ok: true, game: JSON.parse(JSON.stringify(game)) });
  });

  it('names no game for the bare address, and refuses what it cannot read', async () => {
    expect(await gameFromHash(ANALYSIS_HASH)).toBeNull();
    expect(await gameFromHash('#/editor?game=abc')).toBeNull();
    expect(await gameFromHash(`${ANALYSIS_HASH}?game=not*base64`)).toEqual({ ok: false, code: 'analysis/link' });
    expect(await gameFromHash(`${ANALYSIS_HASH}?game=AAAA`)).toEqual({ ok: false, code: 'analysis/link' });
    const bad = await analysisHash({ record: { nope: true } as never, names: null, viewer: 'white', computer: null });
    expect(await gameFromHash(bad)).toMatchObject({ ok: false });
  });
});
