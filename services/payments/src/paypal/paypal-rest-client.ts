import { PaymentProviderError } from '@grandtour/commands';

export interface PayPalRestClientOptions {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to expire the access token. */
  now?: () => number;
}

export interface PayPalRequest {
  /** PayPal-Request-Id: PayPal answers a repeated id with the first result. */
  requestId?: string;
  /** A JSON value, or JSON text sent as it is. */
  body?: unknown;
  prefer?: 'return=minimal' | 'return=representation';
}

export interface PayPalRestClient {
  request<T>(method: 'GET' | 'POST', path: string, options?: PayPalRequest): Promise<T>;
}

/** PayPal's error envelopes: the REST APIs' and the OAuth endpoint's. */
interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
  error?: string;
  error_description?: string;
}

// PayPal's answers about the request itself keep their status; our credentials, PayPal's failures and the
// network are the server's problem, not the payer's: a bad gateway.
const PAYER_FACING_STATUSES = new Set([400, 404, 409, 422]);
// Ask for a new token a minute before PayPal would refuse it.
const EXPIRY_MARGIN_MS = 60_000;

/** PayPal's REST API over fetch, with an OAuth client-credentials token shared by all calls until it expires. */
export function createPayPalRestClient(options: PayPalRestClientOptions): PayPalRestClient {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `PayPal could not be reached: ${(error as Error).message}`,
        'api_connection_error',
        502,
      );
    }
    return { status: response.status, body: parseJson(await response.text()) };
  }

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200) throw toProviderError(status, body);
    const granted = body as { access_token: string; expires_in: number };
    token = { value: granted.access_token, expiresAt: now() + granted.expires_in * 1000 - EXPIRY_MARGIN_MS };
    return granted.access_token;
  }

  function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  return {
    async request<T>(method: 'GET' | 'POST', path: string, request: PayPalRequest = {}) {
      for (let attempt = 1; ; attempt++) {
        const bearer = await accessToken();
        const { status, body } = await send(path, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            accept: 'application/json',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            ...(request.requestId ? { 'paypal-request-id': request.requestId } : {}),
            ...(request.prefer ? { prefer: request.prefer } : {}),
          },
          ...(request.body === undefined
            ? {}
            : { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }),
        });
        // A token PayPal no longer accepts (revoked, or expired early): forget it and try once more.
        if (status === 401 && attempt === 1) {
          if (token?.value === bearer) token = null;
          continue;
        }
        if (status < 200 || status >= 300) throw toProviderError(status, body);
        return body as T;
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function toProviderError(status: number, body: unknown): PaymentProviderError {
  const error = (body ?? {}) as PayPalErrorBody;
  const detail = error.details?.[0];
  const message =
    detail?.description ??
    error.message ??
    error.error_description ??
    `PayPal answered with status ${status}.`;
  const code = detail?.issue ?? error.name ?? error.error ?? 'api_error';
  return new PaymentProviderError(message, code, PAYER_FACING_STATUSES.has(status) ? status : 502);
}
