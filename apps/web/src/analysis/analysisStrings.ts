import type { AnalysisMark, CubeAction } from '@nardy/bot';
import { type Locale, pluralForm } from '@nardy/elements';

/** The performance rating's words, eXtreme Gammon's scale (docs/analysis.md): upper bounds of each band. */
export const RATING_BANDS = [2.5, 5, 7.5, 12.5, 17.5, 22.5, Number.POSITIVE_INFINITY] as const;
export type RatingBand = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function ratingBand(rating: number): RatingBand {
  return RATING_BANDS.findIndex((b) => rating < b) as RatingBand;
}

/** The analysis screen's, hints' and the position editor's analysis texts, whole sentences per language. */
export interface AnalysisStrings {
  readonly analyse: string;
  readonly analyseRecord: string;
  readonly title: string;
  readonly analysing: string;
  readonly progress: (done: number, total: number) => string;
  readonly failed: (reason: string) => string;
  readonly back: string;
  readonly summary: string;
  readonly player: string;
  readonly errorRate: string;
  readonly errorRateNote: string;
  readonly rating: string;
  readonly ratingBands: readonly string[];
  readonly luck: string;
  readonly marks: string;
  readonly boardChoice: string;
  readonly checkerPlay: string;
  readonly decisions: (n: number) => string;
  readonly markNames: Record<AnalysisMark | 'best' | 'good' | 'forced', string>;
  readonly cubeActions: Record<CubeAction, string>;
  readonly graph: string;
  readonly graphWin: string;
  readonly graphEquity: string;
  readonly timeline: string;
  readonly keysHelp: string;
  readonly gameN: (n: number) => string;
  readonly board: (n: number) => string;
  readonly rolled: (player: string, dice: string) => string;
  readonly cubeBy: (player: string) => string;
  readonly played: string;
  readonly best: string;
  readonly pass: string;
  readonly equity: string;
  readonly lossLine: (mark: string, loss: string) => string;
  readonly wrongBoard: (best: string) => string;
  readonly bestBoard: string;
  readonly playedArrow: (play: string) => string;
  readonly bestArrow: (play: string, equity: string) => string;
  readonly stepOf: (n: number, total: number) => string;
  readonly previous: string;
  readonly next: string;
  readonly noDecisions: string;
  readonly hint: string;
  readonly hints: string;
  readonly hintSetting: string;
  readonly hintFor: (n: number) => string;
  readonly hinted: string;
  readonly hintLine: (rank: number, play: string, equity: string, loss: string) => string;
  readonly hintNone: string;
  /**
   * The hint in one line for a small screen (the table's status line, the side panel out of sight): each
   * play's rank — the label of its arrow on the board — with its equity.
   */
  readonly hintCompact: (plays: readonly { readonly rank: number; readonly equity: string }[]) => string;
  readonly thinking: string;
}

const en: AnalysisStrings = {
  analyse: 'Analyse',
  analyseRecord: 'Analyse a record',
  title: 'Analysis of the game',
  analysing: 'Analysing the game…',
  progress: (done, total) => `${done} of ${total} events analysed`,
  failed: (reason) => `The game cannot be analysed: ${reason}`,
  back: 'Back to the game',
  summary: 'Players',
  player: 'Player',
  errorRate: 'Error rate',
  errorRateNote: 'thousandths of a point lost per decision',
  rating: 'Rating',
  ratingBands: ['supernatural', 'world class', 'expert', 'advanced', 'intermediate', 'casual player', 'beginner'],
  luck: 'Luck',
  marks: 'Doubtful / bad / very bad',
  boardChoice: 'Choice of board',
  checkerPlay: 'Checker play',
  decisions: (n) => `${n} ${pluralForm('en', n, { one: 'decision', other: 'decisions' })}`,
  markNames: {
    best: 'best',
    good: 'good',
    forced: 'forced',
    doubtful: 'doubtful',
    bad: 'bad',
    veryBad: 'very bad',
  },
  cubeActions: { noDouble: 'no double', double: 'double', take: 'take', drop: 'drop' },
  graph: 'Winning chances and equity, move by move',
  graphWin: "White's winning chance",
  graphEquity: "White's equity",
  timeline: 'Decisions',
  keysHelp: 'Arrow keys step through the game; Page Up and Page Down jump to the previous or next mistake.',
  gameN: (n) => `Game ${n}`,
  board: (n) => `Board ${n}`,
  rolled: (player, dice) => `${player} rolled ${dice}`,
  cubeBy: (player) => `${player}: cube`,
  played: 'Played',
  best: 'Best',
  pass: 'pass',
  equity: 'equity',
  lossLine: (mark, loss) => `${mark}: lost ${loss}`,
  wrongBoard: (best) => `Wrong board: ${best} was better.`,
  bestBoard: 'Best board',
  playedArrow: (play) => `Played ${play}`,
  bestArrow: (play, equity) => `Best ${play}, equity ${equity}`,
  stepOf: (n, total) => `Decision ${n} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  noDecisions: 'No decisions to show.',
  hint: 'Hint',
  hints: 'Hints',
  hintSetting: 'Hint button (the best plays of my roll)',
  hintFor: (n) => `The best ${n} ${pluralForm('en', n, { one: 'play', other: 'plays' })}`,
  hinted: 'hint',
  hintLine: (rank, play, equity, loss) => `${rank}. ${play} ${equity}${loss ? ` (${loss})` : ''}`,
  hintNone: 'No play to hint: the roll cannot be played.',
  hintCompact: (plays) => `Hint: ${plays.map((p) => `${p.rank}\u00a0${p.equity}`).join(' · ')}`,
  thinking: 'Thinking…',
};

const ru: AnalysisStrings = {
  analyse: 'Анализ',
  analyseRecord: 'Анализ записи',
  title: 'Анализ партии',
  analysing: 'Партия анализируется…',
  progress: (done, total) => `Проанализировано событий: ${done} из ${total}`,
  failed: (reason) => `Партию нельзя проанализировать: ${reason}`,
  back: 'Вернуться к партии',
  summary: 'Игроки',
  player: 'Игрок',
  errorRate: 'Ошибки',
  errorRateNote: 'тысячные доли очка, потерянные за решение',
  rating: 'Рейтинг',
  ratingBands: ['сверхчеловек', 'мировой класс', 'эксперт', 'сильный', 'средний', 'любитель', 'новичок'],
  luck: 'Везение',
  marks: 'Сомнительных / плохих / грубых',
  boardChoice: 'Выбор доски',
  checkerPlay: 'Игра шашками',
  decisions: (n) =>
    `${n} ${pluralForm('ru', n, { one: 'решение', few: 'решения', many: 'решений', other: 'решения' })}`,
  markNames: {
    best: 'лучший ход',
    good: 'хорошо',
    forced: 'вынужденный ход',
    doubtful: 'сомнительно',
    bad: 'плохо',
    veryBad: 'грубая ошибка',
  },
  cubeActions: { noDouble: 'без удвоения', double: 'удвоение', take: 'принять', drop: 'отказаться' },
  graph: 'Шансы на победу и эквити, ход за ходом',
  graphWin: 'Шансы белых на победу',
  graphEquity: 'Эквити белых',
  timeline: 'Решения',
  keysHelp: 'Стрелки — по ходам; Page Up и Page Down — к предыдущей или следующей ошибке.',
  gameN: (n) => `Партия ${n}`,
  board: (n) => `Доска ${n}`,
  rolled: (player, dice) => `${player}: бросок ${dice}`,
  cubeBy: (player) => `${player}: куб`,
  played: 'Сыграно',
  best: 'Лучше',
  pass: 'пропуск',
  equity: 'эквити',
  lossLine: (mark, loss) => `${mark}: потеряно ${loss}`,
  wrongBoard: (best) => `Не та доска — лучше: ${best}.`,
  bestBoard: 'Лучшая доска',
  playedArrow: (play) => `Сыграно ${play}`,
  bestArrow: (play, equity) => `Лучший ход ${play}, эквити ${equity}`,
  stepOf: (n, total) => `Решение ${n} из ${total}`,
  previous: 'Назад',
  next: 'Вперёд',
  noDecisions: 'Решений нет.',
  hint: 'Подсказка',
  hints: 'Подсказки',
  hintSetting: 'Кнопка подсказки (лучшие ходы моего броска)',
  hintFor: (n) => `Лучшие ходы (${n})`,
  hinted: 'подсказка',
  hintLine: (rank, play, equity, loss) => `${rank}. ${play} ${equity}${loss ? ` (${loss})` : ''}`,
  hintNone: 'Подсказывать нечего: бросок не сыграть.',
  hintCompact: (plays) => `Подсказка: ${plays.map((p) => `${p.rank}\u00a0${p.equity}`).join(' · ')}`,
  thinking: 'Думаю…',
};

const uk: AnalysisStrings = {
  analyse: 'Аналіз',
  analyseRecord: 'Аналіз запису',
  title: 'Аналіз партії',
  analysing: 'Партія аналізується…',
  progress: (done, total) => `Проаналізовано подій: ${done} з ${total}`,
  failed: (reason) => `Партію не можна проаналізувати: ${reason}`,
  back: 'Повернутися до партії',
  summary: 'Гравці',
  player: 'Гравець',
  errorRate: 'Помилки',
  errorRateNote: 'тисячні частки очка, втрачені за рішення',
  rating: 'Рейтинг',
  ratingBands: ['надлюдина', 'світовий клас', 'експерт', 'сильний', 'середній', 'аматор', 'новачок'],
  luck: 'Везіння',
  marks: 'Сумнівних / поганих / грубих',
  boardChoice: 'Вибір дошки',
  checkerPlay: 'Гра шашками',
  decisions: (n) => `${n} ${pluralForm('uk', n, { one: 'рішення', few: 'рішення', many: 'рішень', other: 'рішення' })}`,
  markNames: {
    best: 'найкращий хід',
    good: 'добре',
    forced: 'вимушений хід',
    doubtful: 'сумнівно',
    bad: 'погано',
    veryBad: 'груба помилка',
  },
  cubeActions: { noDouble: 'без подвоєння', double: 'подвоєння', take: 'прийняти', drop: 'відмовитися' },
  graph: 'Шанси на перемогу та еквіті, хід за ходом',
  graphWin: 'Шанси білих на перемогу',
  graphEquity: 'Еквіті білих',
  timeline: 'Рішення',
  keysHelp: 'Стрілки — по ходах; Page Up і Page Down — до попередньої чи наступної помилки.',
  gameN: (n) => `Партія ${n}`,
  board: (n) => `Дошка ${n}`,
  rolled: (player, dice) => `${player}: кидок ${dice}`,
  cubeBy: (player) => `${player}: куб`,
  played: 'Зіграно',
  best: 'Краще',
  pass: 'пропуск',
  equity: 'еквіті',
  lossLine: (mark, loss) => `${mark}: втрачено ${loss}`,
  wrongBoard: (best) => `Не та дошка — краще: ${best}.`,
  bestBoard: 'Найкраща дошка',
  playedArrow: (play) => `Зіграно ${play}`,
  bestArrow: (play, equity) => `Найкращий хід ${play}, еквіті ${equity}`,
  stepOf: (n, total) => `Рішення ${n} з ${total}`,
  previous: 'Назад',
  next: 'Вперед',
  noDecisions: 'Рішень немає.',
  hint: 'Підказка',
  hints: 'Підказки',
  hintSetting: 'Кнопка підказки (найкращі ходи мого кидка)',
  hintFor: (n) => `Найкращі ходи (${n})`,
  hinted: 'підказка',
  hintLine: (rank, play, equity, loss) => `${rank}. ${play} ${equity}${loss ? ` (${loss})` : ''}`,
  hintNone: 'Підказувати нічого: кидок не зіграти.',
  hintCompact: (plays) => `Підказка: ${plays.map((p) => `${p.rank}\u00a0${p.equity}`).join(' · ')}`,
  thinking: 'Думаю…',
};

const ALL: Record<Locale, AnalysisStrings> = { en, ru, uk };

export function analysisStrings(locale: Locale): AnalysisStrings {
  return ALL[locale] ?? en;
}

/** An equity or a luck with its sign and three decimals, in the locale's digits: "+0.123", "−0.045". */
export function signed(locale: Locale, value: number, digits = 3): string {
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Math.abs(value),
  );
  return `${value < -0.5 * 10 ** -digits ? '−' : '+'}${n}`;
}

export function decimal(locale: Locale, value: number, digits = 1): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
