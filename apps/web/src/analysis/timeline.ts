import type { AnalysedDecision, AnalysisMark, RecordAnalysis } from '@nardy/bot';
import {
  applyEvent,
  type BoardView,
  displayPlay,
  type NardyRecord,
  playTextIn,
  RecordReader,
  selectBoardViews,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * The analysis screen's model: the record's decisions grouped into the steps a player clicks through
 * (a roll's board choice and play together, a cube action on its own), each with the table as the
 * decision was faced, and the standing after it for the graph. Pure, so it is tested in Node.
 */

export interface TimelineStep {
  readonly game: number;
  readonly event: number;
  readonly player: Color;
  /** The play of a roll (with its board choice at a table of several boards) or a cube action. */
  readonly kind: 'play' | 'cube';
  /** The play on the chosen board (kind 'play'). */
  readonly move: AnalysedDecision | null;
  /** The choice of board of the same roll (tables of two or more unfinished boards). */
  readonly board: AnalysedDecision | null;
  /** The cube action (kind 'cube'). */
  readonly cube: AnalysedDecision | null;
  /** The table when the decision was faced. */
  readonly before: TableState;
  /** The step's total loss (board choice plus checker play) and its worst mark. */
  readonly loss: number;
  readonly mark: AnalysisMark | null;
  /** Whether the step counts in the figures (not a forced play). */
  readonly counted: boolean;
  /** After a play: White's equity and each board's winning chance for White. */
  readonly standing: { readonly equity: number; readonly wins: readonly number[] } | null;
}

const MARK_ORDER: readonly AnalysisMark[] = ['doubtful', 'bad', 'veryBad'];

function worst(marks: readonly (AnalysisMark | undefined)[]): AnalysisMark | null {
  let at = -1;
  for (const m of marks) if (m) at = Math.max(at, MARK_ORDER.indexOf(m));
  return at < 0 ? null : MARK_ORDER[at];
}

/** The table before each event of each game: `before[g][k]` is the state event k of game g was applied to. */
export function statesBefore(record: NardyRecord): TableState[][] {
  const reader = new RecordReader();
  const out: TableState[][] = [];
  for (const [g, game] of record.games.entries()) {
    const start = reader.read({ ...record, games: [...record.games.slice(0, g), { ...game, events: [] }] });
    if (!start.ok) throw new Error(`${start.error.code}: ${start.error.message}`);
    let state = start.value.state;
    const states: TableState[] = [];
    for (const raw of game.events) {
      states.push(state);
      const next = applyEvent(state, raw);
      if (!next.ok) break;
      state = next.value;
    }
    states.push(state);
    out.push(states);
  }
  return out;
}

/** The steps of an analysis, in the order of the game. */
export function timelineOf(record: NardyRecord, analysis: RecordAnalysis): TimelineStep[] {
  const states = statesBefore(record);
  const steps: TimelineStep[] = [];
  const byKey = new Map<string, AnalysedDecision[]>();
  const order: string[] = [];
  for (const d of analysis.decisions) {
    const key = `${d.game}:${d.event}:${d.kind === 'cube' ? 'cube' : 'play'}`;
    if (!byKey.has(key)) {
      byKey.set(key, []);
      order.push(key);
    }
    byKey.get(key)?.push(d);
  }
  for (const key of order) {
    const group = byKey.get(key) ?? [];
    const first = group[0];
    const move = group.find((d) => d.kind === 'move') ?? null;
    const board = group.find((d) => d.kind === 'board') ?? null;
    const cube = group.find((d) => d.kind === 'cube') ?? null;
    steps.push({
      game: first.game,
      event: first.event,
      player: first.player,
      kind: cube ? 'cube' : 'play',
      move,
      board,
      cube,
      before: states[first.game]?.[first.event] ?? states[first.game]?.[0],
      loss: group.reduce((s, d) => s + d.loss, 0),
      mark: worst(group.map((d) => d.mark)),
      counted: group.some((d) => d.counted),
      standing: move?.standing ?? null,
    });
  }
  return steps;
}

/**
 * A play of a step in `viewer`'s own numbering (the numbering of the board's point labels, as the game
 * screen's move list writes plays: `viewerNumbering` / `playTextIn` of @nardy/parallel); the analysis
 * keeps the mover's. '' for a pass; a cube action has no play.
 */
export function playText(step: TimelineStep, choice: AnalysedDecision['played'], viewer: Color): string {
  const { steps, board } = choice;
  if (!steps || steps.length === 0 || board === null) return choice.play ?? '';
  const geometry = step.before.config.boards[board]?.rules.geometry;
  return geometry ? playTextIn(geometry, step.player, viewer, steps) : (choice.play ?? '');
}

/** Where the arrows of a play go: the board, and its steps in display points. */
export interface ShownArrows {
  readonly board: number;
  readonly kind: 'played' | 'best';
  readonly player: Color;
  readonly steps: readonly { readonly from: number; readonly to: number }[];
  /** The play in the viewer's numbering (`playText`). */
  readonly play: string;
}

/**
 * The boards of a step as the screen draws them: the table before the decision, the roll on the board
 * played (nothing to click: no legal moves, no last move), and the arrows of the play made and of the
 * best one (at a table, the best (board, play) pair when the board was wrong), their plays written in
 * `viewer`'s numbering.
 */
export function stepBoards(
  step: TimelineStep,
  viewer: Color = 'white',
): {
  views: BoardView[];
  arrows: ShownArrows[];
  bestBoard: number | null;
} {
  const views = selectBoardViews(step.before).map((v) => ({
    ...v,
    legal: [],
    lastMove: null,
    canUndo: false,
    canConfirm: false,
  }));
  const arrows: ShownArrows[] = [];
  let bestBoard: number | null = null;
  const move = step.move;
  if (move && move.board !== null) {
    const dice = move.dice ?? null;
    views[move.board] = { ...views[move.board], turn: step.player, dice, diceLeft: dice ? [...dice] : [] };
    const add = (board: number | null, kind: 'played' | 'best', choice: AnalysedDecision['played']) => {
      if (board === null || !views[board] || !choice.steps || choice.steps.length === 0) return;
      arrows.push({
        board,
        kind,
        player: step.player,
        steps: displayPlay(views[board].geometry, step.player, choice.steps).steps,
        play: playText(step, choice, viewer),
      });
    };
    const wrongBoard = step.board !== null && step.board.loss > 0 && step.board.best.board !== move.board;
    if (wrongBoard && step.board) {
      bestBoard = step.board.best.board;
      add(bestBoard, 'best', step.board.best);
    } else if (move.loss > 0) {
      add(move.board, 'best', move.best);
    }
    add(move.board, 'played', move.played);
  }
  return { views, arrows, bestBoard };
}

/** The step a key moves to from `at` (ArrowLeft/Right one step, Home/End the ends; PageUp/Down the next mistake). */
export function stepForKey(key: string, at: number, steps: readonly TimelineStep[]): number | null {
  const last = steps.length - 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, at - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(last, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown': {
      const i = steps.findIndex((s, k) => k > at && s.mark !== null);
      return i < 0 ? at : i;
    }
    case 'PageUp': {
      for (let k = at - 1; k >= 0; k--) if (steps[k].mark !== null) return k;
      return at;
    }
    default:
      return null;
  }
}

/** The graph's points: for each step that has a standing, White's winning chance (mean over the boards) and equity. */
export function graphPoints(steps: readonly TimelineStep[]): { index: number; win: number; equity: number }[] {
  const out: { index: number; win: number; equity: number }[] = [];
  let last: { win: number; equity: number } | null = null;
  steps.forEach((s, index) => {
    if (s.standing) {
      const wins = s.standing.wins;
      last = { win: wins.reduce((a, b) => a + b, 0) / Math.max(1, wins.length), equity: s.standing.equity };
    }
    if (last) out.push({ index, ...last });
  });
  return out;
}
