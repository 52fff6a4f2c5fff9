import { BotWorkerClient } from '@nardy/bot';

/** The page's side of the app's computer worker (botWorker.ts): one promise per decision. */
export class BotClient extends BotWorkerClient {
  constructor() {
    super(() => new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module', name: 'nardy-bot' }));
  }
}
