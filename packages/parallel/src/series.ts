import type { ByColor, Color } from '@nardy/rules';

/**
 * A tournament pairing of RULES.md §6.3 (S000): matches to 5 points until a player has won `needed`
 * matches (2 in the rounds, 3 in the final and the 3rd-place pairing). The winner, or null while another
 * match is to be played.
 */
export function pairingWinner(matchWins: ByColor<number>, needed: 2 | 3): Color | null {
  if (matchWins.white >= needed) return 'white';
  if (matchWins.black >= needed) return 'black';
  return null;
}
