import type { Writable } from 'node:stream';

/**
 * Lets everything written to `socket` in one turn of the event loop leave in one write: the first write
 * of a turn corks the socket and the end of that turn (`process.nextTick`) uncorks it, so the frames are
 * handed to the system in a single `writev`.
 *
 * Why: a table room sends several frames to a connection at once — a join's snapshot, chat history and
 * seats; a command's update and its ack — and the WebSocket library writes each frame with a system call
 * of its own. On loopback and on small virtual machines a write costs the sender tens of microseconds, and
 * in a CPU profile of creating and joining tables the writes were the largest single item (8–14 % of the
 * server's time; docs/benchmarks.md, issue 16 §5). Nothing waits longer: the turn's writes go out
 * when it ends, before the process looks at anything else.
 */
export function batchWritesPerTick(socket: Writable): void {
  const write = socket.write as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = ((...args: unknown[]) => {
    if (!corked && !socket.destroyed) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return write.apply(socket, args);
  }) as Writable['write'];
}
