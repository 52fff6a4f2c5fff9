/** Parses a roll as written in an attribute — `3-1`, `3 1`, `3,1` or `33` — into two dice. */
export function parseDice(text: string): [number, number] | null {
  const m = /^\s*([1-6])\s*[-–, ]?\s*([1-6])\s*$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}
