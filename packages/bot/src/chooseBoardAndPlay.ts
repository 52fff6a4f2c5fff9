import { positionFor, type TableState } from '@nardy/parallel';
import { CELLS, err, ok, PlayGenerator, type Position, type Random, type Result, type Step } from '@nardy/rules';
import { representativeSteps } from './analysis.ts';
import { chooseMove, isLevel, LEVEL_SETTINGS, LEVELS, type Level } from './levels.ts';
import type { SearchSettings } from './search.ts';
import { LOOKAHEAD_HALF_POINT_WEIGHT, LOOKAHEAD_WINDOW, lookaheadValue, replyEquities } from './tableLookahead.ts';
import { type BoardOutlook, boardOutlook, stakesOf, tableSearcher, tableValue } from './tableOutlook.ts';

/**
 * How the board of a roll is chosen at a parallel table. `lookahead`: the play whose effect on the
 * whole table is best one roll ahead — every board's equity × its stake, minus what the opponent's
 * best board and play gains on average over his 21 rolls, plus the first-finished half point (see
 * tableLookahead.ts). `wide`: the same, over more plays — besides the level's play on each board, the
 * next WIDE_ALTERNATIVES best by 0-ply there (a quieter play can leave the opponent less to gain); it
 * does so on a lone board too (a table's last board, a one-board table), where the level's play is then
 * weighed one roll ahead against the next best: a deeper checker play, not a board choice.
 * `wideChoice`: `wide` only while the roll may go to two or more boards, the level's own play on a lone
 * board (`wide`'s board choice without its deeper play on the last board). `table`: the same without
 * the opponent's roll (every board judged with him to roll there; tableOutlook.ts). `simple`: the
 * baseline of issue 6, the board where the best play gains the most equity over passing there (cubes and the half point ignored).
 */
export const BOARD_RULES = ['lookahead', 'wide', 'wideChoice', 'table', 'simple'] as const;
export type BoardRule = (typeof BOARD_RULES)[number];

export const TABLE_BOT_ERRORS = ['bot/bad-level', 'bot/bad-rule', 'bot/not-moving'] as const;
export type TableBotError = (typeof TABLE_BOT_ERRORS)[number];

export interface BoardChoiceOptions {
  /** Level of the play on each board (default `strong`). */
  readonly level?: Level;
  /** Randomness of the beginner's noise (ignored by the levels without noise). */
  readonly random?: Random;
  /** Default: the level's rule, `BOARD_RULE_OF_LEVEL[level]`, at every board count. */
  readonly rule?: BoardRule;
  /**
   * Levels that search deeper than 0-ply (strong, master) search in stages: their 1-ply search only on
   * the boards whose 0-ply play comes within this much (points × stake) of the best board's by the
   * rule's 0-ply value (the other boards keep their 0-ply play), master's 2-ply only on the board then
   * chosen. Default DEEP_MARGIN; `Infinity`: every board searched at the level, as before the stages.
   */
  readonly deepMargin?: number;
}

/** The computer's turn at a table: the board, and the play there (empty steps = a pass). */
export interface BoardChoice {
  readonly board: number;
  /** Single-die steps in the mover's own numbering (what a `move` record event carries). */
  readonly steps: readonly Step[];
  /** The board's position after the play, from the mover's side. */
  readonly after: Position;
  /**
   * How the choice was judged: the lookahead value (`lookahead`; its 0-ply table value when no other
   * candidate came within LOOKAHEAD_WINDOW of it), the table value (`table`) or the equity gained
   * (`simple`).
   */
  readonly value: number;
}

interface Candidate {
  readonly board: number;
  readonly steps: readonly Step[];
  readonly after: Position;
}

const generator = new PlayGenerator();
/** Values closer than this are a tie (floating-point sums of the same equities in another order). */
const TIE = 1e-9;

/**
 * The computer's board and play for the roll at a parallel table (phase `chooseBoard`, or `moving`
 * before a step is entered; once a board is committed only that board is considered). For every
 * unfinished board it takes its level's play there (a pass where the roll cannot be played — choosing
 * a blocked board is allowed and sometimes best, RULES.md §6.4), plus, when that play finishes the
 * first board of the table, the best play that does not (finishing first costs half a point, §6.5;
 * not for the simple rule, which ignores the half point); then it keeps the candidate the rule values
 * most. Always an unfinished board and a legal play there.
 */
export function chooseBoardAndPlay(
  state: TableState,
  options: BoardChoiceOptions = {},
): Result<BoardChoice, TableBotError> {
  const level = options.level ?? 'strong';
  if (!isLevel(level)) return err('bot/bad-level', `level must be one of ${LEVELS.join(', ')}`);
  const rule = options.rule ?? BOARD_RULE_OF_LEVEL[level];
  if (!(BOARD_RULES as readonly string[]).includes(rule)) {
    return err('bot/bad-rule', `board rule must be one of ${BOARD_RULES.join(', ')}`);
  }
  const { game, config } = state;
  const player = game.turn;
  if ((game.phase !== 'chooseBoard' && game.phase !== 'moving') || player === null || game.dice === null) {
    return err('bot/not-moving', `no roll to play now (${game.phase})`);
  }
  const dice = game.dice;
  const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  const boards =
    game.phase === 'moving' && game.entered.length > 0 && game.chosenBoard !== null ? [game.chosenBoard] : open;

  const stakes = stakesOf(game);
  const searcherOf = (i: number) => tableSearcher(config.boards[i].rules, config.ending);
  // Every open board as it stands with the opponent to roll (what a pass leaves there).
  const standing = new Map<number, BoardOutlook>();
  for (const i of open) standing.set(i, boardOutlook(searcherOf(i), positionFor(game.boards[i], player), false));
  /** The rule's 0-ply value of playing to `after` on board `board` (every other board as it stands). */
  const outlookAfter = (c: Candidate) => boardOutlook(searcherOf(c.board), c.after, false);
  const zeroPlyValues = (moves: readonly Candidate[], after = moves.map(outlookAfter)): number[] =>
    moves.map((c, k) => {
      if (rule === 'simple') return after[k].equity - (standing.get(c.board) as BoardOutlook).equity;
      const outlooks = open.map((i) => (i === c.board ? after[k] : (standing.get(i) as BoardOutlook)));
      return tableValue(outlooks, stakes, open, rule === 'table' ? 1 : LOOKAHEAD_HALF_POINT_WEIGHT);
    });

  const playOn = (i: number, maxPlies: SearchSettings['plies']): Candidate | null => {
    const rules = config.boards[i].rules;
    const chosen = chooseMove(rules.variant, positionFor(game.boards[i], player), dice, {
      level,
      firstTurn: !game.boards[i].firstTurnDone[player],
      rules,
      maxPlies,
      alone: boards.length === 1,
      ...(LEVEL_SETTINGS[level].noise > 0 && options.random ? { random: options.random } : {}),
    });
    if (!chosen.ok) throw new Error(chosen.error.message);
    return chosen.value && { board: i, steps: chosen.value.steps, after: chosen.value.after };
  };
  const passesAllowed = trailingPasses(state) < PASS_LIMIT;
  const looksAhead = rule === 'lookahead' || rule === 'wide' || rule === 'wideChoice';
  /** Whether the next-best plays of each board are candidates too. */
  const widens = rule === 'wide' || (rule === 'wideChoice' && boards.length > 1);
  /** The best candidate by the rule, given the play on each board (null: the roll is blocked there). */
  const judge = (plays: ReadonlyMap<number, Candidate | null>): BoardChoice | null => {
    const candidates: Candidate[] = [];
    for (const i of boards) {
      const position = positionFor(game.boards[i], player);
      const firstTurn = !game.boards[i].firstTurnDone[player];
      const chosen = plays.get(i) ?? null;
      if (chosen === null) {
        if (passesAllowed) candidates.push({ board: i, steps: [], after: position });
        continue;
      }
      candidates.push(chosen);
      if (widens) candidates.push(...alternatives(state, i, position, firstTurn, chosen.after));
      if (rule !== 'simple' && stakes.halfPointDue && chosen.after.cells[26] === 15) {
        const alternative = bestUnfinishing(state, i, position, firstTurn);
        if (alternative) candidates.push(alternative);
      }
    }
    const after = candidates.map(outlookAfter);
    let values = zeroPlyValues(candidates, after);
    if (looksAhead) values = lookaheadValues(candidates, after, values);
    let best: BoardChoice | null = null;
    for (const [k, c] of candidates.entries()) {
      const value = values[k];
      // Ties (up to rounding: the same value summed in another order) keep the earlier board.
      if (best === null || value > best.value + TIE) best = { board: c.board, steps: c.steps, after: c.after, value };
    }
    return best;
  };
  const standingReplies = new Map<number, Float64Array>();
  const standingRepliesOf = (i: number): Float64Array => {
    let replies = standingReplies.get(i);
    if (!replies) {
      replies = replyEquities(searcherOf(i), positionFor(game.boards[i], player));
      standingReplies.set(i, replies);
    }
    return replies;
  };
  /** The lookahead values of the candidates near the best 0-ply value (the others: −∞). */
  const lookaheadValues = (candidates: readonly Candidate[], after: readonly BoardOutlook[], values: number[]) => {
    // Only the candidates near the best 0-ply value are worth the opponent's 21 rolls.
    const top = Math.max(...values);
    const searched = values.map((v) => v >= top - LOOKAHEAD_WINDOW);
    if (searched.filter(Boolean).length <= 1) return values;
    return candidates.map((c, k) => {
      if (!searched[k]) return Number.NEGATIVE_INFINITY;
      const lookahead = open.map((i) => {
        const outlook = i === c.board ? after[k] : (standing.get(i) as BoardOutlook);
        if (outlook.finished) return { outlook, replies: null };
        return { outlook, replies: i === c.board ? replyEquities(searcherOf(i), c.after) : standingRepliesOf(i) };
      });
      return lookaheadValue(lookahead, stakes, open);
    });
  };

  const depth = LEVEL_SETTINGS[level].plies;
  const margin = options.deepMargin ?? DEEP_MARGIN;
  let best: BoardChoice | null;
  if (depth === 0 || boards.length === 1 || margin === Number.POSITIVE_INFINITY) {
    best = judge(new Map(boards.map((i) => [i, playOn(i, depth)])));
  } else {
    // In stages (see DEEP_MARGIN): the 0-ply play on every board; the level's 1-ply search on the
    // boards near the best of those; its 2-ply search (master) only on the board then chosen, again
    // until the board chosen has had it.
    const plays = new Map(boards.map((i) => [i, playOn(i, 0)]));
    const quick = boards.flatMap((i) => plays.get(i) ?? []);
    const quickValues = zeroPlyValues(quick);
    const top = Math.max(...quickValues);
    for (const [k, c] of quick.entries()) if (quickValues[k] >= top - margin) plays.set(c.board, playOn(c.board, 1));
    best = judge(plays);
    const deep = new Set<number>();
    while (depth === 2 && best !== null && !deep.has(best.board) && plays.get(best.board)) {
      deep.add(best.board);
      const shallow = plays.get(best.board) as Candidate;
      const play = playOn(best.board, 2) as Candidate;
      if (sameCells(play.after.cells, shallow.after.cells)) continue;
      plays.set(best.board, play);
      best = judge(plays);
    }
  }
  if (best === null) {
    // Every open board is blocked (or passes are used up and none can be played): a pass on the first.
    const board = boards[0];
    if (board === undefined) throw new Error('no unfinished board to play on');
    return ok({ board, steps: [], after: positionFor(game.boards[board], player), value: 0 });
  }
  return ok(best);
}

function sameCells(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let c = 0; c < CELLS; c++) if (a[c] !== b[c]) return false;
  return true;
}

/**
 * The rule each level uses when the caller names none (ADR 0101; the matches are in
 * packages/bot/BENCHMARKS.md, "Parallel tables"). `lookahead` beat the simple rule at two and three boards.
 * `wideChoice` beat `lookahead` at club in every shape (two, three and four short boards, short + long;
 * duplicate cubeless tables), so club uses it. Beginner keeps `lookahead`: the next-best plays that
 * `wideChoice` adds are the 0-ply best, and would take back much of the beginner's noise at a table.
 * Strong and master keep `lookahead`: their own plays come from deeper searches than the one-roll
 * lookahead that would judge the added 0-ply plays against them, and at strong `wideChoice` gained
 * nothing (−0.010 ± 0.013 per table at two boards); master was not measured.
 */
export const BOARD_RULE_OF_LEVEL: Readonly<Record<Level, BoardRule>> = {
  beginner: 'lookahead',
  club: 'wideChoice',
  strong: 'lookahead',
  master: 'lookahead',
};

/**
 * The staged search of the deeper levels at a table (strong, master; `deepMargin`). Every board's 0-ply
 * play first; then the level's 1-ply search (master's first stage: its candidates and window) on the
 * boards whose 0-ply play is within DEEP_MARGIN of the best board's by the rule's 0-ply table value —
 * a deeper play is never worth more than the 0-ply play by that value, and master's stays within its
 * 0.16 window of it, so a board further than LOOKAHEAD_WINDOW + 0.16 below is not even looked ahead
 * (the rest of the margin covers the first-finished half point, which is not monotone in a board's
 * equity); then master's 2-ply only on the board the rule chooses with those plays, and, if its 2-ply
 * play there changes the choice, on the board chosen next, until the board chosen has had it. Over
 * whole master tables of two, three and four boards and short + long (packages/bot/BENCHMARKS.md) it
 * made the same decision as searching every board at the level in 931 of 937 decisions, in 0.3 (three
 * and four boards) to 0.7 (two) of the CPU time.
 */
export const DEEP_MARGIN = 0.5;

/**
 * Passes in a row (choosing a blocked board) after which a player who can play somewhere must play:
 * two players each blocked on one board could otherwise pass for ever rather than break a prime.
 */
export const PASS_LIMIT = 4;

/** The number of passes at the end of the game's record (rolls between them do not count). */
function trailingPasses(state: TableState): number {
  let n = 0;
  const events = state.game.events;
  for (let k = events.length - 1; k >= 0; k--) {
    const e = events[k];
    if (e.type === 'roll') continue;
    if (e.type !== 'move' || e.steps.length > 0) break;
    n++;
  }
  return n;
}

/** Plays per board the `wide` rule adds to the level's own. */
export const WIDE_ALTERNATIVES = 2;

/** The WIDE_ALTERNATIVES best plays by 0-ply on board `i` other than the one leading to `chosen`. */
function alternatives(
  state: TableState,
  i: number,
  position: Position,
  firstTurn: boolean,
  chosen: Position,
): Candidate[] {
  const rules = state.config.boards[i].rules;
  const dice = state.game.dice as readonly [number, number];
  const searcher = tableSearcher(rules, state.config.ending);
  const count = generator.generate(rules, position.cells, dice[0], dice[1], firstTurn);
  const ranked: [index: number, value: number][] = [];
  for (let k = 0; k < count; k++) {
    const cells = generator.outcomes.subarray(k * CELLS, (k + 1) * CELLS);
    let same = true;
    for (let c = 0; c < CELLS && same; c++) same = cells[c] === chosen.cells[c];
    if (!same) ranked.push([k, searcher.afterstateEquity(cells)]);
  }
  ranked.sort((a, b) => b[1] - a[1]);
  return ranked.slice(0, WIDE_ALTERNATIVES).map(([k]) => ({
    board: i,
    steps: representativeSteps(generator, k, position.cells),
    after: { variant: rules.variant, cells: generator.outcomes.slice(k * CELLS, (k + 1) * CELLS) },
  }));
}

/** The 0-ply best play on board `i` that does not bear off the last checker (none if every play does). */
function bestUnfinishing(state: TableState, i: number, position: Position, firstTurn: boolean): Candidate | null {
  const rules = state.config.boards[i].rules;
  const dice = state.game.dice as readonly [number, number];
  const searcher = tableSearcher(rules, state.config.ending);
  const count = generator.generate(rules, position.cells, dice[0], dice[1], firstTurn);
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const cells = generator.outcomes.subarray(k * CELLS, (k + 1) * CELLS);
    if (cells[26] === 15) continue;
    const v = searcher.afterstateEquity(cells);
    if (v > bestValue) {
      bestValue = v;
      best = k;
    }
  }
  if (best < 0) return null;
  return {
    board: i,
    steps: representativeSteps(generator, best, position.cells),
    after: { variant: rules.variant, cells: generator.outcomes.slice(best * CELLS, (best + 1) * CELLS) },
  };
}
