import type { MatResult } from '@nardy/parallel';
import type { AppStrings } from './i18n.ts';

/**
 * What the player is told after "Export .mat": nothing when every board was written; otherwise which
 * boards were left out and the real reason for each (issue 19, bug 2: a parallel game of short boards
 * is left out because its turns do not alternate — it is not "no short board"). An export that wrote
 * nothing is an error that stays on screen; one that left some boards out is information.
 */
export function matMessage(
  result: MatResult,
  t: AppStrings,
  games: number,
): { kind: 'info' | 'error'; text: string } | null {
  const skipped = result.ok ? result.value.skipped : (result.error.skipped ?? []);
  const list = skipped
    .map((s) => `${games > 1 ? `${t.gameN(s.game + 1)}, ` : ''}${t.boardN(s.board + 1)}: ${t.matReasons[s.reason]}`)
    .join('; ');
  if (!result.ok) return { kind: 'error', text: t.matFailed(list || result.error.message) };
  return skipped.length > 0 ? { kind: 'info', text: t.matSkipped(list) } : null;
}
