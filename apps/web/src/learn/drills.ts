import type { AnalysedDecision, CubeAction, DecisionChoice, RecordAnalysis } from '@nardy/bot';
import { type BoardState, type NardyRecord, positionFor, type TableState } from '@nardy/parallel';
import { applySteps, type Color, type Dice, samePosition, toSetup } from '@nardy/rules';
import { timelineOf } from '../analysis/timeline.ts';
import { demoState, type RuleDemo } from '../rules/ruleDemo.ts';

/**
 * Drills from a player's own mistakes (docs/app.md "Drills"): the decisions of his analysed games that
 * lost the most, each kept as a puzzle — the position as it was faced, the roll, the alternatives the
 * analysis ranked (best first) with their equities, and what was played. Pure, tested in Node.
 *
 * A drill is seen from the player who decided: he is White in the drill's boards (his own numbering),
 * whatever colour he had, so the plays read as he wrote them and one board model serves every drill.
 */

/** Where the analysed game came from. */
export type DrillSource = 'local' | 'online' | 'imported' | 'daily';

/** The three kinds of mistake a drill trains. */
export type DrillKind = 'play' | 'board' | 'cube';

/** One alternative: a play on a board (steps in the player's numbering) or a cube action. */
export interface DrillChoice {
  readonly board: number | null;
  readonly play?: string;
  readonly steps?: readonly { readonly from: number; readonly to: number }[];
  readonly action?: CubeAction;
  readonly equity: number;
}

export interface Drill {
  /** The same position, roll and kind give the same id (a mistake met twice is one drill). */
  readonly id: string;
  readonly source: DrillSource;
  /** When it was collected (ISO). */
  readonly added: string;
  readonly kind: DrillKind;
  /** Every board of the table for a choice of board or a cube action; the board played for a play. */
  readonly boards: readonly RuleDemo[];
  /** The table's board index of each of `boards` (choices name table indices). */
  readonly tableBoards: readonly number[];
  /** The alternatives, best first: the best play of the board (play), of each board (board), or the cube actions. */
  readonly choices: readonly DrillChoice[];
  readonly played: DrillChoice;
  /** What the decision lost (best − played, in the decider's equity). */
  readonly loss: number;
}

/** The smallest loss kept as a drill: GNU Backgammon's "doubtful" (0.03 and up). */
export const DRILL_MIN_LOSS = 0.03;
/** At most this many drills from one analysed record (the largest mistakes). */
export const DRILLS_PER_RECORD = 6;

/** The id of a decision: its position(s), roll and kind. */
function drillId(kind: DrillKind, boards: readonly RuleDemo[]): string {
  const text = `${kind}|${boards.map((b) => `${b.variant}:${JSON.stringify(b.white)}:${JSON.stringify(b.black)}:${b.dice ?? ''}`).join('|')}`;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(36)}${h2.toString(36)}`;
}

/** A board of the table as the decider faced it, he being White (his own numbering). */
function boardDemo(
  state: TableState,
  board: BoardState,
  player: Color,
  dice: Dice | null,
  cubeOf: Cube | null,
): RuleDemo {
  const setup = toSetup(positionFor(board, player));
  const variant = board.position.variant;
  return {
    variant,
    white: setup.mover,
    black: setup.opponent,
    ...(dice ? { dice } : {}),
    firstTurn: !board.firstTurnDone[player],
    options: state.config.ruleOptions,
    ...(cubeOf
      ? {
          cube: {
            value: cubeOf.value,
            owner: cubeOf.owner === null ? null : cubeOf.owner === player ? 'white' : 'black',
          },
        }
      : {}),
  };
}

type Cube = { readonly value: number; readonly owner: Color | null };

/**
 * A decision's alternatives best first, judged at one depth: the deepest first (equities of different
 * depths do not compare), then by equity. (A board decision lists each board's best play in the order
 * of the boards, so the order is made here.)
 */
function ranked(options: readonly DecisionChoice[]): DrillChoice[] {
  const sorted = [...options].sort((a, b) => (b.ply ?? 0) - (a.ply ?? 0) || b.equity - a.equity);
  const depth = sorted[0]?.ply;
  return sorted.filter((c) => c.ply === depth).map(choiceOf);
}

const choiceOf = (c: DecisionChoice): DrillChoice => ({
  board: c.board,
  ...(c.play !== undefined ? { play: c.play } : {}),
  ...(c.steps ? { steps: c.steps.map((s) => ({ from: s.from, to: s.to })) } : {}),
  ...(c.action ? { action: c.action } : {}),
  equity: c.equity,
});

/**
 * The drills of an analysed record: the decisions of `players` that lost at least `DRILL_MIN_LOSS`,
 * the largest first, at most `DRILLS_PER_RECORD`. A roll at a table whose choice of board lost makes
 * a board drill (find the board and the play); other rolls a play drill; cube actions a cube drill.
 */
export function drillsOf(
  record: NardyRecord,
  analysis: RecordAnalysis,
  players: readonly Color[],
  source: DrillSource,
  now: Date,
): Drill[] {
  const found: Drill[] = [];
  for (const step of timelineOf(record, analysis)) {
    if (!players.includes(step.player) || step.loss < DRILL_MIN_LOSS) continue;
    const drill = drillOfStep(step.before, step.player, step.move, step.board, step.cube, source, now);
    if (drill) found.push(drill);
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.loss - a.loss)
    .filter((d) => !seen.has(d.id) && seen.add(d.id))
    .slice(0, DRILLS_PER_RECORD);
}

function drillOfStep(
  before: TableState,
  player: Color,
  move: AnalysedDecision | null,
  boardChoice: AnalysedDecision | null,
  cube: AnalysedDecision | null,
  source: DrillSource,
  now: Date,
): Drill | null {
  const game = before.game;
  const added = now.toISOString();
  if (cube) {
    const all = game.boards.map((_, i) => i);
    const boards = all.map((i) => {
      const b = game.boards[i];
      const c = cube.board === null ? (i === 0 ? game.sharedCube : null) : i === cube.board ? b.cube : null;
      return boardDemo(before, b, player, null, c);
    });
    if (cube.options.length < 2) return null;
    return {
      id: drillId('cube', boards),
      source,
      added,
      kind: 'cube',
      boards,
      tableBoards: all,
      choices: ranked(cube.options),
      played: choiceOf(cube.played),
      loss: cube.loss,
    };
  }
  const decision = move ?? boardChoice;
  const dice = decision?.dice;
  if (!decision || !dice) return null;
  if (boardChoice && boardChoice.loss >= DRILL_MIN_LOSS / 2) {
    const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
    const boards = open.map((i) => boardDemo(before, game.boards[i], player, dice, null));
    return {
      id: drillId('board', boards),
      source,
      added,
      kind: 'board',
      boards,
      tableBoards: open,
      choices: ranked(boardChoice.options),
      played: move ? choiceOf(move.played) : choiceOf(boardChoice.played),
      loss: boardChoice.loss + (move?.loss ?? 0),
    };
  }
  if (!move || move.board === null || move.options.length < 2) return null;
  const boards = [boardDemo(before, game.boards[move.board], player, dice, null)];
  return {
    id: drillId('play', boards),
    source,
    added,
    kind: 'play',
    boards,
    tableBoards: [move.board],
    choices: move.options.map(choiceOf),
    played: choiceOf(move.played),
    loss: move.loss,
  };
}

/** The verdict on an answer: solved (the best), or what it cost against the best. */
export interface DrillVerdict {
  readonly solved: boolean;
  /** The answer among the ranked choices, when it is one. */
  readonly answer: DrillChoice | null;
  /** What the answer lost against the best (null when it is not among the ranked choices). */
  readonly loss: number | null;
  /** The answer chose another board than the best (board drills). */
  readonly wrongBoard: boolean;
}

/**
 * Judges a play entered on a drill's board `index` (steps in the player's numbering): the best when its
 * resulting position is the best choice's on the best board; otherwise its place among the ranked
 * choices (by resulting position, so the order of the steps does not matter).
 */
export function judgePlay(drill: Drill, index: number, steps: readonly { from: number; to: number }[]): DrillVerdict {
  const tableBoard = drill.tableBoards[index];
  const state = demoState(drill.boards[index]);
  const after = applySteps(state.position, steps);
  const best = drill.choices[0];
  const same = (c: DrillChoice) =>
    c.board === tableBoard && c.steps !== undefined && samePosition(applySteps(state.position, c.steps), after);
  const answer = drill.choices.find(same) ?? (same(drill.played) ? drill.played : null);
  const wrongBoard = best.board !== null && best.board !== tableBoard;
  const loss = answer ? Math.max(0, best.equity - answer.equity) : null;
  return { solved: answer !== null && answer === best, answer, loss, wrongBoard };
}

/** Judges a cube answer. */
export function judgeCube(drill: Drill, action: CubeAction): DrillVerdict {
  const best = drill.choices[0];
  const answer = drill.choices.find((c) => c.action === action) ?? null;
  const loss = answer ? Math.max(0, best.equity - answer.equity) : null;
  return { solved: answer === best, answer, loss, wrongBoard: false };
}

/** The cube actions a cube drill offers: the answer to a double (take, drop) or the doubler's. */
export function cubeActionsOf(drill: Drill): readonly CubeAction[] {
  const actions = new Set(drill.choices.map((c) => c.action));
  return actions.has('take') || actions.has('drop') ? ['take', 'drop'] : ['noDouble', 'double'];
}
