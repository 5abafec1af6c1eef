import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@grandtour/shared';

/** Which card and PayPal providers the server uses: the built-in demo ones unless keys are configured. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: ['/api/payments/config'] });
}
