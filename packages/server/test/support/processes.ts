import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly processId: string;
  readonly child: ChildProcess;
}

/**
 * Game servers in processes of their own (tests of several processes and of a kill). Every process
 * started is remembered, so that `stopAll` ends each one — also one whose start timed out.
 */
export class ServerProcesses {
  readonly children: ChildProcess[] = [];

  start(options: object): Promise<ServerProcess> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(options)], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.children.push(child);
      let err = '';
      child.stderr?.on('data', (d) => {
        err += d;
        if (process.env.NARDY_DEBUG_FAILOVER) process.stderr.write(`[server ${child.pid}] ${d}`);
      });
      child.stdout?.once('data', (d) => resolve({ ...JSON.parse(String(d).split('\n')[0]), child }));
      child.once('exit', (code) => reject(new Error(`server process exited ${code}: ${err}`)));
    });
  }

  /** SIGTERM (a clean stop) for the living, SIGKILL for any that does not stop in 10 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

/** The same link, pointing at another process. */
export const via = (link: string, base: string) => `${base}${link.slice(link.indexOf('#'))}`;
