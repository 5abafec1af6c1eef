import {
  DomainError,
  handleCommand,
  personalDataDecider,
  personalDataStreamName,
  userSubject,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ErasureConfirmationTokens } from '@grandtour/platform';
import type { AccountQueries } from '@grandtour/projections';
import {
  AccountErasureRequestSchema,
  ErasureConfirmRequestSchema,
  ErasureConfirmationSentSchema,
  SelfErasureRequestedSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { erasureBlockers, requestErasure } from '../../personal-data/erasure-requests.ts';
import { subjectsByEmail } from '../../personal-data/subjects-by-email.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  pool: pg.Pool;
  store: EventStore;
  accounts: AccountQueries;
  tokens: ErasureConfirmationTokens;
  clock: () => Date;
}

/** The account's subject and the guest identities that booked or wrote with its address, which the link proves theirs. */
async function subjectsOfAccount(pool: pg.Pool, userId: string, email: string): Promise<string[]> {
  return [...new Set([userSubject(userId), ...(await subjectsByEmail(pool, email))])].sort();
}

/**
 * A person erases their own account (GDPR art. 17, decision 99): they ask from their account, a link is e-mailed to
 * its address, and opening it records the erasure, which the next sweep carries out.
 */
export const accountErasureRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { pool, store, accounts, tokens, clock } = deps;

  app.post(
    '/api/account/erasure',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask to erase this account: a link to confirm it is e-mailed to its address, valid 24 hours',
        description:
          '409 `personal_data_erasure_blocked` while a rental is under way or to come, or a claim is open; ' +
          '429 `erasure_confirmation_rate_limited` after three e-mails in an hour (Retry-After).',
        body: AccountErasureRequestSchema,
        response: { 202: ErasureConfirmationSentSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const account = await app.signedInAccount(request);
      if (!account) return sendError(reply, request, 401, 'not_signed_in');
      const now = clock();
      const subjects = await subjectsOfAccount(pool, account.id, account.email);
      if ((await erasureBlockers(pool, subjects, now)).length > 0)
        return sendError(reply, request, 409, 'personal_data_erasure_blocked');
      const subject = userSubject(account.id);
      try {
        await handleCommand(
          store,
          personalDataStreamName(subject),
          personalDataDecider,
          {
            type: 'AskErasureConfirmation',
            data: { subject, userId: account.id, language: request.body?.language ?? account.language },
            metadata: { now: now.toISOString() },
          },
          { retries: 3 },
        );
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'erasure_confirmation_rate_limited')
          throw error;
        const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
        void reply.header('retry-after', String(retryAfterSeconds));
        return sendError(reply, request, 429, 'erasure_confirmation_rate_limited', {
          retryAfterSeconds,
          retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
        });
      }
      return reply.code(202).send({ status: 'confirmation_sent' as const });
    },
  );

  app.post(
    '/api/account/erasure/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the erasure with the e-mailed link’s token; the browser need not be signed in',
        description:
          '400 `erasure_link_invalid` (not a token we signed), 410 `erasure_link_expired`, 403 ' +
          '`erasure_link_other_account` (another account is signed in here), 409 `personal_data_erasure_blocked`.',
        body: ErasureConfirmRequestSchema,
        response: { 202: SelfErasureRequestedSchema, ...errorResponses(400, 403, 409, 410) },
      },
    },
    async (request, reply) => {
      const now = clock();
      const named = tokens.verify(request.body.token);
      if (!named) return sendError(reply, request, 400, 'erasure_link_invalid');
      const signedIn = await app.signedInAccount(request);
      if (signedIn && signedIn.id !== named.userId)
        return sendError(reply, request, 403, 'erasure_link_other_account');
      if (named.expiresAt.getTime() <= now.getTime())
        return sendError(reply, request, 410, 'erasure_link_expired');
      const account = await accounts.findAccount(named.userId);
      if (!account) {
        // Opened again once the erasure is under way or done: it is recorded already.
        const { rowCount } = await pool.query('SELECT 1 FROM personal_data_erasures WHERE subject = $1', [
          userSubject(named.userId),
        ]);
        if (rowCount) return reply.code(202).send({ status: 'requested' as const });
        return sendError(reply, request, 400, 'erasure_link_invalid');
      }
      const subjects = await subjectsOfAccount(pool, account.id, account.email);
      if ((await erasureBlockers(pool, subjects, now)).length > 0)
        return sendError(reply, request, 409, 'personal_data_erasure_blocked');
      await requestErasure(store, subjects, { requestedBy: 'self', requesterId: account.id }, now);
      // The account is going away: no browser stays signed in to it.
      await pool.query('DELETE FROM sessions WHERE user_id = $1', [account.id]);
      await app.endSession(request, reply);
      return reply.code(202).send({ status: 'requested' as const });
    },
  );
};
