import type { BookingDeposit, Claim } from '@grandtour/shared';
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
  if (!claims.data || claims.data.length === 0) return null;
  // Only a hold still in place covers anything; a deposit released or waived covers nothing.
  const coveredCents = deposit.status === 'held' ? deposit.amountCents : 0;
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
