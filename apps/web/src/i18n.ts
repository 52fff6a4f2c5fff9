import { formatPoints, type Locale, pluralForm } from '@nardy/elements';
import type { Color, HeadRule, SixBlockRule, SixBlockTiming, VariantName } from '@nardy/rules';
import type { PresetId } from './settings.ts';

/** One line of the move list as the i18n functions read it (the shape of the move list's turns). */
export type TurnLine =
  | {
      readonly kind: 'move';
      readonly player: Color;
      readonly board: number;
      readonly dice: readonly [number, number];
      readonly text: string;
    }
  | { readonly kind: 'double'; readonly player: Color; readonly board: number | null; readonly value: number }
  | { readonly kind: 'take'; readonly player: Color; readonly board: number | null; readonly value: number }
  | { readonly kind: 'drop' | 'resign'; readonly player: Color; readonly board: number | null };

/**
 * The app's own texts (the elements bring theirs through `setLocale`). Functions take numbers so that
 * Russian and Ukrainian can inflect.
 */
export interface AppStrings {
  readonly title: string;
  /** A screen whose module is on its way (loaded on first use). */
  readonly loading: string;
  /** The header's link to the online club (the club's own texts are in club/clubStrings.ts). */
  readonly club: string;
  readonly language: string;
  readonly theme: string;
  readonly themes: Record<'auto' | 'light' | 'dark', string>;
  readonly newGame: string;
  readonly quickStart: string;
  readonly preset: Record<PresetId, string>;
  readonly boardCount: string;
  readonly boardN: (n: number) => string;
  readonly variant: Record<VariantName, string>;
  readonly ending: string;
  readonly endings: Record<'oin' | 'mars' | 'koks', string>;
  readonly cube: string;
  readonly cubeModes: Record<'off' | 'perBoard' | 'shared', string>;
  readonly cubeMax: string;
  readonly matchLength: string;
  /** The new-game form's groups (their legends name the group, not its first field). */
  readonly groups: {
    readonly players: string;
    readonly boards: string;
    readonly scoring: string;
    readonly match: string;
  };
  readonly singleGame: string;
  readonly seriesFirstMove: string;
  readonly seriesFirstMoves: Record<'loser' | 'alternating' | 'winner', string>;
  readonly crawford: string;
  readonly ruleOptions: string;
  readonly openingRoll: string;
  readonly openingRolls: Record<'useDice' | 'reroll', string>;
  readonly jacoby: string;
  readonly lastRollDraw: string;
  readonly daveProgression: string;
  readonly daveProgressions: Record<'geometric' | 'arithmetic', string>;
  readonly sharedCubeAfterFirst: string;
  readonly sharedCubeAfterFirsts: Record<'reset' | 'retire', string>;
  readonly headRule: string;
  readonly sixBlock: string;
  readonly sixBlockTiming: string;
  readonly sixBlockTimings: Record<'endOfTurn' | 'step', string>;
  /** One line under the six-block timing choice saying what it means. */
  readonly sixBlockTimingHints: Record<SixBlockTiming, string>;
  /** The head rule's choices: a name and a one-line explanation each (never the raw code). */
  readonly headRules: Record<HeadRule, { readonly name: string; readonly hint: string }>;
  /** The six-block rule's choices: a name and a one-line explanation each. */
  readonly sixBlocks: Record<SixBlockRule, { readonly name: string; readonly hint: string }>;
  readonly strictFullPipsBearoff: string;
  readonly homeMarsValue: string;
  /** A home mars value and where it applies: "3 on parallel tables". */
  readonly homeMarsWorth: (value: number, boards: number) => string;
  readonly longKoks: string;
  /** The choice that leaves an option to the table's default, naming the value it gives. */
  readonly byTable: (value: string) => string;
  /** Marks the RULES.md default among the choices of an option. */
  readonly defaultMark: (choice: string) => string;
  /** The list of the options in force on the new-game screen. */
  readonly inForce: string;
  readonly bearoff: string;
  readonly bearoffs: Record<'international' | 'strict', string>;
  readonly opponent: string;
  readonly opponents: Record<'human' | 'computer', string>;
  readonly level: string;
  readonly levels: Record<'beginner' | 'club' | 'strong' | 'master', string>;
  readonly start: string;
  readonly continueGame: string;
  readonly you: string;
  readonly computer: string;
  readonly thinking: string;
  readonly yourTurn: string;
  readonly resignTable: string;
  /** The side panel's resign button in a game of one board. */
  readonly resignGame: string;
  readonly confirmResignTable: string;
  readonly autoForced: string;
  readonly autoBoard: string;
  readonly exportRecord: string;
  readonly importRecord: string;
  readonly exportMat: string;
  readonly moveList: string;
  readonly gameN: (n: number) => string;
  readonly summary: string;
  readonly gameOver: string;
  readonly matchOver: string;
  readonly winner: string;
  readonly net: string;
  readonly white: string;
  readonly black: string;
  readonly endingNames: Record<'oin' | 'mars' | 'homeMars' | 'koks' | 'drop' | 'draw' | 'resign', string>;
  readonly halfPoint: string;
  readonly pointsColumn: string;
  /** A number of points with its plural form and the half point as ½: "1 point", "2½ очка". */
  readonly points: (n: number) => string;
  /**
   * A line of the move list as a whole sentence (subject and verb agree: "Чёрные принимают"); the
   * board is named when the table has more than one.
   */
  readonly turnLine: (turn: TurnLine, boards: number) => string;
  readonly matchScore: string;
  readonly unreadableTitle: string;
  readonly unreadableText: string;
  readonly copyText: string;
  readonly copied: string;
  readonly download: string;
  readonly discard: string;
  readonly importFailed: (why: string) => string;
  readonly matFailed: (why: string) => string;
  readonly matSkipped: (boards: string) => string;
  /** Why a board is not in the .mat file (@nardy/parallel MAT_SKIP_REASONS). */
  readonly matReasons: Record<'variant' | 'variation' | 'start' | 'not-alternating', string>;
  readonly saveFailed: (why: string) => string;
  readonly refused: Record<string, string>;
  readonly offline: string;
  readonly close: string;
  readonly options: string;
  readonly sounds: string;
  readonly boardTheme: string;
  readonly boardThemes: Record<'green' | 'wood' | 'contrast', string>;
  readonly players: string;
  readonly whiteName: string;
  readonly blackName: string;
  readonly gamesInProgress: string;
  readonly continueThis: string;
  readonly deleteGame: string;
  readonly deleteAsk: string;
  readonly deleteYes: string;
  readonly deleteNo: string;
  readonly currentGame: string;
  readonly keptInGames: string;
  /** One saved game in the list: its boards, its opponent, how far it went, when it was saved. */
  readonly savedLine: (boards: string, opponent: string, moves: number, score: string, when: string) => string;
  readonly unreadableGame: (code: string) => string;
}

const en: AppStrings = {
  title: 'Nardy',
  loading: 'Loading…',
  club: 'Club',
  language: 'Language',
  theme: 'Theme',
  themes: { auto: 'System', light: 'Light', dark: 'Dark' },
  newGame: 'New game',
  quickStart: 'Quick start',
  preset: {
    parallelShort: 'Parallel short nardy, 2 boards',
    parallelShortLong: 'Parallel short + long, 2 boards',
    short: 'Short nardy, 1 board',
    long: 'Long nardy, 1 board',
    caucasian: 'Caucasian short nardy, 1 board',
  },
  boardCount: 'Number of boards',
  boardN: (n) => `Board ${n}`,
  variant: {
    short: 'Short nardy',
    'short-caucasian': 'Caucasian short nardy',
    nackgammon: 'Nackgammon',
    long: 'Long nardy',
    khachapuri: 'Khachapuri',
  },
  ending: 'Endings count',
  endings: { oin: 'Oin only (1 point)', mars: 'Up to mars (2)', koks: 'Up to koks (3)' },
  cube: 'Doubling cube',
  cubeModes: { off: 'Off', perBoard: 'One per board', shared: 'One shared' },
  cubeMax: 'Cube limit',
  matchLength: 'Match to (points)',
  groups: { players: 'Players', boards: 'Boards', scoring: 'Scoring', match: 'Match' },
  singleGame: '0 = a single game',
  seriesFirstMove: 'First move in later games',
  seriesFirstMoves: { loser: 'Loser starts', alternating: 'Alternating', winner: 'Winner starts' },
  crawford: 'Crawford rule',
  ruleOptions: 'Rule options',
  openingRoll: 'Opening roll',
  openingRolls: { useDice: 'Play the opening dice', reroll: 'Starter rolls again' },
  jacoby: 'Jacoby (mars counts only after a double)',
  lastRollDraw: 'Draw with the last roll (one board)',
  daveProgression: 'Cube values',
  daveProgressions: { geometric: '1, 2, 4, 8…', arithmetic: '1, 2, 3, 4…' },
  sharedCubeAfterFirst: 'Shared cube after the first board',
  sharedCubeAfterFirsts: { reset: 'Back to 1, usable again', retire: 'Retired: the rest is played for 1' },
  headRule: 'Head rule (long)',
  sixBlock: 'Six-block rule (long)',
  sixBlockTiming: 'Six-block checked',
  sixBlockTimings: {
    endOfTurn: 'At the end of the turn (a run-through is allowed)',
    step: 'After every step (house rule)',
  },
  sixBlockTimingHints: {
    endOfTurn:
      'The block is judged on the position at the end of the turn: running through it during the turn is fine.',
    step: 'The block is judged after every step, so the order of the steps matters.',
  },
  headRules: {
    F2: {
      name: 'One checker from the head (a second on a first double that needs it)',
      hint: 'Only one checker may leave the head (your 24) per turn; on your first turn, a double that one checker cannot play whole lets a second one go.',
    },
    F1: {
      name: 'One checker from the head (two on a first 6-6, 4-4 or 3-3)',
      hint: 'Only one checker may leave the head per turn; on your first turn 6-6, 4-4 and 3-3 let two go.',
    },
    strict: {
      name: 'Always one checker from the head',
      hint: 'Only one checker may leave the head per turn, with no exception.',
    },
    free: { name: 'No head limit', hint: 'Any number of checkers may leave the head per turn (as in khachapuri).' },
  },
  sixBlocks: {
    ahead: {
      name: 'Six in a row only with an opposing checker ahead',
      hint: 'A block of six points in a row is allowed only if at least one opposing checker is already past it.',
    },
    home: {
      name: 'Six in a row only once an opposing checker is home',
      hint: 'A block of six is allowed only if at least one opposing checker is in its home or borne off.',
    },
    forbidden: { name: 'Never six in a row', hint: 'A block of six points in a row is never allowed.' },
    allowed: { name: 'Six in a row allowed', hint: 'Blocks of six points in a row are allowed at any time.' },
  },
  strictFullPipsBearoff: 'Strict full-pips bear-off',
  homeMarsValue: 'Home mars worth',
  homeMarsWorth: (value, boards) => (boards > 1 ? `${value} on parallel tables` : `${value} on one board`),
  longKoks: 'Koks in long nardy',
  byTable: (value) => `Default: ${value}`,
  defaultMark: (choice) => `${choice} (default)`,
  inForce: 'Rules for these boards',
  bearoff: 'Bearing off',
  bearoffs: {
    international: 'International rule (6-4-1 with 5-3 may play 6/3 4/off)',
    strict: 'Full pips, as S000 (6-4-1 with 5-3 plays 6/1 4/1)',
  },
  opponent: 'Opponent',
  opponents: { human: 'A person on this device', computer: 'The computer' },
  level: 'Level',
  levels: { beginner: 'Beginner', club: 'Club', strong: 'Strong', master: 'Master' },
  start: 'Start',
  continueGame: 'Continue the saved game',
  you: 'You',
  computer: 'Computer',
  thinking: 'The computer is thinking…',
  yourTurn: 'Your turn',
  resignTable: 'Resign the whole table',
  resignGame: 'Resign the game',
  confirmResignTable: 'Resign every unfinished board?',
  autoForced: 'Play forced moves automatically',
  autoBoard: 'Choose the only board automatically',
  exportRecord: 'Export game (JSON)',
  importRecord: 'Import game',
  exportMat: 'Export .mat (GNU Backgammon)',
  moveList: 'Moves',
  gameN: (n) => `Game ${n}`,
  summary: 'Summary',
  gameOver: 'Game over',
  matchOver: 'Match over',
  winner: 'Winner',
  net: 'Net',
  white: 'White',
  black: 'Black',
  endingNames: {
    oin: 'oin',
    mars: 'mars',
    homeMars: 'home mars',
    koks: 'koks',
    drop: 'drop',
    draw: 'draw',
    resign: 'resignation',
  },
  halfPoint: '−½ first board',
  pointsColumn: 'Points',
  points: (n) => `${formatPoints(n)} ${n === 1 || (n > 0 && n < 1) ? 'point' : 'points'}`,
  turnLine: (turn, boards) => {
    const who = turn.player === 'white' ? 'White' : 'Black';
    const on = turn.board !== null && boards > 1 ? ` (board ${turn.board + 1})` : '';
    switch (turn.kind) {
      case 'move':
        return `${who} ${turn.dice[0]}-${turn.dice[1]}${boards > 1 ? ` · Board ${turn.board + 1}` : ''}: ${turn.text || 'cannot move'}`;
      case 'double':
        return `${who} doubles to ${turn.value}${on}`;
      case 'take':
        return `${who} takes`;
      case 'drop':
        return `${who} drops${on}`;
      case 'resign':
        return turn.board === null ? `${who} resigns the table` : `${who} resigns${on}`;
    }
  },
  matchScore: 'Match',
  unreadableTitle: 'The saved game could not be read',
  unreadableText: 'Nothing was deleted. Copy or download its text to keep it, then discard it or start a new game.',
  copyText: 'Copy text',
  copied: 'Copied',
  download: 'Download',
  discard: 'Discard',
  importFailed: (why) => `This file is not a game this app can open: ${why}`,
  matFailed: (why) => `No .mat file: ${why}`,
  matSkipped: (boards) => `Not in the .mat file: ${boards}`,
  matReasons: {
    variant: 'GNU Backgammon has no long nardy or khachapuri',
    variation: 'nackgammon and backgammon cannot share one file',
    start: 'it began from its own position',
    'not-alternating': 'its turns do not alternate (a player moved twice in a row, playing another board in between)',
  },
  saveFailed: (why) => `The game could not be saved on this device: ${why}`,
  refused: {
    'turn/not-yours': 'Not your turn',
    'move/illegal': 'That move is not allowed',
    'move/incomplete': 'Play the whole roll first',
    'board/committed': 'This roll is already being played on another board',
    'board/finished': 'That board is finished',
    'cube/not-allowed': 'You cannot double now',
    'undo/nothing': 'Nothing to undo',
  },
  offline: 'Ready to play offline',
  close: 'Close',
  options: 'Options',
  sounds: 'Sounds',
  boardTheme: 'Board',
  boardThemes: { green: 'Green felt', wood: 'Light wood', contrast: 'High contrast' },
  players: 'Players',
  whiteName: "White's name",
  blackName: "Black's name",
  gamesInProgress: 'Games in progress',
  continueThis: 'Continue',
  deleteGame: 'Delete',
  deleteAsk: 'Delete this game for good?',
  deleteYes: 'Delete it',
  deleteNo: 'Keep it',
  currentGame: 'current',
  keptInGames: 'Your game in progress was kept: continue it from Games in progress on the New game screen.',
  savedLine: (boards, opponent, moves, score, when) =>
    `${boards} · ${opponent} · ${moves === 1 ? '1 move' : `${moves} moves`}${score ? ` · ${score}` : ''} · ${when}`,
  unreadableGame: (code) => `A saved game that cannot be read (${code})`,
};

const ru: AppStrings = {
  title: 'Нарды',
  loading: 'Загрузка…',
  club: 'Клуб',
  language: 'Язык',
  theme: 'Тема',
  themes: { auto: 'Как в системе', light: 'Светлая', dark: 'Тёмная' },
  newGame: 'Новая игра',
  quickStart: 'Быстрый старт',
  preset: {
    parallelShort: 'Параллельные короткие нарды, 2 доски',
    parallelShortLong: 'Параллельные короткие + длинные, 2 доски',
    short: 'Короткие нарды, 1 доска',
    long: 'Длинные нарды, 1 доска',
    caucasian: 'Кавказские короткие нарды, 1 доска',
  },
  boardCount: 'Число досок',
  boardN: (n) => `Доска ${n}`,
  variant: {
    short: 'Короткие нарды',
    'short-caucasian': 'Кавказские короткие нарды',
    nackgammon: 'Нэкгаммон',
    long: 'Длинные нарды',
    khachapuri: 'Хачапури',
  },
  ending: 'Что засчитывается',
  endings: { oin: 'Только ойн (1 очко)', mars: 'До марса (2)', koks: 'До кокса (3)' },
  cube: 'Куб удвоения',
  cubeModes: { off: 'Нет', perBoard: 'Свой на каждой доске', shared: 'Один общий' },
  cubeMax: 'Предел куба',
  matchLength: 'Матч до (очков)',
  groups: { players: 'Игроки', boards: 'Доски', scoring: 'Подсчёт очков', match: 'Матч' },
  singleGame: '0 = одна партия',
  seriesFirstMove: 'Первый ход в следующих партиях',
  seriesFirstMoves: { loser: 'Проигравший', alternating: 'По очереди', winner: 'Победитель' },
  crawford: 'Правило Кроуфорда',
  ruleOptions: 'Параметры правил',
  openingRoll: 'Розыгрыш первого хода',
  openingRolls: { useDice: 'Играть выпавшие кости', reroll: 'Начинающий бросает снова' },
  jacoby: 'Джекоби (марс только после удвоения)',
  lastRollDraw: 'Ничья последним броском (одна доска)',
  daveProgression: 'Значения куба',
  daveProgressions: { geometric: '1, 2, 4, 8…', arithmetic: '1, 2, 3, 4…' },
  sharedCubeAfterFirst: 'Общий куб после первой доски',
  sharedCubeAfterFirsts: {
    reset: 'Снова 1, можно удваивать',
    retire: 'Выходит из игры: остальное на одинарную ставку',
  },
  headRule: 'Правило головы (длинные)',
  sixBlock: 'Правило шести (длинные)',
  sixBlockTiming: 'Когда проверять блок',
  sixBlockTimings: {
    endOfTurn: 'В конце хода (пробег разрешён)',
    step: 'После каждого шага (домашнее правило)',
  },
  sixBlockTimingHints: {
    endOfTurn: 'Заграждение проверяется по позиции в конце хода: пробежать через него во время хода можно.',
    step: 'Заграждение проверяется после каждого шага, поэтому важен порядок шагов.',
  },
  headRules: {
    F2: {
      name: 'Одна шашка с головы (вторая — при первом дубле, если нужно)',
      hint: 'За ход с головы (ваш пункт 24) можно снять одну шашку; на первом ходу при дубле, который одна шашка не может сыграть целиком, — вторую.',
    },
    F1: {
      name: 'Одна шашка с головы (две при первом 6-6, 4-4, 3-3)',
      hint: 'За ход с головы можно снять одну шашку; на первом ходу при 6-6, 4-4 и 3-3 — две.',
    },
    strict: {
      name: 'Всегда одна шашка с головы',
      hint: 'За ход с головы снимается только одна шашка, без исключений.',
    },
    free: {
      name: 'Без ограничения головы',
      hint: 'С головы можно снимать сколько угодно шашек за ход (как в хачапури).',
    },
  },
  sixBlocks: {
    ahead: {
      name: 'Шесть подряд — только если впереди есть шашка соперника',
      hint: 'Заграждение из шести пунктов подряд разрешено, только если хотя бы одна шашка соперника уже прошла его.',
    },
    home: {
      name: 'Шесть подряд — только если шашка соперника дома',
      hint: 'Заграждение из шести разрешено, только если хотя бы одна шашка соперника у себя дома или выброшена.',
    },
    forbidden: {
      name: 'Шесть подряд нельзя никогда',
      hint: 'Заграждение из шести пунктов подряд не разрешено никогда.',
    },
    allowed: { name: 'Шесть подряд можно', hint: 'Заграждения из шести пунктов подряд разрешены всегда.' },
  },
  strictFullPipsBearoff: 'Строгий выброс полными очками',
  homeMarsValue: 'Домашний марс стоит',
  homeMarsWorth: (value, boards) => (boards > 1 ? `${value} на параллельных столах` : `${value} на одной доске`),
  longKoks: 'Кокс в длинных нардах',
  byTable: (value) => `По умолчанию: ${value}`,
  defaultMark: (choice) => `${choice} (по умолчанию)`,
  inForce: 'Правила для этих досок',
  bearoff: 'Выброс',
  bearoffs: {
    international: 'Международное правило (6-4-1 при 5:3 можно 6/3 4/off)',
    strict: 'Полными очками, как в S000 (6-4-1 при 5:3 — 6/1 4/1)',
  },
  opponent: 'Соперник',
  opponents: { human: 'Человек за этим устройством', computer: 'Компьютер' },
  level: 'Уровень',
  levels: { beginner: 'Новичок', club: 'Клубный', strong: 'Сильный', master: 'Мастер' },
  start: 'Начать',
  continueGame: 'Продолжить сохранённую игру',
  you: 'Вы',
  computer: 'Компьютер',
  thinking: 'Компьютер думает…',
  yourTurn: 'Ваш ход',
  resignTable: 'Сдать весь стол',
  resignGame: 'Сдать партию',
  confirmResignTable: 'Сдать все незаконченные доски?',
  autoForced: 'Делать вынужденные ходы автоматически',
  autoBoard: 'Выбирать единственную доску автоматически',
  exportRecord: 'Сохранить партию (JSON)',
  importRecord: 'Открыть партию',
  exportMat: 'Экспорт .mat (GNU Backgammon)',
  moveList: 'Ходы',
  gameN: (n) => `Партия ${n}`,
  summary: 'Итог',
  gameOver: 'Партия окончена',
  matchOver: 'Матч окончен',
  winner: 'Победитель',
  net: 'Итого',
  white: 'Белые',
  black: 'Чёрные',
  endingNames: {
    oin: 'ойн',
    mars: 'марс',
    homeMars: 'домашний марс',
    koks: 'кокс',
    drop: 'отказ',
    draw: 'ничья',
    resign: 'сдача',
  },
  halfPoint: '−½ первая доска',
  pointsColumn: 'Очки',
  points: (n) =>
    `${formatPoints(n)} ${pluralForm('ru', n, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}`,
  turnLine: (turn, boards) => {
    const who = turn.player === 'white' ? 'Белые' : 'Чёрные';
    const on = turn.board !== null && boards > 1 ? ` (доска ${turn.board + 1})` : '';
    switch (turn.kind) {
      case 'move':
        return `${who} ${turn.dice[0]}-${turn.dice[1]}${boards > 1 ? ` · Доска ${turn.board + 1}` : ''}: ${turn.text || 'нет хода'}`;
      case 'double':
        return `${who} удваивают до ${turn.value}${on}`;
      case 'take':
        return `${who} принимают`;
      case 'drop':
        return `${who} отказываются${on}`;
      case 'resign':
        return turn.board === null ? `${who} сдают весь стол` : `${who} сдают доску ${turn.board + 1}`;
    }
  },
  matchScore: 'Матч',
  unreadableTitle: 'Сохранённую игру не удалось прочитать',
  unreadableText: 'Ничего не удалено. Скопируйте или скачайте её текст, затем удалите её или начните новую игру.',
  copyText: 'Копировать текст',
  copied: 'Скопировано',
  download: 'Скачать',
  discard: 'Удалить',
  importFailed: (why) => `Этот файл не является партией, которую можно открыть: ${why}`,
  matFailed: (why) => `Файл .mat не создан: ${why}`,
  matSkipped: (boards) => `Не вошли в файл .mat: ${boards}`,
  matReasons: {
    variant: 'в GNU Backgammon нет длинных нард и хачапури',
    variation: 'нэкгаммон и нарды не могут быть в одном файле',
    start: 'партия началась со своей позиции',
    'not-alternating': 'ходы не чередуются (игрок ходил дважды подряд, сыграв между ними на другой доске)',
  },
  saveFailed: (why) => `Не удалось сохранить игру на этом устройстве: ${why}`,
  refused: {
    'turn/not-yours': 'Сейчас не ваш ход',
    'move/illegal': 'Такой ход невозможен',
    'move/incomplete': 'Сначала сыграйте весь бросок',
    'board/committed': 'Этот бросок уже играется на другой доске',
    'board/finished': 'Эта доска закончена',
    'cube/not-allowed': 'Сейчас удваивать нельзя',
    'undo/nothing': 'Нечего отменять',
  },
  offline: 'Можно играть без сети',
  close: 'Закрыть',
  options: 'Настройки',
  sounds: 'Звуки',
  boardTheme: 'Доска',
  boardThemes: { green: 'Зелёное сукно', wood: 'Светлое дерево', contrast: 'Высокий контраст' },
  players: 'Игроки',
  whiteName: 'Имя белых',
  blackName: 'Имя чёрных',
  gamesInProgress: 'Незаконченные игры',
  continueThis: 'Продолжить',
  deleteGame: 'Удалить',
  deleteAsk: 'Удалить эту игру навсегда?',
  deleteYes: 'Удалить',
  deleteNo: 'Оставить',
  currentGame: 'текущая',
  keptInGames: 'Незаконченная игра сохранена: её можно продолжить в списке «Незаконченные игры» на экране новой игры.',
  savedLine: (boards, opponent, moves, score, when) =>
    `${boards} · ${opponent} · ходов: ${moves}${score ? ` · ${score}` : ''} · ${when}`,
  unreadableGame: (code) => `Сохранённая игра, которую не удаётся прочитать (${code})`,
};

const uk: AppStrings = {
  ...ru,
  title: 'Нарди',
  loading: 'Завантаження…',
  club: 'Клуб',
  language: 'Мова',
  theme: 'Тема',
  themes: { auto: 'Як у системі', light: 'Світла', dark: 'Темна' },
  newGame: 'Нова гра',
  quickStart: 'Швидкий старт',
  preset: {
    parallelShort: 'Паралельні короткі нарди, 2 дошки',
    parallelShortLong: 'Паралельні короткі + довгі, 2 дошки',
    short: 'Короткі нарди, 1 дошка',
    long: 'Довгі нарди, 1 дошка',
    caucasian: 'Кавказькі короткі нарди, 1 дошка',
  },
  boardCount: 'Кількість дошок',
  boardN: (n) => `Дошка ${n}`,
  variant: {
    short: 'Короткі нарди',
    'short-caucasian': 'Кавказькі короткі нарди',
    nackgammon: 'Некгамон',
    long: 'Довгі нарди',
    khachapuri: 'Хачапурі',
  },
  ending: 'Що зараховується',
  endings: { oin: 'Лише ойн (1 очко)', mars: 'До марсу (2)', koks: 'До коксу (3)' },
  cube: 'Куб подвоєння',
  cubeModes: { off: 'Немає', perBoard: 'Свій на кожній дошці', shared: 'Один спільний' },
  cubeMax: 'Межа куба',
  matchLength: 'Матч до (очок)',
  groups: { players: 'Гравці', boards: 'Дошки', scoring: 'Підрахунок очок', match: 'Матч' },
  singleGame: '0 = одна партія',
  seriesFirstMove: 'Перший хід у наступних партіях',
  seriesFirstMoves: { loser: 'Той, хто програв', alternating: 'По черзі', winner: 'Переможець' },
  crawford: 'Правило Кроуфорда',
  ruleOptions: 'Параметри правил',
  openingRoll: 'Розіграш першого ходу',
  openingRolls: { useDice: 'Грати кості, що випали', reroll: 'Той, хто починає, кидає знову' },
  jacoby: 'Джекобі (марс лише після подвоєння)',
  lastRollDraw: 'Нічия останнім кидком (одна дошка)',
  daveProgression: 'Значення куба',
  sharedCubeAfterFirst: 'Спільний куб після першої дошки',
  sharedCubeAfterFirsts: {
    reset: 'Знову 1, можна подвоювати',
    retire: 'Виходить з гри: решта на одинарну ставку',
  },
  headRule: 'Правило голови (довгі)',
  sixBlock: 'Правило шести (довгі)',
  sixBlockTiming: 'Коли перевіряти блок',
  sixBlockTimings: {
    endOfTurn: 'Наприкінці ходу (пробіг дозволено)',
    step: 'Після кожного кроку (домашнє правило)',
  },
  sixBlockTimingHints: {
    endOfTurn: 'Загородження перевіряється за позицією наприкінці ходу: пробігти крізь нього під час ходу можна.',
    step: 'Загородження перевіряється після кожного кроку, тож порядок кроків важливий.',
  },
  headRules: {
    F2: {
      name: 'Одна шашка з голови (друга — за першого дубля, якщо треба)',
      hint: 'За хід з голови (ваш пункт 24) можна зняти одну шашку; на першому ході за дубля, якого одна шашка не може зіграти повністю, — другу.',
    },
    F1: {
      name: 'Одна шашка з голови (дві за першого 6-6, 4-4, 3-3)',
      hint: 'За хід з голови можна зняти одну шашку; на першому ході за 6-6, 4-4 і 3-3 — дві.',
    },
    strict: { name: 'Завжди одна шашка з голови', hint: 'За хід з голови знімається лише одна шашка, без винятків.' },
    free: {
      name: 'Без обмеження голови',
      hint: 'З голови можна знімати скільки завгодно шашок за хід (як у хачапурі).',
    },
  },
  sixBlocks: {
    ahead: {
      name: 'Шість поспіль — лише якщо попереду є шашка суперника',
      hint: 'Загородження з шести пунктів поспіль дозволене, лише якщо хоча б одна шашка суперника вже пройшла його.',
    },
    home: {
      name: 'Шість поспіль — лише якщо шашка суперника вдома',
      hint: 'Загородження з шести дозволене, лише якщо хоча б одна шашка суперника у своєму домі або винесена.',
    },
    forbidden: {
      name: 'Шість поспіль не можна ніколи',
      hint: 'Загородження з шести пунктів поспіль не дозволене ніколи.',
    },
    allowed: { name: 'Шість поспіль можна', hint: 'Загородження з шести пунктів поспіль дозволені завжди.' },
  },
  strictFullPipsBearoff: 'Суворий викид повними очками',
  homeMarsValue: 'Домашній марс вартий',
  homeMarsWorth: (value, boards) => (boards > 1 ? `${value} на паралельних столах` : `${value} на одній дошці`),
  longKoks: 'Кокс у довгих нардах',
  byTable: (value) => `Типово: ${value}`,
  defaultMark: (choice) => `${choice} (типово)`,
  inForce: 'Правила для цих дошок',
  bearoff: 'Викидання',
  bearoffs: {
    international: 'Міжнародне правило (6-4-1 при 5:3 можна 6/3 4/off)',
    strict: 'Повними очками, як у S000 (6-4-1 при 5:3 — 6/1 4/1)',
  },
  opponent: 'Суперник',
  opponents: { human: 'Людина за цим пристроєм', computer: "Комп'ютер" },
  level: 'Рівень',
  levels: { beginner: 'Новачок', club: 'Клубний', strong: 'Сильний', master: 'Майстер' },
  start: 'Почати',
  continueGame: 'Продовжити збережену гру',
  you: 'Ви',
  computer: "Комп'ютер",
  thinking: "Комп'ютер думає…",
  yourTurn: 'Ваш хід',
  resignTable: 'Здати весь стіл',
  resignGame: 'Здати партію',
  confirmResignTable: 'Здати всі незавершені дошки?',
  autoForced: 'Робити вимушені ходи автоматично',
  autoBoard: 'Обирати єдину дошку автоматично',
  exportRecord: 'Зберегти партію (JSON)',
  importRecord: 'Відкрити партію',
  exportMat: 'Експорт .mat (GNU Backgammon)',
  moveList: 'Ходи',
  gameN: (n) => `Партія ${n}`,
  summary: 'Підсумок',
  gameOver: 'Партію завершено',
  matchOver: 'Матч завершено',
  winner: 'Переможець',
  net: 'Разом',
  white: 'Білі',
  black: 'Чорні',
  endingNames: {
    oin: 'ойн',
    mars: 'марс',
    homeMars: 'домашній марс',
    koks: 'кокс',
    drop: 'відмова',
    draw: 'нічия',
    resign: 'здача',
  },
  halfPoint: '−½ перша дошка',
  pointsColumn: 'Очки',
  points: (n) => `${formatPoints(n)} ${pluralForm('uk', n, { one: 'очко', few: 'очки', many: 'очок', other: 'очка' })}`,
  turnLine: (turn, boards) => {
    const who = turn.player === 'white' ? 'Білі' : 'Чорні';
    const on = turn.board !== null && boards > 1 ? ` (дошка ${turn.board + 1})` : '';
    switch (turn.kind) {
      case 'move':
        return `${who} ${turn.dice[0]}-${turn.dice[1]}${boards > 1 ? ` · Дошка ${turn.board + 1}` : ''}: ${turn.text || 'немає ходу'}`;
      case 'double':
        return `${who} подвоюють до ${turn.value}${on}`;
      case 'take':
        return `${who} приймають`;
      case 'drop':
        return `${who} відмовляються${on}`;
      case 'resign':
        return turn.board === null ? `${who} здають увесь стіл` : `${who} здають дошку ${turn.board + 1}`;
    }
  },
  matchScore: 'Матч',
  unreadableTitle: 'Збережену гру не вдалося прочитати',
  unreadableText: 'Нічого не видалено. Скопіюйте або завантажте її текст, потім видаліть її або почніть нову гру.',
  copyText: 'Копіювати текст',
  copied: 'Скопійовано',
  download: 'Завантажити',
  discard: 'Видалити',
  importFailed: (why) => `Цей файл не є партією, яку можна відкрити: ${why}`,
  matFailed: (why) => `Файл .mat не створено: ${why}`,
  matSkipped: (boards) => `Не увійшли до файлу .mat: ${boards}`,
  matReasons: {
    variant: 'у GNU Backgammon немає довгих нард і хачапурі',
    variation: 'некгамон і нарди не можуть бути в одному файлі',
    start: 'партія почалася зі своєї позиції',
    'not-alternating': 'ходи не чергуються (гравець ходив двічі поспіль, зігравши між ними на іншій дошці)',
  },
  saveFailed: (why) => `Не вдалося зберегти гру на цьому пристрої: ${why}`,
  refused: {
    'turn/not-yours': 'Зараз не ваш хід',
    'move/illegal': 'Такий хід неможливий',
    'move/incomplete': 'Спершу зіграйте весь кидок',
    'board/committed': 'Цей кидок уже грається на іншій дошці',
    'board/finished': 'Ця дошка завершена',
    'cube/not-allowed': 'Зараз подвоювати не можна',
    'undo/nothing': 'Нічого скасовувати',
  },
  offline: 'Можна грати без мережі',
  close: 'Закрити',
  options: 'Налаштування',
  sounds: 'Звуки',
  boardTheme: 'Дошка',
  boardThemes: { green: 'Зелене сукно', wood: 'Світле дерево', contrast: 'Високий контраст' },
  players: 'Гравці',
  whiteName: "Ім'я білих",
  blackName: "Ім'я чорних",
  gamesInProgress: 'Незавершені ігри',
  continueThis: 'Продовжити',
  deleteGame: 'Видалити',
  deleteAsk: 'Видалити цю гру назавжди?',
  deleteYes: 'Видалити',
  deleteNo: 'Залишити',
  currentGame: 'поточна',
  keptInGames: 'Незавершену гру збережено: її можна продовжити у списку «Незавершені ігри» на екрані нової гри.',
  savedLine: (boards, opponent, moves, score, when) =>
    `${boards} · ${opponent} · ходів: ${moves}${score ? ` · ${score}` : ''} · ${when}`,
  unreadableGame: (code) => `Збережена гра, яку не вдається прочитати (${code})`,
};

const TABLES: Record<Locale, AppStrings> = { en, ru, uk };

/**
 * The languages the app speaks: those of its texts, which must cover every language of the elements
 * (`Locale`). Read from the texts, so the first page does not carry the elements' own string tables.
 */
export const APP_LOCALES = Object.keys(TABLES) as readonly Locale[];

/** The app's texts in a language. */
export function appStrings(locale: Locale): AppStrings {
  return TABLES[locale];
}

/**
 * The language to start in: the first of the browser's languages (`navigator.languages`) that the app
 * speaks, by its primary subtag (`uk-UA` → uk); English otherwise.
 */
export function detectLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const locale = APP_LOCALES.find((l) => l === primary);
    if (locale) return locale;
  }
  return 'en';
}
