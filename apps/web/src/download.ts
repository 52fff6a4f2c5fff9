/** Offers a text as a file download (a record, a .mat, a tournament, a stored text that could not be read). */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name's time stamp: 20261201-1342. */
export const stamp = (now = new Date()): string =>
  now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
