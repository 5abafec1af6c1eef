import type { LanguageCode } from '@grandtour/shared';
import { apiErrorOf } from '../api/HttpError.ts';
import { declineMessage } from './declineMessages.ts';

/**
 * What to tell the payer of a failed payment call: our API's own message (already in their language), or for a
 * payment provider's refusal its meaning in their language, else `fallback` — never the provider's English.
 */
export function paymentFailureMessage(error: unknown, language: LanguageCode, fallback: string): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return fallback;
  const details = apiError.details as { provider?: boolean; declineCode?: string } | undefined;
  if (!details?.provider) return apiError.message;
  return declineMessage(language, { code: apiError.error, declineCode: details.declineCode }) ?? fallback;
}
