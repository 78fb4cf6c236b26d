/**
 * Security headers on every answer (web app under /pc/, API under /api/, anything else): @fastify/helmet with a
 * Content-Security-Policy the built app passes (its scripts and styles are files of its own origin; no inline
 * script), no framing (frame-ancestors 'none' and X-Frame-Options DENY), HSTS, and a Permissions-Policy that turns
 * off powerful features the shop never uses. Payment pages send a stricter policy of their own (see
 * paymentPageCsp). docs/operations.md, Security.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function security(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // The API reference (Swagger UI) sets inline styles; its scripts stay restricted to its own files.
    if (request.url.startsWith(DOCS_PREFIX)) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"));
    }
  });
}

/** Not encapsulated: applies to every route of the app. */
export const securityPlugin = fp(security, { name: 'security' });
