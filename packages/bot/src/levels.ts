import {
  CELLS,
  type Dice,
  err,
  isDie,
  isLongFamily,
  ok,
  PlayGenerator,
  type Position,
  type Random,
  type Result,
  type Rules,
  rulesFor,
  type Step,
  seededRandom,
  type VariantName,
} from '@nardy/rules';
import { representativeSteps } from './analysis.ts';
import { boardEvaluator } from './bearoff.ts';
import type { Evaluator } from './evaluator.ts';
import { defaultScoring, type Scoring } from './outputs.ts';
import { Searcher, type SearchSettings } from './search.ts';
import { heuristicStrategy, pubevalStrategy, randomStrategy, type Strategy, searchStrategy } from './strategy.ts';

/**
 * Playing levels named for people, weakest first. beginner: the net at 0-ply with noise on every
 * judgement; club: the net at 0-ply; strong: 1-ply over the few best 0-ply candidates; master: 1-ply
 * over a wider candidate list, then 2-ply over the best three 1-ply candidates within 0.04 — in the
 * short family over every 1-ply candidate within 0.16, from a wider 1-ply stage on a board searched
 * alone (`levelSettings`; most turns have one clear candidate and need no 2-ply;
 * packages/bot/BENCHMARKS.md has the measurements).
 */
export const LEVELS = ['beginner', 'club', 'strong', 'master'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_SETTINGS: Record<Level, SearchSettings> = {
  beginner: { plies: 0, candidates: 1, window: 0, noise: 0.15 },
  club: { plies: 0, candidates: 1, window: 0, noise: 0 },
  strong: { plies: 1, candidates: 3, window: 0.08, noise: 0 },
  master: { plies: 2, candidates: 8, window: 0.16, deepCandidates: 3, deepWindow: 0.04, noise: 0 },
};

/**
 * The short family's master judges every 1-ply candidate within 0.16 at 2-ply (no `deepCandidates`),
 * not only the best three within 0.04: gnubg's error per move 0.00232 → 0.00183 on its 4,000 held-out
 * decisions, for a median move of about 27 ms in a browser worker on a loaded machine (ADR 0101). The
 * long family keeps the narrower 2-ply: its moves already cost about eight times as much, and its gain
 * is not measured.
 */
const SHORT_MASTER: SearchSettings = { plies: 2, candidates: 8, window: 0.16, deepWindow: 0.16, noise: 0 };

/**
 * A short board searched by itself (a single-board game, the last open board of a table) leaves
 * master the time a table spends on its other boards: its 1-ply stage takes the best 12 candidates
 * within 0.24 instead of 8 within 0.16 (ADR 0101: gnubg's error per move 0.00183 → 0.00169 on its
 * 4,000 held-out decisions; wider still, 16 within 0.32, gained nothing more).
 */
const SHORT_MASTER_ALONE: SearchSettings = { ...SHORT_MASTER, candidates: 12, window: 0.24 };

/**
 * The search settings of `level` for a board of `variant`; `alone`: the board is the only one searched
 * for this move (default), not one of several boards of a table.
 */
export function levelSettings(level: Level, variant: VariantName, alone = true): SearchSettings {
  if (level !== 'master' || isLongFamily(variant)) return LEVEL_SETTINGS[level];
  return alone ? SHORT_MASTER_ALONE : SHORT_MASTER;
}

/** Fixed opponents for benchmarks and self-play, besides the levels. */
export const BASELINES = ['pubeval', 'heuristic', 'random'] as const;
export type Baseline = (typeof BASELINES)[number];
export const PLAYERS = [...LEVELS, ...BASELINES] as const;
export type PlayerName = (typeof PLAYERS)[number];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

export function isPlayerName(value: unknown): value is PlayerName {
  return typeof value === 'string' && (PLAYERS as readonly string[]).includes(value);
}

export interface StrategyOptions {
  /** Randomness for noise (beginner) and the random player; seeded default when omitted. */
  readonly random?: Random;
  /**
   * Replaces the bot's judgement of a position (`boardEvaluator`: the committed net of the variant's
   * family, with the short family's pure bear-offs judged by the one-sided database, ADR 0101).
   */
  readonly evaluator?: Evaluator;
  /** Ending values used for equity; the variant's default ending setting when omitted. */
  readonly scoring?: Scoring;
  /**
   * Whether the board is the only one searched for the move (default true): a table with several
   * open boards says false, and master keeps the narrower search that fits every board in the time.
   */
  readonly alone?: boolean;
}

/** A Strategy for a level or a baseline. pubeval exists only for the short variants. */
export function makeStrategy(player: PlayerName, rules: Rules, options: StrategyOptions = {}): Strategy {
  if (player === 'random') return randomStrategy(options.random ?? seededRandom(1));
  if (player === 'pubeval') return pubevalStrategy(rules);
  if (player === 'heuristic') return heuristicStrategy(rules);
  return levelStrategy(player, rules, options);
}

/**
 * A Strategy for a level (the search with `boardEvaluator`, or `options.evaluator`). Kept apart from
 * `makeStrategy` so that play (the app's worker) does not carry the baselines' code.
 */
export function levelStrategy(
  level: Level,
  rules: Rules,
  options: StrategyOptions = {},
  maxPlies: SearchSettings['plies'] = 2,
): Strategy {
  const evaluator = options.evaluator ?? boardEvaluator(rules);
  const searcher = new Searcher(rules, evaluator, options.scoring ?? defaultScoring(rules.variant));
  const base = levelSettings(level, rules.variant, options.alone);
  const settings = base.plies > maxPlies ? { ...base, plies: maxPlies } : base;
  return searchStrategy(level, searcher, settings, options.random ?? seededRandom(1));
}

export const BOT_ERRORS = ['bot/bad-dice', 'bot/bad-level', 'bot/variant-mismatch'] as const;
export type BotError = (typeof BOT_ERRORS)[number];

export interface ChooseOptions extends StrategyOptions {
  /** Default `strong`. */
  readonly level?: Level;
  /** Long family: the mover's first turn of the game (head exception, RULES.md §3.4.2). */
  readonly firstTurn?: boolean;
  /** The board's rules (options); default `rulesFor(variant)`. */
  readonly rules?: Rules;
  /**
   * Search no deeper than this, with the level's own candidates and windows (default: the level's
   * depth): master's first stage at a parallel table, before its 2-ply is spent on the board chosen.
   */
  readonly maxPlies?: SearchSettings['plies'];
}

/** The bot's play: single-die steps in the mover's own numbering, and the resulting position. */
export interface ChosenPlay {
  readonly steps: readonly Step[];
  readonly after: Position;
}

const generator = new PlayGenerator();
const strategies = new Map<string, Strategy>();

/**
 * The bot's move for the mover of `position` with `dice`: always one of the legal plays, `null` when
 * the roll cannot be played at all. Strategies (and their buffers) are cached per rules and level; a
 * call with its own `random` or `evaluator` gets a fresh one.
 */
export function chooseMove(
  variant: VariantName,
  position: Position,
  dice: Dice,
  options: ChooseOptions = {},
): Result<ChosenPlay | null, BotError> {
  if (!isDie(dice[0]) || !isDie(dice[1])) return err('bot/bad-dice', 'dice must be two integers 1..6');
  const level = options.level ?? 'strong';
  if (!isLevel(level)) return err('bot/bad-level', `level must be one of ${LEVELS.join(', ')}`);
  const rules = options.rules ?? rulesFor(variant);
  if (position.variant !== variant || rules.variant !== variant) {
    return err('bot/variant-mismatch', `position and rules must both be ${variant}`);
  }
  const maxPlies = options.maxPlies ?? 2;
  let strategy: Strategy;
  if (options.random || options.evaluator || options.scoring) {
    strategy = levelStrategy(level, rules, options, maxPlies);
  } else {
    const key = `${JSON.stringify(rules)}|${level}|${maxPlies}|${options.alone !== false}`;
    strategy = strategies.get(key) ?? levelStrategy(level, rules, { alone: options.alone }, maxPlies);
    strategies.set(key, strategy);
  }
  const gen = generator;
  const count = gen.generate(rules, position.cells, dice[0], dice[1], options.firstTurn ?? false);
  if (count === 0) return ok(null);
  const pick = strategy.pick(gen, Int8Array.from(position.cells));
  const cells = gen.outcomes.slice(pick * CELLS, (pick + 1) * CELLS);
  const steps = representativeSteps(gen, pick, position.cells);
  return ok({ steps, after: { variant, cells } });
}
