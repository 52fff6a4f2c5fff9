import { SIMD_FORWARD_WASM } from '@nardy/bot/src/simdForwardWasm.ts';
import { describe, expect, it } from 'vitest';
import { simdForwardModule } from '../src/simdForwardCode.ts';

describe('SimdInferenceNet', () => {
  it('runs the committed module, which is the one its code describes (lab/scripts/buildSimdForward.ts)', () => {
    expect(SIMD_FORWARD_WASM).toBe(Buffer.from(simdForwardModule()).toString('base64'));
  });
});
