import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy
 * the built web app passes (its scripts are files of its own origin; Ant Design
 * writes its styles at run time, so styles may be inline), no framing by other
 * sites, no MIME sniffing, the referrer only to our own origin. CORS is closed
 * unless CORS_ORIGINS names the origins that may call the API.
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

export const securityHeaders = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
      // the product serves over plain HTTP on localhost; a deployment's proxy adds HSTS with its certificate
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    if (corsOrigins.length) await app.register(cors, { origin: corsOrigins, credentials: false });
  },
  { name: 'security-headers' },
);
