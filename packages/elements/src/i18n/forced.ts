import type { AutoPlayKind } from '@nardy/parallel';

/**
 * What auto-play did, in words for the table's status line: a forced play, the only board the roll
 * could be played on (`board`, 1-based; null when unknown), a race bear-off, a roll with no cube to
 * turn. `who` names the player, null when it is the player at this screen. Per language, beside the
 * elements' main strings (only the table says it, so a lone board does not carry it).
 */
export type ForcedWords = (kind: AutoPlayKind, board: number | null, who: string | null) => string;

/** "Anna: forced move" from "Forced move", in the languages that start the clause with a capital. */
const naming = (text: string, who: string | null) =>
  who === null ? text : `${who}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const en: ForcedWords = (kind, board, who) => {
  const on = board === null ? 'one board' : `board ${board}`;
  if (kind === 'bearOff') return who === null ? 'Bore off' : `${who} bore off`;
  if (kind === 'roll') return who === null ? 'Rolled: no cube to turn' : `${who} rolled: no cube to turn`;
  return naming(kind === 'play' ? 'Forced move' : `Only ${on} could take the roll`, who);
};

const ru: ForcedWords = (kind, board, who) =>
  naming(
    {
      play: 'Вынужденный ход',
      board: `Бросок можно было сыграть только на ${board === null ? 'одной доске' : `доске ${board}`}`,
      bearOff: 'Шашки выброшены',
      roll: 'Бросок: удвоить нельзя',
    }[kind],
    who,
  );

const uk: ForcedWords = (kind, board, who) =>
  naming(
    {
      play: 'Вимушений хід',
      board: `Кидок можна було зіграти лише на ${board === null ? 'одній дошці' : `дошці ${board}`}`,
      bearOff: 'Шашки винесено',
      roll: 'Кидок: подвоїти не можна',
    }[kind],
    who,
  );

const BY_LANG: Record<string, ForcedWords> = { en, ru, uk };

/** The words for what auto-play did, in language `lang` (English for one the elements do not speak). */
export function forcedWords(lang: string): ForcedWords {
  return BY_LANG[lang] ?? en;
}
