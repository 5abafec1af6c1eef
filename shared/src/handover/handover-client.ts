import type { HandoverParty, HandoverPhase } from './handover.ts';
import type {
  HandoverDamageRequest,
  HandoverReadingsRequest,
  HandoverReport,
  HandoverSigningCodeResponse,
} from './handover.schema.ts';

/** A refusal from the API (`status` and its localized `message`), or no answer at all (`status` 0, `network`). */
export class HandoverApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HandoverApiError';
  }

  /** No answer, a server error, a rate limit or the same key still running: the same request may be sent again. */
  get transient(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.status === 408 ||
      this.status === 429 ||
      this.code === 'idempotency_in_progress'
    );
  }
}

export interface HandoverClientOptions {
  /** The report's address on one side: `/api/owner/bookings/{id}/handovers/{phase}` or `/api/bookings/…`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The language the API words its refusals in. */
  language?: () => string;
  /** A fresh Idempotency-Key (randomUUID exists on secure origins only, so each front end gives its own). */
  newKey: () => string;
}

export type HandoverClient = ReturnType<typeof handoverClient>;

/** The owner's and the customer's handover report endpoints (decision 87), over the session cookie. */
export function handoverClient({ baseUrl, fetch: fetchFn, language, newKey }: HandoverClientOptions) {
  const doFetch = fetchFn ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function call<T>(method: string, path: string, body?: FormData | object, key?: string): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (language) headers['Accept-Language'] = language();
    if (method !== 'GET') headers['Idempotency-Key'] = key ?? newKey();
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
      });
    } catch (error) {
      throw new HandoverApiError(0, 'network', error instanceof Error ? error.message : 'network');
    }
    const text = await response.text().catch(() => '');
    const json = parseJson(text);
    if (!response.ok) {
      const failure = (json ?? {}) as { error?: string; message?: string; details?: unknown };
      throw new HandoverApiError(
        response.status,
        failure.error ?? `http_${response.status}`,
        failure.message ?? response.statusText,
        failure.details,
      );
    }
    return json as T;
  }

  const form = (field: string, file: Blob, name: string, extra: Record<string, string> = {}) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(extra)) data.append(key, value);
    data.append(field, file, name);
    return data;
  };

  return {
    baseUrl,
    report: () => call<HandoverReport>('GET', ''),
    /** One photo to its slot; the same `key` on a resend, so a photo that did arrive is recorded once. */
    putPhoto: (slot: string, photo: Blob, key: string) =>
      call<HandoverReport>('PUT', `/photos/${slot}`, form('photo', photo, `${slot}.jpg`), key),
    putReadings: (readings: HandoverReadingsRequest) => call<HandoverReport>('PUT', '/readings', readings),
    noteDamage: (damage: HandoverDamageRequest) => call<HandoverReport>('POST', '/damages', damage),
    /** Signs as the caller; on the owner's phone, `party: 'customer'` with the customer's one-time code. */
    sign: (signature: Blob, options: { party?: HandoverParty; code?: string } = {}) =>
      call<HandoverReport>(
        'POST',
        `/signature${options.party ? `?party=${options.party}` : ''}`,
        form('signature', signature, 'signature.png', options.code ? { code: options.code } : {}),
      ),
    signingCode: () => call<HandoverSigningCodeResponse>('POST', '/signing-code'),
  };
}

/** The report's address for one side of the booking. */
export const handoverBaseUrl = (side: 'owner' | 'customer', bookingId: string, phase: HandoverPhase) =>
  `${side === 'owner' ? '/api/owner/bookings' : '/api/bookings'}/${bookingId}/handovers/${phase}`;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
