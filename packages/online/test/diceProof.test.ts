import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deriveRoll,
  fromHex,
  rollAsync,
  rollFromDigest,
  rollMessage,
  rollSync,
  toHex,
  verifyDice,
  webCrypto,
} from '../src/diceProof.ts';

const SEED = '0f'.repeat(32);
const seeds = { white: 'ann', black: '' };
const key = Buffer.from(SEED, 'hex');
const hmac = (m: string) => new Uint8Array(createHmac('sha256', key).update(m).digest());

describe('dice proof', () => {
  it('maps bytes to the 36 outcomes with no bias: 7 of the 252 accepted bytes each', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const roll = rollFromDigest(new Uint8Array([b]));
      if (b >= 252) expect(roll).toBeNull();
      else counts.set(String(roll), (counts.get(String(roll)) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect(new Set(counts.values())).toEqual(new Set([7]));
    expect(rollFromDigest(new Uint8Array([255, 253, 0]))).toEqual([1, 1]);
    expect(rollFromDigest(new Uint8Array([35]))).toEqual([6, 6]);
  });

  it('re-hashes with an attempt suffix only when every byte of a digest is rejected', () => {
    const steps = deriveRoll(seeds, 'T', 4);
    expect(steps.next().value).toBe('ann||T|4');
    expect(steps.next(new Uint8Array(32).fill(252)).value).toBe('ann||T|4|1');
    expect(steps.next(new Uint8Array([7])).value).toEqual([2, 2]);
    expect(rollMessage(seeds, 'T', 4, 2)).toBe('ann||T|4|2');
  });

  it('the synchronous (node:crypto) and asynchronous (WebCrypto) derivations agree', async () => {
    const crypto = webCrypto();
    const seedBytes = fromHex(SEED) as Uint8Array;
    for (let i = 0; i < 50; i++) {
      const sync = rollSync(hmac, seeds, 'table', i);
      const viaWeb = await rollAsync((m) => crypto.hmacSha256(seedBytes, m), seeds, 'table', i);
      expect(viaWeb).toEqual(sync);
    }
    expect(toHex(await crypto.sha256(seedBytes))).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('the 36 outcomes come up about equally often over many rolls', () => {
    const counts = new Array(36).fill(0);
    const n = 36000;
    for (let i = 0; i < n; i++) {
      const [a, b] = rollSync(hmac, seeds, 'uniform', i);
      counts[(a - 1) * 6 + (b - 1)]++;
    }
    // Chi-square with 35 degrees of freedom: 99.9th percentile is 66.6.
    const chi = counts.reduce((s, c) => s + (c - n / 36) ** 2 / (n / 36), 0);
    expect(chi).toBeLessThan(66.6);
  });

  describe('verifyDice', () => {
    const commitment = createHash('sha256').update(key).digest('hex');
    const tableId = 'AAAAAAAAAAAAAAAAAAAAAA';
    const roll = (i: number) => rollSync(hmac, seeds, tableId, i);
    /** A record whose rolls are the proof's rolls 0.. (openings skip ties, as the table does). */
    function honest() {
      let i = 0;
      let opening = roll(i++);
      while (opening[0] === opening[1]) opening = roll(i++);
      const r1 = roll(i++);
      const r2 = roll(i++);
      return {
        format: 'nardy-record',
        version: 1,
        table: {},
        games: [
          {
            events: [
              { type: 'opening', white: opening[0], black: opening[1] },
              { type: 'roll', player: 'white', dice: r1 },
              { type: 'move', player: 'white', board: 0, steps: [] },
              { type: 'roll', player: 'black', dice: r2 },
            ],
          },
        ],
        dice: { tableId, commitment, clientSeeds: seeds, serverSeed: SEED },
      };
    }

    it('accepts an honest record', async () => {
      expect(await verifyDice(honest())).toMatchObject({ ok: true, commitment });
    });

    it('reports the first bad roll with its place and both values', async () => {
      const record = honest();
      const e = record.games[0].events[3] as unknown as { dice: number[] };
      const good = [...e.dice];
      e.dice = [good[0] === 6 ? 1 : good[0] + 1, good[1]];
      const r = await verifyDice(record);
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'dice/roll', game: 0, event: 3, expected: good, found: e.dice },
      });
    });

    it('refuses a wrong seed, an unrevealed seed, a missing proof and bad client seeds', async () => {
      const wrong = honest();
      wrong.dice.serverSeed = '1f'.repeat(32);
      expect(await verifyDice(wrong)).toMatchObject({ ok: false, error: { code: 'dice/commitment' } });
      const hidden = honest() as { dice: Record<string, unknown> };
      delete hidden.dice.serverSeed;
      expect(await verifyDice(hidden)).toMatchObject({ ok: false, error: { code: 'dice/unrevealed' } });
      expect(await verifyDice({ games: [] })).toMatchObject({ ok: false, error: { code: 'dice/missing' } });
      const short = honest();
      short.dice.serverSeed = 'abcd';
      expect(await verifyDice(short)).toMatchObject({ ok: false, error: { code: 'dice/seed' } });
      const pipe = honest();
      pipe.dice.clientSeeds = { white: 'a|b', black: '' };
      expect(await verifyDice(pipe)).toMatchObject({ ok: false, error: { code: 'dice/client-seed' } });
    });
  });
});
