import type { Color } from '@nardy/rules';
import type { EditTool } from '../board/editing.ts';
import { pluralForm } from './plural.ts';

/**
 * The texts of the board's editing mode, its suggested plays and `<nardy-editor>`, per language
 * (kept beside the elements' main strings, chosen by the same language).
 */
export interface EditingStrings {
  /** Name of the list of suggested plays read to screen readers. */
  readonly suggestions: string;
  /** Appended to the board's name in editing mode: how to edit by keyboard. */
  readonly editingHelp: string;
  readonly editor: string;
  readonly tools: string;
  readonly tool: (tool: EditTool) => string;
  readonly sideToMove: string;
  readonly side: (color: Color) => string;
  readonly dice: string;
  readonly die: (n: 1 | 2) => string;
  readonly notRolled: string;
  readonly cube: string;
  readonly noCube: string;
  readonly cubeOwner: string;
  readonly centred: string;
  readonly firstTurns: string;
  /** Long family: the player has not had his first turn (the head rule's exception applies). */
  readonly firstTurn: (color: Color) => string;
  readonly clear: string;
  /** "White: 15 checkers (2 on the bar, 3 borne off)". */
  readonly count: (color: Color, total: number, bar: number, off: number) => string;
}

const en: EditingStrings = {
  suggestions: 'Suggested plays',
  editingHelp:
    'Editing: Enter puts a checker of the chosen colour, W a white one, B a black one, Delete takes one off; drag a checker to move it',
  editor: 'Position editor',
  tools: 'A tap puts',
  tool: (t) => ({ white: 'White checkers', black: 'Black checkers', erase: 'Take off' })[t],
  sideToMove: 'Side to move',
  side: (c) => (c === 'white' ? 'White' : 'Black'),
  dice: 'Dice',
  die: (n) => (n === 1 ? 'First die' : 'Second die'),
  notRolled: 'not rolled',
  cube: 'Cube',
  noCube: 'no cube',
  cubeOwner: 'Cube owner',
  centred: 'In the middle',
  firstTurns: 'First turn',
  firstTurn: (c) => `${c === 'white' ? 'White' : 'Black'} has not moved yet (first turn from the head)`,
  clear: 'Clear the board',
  count: (c, total, bar, off) => {
    const extra = [bar > 0 ? `${bar} on the bar` : '', off > 0 ? `${off} borne off` : ''].filter(Boolean);
    const word = pluralForm('en', total, { one: 'checker', other: 'checkers' });
    return `${c === 'white' ? 'White' : 'Black'}: ${total} ${word}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  },
};

const ru: EditingStrings = {
  suggestions: 'Предлагаемые ходы',
  editingHelp:
    'Расстановка: Enter ставит шашку выбранного цвета, W — белую, B — чёрную, Delete убирает одну; шашку можно перетащить',
  editor: 'Редактор позиции',
  tools: 'Нажатие ставит',
  tool: (t) => ({ white: 'Белые шашки', black: 'Чёрные шашки', erase: 'Убрать' })[t],
  sideToMove: 'Чей ход',
  side: (c) => (c === 'white' ? 'Белые' : 'Чёрные'),
  dice: 'Кости',
  die: (n) => (n === 1 ? 'Первая кость' : 'Вторая кость'),
  notRolled: 'не брошена',
  cube: 'Куб',
  noCube: 'без куба',
  cubeOwner: 'У кого куб',
  centred: 'В центре',
  firstTurns: 'Первый ход',
  firstTurn: (c) => `${c === 'white' ? 'Белые' : 'Чёрные'} ещё не ходили (первый ход с головы)`,
  clear: 'Очистить доску',
  count: (c, total, bar, off) => {
    const extra = [bar > 0 ? `на баре ${bar}` : '', off > 0 ? `выброшено ${off}` : ''].filter(Boolean);
    const word = pluralForm('ru', total, { one: 'шашка', few: 'шашки', many: 'шашек', other: 'шашки' });
    return `${c === 'white' ? 'Белые' : 'Чёрные'}: ${total} ${word}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  },
};

const uk: EditingStrings = {
  suggestions: 'Запропоновані ходи',
  editingHelp:
    'Розстановка: Enter ставить шашку вибраного кольору, W — білу, B — чорну, Delete прибирає одну; шашку можна перетягнути',
  editor: 'Редактор позиції',
  tools: 'Натискання ставить',
  tool: (t) => ({ white: 'Білі шашки', black: 'Чорні шашки', erase: 'Прибрати' })[t],
  sideToMove: 'Чий хід',
  side: (c) => (c === 'white' ? 'Білі' : 'Чорні'),
  dice: 'Кості',
  die: (n) => (n === 1 ? 'Перша кістка' : 'Друга кістка'),
  notRolled: 'не кинута',
  cube: 'Куб',
  noCube: 'без куба',
  cubeOwner: 'У кого куб',
  centred: 'У центрі',
  firstTurns: 'Перший хід',
  firstTurn: (c) => `${c === 'white' ? 'Білі' : 'Чорні'} ще не ходили (перший хід з голови)`,
  clear: 'Очистити дошку',
  count: (c, total, bar, off) => {
    const extra = [bar > 0 ? `на барі ${bar}` : '', off > 0 ? `викинуто ${off}` : ''].filter(Boolean);
    const word = pluralForm('uk', total, { one: 'шашка', few: 'шашки', many: 'шашок', other: 'шашки' });
    return `${c === 'white' ? 'Білі' : 'Чорні'}: ${total} ${word}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  },
};

const BY_LANG: Readonly<Record<string, EditingStrings>> = { en, ru, uk };

/** The editing texts of a language (English for any other). */
export function editingStrings(lang: string): EditingStrings {
  return BY_LANG[lang] ?? en;
}
