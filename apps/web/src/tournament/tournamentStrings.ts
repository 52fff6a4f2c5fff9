import type { Locale } from '@nardy/elements';

/**
 * Texts of the organiser's page in every language of the app (the app's own texts are in i18n.ts;
 * variant, ending and level names come from there). Functions take names and numbers so Russian and
 * Ukrainian can place and inflect them.
 */
export interface TournamentStrings {
  readonly tournament: string;
  readonly title: string;
  readonly players: string;
  readonly playerName: string;
  readonly addPlayer: string;
  readonly pasteNames: string;
  readonly addAll: string;
  readonly remove: (name: string) => string;
  readonly registered: (n: number) => string;
  readonly needMore: (missing: number, min: number) => string;
  readonly enough: (min: number) => string;
  readonly botHint: string;
  readonly format: string;
  readonly minEntrants: string;
  readonly matchLength: string;
  readonly winsNeeded: string;
  readonly finalWinsNeeded: string;
  readonly thirdPlace: string;
  readonly boards: string;
  readonly cubeOff: string;
  readonly formatSummary: (f: {
    matchLength: number;
    winsNeeded: number;
    finalWinsNeeded: number;
    thirdPlace: boolean;
    boards: string;
  }) => string;
  readonly draw: string;
  readonly seed: string;
  readonly seedHint: string;
  readonly generateSeed: string;
  readonly makeDraw: string;
  readonly drawnWith: (seed: string) => string;
  readonly drawnByHand: string;
  readonly drawReproducible: string;
  readonly bracket: string;
  readonly rounds: {
    readonly final: string;
    readonly third: string;
    readonly semifinal: string;
    readonly quarterfinal: string;
    readonly round: (n: number) => string;
  };
  readonly pairing: (id: string) => string;
  readonly vs: (a: string, b: string) => string;
  readonly leads: (name: string, a: number, b: number) => string;
  readonly level: (a: number, b: number) => string;
  readonly notStarted: string;
  readonly won: (name: string, a: number, b: number) => string;
  readonly bye: (name: string) => string;
  readonly byeSide: string;
  /** The points of each match of a pairing, as the card and its sentence both say them. */
  readonly matchPoints: (list: string) => string;
  readonly walkover: (name: string) => string;
  readonly void: string;
  readonly winnerOf: (id: string) => string;
  readonly loserOf: (id: string) => string;
  readonly withdrawnMark: string;
  readonly firstTo: (n: number) => string;
  readonly matchesToPlay: string;
  readonly matchN: (id: string, n: number) => string;
  readonly noMatches: string;
  readonly winner: string;
  readonly winnerPoints: string;
  readonly loserPoints: string;
  readonly enterResult: string;
  readonly playPeople: string;
  readonly playComputer: string;
  readonly playBots: string;
  readonly botsPlaying: (id: string, game: number) => string;
  readonly stop: string;
  readonly withdraw: string;
  readonly withdrawPlayer: string;
  readonly standings: string;
  readonly place: string;
  readonly player: string;
  readonly wins: string;
  readonly losses: string;
  readonly status: string;
  readonly statuses: {
    readonly places: Record<1 | 2 | 3 | 4, string>;
    readonly out: (id: string) => string;
    readonly withdrawn: string;
    readonly inPlay: string;
    readonly registered: string;
  };
  readonly places: string;
  readonly champion: (name: string) => string;
  readonly over: string;
  readonly exportDoc: string;
  readonly importDoc: string;
  readonly print: string;
  readonly newTournament: string;
  readonly confirmNew: string;
  readonly yesNew: string;
  readonly cancel: string;
  readonly importFailed: (why: string) => string;
  readonly imported: string;
  readonly unreadableTitle: string;
  readonly unreadableText: string;
  readonly playingBanner: (id: string, n: number, white: string, black: string) => string;
  readonly backToTournament: string;
  readonly continueMatch: string;
  readonly matchInApp: (id: string, n: number) => string;
  readonly resultEntered: (id: string, winner: string, a: string, b: string) => string;
  readonly saveFailed: (why: string) => string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: TournamentStrings = {
  tournament: 'Tournament',
  title: 'Tournament organiser',
  players: 'Players',
  playerName: 'Player name',
  addPlayer: 'Add player',
  pasteNames: 'Paste a list of names (one per line, or separated by commas)',
  addAll: 'Add all',
  remove: (name) => `Remove ${name}`,
  registered: (n) => `${n} ${n === 1 ? 'player' : 'players'} registered`,
  needMore: (missing, min) => `${missing} more needed: the draw needs at least ${min} players`,
  enough: (min) => `Enough players for the draw (at least ${min})`,
  botHint: 'Names like bot:strong (beginner, club, strong, master) are played by the computer.',
  format: 'Format',
  minEntrants: 'Minimum entrants',
  matchLength: 'Match to (points)',
  winsNeeded: 'Match wins to win a pairing',
  finalWinsNeeded: 'Match wins in the final and for third place',
  thirdPlace: 'Semifinal losers play for third place',
  boards: 'Boards per table',
  cubeOff: 'No doubling cube.',
  formatSummary: (f) =>
    `Matches to ${f.matchLength}; pairings first to ${f.winsNeeded}, the final${f.thirdPlace ? ' and third place' : ''} first to ${f.finalWinsNeeded}; ${f.boards}.`,
  draw: 'Draw',
  seed: 'Draw seed',
  seedHint:
    'Announce the seed before the draw: with the players in registration order it decides the whole draw, so anyone can redo it.',
  generateSeed: 'Generate a seed',
  makeDraw: 'Make the draw',
  drawnWith: (seed) => `Drawn with the seed “${seed}”`,
  drawnByHand: 'Drawn by hand',
  drawReproducible: 'The players in registration order and this seed give the same draw everywhere.',
  bracket: 'Bracket',
  rounds: {
    final: 'Final',
    third: 'Third place',
    semifinal: 'Semifinals',
    quarterfinal: 'Quarterfinals',
    round: (n) => `Round ${n}`,
  },
  pairing: (id) => (id === 'third' ? 'Third-place pairing' : `Pairing ${id}`),
  vs: (a, b) => `${a} vs ${b}`,
  leads: (name, a, b) => `${name} leads ${a}–${b}`,
  level: (a, b) => `level at ${a}–${b}`,
  notStarted: 'not started',
  won: (name, a, b) => `${name} won ${a}–${b} in matches`,
  bye: (name) => `${name} has a bye`,
  byeSide: 'bye',
  matchPoints: (list) => `points: ${list}`,
  walkover: (name) => `${name} wins by walkover`,
  void: 'not played',
  winnerOf: (id) => `winner of ${id}`,
  loserOf: (id) => `loser of ${id}`,
  withdrawnMark: 'withdrew',
  firstTo: (n) => `first to ${n}`,
  matchesToPlay: 'Matches to play',
  matchN: (id, n) => `${id}, match ${n}`,
  noMatches: 'No match can be played right now.',
  winner: 'Winner',
  winnerPoints: "Winner's points",
  loserPoints: "Loser's points",
  enterResult: 'Enter result',
  playPeople: 'Play it here (two people)',
  playComputer: 'Play it here against the computer',
  playBots: 'Let the computer play it',
  botsPlaying: (id, game) => `The computer is playing ${id}, game ${game}…`,
  stop: 'Stop',
  withdraw: 'Withdrawal',
  withdrawPlayer: 'Withdraw',
  standings: 'Standings',
  place: 'Place',
  player: 'Player',
  wins: 'Match wins',
  losses: 'Match losses',
  status: 'Status',
  statuses: {
    places: { 1: 'Champion', 2: 'Second place', 3: 'Third place', 4: 'Fourth place' },
    out: (id) => `Out in ${id}`,
    withdrawn: 'Withdrew',
    inPlay: 'In play',
    registered: 'Registered',
  },
  places: 'Places',
  champion: (name) => `Champion: ${name}`,
  over: 'The tournament is over.',
  exportDoc: 'Export tournament (JSON)',
  importDoc: 'Import tournament',
  print: 'Print bracket',
  newTournament: 'New tournament',
  confirmNew: 'Start a new tournament? The current one is deleted (export it first to keep it).',
  yesNew: 'Yes, start a new one',
  cancel: 'Cancel',
  importFailed: (why) => `This file is not a tournament this app can open: ${why}`,
  imported: 'Tournament imported',
  unreadableTitle: 'The saved tournament could not be read',
  unreadableText: 'Nothing was deleted. Copy or download its text to keep it, then discard it.',
  playingBanner: (id, n, white, black) => `Tournament ${id}, match ${n}: ${white} (White) vs ${black} (Black)`,
  backToTournament: 'Back to the tournament',
  continueMatch: 'Continue the match',
  matchInApp: (id, n) => `Match ${n} of ${id} is being played in the app.`,
  resultEntered: (id, winner, a, b) => `Result entered: ${winner} won the match of ${id} ${a}–${b}`,
  saveFailed: (why) => `The tournament could not be saved on this device: ${why}`,
  errors: {
    'entrant/duplicate': 'This name is already registered',
    'entrant/name': 'A name has 1 to 80 printable characters',
    'entrants/too-few': 'Not enough players for the draw',
    'entrants/too-many': 'Too many players (at most 1024)',
    'draw/seed': 'Type or generate a seed first',
    'result/score': "The winner's points must reach the match length, the loser's stay below it",
    'tournament/config': 'That format is not possible',
    'player/out': 'This player has no pairing left',
  },
};

const ru: TournamentStrings = {
  tournament: 'Турнир',
  title: 'Организация турнира',
  players: 'Участники',
  playerName: 'Имя участника',
  addPlayer: 'Добавить участника',
  pasteNames: 'Вставьте список имён (по одному в строке или через запятую)',
  addAll: 'Добавить всех',
  remove: (name) => `Убрать ${name}`,
  registered: (n) => `Зарегистрировано: ${n}`,
  needMore: (missing, min) => `Нужно ещё ${missing}: для жеребьёвки нужно не меньше ${min} участников`,
  enough: (min) => `Участников достаточно для жеребьёвки (не меньше ${min})`,
  botHint: 'Имена вида bot:strong (beginner, club, strong, master) играет компьютер.',
  format: 'Регламент',
  minEntrants: 'Минимум участников',
  matchLength: 'Матч до (очков)',
  winsNeeded: 'Побед в матчах для выигрыша пары',
  finalWinsNeeded: 'Побед в финале и в матче за третье место',
  thirdPlace: 'Проигравшие в полуфиналах играют за третье место',
  boards: 'Досок за столом',
  cubeOff: 'Без куба удвоения.',
  formatSummary: (f) =>
    `Матчи до ${f.matchLength}; пары до ${f.winsNeeded} побед, финал${f.thirdPlace ? ' и матч за третье место' : ''} до ${f.finalWinsNeeded}; ${f.boards}.`,
  draw: 'Жеребьёвка',
  seed: 'Ключ жеребьёвки',
  seedHint:
    'Объявите ключ до жеребьёвки: вместе со списком участников в порядке регистрации он определяет всю жеребьёвку, и её может повторить любой.',
  generateSeed: 'Создать ключ',
  makeDraw: 'Провести жеребьёвку',
  drawnWith: (seed) => `Жеребьёвка по ключу «${seed}»`,
  drawnByHand: 'Жеребьёвка проведена вручную',
  drawReproducible: 'Список участников в порядке регистрации и этот ключ везде дают ту же жеребьёвку.',
  bracket: 'Сетка',
  rounds: {
    final: 'Финал',
    third: 'За третье место',
    semifinal: 'Полуфиналы',
    quarterfinal: 'Четвертьфиналы',
    round: (n) => `Тур ${n}`,
  },
  pairing: (id) => (id === 'third' ? 'Пара за третье место' : `Пара ${id}`),
  vs: (a, b) => `${a} — ${b}`,
  leads: (name, a, b) => `${name} ведёт ${a}–${b}`,
  level: (a, b) => `равный счёт ${a}–${b}`,
  notStarted: 'ещё не начата',
  won: (name, a, b) => `${name} победил ${a}–${b} по матчам`,
  bye: (name) => `${name} проходит без игры`,
  byeSide: 'свободно',
  matchPoints: (list) => `очки: ${list}`,
  walkover: (name) => `${name} побеждает неявкой соперника`,
  void: 'не играется',
  winnerOf: (id) => `победитель ${id}`,
  loserOf: (id) => `проигравший ${id}`,
  withdrawnMark: 'снялся',
  firstTo: (n) => `до ${n} побед`,
  matchesToPlay: 'Матчи к игре',
  matchN: (id, n) => `${id}, матч ${n}`,
  noMatches: 'Сейчас играть нечего.',
  winner: 'Победитель',
  winnerPoints: 'Очки победителя',
  loserPoints: 'Очки проигравшего',
  enterResult: 'Внести результат',
  playPeople: 'Сыграть здесь (два человека)',
  playComputer: 'Сыграть здесь против компьютера',
  playBots: 'Пусть сыграет компьютер',
  botsPlaying: (id, game) => `Компьютер играет ${id}, партия ${game}…`,
  stop: 'Остановить',
  withdraw: 'Снятие с турнира',
  withdrawPlayer: 'Снять',
  standings: 'Положение',
  place: 'Место',
  player: 'Участник',
  wins: 'Выиграно матчей',
  losses: 'Проиграно матчей',
  status: 'Статус',
  statuses: {
    places: { 1: 'Чемпион', 2: 'Второе место', 3: 'Третье место', 4: 'Четвёртое место' },
    out: (id) => `Выбыл в ${id}`,
    withdrawn: 'Снялся',
    inPlay: 'В игре',
    registered: 'Зарегистрирован',
  },
  places: 'Призёры',
  champion: (name) => `Чемпион: ${name}`,
  over: 'Турнир окончен.',
  exportDoc: 'Сохранить турнир (JSON)',
  importDoc: 'Открыть турнир',
  print: 'Печать сетки',
  newTournament: 'Новый турнир',
  confirmNew: 'Начать новый турнир? Текущий будет удалён (сохраните его, чтобы не потерять).',
  yesNew: 'Да, начать новый',
  cancel: 'Отмена',
  importFailed: (why) => `Этот файл не является турниром, который можно открыть: ${why}`,
  imported: 'Турнир открыт',
  unreadableTitle: 'Сохранённый турнир не удалось прочитать',
  unreadableText: 'Ничего не удалено. Скопируйте или скачайте его текст, затем удалите его.',
  playingBanner: (id, n, white, black) => `Турнир, ${id}, матч ${n}: ${white} (белые) — ${black} (чёрные)`,
  backToTournament: 'К турниру',
  continueMatch: 'Продолжить матч',
  matchInApp: (id, n) => `Матч ${n} пары ${id} играется в приложении.`,
  resultEntered: (id, winner, a, b) => `Результат внесён: ${winner} выиграл матч ${id} ${a}–${b}`,
  saveFailed: (why) => `Не удалось сохранить турнир на этом устройстве: ${why}`,
  errors: {
    'entrant/duplicate': 'Такое имя уже зарегистрировано',
    'entrant/name': 'Имя — от 1 до 80 печатных символов',
    'entrants/too-few': 'Недостаточно участников для жеребьёвки',
    'entrants/too-many': 'Слишком много участников (не больше 1024)',
    'draw/seed': 'Сначала введите или создайте ключ',
    'result/score': 'Очки победителя должны достичь длины матча, очки проигравшего — быть меньше',
    'tournament/config': 'Такой регламент невозможен',
    'player/out': 'У этого участника больше нет матчей',
  },
};

const uk: TournamentStrings = {
  tournament: 'Турнір',
  title: 'Організація турніру',
  players: 'Учасники',
  playerName: "Ім'я учасника",
  addPlayer: 'Додати учасника',
  pasteNames: 'Вставте список імен (по одному в рядку або через кому)',
  addAll: 'Додати всіх',
  remove: (name) => `Прибрати ${name}`,
  registered: (n) => `Зареєстровано: ${n}`,
  needMore: (missing, min) => `Потрібно ще ${missing}: для жеребкування потрібно щонайменше ${min} учасників`,
  enough: (min) => `Учасників досить для жеребкування (щонайменше ${min})`,
  botHint: "Імена на кшталт bot:strong (beginner, club, strong, master) грає комп'ютер.",
  format: 'Регламент',
  minEntrants: 'Мінімум учасників',
  matchLength: 'Матч до (очок)',
  winsNeeded: 'Перемог у матчах для виграшу пари',
  finalWinsNeeded: 'Перемог у фіналі та в матчі за третє місце',
  thirdPlace: 'Ті, хто програв у півфіналах, грають за третє місце',
  boards: 'Дошок за столом',
  cubeOff: 'Без куба подвоєння.',
  formatSummary: (f) =>
    `Матчі до ${f.matchLength}; пари до ${f.winsNeeded} перемог, фінал${f.thirdPlace ? ' і матч за третє місце' : ''} до ${f.finalWinsNeeded}; ${f.boards}.`,
  draw: 'Жеребкування',
  seed: 'Ключ жеребкування',
  seedHint:
    'Оголосіть ключ до жеребкування: разом зі списком учасників у порядку реєстрації він визначає все жеребкування, і його може повторити будь-хто.',
  generateSeed: 'Створити ключ',
  makeDraw: 'Провести жеребкування',
  drawnWith: (seed) => `Жеребкування за ключем «${seed}»`,
  drawnByHand: 'Жеребкування проведено вручну',
  drawReproducible: 'Список учасників у порядку реєстрації і цей ключ скрізь дають те саме жеребкування.',
  bracket: 'Сітка',
  rounds: {
    final: 'Фінал',
    third: 'За третє місце',
    semifinal: 'Півфінали',
    quarterfinal: 'Чвертьфінали',
    round: (n) => `Тур ${n}`,
  },
  pairing: (id) => (id === 'third' ? 'Пара за третє місце' : `Пара ${id}`),
  vs: (a, b) => `${a} — ${b}`,
  leads: (name, a, b) => `${name} веде ${a}–${b}`,
  level: (a, b) => `рівний рахунок ${a}–${b}`,
  notStarted: 'ще не почата',
  won: (name, a, b) => `${name} переміг ${a}–${b} за матчами`,
  bye: (name) => `${name} проходить без гри`,
  byeSide: 'вільно',
  matchPoints: (list) => `очки: ${list}`,
  walkover: (name) => `${name} перемагає через неявку суперника`,
  void: 'не грається',
  winnerOf: (id) => `переможець ${id}`,
  loserOf: (id) => `той, хто програв ${id}`,
  withdrawnMark: 'знявся',
  firstTo: (n) => `до ${n} перемог`,
  matchesToPlay: 'Матчі до гри',
  matchN: (id, n) => `${id}, матч ${n}`,
  noMatches: 'Зараз грати нічого.',
  winner: 'Переможець',
  winnerPoints: 'Очки переможця',
  loserPoints: 'Очки того, хто програв',
  enterResult: 'Внести результат',
  playPeople: 'Зіграти тут (дві людини)',
  playComputer: "Зіграти тут проти комп'ютера",
  playBots: "Нехай зіграє комп'ютер",
  botsPlaying: (id, game) => `Комп'ютер грає ${id}, партія ${game}…`,
  stop: 'Зупинити',
  withdraw: 'Зняття з турніру',
  withdrawPlayer: 'Зняти',
  standings: 'Становище',
  place: 'Місце',
  player: 'Учасник',
  wins: 'Виграно матчів',
  losses: 'Програно матчів',
  status: 'Статус',
  statuses: {
    places: { 1: 'Чемпіон', 2: 'Друге місце', 3: 'Третє місце', 4: 'Четверте місце' },
    out: (id) => `Вибув у ${id}`,
    withdrawn: 'Знявся',
    inPlay: 'У грі',
    registered: 'Зареєстрований',
  },
  places: 'Призери',
  champion: (name) => `Чемпіон: ${name}`,
  over: 'Турнір завершено.',
  exportDoc: 'Зберегти турнір (JSON)',
  importDoc: 'Відкрити турнір',
  print: 'Друк сітки',
  newTournament: 'Новий турнір',
  confirmNew: 'Почати новий турнір? Поточний буде видалено (збережіть його, щоб не втратити).',
  yesNew: 'Так, почати новий',
  cancel: 'Скасувати',
  importFailed: (why) => `Цей файл не є турніром, який можна відкрити: ${why}`,
  imported: 'Турнір відкрито',
  unreadableTitle: 'Збережений турнір не вдалося прочитати',
  unreadableText: 'Нічого не видалено. Скопіюйте або завантажте його текст, потім видаліть його.',
  playingBanner: (id, n, white, black) => `Турнір, ${id}, матч ${n}: ${white} (білі) — ${black} (чорні)`,
  backToTournament: 'До турніру',
  continueMatch: 'Продовжити матч',
  matchInApp: (id, n) => `Матч ${n} пари ${id} грається в застосунку.`,
  resultEntered: (id, winner, a, b) => `Результат внесено: ${winner} виграв матч ${id} ${a}–${b}`,
  saveFailed: (why) => `Не вдалося зберегти турнір на цьому пристрої: ${why}`,
  errors: {
    'entrant/duplicate': "Таке ім'я вже зареєстровано",
    'entrant/name': "Ім'я — від 1 до 80 друкованих символів",
    'entrants/too-few': 'Недостатньо учасників для жеребкування',
    'entrants/too-many': 'Забагато учасників (не більше 1024)',
    'draw/seed': 'Спершу введіть або створіть ключ',
    'result/score': 'Очки переможця мають досягти довжини матчу, очки того, хто програв, — бути меншими',
    'tournament/config': 'Такий регламент неможливий',
    'player/out': 'У цього учасника більше немає матчів',
  },
};

const TABLES: Record<Locale, TournamentStrings> = { en, ru, uk };

/** The organiser page's texts in a language. */
export function tournamentStrings(locale: Locale): TournamentStrings {
  return TABLES[locale];
}
