import { type Locale, pluralForm } from '@nardy/elements';
import type { Color } from '@nardy/rules';
import type { SetupProblem } from './positionSetup.ts';

/** The position editor screen's texts (the editor element has its own, in @nardy/elements). */
export interface EditorStrings {
  readonly title: string;
  readonly open: string;
  readonly variant: string;
  readonly start: string;
  readonly valid: string;
  readonly problem: (p: SetupProblem, side: (c: Color) => string) => string;
  readonly positionId: string;
  readonly setupJson: string;
  readonly read: string;
  readonly copy: string;
  readonly copied: string;
  readonly shareLink: string;
  readonly linkCopied: string;
  readonly readFailed: (reason: string) => string;
  readonly noPositionId: string;
  readonly playFrom: string;
  /** What "Play from here" starts with: the cube set in the editor, or no cube at all. */
  readonly playsWithCube: (value: number, owner: Color | null) => string;
  readonly playsWithoutCube: string;
  readonly against: string;
  readonly computer: string;
  readonly person: string;
  readonly analyse: string;
  readonly analysing: string;
  readonly playsFor: (dice: string) => string;
  readonly allRolls: string;
  readonly positionEquity: (side: string, equity: string) => string;
  readonly roll: string;
  readonly bestPlay: string;
  readonly equity: string;
  readonly pass: string;
  readonly sides: Record<Color, string>;
}

const en: EditorStrings = {
  title: 'Position editor',
  open: 'Position editor',
  variant: 'Variant',
  start: 'Starting position',
  valid: 'The position is valid.',
  problem: (p, side) => {
    switch (p.code) {
      case 'ERR_CHECKER_COUNT':
        return p.side
          ? `${side(p.side)} has ${p.count} ${pluralForm('en', p.count ?? 0, { one: 'checker', other: 'checkers' })}; each side has 15, counting those borne off.`
          : 'A side has more than 15 checkers.';
      case 'ERR_MIXED_POINT':
        return 'A point holds checkers of both colours.';
      case 'ERR_BAR_NOT_ALLOWED':
        return 'This variant has no hitting: no checker can be on the bar.';
      case 'record/board-start':
        return 'A side has borne off all its checkers: the game would be over.';
      case 'ERR_POSITION_ID':
        return 'This is not a Position ID (14 characters of GNU Backgammon).';
      case 'ERR_VARIANT_GEOMETRY':
        return 'Position IDs exist for the short variants only.';
      default:
        return `The setup cannot be read: ${p.message}.`;
    }
  },
  positionId: 'Position ID',
  setupJson: 'Setup (JSON)',
  read: 'Read',
  copy: 'Copy',
  copied: 'Copied.',
  shareLink: 'Copy a link to this position',
  linkCopied: 'Link copied: it opens this position.',
  readFailed: (reason) => `Not read: ${reason}`,
  noPositionId: 'No Position ID: long-family boards and invalid positions have none.',
  playFrom: 'Play from here',
  playsWithCube: (value, owner) =>
    `The game starts with the cube at ${value}, ${owner ? `owned by ${owner === 'white' ? 'White' : 'Black'}` : 'in the middle'}.`,
  playsWithoutCube: 'The game is played without a cube: choose a cube value above to play with one.',
  against: 'Opponent',
  computer: 'the computer',
  person: 'a person at this device',
  analyse: 'Analyse this position',
  analysing: 'Analysing…',
  playsFor: (dice) => `Best plays for ${dice}`,
  allRolls: 'Best play of each roll',
  positionEquity: (side, equity) => `Equity before the roll for ${side}: ${equity}`,
  roll: 'Roll',
  bestPlay: 'Best play',
  equity: 'Equity',
  pass: 'pass',
  sides: { white: 'White', black: 'Black' },
};

const ru: EditorStrings = {
  title: 'Редактор позиции',
  open: 'Редактор позиции',
  variant: 'Вариант',
  start: 'Начальная позиция',
  valid: 'Позиция правильная.',
  problem: (p, side) => {
    switch (p.code) {
      case 'ERR_CHECKER_COUNT':
        return p.side
          ? `${side(p.side)}: ${p.count} ${pluralForm('ru', p.count ?? 0, { one: 'шашка', few: 'шашки', many: 'шашек', other: 'шашки' })}; у каждой стороны 15 вместе с выброшенными.`
          : 'У стороны больше 15 шашек.';
      case 'ERR_MIXED_POINT':
        return 'На одном пункте шашки обоих цветов.';
      case 'ERR_BAR_NOT_ALLOWED':
        return 'В этом варианте не бьют: на баре шашек быть не может.';
      case 'record/board-start':
        return 'Сторона уже выбросила все шашки: партия была бы окончена.';
      case 'ERR_POSITION_ID':
        return 'Это не код позиции (Position ID GNU Backgammon, 14 знаков).';
      case 'ERR_VARIANT_GEOMETRY':
        return 'Код позиции есть только у коротких вариантов.';
      default:
        return `Расстановку не прочитать: ${p.message}.`;
    }
  },
  positionId: 'Код позиции (GNU Backgammon)',
  setupJson: 'Расстановка (JSON)',
  read: 'Прочитать',
  copy: 'Копировать',
  copied: 'Скопировано.',
  shareLink: 'Скопировать ссылку на позицию',
  linkCopied: 'Ссылка скопирована: она открывает эту позицию.',
  readFailed: (reason) => `Не прочитано: ${reason}`,
  noPositionId: 'Кода позиции нет: его нет у длинных вариантов и у неправильных позиций.',
  playFrom: 'Играть отсюда',
  playsWithCube: (value, owner) =>
    `Партия начнётся с кубом ${value}, ${owner ? `у ${owner === 'white' ? 'белых' : 'чёрных'}` : 'в центре'}.`,
  playsWithoutCube: 'Партия без куба: выберите значение куба выше, чтобы играть с ним.',
  against: 'Соперник',
  computer: 'компьютер',
  person: 'человек за этим устройством',
  analyse: 'Анализ позиции',
  analysing: 'Анализ…',
  playsFor: (dice) => `Лучшие ходы для ${dice}`,
  allRolls: 'Лучший ход каждого броска',
  positionEquity: (side, equity) => `Эквити до броска (${side}): ${equity}`,
  roll: 'Бросок',
  bestPlay: 'Лучший ход',
  equity: 'Эквити',
  pass: 'пропуск',
  sides: { white: 'Белые', black: 'Чёрные' },
};

const uk: EditorStrings = {
  title: 'Редактор позиції',
  open: 'Редактор позиції',
  variant: 'Варіант',
  start: 'Початкова позиція',
  valid: 'Позиція правильна.',
  problem: (p, side) => {
    switch (p.code) {
      case 'ERR_CHECKER_COUNT':
        return p.side
          ? `${side(p.side)}: ${p.count} ${pluralForm('uk', p.count ?? 0, { one: 'шашка', few: 'шашки', many: 'шашок', other: 'шашки' })}; у кожної сторони 15 разом із викинутими.`
          : 'У сторони більше 15 шашок.';
      case 'ERR_MIXED_POINT':
        return 'На одному пункті шашки обох кольорів.';
      case 'ERR_BAR_NOT_ALLOWED':
        return 'У цьому варіанті не б’ють: на барі шашок бути не може.';
      case 'record/board-start':
        return 'Сторона вже викинула всі шашки: партія була б закінчена.';
      case 'ERR_POSITION_ID':
        return 'Це не код позиції (Position ID GNU Backgammon, 14 знаків).';
      case 'ERR_VARIANT_GEOMETRY':
        return 'Код позиції є лише в коротких варіантів.';
      default:
        return `Розстановку не прочитати: ${p.message}.`;
    }
  },
  positionId: 'Код позиції (GNU Backgammon)',
  setupJson: 'Розстановка (JSON)',
  read: 'Прочитати',
  copy: 'Копіювати',
  copied: 'Скопійовано.',
  shareLink: 'Скопіювати посилання на позицію',
  linkCopied: 'Посилання скопійовано: воно відкриває цю позицію.',
  readFailed: (reason) => `Не прочитано: ${reason}`,
  noPositionId: 'Коду позиції немає: його немає в довгих варіантів і в неправильних позицій.',
  playFrom: 'Грати звідси',
  playsWithCube: (value, owner) =>
    `Партія почнеться з кубом ${value}, ${owner ? `у ${owner === 'white' ? 'білих' : 'чорних'}` : 'в центрі'}.`,
  playsWithoutCube: 'Партія без куба: виберіть значення куба вище, щоб грати з ним.',
  against: 'Суперник',
  computer: 'комп’ютер',
  person: 'людина за цим пристроєм',
  analyse: 'Аналіз позиції',
  analysing: 'Аналіз…',
  playsFor: (dice) => `Найкращі ходи для ${dice}`,
  allRolls: 'Найкращий хід кожного кидка',
  positionEquity: (side, equity) => `Еквіті до кидка (${side}): ${equity}`,
  roll: 'Кидок',
  bestPlay: 'Найкращий хід',
  equity: 'Еквіті',
  pass: 'пропуск',
  sides: { white: 'Білі', black: 'Чорні' },
};

const ALL: Record<Locale, EditorStrings> = { en, ru, uk };

export function editorStrings(locale: Locale): EditorStrings {
  return ALL[locale] ?? en;
}
