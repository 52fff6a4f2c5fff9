import { type Locale, pluralForm } from '@nardy/elements';
import type { ClockPreset, QuickPreset, RatingKind } from '@nardy/online';
import type { Color } from '@nardy/rules';

/**
 * Texts of the club (lobby, quick match, accounts, profiles, leaderboards, clocks and chat) in every
 * language of the app. Variant, ending and cube names come from the app's own texts (i18n.ts). Functions
 * take numbers and names so that Russian and Ukrainian can inflect and place them (Intl.PluralRules).
 */
export interface ClubStrings {
  readonly club: string;
  readonly lobby: string;
  readonly quickMatch: string;
  readonly leaderboard: string;
  readonly account: string;
  readonly profile: string;
  readonly connection: Record<'connecting' | 'connected' | 'reconnecting' | 'closed', string>;
  readonly openTables: string;
  readonly noOpenTables: string;
  readonly tablesInPlay: (n: number) => string;
  readonly noTablesInPlay: string;
  readonly playersOnline: (n: number) => string;
  readonly atTable: string;
  readonly inLobby: string;
  readonly guest: string;
  /** A spectator who gave no name, by his number at the table. */
  readonly spectatorN: (n: number) => string;
  readonly sit: string;
  readonly sitAt: (table: string) => string;
  readonly watch: string;
  readonly watchTable: (table: string) => string;
  readonly emptySeat: string;
  readonly rated: string;
  readonly casual: string;
  readonly noClock: string;
  readonly clockSetting: (delay: string, reserve: string) => string;
  readonly matchTo: (n: number) => string;
  readonly singleGame: string;
  readonly cubeLabel: (mode: string) => string;
  readonly spectators: (n: number) => string;
  readonly versus: (white: string, black: string) => string;
  readonly tableOf: (name: string) => string;
  readonly yourName: string;
  readonly presets: Record<QuickPreset, string>;
  readonly clocks: Record<ClockPreset, string>;
  readonly clockHint: (delay: string, reservePerPoint: string) => string;
  readonly preset: string;
  readonly clock: string;
  readonly ratedGame: string;
  readonly ratedNeedsLogin: string;
  readonly findOpponent: string;
  readonly openTable: string;
  readonly openTableHint: string;
  readonly cancel: string;
  readonly waitingFor: (elapsed: string) => string;
  readonly othersWaiting: (n: number) => string;
  readonly matched: string;
  readonly openingTable: string;
  readonly logIn: string;
  readonly register: string;
  readonly logOut: string;
  readonly loggedInAs: (name: string) => string;
  readonly guestHint: string;
  readonly accountName: string;
  readonly password: string;
  readonly haveAccount: string;
  readonly newAccount: string;
  readonly nameRules: string;
  readonly passwordRules: string;
  readonly errors: Record<string, string>;
  readonly unknownError: (code: string) => string;
  readonly networkError: string;
  readonly kinds: Record<RatingKind, string>;
  readonly rating: string;
  readonly deviation: string;
  readonly games: (n: number) => string;
  readonly gamesColumn: string;
  readonly member: (since: string) => string;
  readonly noRating: string;
  readonly ratingHistory: string;
  readonly chartLabel: (kind: string, points: number, first: number, last: number) => string;
  readonly noHistory: string;
  readonly recentGames: string;
  readonly noGames: string;
  readonly results: Record<'won' | 'lost' | 'draw' | 'playing', string>;
  readonly when: string;
  readonly boards: string;
  readonly opponent: string;
  readonly result: string;
  readonly record: string;
  readonly openRecord: (opponent: string) => string;
  readonly analyse: string;
  readonly analyseGame: (opponent: string) => string;
  readonly byVariant: string;
  readonly won: string;
  readonly lost: string;
  readonly draws: string;
  readonly rank: string;
  readonly player: string;
  readonly noPlayers: string;
  readonly unknownPlayer: string;
  readonly myProfile: string;
  /** The account's tab for a player logged in. */
  readonly accountTab: string;
  readonly loading: string;
  readonly colors: Record<Color, string>;
  readonly clocksLabel: string;
  readonly clockOf: (name: string) => string;
  readonly delay: string;
  readonly reserve: string;
  readonly toMove: string;
  readonly clockSummary: (name: string, reserve: string, delay: string | null) => string;
  readonly claimWin: string;
  readonly claimHintTimeout: (name: string) => string;
  readonly claimHintAway: (name: string) => string;
  readonly lostOnTime: (name: string) => string;
  readonly abandoned: (name: string) => string;
  readonly chatPlayers: string;
  readonly chatSpectators: string;
  readonly chatMessage: string;
  readonly send: string;
  readonly noMessages: string;
  readonly mute: (name: string) => string;
  readonly unmute: (name: string) => string;
  readonly muted: string;
  readonly muteShort: string;
  readonly reportShort: string;
  readonly report: (name: string) => string;
  readonly reported: string;
  readonly chatLimits: (max: number) => string;
  readonly ratingChange: (before: number, after: number) => string;
}

const plural = (lang: Locale, n: number, one: string, few: string, many: string) =>
  pluralForm(lang, n, { one, few, many, other: few });

const en: ClubStrings = {
  club: 'Nardy club',
  lobby: 'Lobby',
  quickMatch: 'Quick match',
  leaderboard: 'Leaderboard',
  account: 'Log in',
  profile: 'Profile',
  connection: {
    connecting: 'Connecting to the club…',
    connected: 'Connected',
    reconnecting: 'Connection lost: reconnecting…',
    closed: 'Not connected',
  },
  openTables: 'Tables waiting for an opponent',
  noOpenTables: 'No table is waiting for an opponent. Start a quick match and the club pairs you.',
  tablesInPlay: (n) => `Tables in play (${n})`,
  noTablesInPlay: 'No table is in play just now.',
  playersOnline: (n) => `Players online (${n})`,
  atTable: 'at a table',
  inLobby: 'in the lobby',
  guest: 'guest',
  spectatorN: (n) => `Spectator ${n}`,
  sit: 'Sit',
  sitAt: (table) => `Sit at ${table}`,
  watch: 'Watch',
  watchTable: (table) => `Watch ${table}`,
  emptySeat: 'free seat',
  rated: 'rated',
  casual: 'unrated',
  noClock: 'no clock',
  clockSetting: (delay, reserve) => `${delay} per move + ${reserve}`,
  matchTo: (n) => `match to ${n}`,
  singleGame: 'one game',
  cubeLabel: (mode) => `cube: ${mode}`,
  spectators: (n) => `${n} ${n === 1 ? 'spectator' : 'spectators'}`,
  versus: (white, black) => `${white} – ${black}`,
  tableOf: (name) => `${name}'s table`,
  yourName: 'Your name (guests)',
  presets: {
    short: 'Short nardy, 1 board, one game',
    'short-5': 'Short nardy, 1 board, 5 points',
    long: 'Long nardy, 1 board',
    'parallel-short-long': 'Parallel: short + long',
    'parallel-2-shared': 'Parallel: 2 boards, shared cube',
  },
  clocks: { none: 'No clock', blitz: 'Blitz', standard: 'Standard', relaxed: 'Relaxed' },
  clockHint: (delay, reserve) => `${delay} per move + ${reserve} per point and board`,
  preset: 'What to play',
  clock: 'Clock',
  ratedGame: 'Rated',
  ratedNeedsLogin: 'Log in to play rated games; guests play unrated.',
  findOpponent: 'Find an opponent',
  openTable: 'Open a table in the lobby',
  openTableHint: 'You sit at White and wait: anyone in the lobby can take the other seat.',
  cancel: 'Cancel',
  waitingFor: (elapsed) => `Looking for an opponent… ${elapsed}`,
  othersWaiting: (n) =>
    n === 0
      ? 'Nobody else is waiting for this just now.'
      : `${n} ${n === 1 ? 'player waits' : 'players wait'} for this`,
  matched: 'Opponent found!',
  openingTable: 'Opening the table…',
  logIn: 'Log in',
  register: 'Create account',
  logOut: 'Log out',
  loggedInAs: (name) => `Logged in as ${name}`,
  guestHint: 'An account is optional: guests play unrated games under any name.',
  accountName: 'Name',
  password: 'Password',
  haveAccount: 'I have an account',
  newAccount: 'New account',
  nameRules: '3–24 letters, digits, _ - .',
  passwordRules: 'At least 8 characters',
  errors: {
    'account/name': 'A name has 3–24 letters, digits, _, - or .',
    'account/password': 'A password has 8–200 characters.',
    'account/name-taken': 'That name is taken.',
    'account/wrong-password': 'Wrong name or password.',
    'account/login-required': 'Log in first.',
    'rate/login': 'Too many attempts: try again in a minute.',
    'rate/accounts': 'Too many new accounts from here: try again later.',
    'request/origin': 'Refused: the request came from another site.',
    'player/unknown': 'No such player.',
    'leaderboard/kind': 'No such leaderboard.',
    'quick/login-required': 'Log in to play rated games.',
    'quick/preset': 'Unknown preset.',
    'quick/clock': 'Unknown clock.',
    'lobby/taken': 'Someone took that seat first.',
    'lobby/login-required': 'That table is rated: log in to sit there.',
    'lobby/same-player': 'You already sit at that table.',
    'lobby/unknown-table': 'That table is gone.',
    'rate/limited': 'Too many messages: slow down.',
    'chat/empty': 'Write something first.',
    'chat/too-long': 'That message is too long.',
    'chat/rate': 'Too many messages: wait a few seconds.',
    'claim/not-allowed': 'The win cannot be claimed now.',
    'rate/tables': 'Too many new tables from here: wait a minute.',
  },
  unknownError: (code) => `Something went wrong (${code}).`,
  networkError: 'The server cannot be reached.',
  kinds: { short: 'Short, 1 board', long: 'Long, 1 board', parallel: 'Parallel' },
  rating: 'Rating',
  deviation: '±',
  games: (n) => `${n} ${n === 1 ? 'game' : 'games'}`,
  gamesColumn: 'Games',
  member: (since) => `Member since ${since}`,
  noRating: 'not rated yet',
  ratingHistory: 'Rating history',
  chartLabel: (kind, points, first, last) =>
    `${kind}: ${points} rated ${points === 1 ? 'game' : 'games'}, from ${first} to ${last}`,
  noHistory: 'No rated games yet.',
  recentGames: 'Recent games',
  noGames: 'No games yet.',
  results: { won: 'won', lost: 'lost', draw: 'draw', playing: 'in play' },
  when: 'When',
  boards: 'Boards',
  opponent: 'Opponent',
  result: 'Result',
  record: 'Record',
  openRecord: (opponent) => `Record of the game against ${opponent}`,
  analyse: 'Analyse',
  analyseGame: (opponent) => `Analyse the game against ${opponent}`,
  byVariant: 'Wins and losses by variant',
  won: 'Won',
  lost: 'Lost',
  draws: 'Draws',
  rank: 'Rank',
  player: 'Player',
  noPlayers: 'Nobody is rated here yet.',
  unknownPlayer: 'No player of that name.',
  myProfile: 'My profile',
  accountTab: 'Account',
  loading: 'Loading…',
  colors: { white: 'White', black: 'Black' },
  clocksLabel: 'Clocks',
  clockOf: (name) => `${name}'s clock`,
  delay: 'delay',
  reserve: 'reserve',
  toMove: 'to move',
  clockSummary: (name, reserve, delay) => `${name}: ${reserve} left${delay ? `, ${delay} of delay, running` : ''}`,
  claimWin: 'Claim the win',
  claimHintTimeout: (name) => `${name} is away and has no time left.`,
  claimHintAway: (name) => `${name} has left the table.`,
  lostOnTime: (name) => `${name} lost on time.`,
  abandoned: (name) => `${name} left: the win was claimed.`,
  chatPlayers: 'Players’ chat',
  chatSpectators: 'Spectators’ chat',
  chatMessage: 'Message',
  send: 'Send',
  noMessages: 'No messages yet.',
  mute: (name) => `Mute ${name}`,
  unmute: (name) => `Unmute ${name}`,
  muted: 'muted',
  muteShort: 'Mute',
  reportShort: 'Report',
  report: (name) => `Report ${name}'s message`,
  reported: 'Reported. Thank you.',
  chatLimits: (max) => `Up to ${max} characters`,
  ratingChange: (before, after) => `Rating ${before} → ${after}`,
};

const ru: ClubStrings = {
  club: 'Клуб нард',
  lobby: 'Лобби',
  quickMatch: 'Быстрая игра',
  leaderboard: 'Рейтинг игроков',
  account: 'Вход',
  profile: 'Профиль',
  connection: {
    connecting: 'Подключение к клубу…',
    connected: 'Подключено',
    reconnecting: 'Связь потеряна: переподключение…',
    closed: 'Нет подключения',
  },
  openTables: 'Столы ждут соперника',
  noOpenTables: 'Ни один стол не ждёт соперника. Начните быструю игру — клуб подберёт вам пару.',
  tablesInPlay: (n) => `Идут игры (${n})`,
  noTablesInPlay: 'Сейчас никто не играет.',
  playersOnline: (n) => `Игроки в сети (${n})`,
  atTable: 'за столом',
  inLobby: 'в лобби',
  guest: 'гость',
  spectatorN: (n) => `Зритель ${n}`,
  sit: 'Сесть',
  sitAt: (table) => `Сесть за стол: ${table}`,
  watch: 'Смотреть',
  watchTable: (table) => `Смотреть стол: ${table}`,
  emptySeat: 'свободно',
  rated: 'на рейтинг',
  casual: 'без рейтинга',
  noClock: 'без часов',
  clockSetting: (delay, reserve) => `${delay} на ход + ${reserve}`,
  matchTo: (n) => `матч до ${n}`,
  singleGame: 'одна партия',
  cubeLabel: (mode) => `куб: ${mode}`,
  spectators: (n) => `${n} ${plural('ru', n, 'зритель', 'зрителя', 'зрителей')}`,
  versus: (white, black) => `${white} – ${black}`,
  tableOf: (name) => `Стол игрока ${name}`,
  yourName: 'Ваше имя (для гостей)',
  presets: {
    short: 'Короткие нарды, 1 доска, одна партия',
    'short-5': 'Короткие нарды, 1 доска, до 5 очков',
    long: 'Длинные нарды, 1 доска',
    'parallel-short-long': 'Параллельные: короткие + длинные',
    'parallel-2-shared': 'Параллельные: 2 доски, общий куб',
  },
  clocks: { none: 'Без часов', blitz: 'Блиц', standard: 'Обычные', relaxed: 'Неспешные' },
  clockHint: (delay, reserve) => `${delay} на ход + ${reserve} на очко и доску`,
  preset: 'Во что играть',
  clock: 'Часы',
  ratedGame: 'На рейтинг',
  ratedNeedsLogin: 'Чтобы играть на рейтинг, войдите; гости играют без рейтинга.',
  findOpponent: 'Найти соперника',
  openTable: 'Открыть стол в лобби',
  openTableHint: 'Вы садитесь за белых и ждёте: любой в лобби может занять второе место.',
  cancel: 'Отмена',
  waitingFor: (elapsed) => `Ищем соперника… ${elapsed}`,
  othersWaiting: (n) =>
    n === 0
      ? 'Сейчас больше никто этого не ждёт.'
      : `Этого ждут ещё ${n} ${plural('ru', n, 'игрок', 'игрока', 'игроков')}`,
  matched: 'Соперник найден!',
  openingTable: 'Открываем стол…',
  logIn: 'Войти',
  register: 'Создать учётную запись',
  logOut: 'Выйти',
  loggedInAs: (name) => `Вы вошли как ${name}`,
  guestHint: 'Учётная запись не обязательна: гости играют без рейтинга под любым именем.',
  accountName: 'Имя',
  password: 'Пароль',
  haveAccount: 'У меня есть учётная запись',
  newAccount: 'Новая учётная запись',
  nameRules: '3–24 буквы, цифры, _ - .',
  passwordRules: 'Не меньше 8 символов',
  errors: {
    'account/name': 'Имя — это 3–24 буквы, цифры, _, - или .',
    'account/password': 'Пароль — от 8 до 200 символов.',
    'account/name-taken': 'Это имя уже занято.',
    'account/wrong-password': 'Неверное имя или пароль.',
    'account/login-required': 'Сначала войдите.',
    'rate/login': 'Слишком много попыток: попробуйте через минуту.',
    'rate/accounts': 'Слишком много новых учётных записей отсюда: попробуйте позже.',
    'request/origin': 'Отказано: запрос пришёл с другого сайта.',
    'player/unknown': 'Такого игрока нет.',
    'leaderboard/kind': 'Такого рейтинга нет.',
    'quick/login-required': 'Чтобы играть на рейтинг, войдите.',
    'quick/preset': 'Неизвестный вид игры.',
    'quick/clock': 'Неизвестные часы.',
    'lobby/taken': 'Это место уже заняли.',
    'lobby/login-required': 'Этот стол на рейтинг: войдите, чтобы сесть.',
    'lobby/same-player': 'Вы уже сидите за этим столом.',
    'lobby/unknown-table': 'Этого стола уже нет.',
    'rate/limited': 'Слишком много сообщений: помедленнее.',
    'chat/empty': 'Сначала напишите что-нибудь.',
    'chat/too-long': 'Сообщение слишком длинное.',
    'chat/rate': 'Слишком много сообщений: подождите несколько секунд.',
    'claim/not-allowed': 'Сейчас победу засчитать нельзя.',
    'rate/tables': 'Слишком много новых столов отсюда: подождите минуту.',
  },
  unknownError: (code) => `Что-то пошло не так (${code}).`,
  networkError: 'Сервер недоступен.',
  kinds: { short: 'Короткие, 1 доска', long: 'Длинные, 1 доска', parallel: 'Параллельные' },
  rating: 'Рейтинг',
  deviation: '±',
  games: (n) => `${n} ${plural('ru', n, 'партия', 'партии', 'партий')}`,
  gamesColumn: 'Партии',
  member: (since) => `В клубе с ${since}`,
  noRating: 'пока без рейтинга',
  ratingHistory: 'История рейтинга',
  chartLabel: (kind, points, first, last) =>
    `${kind}: ${points} ${plural('ru', points, 'рейтинговая партия', 'рейтинговые партии', 'рейтинговых партий')}, от ${first} до ${last}`,
  noHistory: 'Рейтинговых партий пока нет.',
  recentGames: 'Последние партии',
  noGames: 'Партий пока нет.',
  results: { won: 'победа', lost: 'поражение', draw: 'ничья', playing: 'идёт' },
  when: 'Когда',
  boards: 'Доски',
  opponent: 'Соперник',
  result: 'Итог',
  record: 'Запись',
  openRecord: (opponent) => `Запись партии с игроком ${opponent}`,
  analyse: 'Анализ',
  analyseGame: (opponent) => `Анализ партии с игроком ${opponent}`,
  byVariant: 'Победы и поражения по видам',
  won: 'Победы',
  lost: 'Поражения',
  draws: 'Ничьи',
  rank: 'Место',
  player: 'Игрок',
  noPlayers: 'Здесь пока никого нет.',
  unknownPlayer: 'Игрока с таким именем нет.',
  myProfile: 'Мой профиль',
  accountTab: 'Учётная запись',
  loading: 'Загрузка…',
  colors: { white: 'Белые', black: 'Чёрные' },
  clocksLabel: 'Часы',
  clockOf: (name) => `Часы: ${name}`,
  delay: 'задержка',
  reserve: 'запас',
  toMove: 'ходит',
  clockSummary: (name, reserve, delay) =>
    `${name}: осталось ${reserve}${delay ? `, задержка ${delay}, часы идут` : ''}`,
  claimWin: 'Засчитать победу',
  claimHintTimeout: (name) => `${name} не в сети, и его время вышло.`,
  claimHintAway: (name) => `${name} покинул стол.`,
  lostOnTime: (name) => `${name}: время вышло, поражение.`,
  abandoned: (name) => `${name} ушёл: победа засчитана.`,
  chatPlayers: 'Чат игроков',
  chatSpectators: 'Чат зрителей',
  chatMessage: 'Сообщение',
  send: 'Отправить',
  noMessages: 'Сообщений пока нет.',
  mute: (name) => `Скрыть сообщения: ${name}`,
  unmute: (name) => `Снова показать сообщения: ${name}`,
  muted: 'скрыт',
  muteShort: 'Скрыть',
  reportShort: 'Пожаловаться',
  report: (name) => `Пожаловаться на сообщение: ${name}`,
  reported: 'Жалоба отправлена. Спасибо.',
  chatLimits: (max) => `До ${max} символов`,
  ratingChange: (before, after) => `Рейтинг ${before} → ${after}`,
};

const uk: ClubStrings = {
  club: 'Клуб нардів',
  lobby: 'Лобі',
  quickMatch: 'Швидка гра',
  leaderboard: 'Рейтинг гравців',
  account: 'Вхід',
  profile: 'Профіль',
  connection: {
    connecting: 'Підключення до клубу…',
    connected: 'Підключено',
    reconnecting: 'Звʼязок втрачено: перепідключення…',
    closed: 'Немає підключення',
  },
  openTables: 'Столи чекають на суперника',
  noOpenTables: 'Жоден стіл не чекає на суперника. Почніть швидку гру — клуб підбере вам пару.',
  tablesInPlay: (n) => `Тривають ігри (${n})`,
  noTablesInPlay: 'Зараз ніхто не грає.',
  playersOnline: (n) => `Гравці в мережі (${n})`,
  atTable: 'за столом',
  inLobby: 'у лобі',
  guest: 'гість',
  spectatorN: (n) => `Глядач ${n}`,
  sit: 'Сісти',
  sitAt: (table) => `Сісти за стіл: ${table}`,
  watch: 'Дивитися',
  watchTable: (table) => `Дивитися стіл: ${table}`,
  emptySeat: 'вільно',
  rated: 'на рейтинг',
  casual: 'без рейтингу',
  noClock: 'без годинника',
  clockSetting: (delay, reserve) => `${delay} на хід + ${reserve}`,
  matchTo: (n) => `матч до ${n}`,
  singleGame: 'одна партія',
  cubeLabel: (mode) => `куб: ${mode}`,
  spectators: (n) => `${n} ${plural('uk', n, 'глядач', 'глядачі', 'глядачів')}`,
  versus: (white, black) => `${white} – ${black}`,
  tableOf: (name) => `Стіл гравця ${name}`,
  yourName: "Ваше ім'я (для гостей)",
  presets: {
    short: 'Короткі нарди, 1 дошка, одна партія',
    'short-5': 'Короткі нарди, 1 дошка, до 5 очок',
    long: 'Довгі нарди, 1 дошка',
    'parallel-short-long': 'Паралельні: короткі + довгі',
    'parallel-2-shared': 'Паралельні: 2 дошки, спільний куб',
  },
  clocks: { none: 'Без годинника', blitz: 'Бліц', standard: 'Звичайний', relaxed: 'Неквапливий' },
  clockHint: (delay, reserve) => `${delay} на хід + ${reserve} на очко і дошку`,
  preset: 'У що грати',
  clock: 'Годинник',
  ratedGame: 'На рейтинг',
  ratedNeedsLogin: 'Щоб грати на рейтинг, увійдіть; гості грають без рейтингу.',
  findOpponent: 'Знайти суперника',
  openTable: 'Відкрити стіл у лобі',
  openTableHint: 'Ви сідаєте за білих і чекаєте: будь-хто в лобі може зайняти друге місце.',
  cancel: 'Скасувати',
  waitingFor: (elapsed) => `Шукаємо суперника… ${elapsed}`,
  othersWaiting: (n) =>
    n === 0
      ? 'Зараз більше ніхто цього не чекає.'
      : `На це чекають ще ${n} ${plural('uk', n, 'гравець', 'гравці', 'гравців')}`,
  matched: 'Суперника знайдено!',
  openingTable: 'Відкриваємо стіл…',
  logIn: 'Увійти',
  register: 'Створити обліковий запис',
  logOut: 'Вийти',
  loggedInAs: (name) => `Ви увійшли як ${name}`,
  guestHint: "Обліковий запис не обов'язковий: гості грають без рейтингу під будь-яким ім'ям.",
  accountName: "Ім'я",
  password: 'Пароль',
  haveAccount: 'У мене є обліковий запис',
  newAccount: 'Новий обліковий запис',
  nameRules: '3–24 літери, цифри, _ - .',
  passwordRules: 'Щонайменше 8 символів',
  errors: {
    'account/name': "Ім'я — це 3–24 літери, цифри, _, - або .",
    'account/password': 'Пароль — від 8 до 200 символів.',
    'account/name-taken': "Це ім'я вже зайняте.",
    'account/wrong-password': "Неправильне ім'я або пароль.",
    'account/login-required': 'Спершу увійдіть.',
    'rate/login': 'Забагато спроб: спробуйте за хвилину.',
    'rate/accounts': 'Забагато нових облікових записів звідси: спробуйте пізніше.',
    'request/origin': 'Відмовлено: запит прийшов з іншого сайту.',
    'player/unknown': 'Такого гравця немає.',
    'leaderboard/kind': 'Такого рейтингу немає.',
    'quick/login-required': 'Щоб грати на рейтинг, увійдіть.',
    'quick/preset': 'Невідомий вид гри.',
    'quick/clock': 'Невідомий годинник.',
    'lobby/taken': 'Це місце вже зайняли.',
    'lobby/login-required': 'Цей стіл на рейтинг: увійдіть, щоб сісти.',
    'lobby/same-player': 'Ви вже сидите за цим столом.',
    'lobby/unknown-table': 'Цього столу вже немає.',
    'rate/limited': 'Забагато повідомлень: повільніше.',
    'chat/empty': 'Спершу напишіть щось.',
    'chat/too-long': 'Повідомлення задовге.',
    'chat/rate': 'Забагато повідомлень: зачекайте кілька секунд.',
    'claim/not-allowed': 'Зараз перемогу зарахувати не можна.',
    'rate/tables': 'Забагато нових столів звідси: зачекайте хвилину.',
  },
  unknownError: (code) => `Щось пішло не так (${code}).`,
  networkError: 'Сервер недоступний.',
  kinds: { short: 'Короткі, 1 дошка', long: 'Довгі, 1 дошка', parallel: 'Паралельні' },
  rating: 'Рейтинг',
  deviation: '±',
  games: (n) => `${n} ${plural('uk', n, 'партія', 'партії', 'партій')}`,
  gamesColumn: 'Партії',
  member: (since) => `У клубі з ${since}`,
  noRating: 'поки без рейтингу',
  ratingHistory: 'Історія рейтингу',
  chartLabel: (kind, points, first, last) =>
    `${kind}: ${points} ${plural('uk', points, 'рейтингова партія', 'рейтингові партії', 'рейтингових партій')}, від ${first} до ${last}`,
  noHistory: 'Рейтингових партій поки немає.',
  recentGames: 'Останні партії',
  noGames: 'Партій поки немає.',
  results: { won: 'перемога', lost: 'поразка', draw: 'нічия', playing: 'триває' },
  when: 'Коли',
  boards: 'Дошки',
  opponent: 'Суперник',
  result: 'Підсумок',
  record: 'Запис',
  openRecord: (opponent) => `Запис партії з гравцем ${opponent}`,
  analyse: 'Аналіз',
  analyseGame: (opponent) => `Аналіз партії з гравцем ${opponent}`,
  byVariant: 'Перемоги й поразки за видами',
  won: 'Перемоги',
  lost: 'Поразки',
  draws: 'Нічиї',
  rank: 'Місце',
  player: 'Гравець',
  noPlayers: 'Тут поки нікого немає.',
  unknownPlayer: 'Гравця з таким імʼям немає.',
  myProfile: 'Мій профіль',
  accountTab: 'Обліковий запис',
  loading: 'Завантаження…',
  colors: { white: 'Білі', black: 'Чорні' },
  clocksLabel: 'Годинники',
  clockOf: (name) => `Годинник: ${name}`,
  delay: 'затримка',
  reserve: 'запас',
  toMove: 'ходить',
  clockSummary: (name, reserve, delay) =>
    `${name}: лишилося ${reserve}${delay ? `, затримка ${delay}, годинник іде` : ''}`,
  claimWin: 'Зарахувати перемогу',
  claimHintTimeout: (name) => `${name} не в мережі, і його час вийшов.`,
  claimHintAway: (name) => `${name} залишив стіл.`,
  lostOnTime: (name) => `${name}: час вийшов, поразка.`,
  abandoned: (name) => `${name} пішов: перемогу зараховано.`,
  chatPlayers: 'Чат гравців',
  chatSpectators: 'Чат глядачів',
  chatMessage: 'Повідомлення',
  send: 'Надіслати',
  noMessages: 'Повідомлень поки немає.',
  mute: (name) => `Приховати повідомлення: ${name}`,
  unmute: (name) => `Знову показати повідомлення: ${name}`,
  muted: 'приховано',
  muteShort: 'Приховати',
  reportShort: 'Поскаржитися',
  report: (name) => `Поскаржитися на повідомлення: ${name}`,
  reported: 'Скаргу надіслано. Дякуємо.',
  chatLimits: (max) => `До ${max} символів`,
  ratingChange: (before, after) => `Рейтинг ${before} → ${after}`,
};

const TABLES: Record<Locale, ClubStrings> = { en, ru, uk };

/** The club's texts in a language. */
export function clubStrings(locale: Locale): ClubStrings {
  return TABLES[locale];
}

/** A duration on a clock: m:ss, or h:mm:ss from an hour (whole seconds, rounded up while running down). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  // Correspondence clocks run for days: "2d 05:30" (days, hours and minutes).
  if (h >= 24) return `${Math.floor(h / 24)}d ${String(h % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A reserve as words for settings ("1 min", "30 s", "1 h 30 min"), in the locale's units. */
export function formatReserve(locale: Locale, ms: number): string {
  const seconds = Math.round(ms / 1000);
  const unit = (value: number, u: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(unit(h, 'hour'));
  if (m > 0) parts.push(unit(m, 'minute'));
  if (s > 0 || parts.length === 0) parts.push(unit(s, 'second'));
  return parts.join(' ');
}
