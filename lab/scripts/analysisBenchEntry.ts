/** Runs inside a browser Web Worker (bundled by analysisBench.ts): times analyseRecord on each record. */

import { analyseRecord, loadCommittedWeights } from '@nardy/bot';
import { loadPlaysKernel } from '@nardy/rules';

const scope = self as unknown as {
  postMessage(x: unknown): void;
  onmessage: ((e: { data: { records: unknown[]; ply: 0 | 1 | 2 } }) => void) | null;
};

scope.onmessage = async (e) => {
  try {
    await Promise.all([loadCommittedWeights(), loadPlaysKernel()]);
    const seconds = e.data.records.map((record) => {
      const t0 = performance.now();
      const a = analyseRecord(record, { ply: e.data.ply });
      if (!a.ok) throw new Error(a.error.message);
      return (performance.now() - t0) / 1000;
    });
    scope.postMessage({ seconds });
  } catch (error) {
    scope.postMessage({ error: String(error) });
  }
};
