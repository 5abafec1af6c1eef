import {
  handleCommand,
  openedAccountsOf,
  payoutAccountDecider,
  payoutAccountStreamName,
  type PayoutAccountEvent,
  type PayoutProvider,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { isDemoPayouts } from '@grandtour/payments';
import type { OwnerPayoutQueries, OwnerStatementQueries } from '@grandtour/projections';
import { renderStatementPdf, statementCsv } from '@grandtour/workers';
import {
  DemoOnboardingRequestSchema,
  OwnerPayoutSchema,
  PayoutAccountConnectRequestSchema,
  PayoutAccountViewSchema,
  PayoutOnboardingLinkSchema,
  type Account,
  type PayoutAccountView,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { listQuerySchema, ownerOf, sendPage } from '../../plugins/owner-api.ts';
import { refusedCode, type SecondFactor } from '../accounts/second-factor.ts';

interface Dependencies {
  store: EventStore;
  provider: PayoutProvider;
  secondFactor: SecondFactor;
  payouts: OwnerPayoutQueries;
  publicUrl: string;
  clock: () => Date;
}

/** Where the provider sends the owner back: the Paiements page, which then checks the account. */
const PAYMENTS_PAGE = '/owner-dashboard#/payouts';

/**
 * The owner's payout account (decision 76): connect one through the provider's hosted onboarding (the demo's local
 * page), check it on return; replacing an account that receives payouts needs the second factor, e-mails the owner
 * (the notification reactor, on PayoutAccountReplaced) and pauses payouts for 24 hours.
 */
export const payoutAccountRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const streamOf = (ownerId: string) => payoutAccountStreamName(ownerId);
  const now = () => deps.clock().toISOString();

  async function accountState(ownerId: string) {
    const { events } = await deps.store.readStream<PayoutAccountEvent>(streamOf(ownerId));
    return { events, state: events.reduce(payoutAccountDecider.evolve, payoutAccountDecider.initialState()) };
  }

  async function view(owner: Account): Promise<PayoutAccountView> {
    const { state } = await accountState(owner.id);
    const secondFactorEnabled = (await deps.secondFactor.stateOf(owner.id)).status === 'on';
    const shown = state.active ?? state.pending;
    const status = state.active
      ? state.pending
        ? 'changing'
        : 'connected'
      : state.pending
        ? 'onboarding'
        : 'none';
    return {
      status,
      provider: shown?.provider ?? null,
      accountId: shown?.accountId ?? null,
      payoutsEnabled: state.active?.payoutsEnabled ?? false,
      payoutsPausedUntil: state.payoutsPausedUntil,
      changeNeedsSecondFactor: state.active !== null,
      secondFactorEnabled,
    };
  }

  /** Asks the provider how the owner's accounts stand, records it, and lets an onboarded replacement take over. */
  async function checkWithProvider(ownerId: string) {
    const { state } = await accountState(ownerId);
    for (const account of [state.active, state.pending]) {
      if (!account) continue;
      const found = await deps.provider.retrieveAccount(account.accountId);
      await handleCommand(
        deps.store,
        streamOf(ownerId),
        payoutAccountDecider,
        {
          type: 'RecordPayoutAccountStatus',
          data: {
            ownerId,
            accountId: account.accountId,
            detailsSubmitted: found.detailsSubmitted,
            payoutsEnabled: found.payoutsEnabled,
          },
          metadata: { now: now() },
        },
        { retries: 3 },
      );
    }
    const after = (await accountState(ownerId)).state;
    if (after.active && after.pending?.payoutsEnabled)
      await handleCommand(
        deps.store,
        streamOf(ownerId),
        payoutAccountDecider,
        {
          type: 'ReplacePayoutAccount',
          data: { ownerId, accountId: after.pending.accountId },
          metadata: { now: now() },
        },
        { retries: 3 },
      );
  }

  app.get(
    '/api/owner/payout-account',
    {
      schema: {
        tags: ['owner'],
        summary: 'The account the owner is paid to, and any change under way',
        response: { 200: PayoutAccountViewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await view(ownerOf(request))),
  );

  app.post(
    '/api/owner/payout-account/connect',
    {
      schema: {
        tags: ['owner'],
        summary: 'Connect a payout account, or change it: answers the onboarding link',
        description:
          'Changing an account that already receives payouts needs the second factor: 422 `second_factor_required` ' +
          'when it is off, 401 without the right code. The change takes over once the new account is onboarded; ' +
          'payouts then wait 24 hours and the owner is e-mailed (decision 76).',
        body: PayoutAccountConnectRequestSchema,
        response: { 200: PayoutOnboardingLinkSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
      config: { skipIdempotency: true },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { events, state } = await accountState(owner.id);
      if (state.active) {
        const secondFactor = await deps.secondFactor.stateOf(owner.id);
        if (secondFactor.status !== 'on') return sendError(reply, request, 422, 'second_factor_required');
        if (!request.body.code) return sendError(reply, request, 401, 'second_factor_code_missing');
        const check = await deps.secondFactor.check(owner.id, secondFactor.secretSealed, request.body.code);
        if (await refusedCode(request, reply, deps.secondFactor, check, deps.clock)) return reply;
      }
      // An onboarding left half-way is resumed rather than a second account opened.
      let accountId = state.pending?.accountId;
      if (!accountId) {
        const created = await deps.provider.createAccount({
          ownerId: owner.id,
          email: owner.email,
          idempotencyKey: `payout-account-${owner.id}-${openedAccountsOf(events) + 1}`,
        });
        accountId = created.accountId;
        await handleCommand(deps.store, streamOf(owner.id), payoutAccountDecider, {
          type: 'OpenPayoutAccount',
          data: { ownerId: owner.id, provider: deps.provider.name, accountId },
          metadata: { now: now() },
        });
      }
      const back = `${deps.publicUrl}${PAYMENTS_PAGE}`;
      return deps.provider.createOnboardingLink({
        accountId,
        returnUrl: `${back}?returned=1`,
        refreshUrl: back,
      });
    },
  );

  app.post(
    '/api/owner/payout-account/check',
    {
      schema: {
        tags: ['owner'],
        summary: 'Back from onboarding: ask the provider how the account stands',
        response: { 200: PayoutAccountViewSchema, ...errorResponses(401, 403) },
      },
      config: { skipIdempotency: true },
    },
    async (request) => {
      const owner = ownerOf(request);
      await checkWithProvider(owner.id);
      return view(owner);
    },
  );

  app.post(
    '/api/owner/payout-account/demo-onboarding',
    {
      schema: {
        tags: ['owner'],
        summary: 'The demo provider’s local onboarding page, completed (demo provider only)',
        body: DemoOnboardingRequestSchema,
        response: { 200: PayoutAccountViewSchema, ...errorResponses(401, 403, 404) },
      },
      config: { skipIdempotency: true },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { state } = await accountState(owner.id);
      const provider = deps.provider;
      if (!isDemoPayouts(provider) || state.pending?.accountId !== request.body.accountId)
        return sendError(reply, request, 404, 'payout_account_missing');
      await provider.completeDemoOnboarding(request.body.accountId);
      await checkWithProvider(owner.id);
      return view(owner);
    },
  );

  app.get(
    '/api/owner/payouts',
    {
      schema: {
        tags: ['owner'],
        summary: 'The owner’s payouts: scheduled, paid, failed (ra-data-simple-rest)',
        querystring: listQuerySchema(
          z.strictObject({ status: z.enum(['scheduled', 'paid', 'failed', 'cancelled']).optional() }),
          ['dueAt', 'paidAt', 'netCents', 'status'],
          ['dueAt', 'DESC'],
        ),
        response: { 200: z.array(OwnerPayoutSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const page = await deps.payouts.listPayouts(ownerOf(request).id, {
        sort,
        range,
        status: filter.status,
      });
      return sendPage(reply, 'payouts', range, page);
    },
  );
};

const STATEMENT_FILE = /^(\d{4})-(0[1-9]|1[0-2])\.(pdf|csv)$/;

/** The owner's monthly statement: every booking of the month with gross, commission, net and payout status. */
export const statementRoutes: FastifyPluginAsyncZod<{ statements: OwnerStatementQueries }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/owner/statements/:file',
    {
      schema: {
        tags: ['owner'],
        summary: 'The owner’s statement of a month, as PDF or CSV (`2026-05.pdf`, `2026-05.csv`)',
        params: z.object({ file: z.string().max(20) }),
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const match = STATEMENT_FILE.exec(request.params.file);
      if (!match) return sendError(reply, request, 400, 'statement_month_invalid', { field: 'file' });
      const [, year, monthNumber, format] = match;
      const month = `${year}-${monthNumber}`;
      const owner = ownerOf(request);
      const rows = await deps.statements.statement(owner.id, month);
      const filename = `grandtour-statement-${month}.${format}`;
      void reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(statementCsv(rows));
      const pdf = await renderStatementPdf({
        month,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        language: owner.language,
        rows,
      });
      return reply.type('application/pdf').send(pdf);
    },
  );
};

/** The demo provider's local onboarding page: the back office shows it (the link keeps its query). */
export const demoOnboardingRedirect: FastifyPluginAsyncZod = async (app) => {
  app.get('/payouts/demo-onboarding', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.slice(request.url.indexOf('?'));
    return reply.redirect(`/owner-dashboard#/payouts/demo-onboarding${query.startsWith('?') ? query : ''}`);
  });
};
