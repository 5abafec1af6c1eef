import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';
import { addRouteHooks } from './route-hooks.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuseForeignWrites(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const origin = request.headers.origin;
  let foreign = request.headers['sec-fetch-site'] === 'cross-site';
  if (origin) {
    try {
      foreign = new URL(origin).host !== request.headers.host;
    } catch {
      foreign = true;
    }
  }
  if (foreign) return sendError(reply, request, 403, 'cross_origin_refused');
  done();
}

/**
 * CSRF defence for cookie-identified writes: a browser names the page that sent a request in Origin (or
 * Sec-Fetch-Site); a write from another site is refused. Requests with neither (curl, server-to-server) carry no
 * victim's cookies by accident and pass; SameSite=Lax cookies are the second line. Only write routes run it.
 */
export const sameOriginWrites = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!/^\/(api|paypal)\//.test(route.url) || methods.every((method) => SAFE_METHODS.has(method))) return;
      addRouteHooks(route, { onRequest: refuseForeignWrites });
    });
  },
  { name: 'same-origin-writes' },
);
