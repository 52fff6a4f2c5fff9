import encodeQR from 'qr';

/**
 * A link as a QR code (the `qr` package encodes; we draw): one SVG path of the dark modules with the
 * four-module quiet zone the standard asks for, so a phone's camera reads it from the screen. Medium
 * error correction: a join link (about 110 characters) fits version 6 to 7.
 */
export interface QrDrawing {
  /** Side of the drawing in modules, quiet zone included (the SVG viewBox). */
  readonly size: number;
  /** Path data of the dark modules, one unit square each. */
  readonly path: string;
}

const QUIET = 4;

export function qrDrawing(text: string): QrDrawing {
  // The package draws the quiet zone itself (`border`, in modules): the matrix comes with it.
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET });
  const parts: string[] = [];
  modules.forEach((row, y) => {
    // Runs of dark modules as one rectangle each keep the path short.
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < row.length && row[end + 1]) end++;
      parts.push(`M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return { size: modules.length, path: parts.join('') };
}
