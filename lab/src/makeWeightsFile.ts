import type { EncodingName, Family, Net, WeightsFile } from '@nardy/bot';
import { encodeBase64 } from '@nardy/rules';

/**
 * A trained net as the float weights file the bot reads (`readWeightsFile`, format `nardy-net/1`):
 * its parameters as base64 little-endian float32 in `Net.parameters()` order, with the record of how
 * it was made (`provenance`: commit, seed, games, stages before it under `from`).
 */
export function makeWeightsFile(
  net: Net,
  family: Family,
  encoding: EncodingName,
  provenance?: Record<string, unknown>,
): WeightsFile {
  const params = net.parameters();
  const bytes = new Uint8Array(params.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < params.length; i++) view.setFloat32(i * 4, params[i], true);
  return {
    format: 'nardy-net/1',
    family,
    encoding,
    inputs: net.inputs,
    hidden: net.hidden,
    outputs: net.outputs,
    data: encodeBase64(bytes),
    ...(provenance ? { provenance } : {}),
  };
}
