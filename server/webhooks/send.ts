/**
 * Sending one webhook request, safely: the URL must be https (http only to loopback, and loopback only when
 * WEBHOOKS_ALLOW_LOOPBACK=1 allows it); its host is resolved and refused when any address is loopback, private,
 * link-local or a cloud metadata address (server/platform/net/outbound-host.ts), checked at save and again before every
 * request, which then connects to the address checked (a name that changes its address between the two gets nowhere).
 * No redirects are followed, the whole request has 10 s, and at most 64 kB of the answer is read.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_KEEP_BYTES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
} from '../../contract/webhooks/webhooks';
import { checkOutboundHost, isLoopbackAddress, type HostLookup } from '../platform/net/outbound-host';

export interface WebhookPolicy {
  /** WEBHOOKS_ALLOW_LOOPBACK=1: http and https to loopback hosts (development, tests). */
  allowLoopback: boolean;
  /** Injected by tests; the system resolver otherwise. */
  lookup?: HostLookup;
  timeoutMs?: number;
}

export type CheckedUrl = { ok: true; url: URL; address: string } | { ok: false; message: string };

/** Whether a webhook may be sent to `raw`, and to which address. */
export async function checkWebhookUrl(raw: string, policy: WebhookPolicy): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  const check = await checkOutboundHost(url.hostname, {
    allowPrivate: false,
    allowLoopback: policy.allowLoopback,
    lookup: policy.lookup,
  });
  if (!check.ok)
    return { ok: false, message: WEBHOOK_MESSAGES[check.reason === 'internal' ? 'urlInternal' : 'urlNotFound'] };
  // Plain http only where nothing leaves the machine: a loopback host, when loopback is allowed at all.
  if (url.protocol === 'http:' && !(policy.allowLoopback && isLoopbackAddress(check.address)))
    return { ok: false, message: WEBHOOK_MESSAGES.urlNotHttps };
  return { ok: true, url, address: check.address };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, one v1 per secret that signs (new first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  const signed = `${timestamp}.${body}`;
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${createHmac('sha256', s).update(signed).digest('hex')}`)].join(
    ',',
  );
}

/**
 * Keep-alive agents, one per endpoint host and checked address: the connection is reused while the host's address stays
 * what was checked, and a new address (checked again before this request) gets an agent, and a connection, of its own.
 * Connecting to the address just checked, whatever a second lookup would say; TLS still checks the name.
 */
const agents = new Map<string, http.Agent>();
const MAX_AGENTS = 64;

function agentFor(url: URL, address: string): http.Agent {
  const key = `${url.protocol}//${url.host}|${address}`;
  let agent = agents.get(key);
  if (agent) return agent;
  if (agents.size >= MAX_AGENTS) {
    for (const old of agents.values()) old.destroy();
    agents.clear();
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if ((options as { all?: boolean }).all) (callback as (e: null, a: object[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const options = { keepAlive: true, maxSockets: 8, lookup: pinned, timeout: WEBHOOK_TIMEOUT_MS };
  agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  return agent;
}

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string;
}

/**
 * Sends `body` to `target` signed with `secrets`; never throws (a refusal or failure is in the result). `target` is a
 * URL, checked now, or the outcome of a check the caller has just made for a batch of deliveries to one endpoint.
 */
export async function sendWebhook(
  target: string | CheckedUrl,
  body: string,
  headers: { eventId: string; eventType: string },
  secrets: readonly string[],
  policy: WebhookPolicy,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = typeof target === 'string' ? await checkWebhookUrl(target, policy) : target;
  if (!checked.ok) return { statusCode: null, durationMs: elapsed(), error: checked.message, responseBody: '' };
  const { url, address } = checked;
  const timeoutMs = policy.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent: agentFor(url, address),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ShopPortal-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secrets, Math.floor(Date.now() / 1000), body),
          'shop-event-id': headers.eventId,
          'shop-event-type': headers.eventType,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            responseBody: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          const room = WEBHOOK_RESPONSE_KEEP_BYTES - kept;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          kept += Math.min(room, chunk.length);
          // Enough read: the rest of a long answer is not waited for.
          if (kept >= WEBHOOK_RESPONSE_KEEP_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No answer within ${timeoutMs / 1000} s.`, responseBody: '' });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: error.message, responseBody: '' }));
    request.end(body);
  });
}
