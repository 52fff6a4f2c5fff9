/// <reference lib="webworker" />
// The analysis thread: whole records, hints and positions are judged here, so the page stays
// responsive (docs/app.md "Analysis"). The nets are fetched once, as the computer's worker does.
import { loadCommittedWeights } from '@nardy/bot';
import { type AnalysisRequest, handleAnalysisRequest } from './analysisProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const weights = loadCommittedWeights();
scope.addEventListener('message', (event: MessageEvent<AnalysisRequest>) => {
  weights.then(
    () => handleAnalysisRequest(event.data, (r) => scope.postMessage(r)),
    (e: Error) =>
      scope.postMessage({ type: 'error', id: event.data?.id ?? -1, code: 'bot/failed', message: `nets: ${e.message}` }),
  );
});
