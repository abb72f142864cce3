/** Reading live (server-sent) streams in API tests. */

/** Resolves 'ended' when the stream's body ends (read through `reader`), or 'open' after `ms`. */
export async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<'ended' | 'open'> {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return 'open';
    const read = await Promise.race([reader.read().then((r) => r.done).catch(() => true), new Promise<null>((r) => setTimeout(r, left, null))]);
    if (read === null) return 'open';
    if (read) return 'ended';
  }
}
