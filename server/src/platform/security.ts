import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

/**
 * Security headers on every answer (helmet): on pages a Content-Security-Policy
 * the built web app passes (its scripts are files of its own origin; Ant Design
 * writes its styles at run time, so styles may be inline), no framing by other
 * sites, no MIME sniffing, the referrer only to our own origin. CORS is closed
 * unless CORS_ORIGINS names the origins that may call the API.
 *
 * The headers are the same on every answer, so helmet computes them once, at
 * start, and each request only copies them onto its reply (@fastify/helmet
 * rebuilt helmet's middleware and re-parsed the policy on every request: about
 * 8 % of the CPU of a small cached answer).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
} as const;

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
  // the product serves over plain HTTP on localhost; a deployment's proxy adds HSTS with its certificate
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options, as name → value (what its middleware writes on a response). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, response, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * What a JSON answer of /api needs (OWASP's REST Security Cheat Sheet): no
 * MIME sniffing, no framing, a policy that lets the body run or load nothing
 * should a browser ever render it, the referrer kept to our origin and the
 * body not readable cross-origin. The document-level rest of helmet's set
 * (COOP, Origin-Agent-Cluster, DNS prefetch, download options…) concerns
 * pages; sending its ~600 bytes with every small answer cost more than the
 * answer's own work on the busiest routes (issue 16).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const securityHeaders = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    const pageHeaders = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (request, reply, done) => {
      // the OpenAPI explorer under /api/docs is a page
      const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
      reply.headers(api ? API_SECURITY_HEADERS : pageHeaders);
      done();
    });
    if (corsOrigins.length) await app.register(cors, { origin: corsOrigins, credentials: false });
  },
  { name: 'security-headers' },
);
