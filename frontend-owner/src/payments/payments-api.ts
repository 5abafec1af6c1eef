import type {
  OwnerPayout,
  PayoutAccountView,
  PayoutOnboardingLink,
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@grandtour/shared';
import { httpClient } from '../dataProvider/httpClient.ts';

const post = <T>(url: string, body: object = {}) =>
  httpClient(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as T);
const get = <T>(url: string) => httpClient(url).then(({ json }) => json as T);

/** The Paiements and Sécurité pages' calls (decisions 75 and 76). */
export const paymentsApi = {
  payoutAccount: () => get<PayoutAccountView>('/api/owner/payout-account'),
  connect: (code?: string) =>
    post<PayoutOnboardingLink>('/api/owner/payout-account/connect', code ? { code } : {}),
  check: () => post<PayoutAccountView>('/api/owner/payout-account/check'),
  completeDemoOnboarding: (accountId: string) =>
    post<PayoutAccountView>('/api/owner/payout-account/demo-onboarding', { accountId }),
  twoFactor: () => get<TwoFactorStatus>('/api/account/two-factor'),
  startEnrolment: () => post<TwoFactorEnrolment>('/api/account/two-factor/enrolment'),
  confirmEnrolment: (enrolmentToken: string, code: string) =>
    post<RecoveryCodes>('/api/account/two-factor/confirm', { enrolmentToken, code }),
  disableTwoFactor: (code: string) =>
    httpClient('/api/account/two-factor/disable', { method: 'POST', body: JSON.stringify({ code }) }),
};
export type { OwnerPayout };

/** Only our own pages may be where an onboarding sends the owner back to. */
export function sameSiteUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin ? target.href : null;
  } catch {
    return null;
  }
}
