import type { StepReason } from '@nardy/rules';
import type { RuleDemo } from './ruleDemo.ts';
import { RULE_PAGES, type RulePage } from './rulesRoute.ts';

export { RULE_PAGES, type RulePage };

/**
 * The rules pages (`#/rules/…`): which rules each page tells, in order, and the board beside each
 * (docs/app.md "Rules"). The words are in ruleTexts.ts, one table per language; the positions here
 * are the same in every language, and each board that can be played names the move a reader should
 * try and the rule that refuses it, so a test plays every demo with the real rules.
 */

/** A move to try on a demo (White's own numbering) and the rule that refuses it, after `before`. */
export interface RuleTry {
  readonly before: readonly (readonly [number, number])[];
  readonly from: number;
  readonly to: number;
  readonly refused: StepReason;
}

export interface RuleSection {
  /** The section's anchor: `#/rules/<page>#<id>`. */
  readonly id: string;
  /** One board, or a table of two (the parallel rules); none for a rule told in words only. */
  readonly demos: readonly RuleDemo[];
  /** The move the text asks the reader to try, and the rule that refuses it. */
  readonly tryIt?: RuleTry;
}

const SHORT_START = { points: { 24: 2, 13: 5, 8: 3, 6: 5 } };

export const RULE_SECTIONS: Readonly<Record<RulePage, readonly RuleSection[]>> = {
  short: [
    { id: 'start', demos: [{ variant: 'short' }] },
    {
      id: 'moving',
      demos: [
        {
          variant: 'short',
          white: SHORT_START,
          black: { points: { 24: 1, 18: 1, 13: 5, 8: 3, 6: 5 } },
          dice: [6, 5],
        },
      ],
      tryIt: { before: [], from: 24, to: 19, refused: 'step/blocked' },
    },
    {
      id: 'bar',
      demos: [
        {
          variant: 'short',
          white: { points: { 13: 5, 8: 3, 6: 5, 24: 1 }, bar: 1 },
          black: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
          dice: [6, 3],
        },
      ],
      tryIt: { before: [], from: 13, to: 7, refused: 'step/bar-first' },
    },
    {
      id: 'whole-roll',
      demos: [
        {
          variant: 'short',
          white: { points: { 13: 1 }, off: 14 },
          black: { points: { 22: 2 }, off: 13 },
          dice: [6, 4],
        },
      ],
      tryIt: { before: [], from: 13, to: 9, refused: 'step/higher-die' },
    },
    {
      id: 'bear-off',
      demos: [
        {
          variant: 'short',
          white: { points: { 5: 1, 3: 1 }, off: 13 },
          black: { points: { 13: 2 }, off: 13 },
          dice: [6, 2],
        },
      ],
      tryIt: { before: [], from: 3, to: 0, refused: 'step/bear-off-higher' },
    },
    {
      id: 'caucasian',
      demos: [
        {
          variant: 'short-caucasian',
          white: { points: { 9: 1, 4: 2, 13: 5, 8: 3, 5: 4 } },
          black: { points: { 19: 1, 24: 2, 13: 5, 8: 3, 1: 4 } },
          dice: [3, 2],
        },
      ],
      tryIt: { before: [[9, 6]], from: 6, to: 4, refused: 'step/hit-and-hide' },
    },
    {
      id: 'endings',
      demos: [{ variant: 'short', white: { points: { 1: 1 }, off: 14 }, black: { points: { 20: 1, 6: 14 } } }],
    },
    {
      id: 'cube',
      demos: [{ variant: 'short', cube: { value: 2, owner: 'black' } }],
    },
  ],
  long: [
    { id: 'long-start', demos: [{ variant: 'long' }] },
    {
      id: 'no-hitting',
      demos: [
        {
          variant: 'long',
          white: { points: { 24: 14, 20: 1 } },
          black: { points: { 24: 13, 4: 1, 3: 1 } },
          dice: [5, 4],
        },
      ],
      tryIt: { before: [], from: 20, to: 16, refused: 'step/blocked' },
    },
    {
      id: 'head',
      demos: [
        { variant: 'long', white: { points: { 24: 14, 18: 1 } }, black: { points: { 24: 14, 13: 1 } }, dice: [5, 3] },
      ],
      tryIt: { before: [[24, 21]], from: 24, to: 19, refused: 'step/head' },
    },
    {
      id: 'first-turn',
      demos: [
        {
          variant: 'long',
          white: { points: { 24: 15 } },
          black: { points: { 24: 14, 13: 1 } },
          dice: [6, 6],
          firstTurn: true,
        },
      ],
    },
    {
      id: 'six-block',
      demos: [
        {
          variant: 'long',
          white: { points: { 24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 18: 1 } },
          black: { points: { 24: 15 } },
          dice: [5, 2],
        },
      ],
      tryIt: { before: [[24, 19]], from: 18, to: 16, refused: 'step/six-block' },
    },
    {
      id: 'long-endings',
      demos: [{ variant: 'long', white: { points: { 2: 1 }, off: 14 }, black: { points: { 8: 3, 6: 12 } } }],
    },
  ],
  parallel: [
    { id: 'parallel-boards', demos: [{ variant: 'short' }, { variant: 'long' }] },
    {
      id: 'one-board',
      demos: [
        {
          variant: 'short',
          white: { points: { 13: 5, 8: 3, 6: 6 }, bar: 1 },
          black: { points: { 6: 2, 4: 2, 13: 5, 8: 3, 24: 3 } },
          dice: [6, 4],
        },
        { variant: 'short', dice: [6, 4] },
      ],
    },
    {
      id: 'half-point',
      demos: [
        { variant: 'short', white: { points: {}, off: 15 }, black: { points: { 8: 4, 6: 6, 5: 5 } } },
        { variant: 'long', white: { points: { 3: 4, 1: 2 }, off: 9 }, black: { points: {}, off: 15 } },
      ],
    },
    {
      id: 'per-board-cube',
      demos: [
        { variant: 'short', cube: { value: 2, owner: 'black' } },
        { variant: 'long', cube: { value: 1, owner: null } },
      ],
    },
    {
      id: 'shared-cube',
      demos: [{ variant: 'short', cube: { value: 4, owner: 'white' } }, { variant: 'short' }],
    },
  ],
  tournament: [
    { id: 'match', demos: [{ variant: 'short', cube: { value: 1, owner: null } }] },
    { id: 'olympic', demos: [] },
    {
      id: 'full-pips',
      demos: [
        {
          variant: 'short',
          white: { points: { 6: 1, 4: 1, 1: 1 }, off: 12 },
          black: { points: { 13: 2 }, off: 13 },
          dice: [5, 3],
          options: { strictFullPipsBearoff: true },
        },
      ],
      tryIt: { before: [], from: 6, to: 3, refused: 'step/full-pips' },
    },
  ],
};

/** Every section's anchor, page by page (the links from refusals point at these). */
export const RULE_IDS: readonly string[] = RULE_PAGES.flatMap((p) => RULE_SECTIONS[p].map((s) => s.id));

/** The page a section is on. */
export function pageOfRule(id: string): RulePage | null {
  return RULE_PAGES.find((p) => RULE_SECTIONS[p].some((s) => s.id === id)) ?? null;
}
