import type { Color } from '@nardy/rules';
import { pluralForm } from './plural.ts';
import type { BoardStrings, Strings } from './strings.ts';
import { formatPoints } from './strings.ts';

const rules = new Intl.PluralRules('ru');
/** forms: [one, few, many] */
const pick = (n: number, forms: readonly [string, string, string]) => {
  const cat = rules.select(n);
  return cat === 'one' ? forms[0] : cat === 'few' ? forms[1] : forms[2];
};
const checkers = (n: number, color: Color | null) => {
  const adj: Record<Color, [string, string, string]> = {
    white: ['белая', 'белые', 'белых'],
    black: ['чёрная', 'чёрные', 'чёрных'],
  };
  const noun = pick(n, ['шашка', 'шашки', 'шашек']);
  return color ? `${n} ${pick(n, adj[color])} ${noun}` : `${n} ${noun}`;
};
const Who = (c: Color) => (c === 'white' ? 'Белые' : 'Чёрные');

/** The board's texts in Russian: what a lone board, the dice and the cube show and say. */
export const ruBoard: BoardStrings = {
  lang: 'ru',
  board: 'Доска нард',
  point: (n, count, color) => `пункт ${n}, ${color ? checkers(count, color) : 'пусто'}`,
  bar: (color, count) => `бар ${color === 'white' ? 'белых' : 'чёрных'}, ${checkers(count, null)}`,
  tray: (color, count) => `выброшено ${color === 'white' ? 'белыми' : 'чёрными'}: ${checkers(count, null)}`,
  selected: 'взята',
  legalDestination: 'можно поставить',
  movable: 'можно ходить',
  color: (c) => (c === 'white' ? 'белые' : 'чёрные'),
  player: (c) => (c === 'white' ? 'Белые' : 'Чёрные'),
  turn: (c) => `Ход: ${Who(c).toLowerCase()}`,
  pips: (c, n) =>
    `${Who(c)}: ${n} ${pluralForm('ru', n, { one: 'пункт', few: 'пункта', many: 'пунктов', other: 'пункта' })}`,
  dice: (v) => (v.length ? `Кости ${v.join(' и ')}` : 'Костей нет'),
  diceLeft: (v) => (v.length ? `осталось сыграть: ${v.join(', ')}` : 'все кости сыграны'),
  cube: (value, owner) => `Куб ${value}, ${owner ? `у ${owner === 'white' ? 'белых' : 'чёрных'}` : 'в центре'}`,
  roll: 'Бросить',
  double: 'Удвоить',
  take: 'Принять',
  drop: 'Сдать',
  resign: 'Сдаться',
  undo: 'Отменить',
  confirm: 'Подтвердить',
  moveInput: 'Введите ход',
  moveInputHint: 'Например 24/18 13/10, bar/21, 6/off',
  play: 'Сыграть',
  rolled: (c, v) => `${Who(c)} выбросили ${v.join('-')}`,
  moved: (c, text) => `${Who(c)}: ${text}`,
  passed: (c) => `У ${c === 'white' ? 'белых' : 'чёрных'} нет хода`,
  hit: (c) => `${c === 'white' ? 'белая' : 'чёрная'} шашка сбита`,
  undone: 'Шаг отменён',
  won: (c, ending, points) =>
    `${Who(c)} выиграли (${ending}): ${formatPoints(points)} ${pluralForm('ru', points, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}`,
  ending: (e) =>
    ({ oin: 'ойн', mars: 'марс', homeMars: 'домашний марс', koks: 'кокс', drop: 'отказ от удвоения', resign: 'сдача' })[
      e
    ],
  badMoveText: 'Это не ход. Пишите ходы так: 24/18 13/10, bar/21 или 6/off.',
};

/** Every text of the elements in Russian: the board's, and the table's. */
export const ru: Strings = {
  ...ruBoard,
  boardN: (n) => `Доска ${n}`,
  wonBy: (who, ending, points) =>
    `Победа: ${who}, ${ending}, ${formatPoints(points)} ${pluralForm('ru', points, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'по времени' : 'соперник ушёл'),
  offer: (c, v) => `${Who(c)} удваивают до ${v}`,
  illegalMove: (text) => `${text}: такого хода здесь нет, ничего не сыграно`,
  boards: 'Доски',
  chooseBoard: 'Выберите доску для этого броска',
  playHere: 'Играть здесь',
  passHere: 'Пропустить здесь',
  chosen: 'здесь играется бросок',
  canPlay: 'бросок можно сыграть',
  blocked: 'заблокирована: выбор означает пропуск',
  finished: 'закончена',
  waiting: 'ожидание',
  thinking: 'Компьютер думает…',
  nextGame: 'Следующая партия',
  scoreboard: 'Счёт',
  result: 'Итог',
  winner: 'Победитель',
  points: 'Очки',
  order: 'Порядок',
  total: 'Всего',
  net: (net) => `Итого: ${net === 0 ? 'поровну' : `${net > 0 ? 'белые' : 'чёрные'} +${formatPoints(Math.abs(net))}`}`,
  match: (w, b, len) => (len > 0 ? `Матч до ${len}: белые ${w}, чёрные ${b}` : `Одна партия: белые ${w}, чёрные ${b}`),
  chose: (c, board, pass) => `${Who(c)} ${pass ? 'пропускают на доске' : 'играют на доске'} ${board}`,
  phase: (p) =>
    ({
      roll: 'Бросок',
      opening: 'Первый бросок',
      beforeRoll: 'Бросок или удвоение',
      awaitingReply: 'Ждём ответа на удвоение',
      chooseBoard: 'Выбор доски',
      moving: 'Ход',
      gameOver: 'Партия окончена',
      matchOver: 'Матч окончен',
    })[p] ?? p,
  halfPoint: 'Первая законченная доска приносит на пол-очка меньше',
  variant: (v) =>
    ({
      short: 'Короткие нарды',
      'short-caucasian': 'Кавказские короткие нарды',
      nackgammon: 'Нэкгаммон',
      long: 'Длинные нарды',
      khachapuri: 'Хачапури',
    })[v] ?? v,
  boardLabel: (n, variant, boards) => (boards > 1 ? `Доска ${n} · ${variant}` : variant),
  you: 'вы',
  youPlay: (c) => `вы играете ${c === 'white' ? 'белыми' : 'чёрными'}`,
  openingPrompt: 'Розыгрыш первого хода: каждый бросает одну кость',
  openingResult: (w, a, b, c, starter) => `Первый бросок: ${w} ${a}, ${b} ${c} — начинает ${starter}`,
  yourRoll: (canDouble) => (canDouble ? 'Ваш ход: бросайте или удваивайте' : 'Ваш ход: бросайте'),
  toRoll: (who) => `Бросок: ${who}`,
  yourChoice: (d, blocked) =>
    `Ваш бросок ${d.join('-')}: ходите на любой доске${blocked ? ' или пропустите на заблокированной' : ''}`,
  yourMove: (left, stuck) =>
    left.length === 0
      ? 'Все кости сыграны: подтвердите или отмените'
      : stuck
        ? `${left.join(' и ')} сыграть нельзя: подтвердите или отмените`
        : `Сыграйте ${left.join(' и ')}`,
  toPlay: (who, d) => `Ход: ${who}, ${d.join('-')}`,
  offerToYou: (by, v, board) =>
    `Удвоение до ${v}${board === null ? '' : ` на доске ${board + 1}`} (${by}): принять или сдать?`,
  offerWaiting: (to, v, board) =>
    `Удвоение до ${v}${board === null ? '' : ` на доске ${board + 1}`}: ждём ответа (${to})`,
  gameWon: (who, points) =>
    `Партия окончена. Победитель: ${who}, ${formatPoints(points)} ${pluralForm('ru', points, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}`,
  matchWon: (who, a, b) => `Матч окончен. Победитель: ${who}, ${formatPoints(a)}–${formatPoints(b)}`,
  gameDrawn: 'Партия окончена вничью',
  offerOn: (c, v, board) => `${Who(c)} удваивают до ${v}${board === null ? '' : ` на доске ${board + 1}`}`,
  inPlay: 'играется',
  chipPlayable: 'можно играть',
  chipBlocked: 'заблокирована',
  rollBlockedHere: (d) => `Здесь ${d.join('-')} не сыграть: выбор этой доски — пропуск`,
  starts: (who) => `Начинает: ${who}`,
  resignMenu: 'Сдаться…',
  typeMove: 'Ввести ход',
  close: 'Закрыть',
  showBoard: (label, status) => `Показать: ${label}${status ? `, ${status}` : ''}`,
  matchTo: (n) => `Матч до ${n}`,
  sharedCube: 'Общий куб',
};
