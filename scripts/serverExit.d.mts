import type { ChildProcess } from 'node:child_process';

/** The exit status and the sentence (null: say nothing) for a game server that ended with `code` / `signal`. */
export declare function serverExit(
  code: number | null,
  signal: NodeJS.Signals | null,
  stopping: boolean,
): { status: number; message: string | null };

/** Passes SIGINT/SIGTERM on to `child`; when it ends, says why and exits with `serverExit`'s status. */
export declare function watchServer(
  child: ChildProcess,
  options?: {
    write?: (text: string) => void;
    exit?: (status: number) => void;
    on?: (signal: 'SIGINT' | 'SIGTERM', handler: () => void) => void;
  },
): void;
