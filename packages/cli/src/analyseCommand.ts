import {
  type AnalysedDecision,
  type AnalysisPly,
  analyseRecord,
  analysisJson,
  DEFAULT_ROLLOUT,
  isAnalysisPly,
  type PlayerFigures,
  type RecordAnalysis,
  type RolloutSettings,
  rounded,
} from '@nardy/bot';
import { parseArgs, report } from './flags.ts';
import { readRecordJson } from './input.ts';
import { closeQuietlyOnEpipe } from './stdout.ts';

const USAGE =
  'usage: nardy analyse FILE [--ply 0|1|2|3] [--rollout TRIALS [--rollout-filter WINDOWxCANDIDATES]] [--text]   (FILE - reads the record from stdin)';

/**
 * `nardy analyse FILE [--ply N] [--rollout TRIALS [--rollout-filter WxC]] [--text]` (docs/cli.md): analyses every decision of a game record
 * (docs/record-format.md, `-` for stdin) and prints one JSON object, `{"players": {"white", "black"},
 * "decisions": [...]}`, or with `--text` a short summary for people. A record that cannot be read or
 * does not replay prints `{"error": {"code", "message", "game"?, "event"?}}` and exits with 1; bad
 * flags exit with 2.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseAnalyseFlags(args);
  if (!parsed.ok) return report(parsed);
  closeQuietlyOnEpipe();
  const record = await readRecordJson(parsed.file);
  const out = record.ok ? analyseJson(record.value, parsed.ply, parsed.rollout) : { error: record.error };
  if ('error' in out) {
    process.stdout.write(`${JSON.stringify({ error: out.error })}\n`);
    return 1;
  }
  process.stdout.write(parsed.text ? textSummary(out.analysis) : `${JSON.stringify(analysisJson(out.analysis))}\n`);
  return 0;
}

export type AnalyseFlags =
  | {
      readonly ok: true;
      readonly file: string;
      readonly ply: AnalysisPly;
      readonly rollout?: RolloutSettings;
      readonly text: boolean;
    }
  | { readonly ok: false; readonly status: number; readonly message: string };

export function parseAnalyseFlags(args: readonly string[]): AnalyseFlags {
  const line = {
    command: 'analyse',
    usage: USAGE,
    flags: ['ply', 'rollout', 'rollout-filter'],
    switches: ['text'],
    args: [1, 1],
  } as const;
  const parsed = parseArgs(args, line);
  if (!parsed.ok) return parsed;
  const ply = parsed.flags.ply ?? '1';
  const n = /^\d$/.test(ply) ? Number(ply) : Number.NaN;
  if (!isAnalysisPly(n)) {
    return { ok: false, status: 2, message: `nardy analyse: --ply must be 0, 1, 2 or 3, not ${ply}\n${USAGE}\n` };
  }
  const trials = parsed.flags.rollout;
  const t = trials !== undefined && /^\d{1,5}$/.test(trials) ? Number(trials) : Number.NaN;
  if (trials !== undefined && !(t >= 1 && t <= 10_000)) {
    return {
      ok: false,
      status: 2,
      message: `nardy analyse: --rollout must be 1..10000 trials, not ${trials}\n${USAGE}\n`,
    };
  }
  const filter = parsed.flags['rollout-filter'];
  const wide = filter === undefined ? null : rolloutFilter(filter);
  if (filter !== undefined && (trials === undefined || wide === null)) {
    const why =
      trials === undefined
        ? 'goes with --rollout'
        : `is WINDOWxCANDIDATES (0.001..1 points, 2..32 plays, e.g. 0.08x4), not ${filter}`;
    return { ok: false, status: 2, message: `nardy analyse: --rollout-filter ${why}\n${USAGE}\n` };
  }
  const rollout = trials === undefined ? {} : { rollout: { ...DEFAULT_ROLLOUT, ...wide, trials: t } };
  return { ok: true, file: parsed.args[0], ply: n, ...rollout, text: parsed.flags.text === 'true' };
}

/** `--rollout-filter 0.08x4`: roll out up to 4 plays within 0.08 of the best (RolloutSettings' window and candidates). */
function rolloutFilter(text: string): { window: number; candidates: number } | null {
  const m = /^(\d*\.?\d+)x(\d{1,2})$/.exec(text);
  if (m === null) return null;
  const window = Number(m[1]);
  const candidates = Number(m[2]);
  return window >= 0.001 && window <= 1 && candidates >= 2 && candidates <= 32 ? { window, candidates } : null;
}

/** Analyses a record's JSON; a record that does not replay gives its code (and game and event). */
export function analyseJson(
  record: unknown,
  ply: AnalysisPly,
  rollout?: RolloutSettings,
): { analysis: RecordAnalysis } | { error: { code: string; message: string; game?: number; event?: number } } {
  const r = analyseRecord(record, { ply, ...(rollout ? { rollout } : {}) });
  if (r.ok) return { analysis: r.value };
  const { code, message, game, event } = r.error;
  return { error: { code, message, ...(game >= 0 ? { game } : {}), ...(event >= 0 ? { event } : {}) } };
}

const sign = (v: number) => (v > 0 ? `+${v.toFixed(3)}` : v.toFixed(3));

function figureLines(name: string, f: PlayerFigures): string[] {
  const kinds = (['move', 'board', 'cube'] as const)
    .filter((k) => f[k].decisions > 0)
    .map(
      (k) =>
        `${{ move: 'checker play', board: 'choice of board', cube: 'cube' }[k]} ${f[k].errorRate.toFixed(1)} (${f[k].decisions})`,
    );
  return [
    `${name}: error rate ${f.errorRate.toFixed(1)} thousandths per decision over ${f.decisions} decisions, rating ${f.rating.toFixed(1)}`,
    `  ${kinds.join(', ') || 'no decisions'}; doubtful ${f.doubtful}, bad ${f.bad}, very bad ${f.veryBad}; luck ${sign(f.luck)} over ${f.rolls} rolls`,
  ];
}

function describe(d: AnalysedDecision): string {
  const where = `game ${d.game + 1}, event ${d.event}, ${d.player}`;
  const play = (c: AnalysedDecision['played']) => {
    if (d.kind === 'cube')
      return `${c.action}${c.board === null || c.board === undefined ? '' : ` on board ${c.board}`}`;
    const text = c.play === '' ? 'pass' : c.play;
    return d.kind === 'board' ? `board ${c.board} (${text})` : text;
  };
  const dice = d.dice ? ` ${d.dice[0]}-${d.dice[1]}` : '';
  return `  ${where}${dice}: ${d.kind} ${play(d.played)}, best ${play(d.best)}, loses ${rounded(d.loss, 3)}${d.mark ? ` (${d.mark})` : ''}`;
}

function rolloutText(r: RolloutSettings | undefined): string {
  return r ? `, close plays rolled out (${r.trials} trials, ${r.truncation} half-moves)` : '';
}

/** The `--text` summary: each player's figures and the worst decisions. */
export function textSummary(analysis: RecordAnalysis): string {
  const worst = analysis.decisions
    .filter((d) => d.mark !== undefined)
    .sort((a, b) => b.loss - a.loss)
    .slice(0, 10);
  const lines = [
    `Analysis at ${analysis.ply}-ply${rolloutText(analysis.rollout)} of ${analysis.decisions.length} decisions (thresholds: doubtful 0.03, bad 0.06, very bad 0.12)`,
    ...figureLines('White', analysis.players.white),
    ...figureLines('Black', analysis.players.black),
    worst.length > 0 ? 'Worst decisions:' : 'No decision lost 0.03 or more.',
    ...worst.map(describe),
  ];
  return `${lines.join('\n')}\n`;
}
