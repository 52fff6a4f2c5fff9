import { getLocale, isLocale, type Locale } from '../i18n/locale.ts';

/** The texts of `<nardy-tournament>` in every language of the elements. */
export interface TournamentElementStrings {
  readonly status: Record<'open' | 'running' | 'finished', string>;
  readonly round: (n: number, of: number) => string;
  readonly thirdPlace: string;
  readonly bye: string;
  readonly waiting: string;
  readonly forfeit: string;
  readonly standings: string;
  readonly player: string;
  readonly points: string;
  readonly wins: string;
  readonly losses: string;
  readonly playingNow: string;
  readonly watch: (white: string, black: string) => string;
  readonly match: (n: number) => string;
  readonly places: string;
  readonly drawSeed: (seed: string) => string;
  readonly loading: string;
}

const en: TournamentElementStrings = {
  status: { open: 'Open for entry', running: 'Under way', finished: 'Finished' },
  round: (n, of) => (n === of ? 'Final' : n === of - 1 ? 'Semifinals' : `Round ${n}`),
  thirdPlace: 'Third place',
  bye: 'bye',
  waiting: 'to be decided',
  forfeit: 'forfeit',
  standings: 'Standings',
  player: 'Player',
  points: 'Points',
  wins: 'Won',
  losses: 'Lost',
  playingNow: 'Playing now',
  watch: (white, black) => `Watch ${white} – ${black}`,
  match: (n) => `match ${n}`,
  places: 'Places',
  drawSeed: (seed) => `Draw seed: ${seed}`,
  loading: 'Loading…',
};

const ru: TournamentElementStrings = {
  status: { open: 'Идёт запись', running: 'Идёт', finished: 'Завершён' },
  round: (n, of) => (n === of ? 'Финал' : n === of - 1 ? 'Полуфиналы' : `Тур ${n}`),
  thirdPlace: 'За третье место',
  bye: 'без соперника',
  waiting: 'определится',
  forfeit: 'техническое поражение',
  standings: 'Таблица',
  player: 'Игрок',
  points: 'Очки',
  wins: 'Победы',
  losses: 'Поражения',
  playingNow: 'Сейчас играют',
  watch: (white, black) => `Смотреть: ${white} – ${black}`,
  match: (n) => `матч ${n}`,
  places: 'Места',
  drawSeed: (seed) => `Зерно жеребьёвки: ${seed}`,
  loading: 'Загрузка…',
};

const uk: TournamentElementStrings = {
  status: { open: 'Триває запис', running: 'Триває', finished: 'Завершено' },
  round: (n, of) => (n === of ? 'Фінал' : n === of - 1 ? 'Півфінали' : `Тур ${n}`),
  thirdPlace: 'За третє місце',
  bye: 'без суперника',
  waiting: 'визначиться',
  forfeit: 'технічна поразка',
  standings: 'Таблиця',
  player: 'Гравець',
  points: 'Очки',
  wins: 'Перемоги',
  losses: 'Поразки',
  playingNow: 'Зараз грають',
  watch: (white, black) => `Дивитися: ${white} – ${black}`,
  match: (n) => `матч ${n}`,
  places: 'Місця',
  drawSeed: (seed) => `Зерно жеребкування: ${seed}`,
  loading: 'Завантаження…',
};

const TABLES: Record<Locale, TournamentElementStrings> = { en, ru, uk };

/** The element's texts in its own `locale`, else the page-wide one. */
export function tournamentStringsFor(locale?: string | null): TournamentElementStrings {
  return TABLES[isLocale(locale) ? locale : getLocale()];
}
