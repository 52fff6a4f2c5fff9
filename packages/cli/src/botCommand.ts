import { chooseMove, isLevel, LEVELS, type Level } from '@nardy/bot';
import { isVariantName, VARIANTS, type VariantName } from '@nardy/rules';
import { parseRequest, RequestError, serveLines } from './input.ts';

/**
 * `nardy bot [--variant V] [--level L]`: reads JSON lines `{"id"?, "variant"?, "position" | "setup",
 * "dice", "firstTurn"?, "options"?}` (as `nardy moves`) and answers each at once with
 * `{"id", "steps": [[from, to], ...]}` — the bot's play in the mover's own numbering, `[]` when the roll
 * cannot be played — or `{"id", "error": {"code", "message"}}` for a bad line. `--variant` is the
 * default for lines without "variant" (default short); `--level` one of beginner, club, strong, master.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseBotFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy bot: ${parsed.error}\n`);
    return 2;
  }
  await serveLines((line) => answerBotLine(line, parsed));
  return 0;
}

export interface BotDefaults {
  readonly variant: VariantName;
  readonly level: Level;
}

export function parseBotFlags(args: string[]): BotDefaults | { error: string } {
  let variant: string = 'short';
  let level: string = 'strong';
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split('=', 2);
    const value = inline ?? args[i + 1];
    if (name === '--variant' || name === '--level') {
      if (value === undefined) return { error: `${name} needs a value` };
      if (inline === undefined) i++;
      if (name === '--variant') variant = value;
      else level = value;
    } else return { error: `unknown argument ${args[i]} (usage: nardy bot [--variant V] [--level L])` };
  }
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  if (!isLevel(level)) return { error: `unknown level ${level}; one of ${LEVELS.join(', ')}` };
  return { variant, level };
}

/** One answer line for one input line (never throws for bad input). */
export function answerBotLine(line: string, defaults: BotDefaults): unknown {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const id =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? ((json as { id?: unknown }).id ?? null) : null;
  try {
    // The command's --variant is the default for lines that name none.
    const withDefault =
      typeof json === 'object' && json !== null && !Array.isArray(json) && !('variant' in json)
        ? JSON.stringify({ ...json, variant: defaults.variant })
        : line;
    const request = parseRequest(withDefault);
    if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
    const result = chooseMove(request.variant, request.position, request.dice, {
      level: defaults.level,
      firstTurn: request.firstTurn,
      rules: request.rules,
    });
    if (!result.ok) return { id, error: result.error };
    const steps = result.value === null ? [] : result.value.steps.map((s) => [s.from, s.to]);
    return { id: request.id, steps };
  } catch (error) {
    if (error instanceof RequestError) return { id, error: { code: error.code, message: error.message } };
    throw error;
  }
}
