import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../src/base64.ts';
import { seededRandom } from '../src/random.ts';

describe('base64', () => {
  it('round-trips every length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      expect(Array.from(decodeBase64(encodeBase64(bytes)) ?? [])).toEqual(Array.from(bytes));
    }
    expect(encodeBase64(Uint8Array.from([77, 97, 110]))).toBe('TWFu');
  });

  it('encodes and decodes as the platform does', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.from(Array.from({ length: n * 3 + (n % 3) }, () => Math.floor(random() * 256)));
      expect(encodeBase64(bytes)).toBe(bytes.toString('base64'));
      expect(Buffer.from(decodeBase64(bytes.toString('base64')) ?? []).equals(bytes)).toBe(true);
    }
  });

  it('refuses text that is not base64', () => {
    expect(decodeBase64('abc')).toBeNull();
    expect(decodeBase64('ab!d')).toBeNull();
    expect(decodeBase64('a=bc')).toBeNull();
    expect(decodeBase64('ab\u00e9d')).toBeNull();
  });
});
