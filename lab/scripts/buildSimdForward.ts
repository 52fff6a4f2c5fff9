/**
 * Writes `packages/bot/src/simdForwardWasm.ts`, the SIMD evaluator's module as base64, from the code
 * that describes it (`lab/src/simdForwardCode.ts`). Run after changing that code:
 *   node scripts/run-ts.mjs lab/scripts/buildSimdForward.ts
 * lab/test/simdForward.test.ts fails while the committed bytes differ from the code's.
 */
import { writeFileSync } from 'node:fs';
import { simdForwardModule } from '../src/simdForwardCode.ts';

const bytes = simdForwardModule();
const target = new URL('../../packages/bot/src/simdForwardWasm.ts', import.meta.url);
writeFileSync(
  target,
  `// Written by lab/scripts/buildSimdForward.ts from lab/src/simdForwardCode.ts (do not edit): the SIMD
// evaluator's WebAssembly module, ${bytes.length} bytes.
export const SIMD_FORWARD_WASM =
  '${Buffer.from(bytes).toString('base64')}';
`,
);
console.log(JSON.stringify({ bytes: bytes.length }));
