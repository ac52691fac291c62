/**
 * The viewer of every request and the guards (DESIGN.md, HTTP contract).
 *
 * Every request gets `request.viewer`: a guest when no token is sent (or the
 * client's guest marker), else the user of the session the token names. An
 * unknown or expired token is a 401 with 凭证已过期，请重新登录, so the client
 * logs out (spec §8). Who may see what is decided by the policies of
 * `@zhiyuan/domain` (access.ts); the guards below are `onRequest` hooks an area
 * adds for its prefix, and services trim what depends on the viewer after the
 * read-model caches.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  FORBIDDEN,
  GUEST,
  LOGIN_FIRST,
  SESSION_EXPIRED,
  VIP_PROMPT,
  hasRole,
  isGuest,
  seesFullData,
  type RoleId,
  type Viewer,
} from '@zhiyuan/domain';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyInstance {
    viewers: ViewerResolver;
  }
}

/**
 * Turns a session token into its viewer; null when the token is unknown or
 * expired. The product's is the sessions table (features/auth/sessions.ts).
 */
export interface ViewerResolver {
  resolve(token: string): Promise<Viewer | null>;
}

/** Values the client sends when it has no token (spec §4 guest flow): a guest, never an invalid token. */
const GUEST_MARKERS = new Set(['', 'guest', 'null', 'undefined']);

/** The token of an Authorization header (`<token>` or `Bearer <token>`), or null for a guest. */
export function tokenOf(header: string | string[] | undefined): string | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return GUEST_MARKERS.has(token.toLowerCase()) ? null : token;
}

export interface ViewerPluginOptions {
  resolver: ViewerResolver;
}

/** Sets `request.viewer` on every request, before any area's guards run. */
export const viewerPlugin = fp<ViewerPluginOptions>(
  async (app, { resolver }) => {
    app.decorate('viewers', resolver);
    // Fastify 5 refuses an object as a request decoration's default: null, set by the hook below
    app.decorateRequest('viewer', null as never);
    // callback style: a guest (most requests) costs no promise
    app.addHook('onRequest', (request, _reply, done) => {
      request.viewer = GUEST;
      const token = tokenOf(request.headers.authorization);
      if (token === null) return done();
      resolver.resolve(token).then(
        (viewer) => {
          if (viewer === null) return done(new AppError(401, SESSION_EXPIRED));
          request.viewer = viewer;
          done();
        },
        (err: Error) => done(err),
      );
    });
  },
  { name: 'viewer' },
);

function assertUser(request: FastifyRequest): void {
  if (isGuest(request.viewer)) throw new AppError(401, LOGIN_FIRST);
}

/** A logged-in user of any role. */
export const requireUser: onRequestAsyncHookHandler = async (request) => {
  assertUser(request);
};

/** A logged-in user holding one of the roles. */
export function requireRole(...roles: RoleId[]): onRequestAsyncHookHandler {
  return async (request) => {
    assertUser(request);
    if (!hasRole(request.viewer, ...roles)) throw new AppError(403, FORBIDDEN);
  };
}

/** A VIP (or staff) user: whole endpoints whose data is VIP-only (spec §6). */
export const requireVip: onRequestAsyncHookHandler = async (request) => {
  assertUser(request);
  if (!seesFullData(request.viewer)) throw new AppError(403, VIP_PROMPT);
};
