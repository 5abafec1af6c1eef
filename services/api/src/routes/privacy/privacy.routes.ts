import {
  INVOICE_RECORD_FIELDS,
  INVOICE_RETENTION_YEARS,
  PAYMENT_REFERENCE_FIELDS,
  PAYMENT_REFERENCE_RETENTION_MONTHS,
  PrivacyRetentionSchema,
  type PrivacyRetention,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The retention settings the privacy page states (DOCUMENT_, CONTACT_MESSAGE_ and GUEST_DATA_RETENTION_DAYS). */
export interface RetentionSettings {
  driverDocumentDays: number;
  contactMessageDays: number;
  guestDataDays: number;
}

/**
 * How long personal data is kept: the server's own settings and the legal durations, the same figures the retention
 * jobs apply. Public and the same for everyone; cached briefly, since a change of settings needs a restart anyway.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ retention: RetentionSettings }> = async (
  app,
  { retention },
) => {
  const answer: PrivacyRetention = {
    ...retention,
    invoices: { years: INVOICE_RETENTION_YEARS, fields: [...INVOICE_RECORD_FIELDS] },
    paymentReferences: { months: PAYMENT_REFERENCE_RETENTION_MONTHS, fields: [...PAYMENT_REFERENCE_FIELDS] },
  };
  app.get(
    '/api/privacy',
    {
      schema: {
        tags: ['site'],
        summary: 'How long personal data is kept, and what the law keeps after an erasure',
        response: { 200: PrivacyRetentionSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return answer;
    },
  );
};
