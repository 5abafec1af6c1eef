import {
  INVOICE_RECORD_FIELDS,
  INVOICE_RETENTION_YEARS,
  PAYMENT_REFERENCE_RETENTION_MONTHS,
  PrivacyRetentionSchema,
} from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/test-runtime.ts';

// The endpoint reads settings only, so PGlite alone is enough.
function serverWith(env: Record<string, string>) {
  const context = useTestRuntime('pglite', { background: false }, { SEED_DEMO_FLEET: 'false', ...env });
  return (url = '/api/privacy') => context.runtime.app.inject({ method: 'GET', url });
}

describe('GET /api/privacy with the default settings', () => {
  const get = serverWith({});

  it('answers the default retention, the legal durations and the fields the law keeps, cacheable by anyone', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(PrivacyRetentionSchema.parse(response.json())).toEqual({
      driverDocumentDays: 30,
      contactMessageDays: 365,
      guestDataDays: 90,
      invoices: { years: 10, fields: [...INVOICE_RECORD_FIELDS] },
      paymentReferences: { months: 13, fields: ['provider', 'providerPaymentId', 'amount', 'paidAt'] },
    });
    expect(INVOICE_RETENTION_YEARS).toBe(10);
    expect(PAYMENT_REFERENCE_RETENTION_MONTHS).toBe(13);
  });

  it('keeps no name, e-mail or phone among the fields of a legal record', async () => {
    const { invoices, paymentReferences } = PrivacyRetentionSchema.parse((await get()).json());
    for (const field of [...invoices.fields, ...paymentReferences.fields])
      expect(field).not.toMatch(/name|mail|phone|address|birth|licen/i);
  });

  it('is described in the API documentation', async () => {
    const docs = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toContain('/api/privacy');
  });
});

describe('GET /api/privacy with retention set in the environment', () => {
  const get = serverWith({
    CONTACT_MESSAGE_RETENTION_DAYS: '183',
    GUEST_DATA_RETENTION_DAYS: '45',
    DOCUMENT_RETENTION_DAYS: '7',
  });

  it('answers the figures the server was started with', async () => {
    const retention = PrivacyRetentionSchema.parse((await get()).json());
    expect(retention).toMatchObject({ contactMessageDays: 183, guestDataDays: 45, driverDocumentDays: 7 });
    expect(retention.invoices.years).toBe(10);
  });
});
