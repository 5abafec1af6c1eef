import type { BookingDeposit, Claim, HandoverReport } from '@grandtour/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

const ClaimsSection = lazy(() =>
  import('./ClaimsSection.tsx').then((module) => ({ default: module.ClaimsSection })),
);

export const claimsQueryKey = (bookingId: string) => ['/api/bookings', bookingId, 'claims'];

/**
 * "Dommages signalés" only when the owner reported damage: the list is read here, the section (its words, forms and
 * photos) comes in its own chunk then, as few bookings ever have a claim.
 */
export function LazyClaimsSection({
  bookingId,
  deposit,
  onWritten,
}: {
  bookingId: string;
  deposit: BookingDeposit;
  onWritten: () => void;
}) {
  const claims = useQuery<Claim[]>({ queryKey: claimsQueryKey(bookingId), staleTime: 0 });
  const hasClaims = (claims.data?.length ?? 0) > 0;
  // The return's extras are taken from the same hold first (decision 91): what is left covers damage.
  const returnReport = useQuery<HandoverReport>({
    queryKey: ['/api/bookings', bookingId, 'handovers', 'return'],
    enabled: hasClaims && deposit.status === 'held',
    staleTime: 0,
  });
  if (!claims.data || !hasClaims) return null;
  // While the hold is in place the extras are not taken yet: they go with the claim's capture or at the window's end.
  const extrasDueCents = returnReport.data?.extras?.totalCents ?? 0;
  // Only a hold still in place covers anything; a deposit released or waived covers nothing.
  const coveredCents = deposit.status === 'held' ? Math.max(0, deposit.amountCents - extrasDueCents) : 0;
  return (
    <Suspense fallback={null}>
      <ClaimsSection
        claims={claims.data}
        coveredCents={coveredCents}
        onWritten={onWritten}
        reload={() => void claims.refetch()}
      />
    </Suspense>
  );
}
