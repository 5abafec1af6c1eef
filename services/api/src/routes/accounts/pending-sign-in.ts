import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '@grandtour/shared';

/**
 * Between the right password and the second factor's code, the browser holds a signed cookie naming the account
 * for five minutes (sent to the sign-in routes only): the code alone signs nobody in, and no session exists yet.
 */
const PENDING_COOKIE = 'gt_second_step';
const PENDING_MS = 5 * 60_000;
const cookieOptions = (secure: boolean) =>
  ({ signed: true, httpOnly: true, sameSite: 'strict', secure, path: '/api/login' }) as const;

export function startSecondStep(reply: FastifyReply, userId: string, now: Date, secure: boolean) {
  reply.setCookie(PENDING_COOKIE, `${userId}.${now.getTime() + PENDING_MS}`, {
    ...cookieOptions(secure),
    maxAge: PENDING_MS / 1000,
  });
}

/** The account whose password was just given on this browser, if within five minutes. */
export function secondStepAccountOf(request: FastifyRequest, now: Date): string | null {
  const signed = request.cookies[PENDING_COOKIE];
  const cookie = signed ? request.unsignCookie(signed) : undefined;
  if (!cookie?.valid || !cookie.value) return null;
  const [userId, until] = cookie.value.split('.');
  return userId && isUuid(userId) && Number(until) > now.getTime() ? userId : null;
}

export function endSecondStep(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PENDING_COOKIE, cookieOptions(secure));
}
