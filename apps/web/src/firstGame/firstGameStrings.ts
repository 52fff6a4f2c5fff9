import type { Locale } from '@nardy/elements';
import type { StepKind } from './lessons.ts';

/** The guided first game's words (docs/app.md "First game"): a sentence per lesson and per step. */
export interface FirstGameStrings {
  readonly title: string;
  readonly intro: string;
  readonly chooseShort: string;
  readonly chooseLong: string;
  readonly lessons: Readonly<Record<string, string>>;
  readonly next: string;
  readonly again: string;
  readonly leave: string;
  readonly notThis: string;
  readonly wellDone: string;
  readonly lessonOf: (n: number, of: number) => string;
  readonly freeIntro: string;
  readonly roll: string;
  readonly youRolled: (dice: string) => string;
  readonly step: (kind: StepKind, text: string) => string;
  readonly thinking: string;
  readonly hintLoading: string;
  readonly yourOwn: (left: number) => string;
  readonly computerPlayed: (text: string) => string;
  readonly noMove: string;
  readonly computerNoMove: string;
  readonly won: string;
  readonly lost: string;
  readonly end: string;
  readonly readRules: string;
  readonly realGame: string;
}

const en: FirstGameStrings = {
  title: 'Your first game',
  intro: 'A few positions to try, then a whole game against the computer with hints. Leave whenever you like.',
  chooseShort: 'Short nardy',
  chooseLong: 'Long nardy',
  lessons: {
    'short-board':
      'These are your white checkers. They travel from your 24, top right, anticlockwise round the board to your home, points 1–6 at the bottom right, and then off. Black travels the other way.',
    'short-point':
      'You rolled 3-1. Move one checker from 8 to 5 and one from 6 to 5: two checkers on a point make it yours.',
    'short-hit':
      'A single black checker on your 7 is a blot. Hit it with the 6 (13/7) and play the 5 from 13 too (13/8).',
    'short-bar':
      'Your checker on the bar must come in first. The 6 is blocked, so enter with the 3 (bar/22), then play the 6.',
    'long-board':
      'In long nardy all fifteen of your checkers start on the head, your 24 at the top right. Both players move anticlockwise; your home is 1–6 at the bottom right, and Black’s head is your 12.',
    'long-head': 'You rolled 5-3. Move one checker from the head with the whole roll: 24/16.',
    'long-one-head':
      'Only one checker may leave the head each turn. Move one from the head with the 3 (24/21) and the other checker with the 5 (18/13).',
    'long-six-six': 'On your very first turn, 6-6 lets a second checker leave the head: move two checkers 24/18.',
  },
  next: 'Next',
  again: 'Start the position again',
  leave: 'Leave',
  notThis: 'That is a legal play, but not the one asked for. Try again.',
  wellDone: 'Well done.',
  lessonOf: (n, of) => `Step ${n} of ${of}`,
  freeIntro: 'Now a whole game against the computer. The arrows show the best play; follow them or play your own.',
  roll: 'Roll',
  youRolled: (dice) => `You rolled ${dice}.`,
  step: (kind, text) =>
    kind === 'head'
      ? `Move one checker from the head: ${text}.`
      : kind === 'bar'
        ? `Bring the checker on the bar in: ${text}.`
        : kind === 'off'
          ? `Bear a checker off: ${text}.`
          : kind === 'hit'
            ? `Hit the blot: ${text}.`
            : `Move a checker: ${text}.`,
  thinking: 'The computer is thinking…',
  hintLoading: 'Looking for the best play…',
  yourOwn: (left) => `Your own way: play the ${left === 1 ? 'die' : 'dice'} left.`,
  computerPlayed: (text) => `The computer played ${text}.`,
  noMove: 'No move is possible with this roll: your turn passes.',
  computerNoMove: 'The computer could not move.',
  won: 'You won your first game!',
  lost: 'The computer won this time.',
  end: 'That is the whole game. Read the rules, or play a real game.',
  readRules: 'Read the rules',
  realGame: 'Play a real game',
};

const ru: FirstGameStrings = {
  title: 'Ваша первая партия',
  intro:
    'Несколько позиций, чтобы попробовать, затем целая партия с компьютером и подсказками. Уйти можно в любой момент.',
  chooseShort: 'Короткие нарды',
  chooseLong: 'Длинные нарды',
  lessons: {
    'short-board':
      'Это ваши белые шашки. Они идут от вашего 24-го пункта справа вверху против часовой стрелки к вашему дому, пунктам 1–6 справа внизу, и затем выбрасываются. Чёрные идут навстречу.',
    'short-point': 'Выпало 3-1. Передвиньте одну шашку с 8 на 5 и одну с 6 на 5: две шашки на пункте делают его вашим.',
    'short-hit':
      'Одинокая чёрная шашка на вашем 7-м пункте — блот. Побейте её шестёркой (13/7) и сыграйте пятёрку тоже с 13-го (13/8).',
    'short-bar':
      'Ваша шашка на баре должна войти первой. Шестёрка закрыта — входите тройкой (bar/22), затем сыграйте шестёрку.',
    'long-board':
      'В длинных нардах все пятнадцать ваших шашек начинают на голове, вашем 24-м пункте справа вверху. Оба игрока ходят против часовой стрелки; ваш дом — 1–6 справа внизу, голова чёрных — ваш 12-й.',
    'long-head': 'Выпало 5-3. Сыграйте весь бросок одной шашкой с головы: 24/16.',
    'long-one-head':
      'С головы за ход уходит только одна шашка. Снимите одну тройкой (24/21), а пятёркой сыграйте другую шашку (18/13).',
    'long-six-six': 'В самом первом ходе 6-6 позволяет снять с головы вторую шашку: две шашки 24/18.',
  },
  next: 'Дальше',
  again: 'Начать позицию заново',
  leave: 'Выйти',
  notThis: 'Это правильный ход, но здесь просят другой. Попробуйте ещё раз.',
  wellDone: 'Отлично.',
  lessonOf: (n, of) => `Шаг ${n} из ${of}`,
  freeIntro: 'Теперь целая партия с компьютером. Стрелки показывают лучший ход; следуйте им или играйте по-своему.',
  roll: 'Бросить',
  youRolled: (dice) => `Выпало ${dice}.`,
  step: (kind, text) =>
    kind === 'head'
      ? `Снимите одну шашку с головы: ${text}.`
      : kind === 'bar'
        ? `Введите шашку с бара: ${text}.`
        : kind === 'off'
          ? `Выбросьте шашку: ${text}.`
          : kind === 'hit'
            ? `Побейте блот: ${text}.`
            : `Передвиньте шашку: ${text}.`,
  thinking: 'Компьютер думает…',
  hintLoading: 'Ищем лучший ход…',
  yourOwn: (left) => `По-своему: сыграйте ${left === 1 ? 'оставшуюся кость' : 'оставшиеся кости'}.`,
  computerPlayed: (text) => `Компьютер сыграл ${text}.`,
  noMove: 'С этим броском ходить нечем: ход переходит к сопернику.',
  computerNoMove: 'Компьютер не смог сходить.',
  won: 'Вы выиграли свою первую партию!',
  lost: 'На этот раз выиграл компьютер.',
  end: 'Вот и вся партия. Прочитайте правила или сыграйте настоящую партию.',
  readRules: 'Прочитать правила',
  realGame: 'Сыграть настоящую партию',
};

const uk: FirstGameStrings = {
  title: 'Ваша перша партія',
  intro: 'Кілька позицій, щоб спробувати, потім ціла партія з комп’ютером і підказками. Піти можна будь-коли.',
  chooseShort: 'Короткі нарди',
  chooseLong: 'Довгі нарди',
  lessons: {
    'short-board':
      'Це ваші білі шашки. Вони йдуть від вашого 24-го пункту праворуч угорі проти годинникової стрілки до вашого дому, пунктів 1–6 праворуч унизу, а тоді викидаються. Чорні йдуть назустріч.',
    'short-point':
      'Випало 3-1. Пересуньте одну шашку з 8 на 5 і одну з 6 на 5: дві шашки на пункті роблять його вашим.',
    'short-hit':
      'Самотня чорна шашка на вашому 7-му пункті — блот. Побийте її шісткою (13/7) і зіграйте п’ятірку теж з 13-го (13/8).',
    'short-bar':
      'Ваша шашка на барі має ввійти першою. Шістка закрита — входьте трійкою (bar/22), потім зіграйте шістку.',
    'long-board':
      'У довгих нардах усі п’ятнадцять ваших шашок починають на голові, вашому 24-му пункті праворуч угорі. Обидва гравці ходять проти годинникової стрілки; ваш дім — 1–6 праворуч унизу, голова чорних — ваш 12-й.',
    'long-head': 'Випало 5-3. Зіграйте весь кидок однією шашкою з голови: 24/16.',
    'long-one-head':
      'З голови за хід іде лише одна шашка. Зніміть одну трійкою (24/21), а п’ятіркою зіграйте іншу шашку (18/13).',
    'long-six-six': 'У найпершому ході 6-6 дозволяє зняти з голови другу шашку: дві шашки 24/18.',
  },
  next: 'Далі',
  again: 'Почати позицію знову',
  leave: 'Вийти',
  notThis: 'Це правильний хід, але тут просять інший. Спробуйте ще раз.',
  wellDone: 'Чудово.',
  lessonOf: (n, of) => `Крок ${n} з ${of}`,
  freeIntro: 'Тепер ціла партія з комп’ютером. Стрілки показують найкращий хід; ідіть за ними або грайте по-своєму.',
  roll: 'Кинути',
  youRolled: (dice) => `Випало ${dice}.`,
  step: (kind, text) =>
    kind === 'head'
      ? `Зніміть одну шашку з голови: ${text}.`
      : kind === 'bar'
        ? `Введіть шашку з бару: ${text}.`
        : kind === 'off'
          ? `Викиньте шашку: ${text}.`
          : kind === 'hit'
            ? `Побийте блот: ${text}.`
            : `Пересуньте шашку: ${text}.`,
  thinking: 'Комп’ютер думає…',
  hintLoading: 'Шукаємо найкращий хід…',
  yourOwn: (left) => `По-своєму: зіграйте ${left === 1 ? 'решту кості' : 'решту костей'}.`,
  computerPlayed: (text) => `Комп’ютер зіграв ${text}.`,
  noMove: 'З цим кидком ходити нічим: хід переходить до суперника.',
  computerNoMove: 'Комп’ютер не зміг походити.',
  won: 'Ви виграли свою першу партію!',
  lost: 'Цього разу виграв комп’ютер.',
  end: 'Ось і вся партія. Прочитайте правила або зіграйте справжню партію.',
  readRules: 'Прочитати правила',
  realGame: 'Зіграти справжню партію',
};

const TABLES: Record<Locale, FirstGameStrings> = { en, ru, uk };

export function firstGameStrings(locale: Locale): FirstGameStrings {
  return TABLES[locale] ?? en;
}
