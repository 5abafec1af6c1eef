import { readFileSync } from 'node:fs';
import { OpenAPIBackend, type Operation, type Request } from 'openapi-backend';
import type { FakeRequest, FakeResponse } from './http-fake.ts';

/**
 * PayPal's own OpenAPI documents (Orders v2, Payments v2, Webhooks v1; `paypal-openapi/`), checking the requests our
 * client sends and the answers the fake gives (decision 73). Calls the documents do not describe (OAuth, the JS SDK
 * token, Catalog Products, Billing) are not checked.
 */
export interface PayPalOpenApiValidator {
  /** What is wrong with the request, or [] when the documents describe it and it conforms (or they do not cover it). */
  checkRequest(request: FakeRequest): string[];
  /** What is wrong with the answer to that request. */
  checkResponse(request: FakeRequest, response: FakeResponse): string[];
}

const DOCUMENTS = ['checkout_orders_v2.json', 'payments_payment_v2.json', 'notifications_webhooks_v1.json'];
// PayPal's own format names: each value they name also carries a `pattern` or `maxLength` in the documents, which is
// what is checked.
const PAYPAL_FORMATS = [
  'merchant_common_email_address_v2',
  'payer_v1',
  'ppaas_common_country_code_v2',
  'ppaas_common_currency_code_v2',
  'ppaas_common_email_address_v2',
  'ppaas_common_language_v3',
  'ppaas_date_notime_v2',
  'ppaas_date_time_v3',
  'ppaas_ip_address_v1',
  'ppaas_payer_id_v3',
];

let shared: Promise<OpenAPIBackend[]> | null = null;

/** The documents are large (half a megabyte for Orders): read and prepared once per test process. */
function backends(): Promise<OpenAPIBackend[]> {
  shared ??= Promise.all(
    DOCUMENTS.map(async (file) => {
      const definition = JSON.parse(
        readFileSync(new URL(`./paypal-openapi/${file}`, import.meta.url), 'utf8'),
      ) as ConstructorParameters<typeof OpenAPIBackend>[0]['definition'];
      const backend = new OpenAPIBackend({
        definition,
        quick: true,
        strict: false,
        validate: true,
        // PayPal's patterns are written for JavaScript's RegExp without the `u` flag (`[^/]` escapes Ajv's default).
        ajvOpts: {
          strict: false,
          allErrors: true,
          verbose: true,
          unicodeRegExp: false,
          formats: {
            ...Object.fromEntries(PAYPAL_FORMATS.map((format) => [format, true])),
            'date-time': (value: string) =>
              /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
            uri: (value: string) => URL.canParse(value),
          },
        },
      });
      await backend.init();
      return backend;
    }),
  );
  return shared;
}

function toRequest(request: FakeRequest): Request {
  const [path = '/', query = ''] = request.path.split('?');
  let body: unknown = undefined;
  if (request.body) {
    try {
      body = JSON.parse(request.body);
    } catch {
      body = request.body;
    }
  }
  return {
    method: request.method.toLowerCase(),
    path,
    query: Object.fromEntries(new URLSearchParams(query)),
    headers: request.headers as Request['headers'],
    body,
  };
}

type AjvError = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: unknown;
  data?: unknown;
};

/** One line per fault; a value matching none of a `anyOf` (an error issue PayPal does not list) is named once. */
function describeErrors(where: string, errors: AjvError[]): string[] {
  const anyOfPaths = errors
    .filter((error) => error.keyword === 'anyOf')
    .map((error) => error.instancePath ?? '');
  return errors
    .filter(
      (error) =>
        error.keyword === 'anyOf' || !anyOfPaths.some((path) => (error.instancePath ?? '').startsWith(path)),
    )
    .map((error) =>
      error.keyword === 'anyOf'
        ? `${where}${error.instancePath ?? ''} matches none of the documented values: ${JSON.stringify(error.data)}`
        : `${where}${error.instancePath ?? ''} ${error.message ?? ''} ${JSON.stringify(error.params ?? {})}`,
    );
}

export async function createPayPalOpenApiValidator(): Promise<PayPalOpenApiValidator> {
  const documents = await backends();

  function operationOf(request: Request): { backend: OpenAPIBackend; operation: Operation } | null {
    for (const backend of documents) {
      const operation = backend.router.matchOperation(request);
      if (operation) return { backend, operation };
    }
    return null;
  }

  return {
    checkRequest(fakeRequest) {
      const request = toRequest(fakeRequest);
      const found = operationOf(request);
      if (!found) return [];
      const { backend, operation } = found;
      const problems: string[] = [];
      // Every described call takes an OAuth bearer token; a body is JSON.
      if (!/^Bearer \S+$/.test(fakeRequest.headers.authorization ?? ''))
        problems.push(`${operation.operationId}: no Authorization: Bearer header`);
      if (fakeRequest.body && !/^application\/json\b/.test(fakeRequest.headers['content-type'] ?? ''))
        problems.push(`${operation.operationId}: a body that is not application/json`);
      const result = backend.validator.validateRequest(request, operation);
      if (!result.valid)
        problems.push(...describeErrors(`${operation.operationId} request`, result.errors ?? []));
      return problems;
    },

    checkResponse(fakeRequest, response) {
      const found = operationOf(toRequest(fakeRequest));
      if (!found) return [];
      const { backend, operation } = found;
      const described = Object.keys(operation.responses ?? {});
      if (!described.includes(String(response.status)) && !described.includes('default'))
        return [`${operation.operationId}: status ${response.status} is not described`];
      if (response.status === 204)
        return response.body === undefined ? [] : [`${operation.operationId}: 204 with a body`];
      const result = backend.validator.validateResponse(response.body, operation, response.status);
      return result.valid
        ? []
        : describeErrors(`${operation.operationId} ${response.status}`, result.errors ?? []);
    },
  };
}
