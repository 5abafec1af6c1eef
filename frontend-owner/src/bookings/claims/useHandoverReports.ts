import { useQuery } from '@tanstack/react-query';
import { readReport } from './claimsApi.ts';
import type { Reports } from './HandoverEvidence.tsx';

/** Both handover reports of a booking, as its owner or an administrator reads them. */
export function useHandoverReports(side: 'owner' | 'admin', bookingId: string | undefined, enabled = true) {
  const query = useQuery({
    queryKey: ['claim-evidence', side, bookingId],
    queryFn: async (): Promise<Reports> => {
      const [pickup, back] = await Promise.all([
        readReport(side, bookingId!, 'pickup'),
        readReport(side, bookingId!, 'return'),
      ]);
      return { pickup, return: back };
    },
    enabled: enabled && Boolean(bookingId),
  });
  return query;
}
