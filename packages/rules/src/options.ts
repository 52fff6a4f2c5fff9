import { err, ok, type Result } from './types.ts';
import { HEAD_RULES, HOME_MARS_VALUES, type RuleOptions, SIX_BLOCK_RULES, SIX_BLOCK_TIMINGS } from './variant.ts';

export const OPTION_ERRORS = ['ERR_OPTION'] as const;
export type OptionError = (typeof OPTION_ERRORS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads the rule options of untrusted input (RULES.md option names). Options this package does not
 * know (for example the table's `openingRoll`) are ignored; a known option with a bad value is refused.
 */
export function parseRuleOptions(input: unknown): Result<Partial<RuleOptions>, OptionError> {
  if (input === undefined || input === null) return ok({});
  if (typeof input !== 'object' || Array.isArray(input)) return err('ERR_OPTION', 'options must be a JSON object');
  const o = input as Record<string, unknown>;
  const out: Partial<Mutable<RuleOptions>> = {};
  const oneOf = <T extends string>(
    name: keyof RuleOptions,
    allowed: readonly T[],
  ): Result<T | undefined, OptionError> => {
    const v = o[name];
    if (v === undefined) return ok(undefined);
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return ok(v as T);
    return err('ERR_OPTION', `option ${name} must be one of ${allowed.join(', ')}`);
  };
  const head = oneOf('headRule', HEAD_RULES);
  if (!head.ok) return head;
  if (head.value) out.headRule = head.value;
  const block = oneOf('sixBlock', SIX_BLOCK_RULES);
  if (!block.ok) return block;
  if (block.value) out.sixBlock = block.value;
  const timing = oneOf('sixBlockTiming', SIX_BLOCK_TIMINGS);
  if (!timing.ok) return timing;
  if (timing.value) out.sixBlockTiming = timing.value;
  for (const name of ['strictFullPipsBearoff', 'longKoks'] as const) {
    const v = o[name];
    if (v === undefined) continue;
    if (typeof v !== 'boolean') return err('ERR_OPTION', `option ${name} must be true or false`);
    out[name] = v;
  }
  if (o.homeMarsValue !== undefined) {
    const value = HOME_MARS_VALUES.find((v) => v === o.homeMarsValue);
    if (value === undefined) return err('ERR_OPTION', `option homeMarsValue must be ${HOME_MARS_VALUES.join(' or ')}`);
    out.homeMarsValue = value;
  }
  return ok(out);
}
