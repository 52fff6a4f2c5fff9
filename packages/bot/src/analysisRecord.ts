import {
  applyEvent,
  type NardyRecord,
  offerableCubes,
  parseRecord,
  positionFor,
  type RecordEvent,
  RecordReader,
  type TableState,
} from '@nardy/parallel';
import {
  type ByColor,
  type Color,
  type Dice,
  makeMoveText,
  markHits,
  ok,
  opposite,
  type Position,
  samePosition,
} from '@nardy/rules';
import { type CubeJudgement, doubleValue, judgeCube, offeredCube } from './analysisCube.ts';
import {
  ANALYSIS_PLY_MESSAGE,
  type AnalysisPly,
  DEFAULT_ANALYSIS_PLY,
  isAnalysisPly,
  luckOf,
  type PlayOption,
} from './analysisPlays.ts';
import { type AnalysisMark, markOf, type PlayerFigures, playerFigures } from './analysisSummary.ts';
import { judgedAsTable, rankTablePlays, tableContext, tableRollValues } from './analysisTable.ts';
import { OUTPUTS, WIN } from './outputs.ts';
import { isRolloutSettings, type RolloutSettings } from './rollout.ts';
import { tableSearcher } from './tableOutlook.ts';

/**
 * Analysis of a whole record, decision by decision, as GNU Backgammon and eXtreme Gammon analyse a
 * match: for every play, choice of board and cube action, what was done, what was best, and what the
 * difference cost the player who decided (his loss, ≥ 0); for every roll its luck. See
 * docs/analysis.md for the figures and their definitions.
 */

export const DECISION_KINDS = ['move', 'board', 'cube'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
export const CUBE_ACTIONS = ['noDouble', 'double', 'take', 'drop'] as const;
export type CubeAction = (typeof CUBE_ACTIONS)[number];

/**
 * A no-double counts as a decision only when doubling would have been right or close: the best double
 * comes within this much of not doubling (GNU Backgammon's "close cube decision").
 */
export const CLOSE_CUBE = 0.16;

/** A step of a play as shown: from, to (mover's numbering, 25 bar, 0 off) and whether it hit. */
export interface PlayStep {
  readonly from: number;
  readonly to: number;
  readonly hit: boolean;
}

/** One alternative of a decision: a play on a board, the board itself, or a cube action. */
export interface DecisionChoice {
  /** The board played on (move, board) or the cube's board (cube; null for the shared cube). */
  readonly board: number | null;
  /**
   * Move and board decisions: the play, in the mover's own numbering with hits marked ([] = pass); the
   * play made as the player wrote it (a step may span dice), the others as single-die steps.
   */
  readonly steps?: readonly PlayStep[];
  /** Move and board decisions: the play in notation ('' for a pass). */
  readonly play?: string;
  /** Cube decisions: the action. */
  readonly action?: CubeAction;
  /** A double: the answer the doubler should expect (the better one for the taker). */
  readonly response?: 'take' | 'drop';
  /** Equity for the player deciding (per unit of the cube on one board, table points at a table). */
  readonly equity: number;
  /** Depth of `equity` (plays only). */
  readonly ply?: AnalysisPly;
  /** Whether `equity` is a rollout's (plays only, with the `rollout` option). */
  readonly rolledOut?: boolean;
}

/** One analysed decision of a record. */
export interface AnalysedDecision {
  /** Index of the game in the record and of the event in its game (a roll that passed by itself: the roll). */
  readonly game: number;
  readonly event: number;
  readonly player: Color;
  /** The board played on (move, board), or the cube's board (cube; null for the shared cube). */
  readonly board: number | null;
  readonly kind: DecisionKind;
  readonly played: DecisionChoice;
  readonly best: DecisionChoice;
  /** best − played, for the player deciding (0 when he chose best). */
  readonly loss: number;
  /** The roll's luck for the player who rolled (on the first decision of each roll). */
  readonly luck?: number;
  readonly mark?: AnalysisMark;
  /** The roll played (move and board decisions). */
  readonly dice?: Dice;
  /**
   * Whether it counts in the player's figures: a play with more than one choice, a choice of board,
   * a cube action taken, or a no-double that was wrong or close.
   */
  readonly counted: boolean;
  /** The alternatives, best first (plays on the board, each board's best play, or cube actions). */
  readonly options: readonly DecisionChoice[];
  /** After a play: White's equity (as `equity`) and each board's winning chance for White (0-ply). */
  readonly standing?: { readonly equity: number; readonly wins: readonly number[] };
}

export interface RecordAnalysis {
  readonly ply: AnalysisPly;
  /** The rollout of the close plays, when asked for. */
  readonly rollout?: RolloutSettings;
  readonly players: ByColor<PlayerFigures>;
  readonly decisions: readonly AnalysedDecision[];
}

export interface AnalyseRecordOptions {
  /** Depth of the analysis (default 1; 3 deepens the close plays only, cube actions as at 2). */
  readonly ply?: AnalysisPly;
  /**
   * Roll out the close plays after the filters of `ply` (docs/analysis.md, Rollouts): at most three
   * within 0.04 of the best, the play made among them, with the same dice; one-board decisions only.
   */
  readonly rollout?: RolloutSettings;
  /** Called after each event with the events done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

export const ANALYSIS_ERRORS = ['analysis/ply', 'analysis/rollout'] as const;
export type AnalysisError = (typeof ANALYSIS_ERRORS)[number];

/** A record that cannot be analysed: its replay problem (with game and event) or a bad option. */
export interface AnalysisFailure {
  readonly code: string;
  readonly message: string;
  readonly game: number;
  readonly event: number;
}

/** How many plays a decision lists at most (the played one is always kept). */
const LISTED_OPTIONS = 5;

/**
 * Analyses every decision of a record (docs/analysis.md). Replays it with the table core, so a record
 * that does not replay is refused with the replay's code and the game and event it stopped at.
 */
export function analyseRecord(
  record: NardyRecord | unknown,
  options: AnalyseRecordOptions = {},
): { ok: true; value: RecordAnalysis } | { ok: false; error: AnalysisFailure } {
  const ply = options.ply ?? DEFAULT_ANALYSIS_PLY;
  if (!isAnalysisPly(ply)) {
    return { ok: false, error: { code: 'analysis/ply', message: ANALYSIS_PLY_MESSAGE, game: -1, event: -1 } };
  }
  const rollout = options.rollout;
  if (rollout !== undefined && !isRolloutSettings(rollout)) {
    const message =
      'rollout must be {trials: 1..10000, truncation: 1..200, seed?: integer, window?: 0.001..1, candidates?: 2..32}';
    return { ok: false, error: { code: 'analysis/rollout', message, game: -1, event: -1 } };
  }
  const parsed = parseRecord(record);
  if (!parsed.ok) return parsed;
  const games = parsed.value.games;
  const total = games.reduce((n, g) => n + g.events.length, 0);
  const reader = new RecordReader();
  const decisions: AnalysedDecision[] = [];
  const r = record as NardyRecord;
  let done = 0;
  for (const [g, game] of games.entries()) {
    // The reader starts each game as the table does (starter, Crawford, score); events go through the core.
    const start = reader.read({ ...r, games: [...r.games.slice(0, g), { ...r.games[g], events: [] }] });
    if (!start.ok) return start;
    let state = start.value.state;
    let luck: { readonly value: number; readonly dice: Dice } | null = null;
    for (const [k, raw] of game.events.entries()) {
      const next = applyEvent(state, raw);
      if (!next.ok) return { ok: false, error: { ...next.error, game: g, event: k } };
      const event = next.value.game.events.at(-1) as RecordEvent;
      const at: EventPlace = { game: g, event: k, ply, ...(rollout ? { rollout } : {}) };
      const found = analyseEvent(state, next.value, event, at, luck);
      decisions.push(...found.decisions);
      luck = found.luck;
      state = next.value;
      options.onProgress?.(++done, total);
    }
  }
  return ok({ ply, ...(rollout ? { rollout } : {}), players: playerFigures(decisions), decisions });
}

interface EventPlace {
  readonly game: number;
  readonly event: number;
  readonly ply: AnalysisPly;
  readonly rollout?: RolloutSettings;
}

type PendingLuck = { readonly value: number; readonly dice: Dice } | null;

/** The decisions one event shows (with the table before and after it), and the luck left for the next. */
function analyseEvent(
  before: TableState,
  after: TableState,
  event: RecordEvent,
  at: EventPlace,
  luck: PendingLuck,
): { decisions: AnalysedDecision[]; luck: PendingLuck } {
  switch (event.type) {
    case 'opening': {
      const mover = after.game.turn;
      const dice = after.game.dice;
      if (mover === null || dice === null || after.game.phase === 'beforeRoll') return { decisions: [], luck: null };
      return { decisions: [], luck: { value: rollLuck(after, mover, dice, true), dice } };
    }
    case 'roll': {
      const out: AnalysedDecision[] = [];
      const noDouble = cubeDecisionBefore(before, event.player, undefined, at);
      if (noDouble) out.push(noDouble);
      const rolled = { value: rollLuck(before, event.player, event.dice, false), dice: event.dice };
      // With one board left a roll that cannot be played passes by itself: a forced pass.
      if (after.game.turn !== event.player || after.game.phase === 'gameOver') {
        const mid: TableState = { ...before, game: { ...before.game, phase: 'chooseBoard', dice: event.dice } };
        out.push(...moveDecisions(mid, after, event.player, null, at, rolled));
        return { decisions: out, luck: null };
      }
      return { decisions: out, luck: rolled };
    }
    case 'move':
      return {
        decisions: moveDecisions(before, after, event.player, { board: event.board, steps: event.steps }, at, luck),
        luck: null,
      };
    case 'double': {
      const d = cubeDecisionBefore(before, event.player, { board: after.game.offer?.board ?? null }, at);
      return { decisions: d ? [d] : [], luck };
    }
    case 'take':
    case 'drop':
      return { decisions: [answerDecision(before, event, at)], luck };
    case 'resign':
      return { decisions: [], luck };
  }
}

/** Cube actions are judged at 2-ply at most: level 3 deepens checker play only. */
function cubePly(ply: AnalysisPly): AnalysisPly {
  return ply === 3 ? 2 : ply;
}

function rollLuck(state: TableState, player: Color, dice: Dice, opening: boolean): number {
  return luckOf(tableRollValues(tableContext(state, player)), dice, opening);
}

function choiceOf(o: PlayOption | (Omit<PlayOption, 'steps'> & { steps: readonly PlayStep[] })): DecisionChoice {
  return {
    board: o.board,
    steps: o.steps,
    play: o.text,
    equity: o.equity,
    ply: o.ply,
    ...(o.rolledOut ? { rolledOut: true } : {}),
  };
}

/**
 * The play (and at a table, the board) decisions of a roll played as `move` (null: a pass by itself).
 * The play made is told as the player wrote it (its steps in his order, hits marked).
 */
function moveDecisions(
  before: TableState,
  after: TableState,
  player: Color,
  move: { readonly board: number; readonly steps: readonly (readonly [number, number])[] } | null,
  at: EventPlace,
  luck: PendingLuck,
): AnalysedDecision[] {
  const dice = (luck?.dice ?? before.game.dice) as Dice;
  const context = tableContext(before, player);
  const chosen = move?.board ?? context.open[0];
  const afterPosition = positionFor(after.game.boards[chosen], player);
  const isPlayed = (o: PlayOption) => o.board === chosen && samePosition(o.after, afterPosition);
  const ranked = rankTablePlays(context, dice, at.ply, { keep: isPlayed }, at.rollout);
  const found = ranked.find(isPlayed);
  if (!found) throw new Error(`analysis: the play on board ${chosen} is not among the legal plays`);
  const written = markHits(
    (context.positions.get(chosen) as Position).cells,
    (move?.steps ?? []).map(([from, to]) => ({ from, to })),
  );
  const played = { ...found, steps: written, text: makeMoveText(written) };
  const onBoard = ranked.map((o) => (o === found ? played : o)).filter((o) => o.board === chosen);
  const bestHere = onBoard[0];
  const standing = standingAfter(after, player, played.equity);
  const base = { game: at.game, event: at.event, player, dice };
  const out: AnalysedDecision[] = [];
  let luckLeft = luck?.value;
  if (judgedAsTable(context)) {
    // Each board's best pair, best first: the choice of board is the best play's board.
    const perBoard = context.open
      .map((i) => ranked.find((o) => o.board === i))
      .filter((o): o is PlayOption => o !== undefined);
    const best = ranked[0];
    const loss = Math.max(0, best.equity - bestHere.equity);
    out.push({
      ...base,
      board: chosen,
      kind: 'board',
      played: choiceOf(bestHere),
      best: choiceOf(best),
      loss,
      ...(luckLeft === undefined ? {} : { luck: luckLeft }),
      ...markField(loss, true),
      counted: true,
      options: perBoard.map(choiceOf),
    });
    luckLeft = undefined;
  }
  const loss = Math.max(0, bestHere.equity - played.equity);
  const counted = onBoard.length > 1;
  const listed = onBoard.slice(0, LISTED_OPTIONS);
  if (!listed.includes(played)) listed.push(played);
  out.push({
    ...base,
    board: chosen,
    kind: 'move',
    played: choiceOf(played),
    best: choiceOf(bestHere),
    loss,
    ...(luckLeft === undefined ? {} : { luck: luckLeft }),
    ...markField(loss, counted),
    counted,
    options: listed.map(choiceOf),
    standing,
  });
  return out;
}

function markField(loss: number, counted: boolean): { mark?: AnalysisMark } {
  const mark = counted ? markOf(loss) : null;
  return mark ? { mark } : {};
}

const probabilities = new Float64Array(OUTPUTS);

/** White's equity after a play (from the mover's `equity`) and each board's winning chance for White. */
function standingAfter(state: TableState, mover: Color, equity: number): AnalysedDecision['standing'] {
  const sign = mover === 'white' ? 1 : -1;
  const wins = state.game.boards.map((b, i) => {
    if (b.result !== null) return b.result.winner === 'white' ? 1 : b.result.winner === 'black' ? 0 : 0.5;
    const searcher = tableSearcher(state.config.boards[i].rules, state.config.ending);
    const opponent = opposite(mover);
    searcher.evaluator.evaluate(positionFor(b, opponent).cells, probabilities);
    const moverWins = 1 - probabilities[WIN];
    return mover === 'white' ? moverWins : 1 - moverWins;
  });
  return { equity: sign * equity, wins };
}

function cubeChoices(j: CubeJudgement): DecisionChoice[] {
  const choices: DecisionChoice[] = [{ board: null, action: 'noDouble', equity: j.noDouble }];
  for (const o of j.options) {
    choices.push({
      board: o.board,
      action: 'double',
      response: o.take <= o.drop ? 'take' : 'drop',
      equity: doubleValue(o),
    });
  }
  return choices.sort((a, b) => b.equity - a.equity);
}

/**
 * The cube decision of `player` before his roll: a double (`doubled` names the cube's board, null for
 * the shared cube) or, with `doubled` undefined, no double (he rolled). A no-double that was neither
 * wrong nor close is no decision (null); so is a turn without a cube to turn.
 */
function cubeDecisionBefore(
  state: TableState,
  player: Color,
  doubled: { readonly board: number | null } | undefined,
  at: EventPlace,
): AnalysedDecision | null {
  const cubes = offerableCubes(state);
  if (cubes.length === 0) return null;
  const j = judgeCube(state, player, cubes, { ply: cubePly(at.ply) });
  const options = cubeChoices(j);
  const best = options[0];
  let played: DecisionChoice;
  if (doubled === undefined) {
    played = options.find((o) => o.action === 'noDouble') as DecisionChoice;
    const bestDouble = options.find((o) => o.action === 'double');
    if (best === played && (bestDouble === undefined || bestDouble.equity < played.equity - CLOSE_CUBE)) return null;
  } else {
    const found = options.find((o) => o.action === 'double' && o.board === doubled.board);
    if (!found) throw new Error(`analysis: a double on ${doubled.board ?? 'the shared cube'} was not offerable`);
    played = found;
  }
  return cubeRecord(at, player, doubled?.board ?? (best.action === 'double' ? best.board : null), played, options);
}

/** The answer to an offer (take or drop), judged from the side of the player answering. */
function answerDecision(
  before: TableState,
  event: Extract<RecordEvent, { type: 'take' | 'drop' }>,
  at: EventPlace,
): AnalysedDecision {
  const offer = before.game.offer;
  const cube = offeredCube(before);
  if (offer === null || cube === null) throw new Error('analysis: an answer without an offer');
  const j = judgeCube(before, offer.by, [cube], { ply: cubePly(at.ply) });
  const o = j.options[0];
  // From the taker's side the doubler's equities change sign.
  const take: DecisionChoice = { board: o.board, action: 'take', equity: -o.take };
  const drops: DecisionChoice[] = o.drops
    .map((d) => ({ board: o.board === null ? d.board : o.board, action: 'drop' as const, equity: -d.equity }))
    .sort((a, b) => b.equity - a.equity);
  const options = [take, ...drops].sort((a, b) => b.equity - a.equity);
  let played: DecisionChoice;
  if (event.type === 'take') played = take;
  else {
    const given = event.board ?? (o.board === null ? o.dropBoard : o.board);
    played = drops.find((d) => d.board === given) ?? drops[0];
  }
  return cubeRecord(at, event.player, o.board, played, options);
}

/** A cube decision: the action played against the best of `options` (best first). */
function cubeRecord(
  at: EventPlace,
  player: Color,
  board: number | null,
  played: DecisionChoice,
  options: readonly DecisionChoice[],
): AnalysedDecision {
  const best = options[0];
  const loss = Math.max(0, best.equity - played.equity);
  return {
    game: at.game,
    event: at.event,
    player,
    board,
    kind: 'cube',
    played,
    best,
    loss,
    ...markField(loss, true),
    counted: true,
    options,
  };
}
