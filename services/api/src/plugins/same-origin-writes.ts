import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-identified writes: a browser names the page that sent a request in Origin (or
 * Sec-Fetch-Site); a write from another site is refused. Requests with neither (curl, server-to-server) carry no
 * victim's cookies by accident and pass; SameSite=Lax cookies are the second line.
 */
export const sameOriginWrites = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !/^\/(api|paypal)\//.test(request.url)) return;
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      let foreign = crossSite;
      if (origin) {
        try {
          foreign = new URL(origin).host !== request.headers.host;
        } catch {
          foreign = true;
        }
      }
      if (foreign) return sendError(reply, request, 403, 'cross_origin_refused');
    });
  },
  { name: 'same-origin-writes' },
);
