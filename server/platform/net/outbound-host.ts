/**
 * Where the server may connect on a user's say-so (the SMTP host, webhook endpoints). A host typed into a setting
 * is resolved and refused when its name is an internal one or ANY of its addresses is not public unicast (loopback,
 * private, link-local, unique-local, CGNAT, unspecified, multicast, broadcast, reserved — cloud metadata services
 * live in these). Check it when the setting is saved and again just before connecting, then connect to the address
 * checked: a second lookup could answer differently (DNS rebinding).
 * `PORTAL_ALLOW_PRIVATE_HOSTS=1` (development, tests) lets internal hosts through.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a name to every address it has. */
export type HostLookup = (name: string) => Promise<string[]>;

export interface OutboundPolicy {
  /** Let loopback, private and other internal hosts through (development only). */
  allowPrivate: boolean;
  /** Let loopback hosts alone through (webhooks' WEBHOOKS_ALLOW_LOOPBACK: development and tests). */
  allowLoopback?: boolean;
  /** Injected in tests; the system resolver otherwise. */
  lookup?: HostLookup;
}

/** Where to connect (`address`, checked) and the name to present for TLS (`host`), or why not. */
export type OutboundCheck =
  | { ok: true; host: string; address: string }
  | { ok: false; reason: 'internal' | 'not-found' };

// Names that point inside by convention (metadata services, mDNS, private-use zones), whatever DNS says today.
const INTERNAL_NAMES = /^(localhost|metadata|metadata\.goog|instance-data)$|\.(localhost|internal|local|home\.arpa)$/;
const LOOKUP_TIMEOUT_MS = 5000;

/** The host as typed, comparable: trimmed, lower case, without IPv6 brackets or a trailing dot. */
export function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const unbracketed = /^\[(.*)\]$/.exec(trimmed)?.[1] ?? trimmed;
  return unbracketed.replace(/\.$/, '');
}

/** True only for a public unicast address; an IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** True for 127.0.0.0/8 and ::1 (and an IPv4-mapped loopback address). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/** True when the name itself says internal (localhost, metadata.google.internal, printer.local…). */
export const isInternalName = (host: string): boolean => INTERNAL_NAMES.test(normaliseHost(host));

const systemLookup: HostLookup = async (name) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([dnsLookup(name, { all: true, verbatim: true }), timeout]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

/** Resolves `host` and decides whether the server may connect to it; every address must pass, not just the first. */
export async function checkOutboundHost(host: string, policy: OutboundPolicy): Promise<OutboundCheck> {
  const name = normaliseHost(host);
  if (!name) return { ok: false, reason: 'not-found' };
  const loopbackOk = policy.allowLoopback === true;
  if (!policy.allowPrivate && isInternalName(name) && !(loopbackOk && isLoopbackName(name)))
    return { ok: false, reason: 'internal' };
  let addresses: string[];
  try {
    addresses = isIP(name) ? [name] : await (policy.lookup ?? systemLookup)(name);
  } catch {
    return { ok: false, reason: 'not-found' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'not-found' };
  const allowed = (a: string) => isPublicAddress(a) || (loopbackOk && isLoopbackAddress(a));
  if (!policy.allowPrivate && !addresses.every(allowed)) return { ok: false, reason: 'internal' };
  return { ok: true, host: name, address: addresses[0]! };
}

const policies = new WeakMap<object, OutboundPolicy>();

/** Binds the app's policy to its database handle, so code handed only `db` (sendMail) connects under it. */
export function bindOutboundPolicy(db: object, policy: OutboundPolicy): void {
  policies.set(db, policy);
}

/** The policy bound to `db`; unbound means strict (fail closed). */
export const outboundPolicyOf = (db: object): OutboundPolicy => policies.get(db) ?? { allowPrivate: false };
