import { describe, expect, it } from 'vitest';
import { startFakePayPal } from './fake-paypal-server.ts';
import type { FakeRequest } from './http-fake.ts';
import { createPayPalOpenApiValidator } from './paypal-openapi-validator.ts';

const headers = { authorization: 'Bearer A21AAtoken', 'content-type': 'application/json' };
const post = (path: string, body: unknown, extra: Record<string, string> = {}): FakeRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, ...extra },
  body: JSON.stringify(body),
});

describe("PayPal's OpenAPI documents as the fake's referee", () => {
  it('accepts what PayPal describes and names what it does not', async () => {
    const validator = await createPayPalOpenApiValidator();
    const order = post('/v2/checkout/orders', {
      intent: 'AUTHORIZE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '5000.00' } }],
    });
    expect(validator.checkRequest(order)).toEqual([]);
    expect(
      validator
        .checkRequest(
          post('/v2/checkout/orders', { intent: 'HOLD', purchase_units: [{ amount: { value: '5000' } }] }),
        )
        .join('\n'),
    ).toMatch(/intent[\s\S]*currency_code/);
    expect(validator.checkRequest({ ...order, headers: { 'content-type': 'application/json' } })).toEqual([
      'orders.create: no Authorization: Bearer header',
    ]);

    const capture = post('/v2/payments/authorizations/0VF52814937998046/capture', {
      amount: { currency_code: 'EUR', value: '12.5' },
      final_capture: 'yes',
    });
    expect(validator.checkRequest(capture).join('\n')).toMatch(/final_capture must be boolean/);
    expect(
      validator.checkResponse(capture, { status: 201, body: { id: '7TK53561YB803214S', status: 'DONE' } }),
    ).toEqual([expect.stringMatching(/status must be equal to one of the allowed values/)]);
    expect(
      validator.checkResponse(capture, {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'HOLD_TOO_SMALL', description: 'Too small.' }],
        },
      }),
    ).toEqual([expect.stringMatching(/matches none of the documented values: .*HOLD_TOO_SMALL/)]);
    // Not in the documents (Billing subscriptions): not checked.
    expect(validator.checkRequest(post('/v1/billing/subscriptions', { nonsense: true }))).toEqual([]);
  });

  it('makes the fake answer 500 to a request PayPal would refuse, and fail the test at close()', async () => {
    const paypal = await startFakePayPal();
    const response = await fetch(`${paypal.baseUrl}/v2/payments/authorizations/0VF52814937998046/void`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { name: string }).name).toBe('FAKE_OPENAPI_VIOLATION');
    expect(paypal.openApiViolations).toEqual([
      expect.stringMatching(
        /^POST \/v2\/payments\/authorizations\/0VF52814937998046\/void \(request\): .*Bearer/,
      ),
    ]);
    await expect(paypal.close()).rejects.toThrow(/PayPal's OpenAPI documents refuse/);
  });
});
