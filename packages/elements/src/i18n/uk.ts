import type { Color } from '@nardy/rules';
import { pluralForm } from './plural.ts';
import type { BoardStrings, Strings } from './strings.ts';
import { formatPoints } from './strings.ts';

const rules = new Intl.PluralRules('uk');
/** forms: [one, few, many] */
const pick = (n: number, forms: readonly [string, string, string]) => {
  const cat = rules.select(n);
  return cat === 'one' ? forms[0] : cat === 'few' ? forms[1] : forms[2];
};
const checkers = (n: number, color: Color | null) => {
  const adj: Record<Color, [string, string, string]> = {
    white: ['біла', 'білі', 'білих'],
    black: ['чорна', 'чорні', 'чорних'],
  };
  const noun = pick(n, ['шашка', 'шашки', 'шашок']);
  return color ? `${n} ${pick(n, adj[color])} ${noun}` : `${n} ${noun}`;
};
const Who = (c: Color) => (c === 'white' ? 'Білі' : 'Чорні');

/** The board's texts in Ukrainian: what a lone board, the dice and the cube show and say. */
export const ukBoard: BoardStrings = {
  lang: 'uk',
  board: 'Дошка нард',
  point: (n, count, color) => `пункт ${n}, ${color ? checkers(count, color) : 'порожньо'}`,
  bar: (color, count) => `бар ${color === 'white' ? 'білих' : 'чорних'}, ${checkers(count, null)}`,
  tray: (color, count) => `винесено ${color === 'white' ? 'білими' : 'чорними'}: ${checkers(count, null)}`,
  selected: 'піднята',
  legalDestination: 'можна поставити',
  movable: 'можна ходити',
  color: (c) => (c === 'white' ? 'білі' : 'чорні'),
  player: (c) => (c === 'white' ? 'Білі' : 'Чорні'),
  turn: (c) => `Хід: ${Who(c).toLowerCase()}`,
  pips: (c, n) =>
    `${Who(c)}: ${n} ${pluralForm('uk', n, { one: 'пункт', few: 'пункти', many: 'пунктів', other: 'пункту' })}`,
  dice: (v) => (v.length ? `Кості ${v.join(' і ')}` : 'Костей немає'),
  diceLeft: (v) => (v.length ? `лишилося зіграти: ${v.join(', ')}` : 'усі кості зіграні'),
  cube: (value, owner) => `Куб ${value}, ${owner ? `у ${owner === 'white' ? 'білих' : 'чорних'}` : 'у центрі'}`,
  roll: 'Кинути',
  double: 'Подвоїти',
  take: 'Прийняти',
  drop: 'Здати',
  resign: 'Здатися',
  undo: 'Скасувати',
  confirm: 'Підтвердити',
  moveInput: 'Введіть хід',
  moveInputHint: 'Наприклад 24/18 13/10, bar/21, 6/off',
  play: 'Зіграти',
  rolled: (c, v) => `${Who(c)} викинули ${v.join('-')}`,
  moved: (c, text) => `${Who(c)}: ${text}`,
  passed: (c) => `У ${c === 'white' ? 'білих' : 'чорних'} немає ходу`,
  hit: (c) => `${c === 'white' ? 'біла' : 'чорна'} шашка збита`,
  undone: 'Крок скасовано',
  won: (c, ending, points) =>
    `${Who(c)} виграли (${ending}): ${formatPoints(points)} ${pluralForm('uk', points, { one: 'очко', few: 'очки', many: 'очок', other: 'очка' })}`,
  ending: (e) =>
    ({
      oin: 'ойн',
      mars: 'марс',
      homeMars: 'домашній марс',
      koks: 'кокс',
      drop: 'відмова від подвоєння',
      resign: 'здача',
    })[e],
  badMoveText: 'Це не хід. Пишіть ходи так: 24/18 13/10, bar/21 або 6/off.',
};

/** Every text of the elements in Ukrainian: the board's, and the table's. */
export const uk: Strings = {
  ...ukBoard,
  boardN: (n) => `Дошка ${n}`,
  wonBy: (who, ending, points) =>
    `Перемога: ${who}, ${ending}, ${formatPoints(points)} ${pluralForm('uk', points, { one: 'очко', few: 'очки', many: 'очок', other: 'очка' })}`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'за часом' : 'суперник пішов'),
  offer: (c, v) => `${Who(c)} подвоюють до ${v}`,
  illegalMove: (text) => `${text}: такого ходу тут немає, нічого не зіграно`,
  boards: 'Дошки',
  chooseBoard: 'Оберіть дошку для цього кидка',
  playHere: 'Грати тут',
  passHere: 'Пропустити тут',
  chosen: 'тут грається кидок',
  canPlay: 'кидок можна зіграти',
  blocked: 'заблокована: вибір означає пропуск',
  finished: 'закінчена',
  waiting: 'очікування',
  thinking: 'Комп’ютер думає…',
  nextGame: 'Наступна партія',
  scoreboard: 'Рахунок',
  result: 'Підсумок',
  winner: 'Переможець',
  points: 'Очки',
  order: 'Порядок',
  total: 'Усього',
  net: (net) => `Разом: ${net === 0 ? 'нарівно' : `${net > 0 ? 'білі' : 'чорні'} +${formatPoints(Math.abs(net))}`}`,
  match: (w, b, len) => (len > 0 ? `Матч до ${len}: білі ${w}, чорні ${b}` : `Одна партія: білі ${w}, чорні ${b}`),
  chose: (c, board, pass) => `${Who(c)} ${pass ? 'пропускають на дошці' : 'грають на дошці'} ${board}`,
  phase: (p) =>
    ({
      roll: 'Кидок',
      opening: 'Перший кидок',
      beforeRoll: 'Кидок або подвоєння',
      awaitingReply: 'Чекаємо відповіді на подвоєння',
      chooseBoard: 'Вибір дошки',
      moving: 'Хід',
      gameOver: 'Партію закінчено',
      matchOver: 'Матч закінчено',
    })[p] ?? p,
  halfPoint: 'Перша закінчена дошка дає на пів очка менше',
  variant: (v) =>
    ({
      short: 'Короткі нарди',
      'short-caucasian': 'Кавказькі короткі нарди',
      nackgammon: 'Некгамон',
      long: 'Довгі нарди',
      khachapuri: 'Хачапурі',
    })[v] ?? v,
  boardLabel: (n, variant, boards) => (boards > 1 ? `Дошка ${n} · ${variant}` : variant),
  you: 'ви',
  youPlay: (c) => `ви граєте ${c === 'white' ? 'білими' : 'чорними'}`,
  openingPrompt: 'Розіграш першого ходу: кожен кидає одну кістку',
  openingResult: (w, a, b, c, starter) => `Перший кидок: ${w} ${a}, ${b} ${c} — починає ${starter}`,
  yourRoll: (canDouble) => (canDouble ? 'Ваш хід: кидайте або подвоюйте' : 'Ваш хід: кидайте'),
  toRoll: (who) => `Кидок: ${who}`,
  yourChoice: (d, blocked) =>
    `Ваш кидок ${d.join('-')}: ходіть на будь-якій дошці${blocked ? ' або пропустіть на заблокованій' : ''}`,
  yourMove: (left, stuck) =>
    left.length === 0
      ? 'Усі кості зіграні: підтвердьте або скасуйте'
      : stuck
        ? `${left.join(' і ')} зіграти не можна: підтвердьте або скасуйте`
        : `Зіграйте ${left.join(' і ')}`,
  toPlay: (who, d) => `Хід: ${who}, ${d.join('-')}`,
  offerToYou: (by, v, board) =>
    `Подвоєння до ${v}${board === null ? '' : ` на дошці ${board + 1}`} (${by}): прийняти чи здати?`,
  offerWaiting: (to, v, board) =>
    `Подвоєння до ${v}${board === null ? '' : ` на дошці ${board + 1}`}: чекаємо відповіді (${to})`,
  gameWon: (who, points) =>
    `Партію закінчено. Переможець: ${who}, ${formatPoints(points)} ${pluralForm('uk', points, { one: 'очко', few: 'очки', many: 'очок', other: 'очка' })}`,
  matchWon: (who, a, b) => `Матч закінчено. Переможець: ${who}, ${formatPoints(a)}–${formatPoints(b)}`,
  gameDrawn: 'Партію закінчено внічию',
  offerOn: (c, v, board) => `${Who(c)} подвоюють до ${v}${board === null ? '' : ` на дошці ${board + 1}`}`,
  inPlay: 'грається',
  chipPlayable: 'можна грати',
  chipBlocked: 'заблокована',
  rollBlockedHere: (d) => `Тут ${d.join('-')} не зіграти: вибір цієї дошки — пропуск`,
  starts: (who) => `Починає: ${who}`,
  resignMenu: 'Здатися…',
  typeMove: 'Ввести хід',
  close: 'Закрити',
  showBoard: (label, status) => `Показати: ${label}${status ? `, ${status}` : ''}`,
  matchTo: (n) => `Матч до ${n}`,
  sharedCube: 'Спільний куб',
};
