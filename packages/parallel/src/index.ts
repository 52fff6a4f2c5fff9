/**
 * @nardy/parallel — turns, boards, cubes, scores and matches for nardy as XState v5 machines.
 * It never re-implements a rule: it asks @nardy/rules.
 */

export * from './boardIntents.ts';
export type { BoardMove, BoardView } from './boardView.ts';
export * from './boardViewOf.ts';
export * from './commands.ts';
export * from './config.ts';
export * from './cube.ts';
export * from './dice.ts';
export * from './events.ts';
export * from './forced.ts';
export * from './machine.ts';
export * from './mat.ts';
export * from './match.ts';
export * from './record.ts';
export * from './recordReader.ts';
export * from './resignation.ts';
export * from './scoring.ts';
export * from './selectors.ts';
export * from './table.ts';
export { TABLE_PHASES, type TablePhase, type TableView } from './tableView.ts';
