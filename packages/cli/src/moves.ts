import { geometryOf, makePositionId, toSetup } from '@nardy/rules';
import { parseArgs, report } from './flags.ts';
import { answerLine, type PositionRequest, playsFor, serveLines } from './input.ts';

const USAGE = 'usage: nardy moves   (JSON lines on stdin, one answer line each on stdout)';

/**
 * `nardy moves`: one JSON line in, one JSON line out, in order. Output per line:
 * `{"id", "diceUsed", "count", "plays": [{"steps", "hits", "setup", "after"?}]}` or
 * `{"id", "error": {"code", "message"}}` for a bad line, a blank one included (the next line is still
 * answered).
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'moves', usage: USAGE });
  if (!parsed.ok) return report(parsed);
  await serveLines(answerMovesLine);
  return 0;
}

export function answerMovesLine(line: string): unknown {
  return answerLine(line, {}, playsOf);
}

function playsOf(request: PositionRequest): unknown {
  const { diceUsed, plays } = playsFor(request);
  const short = geometryOf(request.variant) === 'opposed';
  return {
    id: request.id,
    diceUsed,
    count: plays.length,
    plays: plays.map((p) => ({
      steps: p.steps.map((s) => [s.from, s.to]),
      hits: p.hits,
      setup: toSetup(p.after),
      ...(short ? { after: makePositionId(p.after) } : {}),
    })),
  };
}
