import { randomUUID } from 'node:crypto';
import type { EventStore } from '@grandtour/event-store';
import { handleCommand, userDecider, userStreamName } from '@grandtour/commands';
import type { AccountQueries, BookingQueries } from '@grandtour/projections';
import {
  AccountResponseSchema,
  ApiErrorSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  SecondFactorCodeRequestSchema,
  SecondFactorRequiredSchema,
  type Account,
} from '@grandtour/shared';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimGuestData } from './claim-guest-data.ts';
import { knownAccountOf, rememberBrowser } from './known-browsers.ts';
import { passwordProblem } from './password-policy.ts';
import { endSecondStep, secondStepAccountOf, startSecondStep } from './pending-sign-in.ts';
import { refusedCode, type SecondFactor } from './second-factor.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { secondsLeft, type SignInFailures } from './sign-in-limit.ts';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';

interface Dependencies {
  store: EventStore;
  accounts: AccountQueries;
  bookings: BookingQueries;
  clock: () => Date;
  /** The per-account sign-in limit (decision 51). */
  signInGuard: SignInGuard;
  /** Cookies marked secure (production). */
  secureCookies: boolean;
  /** Owners' and administrators' second factor (decision 75). */
  secondFactor: SecondFactor;
  /** What else follows a guest into the account signed in to: driver documents (decision 84), conversations (94). */
  alsoClaim?: ((guestId: string, userId: string, now: Date) => Promise<void>)[];
}

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const UNIQUE_VIOLATION = '23505';

export const accountRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  // Checked when nobody has the identifier, so that an unknown account takes as long to refuse as a wrong password.
  const decoy = await argon2.hash(randomUUID(), { type: argon2.argon2id });

  /** The browser's guest bookings and favourites follow it into the account; a session starts. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const guestId = app.knownGuestId(request);
    // An administrator owns no bookings nor favourites: the browser's stay with its guest.
    if (guestId && account.userType !== 'admin') {
      await claimGuestData(deps, guestId, account.id, deps.clock());
      for (const claim of deps.alsoClaim ?? []) await claim(guestId, account.id, deps.clock());
    }
    await app.startSession(reply, account.id);
    rememberBrowser(reply, account.id, deps.clock(), deps.secureCookies);
  }

  /** The same answer for every locked identifier, whether an account has it or not. */
  function lockedOut(request: FastifyRequest, reply: FastifyReply, failures: SignInFailures, now: Date) {
    const retryAfterSeconds = secondsLeft(failures, now);
    reply.header('retry-after', String(retryAfterSeconds));
    return sendError(reply, request, 429, 'sign_in_locked', { retryAfterSeconds });
  }

  /** A lock-out's notice goes into the log; if that fails the next attempt records it, and this one is answered. */
  async function recordLockout(
    request: FastifyRequest,
    key: string,
    row: Parameters<SignInGuard['recordLockout']>[1],
  ) {
    try {
      await deps.signInGuard.recordLockout(key, row, deps.clock());
    } catch (error) {
      request.log.error({ err: error }, 'lock-out not recorded yet');
    }
  }

  /**
   * Signing in and out sets or clears the session cookie, which a stored answer replayed to an Idempotency-Key
   * retry would not carry: these run again instead (a second sign-in is harmless; a second registration finds its
   * name taken).
   */
  const SIGNS_IN = true;

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a client or owner account and sign in',
        body: RegisterRequestSchema,
        response: { 201: AccountResponseSchema, ...errors },
      },
      config: { skipIdempotency: SIGNS_IN },
    },
    async (request, reply) => {
      const { password, language, ...profile } = request.body;
      const problem = passwordProblem(password, profile);
      if (problem) return sendError(reply, request, 400, problem, { field: 'password' });
      const taken = await deps.accounts.taken(profile.username, profile.email);
      if (taken.username) return sendError(reply, request, 409, 'username_taken', { field: 'username' });
      if (taken.email) return sendError(reply, request, 409, 'email_taken', { field: 'email' });
      const userId = randomUUID();
      const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
      try {
        await handleCommand(deps.store, userStreamName(userId), userDecider, {
          type: 'RegisterUser',
          data: {
            userId,
            ...profile,
            language: language ?? preferredLanguage(request.headers['accept-language']),
            passwordHash,
          },
          metadata: { now: deps.clock().toISOString() },
        });
      } catch (error) {
        // Two registrations racing for one name: the read model's unique index lets only one append through.
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== UNIQUE_VIOLATION) throw error;
        const field = constraint === 'users_email' ? 'email' : 'username';
        return sendError(reply, request, 409, `${field}_taken`, { field });
      }
      const account = await deps.accounts.findAccount(userId);
      if (!account) throw new Error(`account ${userId} missing right after its registration`);
      await signIn(request, reply, account);
      return reply.status(201).send({ user: account });
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with a username or e-mail address and a password',
        description:
          'Wrong passwords in a row lock the account out for a while, longer each time (decision 51): a 429 ' +
          '`sign_in_locked` with Retry-After, the same for an unknown identifier. A browser that signed in to the ' +
          'account before may still sign in with the right password. An account with a second factor answers 202 ' +
          '`secondFactorRequired`: the code goes to POST /api/login/second-factor within five minutes (decision 75).',
        body: LoginRequestSchema,
        response: { 200: AccountResponseSchema, 202: SecondFactorRequiredSchema, ...errors },
      },
      config: { skipIdempotency: SIGNS_IN },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const guard = deps.signInGuard;
      const now = deps.clock();
      const found = await deps.accounts.findForLogin(identifier);
      const userId = found?.account.id ?? null;
      const key = guard.keyOf(identifier, userId);
      const knownBrowser = userId !== null && knownAccountOf(request, now) === userId;
      // Decided before the password is checked: a locked identifier costs no argon2 work, known or not.
      const { row, result: attempt } = await guard.begin(key, userId, now, knownBrowser);
      if (attempt.kind === 'locked') {
        await recordLockout(request, key, row);
        return lockedOut(request, reply, row, now);
      }
      const valid = await argon2.verify(found?.passwordHash ?? decoy, password);
      if (found && valid) {
        // A sign-in from a known browser during a lock-out leaves the lock-out in place for everyone else.
        if (attempt.kind === 'check') await guard.succeeded(key, userId);
        if ((await deps.secondFactor.stateOf(found.account.id)).status === 'on') {
          startSecondStep(reply, found.account.id, now, deps.secureCookies);
          return reply.status(202).send({ secondFactorRequired: true });
        }
        await signIn(request, reply, found.account);
        return { user: found.account };
      }
      if (attempt.kind === 'checkKnownBrowser') {
        await guard.knownBrowserFailed(key, userId, now);
        return sendError(reply, request, 401, 'invalid_credentials');
      }
      const failed = await guard.wrongPassword(key, userId, now);
      if (failed.lockedOut) {
        await recordLockout(request, key, failed.row);
        return lockedOut(request, reply, failed.row, now);
      }
      return sendError(reply, request, 401, 'invalid_credentials');
    },
  );

  app.post(
    '/api/login/second-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in: the second step, a code from the authenticator app or a recovery code',
        description:
          'After a 202 from POST /api/login. Wrong codes count like wrong passwords, under a limit of their own ' +
          '(429 `second_factor_locked`); a recovery code signs in once (decision 75).',
        body: SecondFactorCodeRequestSchema,
        response: { 200: AccountResponseSchema, ...errors },
      },
      config: { skipIdempotency: SIGNS_IN },
    },
    async (request, reply) => {
      const now = deps.clock();
      const userId = secondStepAccountOf(request, now);
      const account = userId ? await deps.accounts.findAccount(userId) : null;
      const state = userId ? await deps.secondFactor.stateOf(userId) : null;
      if (!userId || !account || state?.status !== 'on')
        return sendError(reply, request, 401, 'second_step_expired');
      const check = await deps.secondFactor.check(userId, state.secretSealed, request.body.code);
      if (await refusedCode(request, reply, deps.secondFactor, check, deps.clock)) return reply;
      endSecondStep(reply, deps.secureCookies);
      await signIn(request, reply, account);
      return { user: account };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out this browser',
        response: { 204: z.null() },
      },
      config: { skipIdempotency: SIGNS_IN },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The account signed in on this browser, or null',
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      const account = await app.signedInAccount(request);
      return reply.header('cache-control', 'no-store').send({ user: account });
    },
  );
};
