import { geometryOf, makePositionId, toSetup } from '@nardy/rules';
import { parseRequest, playsFor, RequestError, serveLines } from './input.ts';

/**
 * `nardy moves`: one JSON line in, one JSON line out, in order. Output per line:
 * `{"id", "diceUsed", "count", "plays": [{"steps", "hits", "setup", "after"?}]}` or
 * `{"id", "error": {"code", "message"}}` for a bad line (the next line is still answered).
 */
export async function run(_args: string[]): Promise<number> {
  await serveLines(answerMovesLine);
  return 0;
}

export function answerMovesLine(line: string): unknown {
  let id: unknown = null;
  try {
    id = peekId(line);
    const request = parseRequest(line);
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
  } catch (error) {
    if (error instanceof RequestError) return { id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

function peekId(line: string): unknown {
  try {
    const o = JSON.parse(line);
    return typeof o === 'object' && o !== null && 'id' in o ? o.id : null;
  } catch {
    return null;
  }
}
