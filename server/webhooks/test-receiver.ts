/**
 * A real HTTP receiver for webhook tests and the benchmark: listens on 127.0.0.1, keeps every request (headers, raw
 * body, when), answers each with the next status of a script (then 200), as slowly as asked, and can tell whether a
 * signature is valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '../../contract/webhooks/webhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
}

/**
 * What a receiver does with `Shop-Signature` (README shows it): the HMAC of `t + "." + raw body` with its secret must
 * equal one of the v1 values, and t must be within five minutes of now.
 */
export function verifySignature(header: string, body: string, secret: string, now = Date.now()): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(now / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts.some(([k, v]) => k === 'v1' && v.length === 64 && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}

export async function startReceiver(script: number[] = []) {
  const received: Received[] = [];
  const statuses = [...script];
  const options = { delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = statuses.shift() ?? 200;
      received.push({ headers: request.headers, body, at: Date.now(), event: JSON.parse(body), status });
      setTimeout(
        () => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `no (${status})`),
        options.delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** Waits this long before each answer (a slow receiver). */
    slow: (ms: number) => void (options.delayMs = ms),
    /** Answers these statuses next, in order (then 200 again). */
    answer: (...next: number[]) => statuses.push(...next),
    signatureOf: (r: Received) => String(r.headers[WEBHOOK_SIGNATURE_HEADER] ?? ''),
    /** Resolves once `count` requests matching `which` have come (or rejects after `ms`). */
    async waitFor(count: number, which: (r: Received) => boolean = () => true, ms = 10_000): Promise<Received[]> {
      const deadline = Date.now() + ms;
      for (;;) {
        const matching = received.filter(which);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`waited ${ms} ms for ${count} webhook requests, got ${matching.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
