import {
  type Dice,
  fromSetup,
  isDie,
  isVariantName,
  type LegalPlays,
  legalPlays,
  type Position,
  parsePositionId,
  parseRuleOptions,
  type Rules,
  rulesFor,
  type VariantName,
} from '@nardy/rules';

/**
 * One line of the `nardy moves` / `nardy bot` input contract, validated:
 * `{"id"?, "variant"?, "position"? | "setup"?, "dice", "firstTurn"?, "options"?}`.
 */
export interface PositionRequest {
  readonly id: unknown;
  readonly variant: VariantName;
  readonly rules: Rules;
  readonly position: Position;
  readonly dice: Dice | null;
  readonly firstTurn: boolean;
}

export const INPUT_ERRORS = ['ERR_JSON', 'ERR_REQUEST', 'ERR_VARIANT', 'ERR_DICE', 'ERR_NO_POSITION'] as const;

export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Parses and validates one input line; throws `RequestError` with a stable code. */
export function parseRequest(line: string, { needDice = true } = {}): PositionRequest {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new RequestError('ERR_JSON', 'the line is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RequestError('ERR_REQUEST', 'each line must be a JSON object');
  }
  const o = json as Record<string, unknown>;
  const variant = o.variant ?? 'short';
  if (!isVariantName(variant)) {
    throw new RequestError('ERR_VARIANT', `unknown variant ${JSON.stringify(variant)}`);
  }
  const options = parseRuleOptions(o.options);
  if (!options.ok) throw new RequestError(options.error.code, options.error.message);
  let position: Position;
  if (o.position !== undefined) {
    const parsed = parsePositionId(o.position as string, variant);
    if (!parsed.ok) throw new RequestError(parsed.error.code, parsed.error.message);
    position = parsed.value;
  } else if (o.setup !== undefined) {
    const parsed = fromSetup(variant, o.setup);
    if (!parsed.ok) throw new RequestError(parsed.error.code, parsed.error.message);
    position = parsed.value;
  } else {
    throw new RequestError('ERR_NO_POSITION', 'give "position" (a Position ID) or "setup"');
  }
  let dice: Dice | null = null;
  if (o.dice !== undefined || needDice) {
    if (!Array.isArray(o.dice) || o.dice.length !== 2 || !isDie(o.dice[0]) || !isDie(o.dice[1])) {
      throw new RequestError('ERR_DICE', '"dice" must be two integers 1..6, like [3, 1]');
    }
    dice = [o.dice[0], o.dice[1]];
  }
  if (o.firstTurn !== undefined && typeof o.firstTurn !== 'boolean') {
    throw new RequestError('ERR_REQUEST', '"firstTurn" must be true or false');
  }
  return {
    id: o.id ?? null,
    variant,
    rules: rulesFor(variant, options.value),
    position,
    dice,
    firstTurn: o.firstTurn === true,
  };
}

export function playsFor(request: PositionRequest): LegalPlays {
  if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
  return legalPlays(request.rules, request.position, request.dice, { firstTurn: request.firstTurn });
}

/** Reads stdin line by line and writes one answer line per input line, in order, flushing each. */
export async function serveLines(answer: (line: string) => unknown): Promise<void> {
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let buffer = '';
  let _flush: ReturnType<typeof setImmediate> | null = null;
  const write = () => {
    _flush = null;
    if (buffer) process.stdout.write(buffer);
    buffer = '';
  };
  for await (const line of rl) {
    if (line.trim() === '') continue;
    buffer += `${JSON.stringify(answer(line))}\n`;
    if (buffer.length > 1 << 16) write();
    else _flush ??= setImmediate(write);
  }
  write();
}
