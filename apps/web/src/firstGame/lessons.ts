import { applySteps, type Position, type Step, type StepInput, samePosition } from '@nardy/rules';
import type { RuleDemo } from '../rules/ruleDemo.ts';
import { demoState } from '../rules/ruleDemo.ts';

/**
 * The guided first game's scripted part (docs/app.md "First game"): a few positions, each said in a
 * sentence, that the player plays on a live board before the free game with hints. Pure, tested in
 * Node; the words are in firstGameStrings.ts under each lesson's id.
 */

export type FirstVariant = 'short' | 'long';

export interface Lesson {
  readonly id: string;
  readonly demo: RuleDemo;
  /**
   * What the lesson asks: a look at the board (`null`: Next), any whole play (`'any'`), or a play
   * whose resulting position is that of these steps (any order, any dice order).
   */
  readonly expect: null | 'any' | readonly (readonly [number, number])[];
}

const SHORT_START = { points: { 24: 2, 13: 5, 8: 3, 6: 5 } };

export const LESSONS: Readonly<Record<FirstVariant, readonly Lesson[]>> = {
  short: [
    { id: 'short-board', demo: { variant: 'short' }, expect: null },
    {
      id: 'short-point',
      demo: { variant: 'short', dice: [3, 1] },
      expect: [
        [8, 5],
        [6, 5],
      ],
    },
    {
      id: 'short-hit',
      demo: {
        variant: 'short',
        white: SHORT_START,
        black: { points: { 24: 1, 18: 1, 13: 5, 8: 3, 6: 5 } },
        dice: [6, 5],
      },
      expect: [
        [13, 7],
        [13, 8],
      ],
    },
    {
      id: 'short-bar',
      demo: {
        variant: 'short',
        white: { points: { 13: 5, 8: 3, 6: 5, 24: 1 }, bar: 1 },
        black: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
        dice: [6, 3],
      },
      expect: 'any',
    },
  ],
  long: [
    { id: 'long-board', demo: { variant: 'long' }, expect: null },
    { id: 'long-head', demo: { variant: 'long', dice: [5, 3], firstTurn: true }, expect: [[24, 16]] },
    {
      id: 'long-one-head',
      demo: {
        variant: 'long',
        white: { points: { 24: 14, 18: 1 } },
        black: { points: { 24: 14, 13: 1 } },
        dice: [5, 3],
      },
      expect: [
        [24, 21],
        [18, 13],
      ],
    },
    {
      id: 'long-six-six',
      demo: {
        variant: 'long',
        white: { points: { 24: 15 } },
        black: { points: { 24: 14, 13: 1 } },
        dice: [6, 6],
        firstTurn: true,
      },
      expect: [
        [24, 18],
        [24, 18],
      ],
    },
  ],
};

/** Whether a whole play (the steps entered) is what the lesson asks. */
export function lessonDone(lesson: Lesson, played: readonly StepInput[]): boolean {
  if (lesson.expect === null || lesson.expect === 'any') return true;
  const start = demoState(lesson.demo).position;
  const wanted = applySteps(
    start,
    lesson.expect.map(([from, to]) => ({ from, to })),
  );
  return samePosition(applySteps(start, played), wanted);
}

/** What a step is, for its sentence ("move one checker from the head: 24/18"). */
export type StepKind = 'head' | 'bar' | 'off' | 'hit' | 'move';

/**
 * The kind of a step of White's on `position` (White's view, before the step): from the bar, bearing
 * off, a hit, from the head (long family), or an ordinary move.
 */
export function stepKind(position: Position, step: Pick<Step, 'from' | 'to'>): StepKind {
  if (step.from === 25) return 'bar';
  if (step.to <= 0) return 'off';
  const long = position.variant === 'long' || position.variant === 'khachapuri';
  if (!long && position.cells[step.to] === -1) return 'hit';
  if (long && step.from === 24) return 'head';
  return 'move';
}
