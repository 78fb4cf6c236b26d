/**
 * Security headers on every answer (web app under /pc/, API under /api/, anything else): pages get helmet's headers with a
 * Content-Security-Policy the built app passes (its scripts and styles are files of its own origin; no inline
 * script), no framing (frame-ancestors 'none' and X-Frame-Options DENY), HSTS, and a Permissions-Policy that turns
 * off powerful features the shop never uses. Payment pages send a stricter policy of their own (see
 * paymentPageCsp). API answers get the subset that protects a non-document, with a policy that allows nothing
 * (apiSecurityHeaders). docs/operations.md, Security.
 *
 * The headers never depend on the request, so helmet runs once, at start-up, against a recording response, and every
 * answer gets the same prepared set (per request, @fastify/helmet re-parsed the policy and re-spelt every header:
 * ~7% of a cached read's CPU, found by profiling `npm run bench api`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Where the interactive API reference is served (plugins/docs.ts). */
export const DOCS_PREFIX = '/api/docs';

/** Browser features the shop does not use, off for every page. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React writes style properties through the DOM (allowed); no <style> or style="" markup is served.
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The policy of a hosted payment page: nothing but the page's own script and style, pinned by their SHA-256 hashes
 * (script integrity, PCI SAQ-A), talking only to its own origin.
 */
export function paymentPageCsp(hashes: { script: string; style: string }): string {
  return [
    "default-src 'none'",
    `script-src '${hashes.script}'`,
    `style-src '${hashes.style}'`,
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  frameguard: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with `options`, as one object (lower-case names), plus the Permissions-Policy. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The policy of an API answer (JSON, never a document): nothing may load or run from it, nothing may frame it
 * (OWASP REST Security: `default-src 'none'; frame-ancestors 'none'`).
 */
export const API_CSP = "default-src 'none'; script-src 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The headers of API answers: the ones that protect a response that is not a page (CSP, no framing, HSTS, nosniff,
 * same-origin resource policy, referrer policy, Permissions-Policy). Helmet's document-only headers (opener policy,
 * origin agent cluster, DNS prefetch, IE download options, Flash/PDF cross-domain policies, the XSS auditor switch)
 * mean nothing to a JSON answer and cost every call ~400 bytes and 6 header lines: each one Node validates and the
 * client parses (~20% of a cached read's throughput, measured with `npm run bench api`).
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'referrer-policy', 'permissions-policy'];
  const headers: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of kept) if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  return headers;
}

async function security(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  const apiHeaders = apiSecurityHeaders(headers);
  // The API reference (Swagger UI) is a page: the document set, with inline styles; its scripts stay its own files.
  const docsHeaders = { ...headers, 'content-security-policy': headers['content-security-policy']!.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'") };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/')) reply.headers(headers);
    else reply.headers(url.startsWith(DOCS_PREFIX) ? docsHeaders : apiHeaders);
    done();
  });
}

/** Not encapsulated: applies to every route of the app. */
export const securityPlugin = fp(security, { name: 'security' });
