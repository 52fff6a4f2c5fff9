import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverExit, watchServer } from '../../../scripts/serverExit.mjs';

// `npm start` and its game server (issue 49 §5.8): a server that dies is said, and fails `npm start`.
describe('npm start when its game server ends', () => {
  it('a killed server is said on stderr and gives a failing status; a stop it passed on is quiet', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const said: string[] = [];
    const status = new Promise<number>((resolve) => {
      watchServer(child, { write: (s) => said.push(s), exit: resolve, on: () => {} });
    });
    await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGKILL');
    expect(await status).toBe(1);
    expect(said).toEqual(['npm start: the game server was stopped by SIGKILL; Nardy is no longer served\n']);
    expect(serverExit(3, null, false)).toEqual({
      status: 3,
      message: 'npm start: the game server exited with status 3; Nardy is no longer served',
    });
    expect(serverExit(null, 'SIGINT', true)).toEqual({ status: 0, message: null });
    expect(serverExit(null, 'SIGTERM', false).status).toBe(1);
  });
});
