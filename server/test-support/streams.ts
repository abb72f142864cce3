/** Reading live (server-sent) streams in API tests. */

/** Resolves 'ended' when the stream's body ends (read through `reader`), or 'open' after `ms`. */
export async function endsWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): Promise<'ended' | 'open'> {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return 'open';
    const read = await Promise.race([
      reader
        .read()
        .then((r) => r.done)
        .catch(() => true),
      new Promise<null>((r) => setTimeout(r, left, null)),
    ]);
    if (read === null) return 'open';
    if (read) return 'ended';
  }
}

export type Sse = { event: string; data: unknown };

/** Reads server-sent events from a fetch body, one parsed event at a time. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<Sse> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue; // heartbeat
        const field = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        return { event: field('event'), data: JSON.parse(field('data')) };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
