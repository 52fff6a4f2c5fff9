import type { AnalysisMark, CubeAction } from '@nardy/bot';
import { type Locale, pluralForm } from '@nardy/elements';

/**
 * The level of play named from the error rate (thousandths of a point lost per decision) on GNU
 * Backgammon's scale (docs/analysis.md): the upper bound of each band, from supernatural to awful.
 */
export const LEVEL_BANDS = [2, 5, 8, 12, 18, 26, 35, Number.POSITIVE_INFINITY] as const;
export type LevelBand = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function levelBand(errorRate: number): LevelBand {
  return LEVEL_BANDS.findIndex((b) => errorRate < b) as LevelBand;
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
  /** The level of play's column: words, never a number that could pass for the club rating. */
  readonly level: string;
  /** GNU Backgammon's words for each band of `LEVEL_BANDS`, best first. */
  readonly levels: readonly string[];
  /** What the level is, with the scale, and that it is not the club's rating. */
  readonly levelNote: string;
  /** The computer's own level: it was analysed by itself, so its error rate says nothing. */
  readonly computerLevel: string;
  readonly luck: string;
  /** Who the dice favoured, in points ("Анна was luckier by 0.45 points"); `points` already formatted. */
  readonly luckier: (who: string, points: string) => string;
  /** The same to the person who played the computer: "You were luckier by 0.45 points". */
  readonly youLuckier: (points: string) => string;
  /** The computer was luckier than the person. */
  readonly computerLuckier: (points: string) => string;
  readonly luckEven: string;
  /** What the choice of board's figure means (parallel tables). */
  readonly boardChoiceNote: string;
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
  /** A wrong choice of board, said with why the other board was better. */
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
  /** What an equity is, shown when a hinted play is pointed at or focused. */
  readonly equityExplained: string;
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
  errorRateNote: 'thousandths of a point lost per decision, on average (0 is perfect play)',
  level: 'Level of play',
  levels: ['supernatural', 'world class', 'expert', 'advanced', 'intermediate', 'casual player', 'beginner', 'awful'],
  levelNote:
    'Level of play: GNU Backgammon’s words for the error rate — under 2 supernatural, 5 world class, 8 expert, 12 advanced, 18 intermediate, 26 casual player, 35 beginner. It describes this game only; it is not the club rating.',
  computerLevel: 'the computer (it judged its own play)',
  luck: 'Luck (points)',
  luckier: (who, points) =>
    `${who} was luckier by ${points} ${points === '1.00' ? 'point' : 'points'}: that is what the dice were worth beyond the average roll.`,
  youLuckier: (points) =>
    `You were luckier by ${points} ${points === '1.00' ? 'point' : 'points'}: that is what the dice were worth beyond the average roll.`,
  computerLuckier: (points) =>
    `The computer was luckier by ${points} ${points === '1.00' ? 'point' : 'points'}: that is what its dice were worth beyond the average roll.`,
  luckEven: 'The luck of the dice was even.',
  boardChoiceNote:
    'Choice of board: thousandths of a point lost per roll by playing it on a worse board than the best one.',
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
  wrongBoard: (best) =>
    `Wrong board: ${best} was better — the roll's best play there is worth more than any play on the board chosen.`,
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
  equityExplained:
    'Equity: the points the player to move can expect from the game after this play (+1.000 is a single game won, −1.000 one lost); the number in brackets is what it gives up against the best.',
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
  errorRateNote: 'тысячные доли очка, потерянные в среднем за решение (0 — безошибочная игра)',
  level: 'Уровень игры',
  levels: ['сверхчеловек', 'мировой класс', 'эксперт', 'сильный', 'средний', 'любитель', 'новичок', 'очень слабо'],
  levelNote:
    'Уровень игры: слова GNU Backgammon для доли ошибок — до 2 сверхчеловек, 5 мировой класс, 8 эксперт, 12 сильный, 18 средний, 26 любитель, 35 новичок. Он говорит только об этой партии и не является рейтингом клуба.',
  computerLevel: 'компьютер (он оценивал свою же игру)',
  luck: 'Везение (очки)',
  luckier: (who, points) => `${who}: везение больше на ${points} очка — столько кости дали сверх среднего броска.`,
  youLuckier: (points) => `Вам везло больше на ${points} очка — столько кости дали сверх среднего броска.`,
  computerLuckier: (points) =>
    `Компьютеру везло больше на ${points} очка — столько его кости дали сверх среднего броска.`,
  luckEven: 'Везение в костях было равным.',
  boardChoiceNote: 'Выбор доски: тысячные доли очка, потерянные за бросок, сыгранный не на лучшей доске.',
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
  wrongBoard: (best) =>
    `Не та доска — лучше: ${best}: лучший ход этим броском там стоит больше любого хода на выбранной доске.`,
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
  equityExplained:
    'Эквити: сколько очков в среднем принесёт партия после этого хода тому, кто ходит (+1,000 — выигранная одиночная партия, −1,000 — проигранная); в скобках — сколько ход уступает лучшему.',
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
  errorRateNote: 'тисячні частки очка, втрачені в середньому за рішення (0 — гра без помилок)',
  level: 'Рівень гри',
  levels: ['надлюдина', 'світовий клас', 'експерт', 'сильний', 'середній', 'аматор', 'новачок', 'дуже слабко'],
  levelNote:
    'Рівень гри: слова GNU Backgammon для частки помилок — до 2 надлюдина, 5 світовий клас, 8 експерт, 12 сильний, 18 середній, 26 аматор, 35 новачок. Він стосується лише цієї партії і не є рейтингом клубу.',
  computerLevel: 'комп’ютер (він оцінював власну гру)',
  luck: 'Везіння (очки)',
  luckier: (who, points) => `${who}: везіння більше на ${points} очка — стільки кості дали понад середній кидок.`,
  youLuckier: (points) => `Вам щастило більше на ${points} очка — стільки кості дали понад середній кидок.`,
  computerLuckier: (points) =>
    `Комп’ютеру щастило більше на ${points} очка — стільки його кості дали понад середній кидок.`,
  luckEven: 'Везіння в костях було рівним.',
  boardChoiceNote: 'Вибір дошки: тисячні частки очка, втрачені за кидок, зіграний не на найкращій дошці.',
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
  wrongBoard: (best) =>
    `Не та дошка — краще: ${best}: найкращий хід цим кидком там вартий більше за будь-який хід на обраній дошці.`,
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
  equityExplained:
    'Еквіті: скільки очок у середньому принесе партія після цього ходу тому, хто ходить (+1,000 — виграна одиночна партія, −1,000 — програна); у дужках — скільки хід поступається найкращому.',
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
