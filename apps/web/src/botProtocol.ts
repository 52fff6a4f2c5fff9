// The worker protocol of the computer player lives in @nardy/bot (workerProtocol.ts), shared with the
// elements' computer worker; the app's worker and client import it from here.
export { BotCore, type BotRequest, type BotResponse } from '@nardy/bot';
