import { type Locale, pluralForm } from '@nardy/elements';
import type { ClockPreset, SeatStatus } from '@nardy/online';
import type { Color } from '@nardy/rules';

/** A connection's own state as the page says it (OnlineTable's statuses). */
export type OwnStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/**
 * Texts of online play (issue 15 §3) in every language of the app: the create screen, the invitation
 * with its QR code, the waiting screen, the connection line, the spectator's view and the end of the
 * table (rematch, downloads, the dice proof). Names and counts are arguments, so Russian and Ukrainian
 * can place and inflect them.
 */
export interface OnlineStrings {
  readonly playOnline: string;
  readonly createIntro: string;
  readonly yourName: string;
  readonly players: string;
  readonly copyWatchLink: string;
  readonly createTable: string;
  readonly creating: string;
  readonly createFailed: (reason: string) => string;
  readonly waitingTitle: string;
  readonly waitingText: string;
  readonly inviteLink: string;
  readonly watchLink: string;
  readonly copyLink: string;
  readonly copied: string;
  readonly copyByHand: string;
  readonly qrLabel: string;
  readonly joinTitle: string;
  readonly joinText: string;
  readonly takeSeat: string;
  readonly oneGame: string;
  readonly clock: string;
  readonly clocks: Record<ClockPreset, string>;
  /** A preset's clock at the table being made: free seconds each move, then the reserve in minutes. */
  readonly clockHint: (delaySeconds: number, reserveMinutes: string) => string;
  readonly boards: string;
  /** The create screen's rated choice, what it means, and why a guest cannot choose it. */
  readonly ratedGame: string;
  readonly ratedHint: string;
  readonly ratedNeedsLogin: string;
  readonly logIn: string;
  /** The create screen's lobby choice and what it means. */
  readonly listedInLobby: string;
  readonly listedHint: string;
  /** The create screen: whom the table is against. */
  readonly opponent: string;
  readonly opponentPerson: string;
  readonly opponentComputer: string;
  readonly computerLevel: string;
  readonly computerHint: string;
  /** The table's settings (the invited player's preview, the waiting screen): rated or not, listed or not. */
  readonly rating: string;
  readonly ratedTable: string;
  readonly unratedTable: string;
  readonly lobby: string;
  readonly listedTable: string;
  readonly unlistedTable: string;
  /** An invited guest at a rated table. */
  readonly ratedSeatNeedsLogin: string;
  readonly connecting: string;
  readonly colorName: (color: Color) => string;
  readonly you: string;
  readonly own: Record<OwnStatus, string>;
  readonly seat: Record<SeatStatus, string>;
  /** A seat's status while this connection is lost (it cannot be known). */
  readonly seatUnknown: string;
  readonly spectators: (n: number) => string;
  readonly watchingBanner: string;
  readonly connectionLine: string;
  readonly errors: Record<string, string>;
  readonly errorWithCode: (code: string, message: string) => string;
  readonly tryAgain: string;
  readonly backToStart: string;
  readonly rematch: string;
  readonly rematchWaiting: string;
  readonly rematchAsked: (name: string) => string;
  readonly acceptRematch: string;
  readonly declineRematch: string;
  readonly rematchDeclined: (name: string) => string;
  readonly rematchReady: string;
  readonly goToRematch: string;
  readonly diceTitle: string;
  readonly commitment: string;
  readonly serverSeed: string;
  readonly diceChecking: string;
  readonly diceVerified: (rolls: number) => string;
  readonly diceFailed: (reason: string) => string;
  readonly diceHidden: string;
  readonly onlineTables: string;
  readonly tableLine: (boards: string, color: string, when: string) => string;
  readonly watchLine: (boards: string, when: string) => string;
  readonly continueTable: string;
  readonly forget: string;
  readonly leaveTable: string;
}

const en: OnlineStrings = {
  playOnline: 'Play online',
  createIntro:
    'Create a table with the settings below, send the invitation link to your opponent, and play in two browsers. You play White.',
  yourName: 'Your name',
  players: 'Players',
  copyWatchLink: 'Copy the spectators’ link',
  createTable: 'Create table',
  creating: 'Creating the table…',
  createFailed: (reason) => `The table could not be created: ${reason}`,
  waitingTitle: 'Waiting for your opponent',
  waitingText: 'Send this link to your opponent (or let them scan the QR code). The game starts when they open it.',
  inviteLink: 'Invitation link for your opponent',
  watchLink: 'Link for spectators',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyByHand: 'The link could not be copied: select it and copy it by hand',
  qrLabel: 'QR code of the invitation link',
  joinTitle: 'You are invited to a table of nardy',
  joinText: 'Choose the name your opponent will see, then take your seat.',
  takeSeat: 'Take the seat',
  oneGame: 'One game',
  clock: 'Clock',
  clocks: { none: 'No clock', blitz: 'Blitz', standard: 'Standard', relaxed: 'Relaxed' },
  clockHint: (d, r) => `${d} s free each move, then ${r} min in reserve for the whole table`,
  boards: 'Boards',
  ratedGame: 'Rated game',
  ratedHint: 'Both players need an account; the ratings change when the table is over.',
  ratedNeedsLogin: 'Log in to play rated games; guests play unrated.',
  logIn: 'Log in',
  listedInLobby: 'Listed in the lobby',
  opponent: 'Opponent',
  opponentPerson: 'A person (I send an invitation)',
  opponentComputer: 'The computer, on the server',
  computerLevel: 'Level',
  computerHint: 'You play White; the server plays Black. Games against the computer are never rated.',
  listedHint:
    'Players in the club’s lobby see the table and can take the free seat; otherwise only your link leads to it.',
  rating: 'Rating',
  ratedTable: 'Rated',
  unratedTable: 'Unrated',
  lobby: 'Lobby',
  listedTable: 'Listed in the lobby',
  unlistedTable: 'By invitation only',
  ratedSeatNeedsLogin: 'This table is rated: log in to take the seat.',
  connecting: 'Connecting to the table…',
  colorName: (c) => (c === 'white' ? 'White' : 'Black'),
  you: 'You',
  own: { connecting: 'connecting…', connected: 'connected', reconnecting: 'reconnecting…', closed: 'disconnected' },
  seat: { empty: 'not here yet', connected: 'online', reconnecting: 'connection lost, reconnecting…', away: 'away' },
  seatUnknown: 'unknown while you are disconnected',
  spectators: (n) => `${n} ${pluralForm('en', n, { one: 'spectator', other: 'spectators' })}`,
  watchingBanner: 'You are watching this table',
  connectionLine: 'Connections',
  errors: {
    'table/unknown': 'There is no such table on this server.',
    'seat/bad-token': 'This invitation link is not valid for this table.',
    'link/invalid': 'This is not a link to a table.',
    'connection/failed': 'The game server could not be reached.',
    'connection/lost': 'Not connected: wait until the connection is back.',
    'seat/replaced': 'This seat was opened in another tab or browser.',
    'table/full': 'The table has no room for more spectators.',
    'join/protocol': 'This page is older than the server: reload it.',
    'seat/login-required': 'This seat is for a logged-in player.',
    'seat/other-account': 'This seat belongs to another account.',
    'seat/same-player': 'You cannot take both seats of a table.',
    'table/waiting': 'Your opponent has not arrived yet.',
    'rate/limited': 'Too many messages: slow down a little.',
    'rate/tables': 'Too many tables created from this address: try again in a minute.',
    'account/login-required': 'Log in to create a rated table.',
  },
  errorWithCode: (code, message) => `${message} (${code})`,
  tryAgain: 'Try again',
  backToStart: 'New game',
  rematch: 'Rematch',
  rematchWaiting: 'You asked for a rematch; waiting for your opponent’s answer.',
  rematchAsked: (name) => `${name} asks for a rematch (same settings, colours swapped).`,
  acceptRematch: 'Accept the rematch',
  declineRematch: 'Decline',
  rematchDeclined: (name) => `${name} declined the rematch.`,
  rematchReady: 'The rematch table is ready.',
  goToRematch: 'Go to the rematch',
  diceTitle: 'Fair dice',
  commitment: 'Commitment (published when the table was created)',
  serverSeed: 'Server seed (revealed at the end)',
  diceChecking: 'Checking the dice…',
  diceVerified: (n) =>
    `Verified in this browser: the seed matches the commitment and all ${n} ${pluralForm('en', n, { one: 'roll follows', other: 'rolls follow' })} from it.`,
  diceFailed: (reason) => `The dice do not verify: ${reason}`,
  diceHidden: 'The server seed is revealed when the table is over; then every roll can be checked.',
  onlineTables: 'Online tables on this device',
  tableLine: (boards, color, when) => `${boards}: you play ${color} (${when})`,
  watchLine: (boards, when) => `${boards}: watching (${when})`,
  continueTable: 'Open',
  forget: 'Forget',
  leaveTable: 'Leave the table',
};

const ru: OnlineStrings = {
  playOnline: 'Играть онлайн',
  createIntro:
    'Создайте стол с настройками ниже, отправьте ссылку-приглашение сопернику и играйте в двух браузерах. Вы играете белыми.',
  yourName: 'Ваше имя',
  players: 'Игроки',
  copyWatchLink: 'Скопировать ссылку для зрителей',
  createTable: 'Создать стол',
  creating: 'Создаём стол…',
  createFailed: (reason) => `Не удалось создать стол: ${reason}`,
  waitingTitle: 'Ждём соперника',
  waitingText: 'Отправьте эту ссылку сопернику (или дайте отсканировать QR-код). Игра начнётся, когда он её откроет.',
  inviteLink: 'Ссылка-приглашение для соперника',
  watchLink: 'Ссылка для зрителей',
  copyLink: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  copyByHand: 'Не удалось скопировать ссылку: выделите её и скопируйте вручную',
  qrLabel: 'QR-код ссылки-приглашения',
  joinTitle: 'Вас пригласили за стол нард',
  joinText: 'Выберите имя, которое увидит соперник, и займите место.',
  takeSeat: 'Занять место',
  oneGame: 'Одна партия',
  clock: 'Часы',
  clocks: { none: 'Без часов', blitz: 'Блиц', standard: 'Обычные', relaxed: 'Неспешные' },
  clockHint: (d, r) => `${d} с на каждый ход бесплатно, затем запас ${r} мин на весь стол`,
  boards: 'Доски',
  ratedGame: 'На рейтинг',
  ratedHint: 'Обоим игрокам нужна учётная запись; рейтинги изменятся, когда стол закончится.',
  ratedNeedsLogin: 'Чтобы играть на рейтинг, войдите; гости играют без рейтинга.',
  logIn: 'Войти',
  listedInLobby: 'Показывать в лобби',
  opponent: 'Соперник',
  opponentPerson: 'Человек (я отправлю приглашение)',
  opponentComputer: 'Компьютер на сервере',
  computerLevel: 'Уровень',
  computerHint: 'Вы играете белыми, сервер — чёрными. Игры против компьютера не идут в рейтинг.',
  listedHint: 'Игроки в лобби клуба видят стол и могут занять свободное место; иначе к нему ведёт только ваша ссылка.',
  rating: 'Рейтинг',
  ratedTable: 'На рейтинг',
  unratedTable: 'Без рейтинга',
  lobby: 'Лобби',
  listedTable: 'Показан в лобби',
  unlistedTable: 'Только по приглашению',
  ratedSeatNeedsLogin: 'Этот стол на рейтинг: войдите, чтобы занять место.',
  connecting: 'Подключаемся к столу…',
  colorName: (c) => (c === 'white' ? 'белыми' : 'чёрными'),
  you: 'Вы',
  own: { connecting: 'подключение…', connected: 'на связи', reconnecting: 'переподключение…', closed: 'отключено' },
  seat: {
    empty: 'ещё не пришёл',
    connected: 'на связи',
    reconnecting: 'связь потеряна, переподключается…',
    away: 'отошёл',
  },
  seatUnknown: 'неизвестно, пока нет связи',
  spectators: (n) =>
    `${n} ${pluralForm('ru', n, { one: 'зритель', few: 'зрителя', many: 'зрителей', other: 'зрителя' })}`,
  watchingBanner: 'Вы смотрите этот стол',
  connectionLine: 'Связь',
  errors: {
    'table/unknown': 'На этом сервере нет такого стола.',
    'seat/bad-token': 'Эта ссылка-приглашение не подходит к этому столу.',
    'link/invalid': 'Это не ссылка на стол.',
    'connection/failed': 'Игровой сервер недоступен.',
    'connection/lost': 'Нет связи: дождитесь, пока она восстановится.',
    'seat/replaced': 'Это место открыто в другой вкладке или другом браузере.',
    'table/full': 'За столом нет места для новых зрителей.',
    'join/protocol': 'Эта страница старше сервера: перезагрузите её.',
    'seat/login-required': 'Это место для игрока, вошедшего в учётную запись.',
    'seat/other-account': 'Это место принадлежит другой учётной записи.',
    'seat/same-player': 'Нельзя занять оба места за одним столом.',
    'table/waiting': 'Соперник ещё не пришёл.',
    'rate/limited': 'Слишком много сообщений: чуть помедленнее.',
    'rate/tables': 'С этого адреса создано слишком много столов: попробуйте через минуту.',
    'account/login-required': 'Чтобы создать стол на рейтинг, войдите.',
  },
  errorWithCode: (code, message) => `${message} (${code})`,
  tryAgain: 'Попробовать снова',
  backToStart: 'Новая игра',
  rematch: 'Реванш',
  rematchWaiting: 'Вы предложили реванш; ждём ответа соперника.',
  rematchAsked: (name) => `${name} предлагает реванш (те же настройки, цвета меняются).`,
  acceptRematch: 'Принять реванш',
  declineRematch: 'Отказаться',
  rematchDeclined: (name) => `${name} отказался от реванша.`,
  rematchReady: 'Стол для реванша готов.',
  goToRematch: 'Перейти к реваншу',
  diceTitle: 'Честные кости',
  commitment: 'Обязательство (опубликовано при создании стола)',
  serverSeed: 'Зерно сервера (раскрыто в конце)',
  diceChecking: 'Проверяем кости…',
  diceVerified: (n) =>
    `Проверено в этом браузере: зерно совпадает с обязательством, и ${pluralForm('ru', n, { one: 'весь', other: 'все' })} ${n} ${pluralForm('ru', n, { one: 'бросок следует', few: 'броска следуют', many: 'бросков следуют', other: 'броска следуют' })} из него.`,
  diceFailed: (reason) => `Кости не проходят проверку: ${reason}`,
  diceHidden: 'Зерно сервера раскрывается, когда стол закончен; тогда можно проверить каждый бросок.',
  onlineTables: 'Онлайн-столы на этом устройстве',
  tableLine: (boards, color, when) => `${boards}: вы играете ${color} (${when})`,
  watchLine: (boards, when) => `${boards}: просмотр (${when})`,
  continueTable: 'Открыть',
  forget: 'Забыть',
  leaveTable: 'Выйти из-за стола',
};

const uk: OnlineStrings = {
  playOnline: 'Грати онлайн',
  createIntro:
    'Створіть стіл із налаштуваннями нижче, надішліть посилання-запрошення суперникові й грайте у двох браузерах. Ви граєте білими.',
  yourName: 'Ваше ім’я',
  players: 'Гравці',
  copyWatchLink: 'Скопіювати посилання для глядачів',
  createTable: 'Створити стіл',
  creating: 'Створюємо стіл…',
  createFailed: (reason) => `Не вдалося створити стіл: ${reason}`,
  waitingTitle: 'Чекаємо на суперника',
  waitingText:
    'Надішліть це посилання суперникові (або дайте відсканувати QR-код). Гра почнеться, коли він його відкриє.',
  inviteLink: 'Посилання-запрошення для суперника',
  watchLink: 'Посилання для глядачів',
  copyLink: 'Скопіювати посилання',
  copied: 'Посилання скопійовано',
  copyByHand: 'Не вдалося скопіювати посилання: виділіть його й скопіюйте вручну',
  qrLabel: 'QR-код посилання-запрошення',
  joinTitle: 'Вас запросили за стіл нард',
  joinText: 'Оберіть ім’я, яке побачить суперник, і займіть місце.',
  takeSeat: 'Зайняти місце',
  oneGame: 'Одна партія',
  clock: 'Годинник',
  clocks: { none: 'Без годинника', blitz: 'Бліц', standard: 'Звичайний', relaxed: 'Неквапливий' },
  clockHint: (d, r) => `${d} с на кожен хід безкоштовно, потім запас ${r} хв на весь стіл`,
  boards: 'Дошки',
  ratedGame: 'На рейтинг',
  ratedHint: 'Обом гравцям потрібен обліковий запис; рейтинги зміняться, коли стіл закінчиться.',
  ratedNeedsLogin: 'Щоб грати на рейтинг, увійдіть; гості грають без рейтингу.',
  logIn: 'Увійти',
  listedInLobby: 'Показувати в лобі',
  opponent: 'Суперник',
  opponentPerson: 'Людина (я надішлю запрошення)',
  opponentComputer: "Комп'ютер на сервері",
  computerLevel: 'Рівень',
  computerHint: "Ви граєте білими, сервер — чорними. Ігри проти комп'ютера не йдуть у рейтинг.",
  listedHint:
    'Гравці в лобі клубу бачать стіл і можуть зайняти вільне місце; інакше до нього веде лише ваше посилання.',
  rating: 'Рейтинг',
  ratedTable: 'На рейтинг',
  unratedTable: 'Без рейтингу',
  lobby: 'Лобі',
  listedTable: 'Показаний у лобі',
  unlistedTable: 'Лише за запрошенням',
  ratedSeatNeedsLogin: 'Цей стіл на рейтинг: увійдіть, щоб зайняти місце.',
  connecting: 'Під’єднуємося до столу…',
  colorName: (c) => (c === 'white' ? 'білими' : 'чорними'),
  you: 'Ви',
  own: { connecting: 'під’єднання…', connected: 'на зв’язку', reconnecting: 'перепід’єднання…', closed: 'від’єднано' },
  seat: {
    empty: 'ще не прийшов',
    connected: 'на зв’язку',
    reconnecting: 'зв’язок втрачено, перепід’єднується…',
    away: 'відійшов',
  },
  seatUnknown: 'невідомо, поки немає зв’язку',
  spectators: (n) =>
    `${n} ${pluralForm('uk', n, { one: 'глядач', few: 'глядачі', many: 'глядачів', other: 'глядача' })}`,
  watchingBanner: 'Ви дивитеся цей стіл',
  connectionLine: 'Зв’язок',
  errors: {
    'table/unknown': 'На цьому сервері немає такого столу.',
    'seat/bad-token': 'Це посилання-запрошення не підходить до цього столу.',
    'link/invalid': 'Це не посилання на стіл.',
    'connection/failed': 'Ігровий сервер недоступний.',
    'connection/lost': 'Немає зв’язку: зачекайте, доки він відновиться.',
    'seat/replaced': 'Це місце відкрито в іншій вкладці чи іншому браузері.',
    'table/full': 'За столом немає місця для нових глядачів.',
    'join/protocol': 'Ця сторінка старша за сервер: перезавантажте її.',
    'seat/login-required': 'Це місце для гравця, що ввійшов в обліковий запис.',
    'seat/other-account': 'Це місце належить іншому обліковому запису.',
    'seat/same-player': 'Не можна зайняти обидва місця за одним столом.',
    'table/waiting': 'Суперник ще не прийшов.',
    'rate/limited': 'Забагато повідомлень: трохи повільніше.',
    'rate/tables': 'З цієї адреси створено забагато столів: спробуйте за хвилину.',
    'account/login-required': 'Щоб створити стіл на рейтинг, увійдіть.',
  },
  errorWithCode: (code, message) => `${message} (${code})`,
  tryAgain: 'Спробувати знову',
  backToStart: 'Нова гра',
  rematch: 'Реванш',
  rematchWaiting: 'Ви запропонували реванш; чекаємо на відповідь суперника.',
  rematchAsked: (name) => `${name} пропонує реванш (ті самі налаштування, кольори міняються).`,
  acceptRematch: 'Прийняти реванш',
  declineRematch: 'Відмовитися',
  rematchDeclined: (name) => `${name} відмовився від реваншу.`,
  rematchReady: 'Стіл для реваншу готовий.',
  goToRematch: 'Перейти до реваншу',
  diceTitle: 'Чесні кості',
  commitment: 'Зобов’язання (опубліковане під час створення столу)',
  serverSeed: 'Зерно сервера (розкрите наприкінці)',
  diceChecking: 'Перевіряємо кості…',
  diceVerified: (n) =>
    `Перевірено в цьому браузері: зерно збігається із зобов’язанням, і ${pluralForm('uk', n, { one: 'весь', other: 'всі' })} ${n} ${pluralForm('uk', n, { one: 'кидок випливає', few: 'кидки випливають', many: 'кидків випливають', other: 'кидка випливають' })} з нього.`,
  diceFailed: (reason) => `Кості не проходять перевірку: ${reason}`,
  diceHidden: 'Зерно сервера розкривається, коли стіл закінчено; тоді можна перевірити кожен кидок.',
  onlineTables: 'Онлайн-столи на цьому пристрої',
  tableLine: (boards, color, when) => `${boards}: ви граєте ${color} (${when})`,
  watchLine: (boards, when) => `${boards}: перегляд (${when})`,
  continueTable: 'Відкрити',
  forget: 'Забути',
  leaveTable: 'Вийти з-за столу',
};

const TABLES: Record<Locale, OnlineStrings> = { en, ru, uk };

/** The online texts of a language. */
export function onlineStrings(locale: Locale): OnlineStrings {
  return TABLES[locale];
}
