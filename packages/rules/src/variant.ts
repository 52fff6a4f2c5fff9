import type { VariantName } from './types.ts';

/**
 * How the two players' numberings relate (RULES.md §1.2). OPPOSED: the opponent's point q is my 25 − q
 * (short variants). SAME_DIRECTION: both move the same way, the opponent's 24 is my 12 (long family).
 */
export type Geometry = 'opposed' | 'sameDirection';

export const HEAD_RULES = ['F2', 'F1', 'strict', 'free'] as const;
/** Long-nardy head rule (RULES.md §3.4.2): how many checkers may leave the head (own 24) in a turn. */
export type HeadRule = (typeof HEAD_RULES)[number];

export const SIX_BLOCK_RULES = ['ahead', 'home', 'forbidden', 'allowed'] as const;
/** Long-family six-block rule (RULES.md §3.4.3). */
export type SixBlockRule = (typeof SIX_BLOCK_RULES)[number];

export const SIX_BLOCK_TIMINGS = ['step', 'endOfTurn'] as const;
export type SixBlockTiming = (typeof SIX_BLOCK_TIMINGS)[number];

/** The rule options of RULES.md §2–§4 by their names in RULES.md. Every field is optional on input. */
export interface RuleOptions {
  /** Long nardy only (khachapuri is always `free`). Default `F2`. */
  readonly headRule: HeadRule;
  /** Long family only. Default `ahead`. */
  readonly sixBlock: SixBlockRule;
  /**
   * Long family only. Default `endOfTurn` (RULES.md §3.4.3, revised 2026-12: S004 «Не считается ошибкой
   * ход "пробегом"» — a block that exists only between two steps of one turn is no fault); `step` is
   * the house rule that checks after every step.
   */
  readonly sixBlockTiming: SixBlockTiming;
  /** S000's reading of the 5-3 bear-off example (RULES.md §2.7). Default off (on in the championship preset). */
  readonly strictFullPipsBearoff: boolean;
  /**
   * Value of a home mars under the Koks ending setting (RULES.md §4.2). Default 2, the value of a
   * one-board game; a parallel table (@nardy/parallel) defaults to 3, Khramov's table.
   */
  readonly homeMarsValue: 2 | 3;
  /** Whether long-family boards can end in koks under the Koks setting (RULES.md §4.1). Default off. */
  readonly longKoks: boolean;
}

/** The rule options of one board by their RULES.md names (the fields of `RuleOptions`), in one list. */
export const RULE_OPTION_NAMES = [
  'headRule',
  'sixBlock',
  'sixBlockTiming',
  'strictFullPipsBearoff',
  'homeMarsValue',
  'longKoks',
] as const satisfies readonly (keyof RuleOptions)[];
export type RuleOptionName = (typeof RULE_OPTION_NAMES)[number];

/** Values of a home mars under the Koks setting (RULES.md §4.2). */
export const HOME_MARS_VALUES = [2, 3] as const;

/** The defaults of one board (RULES.md, revised 2026-12). A parallel table changes `homeMarsValue`. */
export const DEFAULT_OPTIONS: RuleOptions = {
  headRule: 'F2',
  sixBlock: 'ahead',
  sixBlockTiming: 'endOfTurn',
  strictFullPipsBearoff: false,
  homeMarsValue: 2,
  longKoks: false,
};

/** Everything the move generator and the ending classifier need to know about one board's rules. */
export interface Rules {
  readonly variant: VariantName;
  readonly geometry: Geometry;
  /** Short variants: a lone opposing checker can be hit and goes to the bar. */
  readonly hitting: boolean;
  /** Short Caucasian: no hit-and-hide in own home (RULES.md §3.2). */
  readonly noHitAndHide: boolean;
  /** Long family: `null` for short variants. */
  readonly headRule: HeadRule | null;
  /** Long family: `null` for short variants. */
  readonly sixBlock: SixBlockRule | null;
  readonly sixBlockTiming: SixBlockTiming;
  readonly strictFullPipsBearoff: boolean;
  readonly homeMarsValue: 2 | 3;
  readonly longKoks: boolean;
}

/** Parameter table of RULES.md §3.6. */
const VARIANT_TABLE: Record<
  VariantName,
  { geometry: Geometry; hitting: boolean; noHitAndHide: boolean; longFamily: boolean }
> = {
  short: { geometry: 'opposed', hitting: true, noHitAndHide: false, longFamily: false },
  'short-caucasian': { geometry: 'opposed', hitting: true, noHitAndHide: true, longFamily: false },
  nackgammon: { geometry: 'opposed', hitting: true, noHitAndHide: false, longFamily: false },
  long: { geometry: 'sameDirection', hitting: false, noHitAndHide: false, longFamily: true },
  khachapuri: { geometry: 'sameDirection', hitting: false, noHitAndHide: false, longFamily: true },
};

export function geometryOf(variant: VariantName): Geometry {
  return VARIANT_TABLE[variant].geometry;
}

export function isLongFamily(variant: VariantName): boolean {
  return VARIANT_TABLE[variant].longFamily;
}

/** Builds the rules of one board from its variant and (possibly partial) options. */
export function rulesFor(variant: VariantName, options: Partial<RuleOptions> = {}): Rules {
  const v = VARIANT_TABLE[variant];
  const o = { ...DEFAULT_OPTIONS, ...options };
  return {
    variant,
    geometry: v.geometry,
    hitting: v.hitting,
    noHitAndHide: v.noHitAndHide,
    headRule: v.longFamily ? (variant === 'khachapuri' ? 'free' : o.headRule) : null,
    sixBlock: v.longFamily ? o.sixBlock : null,
    sixBlockTiming: o.sixBlockTiming,
    strictFullPipsBearoff: o.strictFullPipsBearoff,
    homeMarsValue: o.homeMarsValue,
    longKoks: o.longKoks,
  };
}
