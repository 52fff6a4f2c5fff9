/// <reference lib="webworker" />
// The computer player's thread (bundle/nardy-computer.js): the page's ComputerClient posts BotRequest
// messages and gets BotResponse answers from @nardy/bot's BotCore. Loaded only when a table needs
// the computer, from next to the table bundle.
import { BotCore } from '@nardy/bot';

const core = new BotCore();
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent) => {
  scope.postMessage(core.handle(event.data));
};
