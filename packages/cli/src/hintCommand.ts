import { type AnalysisPly, type HintPlay, hintPlays, hintTable, isAnalysisPly, rounded } from '@nardy/bot';
import { readRecord } from '@nardy/parallel';
import { type Dice, isDie, isVariantName, VARIANTS, type VariantName } from '@nardy/rules';
import { parseArgs, report } from './flags.ts';
import { answerLine, idOf, parseJsonText, RequestError, serveLines } from './input.ts';

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
  if ('error' in parsed) return report({ status: 2, message: `nardy hint: ${parsed.error}\n${USAGE}\n` });
  if ('help' in parsed) return report({ status: 0, message: `${USAGE}\n` });
  await serveLines((line) => answerHintLine(line, parsed));
  return 0;
}

const USAGE = 'usage: nardy hint [--variant V] [--ply 0|1|2|3] [--count K]   (JSON lines on stdin)';

export interface HintDefaults {
  readonly variant: VariantName;
  readonly ply: AnalysisPly;
  /** At most this many plays per answer (all when null). */
  readonly count: number | null;
}

export function parseHintFlags(args: string[]): HintDefaults | { error: string } | { help: true } {
  const parsed = parseArgs(args, { command: 'hint', usage: USAGE, flags: ['variant', 'ply', 'count'] });
  if (!parsed.ok) return parsed.status === 0 ? { help: true } : { error: parsed.reason };
  const variant = parsed.flags.variant ?? 'short';
  const plyText = parsed.flags.ply ?? '1';
  const ply = /^\d$/.test(plyText) ? Number(plyText) : Number.NaN;
  const countText = parsed.flags.count;
  if (countText !== undefined && !/^[1-9]\d{0,3}$/.test(countText)) return { error: '--count must be 1..9999' };
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  if (!isAnalysisPly(ply)) return { error: `--ply must be 0, 1, 2 or 3, not ${plyText}` };
  return { variant, ply, count: countText === undefined ? null : Number(countText) };
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
  const limit = (plays: HintPlay[]) => (defaults.count === null ? plays : plays.slice(0, defaults.count));
  const json = parseJsonText(line);
  if (json.ok && typeof json.value === 'object' && json.value !== null && 'record' in json.value) {
    return answerTable(json.value as Record<string, unknown>, defaults, limit);
  }
  return answerLine(line, { variant: defaults.variant }, (request) => {
    if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
    const r = hintPlays(request.variant, request.position, request.dice, {
      rules: request.rules,
      firstTurn: request.firstTurn,
      ply: defaults.ply,
    });
    if (!r.ok) return { id: request.id, error: r.error };
    return { id: request.id, plays: limit(r.value).map((p) => playJson(p, false)) };
  });
}

/** A `{"record", "dice"?}` line: the ranked (board, play) pairs of the table the record leaves. */
function answerTable(
  line: Record<string, unknown>,
  defaults: HintDefaults,
  limit: (plays: HintPlay[]) => HintPlay[],
): unknown {
  const id = idOf(line);
  const read = readRecord(line.record);
  if (!read.ok) return { id, error: { code: read.error.code, message: read.error.message } };
  let dice: Dice | undefined;
  if (line.dice !== undefined) {
    const d = line.dice;
    if (!Array.isArray(d) || d.length !== 2 || !isDie(d[0]) || !isDie(d[1])) {
      return { id, error: { code: 'ERR_DICE', message: '"dice" must be two integers 1..6, like [3, 1]' } };
    }
    dice = [d[0], d[1]];
  }
  const r = hintTable(read.value.state, { ply: defaults.ply, ...(dice ? { dice } : {}) });
  if (!r.ok) return { id, error: r.error };
  return { id, plays: limit(r.value).map((p) => playJson(p, true)) };
}
