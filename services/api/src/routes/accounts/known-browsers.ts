import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '@grandtour/shared';

/**
 * A browser that signed in to an account keeps a signed cookie naming it, sent to the sign-in route only: during a
 * lock-out, a password from that browser is still checked (decision 51). Only the server can make one (signed with
 * the cookie secret), only a sign-in with the right password does, and it says nothing about the password.
 */
export const KNOWN_BROWSER_COOKIE = 'gt_known';
const KEPT_MS = 365 * 86_400_000;

export function rememberBrowser(reply: FastifyReply, userId: string, now: Date, secure: boolean) {
  reply.setCookie(KNOWN_BROWSER_COOKIE, `${userId}.${now.getTime()}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/login',
    maxAge: KEPT_MS / 1000,
  });
}

/** The account this browser signed in to within the last year, if its cookie is genuine. */
export function knownAccountOf(request: FastifyRequest, now: Date): string | null {
  const signed = request.cookies[KNOWN_BROWSER_COOKIE];
  const cookie = signed ? request.unsignCookie(signed) : undefined;
  if (!cookie?.valid || !cookie.value) return null;
  const [userId, issuedAt] = cookie.value.split('.');
  const age = now.getTime() - Number(issuedAt);
  return userId && isUuid(userId) && age >= 0 && age < KEPT_MS ? userId : null;
}
