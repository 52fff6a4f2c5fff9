let installed = false;

/**
 * Makes a closed stdout end the process quietly: when whoever reads our output goes away
 * (`nardy moves < big.jsonl | head -3`), the next write fails with EPIPE; there is nobody left to
 * tell anything, so the command stops with status 0 and no stack trace, as Unix tools do. Any other
 * write error is still thrown.
 */
export function closeQuietlyOnEpipe(): void {
  if (installed) return;
  installed = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
