/**
 * Every route the app registers, as Fastify's onRoute hook reports it: the
 * authorization matrix and the bad-input property test enumerate this table,
 * so a route added later cannot be left out of either.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with its `:params` */
  url: string;
  /** The route's schema (zod, as the routes declare it), when it has one */
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered so far (HEAD routes Fastify adds for each GET left out) */
    routeTable: readonly RouteEntry[];
  }
}

/** Starts recording; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
}
