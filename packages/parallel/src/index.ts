/**
 * @nardy/parallel — turns, boards, cubes, scores and matches for nardy as XState v5 machines.
 * It never re-implements a rule: it asks @nardy/rules.
 */
export type { BoardView } from './boardView.ts';
export { TABLE_PHASES, type TableCommand, type TablePhase, type TableView } from './tableView.ts';
