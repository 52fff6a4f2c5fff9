/**
 * @nardy/bot — the computer opponent: evaluators behind one seam, search over afterstates, levels,
 * baselines (pubeval, heuristics), TD(λ) training, duplicate-dice matches. Pure TS, no DOM and no Node
 * APIs, so the same code runs in the CLI and in the web app's worker.
 */
export * from './analysis.ts';
export * from './analysisCube.ts';
export * from './analysisHint.ts';
export * from './analysisJson.ts';
export * from './analysisMatch.ts';
export * from './analysisPlays.ts';
export * from './analysisRecord.ts';
export * from './analysisSummary.ts';
export * from './analysisTable.ts';
export * from './botWorkerClient.ts';
export * from './chooseBoardAndPlay.ts';
export * from './contact.ts';
export * from './cubeBaseline.ts';
export * from './cubeDecision.ts';
export * from './deepSearch.ts';
export * from './duel.ts';
export * from './encoding.ts';
export * from './evaluator.ts';
export * from './family.ts';
export * from './foldShortV3.ts';
export * from './heuristic.ts';
export * from './inferenceNet.ts';
export * from './levels.ts';
export * from './net.ts';
export * from './outputs.ts';
export * from './playTable.ts';
export * from './pubeval.ts';
export * from './quantizedWeights.ts';
export * from './random.ts';
export * from './rollout.ts';
export * from './search.ts';
export * from './seat.ts';
export * from './simdInferenceNet.ts';
export * from './strategy.ts';
export * from './tableLookahead.ts';
export * from './tableOutlook.ts';
export * from './tdTrainer.ts';
export * from './weights.ts';
export * from './weightsFile.ts';
export * from './workerProtocol.ts';
export * from './workerRequests.ts';
