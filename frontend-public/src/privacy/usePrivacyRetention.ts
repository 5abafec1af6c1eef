import { useQuery } from '@tanstack/react-query';
import type { PrivacyRetention } from '@grandtour/shared';

/** GET /api/privacy: the server's retention figures (the server prefetches them when it renders the page). */
export const privacyRetentionQueryKey = ['/api/privacy'] as const;

export function usePrivacyRetention() {
  return useQuery<PrivacyRetention>({ queryKey: privacyRetentionQueryKey });
}
