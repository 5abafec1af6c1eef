import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { AccountQueries } from '@grandtour/projections';
import { isUuid, type Account } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const GUEST_COOKIE = 'gt_guest';
export const SESSION_COOKIE = 'gt_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_S = 365 * 24 * 3600;
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's guest id, once resolved for this request. */
    guestId?: string;
    /** The signed-in account, looked up once per request. */
    account?: Promise<Account | null>;
  }
  interface FastifyInstance {
    /** The account signed in on this browser, or null. */
    signedInAccount(request: FastifyRequest): Promise<Account | null>;
    /** This browser's guest identity (a signed http-only cookie, created on first use). */
    guestIdOf(request: FastifyRequest, reply: FastifyReply): string;
    /** This browser's guest identity if it already has one: none is created. */
    knownGuestId(request: FastifyRequest): string | null;
    /**
     * The spec's fixed user id `guest` stands for the caller: the signed-in account, else this browser's guest
     * identity. The caller's own account id is accepted too. Any other id is not the caller's: null.
     */
    resolveUserId(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string | null>;
    startSession(reply: FastifyReply, userId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Who is calling: a signed-in account (session cookie) or this browser's guest identity (guest cookie). */
export const identity = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean; accounts: AccountQueries }) => {
    const { accounts, secure } = options;
    await app.register(fastifyCookie, { secret: options.secret });
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };

    const sessionToken = (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      return token && TOKEN.test(token) ? token : null;
    };

    app.decorate('signedInAccount', (request: FastifyRequest) => {
      if (!request.account) {
        const token = sessionToken(request);
        request.account = token ? accounts.accountOfSession(hashToken(token)) : Promise.resolve(null);
      }
      return request.account;
    });

    app.decorate('knownGuestId', (request: FastifyRequest) => {
      if (request.guestId) return request.guestId;
      const signed = request.cookies[GUEST_COOKIE];
      const cookie = signed ? request.unsignCookie(signed) : undefined;
      if (cookie?.valid && cookie.value && isUuid(cookie.value))
        return (request.guestId = `guest:${cookie.value}`);
      return null;
    });

    app.decorate('guestIdOf', (request: FastifyRequest, reply: FastifyReply) => {
      const known = app.knownGuestId(request);
      if (known) return known;
      const guestId = randomUUID();
      reply.setCookie(GUEST_COOKIE, guestId, { ...cookieOptions, signed: true, maxAge: ONE_YEAR_S });
      return (request.guestId = `guest:${guestId}`);
    });

    app.decorate('resolveUserId', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const account = await app.signedInAccount(request);
      if (account) return userId === 'guest' || userId === account.id ? account.id : null;
      return userId === 'guest' ? app.guestIdOf(request, reply) : null;
    });

    // The token is random and only its hash is stored; the cookie is http-only, SameSite and secure in production.
    app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await accounts.openSession(hashToken(token), userId, expiresAt);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionToken(request);
      if (token) await accounts.closeSession(hashToken(token));
      request.account = Promise.resolve(null);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'identity' },
);
