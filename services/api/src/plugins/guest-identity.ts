import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const GUEST_COOKIE = 'gt_guest';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's guest id, once resolved for this request. */
    guestId?: string;
  }
  interface FastifyInstance {
    /**
     * The spec's fixed user id `guest` stands for this browser's own guest identity (a signed http-only cookie,
     * created on first use). Any other id is not the caller's: null.
     */
    resolveUserId(request: FastifyRequest, reply: FastifyReply, userId: string): string | null;
  }
}

export const guestIdentity = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
    await app.register(fastifyCookie, { secret: options.secret });
    app.decorate('resolveUserId', (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      if (userId !== 'guest') return null;
      if (request.guestId) return request.guestId;
      const signed = request.cookies[GUEST_COOKIE];
      const cookie = signed ? request.unsignCookie(signed) : undefined;
      if (cookie?.valid && cookie.value && UUID.test(cookie.value))
        return (request.guestId = `guest:${cookie.value}`);
      const guestId = randomUUID();
      reply.setCookie(GUEST_COOKIE, guestId, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
        maxAge: ONE_YEAR_S,
      });
      return (request.guestId = `guest:${guestId}`);
    });
  },
  { name: 'guest-identity' },
);
