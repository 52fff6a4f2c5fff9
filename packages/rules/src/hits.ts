/**
 * Which steps of a play hit: replays them on the start cells (the mover's view, own numbering: positive
 * = his checkers, −1 a lone opposing checker) and marks each step that lands on a lone opposing checker.
 * The one home of that question for generated plays, the bot's chosen plays and the turn list of a
 * record. The steps are taken as given (not checked for legality).
 */
export function markHits<S extends { readonly from: number; readonly to: number }>(
  cells: ArrayLike<number>,
  steps: readonly S[],
): (S & { readonly hit: boolean })[] {
  const board = Array.from(cells);
  return steps.map((s) => {
    const hit = s.to >= 1 && board[s.to] === -1;
    board[s.from]--;
    if (s.to >= 1) {
      if (hit) board[s.to] = 0;
      board[s.to]++;
    }
    return { ...s, hit };
  });
}
