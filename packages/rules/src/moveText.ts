import type { StepInput } from './turn.ts';
import { err, ok, type Result } from './types.ts';

/**
 * Move notation (`24/18 13/8`, `bar/21`, `6/off`, `8/5*`), in the mover's own numbering.
 * `makeMoveText` writes one `from/to` token per step; `parseMoveText` also accepts chained moves
 * (`24/18/13`), repeats (`13/7(2)`), commas, and 25 / 0 for bar / off.
 */
export function makeMoveText(steps: readonly { from: number; to: number; hit?: boolean }[]): string {
  return steps.map((s) => `${s.from === 25 ? 'bar' : s.from}/${s.to <= 0 ? 'off' : s.to}${s.hit ? '*' : ''}`).join(' ');
}

export const MOVE_TEXT_ERRORS = ['ERR_MOVE_TEXT'] as const;
export type MoveTextError = (typeof MOVE_TEXT_ERRORS)[number];

const TOKEN = /^(bar|\d{1,2})((?:\/(?:off|\d{1,2})\*?)+)(?:\((\d)\))?$/i;

function point(text: string): number | null {
  const t = text.toLowerCase();
  if (t === 'bar') return 25;
  if (t === 'off') return 0;
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 && n <= 25 ? n : null;
}

/** Parses move text into steps (dice are not written in notation; the rules infer them). */
export function parseMoveText(text: string): Result<StepInput[], MoveTextError> {
  const trimmed = text.trim();
  if (trimmed === '' || /^(pass|-|—)$/i.test(trimmed)) return ok([]);
  const steps: StepInput[] = [];
  for (const token of trimmed.split(/[\s,]+/)) {
    const m = TOKEN.exec(token);
    if (!m) return err('ERR_MOVE_TEXT', `"${token}" is not a move like 24/18, bar/21, 6/off or 8/5*`);
    const repeat = m[3] === undefined ? 1 : Number(m[3]);
    if (repeat < 1 || repeat > 4) return err('ERR_MOVE_TEXT', `"${token}": repeat count must be 1..4`);
    const points = [
      m[1],
      ...m[2]
        .split('/')
        .slice(1)
        .map((p) => p.replace('*', '')),
    ].map(point);
    if (points.some((p) => p === null)) return err('ERR_MOVE_TEXT', `"${token}" names a point outside 0..25`);
    const chain = points as number[];
    for (let r = 0; r < repeat; r++) {
      for (let i = 1; i < chain.length; i++) {
        const from = chain[i - 1];
        const to = chain[i];
        if (from === 0 || to === 25 || to >= from) {
          return err('ERR_MOVE_TEXT', `"${token}": a checker moves from a higher point to a lower one`);
        }
        steps.push({ from, to });
      }
    }
  }
  if (steps.length > 4) return err('ERR_MOVE_TEXT', `"${trimmed}" has ${steps.length} steps; a turn has at most 4`);
  return ok(steps);
}
