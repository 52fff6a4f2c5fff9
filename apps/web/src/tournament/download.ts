/** Offers `text` as a file download named `name` (export of documents and of unreadable saved text). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A compact local time stamp for file names: 20250506-1000. */
export const fileStamp = (now = new Date()): string =>
  now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
