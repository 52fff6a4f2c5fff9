/// <reference lib="webworker" />
// The analysis thread: whole records, hints and positions are judged here, so the page stays
// responsive (docs/app.md "Analysis"). The nets and the rules' WebAssembly move generator are fetched
// once, as the computer's worker does (without the generator the searches run in JavaScript).
import { loadCommittedWeights } from '@nardy/bot';
import { loadPlaysKernel } from '@nardy/rules';
import { type AnalysisRequest, handleAnalysisRequest } from './analysisProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const weights = Promise.all([loadCommittedWeights(), loadPlaysKernel()]);
scope.addEventListener('message', (event: MessageEvent<AnalysisRequest>) => {
  weights.then(
    () => handleAnalysisRequest(event.data, (r) => scope.postMessage(r)),
    (e: Error) =>
      scope.postMessage({ type: 'error', id: event.data?.id ?? -1, code: 'bot/failed', message: `nets: ${e.message}` }),
  );
});
