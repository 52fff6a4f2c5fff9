/**
 * @nardy/bot — the computer opponent: levels, evaluators behind one seam, search over afterstates,
 * board choice at a parallel table, the cube, the computer as a seat, analysis and hints, and the
 * readers of the committed nets. Pure TS, no DOM and no Node APIs, so the same code runs in the CLI
 * and in a browser worker. (How the nets are trained and judged lives in the repository's `lab/`.)
 */

// Levels and players

/** The levels and baselines (pubeval, heuristic, random), a level's move on one board, and each as a `Strategy`. */
export {
  BOT_ERRORS,
  type BotError,
  type ChooseOptions,
  type ChosenPlay,
  chooseMove,
  isLevel,
  isPlayerName,
  LEVELS,
  type Level,
  levelSettings,
  makeStrategy,
  PLAYERS,
  type PlayerName,
  type StrategyOptions,
} from './levels.ts';
/** Ways to choose a play among a roll's outcomes: search with an evaluator, pubeval, the heuristics, random. */
export {
  heuristicStrategy,
  pubevalStrategy,
  randomStrategy,
  type Strategy,
  searchStrategy,
} from './strategy.ts';

// Judging positions: evaluators, search, the committed nets

/** The search with a 3-ply stage (analysis at level 3, benchmarks). */
export { DeepSearcher } from './deepSearch.ts';
/** The nets' inputs: each encoding, its input count, which encoding extends which, and the encoder. */
export { ENCODINGS, type EncodingName, EXTENDS, encode, INPUT_COUNT, SparseInputs } from './encoding.ts';
/** The one seam every search and net sits behind, and the net evaluator (WebAssembly SIMD or JS). */
export { type Evaluator, NET_ENGINES, type NetEngine, NeuralEvaluator } from './evaluator.ts';
/** The two net families (short and long) and the family and encoding of a variant. */
export { encodingOf, FAMILIES, type Family, familyOf } from './family.ts';
/** A one-hidden-layer net in float64 and the parameters the play-time evaluators read. */
export { Net, type NetWeights } from './net.ts';
/** The five probabilities every evaluator gives, and what they are worth under an ending setting. */
export {
  defaultScoring,
  equity,
  finishedPoints,
  OUTPUT_NAMES,
  OUTPUTS,
  type OutputName,
  type Probabilities,
  type Scoring,
  scoringFor,
} from './outputs.ts';
/** The 8-bit net files (`weights/*.nnq`) read from untrusted bytes, and the net they stand for. */
export {
  QUANTIZED_ERRORS,
  type QuantizedError,
  type QuantizedNet,
  QuantizedNetError,
  quantizedToNet,
  readQuantizedNet,
} from './quantizedWeights.ts';
/** Search over afterstates at 0, 1 and 2 plies with an evaluator. */
export { Searcher, type SearchSettings } from './search.ts';
/** The committed nets: loaded once per family (fetched in a browser, read in Node), or replaced. */
export {
  BOT_WEIGHTS_ERRORS,
  type BotWeightsError,
  defaultEvaluator,
  installEvaluator,
  installWeights,
  loadCommittedWeights,
  WEIGHTS_URLS,
  WeightsLoadError,
  weightsLoaded,
} from './weights.ts';
/** The float nets' JSON files (`weights/*.json`, format `nardy-net/1`) read from untrusted input. */
export {
  readWeightsFile,
  WEIGHTS_ERRORS,
  type WeightsError,
  type WeightsFile,
  WeightsFileError,
} from './weightsFile.ts';

// Parallel tables, the seat and the play-out loop

/** The board and the play of a roll at a parallel table, by the level's board rule. */
export {
  BOARD_RULE_OF_LEVEL,
  BOARD_RULES,
  type BoardChoice,
  type BoardChoiceOptions,
  type BoardRule,
  chooseBoardAndPlay,
  TABLE_BOT_ERRORS,
  type TableBotError,
} from './chooseBoardAndPlay.ts';
/** Duplicate-dice matches between two strategies on one board, and a mean with its standard error. */
export { duplicateMatch, type GameResult, type MatchResult, meanAndError, playGame } from './duel.ts';
/** One play-out loop for a table and its seats, synchronous or awaiting each seat. */
export {
  type AsyncSeat,
  botSeat,
  type PlayTableAsyncOptions,
  type PlayTableOptions,
  playTable,
  playTableAsync,
  type Seat,
} from './playTable.ts';
/** One die from a random source. */
export { rollDie } from './random.ts';
/** The computer as a seat: the command it sends at a table now, as a person's click would. */
export { type BotSeatOptions, botCommand, type CubePolicyFunction } from './seat.ts';

// The cube

/** Named cube policies for a seat: the bot's own or the naive yardstick. */
export { CUBE_POLICIES, type CubePolicy, cubePolicy, naiveCubeDecision } from './cubeBaseline.ts';
/** The computer's cube action now: double, take or drop, by the analysis's cube model. */
export {
  CUBE_DECISION_ERRORS,
  CUBE_SEARCH,
  type CubeDecision,
  type CubeDecisionError,
  type CubeSearch,
  cubeDecision,
} from './cubeDecision.ts';

// Analysis and hints

/** The evaluator's view of one position before the roll, and a roll's plays ranked. */
export {
  type AnalysisOptions,
  evaluatePosition,
  type PositionEvaluation,
  type RankedPlay,
  rankPlays,
} from './analysis.ts';
/** Hints: a roll's plays ranked on one board or at a table, and a position over all 21 rolls. */
export {
  analyseRolls,
  HINT_ERRORS,
  type HintError,
  type HintPlay,
  hintPlays,
  hintTable,
  type PositionHintOptions,
  type RollAnalysis,
} from './analysisHint.ts';
/** The analysis as the JSON of `nardy analyse`. */
export { type AnalysisJson, analysisJson, rounded } from './analysisJson.ts';
/** The depths of analysis and the default one. */
export { ANALYSIS_PLIES, type AnalysisPly, DEFAULT_ANALYSIS_PLY, isAnalysisPly } from './analysisPlays.ts';
/** Every decision of a game record analysed: plays, board choices and cube actions, with their loss. */
export {
  ANALYSIS_ERRORS,
  type AnalysedDecision,
  type AnalyseRecordOptions,
  type AnalysisError,
  type AnalysisFailure,
  analyseRecord,
  CUBE_ACTIONS,
  type CubeAction,
  DECISION_KINDS,
  type DecisionChoice,
  type DecisionKind,
  type PlayStep,
  type RecordAnalysis,
} from './analysisRecord.ts';
/** Marks by what a decision lost, and each player's figures over a record. */
export {
  ANALYSIS_MARKS,
  type AnalysisMark,
  type KindFigures,
  MARK_THRESHOLDS,
  markOf,
  type PlayerFigures,
  playerFigures,
} from './analysisSummary.ts';
/** Truncated rollouts that settle close plays. */
export { DEFAULT_ROLLOUT, isRolloutSettings, type RolloutSettings } from './rollout.ts';

// The computer in a worker

/** The page's side of the computer's worker. */
export { BotWorkerClient } from './botWorkerClient.ts';
/** The worker's side: answers a table's state with the computer's command (`serveBotWorker` runs it). */
export {
  BotCore,
  type BotRequest,
  type BotResponse,
  type BotWorkerScope,
  serveBotWorker,
  WORKER_ERRORS,
  type WorkerError,
} from './workerProtocol.ts';
/** Requests to any worker, each answered by a promise. */
export {
  type ReplyOutcome,
  type WithoutId,
  type WorkerLike,
  WorkerRequests,
  type WorkerRequestsOptions,
} from './workerRequests.ts';
