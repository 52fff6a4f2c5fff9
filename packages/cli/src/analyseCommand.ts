import { readFile } from 'node:fs/promises';
import {
  type AnalysedDecision,
  type AnalysisPly,
  analyseRecord,
  analysisJson,
  isAnalysisPly,
  type PlayerFigures,
  type RecordAnalysis,
  rounded,
} from '@nardy/bot';

/**
 * `nardy analyse FILE [--ply N] [--text]` (docs/cli.md): analyses every decision of a game record
 * (docs/record-format.md, `-` for stdin) and prints one JSON object, `{"players": {"white", "black"},
 * "decisions": [...]}`, or with `--text` a short summary for people. A record that cannot be read or
 * does not replay prints `{"error": {"code", "message", "game"?, "event"?}}` and exits with 1; bad
 * flags exit with 2.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseAnalyseFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy analyse: ${parsed.error}\nusage: nardy analyse FILE [--ply 0|1|2] [--text]\n`);
    return 2;
  }
  let text: string;
  try {
    text = await readInput(parsed.file);
  } catch (error) {
    return fail({ code: 'record/unreadable', message: error instanceof Error ? error.message : String(error) });
  }
  const out = analyseText(text, parsed.ply);
  if ('error' in out) return fail(out.error);
  process.stdout.write(parsed.text ? textSummary(out.analysis) : `${JSON.stringify(analysisJson(out.analysis))}\n`);
  return 0;
}

function fail(error: object): number {
  process.stdout.write(`${JSON.stringify({ error })}\n`);
  return 1;
}

async function readInput(file: string): Promise<string> {
  if (file !== '-') return readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface AnalyseFlags {
  readonly file: string;
  readonly ply: AnalysisPly;
  readonly text: boolean;
}

export function parseAnalyseFlags(args: readonly string[]): AnalyseFlags | { error: string } {
  let file: string | undefined;
  let ply: unknown = 1;
  let text = false;
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split('=', 2);
    if (name === '--text') text = true;
    else if (name === '--ply') {
      const value = inline ?? args[++i];
      if (value === undefined) return { error: '--ply needs a value' };
      ply = /^\d$/.test(value) ? Number(value) : value;
    } else if (name.startsWith('--')) return { error: `unknown flag ${name}` };
    else if (file === undefined) file = args[i];
    else return { error: `one record at a time (got ${file} and ${args[i]})` };
  }
  if (file === undefined) return { error: 'give the record FILE (or - for stdin)' };
  if (!isAnalysisPly(ply)) return { error: `--ply must be 0, 1 or 2, not ${String(ply)}` };
  return { file, ply, text };
}

/** Analyses record text (pure apart from JSON parsing). */
export function analyseText(
  text: string,
  ply: AnalysisPly,
): { analysis: RecordAnalysis } | { error: { code: string; message: string; game?: number; event?: number } } {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return { error: { code: 'record/json', message: error instanceof Error ? error.message : String(error) } };
  }
  const r = analyseRecord(record, { ply });
  if (r.ok) return { analysis: r.value };
  const { code, message, game, event } = r.error;
  return { error: { code, message, ...(game >= 0 ? { game } : {}), ...(event >= 0 ? { event } : {}) } };
}

const sign = (v: number) => (v > 0 ? `+${v.toFixed(3)}` : v.toFixed(3));

function figureLines(name: string, f: PlayerFigures): string[] {
  const kinds = (['move', 'board', 'cube'] as const)
    .filter((k) => f[k].decisions > 0)
    .map((k) => `${{ move: 'checker play', board: 'choice of board', cube: 'cube' }[k]} ${f[k].errorRate.toFixed(1)} (${f[k].decisions})`);
  return [
    `${name}: error rate ${f.errorRate.toFixed(1)} thousandths per decision over ${f.decisions} decisions, rating ${f.rating.toFixed(1)}`,
    `  ${kinds.join(', ') || 'no decisions'}; doubtful ${f.doubtful}, bad ${f.bad}, very bad ${f.veryBad}; luck ${sign(f.luck)} over ${f.rolls} rolls`,
  ];
}

function describe(d: AnalysedDecision): string {
  const where = `game ${d.game + 1}, event ${d.event}, ${d.player}`;
  const play = (c: AnalysedDecision['played']) => {
    if (d.kind === 'cube') return `${c.action}${c.board === null || c.board === undefined ? '' : ` on board ${c.board}`}`;
    const text = c.play === '' ? 'pass' : c.play;
    return d.kind === 'board' ? `board ${c.board} (${text})` : text;
  };
  const dice = d.dice ? ` ${d.dice[0]}-${d.dice[1]}` : '';
  return `  ${where}${dice}: ${d.kind} ${play(d.played)}, best ${play(d.best)}, loses ${rounded(d.loss, 3)}${d.mark ? ` (${d.mark})` : ''}`;
}

/** The `--text` summary: each player's figures and the worst decisions. */
export function textSummary(analysis: RecordAnalysis): string {
  const worst = analysis.decisions
    .filter((d) => d.mark !== undefined)
    .sort((a, b) => b.loss - a.loss)
    .slice(0, 10);
  const lines = [
    `Analysis at ${analysis.ply}-ply of ${analysis.decisions.length} decisions (thresholds: doubtful 0.03, bad 0.06, very bad 0.12)`,
    ...figureLines('White', analysis.players.white),
    ...figureLines('Black', analysis.players.black),
    worst.length > 0 ? 'Worst decisions:' : 'No decision lost 0.03 or more.',
    ...worst.map(describe),
  ];
  return `${lines.join('\n')}\n`;
}
