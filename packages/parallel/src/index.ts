/**
 * @nardy/parallel — turns, boards, cubes, scores and matches of a nardy table of 1–4 boards, its
 * records, the views the elements draw, and the table session that hosts a table for every seat.
 * It never re-implements a rule: it asks @nardy/rules.
 */

// ---- The table: configuration, state, commands -------------------------------------------------------

/** The one command vocabulary of people, bots and network clients, and `applyCommand`. */
export {
  applyCommand,
  type CommandApplied,
  type CommandResult,
  type PlayCommand,
  parseCommand,
  TABLE_COMMAND_TYPES,
  type TableCommand,
  type TableCommandType,
} from './commands.ts';
/** A table's settings: boards and variants, cube, ending, match; parsed from untrusted specs. */
export {
  type BoardSpec,
  CONFIG_ERRORS,
  type ConfigError,
  CUBE_MAXES,
  CUBE_MODES,
  type CubeMode,
  type CubeStart,
  DAVE_PROGRESSIONS,
  type DaveProgression,
  DEFAULT_TABLE_OPTIONS,
  houseRules,
  MAX_BOARDS,
  OPENING_ROLLS,
  OPTIONS_BEFORE_2026_12,
  type OpeningRoll,
  parseTableConfig,
  type ResolvedOptions,
  SERIES_FIRST_MOVES,
  type SeriesFirstMove,
  SHARED_CUBE_AFTER_FIRST,
  type SharedCubeAfterFirst,
  type TableConfig,
  type TableOptions,
  type TableSpec,
  tableDefaults,
  withOptionsPinned,
} from './config.ts';
/** Cubes: values, access, what a take or a finished board does to them. */
export {
  CENTRED_CUBE,
  CUBE_REFUSALS,
  type Cube,
  type CubeRefusal,
  cubeAccess,
  nextCubeValue,
  sharedCubeAfterDrop,
  sharedCubeAfterFinish,
  takeCube,
} from './cube.ts';
/** Where dice come from: crypto for real games, seeded or scripted for tests and self-play. */
export { cryptoDice, type DiceSource, rollDice, scriptedDice, seededDice } from './dice.ts';
/** Match play: the score, the Crawford game, who starts the next game. */
export { creditGame, isCrawfordGame, type MatchScore, matchWinner, nextStarter } from './match.ts';
/** What resigning a board or the table would cost now. */
export { type ResignationCost, type ResignedBoard, resignationCost } from './resignation.ts';
/** What a finished board and a game are worth (ending, cube, the first finisher's half point). */
export {
  BOARD_ENDINGS,
  type BoardEnding,
  boardPoints,
  cappedCoefficient,
  FIRST_FINISH_DEDUCTION,
  halfPointDue,
  type NetResult,
  netResult,
  type ScoreInput,
} from './scoring.ts';
/** The table's state and its transition function over record events (replays, bots, the session). */
export {
  type Applied,
  actorOf,
  allGames,
  applyEvent,
  type BoardResult,
  type BoardState,
  createTable,
  cubeOffer,
  FINISH_KINDS,
  type FinishKind,
  GAME_PHASES,
  type GamePhase,
  type GameState,
  legalPlaysOn,
  type Offer,
  type OfferableCube,
  offerableCubes,
  positionFor,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
  resolvePlay,
  selectableBoards,
  startNextGame,
  type TableState,
  turnPlan,
} from './table.ts';

// ---- The table session: one host for every seat ---------------------------------------------------

/** The one home of auto-play: the choices that are no choice, made for a person's seat. */
export {
  AUTO_PLAY_KINDS,
  type AutoCommand,
  type AutoPlayKind,
  type AutoPlaySettings,
  autoCommand,
  DEFAULT_AUTO_PLAY,
  NO_AUTO_PLAY,
  parseAutoPlay,
} from './session/autoPlay.ts';
/** Who acts now, given the seats: the table, a person's auto-play, the computer, or a wait. */
export { type NextMove, type NextMoveOptions, nextMove } from './session/nextMove.ts';
/** Who sits at a colour: a person, the computer (a decide function) or another host. */
export {
  type ComputerSeat,
  computerSeat,
  type Decide,
  PERSON,
  type PersonSeat,
  personSeat,
  REMOTE,
  type RemoteSeat,
  SEAT_KINDS,
  type Seat,
  type SeatKind,
} from './session/seats.ts';
/** The session: state, dice and seats; applies commands, decides who acts next, tells what happened. */
export {
  type Authority,
  SESSION_REFUSAL_CODES,
  type Sender,
  type SessionChange,
  type SessionEvents,
  type SessionRefusal,
  type SessionRefusalCode,
  type SessionResult,
  type SessionSnapshot,
  type TableSessionOptions,
} from './session/sessionTypes.ts';
export { TableSession } from './session/tableSession.ts';
/** The timers a session waits with (injected; the host's own by default). */
export { HOST_TIMERS, type SessionTimers } from './session/timers.ts';

// ---- The XState machine: the specification of the phases ---------------------------------------------

/** The table machine and its actor: the model of the model-based tests (ADR 0103). */
export {
  COMMANDS_BY_STATE,
  createTableActor,
  type MalformedInput,
  type RefusedEmitted,
  TableActor,
  type TableContext,
  type TableInput,
  type TableMachineEvent,
  tableMachine,
} from './machine.ts';

// ---- Views: what the elements draw ----------------------------------------------------------------------

/** From a board's intents (display points) to table commands, and why a tried move is not allowed. */
export { type BoardStep, refusedStepReason, stepCommand, typedMoves } from './boardIntents.ts';
/** The rules-free view of one board and of the table, built by the selectors. */
export type { BoardMove, BoardView } from './boardView.ts';
/** From the mover's numbering to what a board draws, and back. */
export {
  type BoardTurn,
  boardViewOf,
  displayPlay,
  displayPoint,
  ownPoint,
  playTextIn,
  viewerNumbering,
} from './boardViewOf.ts';
export { selectBoardViews, selectTableView, type TableSource } from './selectors.ts';
export { TABLE_PHASES, type TableAction, type TablePhase, type TableView } from './tableView.ts';

// ---- Records -----------------------------------------------------------------------------------------------

/** The game record (docs/record-format.md): its events, parse and replay, and the record of a table. */
export { parseEvent, parseSteps, type RecordEvent } from './events.ts';
/** GNU Backgammon's .mat files: export and import. */
export {
  MAT_ERRORS,
  MAT_PARSE_ERRORS,
  MAT_SKIP_REASONS,
  MAT_VARIATIONS,
  type MatError,
  type MatExport,
  type MatParseError,
  type MatParseOptions,
  type MatResult,
  type MatSkipReason,
  makeMat,
  parseMat,
} from './mat.ts';
export {
  type BoardSummary,
  type NardyRecord,
  type ParsedRecord,
  parseRecord,
  RECORD_ERRORS,
  RECORD_FORMAT,
  RECORD_VERSION,
  type RecordError,
  type ReplayError,
  type ReplayResult,
  recordFromState,
  replayRecord,
  summarizeTable,
  type TableSummary,
} from './record.ts';
/** A record read as a list of turns (the move list, analysis). */
export {
  type GameTurns,
  type RecordRead,
  RecordReader,
  type RecordReadResult,
  readRecord,
  type Turn,
} from './recordReader.ts';
