import { type AnalysisPly, type HintPlay, hintPlays, hintTable, isAnalysisPly, rounded } from '@nardy/bot';
import { readRecord } from '@nardy/parallel';
import { type Dice, isDie, isVariantName, VARIANTS, type VariantName } from '@nardy/rules';
import { parseRequest, RequestError, serveLines } from './input.ts';

/**
 * `nardy hint [--variant V] [--ply N] [--count K]` (docs/cli.md): reads the JSON lines of `nardy bot`
 * (`{"id"?, "variant"?, "position" | "setup", "dice", "firstTurn"?, "options"?}`) and answers each with
 * the plays of the roll ranked best first, `{"id", "plays": [{"steps", "play", "equity", "loss",
 * "ply"}, ...]}`. A line `{"id"?, "record": RECORD, "dice"?}` asks for the table a game record leaves:
 * the (board, play) pairs of the roll being played (or, before the roll, of `dice`), each with its
 * `"board"`. A bad line gets `{"id", "error": {"code", "message"}}`.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseHintFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy hint: ${parsed.error}\n`);
    return 2;
  }
  await serveLines((line) => answerHintLine(line, parsed));
  return 0;
}

export interface HintDefaults {
  readonly variant: VariantName;
  readonly ply: AnalysisPly;
  /** At most this many plays per answer (all when null). */
  readonly count: number | null;
}

export function parseHintFlags(args: readonly string[]): HintDefaults | { error: string } {
  let variant = 'short';
  let ply: unknown = 1;
  let count: number | null = null;
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split('=', 2);
    if (name !== '--variant' && name !== '--ply' && name !== '--count') {
      return { error: `unknown argument ${args[i]} (usage: nardy hint [--variant V] [--ply N] [--count K])` };
    }
    const value = inline ?? args[++i];
    if (value === undefined) return { error: `${name} needs a value` };
    if (name === '--variant') variant = value;
    else if (name === '--ply') ply = /^\d$/.test(value) ? Number(value) : value;
    else {
      if (!/^[1-9]\d*$/.test(value)) return { error: '--count must be a positive integer' };
      count = Number(value);
    }
  }
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  if (!isAnalysisPly(ply)) return { error: `--ply must be 0, 1 or 2, not ${String(ply)}` };
  return { variant, ply, count };
}

function playJson(p: HintPlay, table: boolean) {
  return {
    ...(table ? { board: p.board } : {}),
    steps: p.steps.map((s) => [s.from, s.to]),
    play: p.text,
    equity: rounded(p.equity),
    loss: rounded(p.loss),
    ply: p.ply,
  };
}

/** One answer line for one input line (never throws for bad input). */
export function answerHintLine(line: string, defaults: HintDefaults): unknown {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const object = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const id = object?.id ?? null;
  const limit = (plays: HintPlay[]) => (defaults.count === null ? plays : plays.slice(0, defaults.count));
  if (object && 'record' in object) {
    const read = readRecord(object.record);
    if (!read.ok) return { id, error: { code: read.error.code, message: read.error.message } };
    let dice: Dice | undefined;
    if (object.dice !== undefined) {
      const d = object.dice;
      if (!Array.isArray(d) || d.length !== 2 || !isDie(d[0]) || !isDie(d[1])) {
        return { id, error: { code: 'ERR_DICE', message: '"dice" must be two integers 1..6, like [3, 1]' } };
      }
      dice = [d[0], d[1]];
    }
    const r = hintTable(read.value.state, { ply: defaults.ply, ...(dice ? { dice } : {}) });
    if (!r.ok) return { id, error: r.error };
    return { id, plays: limit(r.value).map((p) => playJson(p, true)) };
  }
  try {
    const withDefault = object && !('variant' in object) ? JSON.stringify({ ...object, variant: defaults.variant }) : line;
    const request = parseRequest(withDefault);
    if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
    const r = hintPlays(request.variant, request.position, request.dice, {
      rules: request.rules,
      firstTurn: request.firstTurn,
      ply: defaults.ply,
    });
    if (!r.ok) return { id, error: r.error };
    return { id: request.id, plays: limit(r.value).map((p) => playJson(p, false)) };
  } catch (error) {
    if (error instanceof RequestError) return { id, error: { code: error.code, message: error.message } };
    throw error;
  }
}
