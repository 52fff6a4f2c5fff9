import { pluralForm } from './plural.ts';

/**
 * The texts of the live embeds — a watched table's line (`<nardy-table watch>`) and
 * `<nardy-tournament>` — per language. Kept apart from the elements' main strings: only the live
 * bundle carries them.
 */
export interface LiveStrings {
  readonly connecting: string;
  readonly reconnecting: string;
  readonly closed: string;
  /** "Live · 3 watching". */
  readonly live: (spectators: number) => string;
  readonly clocks: string;
  /** A clock's accessible text: "White: 4:32 left, 0:08 of delay". */
  readonly clock: (name: string, reserve: string, delay: string | null) => string;
  readonly lostOnTime: (name: string) => string;
  readonly abandoned: (name: string) => string;
  readonly loading: string;
  readonly unreachable: string;
  readonly format: (format: 'olympic' | 'arena') => string;
  readonly status: (status: 'open' | 'running' | 'finished') => string;
  readonly entrants: (n: number) => string;
  /** Heading of round `i` (1-based) of `n`: the last is the final, the one before the semifinal. */
  readonly round: (i: number, n: number) => string;
  readonly thirdPlace: string;
  readonly bye: string;
  /** A side not known yet (the winner of an earlier pairing). */
  readonly unknown: string;
  /** Link text of the `n`th table of a pairing; `live` while it is played. */
  readonly table: (n: number, live: boolean) => string;
  /** The link's accessible name: "Watch White v Black, match 2". */
  readonly watchTable: (white: string, black: string, n: number) => string;
  readonly forfeit: (kind: string) => string;
  readonly standings: string;
  readonly player: string;
  readonly points: string;
  readonly wins: string;
  readonly losses: string;
  readonly streak: string;
  readonly playing: string;
  readonly nowPlaying: string;
  readonly watch: string;
  readonly places: string;
  readonly drawSeed: string;
}

const en: LiveStrings = {
  connecting: 'Connecting to the table…',
  reconnecting: 'Connection lost, reconnecting…',
  closed: 'No longer following this table',
  live: (n) => `Live · ${n} watching`,
  clocks: 'Clocks',
  clock: (name, reserve, delay) => `${name}: ${reserve} left${delay ? `, ${delay} of delay` : ''}`,
  lostOnTime: (name) => `${name} lost on time`,
  abandoned: (name) => `${name} left the table and lost`,
  loading: 'Loading the tournament…',
  unreachable: 'The tournament cannot be loaded now; trying again…',
  format: (f) => (f === 'olympic' ? 'Olympic system' : 'Arena'),
  status: (s) => ({ open: 'Open for entries', running: 'In play', finished: 'Finished' })[s],
  entrants: (n) => `${n} ${pluralForm('en', n, { one: 'entrant', other: 'entrants' })}`,
  round: (i, n) => (i === n ? 'Final' : i === n - 1 ? 'Semifinals' : `Round ${i}`),
  thirdPlace: 'Third place',
  bye: 'bye',
  unknown: 'to be decided',
  table: (n, live) => `Match ${n}${live ? ' · live' : ''}`,
  watchTable: (white, black, n) => `Watch ${white} v ${black}, match ${n}`,
  forfeit: (kind) =>
    kind === 'no-show' ? 'by forfeit: did not come' : kind === 'left' ? 'by forfeit: left' : 'by forfeit: abandoned',
  standings: 'Standings',
  player: 'Player',
  points: 'Points',
  wins: 'Won',
  losses: 'Lost',
  streak: 'Streak',
  playing: 'playing now',
  nowPlaying: 'Now playing',
  watch: 'watch',
  places: 'Places',
  drawSeed: 'Draw seed',
};

const ru: LiveStrings = {
  connecting: 'Подключение к столу…',
  reconnecting: 'Связь потеряна, переподключение…',
  closed: 'Стол больше не отслеживается',
  live: (n) =>
    `В эфире · ${n} ${pluralForm('ru', n, { one: 'зритель', few: 'зрителя', many: 'зрителей', other: 'зрителя' })}`,
  clocks: 'Часы',
  clock: (name, reserve, delay) => `${name}: осталось ${reserve}${delay ? `, задержка ${delay}` : ''}`,
  lostOnTime: (name) => `${name}: поражение по времени`,
  abandoned: (name) => `${name} покинул стол и проиграл`,
  loading: 'Загрузка турнира…',
  unreachable: 'Турнир сейчас не загружается; повторяем…',
  format: (f) => (f === 'olympic' ? 'Олимпийская система' : 'Арена'),
  status: (s) => ({ open: 'Идёт запись', running: 'Идёт игра', finished: 'Завершён' })[s],
  entrants: (n) =>
    `${n} ${pluralForm('ru', n, { one: 'участник', few: 'участника', many: 'участников', other: 'участника' })}`,
  round: (i, n) => (i === n ? 'Финал' : i === n - 1 ? 'Полуфиналы' : `Тур ${i}`),
  thirdPlace: 'Матч за третье место',
  bye: 'свободен',
  unknown: 'определится',
  table: (n, live) => `Матч ${n}${live ? ' · идёт' : ''}`,
  watchTable: (white, black, n) => `Смотреть ${white} — ${black}, матч ${n}`,
  forfeit: (kind) =>
    kind === 'no-show' ? 'техническое: неявка' : kind === 'left' ? 'техническое: выбыл' : 'техническое: покинул стол',
  standings: 'Таблица',
  player: 'Игрок',
  points: 'Очки',
  wins: 'Победы',
  losses: 'Поражения',
  streak: 'Серия',
  playing: 'играет',
  nowPlaying: 'Сейчас играют',
  watch: 'смотреть',
  places: 'Места',
  drawSeed: 'Зерно жеребьёвки',
};

const uk: LiveStrings = {
  connecting: 'Підключення до столу…',
  reconnecting: "Зв'язок втрачено, перепідключення…",
  closed: 'Стіл більше не відстежується',
  live: (n) =>
    `Наживо · ${n} ${pluralForm('uk', n, { one: 'глядач', few: 'глядачі', many: 'глядачів', other: 'глядача' })}`,
  clocks: 'Годинники',
  clock: (name, reserve, delay) => `${name}: лишилося ${reserve}${delay ? `, затримка ${delay}` : ''}`,
  lostOnTime: (name) => `${name}: поразка за часом`,
  abandoned: (name) => `${name} покинув стіл і програв`,
  loading: 'Завантаження турніру…',
  unreachable: 'Турнір зараз не завантажується; повторюємо…',
  format: (f) => (f === 'olympic' ? 'Олімпійська система' : 'Арена'),
  status: (s) => ({ open: 'Триває запис', running: 'Триває гра', finished: 'Завершено' })[s],
  entrants: (n) =>
    `${n} ${pluralForm('uk', n, { one: 'учасник', few: 'учасники', many: 'учасників', other: 'учасника' })}`,
  round: (i, n) => (i === n ? 'Фінал' : i === n - 1 ? 'Півфінали' : `Тур ${i}`),
  thirdPlace: 'Матч за третє місце',
  bye: 'вільний',
  unknown: 'визначиться',
  table: (n, live) => `Матч ${n}${live ? ' · триває' : ''}`,
  watchTable: (white, black, n) => `Дивитися ${white} — ${black}, матч ${n}`,
  forfeit: (kind) =>
    kind === 'no-show' ? 'технічна: неявка' : kind === 'left' ? 'технічна: вибув' : 'технічна: покинув стіл',
  standings: 'Таблиця',
  player: 'Гравець',
  points: 'Очки',
  wins: 'Перемоги',
  losses: 'Поразки',
  streak: 'Серія',
  playing: 'грає',
  nowPlaying: 'Зараз грають',
  watch: 'дивитися',
  places: 'Місця',
  drawSeed: 'Зерно жеребкування',
};

const BY_LANG: Record<string, LiveStrings> = { en, ru, uk };

/** The live embeds' strings of a language (English for one the elements do not speak). */
export function liveStrings(lang: string): LiveStrings {
  return BY_LANG[lang] ?? en;
}

/** A clock's time: `m:ss`, or `h:mm:ss` from an hour (whole seconds, rounded up while it runs down). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
