// What `npm start` does when its game server process ends: a server that died (killed, crashed, or
// exited with an error) is said on stderr and ends `npm start` with a failing status, so neither a
// person at the terminal nor a service manager mistakes it for a clean stop. A stop that `npm start`
// itself passed on (Ctrl+C, SIGTERM) ends quietly with 0.

/** The exit status and the sentence for a server that ended with `code` / `signal`. */
export function serverExit(code, signal, stopping) {
  if (stopping && (signal === 'SIGINT' || signal === 'SIGTERM' || code === 0 || code === 130 || code === 143)) {
    return { status: 0, message: null };
  }
  if (signal)
    return { status: 1, message: `npm start: the game server was stopped by ${signal}; Nardy is no longer served` };
  if (code === 0) return { status: 0, message: 'npm start: the game server stopped' };
  return {
    status: code ?? 1,
    message: `npm start: the game server exited with status ${code}; Nardy is no longer served`,
  };
}

/**
 * Watches the game server `child`: passes SIGINT and SIGTERM on to it, and when it ends says why (when it
 * was not asked to) and exits with `serverExit`'s status through `exit`.
 */
export function watchServer(
  child,
  { write = (s) => process.stderr.write(s), exit = (n) => process.exit(n), on = (s, f) => process.on(s, f) } = {},
) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    on(signal, () => {
      stopping = true;
      child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    const { status, message } = serverExit(code, signal, stopping);
    if (message) write(`${message}\n`);
    exit(status);
  });
}
