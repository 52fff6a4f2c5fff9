import { type Locale, pluralForm } from '@nardy/elements';
import type { TournamentForfeit, TournamentFormat, TournamentStatus } from '@nardy/online';

/**
 * Texts of the club's tournaments (the list, the form, a tournament's page) in every language of the
 * app, apart from the club's other texts (clubStrings.ts). Functions take numbers and names so that
 * Russian and Ukrainian can inflect them.
 */
export interface TournamentStrings {
  readonly tournaments: string;
  readonly open: string;
  readonly running: string;
  readonly recent: string;
  readonly none: string;
  readonly formats: Record<TournamentFormat, string>;
  readonly statuses: Record<TournamentStatus, string>;
  readonly entrantsOf: (n: number, capacity: number) => string;
  readonly by: (name: string) => string;
  readonly startsAt: (when: string) => string;
  readonly whenFull: string;
  readonly create: string;
  readonly createHint: string;
  readonly loginToCreate: string;
  readonly name: string;
  readonly format: string;
  readonly table: string;
  readonly matchLength: string;
  readonly bestOf: string;
  readonly finalBestOf: string;
  readonly thirdPlace: string;
  readonly clock: string;
  readonly capacity: string;
  readonly minutes: string;
  readonly startTime: string;
  readonly rated: string;
  readonly join: string;
  readonly leave: string;
  readonly leaveRunning: string;
  readonly addComputer: string;
  readonly remove: (name: string) => string;
  readonly level: string;
  readonly levels: Record<'beginner' | 'club' | 'strong' | 'master', string>;
  readonly start: string;
  readonly entrants: string;
  readonly left: string;
  readonly paused: string;
  readonly comeBack: string;
  readonly bracket: string;
  readonly round: (n: number, of: number) => string;
  readonly final: string;
  readonly thirdPlaceMatch: string;
  readonly bye: string;
  readonly waiting: string;
  readonly forfeit: Record<TournamentForfeit, string>;
  readonly standings: string;
  readonly points: string;
  readonly wins: string;
  readonly losses: string;
  readonly streak: string;
  readonly playingNow: string;
  readonly nobodyPlaying: string;
  readonly watch: string;
  readonly places: string;
  readonly place: (n: number) => string;
  readonly draw: string;
  readonly drawSeed: (seed: string) => string;
  readonly drawCommitment: (hash: string) => string;
  readonly drawCheck: string;
  readonly drawPending: string;
  readonly yourTable: string;
  readonly openYourTable: string;
  readonly endsAt: (when: string) => string;
  readonly matchTo: (n: number) => string;
  readonly errors: Record<string, string>;
}

const plural = (lang: Locale, n: number, one: string, few: string, many: string) =>
  pluralForm(lang, n, { one, few, many, other: few });

const en: TournamentStrings = {
  tournaments: 'Tournaments',
  open: 'Open for entry',
  running: 'Under way',
  recent: 'Finished',
  none: 'None.',
  formats: { olympic: 'Olympic (knock-out)', arena: 'Arena' },
  statuses: { open: 'Open for entry', running: 'Under way', finished: 'Finished' },
  entrantsOf: (n, capacity) => `${n} of ${capacity} entrants`,
  by: (name) => `organised by ${name}`,
  startsAt: (when) => `starts ${when}`,
  whenFull: 'starts when full',
  create: 'Create a tournament',
  createHint: 'Every match is played at the table you choose; the server opens the tables and advances the event.',
  loginToCreate: 'Log in to organise a tournament.',
  name: 'Name',
  format: 'Format',
  table: 'Table',
  matchLength: 'Match to (points)',
  bestOf: 'Each pairing: best of',
  finalBestOf: 'Final and third place: best of',
  thirdPlace: 'Match for third place',
  clock: 'Clock',
  capacity: 'Most entrants',
  minutes: 'Duration (minutes)',
  startTime: 'Start time (empty: when full)',
  rated: 'Rated',
  join: 'Join',
  leave: 'Leave',
  leaveRunning: 'Leave the tournament (forfeits the rest)',
  addComputer: 'Add the computer',
  remove: (name) => `Remove ${name}`,
  level: 'Level',
  levels: { beginner: 'Beginner', club: 'Club', strong: 'Strong', master: 'Master' },
  start: 'Start now',
  entrants: 'Entrants',
  left: 'left',
  paused: 'paused',
  comeBack: 'Back to pairing',
  bracket: 'Bracket',
  round: (n, of) => (n === of ? 'Final' : n === of - 1 ? 'Semifinals' : `Round ${n}`),
  final: 'Final',
  thirdPlaceMatch: 'Third place',
  bye: 'bye',
  waiting: 'to be decided',
  forfeit: { 'no-show': 'forfeit: did not come', left: 'forfeit: left', abandoned: 'forfeit: abandoned the table' },
  standings: 'Standings',
  points: 'Points',
  wins: 'Won',
  losses: 'Lost',
  streak: 'Streak',
  playingNow: 'Playing now',
  nobodyPlaying: 'No table in play.',
  watch: 'Watch',
  places: 'Places',
  place: (n) => `${n}.`,
  draw: 'The draw',
  drawSeed: (seed) => `Draw seed: ${seed}`,
  drawCommitment: (hash) => `SHA-256 of the seed, published at creation: ${hash}`,
  drawCheck:
    'Check it: the SHA-256 of the seed equals the hash published before anyone joined, and the bracket is the draw of @nardy/tournament (drawSlots) of the entrants in the order they joined with this seed.',
  drawPending: 'The seed is revealed at the start; its SHA-256 is published now.',
  yourTable: 'Your table is ready.',
  openYourTable: 'Open my table',
  endsAt: (when) => `pairing ends ${when}`,
  matchTo: (n) => plural('en', n, `match to ${n} point`, `match to ${n} points`, `match to ${n} points`),
  errors: {
    'tournament/full': 'The tournament is full.',
    'tournament/started': 'The tournament has started.',
    'tournament/joined': 'You are an entrant already.',
    'tournament/too-few': 'A tournament needs at least 2 entrants.',
    'tournament/not-organiser': 'Only the organiser may do that.',
    'tournament/name': 'Give the tournament a name.',
    'tournament/capacity': 'Most entrants: 2 to 256.',
    'tournament/minutes': 'The duration is 0.05 to 720 minutes.',
    'tournament/starts-at': 'The start time must be ahead, within 90 days.',
    'tournament/series': 'A series is best of an odd number.',
    'tournament/unknown': 'No such tournament.',
    'tournament/too-many-open': 'You have 5 tournaments open or under way already.',
    'tournament/too-many-computers': 'At most 32 computer entrants.',
  },
};

const ru: TournamentStrings = {
  tournaments: 'Турниры',
  open: 'Идёт запись',
  running: 'Идут',
  recent: 'Завершены',
  none: 'Нет.',
  formats: { olympic: 'Олимпийская система', arena: 'Арена' },
  statuses: { open: 'Идёт запись', running: 'Идёт', finished: 'Завершён' },
  entrantsOf: (n, capacity) => `${n} из ${capacity} ${plural('ru', capacity, 'участника', 'участников', 'участников')}`,
  by: (name) => `организатор: ${name}`,
  startsAt: (when) => `начало ${when}`,
  whenFull: 'начало при полном составе',
  create: 'Создать турнир',
  createHint: 'Все матчи играются за выбранным столом; сервер открывает столы и ведёт турнир.',
  loginToCreate: 'Войдите, чтобы организовать турнир.',
  name: 'Название',
  format: 'Система',
  table: 'Стол',
  matchLength: 'Матч до (очков)',
  bestOf: 'Каждая пара: серия из',
  finalBestOf: 'Финал и матч за третье место: серия из',
  thirdPlace: 'Матч за третье место',
  clock: 'Часы',
  capacity: 'Участников не более',
  minutes: 'Длительность (минут)',
  startTime: 'Время начала (пусто: при полном составе)',
  rated: 'На рейтинг',
  join: 'Записаться',
  leave: 'Выписаться',
  leaveRunning: 'Покинуть турнир (поражения во всех оставшихся)',
  addComputer: 'Добавить компьютер',
  remove: (name) => `Убрать: ${name}`,
  level: 'Уровень',
  levels: { beginner: 'Новичок', club: 'Клубный', strong: 'Сильный', master: 'Мастер' },
  start: 'Начать сейчас',
  entrants: 'Участники',
  left: 'выбыл',
  paused: 'на паузе',
  comeBack: 'Вернуться в жеребьёвку',
  bracket: 'Сетка',
  round: (n, of) => (n === of ? 'Финал' : n === of - 1 ? 'Полуфиналы' : `Тур ${n}`),
  final: 'Финал',
  thirdPlaceMatch: 'За третье место',
  bye: 'без соперника',
  waiting: 'определится',
  forfeit: {
    'no-show': 'техническое поражение: неявка',
    left: 'техническое поражение: выбыл',
    abandoned: 'техническое поражение: покинул стол',
  },
  standings: 'Таблица',
  points: 'Очки',
  wins: 'Победы',
  losses: 'Поражения',
  streak: 'Серия',
  playingNow: 'Сейчас играют',
  nobodyPlaying: 'Сейчас никто не играет.',
  watch: 'Смотреть',
  places: 'Места',
  place: (n) => `${n}.`,
  draw: 'Жеребьёвка',
  drawSeed: (seed) => `Зерно жеребьёвки: ${seed}`,
  drawCommitment: (hash) => `SHA-256 зерна, опубликованный при создании: ${hash}`,
  drawCheck:
    'Проверка: SHA-256 зерна совпадает с хешем, опубликованным до записи участников, а сетка — это жеребьёвка @nardy/tournament (drawSlots) участников в порядке записи с этим зерном.',
  drawPending: 'Зерно раскрывается при начале; его SHA-256 опубликован уже сейчас.',
  yourTable: 'Ваш стол готов.',
  openYourTable: 'Открыть мой стол',
  endsAt: (when) => `жеребьёвка до ${when}`,
  matchTo: (n) => `матч до ${n} ${plural('ru', n, 'очка', 'очков', 'очков')}`,
  errors: {
    'tournament/full': 'Мест больше нет.',
    'tournament/started': 'Турнир уже начался.',
    'tournament/joined': 'Вы уже записаны.',
    'tournament/too-few': 'Для турнира нужно не меньше 2 участников.',
    'tournament/not-organiser': 'Это может только организатор.',
    'tournament/name': 'Дайте турниру название.',
    'tournament/capacity': 'Участников: от 2 до 256.',
    'tournament/minutes': 'Длительность: от 0,05 до 720 минут.',
    'tournament/starts-at': 'Время начала — в будущем, не дальше 90 дней.',
    'tournament/series': 'Серия — из нечётного числа матчей.',
    'tournament/unknown': 'Такого турнира нет.',
    'tournament/too-many-open': 'У вас уже 5 открытых или идущих турниров.',
    'tournament/too-many-computers': 'Не больше 32 компьютерных участников.',
  },
};

const uk: TournamentStrings = {
  tournaments: 'Турніри',
  open: 'Триває запис',
  running: 'Тривають',
  recent: 'Завершені',
  none: 'Немає.',
  formats: { olympic: 'Олімпійська система', arena: 'Арена' },
  statuses: { open: 'Триває запис', running: 'Триває', finished: 'Завершено' },
  entrantsOf: (n, capacity) => `${n} з ${capacity} ${plural('uk', capacity, 'учасника', 'учасників', 'учасників')}`,
  by: (name) => `організатор: ${name}`,
  startsAt: (when) => `початок ${when}`,
  whenFull: 'початок при повному складі',
  create: 'Створити турнір',
  createHint: 'Усі матчі граються за обраним столом; сервер відкриває столи й веде турнір.',
  loginToCreate: 'Увійдіть, щоб організувати турнір.',
  name: 'Назва',
  format: 'Система',
  table: 'Стіл',
  matchLength: 'Матч до (очок)',
  bestOf: 'Кожна пара: серія з',
  finalBestOf: 'Фінал і матч за третє місце: серія з',
  thirdPlace: 'Матч за третє місце',
  clock: 'Годинник',
  capacity: 'Учасників не більше',
  minutes: 'Тривалість (хвилин)',
  startTime: 'Час початку (порожньо: при повному складі)',
  rated: 'На рейтинг',
  join: 'Записатися',
  leave: 'Виписатися',
  leaveRunning: 'Покинути турнір (поразки в усіх решті)',
  addComputer: "Додати комп'ютер",
  remove: (name) => `Прибрати: ${name}`,
  level: 'Рівень',
  levels: { beginner: 'Новачок', club: 'Клубний', strong: 'Сильний', master: 'Майстер' },
  start: 'Почати зараз',
  entrants: 'Учасники',
  left: 'вибув',
  paused: 'на паузі',
  comeBack: 'Повернутися до жеребкування',
  bracket: 'Сітка',
  round: (n, of) => (n === of ? 'Фінал' : n === of - 1 ? 'Півфінали' : `Тур ${n}`),
  final: 'Фінал',
  thirdPlaceMatch: 'За третє місце',
  bye: 'без суперника',
  waiting: 'визначиться',
  forfeit: {
    'no-show': 'технічна поразка: неявка',
    left: 'технічна поразка: вибув',
    abandoned: 'технічна поразка: покинув стіл',
  },
  standings: 'Таблиця',
  points: 'Очки',
  wins: 'Перемоги',
  losses: 'Поразки',
  streak: 'Серія',
  playingNow: 'Зараз грають',
  nobodyPlaying: 'Зараз ніхто не грає.',
  watch: 'Дивитися',
  places: 'Місця',
  place: (n) => `${n}.`,
  draw: 'Жеребкування',
  drawSeed: (seed) => `Зерно жеребкування: ${seed}`,
  drawCommitment: (hash) => `SHA-256 зерна, опублікований під час створення: ${hash}`,
  drawCheck:
    'Перевірка: SHA-256 зерна збігається з хешем, опублікованим до запису учасників, а сітка — це жеребкування @nardy/tournament (drawSlots) учасників у порядку запису з цим зерном.',
  drawPending: 'Зерно розкривається на початку; його SHA-256 опубліковано вже зараз.',
  yourTable: 'Ваш стіл готовий.',
  openYourTable: 'Відкрити мій стіл',
  endsAt: (when) => `жеребкування до ${when}`,
  matchTo: (n) => `матч до ${n} ${plural('uk', n, 'очка', 'очок', 'очок')}`,
  errors: {
    'tournament/full': 'Місць більше немає.',
    'tournament/started': 'Турнір уже почався.',
    'tournament/joined': 'Ви вже записані.',
    'tournament/too-few': 'Для турніру потрібно щонайменше 2 учасники.',
    'tournament/not-organiser': 'Це може лише організатор.',
    'tournament/name': 'Дайте турніру назву.',
    'tournament/capacity': 'Учасників: від 2 до 256.',
    'tournament/minutes': 'Тривалість: від 0,05 до 720 хвилин.',
    'tournament/starts-at': 'Час початку — у майбутньому, не далі 90 днів.',
    'tournament/series': 'Серія — з непарної кількості матчів.',
    'tournament/unknown': 'Такого турніру немає.',
    'tournament/too-many-open': 'У вас уже 5 відкритих або поточних турнірів.',
    'tournament/too-many-computers': "Не більше 32 комп'ютерних учасників.",
  },
};

const TABLES: Record<Locale, TournamentStrings> = { en, ru, uk };

/** The tournament texts in a language. */
export function tournamentStrings(locale: Locale): TournamentStrings {
  return TABLES[locale];
}
