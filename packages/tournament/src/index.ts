/**
 * @nardy/tournament — Olympic-system (single elimination) tournaments of RULES.md §6.3: a seeded public
 * draw with byes, pairings as series of matches, results entered by hand or from tables played with
 * @nardy/parallel, withdrawals, standings and places, and a versioned JSON document. Pure: no I/O, no
 * clocks, no Math.random.
 */
export * from './bracket.ts';
export * from './config.ts';
export * from './document.ts';
export * from './draw.ts';
export * from './matchPlay.ts';
export * from './standings.ts';
export * from './tournament.ts';
