import { PaymentProviderError, WebhookSignatureError, type IncomingHeaders } from '@grandtour/commands';
import { headerValue } from '../headers.ts';
import type { PayPalRestClient } from './paypal-rest-client.ts';

const TRANSMISSION_HEADERS = [
  ['auth_algo', 'paypal-auth-algo'],
  ['cert_url', 'paypal-cert-url'],
  ['transmission_id', 'paypal-transmission-id'],
  ['transmission_sig', 'paypal-transmission-sig'],
  ['transmission_time', 'paypal-transmission-time'],
] as const;

/** What every PayPal notification has; `resource` is the object it is about (a capture, a subscription…). */
export interface PayPalNotification<Resource> {
  id: string;
  event_type: string;
  resource: Resource;
}

/**
 * Asks PayPal whether it sent this notification (`/v1/notifications/verify-webhook-signature`). Throws
 * WebhookSignatureError when PayPal does not vouch for it, or when it cannot be asked (no webhook id).
 */
export async function verifyPayPalNotification<Resource>(
  api: PayPalRestClient,
  webhookId: string | undefined,
  rawBody: string,
  headers: IncomingHeaders,
): Promise<PayPalNotification<Resource>> {
  if (!webhookId)
    throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not set: PayPal notifications cannot be verified');
  const fields = TRANSMISSION_HEADERS.map(
    ([field, header]) => [field, headerValue(headers, header)] as const,
  );
  const missing = fields.find(([, value]) => !value);
  if (missing)
    throw new WebhookSignatureError(
      `Missing ${TRANSMISSION_HEADERS.find(([field]) => field === missing[0])![1]} header`,
    );
  let notification: PayPalNotification<Resource>;
  try {
    notification = JSON.parse(rawBody) as PayPalNotification<Resource>;
  } catch {
    throw new WebhookSignatureError('The notification is not JSON');
  }
  // PayPal checks the signature over the event exactly as it sent it: pass the raw text on, not a re-serialisation.
  const verification = `{${[...fields, ['webhook_id', webhookId] as const]
    .map(([field, value]) => `${JSON.stringify(field)}:${JSON.stringify(value)}`)
    .join(',')},"webhook_event":${rawBody}}`;
  let answer: { verification_status?: string };
  try {
    answer = await api.request('POST', '/v1/notifications/verify-webhook-signature', { body: verification });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.httpStatus < 500)
      throw new WebhookSignatureError(error.message);
    throw error;
  }
  if (answer.verification_status !== 'SUCCESS')
    throw new WebhookSignatureError('PayPal did not verify the notification');
  return notification;
}
