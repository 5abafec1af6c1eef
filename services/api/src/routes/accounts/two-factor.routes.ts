import { handleCommand, twoFactorDecider, userStreamName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { SealedBox } from '@grandtour/platform';
import {
  ApiErrorSchema,
  RecoveryCodesSchema,
  SecondFactorCodeRequestSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
  type Account,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusedCode, type SecondFactor } from './second-factor.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpCodeValid } from './two-factor-codes.ts';
import { sendError } from '../../plugins/error-handler.ts';

interface Dependencies {
  store: EventStore;
  box: SealedBox;
  secondFactor: SecondFactor;
  clock: () => Date;
}

const ENROLMENT_MS = 15 * 60_000;
const OFFERED = new Set<Account['userType']>(['owner', 'admin']);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * The second factor of owners and administrators (decision 75): enrol (a secret, its QR code), confirm with a first
 * code (ten recovery codes, shown once), disable with a code. Codes are checked within the attempt limit.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Account | null> {
    const account = await app.signedInAccount(request);
    if (!account) {
      void sendError(reply, request, 401, 'not_signed_in');
      return null;
    }
    if (!OFFERED.has(account.userType)) {
      void sendError(reply, request, 403, 'second_factor_not_offered');
      return null;
    }
    return account;
  }

  app.get(
    '/api/account/two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether two-step verification is on for the signed-in account',
        response: { 200: TwoFactorStatusSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = await app.signedInAccount(request);
      if (!account) return sendError(reply, request, 401, 'not_signed_in');
      const state = await deps.secondFactor.stateOf(account.id);
      return reply.header('cache-control', 'no-store').send({
        enabled: state.status === 'on',
        offered: OFFERED.has(account.userType),
        recoveryCodesLeft: state.status === 'on' ? state.unusedRecoveryCodeHashes.length : 0,
      });
    },
  );

  app.post(
    '/api/account/two-factor/enrolment',
    {
      schema: {
        tags: ['account'],
        summary: 'Start turning on two-step verification: a new secret and its QR code',
        response: { 200: TwoFactorEnrolmentSchema, ...errors },
      },
      config: { skipIdempotency: true },
    },
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      if ((await deps.secondFactor.stateOf(account.id)).status === 'on')
        return sendError(reply, request, 409, 'second_factor_already_on');
      const enrolment = newTotpSecret(account.email);
      const until = deps.clock().getTime() + ENROLMENT_MS;
      const enrolmentToken = deps.box.seal(`${enrolment.secret}.${until}`, `enrolment:${account.id}`);
      return reply.header('cache-control', 'no-store').send({ ...enrolment, enrolmentToken });
    },
  );

  app.post(
    '/api/account/two-factor/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn on two-step verification with a first code; answers the ten recovery codes, once',
        body: TwoFactorConfirmRequestSchema,
        response: { 201: RecoveryCodesSchema, ...errors },
      },
      config: { skipIdempotency: true },
    },
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      const now = deps.clock();
      const opened = deps.box.open(request.body.enrolmentToken, `enrolment:${account.id}`);
      const [secret, until] = opened?.split('.') ?? [];
      if (!secret || !(Number(until) > now.getTime()))
        return sendError(reply, request, 400, 'enrolment_expired', { field: 'enrolmentToken' });
      if (!totpCodeValid(secret, request.body.code, now))
        return sendError(reply, request, 400, 'second_factor_invalid', { field: 'code' });
      const recoveryCodes = newRecoveryCodes();
      await handleCommand(deps.store, userStreamName(account.id), twoFactorDecider, {
        type: 'EnableTwoFactor',
        data: {
          userId: account.id,
          secretSealed: deps.box.seal(secret, account.id),
          recoveryCodeHashes: recoveryCodes.map((code) => recoveryCodeHash(code) ?? ''),
        },
        metadata: { now: now.toISOString() },
      });
      return reply.status(201).header('cache-control', 'no-store').send({ recoveryCodes });
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn off two-step verification: a code from the app, or a recovery code',
        body: SecondFactorCodeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { skipIdempotency: true },
    },
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      const state = await deps.secondFactor.stateOf(account.id);
      if (state.status !== 'on') return sendError(reply, request, 409, 'second_factor_off');
      const check = await deps.secondFactor.check(account.id, state.secretSealed, request.body.code);
      if (await refusedCode(request, reply, deps.secondFactor, check, deps.clock)) return reply;
      await handleCommand(deps.store, userStreamName(account.id), twoFactorDecider, {
        type: 'DisableTwoFactor',
        data: { userId: account.id },
        metadata: { now: deps.clock().toISOString() },
      });
      return reply.status(204).send(null);
    },
  );
};
