// AssemblyScript: the entry of the WebAssembly move generator (compiled by `node scripts/build-wasm.mjs`
// into src/generator/playsWasm.ts): the short family's kernel (shortPlays.ts), the long family's
// (longPlays.ts, its constants and scratch memory in longScratch.ts), and the capacity of the outcome
// areas they share (layout.ts).
export { CAPACITY } from './layout';
export { longRoll } from './longPlays';
export { double, plain } from './shortPlays';
