import { parentPort } from 'node:worker_threads';
import { BotCore } from '@nardy/bot';

/**
 * A worker thread of the server's computer players: each message is a `decide` request of @nardy/bot's
 * worker protocol (`{type: "decide", id, state, player, level}`), answered with the decision or an error
 * code — the same core the browser's worker runs.
 */
const core = new BotCore();
parentPort?.on('message', (message: unknown) => {
  parentPort?.postMessage(core.handle(message));
});
