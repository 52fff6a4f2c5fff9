import type { Random } from '@nardy/rules';

/** Shuffles `order` in place (Fisher–Yates, from the last place down): each epoch's order of a fit. */
export function shuffle(order: Int32Array, random: Random): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
}
