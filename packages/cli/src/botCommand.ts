import { chooseMove, isLevel, LEVELS, type Level } from '@nardy/bot';
import { isVariantName, VARIANTS, type VariantName } from '@nardy/rules';
import { parseArgs, report } from './flags.ts';
import { answerLine, RequestError, serveLines } from './input.ts';

const USAGE = 'usage: nardy bot [--variant V] [--level beginner|club|strong|master]   (JSON lines on stdin)';

/**
 * `nardy bot [--variant V] [--level L]`: reads JSON lines `{"id"?, "variant"?, "position" | "setup",
 * "dice", "firstTurn"?, "options"?}` (as `nardy moves`) and answers each at once with
 * `{"id", "steps": [[from, to], ...]}` — the bot's play in the mover's own numbering, `[]` when the roll
 * cannot be played — or `{"id", "error": {"code", "message"}}` for a bad line. `--variant` is the
 * default for lines without "variant" (default short); `--level` one of beginner, club, strong, master.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseBotFlags(args);
  if ('error' in parsed) return report({ status: 2, message: `nardy bot: ${parsed.error}\n${USAGE}\n` });
  if ('help' in parsed) return report({ status: 0, message: `${USAGE}\n` });
  await serveLines((line) => answerBotLine(line, parsed));
  return 0;
}

export interface BotDefaults {
  readonly variant: VariantName;
  readonly level: Level;
}

export function parseBotFlags(args: string[]): BotDefaults | { error: string } | { help: true } {
  const parsed = parseArgs(args, { command: 'bot', usage: USAGE, flags: ['variant', 'level'] });
  if (!parsed.ok) {
    if (parsed.status === 0) return { help: true };
    return { error: parsed.reason };
  }
  const variant = parsed.flags.variant ?? 'short';
  const level = parsed.flags.level ?? 'strong';
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  if (!isLevel(level)) return { error: `unknown level ${level}; one of ${LEVELS.join(', ')}` };
  return { variant, level };
}

/** One answer line for one input line (never throws for bad input). */
export function answerBotLine(line: string, defaults: BotDefaults): unknown {
  return answerLine(line, { variant: defaults.variant }, (request) => {
    if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
    const result = chooseMove(request.variant, request.position, request.dice, {
      level: defaults.level,
      firstTurn: request.firstTurn,
      rules: request.rules,
    });
    if (!result.ok) return { id: request.id, error: result.error };
    const steps = result.value === null ? [] : result.value.steps.map((s) => [s.from, s.to]);
    return { id: request.id, steps };
  });
}
