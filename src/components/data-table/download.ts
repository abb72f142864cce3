/** File downloads: the export's file name and saving a blob. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `promo-code-2026-03-05.csv`, by the local calendar day. */
export function exportFileName(key: string, now = new Date()): string {
  return `${key}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
