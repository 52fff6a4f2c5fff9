/**
 * GNU Backgammon as an outside program (never linked, never copied): one `gnubg -t` process driven
 * through its standard input, for the scripts that ask it for moves or analyses one at a time.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import {
  applySteps,
  type Dice,
  makePositionId,
  type Position,
  parseMoveText,
  positionKey,
  type Rules,
  TurnPlan,
} from '@nardy/rules';

const SENTINEL = 'nardysentinel';
const DONE = `Unknown keyword \`${SENTINEL}'.`;

/** One gnubg process; `run` sends commands and resolves with everything gnubg printed for them. */
export class Gnubg {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiting: ((text: string) => void) | null = null;

  constructor(path = 'gnubg') {
    // gnubg buffers its output when it writes to a pipe (coreutils' stdbuf makes it line-buffered) and
    // writes the sentinel's complaint to stderr: both streams share one pipe so that order is kept.
    this.child = spawn('sh', ['-c', 'exec stdbuf -oL "$0" -t -q 2>&1', path], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      const end = this.buffer.indexOf(DONE);
      if (end >= 0 && this.waiting) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + DONE.length);
        const resolve = this.waiting;
        this.waiting = null;
        resolve(text);
      }
    });
    this.child.stderr.on('data', () => {});
  }

  run(commands: readonly string[]): Promise<string> {
    if (this.waiting) throw new Error('gnubg is busy');
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.stdin.write(`${commands.join('\n')}\n${SENTINEL}\n`);
    });
  }

  close(): void {
    this.child.stdin.end('quit\ny\n');
  }
}

/** A hint line: rank, plies, move text, equity. */
export const HINT_LINE = /^\s*\d+\.\s+Cube\w+\s+\d-ply\s+(.+?)\s+Eq\.:\s+([+-]?\d+\.\d+)/;

/** The settings for cubeless checker play at `plies`, for both players as humans (we drive the game). */
export function cubelessSetup(plies: number): string[] {
  return [
    'set player 0 human',
    'set player 1 human',
    'set evaluation chequerplay evaluation cubeful off',
    `set evaluation chequerplay evaluation plies ${plies}`,
    'new game',
  ];
}

/** gnubg's best play for the mover of a short-nardy `position` (as a position after it), or null. */
export async function gnubgPlay(gnubg: Gnubg, rules: Rules, position: Position, dice: Dice): Promise<Position | null> {
  const out = await gnubg.run([
    'set turn 1',
    `set board ${makePositionId(position)}`,
    `set dice ${dice[0]} ${dice[1]}`,
    'hint 1',
  ]);
  const plan = new TurnPlan(rules, position, dice);
  for (const line of out.split('\n')) {
    const m = HINT_LINE.exec(line);
    if (!m) continue;
    const text = parseMoveText(m[1]);
    if (!text.ok) continue;
    const steps = plan.resolve(text.value);
    if (steps.ok) return applySteps(position, steps.value);
  }
  return null;
}

export { positionKey };
