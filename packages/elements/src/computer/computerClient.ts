import { BotWorkerClient } from '@nardy/bot';

/**
 * The page's side of the computer player: it sends the table's state to a worker running @nardy/bot
 * (`BotCore`, see bot/src/workerProtocol.ts) and gets back the command the computer plays, so the
 * search never blocks the page. The worker is started on the first question (nothing is downloaded
 * before the computer is needed) and kept warm. `new ComputerClient(createWorker)`, where
 * `createWorker` starts the worker: e.g. `() => new Worker(url, {type: 'module'})`.
 */
export class ComputerClient extends BotWorkerClient {}
