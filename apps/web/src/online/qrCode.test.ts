import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qrCode.ts';

/** The drawing as an RGBA image (`scale` pixels a module), as a camera would see the screen. */
function rasterize(text: string, scale = 4) {
  const { size, path } = qrDrawing(text);
  const dark = new Set<string>();
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < w; i++) dark.add(`${x + i},${y}`);
  }
  const width = size * scale;
  const data = new Uint8Array(width * width * 4);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const v = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? 0 : 255;
      data.set([v, v, v, 255], (py * width + px) * 4);
    }
  return { width, height: width, data };
}

describe('the invitation as a QR code', () => {
  it('reads back as the link it was drawn from, with a quiet zone of four modules', () => {
    const link = `http://127.0.0.1:5173/#table=${'A'.repeat(22)}&seat=${'b'.repeat(43)}`;
    expect(decodeQR(rasterize(link))).toBe(link);
    const { size, path } = qrDrawing(link);
    const xs = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...xs)).toBe(4);
    expect(size).toBeGreaterThanOrEqual(41 + 8); // version 6 or above for a link this long
  });
});
