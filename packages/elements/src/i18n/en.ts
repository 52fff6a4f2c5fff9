import type { BoardStrings, Strings } from './strings.ts';
import { formatPoints } from './strings.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const colorName = (c: string) => (c === 'white' ? 'white' : 'black');

/** The board's texts in English: what a lone board, the dice and the cube show and say. */
export const enBoard: BoardStrings = {
  lang: 'en',
  board: 'Nardy board',
  point: (n, count, color) =>
    `point ${n}, ${color ? plural(count, `${colorName(color)} checker`, `${colorName(color)} checkers`) : 'empty'}`,
  bar: (color, count) => `${colorName(color)} bar, ${plural(count, 'checker', 'checkers')}`,
  tray: (color, count) => `${colorName(color)} borne off, ${plural(count, 'checker', 'checkers')}`,
  selected: 'picked up',
  legalDestination: 'legal destination',
  movable: 'can move',
  color: colorName,
  player: (c) => (c === 'white' ? 'White' : 'Black'),
  turn: (c) => `${c === 'white' ? 'White' : 'Black'} to play`,
  pips: (c, n) => `${c === 'white' ? 'White' : 'Black'} pips: ${n}`,
  dice: (v) => (v.length ? `Dice ${v.join(' and ')}` : 'No dice'),
  diceLeft: (v) => (v.length ? `left to play: ${v.join(', ')}` : 'all dice played'),
  cube: (value, owner) => `Cube ${value}, ${owner ? `owned by ${owner}` : 'centred'}`,
  roll: 'Roll',
  double: 'Double',
  take: 'Take',
  drop: 'Drop',
  resign: 'Resign',
  undo: 'Undo',
  confirm: 'Confirm',
  moveInput: 'Type a move',
  moveInputHint: 'For example 24/18 13/10, bar/21, 6/off',
  play: 'Play',
  rolled: (c, v) => `${c === 'white' ? 'White' : 'Black'} rolled ${v.join('-')}`,
  moved: (c, text) => `${c === 'white' ? 'White' : 'Black'} ${text}`,
  passed: (c) => `${c === 'white' ? 'White' : 'Black'} cannot move`,
  hit: (c) => `${c === 'white' ? 'white' : 'black'} checker hit`,
  undone: 'Step undone',
  won: (c, ending, points) =>
    `${c === 'white' ? 'White' : 'Black'} wins (${ending}), ${formatPoints(points)} ${points === 1 || (points > 0 && points < 1) ? 'point' : 'points'}`,
  ending: (e) =>
    ({ oin: 'single game', mars: 'mars', homeMars: 'home mars', koks: 'koks', drop: 'drop', resign: 'resignation' })[e],
  badMoveText: 'Not a move. Write moves like 24/18 13/10, bar/21 or 6/off.',
};

/** Every text of the elements in English: the board's, and the table's. */
export const en: Strings = {
  ...enBoard,
  boardN: (n) => `Board ${n}`,
  wonBy: (who, ending, points) =>
    `${who} wins: ${ending}, ${formatPoints(points)} ${points === 1 || (points > 0 && points < 1) ? 'point' : 'points'}`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'on time' : 'opponent left'),
  offer: (c, v) => `${c === 'white' ? 'White' : 'Black'} doubles to ${v}`,
  illegalMove: (text) => `${text} is not a legal move here; nothing was played`,
  boards: 'Boards',
  chooseBoard: 'Choose a board for this roll',
  playHere: 'Play here',
  passHere: 'Pass here',
  chosen: 'playing this roll',
  canPlay: 'roll can be played',
  blocked: 'blocked: choosing it is a pass',
  finished: 'finished',
  waiting: 'waiting',
  thinking: 'The computer is thinking…',
  nextGame: 'Next game',
  scoreboard: 'Score',
  result: 'Result',
  winner: 'Winner',
  points: 'Points',
  order: 'Finished',
  total: 'Total',
  net: (net) => `Net: ${net === 0 ? 'even' : `${net > 0 ? 'White' : 'Black'} +${formatPoints(Math.abs(net))}`}`,
  match: (w, b, len) => (len > 0 ? `Match to ${len}: White ${w}, Black ${b}` : `Single game: White ${w}, Black ${b}`),
  chose: (c, board, pass) => `${c === 'white' ? 'White' : 'Black'} ${pass ? 'passes on' : 'plays on'} board ${board}`,
  phase: (p) =>
    ({
      roll: 'Roll',
      opening: 'Opening roll',
      beforeRoll: 'Roll or double',
      awaitingReply: 'Waiting for an answer to the double',
      chooseBoard: 'Choose a board',
      moving: 'Moving',
      gameOver: 'Game over',
      matchOver: 'Match over',
    })[p] ?? p,
  halfPoint: 'The first finished board scores half a point less',
  variant: (v) =>
    ({
      short: 'Short nardy',
      'short-caucasian': 'Caucasian short nardy',
      nackgammon: 'Nackgammon',
      long: 'Long nardy',
      khachapuri: 'Khachapuri',
    })[v] ?? v,
  boardLabel: (n, variant, boards) => (boards > 1 ? `Board ${n} · ${variant}` : variant),
  you: 'you',
  youPlay: (c) => `you play ${c === 'white' ? 'White' : 'Black'}`,
  openingPrompt: 'Opening roll: each player rolls one die',
  openingResult: (w, a, b, c, starter) => `Opening roll: ${w} ${a}, ${b} ${c} — ${starter} starts`,
  yourRoll: (canDouble) => (canDouble ? 'Your turn: roll or double' : 'Your turn: roll'),
  toRoll: (who) => `${who} to roll`,
  yourChoice: (d, blocked) => `Your ${d.join('-')}: play it on any board${blocked ? ', or pass on a blocked one' : ''}`,
  yourMove: (left, stuck) =>
    left.length === 0
      ? 'All dice played: confirm or undo'
      : stuck
        ? `The ${left.join(' and ')} cannot be played: confirm or undo`
        : `Play ${left.join(' and ')}`,
  toPlay: (who, d) => `${who} to play ${d.join('-')}`,
  offerToYou: (by, v, board) => `${by} doubles to ${v}${board === null ? '' : ` on board ${board + 1}`}: take or drop?`,
  offerWaiting: (to, v, board) =>
    `Double to ${v}${board === null ? '' : ` on board ${board + 1}`}: waiting for ${to} to answer`,
  gameWon: (who, points) =>
    `Game over: ${who} wins by ${formatPoints(points)} ${points === 1 || (points > 0 && points < 1) ? 'point' : 'points'}`,
  matchWon: (who, a, b) => `Match over: ${who} wins ${formatPoints(a)}–${formatPoints(b)}`,
  gameDrawn: 'Game over: a draw',
  offerOn: (c, v, board) =>
    `${c === 'white' ? 'White' : 'Black'} doubles to ${v}${board === null ? '' : ` on board ${board + 1}`}`,
  inPlay: 'in play',
  chipPlayable: 'playable',
  chipBlocked: 'blocked',
  rollBlockedHere: (d) => `No legal move for ${d.join('-')} here: choosing this board passes`,
  starts: (who) => `${who} starts`,
  resignMenu: 'Resign…',
  typeMove: 'Type a move',
  close: 'Close',
  showBoard: (label, status) => `Show ${label}${status ? `: ${status}` : ''}`,
  matchTo: (n) => `Match to ${n}`,
  sharedCube: 'Shared cube',
};
