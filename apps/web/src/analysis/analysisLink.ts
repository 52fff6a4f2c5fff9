import { type NardyRecord, replayRecord } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { ANALYSIS_HASH } from '../shell/routes.ts';

/**
 * The analysis screen's own address (docs/app.md "Analysis"): `#/analysis?game=<data>`, where the data
 * is the analysed game — the record, the players' names, whose numbering the plays are written in and
 * the computer's seat — as JSON, deflated and in base64url. The address alone opens the same analysis
 * after a reload or on another device; nothing is kept on a server.
 */
export interface AnalysedGame {
  readonly record: NardyRecord;
  readonly names: { readonly white: string; readonly black: string } | null;
  readonly viewer: Color;
  readonly computer: Color | null;
}

export { ANALYSIS_HASH };

const isColor = (v: unknown): v is Color => v === 'white' || v === 'black';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The address of the analysis of `game`. */
export async function analysisHash(game: AnalysedGame): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(game));
  return `${ANALYSIS_HASH}?game=${toBase64Url(await through(json, new CompressionStream('deflate-raw')))}`;
}

/**
 * The analysed game an address names: null for `#/analysis` with no game, a problem code when its data
 * cannot be read (`analysis/link`) or its record does not replay (the record's own code).
 */
export async function gameFromHash(
  hash: string,
): Promise<{ ok: true; game: AnalysedGame } | { ok: false; code: string } | null> {
  const q = hash.indexOf('?');
  if (!hash.startsWith(ANALYSIS_HASH) || q < 0) return null;
  const data = new URLSearchParams(hash.slice(q + 1)).get('game');
  if (data === null) return null;
  const bytes = fromBase64Url(data);
  if (bytes === null) return { ok: false, code: 'analysis/link' };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(await through(bytes, new DecompressionStream('deflate-raw'))));
  } catch {
    return { ok: false, code: 'analysis/link' };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, code: 'analysis/link' };
  const o = value as Record<string, unknown>;
  const replay = replayRecord(o.record);
  if (!replay.ok) return { ok: false, code: replay.error.code };
  const n = o.names as Record<string, unknown> | null | undefined;
  const names =
    n && typeof n.white === 'string' && typeof n.black === 'string'
      ? { white: n.white.slice(0, 60), black: n.black.slice(0, 60) }
      : null;
  return {
    ok: true,
    game: {
      record: o.record as NardyRecord,
      names,
      viewer: isColor(o.viewer) ? o.viewer : 'white',
      computer: isColor(o.computer) ? o.computer : null,
    },
  };
}
