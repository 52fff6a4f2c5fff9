/**
 * @nardy/rules — the pure rules of one nardy board for every variant (RULES.md §1–§4).
 * No DOM, no timers, no randomness of its own: dice are passed in. It also holds the project's one seeded
 * generator (`random.ts`) and one base64 (`base64.ts`), so every package imports them from here.
 */

export * from './base64.ts';
export * from './cells.ts';
export * from './contact.ts';
export * from './ending.ts';
export * from './explain.ts';
export { loadPlaysKernel } from './generator/kernel.ts';
export * from './generator/playGenerator.ts';
export * from './geometry.ts';
export * from './hits.ts';
export * from './inputCheck.ts';
export * from './moveText.ts';
export * from './options.ts';
export * from './plays.ts';
export * from './position.ts';
export * from './positionId.ts';
export * from './random.ts';
export * from './sequences.ts';
export * from './turn.ts';
export * from './types.ts';
export * from './variant.ts';
