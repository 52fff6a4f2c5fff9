import type { NardyRecord } from '@nardy/parallel';
import type { Color, VariantName } from '@nardy/rules';
import { readTurns, type Turn } from './recordTurns.ts';

/**
 * gnubg's `; [Variation "..."]` for the boards a `.mat` can hold: the short variants. Short Caucasian
 * nardy is written as Backgammon (its plays are backgammon plays; gnubg judges them by backgammon rules).
 */
export const MAT_VARIATIONS: Partial<Record<VariantName, 'Backgammon' | 'Nackgammon'>> = {
  short: 'Backgammon',
  'short-caucasian': 'Backgammon',
  nackgammon: 'Nackgammon',
};

/** Why a board is not in the `.mat`. */
export const MAT_SKIP_REASONS = ['variant', 'variation', 'not-alternating'] as const;
export type MatSkipReason = (typeof MAT_SKIP_REASONS)[number];

export const MAT_ERRORS = ['mat/record', 'mat/nothing'] as const;
export type MatError = (typeof MAT_ERRORS)[number];

export interface MatExport {
  /** The Jellyfish text. */
  readonly text: string;
  /** Boards written, as [game, board]. */
  readonly exported: readonly (readonly [number, number])[];
  /** Boards left out and why. */
  readonly skipped: readonly { readonly game: number; readonly board: number; readonly reason: MatSkipReason }[];
}

export type MatResult =
  | { readonly ok: true; readonly value: MatExport }
  | { readonly ok: false; readonly error: { readonly code: MatError; readonly message: string } };

const NAMES: Record<Color, string> = { white: 'White', black: 'Black' };
const LEFT = 27;

function slotText(turn: Turn): string {
  switch (turn.kind) {
    case 'move':
      return `${Math.max(...turn.dice)}${Math.min(...turn.dice)}: ${turn.steps.map((s) => `${s.from}/${s.to}${s.hit ? '*' : ''}`).join(' ')}`;
    case 'double':
      return ` Doubles => ${turn.value}`;
    case 'take':
      return ' Takes';
    case 'drop':
      return ' Drops';
    case 'resign':
      return '';
  }
}

const pointsText = (n: number) => `Wins ${n} point${n === 1 ? '' : 's'}`;

/**
 * The record's short boards as a Jellyfish `.mat` match file that GNU Backgammon imports
 * (`import mat`), with `; [Variation "..."]`. Every short board whose turns alternate between the
 * players becomes one game (always so at a table of one board, a match included). A board of a
 * parallel game where a player moved twice in a row (the other played elsewhere in between) cannot be
 * written in this format and is listed in `skipped`, as is every long-family board. Parallel boards
 * are written as money games scored without the half-point deduction (gnubg scores whole points).
 */
export function makeMat(record: NardyRecord | unknown, date = new Date()): MatResult {
  const read = readTurns(record);
  if (!read.ok) {
    return { ok: false, error: { code: 'mat/record', message: `${read.error.code}: ${read.error.message}` } };
  }
  const { config, games } = read;
  const single = config.boards.length === 1;
  const matchLength = single && config.match ? config.match.length : 0;
  const exported: [number, number][] = [];
  const skipped: { game: number; board: number; reason: MatSkipReason }[] = [];
  let variation: 'Backgammon' | 'Nackgammon' | null = null;
  const body: string[] = [];

  games.forEach((game, g) => {
    config.boards.forEach((board, b) => {
      const v = MAT_VARIATIONS[board.variant];
      if (!v) {
        skipped.push({ game: g, board: b, reason: 'variant' });
        return;
      }
      if (variation !== null && v !== variation) {
        skipped.push({ game: g, board: b, reason: 'variation' });
        return;
      }
      const turns = game.turns.filter((t) => (t.kind === 'move' ? t.board === b : t.board === b || t.board === null));
      const slots = turns.filter((t) => t.kind !== 'resign');
      if (slots.some((t, i) => i > 0 && t.player === slots[i - 1].player)) {
        skipped.push({ game: g, board: b, reason: 'not-alternating' });
        return;
      }
      variation = v;
      exported.push([g, b]);
      const lines: string[] = [];
      lines.push(` Game ${exported.length}`);
      const score = single ? game.scoreBefore : { white: 0, black: 0 };
      lines.push(` ${`${NAMES.white} : ${score.white}`.padEnd(30)} ${NAMES.black} : ${score.black}`);
      let row = 1;
      let left: string | null = null;
      const flush = (right: string) => {
        lines.push(`${String(row).padStart(3)}) ${(left ?? '').padEnd(LEFT)} ${right}`.trimEnd());
        row++;
        left = null;
      };
      for (const turn of slots) {
        const text = slotText(turn);
        if (turn.player === 'white') left = text;
        else flush(text);
      }
      if (left !== null) flush('');
      const result = game.results[b];
      if (result?.winner) {
        const whole = single || result.order !== 1 ? result.points : result.points + 0.5;
        lines.push(result.winner === 'white' ? `      ${pointsText(whole)}` : `${' '.repeat(34)}${pointsText(whole)}`);
      }
      body.push(lines.join('\n'));
    });
  });

  if (exported.length === 0 || variation === null) {
    return {
      ok: false,
      error: { code: 'mat/nothing', message: 'no short board of this record can be written as .mat' },
    };
  }
  const d = `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
  const header = [
    '; [Site "Nardy"]',
    `; [Player 1 "${NAMES.white}"]`,
    `; [Player 2 "${NAMES.black}"]`,
    `; [Variation "${variation}"]`,
    `; [EventDate "${d}"]`,
  ];
  if (!single) header.push('; [Note "Boards of a parallel nardy game, each as a money game without the half point"]');
  const text = `${header.join('\n')}\n\n ${matchLength} point match\n\n${body.join('\n\n')}\n`;
  return { ok: true, value: { text, exported, skipped } };
}
