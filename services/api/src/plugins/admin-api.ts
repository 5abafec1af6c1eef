import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';
import { addRouteHooks } from './route-hooks.ts';

const ADMIN_ROUTES = /^\/api\/admin(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An administrator may still sign in and out, and change their own second factor (decision 75). */
const WRITES_OPEN_TO_ADMINS = new Set([
  '/api/login',
  '/api/login/second-factor',
  '/api/logout',
  '/api/account/two-factor/enrolment',
  '/api/account/two-factor/confirm',
  '/api/account/two-factor/disable',
]);

/**
 * The administrators' contract (decision 26): `/api/admin/*` only for a signed-in administrator (401 for a visitor,
 * 403 for a client or an owner), and an administrator's session is read-only everywhere: every other write is 403.
 */
export const adminApi = fp(
  async (app: FastifyInstance) => {
    async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      const account = await app.signedInAccount(request);
      if (!account) return sendError(reply, request, 401, 'not_signed_in');
      if (account.userType !== 'admin') return sendError(reply, request, 403, 'admins_only');
    }
    async function refuseAdminWrites(request: FastifyRequest, reply: FastifyReply) {
      if ((await app.signedInAccount(request))?.userType === 'admin')
        return sendError(reply, request, 403, 'admins_read_only');
    }
    app.addHook('onRoute', (route) => {
      if (ADMIN_ROUTES.test(route.url)) return addRouteHooks(route, { onRequest: requireAdmin });
      const writes = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
      if (writes && route.url.startsWith('/api/') && !WRITES_OPEN_TO_ADMINS.has(route.url))
        addRouteHooks(route, { onRequest: refuseAdminWrites });
    });
  },
  { name: 'admin-api', dependencies: ['identity'] },
);
