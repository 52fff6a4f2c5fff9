import { type Locale, pluralForm } from '@nardy/elements';
import type { DrillSource } from './drills.ts';

/** The drills' and the position of the day's words (docs/app.md "Drills"), whole sentences per language. */
export interface LearnStrings {
  readonly drills: string;
  readonly daily: string;
  readonly intro: string;
  readonly dailyIntro: string;
  readonly none: string;
  readonly allDone: (count: number, when: string) => string;
  readonly due: (n: number) => string;
  readonly taskPlay: (dice: string) => string;
  readonly taskBoard: (dice: string) => string;
  readonly taskDouble: string;
  readonly taskTake: string;
  readonly from: (source: DrillSource, date: string) => string;
  readonly solved: string;
  readonly notBest: (words: string) => string;
  readonly notRanked: string;
  readonly wrongBoard: (n: number) => string;
  readonly best: (play: string) => string;
  readonly line: string;
  readonly youPlayed: (play: string, words: string) => string;
  readonly ranked: string;
  readonly next: string;
  readonly again: string;
  readonly showAnswer: string;
  readonly pass: string;
  readonly passPlay: string;
  readonly boardN: (n: number) => string;
  readonly youAreWhite: string;
  readonly comeBack: (days: number) => string;
}

const en: LearnStrings = {
  drills: 'Drills',
  daily: 'Position of the day',
  intro:
    'The positions where you lost the most in your analysed games come back here as puzzles. Solve one and it returns later; miss it and it returns soon.',
  dailyIntro: 'The same position for everyone today, checked by our analysis. A new one tomorrow.',
  none: 'No drills yet. Analyse a finished game — Analyse after the game, or a record file from the first page — and its largest mistakes become drills here.',
  allDone: (count, when) => `All ${count} drills are done for now. The next one is due ${when}.`,
  due: (n) => `${n} ${n === 1 ? 'drill' : 'drills'} due`,
  taskPlay: (dice) => `You play White with ${dice}: find the best play.`,
  taskBoard: (dice) => `You play White with ${dice}: choose the board and find the best play there.`,
  taskDouble: 'You play White, before your roll: double, or not?',
  taskTake: 'Your opponent doubles: take, or drop?',
  from: (source, date) =>
    source === 'online'
      ? `From your online game of ${date}.`
      : source === 'imported'
        ? `From a game analysed from a file on ${date}.`
        : `From your game on this device of ${date}.`,
  solved: 'Solved: that is the best.',
  notBest: (words) => `Not the best: ${words}.`,
  notRanked: 'Not the best, and not among the plays the analysis ranked highest.',
  wrongBoard: (n) => `The best board was board ${n}.`,
  best: (play) => `Best: ${play}`,
  line: 'The best line, step by step',
  youPlayed: (play, words) => `In your game you played ${play}: ${words}.`,
  ranked: 'How the analysis ranks them',
  next: 'Next',
  again: 'Try again',
  showAnswer: 'Show the answer',
  pass: 'Pass here',
  passPlay: 'no move',
  boardN: (n) => `Board ${n}`,
  youAreWhite: 'You are White (your checkers, your numbering), whichever colour you had.',
  comeBack: (days) => `It comes back in ${days} ${days === 1 ? 'day' : 'days'}.`,
};

const ruDays = (n: number) => pluralForm('ru', n, { one: 'день', few: 'дня', many: 'дней', other: 'дня' });
const ukDays = (n: number) => pluralForm('uk', n, { one: 'день', few: 'дні', many: 'днів', other: 'дня' });

const ru: LearnStrings = {
  drills: 'Упражнения',
  daily: 'Позиция дня',
  intro:
    'Позиции, где вы потеряли больше всего в проанализированных партиях, возвращаются сюда задачами. Решённая вернётся позже, нерешённая — скоро.',
  dailyIntro: 'Сегодня у всех одна и та же позиция, проверенная нашим анализом. Завтра — новая.',
  none: 'Упражнений пока нет. Проанализируйте законченную партию — «Анализ» после партии или файл записи с первой страницы, — и её самые большие ошибки станут упражнениями.',
  allDone: (count, when) => `Все упражнения (${count}) на сейчас решены. Следующее — ${when}.`,
  due: (n) => `К решению: ${n}`,
  taskPlay: (dice) => `Вы играете белыми, бросок ${dice}: найдите лучший ход.`,
  taskBoard: (dice) => `Вы играете белыми, бросок ${dice}: выберите доску и найдите на ней лучший ход.`,
  taskDouble: 'Вы играете белыми, до броска: удваивать или нет?',
  taskTake: 'Соперник удваивает: принять или отказаться?',
  from: (source, date) =>
    source === 'online'
      ? `Из вашей партии онлайн, ${date}.`
      : source === 'imported'
        ? `Из партии, проанализированной из файла, ${date}.`
        : `Из вашей партии на этом устройстве, ${date}.`,
  solved: 'Решено: это лучший вариант.',
  notBest: (words) => `Не лучший: ${words}.`,
  notRanked: 'Не лучший и не среди ходов, которые анализ поставил выше всего.',
  wrongBoard: (n) => `Лучшая доска — доска ${n}.`,
  best: (play) => `Лучший: ${play}`,
  line: 'Лучший вариант по шагам',
  youPlayed: (play, words) => `В партии вы сыграли ${play}: ${words}.`,
  ranked: 'Как их оценивает анализ',
  next: 'Дальше',
  again: 'Ещё раз',
  showAnswer: 'Показать ответ',
  pass: 'Пропустить здесь',
  passPlay: 'без хода',
  boardN: (n) => `Доска ${n}`,
  youAreWhite: 'Вы — белые (ваши шашки, ваша нумерация), каким бы цветом вы ни играли.',
  comeBack: (days) => `Вернётся через ${days} ${ruDays(days)}.`,
};

const uk: LearnStrings = {
  drills: 'Вправи',
  daily: 'Позиція дня',
  intro:
    'Позиції, де ви втратили найбільше в проаналізованих партіях, повертаються сюди задачами. Розв’язана повернеться пізніше, нерозв’язана — скоро.',
  dailyIntro: 'Сьогодні в усіх та сама позиція, перевірена нашим аналізом. Завтра — нова.',
  none: 'Вправ поки немає. Проаналізуйте закінчену партію — «Аналіз» після партії або файл запису з першої сторінки, — і її найбільші помилки стануть вправами.',
  allDone: (count, when) => `Усі вправи (${count}) на зараз розв’язано. Наступна — ${when}.`,
  due: (n) => `До розв’язання: ${n}`,
  taskPlay: (dice) => `Ви граєте білими, кидок ${dice}: знайдіть найкращий хід.`,
  taskBoard: (dice) => `Ви граєте білими, кидок ${dice}: оберіть дошку й знайдіть на ній найкращий хід.`,
  taskDouble: 'Ви граєте білими, до кидка: подвоювати чи ні?',
  taskTake: 'Суперник подвоює: прийняти чи відмовитися?',
  from: (source, date) =>
    source === 'online'
      ? `З вашої партії онлайн, ${date}.`
      : source === 'imported'
        ? `З партії, проаналізованої з файлу, ${date}.`
        : `З вашої партії на цьому пристрої, ${date}.`,
  solved: 'Розв’язано: це найкращий варіант.',
  notBest: (words) => `Не найкращий: ${words}.`,
  notRanked: 'Не найкращий і не серед ходів, які аналіз поставив найвище.',
  wrongBoard: (n) => `Найкраща дошка — дошка ${n}.`,
  best: (play) => `Найкращий: ${play}`,
  line: 'Найкращий варіант по кроках',
  youPlayed: (play, words) => `У партії ви зіграли ${play}: ${words}.`,
  ranked: 'Як їх оцінює аналіз',
  next: 'Далі',
  again: 'Ще раз',
  showAnswer: 'Показати відповідь',
  pass: 'Пропустити тут',
  passPlay: 'без ходу',
  boardN: (n) => `Дошка ${n}`,
  youAreWhite: 'Ви — білі (ваші шашки, ваша нумерація), хоч би яким кольором ви грали.',
  comeBack: (days) => `Повернеться через ${days} ${ukDays(days)}.`,
};

const TABLES: Record<Locale, LearnStrings> = { en, ru, uk };

export function learnStrings(locale: Locale): LearnStrings {
  return TABLES[locale] ?? en;
}
