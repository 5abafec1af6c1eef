import type { Claim } from '@grandtour/shared';
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
export function LazyClaimsSection({ bookingId, onWritten }: { bookingId: string; onWritten: () => void }) {
  const claims = useQuery<Claim[]>({ queryKey: claimsQueryKey(bookingId), staleTime: 0 });
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClaimsSection claims={claims.data} onWritten={onWritten} reload={() => void claims.refetch()} />
    </Suspense>
  );
}
