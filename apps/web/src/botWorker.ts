/// <reference lib="webworker" />
// The computer opponent's thread: the page posts BotRequest messages and gets BotResponse answers, so
// the search never blocks the page (docs/app.md "Worker protocol").
import { BotCore } from './botProtocol.ts';

const core = new BotCore();
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent) => {
  scope.postMessage(core.handle(event.data));
};
