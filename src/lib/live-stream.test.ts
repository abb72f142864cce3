import { describe, expect, it } from 'vitest';
import { createLiveStream } from './live-stream';

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(c) {
        chunks.forEach((t) => c.enqueue(new TextEncoder().encode(t)));
        c.close();
      },
    }),
  );

describe('the live stream', () => {
  it('parses named events split across chunks and skips unknown names and bad JSON', async () => {
    const stream = createLiveStream({
      connect: async () =>
        streamOf(
          'event: counts\ndata: {"counts":{},"to',
          'tal":5}\n\nevent: nope\ndata: {}\n\nevent: order\ndata: {bad\n\nevent: order\ndata: {"id":1,"version":2,"status":"Shipped"}\n\n',
        ),
      minDelay: 10_000,
    });
    const seen: unknown[] = [];
    const stop = stream.subscribe((name, data) => seen.push([name, data]));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([
      ['counts', { counts: {}, total: 5 }],
      ['order', { id: 1, version: 2, status: 'Shipped' }],
    ]);
    stop();
    expect(stream.getStatus()).toBe('idle');
  });

  it('reconnects with backoff after a refused connection, and stops when the last listener leaves', async () => {
    let attempts = 0;
    const stream = createLiveStream({
      connect: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('refused');
        return streamOf('event: counters\ndata: {"entity":"return"}\n\n');
      },
      minDelay: 5,
      maxDelay: 10,
    });
    const seen: string[] = [];
    const stop = stream.subscribe((name) => seen.push(name));
    await expect.poll(() => seen[0]).toBe('counters');
    expect(attempts).toBeGreaterThanOrEqual(3);
    stop();
    const after = attempts;
    await new Promise((r) => setTimeout(r, 60));
    expect(attempts).toBe(after);
  });

  it('tells onOpen listeners each time it opens, the first time and after a drop', async () => {
    let attempts = 0;
    const stream = createLiveStream({
      // Each connection ends at once: a drop, then a reconnect.
      connect: async () => {
        attempts += 1;
        return streamOf('event: counters\ndata: {"entity":"return"}\n\n');
      },
      minDelay: 5,
      maxDelay: 5,
    });
    let opened = 0;
    const offOpen = stream.onOpen(() => {
      opened += 1;
    });
    const stop = stream.subscribe(() => {});
    await expect.poll(() => opened).toBeGreaterThanOrEqual(2);
    stop();
    offOpen();
    expect(opened).toBeLessThanOrEqual(attempts);
  });

  it('stays down after a refusal (a 403), and tries again only when listening starts anew', async () => {
    let attempts = 0;
    const stream = createLiveStream({
      connect: async () => {
        attempts += 1;
        throw Object.assign(new Error('forbidden'), { status: 403 });
      },
      isRefusal: (error) => (error as { status?: number }).status === 403,
      minDelay: 5,
    });
    const stop = stream.subscribe(() => {});
    await expect.poll(() => stream.getStatus()).toBe('refused');
    await new Promise((r) => setTimeout(r, 40));
    expect(attempts).toBe(1);
    stop();
    expect(stream.getStatus()).toBe('idle');
    const again = stream.subscribe(() => {});
    await expect.poll(() => attempts).toBe(2);
    again();
  });
});
