/** A file size as staff read it: 950 B, 120 KB, 1.9 MB (1 KB = 1,024 bytes, as the 2 MB limit counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
