/// <reference lib="webworker" />
// The computer opponent's thread: the page posts BotRequest messages and gets BotResponse answers, so
// the search never blocks the page (docs/app.md "Worker protocol").
import { loadCommittedWeights } from '@nardy/bot';
import { BotCore } from './botProtocol.ts';

const core = new BotCore();
const scope = self as unknown as DedicatedWorkerGlobalScope;
// The nets are binary files next to the bundle (cached by the service worker): fetched once, before
// the first answer; requests that arrive meanwhile wait, in order.
const weights = loadCommittedWeights();
scope.onmessage = (event: MessageEvent) => {
  weights.then(
    () => scope.postMessage(core.handle(event.data)),
    (e: Error) => {
      const id = typeof event.data?.id === 'number' ? event.data.id : -1;
      scope.postMessage({ type: 'error', id, code: 'bot/failed', message: `the computer's nets: ${e.message}` });
    },
  );
};
