/// <reference lib="webworker" />
// The computer player's thread (bundle/nardy-computer.js, with the nets short.nnq and long.nnq next
// to it): the page's ComputerClient posts BotRequest messages and gets BotResponse answers from
// @nardy/bot. Loaded only when a table needs the computer.
import { serveBotWorker } from '@nardy/bot';

serveBotWorker(self as unknown as DedicatedWorkerGlobalScope);
