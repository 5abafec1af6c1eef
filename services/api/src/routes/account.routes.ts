import { randomUUID } from 'node:crypto';
import type { EventStore } from '@grandtour/commands';
import { handleCommand, userDecider, userStreamName } from '@grandtour/commands';
import type { AccountQueries, BookingQueries } from '@grandtour/projections';
import {
  AccountResponseSchema,
  ApiErrorSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  type Account,
} from '@grandtour/shared';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimGuestData } from '../accounts/claim-guest-data.ts';
import { passwordProblem } from '../accounts/password-policy.ts';
import { preferredLanguage } from '../plugins/api-messages.ts';
import { sendError } from '../plugins/error-handler.ts';

interface Dependencies {
  store: EventStore;
  accounts: AccountQueries;
  bookings: BookingQueries;
  clock: () => Date;
  /** Sign-in and registration attempts allowed per minute from one address. */
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const UNIQUE_VIOLATION = '23505';

export const accountRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  // Checked when nobody has the identifier, so that an unknown account takes as long to refuse as a wrong password.
  const decoy = await argon2.hash(randomUUID(), { type: argon2.argon2id });

  /** The browser's guest bookings and favourites follow it into the account; a session starts. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const guestId = app.knownGuestId(request);
    // An administrator owns no bookings nor favourites: the browser's stay with its guest.
    if (guestId && account.userType !== 'admin')
      await claimGuestData(deps, guestId, account.id, deps.clock());
    await app.startSession(reply, account.id);
  }

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a client or owner account and sign in',
        body: RegisterRequestSchema,
        response: { 201: AccountResponseSchema, ...errors },
      },
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
        body: LoginRequestSchema,
        response: { 200: AccountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await deps.accounts.findForLogin(request.body.identifier);
      const valid = await argon2.verify(found?.passwordHash ?? decoy, request.body.password);
      if (!found || !valid) return sendError(reply, request, 401, 'invalid_credentials');
      await signIn(request, reply, found.account);
      return { user: found.account };
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
