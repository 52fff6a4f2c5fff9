import { formatPoints, type Locale, pluralForm } from '@nardy/elements';
import type { RefusalCode } from '@nardy/parallel';
import type { StepReason } from '@nardy/rules';

/** How a finished board is named on the game screen (a resignation says the ending it was scored as). */
export type EndingKey = 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop' | 'draw';

/**
 * The game screen's texts (issue 19): why a move is refused, what a resignation costs, who won and by
 * how much — whole sentences per language, numbers with their plural forms. Player names go where
 * a sentence allows any subject ("Победитель: Анна"), so verbs never disagree with them.
 */
export interface GameStrings {
  /** Why a tried move is not allowed (the rules' reasons, @nardy/rules `STEP_REASONS`). */
  readonly reasons: Record<StepReason, string>;
  /** Why the table refused a command (@nardy/parallel `REFUSAL_CODES`). */
  readonly refusals: Record<RefusalCode, string>;
  readonly points: (n: number) => string;
  readonly endings: Record<EndingKey, string>;
  /** The dialog's heading: what is resigned and, when every board of it ends one way, that ending. */
  readonly resignTitle: (scope: string | null, ending: string | null) => string;
  readonly resignWhat: string;
  readonly resignBoard: (label: string) => string;
  readonly resignTable: string;
  /** One board's cost: "Board 1 · Short nardy: koks 3 × cube 2 = 6 points". */
  readonly resignLine: (
    label: string,
    ending: string,
    value: number,
    cube: number,
    half: boolean,
    points: number,
  ) => string;
  readonly resignTotal: (who: string, points: number) => string;
  readonly gameEnds: string;
  readonly matchEnds: (who: string, a: number, b: number) => string;
  readonly resignConfirm: string;
  readonly keepPlaying: string;
  readonly youWin: string;
  readonly youLose: string;
  readonly winnerIs: (who: string) => string;
  readonly draw: string;
  readonly matchWinnerIs: (who: string, a: number, b: number) => string;
  readonly youWinMatch: (a: number, b: number) => string;
  readonly youLoseMatch: (a: number, b: number) => string;
  /** The net in words: "Net: +2½ points to Anna (3 − ½)". */
  readonly net: (who: string, points: number, parts: string) => string;
  /** The summary's line when the table was forfeited: "Анна lost on time." */
  readonly forfeited: (who: string, reason: 'timeout' | 'abandoned') => string;
  /** A forfeited board's ending in the summary (before the ending it was scored as). */
  readonly forfeitEnding: (reason: 'timeout' | 'abandoned') => string;
  readonly board: string;
  readonly winner: string;
  readonly ending: string;
  readonly cube: string;
  readonly pointsColumn: string;
  readonly halfPointNote: string;
  readonly halfMark: string;
  readonly matchLine: (length: number, white: string, w: number, black: string, b: number) => string;
  readonly nextGame: string;
  readonly newGame: string;
  readonly showBoard: string;
  readonly moves: string;
  /** The game screen's heading (for screen readers): the table's boards. */
  readonly screenTitle: (boards: string) => string;
  readonly gameN: (n: number) => string;
  readonly noMoves: string;
  readonly computerName: (level: string) => string;
  readonly thinking: (who: string) => string;
  readonly opening: (white: number, black: number) => string;
}

const en: GameStrings = {
  reasons: {
    'step/no-checker': 'There is no checker of yours there to move.',
    'step/bar-first': 'A checker on the bar must come in first.',
    'step/backwards': 'Checkers only move forward, towards home.',
    'step/no-die': 'No die left is that distance.',
    'step/blocked': 'That point is held by the opponent.',
    'step/not-home': 'Bear off only when all your checkers are home.',
    'step/bear-off-higher': 'A higher die bears off only from your highest point.',
    'step/head': 'Head rule: only one checker may leave the head per turn.',
    'step/six-block': 'Six-block rule: six points in a row need an opposing checker ahead of them.',
    'step/hit-and-hide': 'Caucasian rule: a checker that hit in your home may not hide among your own.',
    'step/full-pips': 'Full-pips bear-off: bear off with the exact number first.',
    'step/higher-die': 'Only one die can be played: it must be the higher one.',
    'step/whole-roll': 'Play the whole roll: after this move a die could not be played.',
    'move/illegal': 'That move is not allowed here.',
  },
  refusals: {
    'event/malformed': 'That action was not understood.',
    'turn/not-yours': 'It is not your turn.',
    'turn/wrong-phase': 'That is not possible at this moment.',
    'board/unknown': 'There is no such board.',
    'board/finished': 'That board is finished.',
    'board/required': 'Choose a board first.',
    'board/committed': 'This roll is already being played on another board.',
    'board/not-chosen': 'Choose a board first.',
    'board/mismatch': 'The double is on another board.',
    'move/illegal': 'That move is not allowed here.',
    'move/incomplete': 'Play the whole roll first.',
    'undo/nothing': 'There is nothing to undo.',
    'cube/not-allowed': 'You cannot double now.',
    'game/over': 'The game is over.',
    'game/not-over': 'The game is not over yet.',
    'match/over': 'The match is over.',
  },
  points: (n) => `${formatPoints(n)} ${n === 1 || (n > 0 && n < 1) ? 'point' : 'points'}`,
  endings: { oin: 'oin', mars: 'mars', homeMars: 'home mars', koks: 'koks', drop: 'double dropped', draw: 'draw' },
  resignTitle: (scope, ending) => `Resign ${scope ?? 'the whole table'}${ending ? `: ${ending}` : ''}?`,
  resignWhat: 'Resign',
  resignBoard: (label) => label,
  resignTable: 'The whole table',
  resignLine: (label, ending, value, cube, half, points) =>
    `${label}: ${ending} ${formatPoints(value)}${cube > 1 ? ` × cube ${cube}` : ''}${half ? ' − ½ (first board to finish)' : ''} = ${en.points(points)}`,
  resignTotal: (who, points) => `${who} gets ${en.points(points)}.`,
  gameEnds: 'The game ends.',
  matchEnds: (who, a, b) => `The match ends: ${who} wins ${formatPoints(a)}–${formatPoints(b)}.`,
  resignConfirm: 'Resign',
  keepPlaying: 'Keep playing',
  youWin: 'You win the game',
  youLose: 'You lose the game',
  winnerIs: (who) => `${who} wins the game`,
  draw: 'The game is a draw',
  matchWinnerIs: (who, a, b) => `${who} wins the match ${formatPoints(a)}–${formatPoints(b)}`,
  youWinMatch: (a, b) => `You win the match ${formatPoints(a)}–${formatPoints(b)}`,
  youLoseMatch: (a, b) => `You lose the match ${formatPoints(a)}–${formatPoints(b)}`,
  net: (who, points, parts) => `Net: ${who} +${en.points(points)}${parts ? ` (${parts})` : ''}`,
  forfeited: (who, reason) =>
    reason === 'timeout' ? `${who} lost on time.` : `${who} left the table: the win was claimed.`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'on time' : 'opponent left'),
  board: 'Board',
  winner: 'Winner',
  ending: 'Ending',
  cube: 'Cube',
  pointsColumn: 'Points',
  halfPointNote: '½: the first board to finish scores half a point less.',
  halfMark: '−½',
  matchLine: (length, white, w, black, b) =>
    `Match to ${length}: ${white} ${formatPoints(w)} – ${black} ${formatPoints(b)}`,
  nextGame: 'Next game',
  newGame: 'New game',
  showBoard: 'See the boards',
  moves: 'Moves',
  screenTitle: (boards) => `Game: ${boards}`,
  gameN: (n) => `Game ${n}`,
  noMoves: 'No moves yet.',
  computerName: (level) => `Computer (${level})`,
  thinking: (who) => `${who} is thinking…`,
  opening: (w, b) => `Opening roll ${w}–${b}`,
};

const ruPoints = (n: number) =>
  `${formatPoints(n)} ${pluralForm('ru', n, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}`;
const ukPoints = (n: number) =>
  `${formatPoints(n)} ${pluralForm('uk', n, { one: 'очко', few: 'очки', many: 'очок', other: 'очка' })}`;

const ru: GameStrings = {
  reasons: {
    'step/no-checker': 'Здесь нет вашей шашки.',
    'step/bar-first': 'Сначала нужно ввести шашку с бара.',
    'step/backwards': 'Шашки ходят только вперёд, к дому.',
    'step/no-die': 'Ни одна оставшаяся кость не даёт такого хода.',
    'step/blocked': 'Этот пункт занят соперником.',
    'step/not-home': 'Выбрасывать можно, только когда все шашки дома.',
    'step/bear-off-higher': 'Большей костью выбрасывают только со старшего пункта.',
    'step/head': 'Правило головы: с головы за ход можно снять только одну шашку.',
    'step/six-block': 'Правило шести: шесть пунктов подряд — только если впереди есть шашка соперника.',
    'step/hit-and-hide': 'Кавказское правило: шашка, бившая в доме, не может спрятаться к своим.',
    'step/full-pips': 'Выброс полными очками: сначала выбрасывайте точным числом.',
    'step/higher-die': 'Сыграть можно только одну кость — её нужно сыграть большей.',
    'step/whole-roll': 'Нужно сыграть весь бросок: после этого хода кость осталась бы несыгранной.',
    'move/illegal': 'Такой ход здесь невозможен.',
  },
  refusals: {
    'event/malformed': 'Это действие не распознано.',
    'turn/not-yours': 'Сейчас не ваш ход.',
    'turn/wrong-phase': 'Сейчас это сделать нельзя.',
    'board/unknown': 'Такой доски нет.',
    'board/finished': 'Эта доска закончена.',
    'board/required': 'Сначала выберите доску.',
    'board/committed': 'Этот бросок уже играется на другой доске.',
    'board/not-chosen': 'Сначала выберите доску.',
    'board/mismatch': 'Удвоение сделано на другой доске.',
    'move/illegal': 'Такой ход здесь невозможен.',
    'move/incomplete': 'Сначала сыграйте весь бросок.',
    'undo/nothing': 'Нечего отменять.',
    'cube/not-allowed': 'Сейчас удваивать нельзя.',
    'game/over': 'Партия окончена.',
    'game/not-over': 'Партия ещё не окончена.',
    'match/over': 'Матч окончен.',
  },
  points: ruPoints,
  endings: {
    oin: 'ойн',
    mars: 'марс',
    homeMars: 'домашний марс',
    koks: 'кокс',
    drop: 'отказ от удвоения',
    draw: 'ничья',
  },
  resignTitle: (scope, ending) => `${scope ? `Сдать: ${scope}` : 'Сдать весь стол'}${ending ? ` — ${ending}` : ''}?`,
  resignWhat: 'Что сдать',
  resignBoard: (label) => label,
  resignTable: 'Весь стол',
  resignLine: (label, ending, value, cube, half, points) =>
    `${label}: ${ending} ${formatPoints(value)}${cube > 1 ? ` × куб ${cube}` : ''}${half ? ' − ½ (первая законченная доска)' : ''} = ${ruPoints(points)}`,
  resignTotal: (who, points) => `Получает: ${who}, ${ruPoints(points)}.`,
  gameEnds: 'Партия заканчивается.',
  matchEnds: (who, a, b) => `Матч заканчивается. Победитель: ${who}, ${formatPoints(a)}–${formatPoints(b)}.`,
  resignConfirm: 'Сдаться',
  keepPlaying: 'Играть дальше',
  youWin: 'Вы выиграли партию',
  youLose: 'Вы проиграли партию',
  winnerIs: (who) => `Победитель партии: ${who}`,
  draw: 'Партия закончилась вничью',
  matchWinnerIs: (who, a, b) => `Победитель матча: ${who}, ${formatPoints(a)}–${formatPoints(b)}`,
  youWinMatch: (a, b) => `Вы выиграли матч ${formatPoints(a)}–${formatPoints(b)}`,
  youLoseMatch: (a, b) => `Вы проиграли матч ${formatPoints(a)}–${formatPoints(b)}`,
  net: (who, points, parts) => `Итого: ${who} +${ruPoints(points)}${parts ? ` (${parts})` : ''}`,
  forfeited: (who, reason) =>
    reason === 'timeout' ? `${who}: время вышло, поражение.` : `${who}: ушёл из-за стола, победа засчитана сопернику.`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'по времени' : 'соперник ушёл'),
  board: 'Доска',
  winner: 'Победитель',
  ending: 'Исход',
  cube: 'Куб',
  pointsColumn: 'Очки',
  halfPointNote: '½: первая законченная доска приносит на пол-очка меньше.',
  halfMark: '−½',
  matchLine: (length, white, w, black, b) =>
    `Матч до ${length}: ${white} ${formatPoints(w)} – ${black} ${formatPoints(b)}`,
  nextGame: 'Следующая партия',
  newGame: 'Новая игра',
  showBoard: 'Посмотреть доски',
  moves: 'Ходы',
  screenTitle: (boards) => `Партия: ${boards}`,
  gameN: (n) => `Партия ${n}`,
  noMoves: 'Ходов ещё нет.',
  computerName: (level) => `Компьютер (${level})`,
  thinking: (who) => `Думает: ${who}…`,
  opening: (w, b) => `Первый бросок ${w}–${b}`,
};

const uk: GameStrings = {
  reasons: {
    'step/no-checker': 'Тут немає вашої шашки.',
    'step/bar-first': 'Спершу треба ввести шашку з бару.',
    'step/backwards': 'Шашки ходять лише вперед, до дому.',
    'step/no-die': 'Жодна кістка, що лишилася, не дає такого ходу.',
    'step/blocked': 'Цей пункт зайнятий суперником.',
    'step/not-home': 'Викидати можна, лише коли всі шашки вдома.',
    'step/bear-off-higher': 'Більшою кісткою викидають лише зі старшого пункту.',
    'step/head': 'Правило голови: з голови за хід можна зняти лише одну шашку.',
    'step/six-block': 'Правило шести: шість пунктів поспіль — лише якщо попереду є шашка суперника.',
    'step/hit-and-hide': 'Кавказьке правило: шашка, що била вдома, не може сховатися до своїх.',
    'step/full-pips': 'Викид повними очками: спершу викидайте точним числом.',
    'step/higher-die': 'Зіграти можна лише одну кістку — її треба зіграти більшою.',
    'step/whole-roll': 'Треба зіграти весь кидок: після цього ходу кістка лишилася б незіграною.',
    'move/illegal': 'Такий хід тут неможливий.',
  },
  refusals: {
    'event/malformed': 'Цю дію не розпізнано.',
    'turn/not-yours': 'Зараз не ваш хід.',
    'turn/wrong-phase': 'Зараз це зробити не можна.',
    'board/unknown': 'Такої дошки немає.',
    'board/finished': 'Ця дошка закінчена.',
    'board/required': 'Спершу оберіть дошку.',
    'board/committed': 'Цей кидок уже грається на іншій дошці.',
    'board/not-chosen': 'Спершу оберіть дошку.',
    'board/mismatch': 'Подвоєння зроблено на іншій дошці.',
    'move/illegal': 'Такий хід тут неможливий.',
    'move/incomplete': 'Спершу зіграйте весь кидок.',
    'undo/nothing': 'Нічого скасовувати.',
    'cube/not-allowed': 'Зараз подвоювати не можна.',
    'game/over': 'Партію закінчено.',
    'game/not-over': 'Партію ще не закінчено.',
    'match/over': 'Матч закінчено.',
  },
  points: ukPoints,
  endings: {
    oin: 'ойн',
    mars: 'марс',
    homeMars: 'домашній марс',
    koks: 'кокс',
    drop: 'відмова від подвоєння',
    draw: 'нічия',
  },
  resignTitle: (scope, ending) => `${scope ? `Здати: ${scope}` : 'Здати весь стіл'}${ending ? ` — ${ending}` : ''}?`,
  resignWhat: 'Що здати',
  resignBoard: (label) => label,
  resignTable: 'Увесь стіл',
  resignLine: (label, ending, value, cube, half, points) =>
    `${label}: ${ending} ${formatPoints(value)}${cube > 1 ? ` × куб ${cube}` : ''}${half ? ' − ½ (перша закінчена дошка)' : ''} = ${ukPoints(points)}`,
  resignTotal: (who, points) => `Отримує: ${who}, ${ukPoints(points)}.`,
  gameEnds: 'Партія закінчується.',
  matchEnds: (who, a, b) => `Матч закінчується. Переможець: ${who}, ${formatPoints(a)}–${formatPoints(b)}.`,
  resignConfirm: 'Здатися',
  keepPlaying: 'Грати далі',
  youWin: 'Ви виграли партію',
  youLose: 'Ви програли партію',
  winnerIs: (who) => `Переможець партії: ${who}`,
  draw: 'Партія закінчилася внічию',
  matchWinnerIs: (who, a, b) => `Переможець матчу: ${who}, ${formatPoints(a)}–${formatPoints(b)}`,
  youWinMatch: (a, b) => `Ви виграли матч ${formatPoints(a)}–${formatPoints(b)}`,
  youLoseMatch: (a, b) => `Ви програли матч ${formatPoints(a)}–${formatPoints(b)}`,
  net: (who, points, parts) => `Разом: ${who} +${ukPoints(points)}${parts ? ` (${parts})` : ''}`,
  forfeited: (who, reason) =>
    reason === 'timeout' ? `${who}: час вийшов, поразка.` : `${who}: пішов з-за столу, перемогу зараховано супернику.`,
  forfeitEnding: (reason) => (reason === 'timeout' ? 'за часом' : 'суперник пішов'),
  board: 'Дошка',
  winner: 'Переможець',
  ending: 'Результат',
  cube: 'Куб',
  pointsColumn: 'Очки',
  halfPointNote: '½: перша закінчена дошка дає на пів очка менше.',
  halfMark: '−½',
  matchLine: (length, white, w, black, b) =>
    `Матч до ${length}: ${white} ${formatPoints(w)} – ${black} ${formatPoints(b)}`,
  nextGame: 'Наступна партія',
  newGame: 'Нова гра',
  showBoard: 'Подивитися дошки',
  moves: 'Ходи',
  screenTitle: (boards) => `Партія: ${boards}`,
  gameN: (n) => `Партія ${n}`,
  noMoves: 'Ходів ще немає.',
  computerName: (level) => `Комп'ютер (${level})`,
  thinking: (who) => `Думає: ${who}…`,
  opening: (w, b) => `Перший кидок ${w}–${b}`,
};

const TABLES: Record<Locale, GameStrings> = { en, ru, uk };

export function gameStrings(locale: Locale): GameStrings {
  return TABLES[locale];
}
