/// <reference lib="webworker" />
// The computer opponent's thread: the page posts BotRequest messages and gets BotResponse answers, so
// the search never blocks the page (docs/app.md "Worker protocol"). The nets are binary files next to
// the bundle (cached by the service worker), fetched once before the first answer (@nardy/bot).
import { serveBotWorker } from '@nardy/bot';

serveBotWorker(self as unknown as DedicatedWorkerGlobalScope);
