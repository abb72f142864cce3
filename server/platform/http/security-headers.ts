/**
 * Security headers on every response: API answers, errors, the SPA and its assets, and the hijacked
 * live stream. They go on the raw response in onRequest, so a route that writes its own head (the
 * server-sent events) keeps them, and a route may still override one with `reply.header`.
 * No HSTS: the portal runs on plain http by default and no setting says it sits behind TLS; add
 * `Strict-Transport-Security` at the TLS-terminating proxy.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** The SPA's policy, checked against the built app in Chromium (docs/operations.md, Security headers). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Stylesheets from the portal only: no <style> elements (the orders list's cursor row is a constructed
  // stylesheet from its own script). Style attributes are allowed, as Blueprint Table's resize sensor
  // writes them through innerHTML and positioned overlays set them. Scripts stay 'self' only. The Swagger UI
  // briefly mounts its default logo with a <style> inside: that one is refused (a console report, no visible change).
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  // data: for Blueprint's inline SVG icons and the empty favicon, blob: for downloaded files.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every header this plugin sets, by lower-case name. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Nothing reads Referer, and with hash routes a same-origin one would only ever say `/`.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

// Pairs computed once: the hook runs on every request, the order actions' hot path included.
const HEADER_PAIRS = Object.entries(SECURITY_HEADERS);

const setSecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
  for (const [name, value] of HEADER_PAIRS) reply.raw.setHeader(name, value);
  done();
};

/** Registers the hook on the root instance, so the 404 handler and every plugin's routes get it. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', setSecurityHeaders);
  },
  { name: 'security-headers' },
);
