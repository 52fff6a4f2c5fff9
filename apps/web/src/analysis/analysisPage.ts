import { type NardyRecord, replayRecord } from '@nardy/parallel';
import './nardy-analysis.ts';

export { type AnalysedGame, analysisHash, gameFromHash } from './analysisLink.ts';

/**
 * Reads a record file to analyse without playing it: the record, or why it cannot be read (not JSON, or
 * a record that does not replay: its code and message).
 */
export function recordFromText(text: string): { ok: true; record: NardyRecord } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  const replay = replayRecord(value);
  if (!replay.ok) return { ok: false, reason: `${replay.error.code}: ${replay.error.message}` };
  return { ok: true, record: value as NardyRecord };
}
