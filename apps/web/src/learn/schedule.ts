/**
 * The drills' spaced repetition (docs/app.md "Drills"): a Leitner schedule. Each drill sits in a box
 * 1–5; solving it moves it up a box and away for longer (1, 3, 7, 14, 30 days), a miss puts it back in
 * box 1, due again at once. Pure: the time is passed in.
 */

export const BOXES = 5;
/** Days until a drill in box n (1-based) is due again after it was solved into that box. */
export const BOX_DAYS = [1, 3, 7, 14, 30] as const;
const DAY_MS = 86_400_000;

export interface Review {
  readonly box: number;
  /** When the drill is due (ISO). */
  readonly due: string;
  readonly tries: number;
  readonly solved: number;
}

/** A new drill: box 1, due now. */
export function firstReview(now: Date): Review {
  return { box: 1, due: now.toISOString(), tries: 0, solved: 0 };
}

/** The review after an answer: up a box and later when solved, back to box 1 and due now when missed. */
export function nextReview(review: Review, solved: boolean, now: Date): Review {
  if (!solved) return { box: 1, due: now.toISOString(), tries: review.tries + 1, solved: review.solved };
  const box = Math.min(BOXES, review.box + 1);
  return {
    box,
    due: new Date(now.getTime() + BOX_DAYS[box - 1] * DAY_MS).toISOString(),
    tries: review.tries + 1,
    solved: review.solved + 1,
  };
}

/** Whether a drill is due at `now`. */
export function isDue(review: Review, now: Date): boolean {
  return Date.parse(review.due) <= now.getTime();
}
