import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './http-fake.ts';

/** PayPal's ids, error envelopes and HATEOAS links, shared by the fake's endpoints. */
export type Link = { href: string; rel: string; method: string };

export const paypalId = () =>
  randomBytes(16)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 17);
export const debugId = () => randomBytes(7).toString('hex');
export const cents = (value: string) => Math.round(Number(value) * 100);
const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

export const failure = (
  status: number,
  name: string,
  message: string,
  issue?: string,
  description?: string,
): FakeResponse => ({
  status,
  body: {
    name,
    message,
    debug_id: debugId(),
    ...(issue ? { details: [{ issue, description }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  },
});
/** PayPal names the unknown id in the detail's `value`, its description being always the same. */
export const notFound = (id: string): FakeResponse => {
  const response = failure(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );
  const body = response.body as { details: Record<string, string>[] };
  body.details[0]!.value = id;
  body.details[0]!.location = 'path';
  return response;
};
export const unprocessable = (issue: string, description: string) =>
  failure(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, issue, description);
export const invalidRequest = (issue: string, description: string) =>
  failure(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
    description,
  );
