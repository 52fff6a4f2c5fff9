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
import { closeQuietlyOnEpipe } from './stdout.ts';

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

export const INPUT_ERRORS = [
  'ERR_JSON',
  'ERR_TOO_DEEP',
  'ERR_REQUEST',
  'ERR_VARIANT',
  'ERR_DICE',
  'ERR_NO_POSITION',
  'ERR_BOTH_SOURCES',
] as const;

/**
 * Deepest nesting of arrays and objects an input may have. A request is at most 4 deep (`setup` →
 * side → `points` → count) and a game record about 6; anything far deeper is refused before any code
 * walks it, so that no recursion (ours, or JSON.stringify's when an `id` is echoed) can overflow.
 */
export const MAX_JSON_DEPTH = 64;

export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Whether `value` nests arrays/objects deeper than `limit` (walked with a stack of its own, no recursion). */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/** Text without its UTF-8 byte order mark (editors on Windows write one at the start of a file). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses JSON input text (a line, or a whole file, named by `what` in the messages): a byte order mark
 * is dropped, and a value nested deeper than MAX_JSON_DEPTH is refused (`ERR_TOO_DEEP`).
 */
export function parseJsonText(
  text: string,
  what = 'the line',
): { ok: true; value: unknown } | { ok: false; code: 'ERR_JSON' | 'ERR_TOO_DEEP'; message: string } {
  const body = withoutBom(text);
  if (body.trim() === '') return { ok: false, code: 'ERR_JSON', message: `${what} is empty` };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    return { ok: false, code: 'ERR_JSON', message: `${what} is not valid JSON (${(error as Error).message})` };
  }
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    return { ok: false, code: 'ERR_TOO_DEEP', message: `${what} nests more than ${MAX_JSON_DEPTH} levels deep` };
  }
  return { ok: true, value };
}

/** A short, safe rendering of an input value for an error message. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export interface RequestOptions {
  /** Whether `dice` must be given (the bench reads positions only). Default true. */
  readonly needDice?: boolean;
  /** The variant of a line that names none (`nardy bot --variant`). Default short. */
  readonly variant?: VariantName;
}

/** A line's answer key: the `id` of a JSON object line (null for anything else). */
export function idOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null && !Array.isArray(json)
    ? ((json as { id?: unknown }).id ?? null)
    : null;
}

/**
 * Validates one parsed input line; throws `RequestError` with a stable code. `position` and `setup`
 * together are refused (`ERR_BOTH_SOURCES`, as `<nardy-board>` refuses both attributes): which one
 * was meant cannot be known.
 */
export function requestOf(
  json: unknown,
  { needDice = true, variant: defaultVariant = 'short' }: RequestOptions = {},
): PositionRequest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RequestError('ERR_REQUEST', 'each line must be a JSON object');
  }
  const o = json as Record<string, unknown>;
  const variant = o.variant ?? defaultVariant;
  if (!isVariantName(variant)) {
    throw new RequestError('ERR_VARIANT', `unknown variant ${shown(variant)}`);
  }
  const options = parseRuleOptions(o.options);
  if (!options.ok) throw new RequestError(options.error.code, options.error.message);
  let position: Position;
  if (o.position !== undefined && o.setup !== undefined) {
    throw new RequestError('ERR_BOTH_SOURCES', 'give "position" or "setup", not both');
  } else if (o.position !== undefined) {
    if (typeof o.position !== 'string') {
      throw new RequestError('ERR_POSITION_ID', '"position" must be a Position ID string');
    }
    const parsed = parsePositionId(o.position, variant);
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

/** Parses and validates one input line; throws `RequestError` with a stable code. */
export function parseRequest(line: string, options: RequestOptions = {}): PositionRequest {
  const json = parseJsonText(line);
  if (!json.ok) throw new RequestError(json.code, json.message);
  return requestOf(json.value, options);
}

/**
 * The answer to one line: `answer(request)` for a valid request, or `{"id", "error": {"code", "message"}}`
 * (the line's id when it is a JSON object within the depth limit, else null). Never throws for bad
 * input: whatever `answer` throws that is not a RequestError is a bug and is thrown on.
 */
export function answerLine(line: string, options: RequestOptions, answer: (r: PositionRequest) => unknown): unknown {
  const json = parseJsonText(line);
  if (!json.ok) return { id: null, error: { code: json.code, message: json.message } };
  const id = idOf(json.value);
  try {
    return answer(requestOf(json.value, options));
  } catch (error) {
    if (error instanceof RequestError) return { id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

export function playsFor(request: PositionRequest): LegalPlays {
  if (request.dice === null) throw new RequestError('ERR_DICE', '"dice" is required');
  return legalPlays(request.rules, request.position, request.dice, { firstTurn: request.firstTurn });
}

/**
 * Reads stdin line by line and writes exactly one answer line per input line, in order (a blank line
 * too gets one: an error), flushing as it goes. When the reader of stdout goes away (`| head`), it
 * stops quietly with status 0. `input` / `output` replace stdin and stdout (tests).
 */
export async function serveLines(
  answer: (line: string) => unknown,
  {
    input = process.stdin,
    output = process.stdout,
  }: { input?: NodeJS.ReadableStream; output?: NodeJS.WritableStream } = {},
): Promise<void> {
  if (output === process.stdout) closeQuietlyOnEpipe();
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let buffer = '';
  let _flush: ReturnType<typeof setImmediate> | null = null;
  const write = () => {
    _flush = null;
    if (buffer) output.write(buffer);
    buffer = '';
  };
  for await (const line of rl) {
    buffer += `${JSON.stringify(answer(line))}\n`;
    if (buffer.length > 1 << 16) write();
    else _flush ??= setImmediate(write);
  }
  write();
}

/** The text of an input file, `-` meaning stdin (read to its end); a byte order mark is dropped. */
export async function readInputText(file: string): Promise<string> {
  if (file !== '-') {
    const { readFile } = await import('node:fs/promises');
    return withoutBom(await readFile(file, 'utf8'));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return withoutBom(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A record file's JSON (`-` = stdin), or why it cannot be had: `record/unreadable`, `record/json`,
 * `record/too-deep` (nested deeper than MAX_JSON_DEPTH).
 */
export async function readRecordJson(
  file: string,
): Promise<{ ok: true; value: unknown } | { ok: false; error: { code: string; message: string } }> {
  let text: string;
  try {
    text = await readInputText(file);
  } catch (error) {
    return { ok: false, error: { code: 'record/unreadable', message: (error as Error).message } };
  }
  return recordJsonOf(text);
}

/** Record text's JSON, or `record/json` / `record/too-deep`. */
export function recordJsonOf(
  text: string,
): { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } } {
  const parsed = parseJsonText(text, 'the record');
  if (parsed.ok) return parsed;
  const code = parsed.code === 'ERR_TOO_DEEP' ? 'record/too-deep' : 'record/json';
  return { ok: false, error: { code, message: parsed.message } };
}
