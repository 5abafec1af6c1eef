import { lazy, Suspense } from 'react';

const HandoverSection = lazy(() =>
  import('./HandoverSection.tsx').then((module) => ({ default: module.HandoverSection })),
);

/** The handover section in its own chunk: most visits to a booking's page are long before the pickup. */
export function LazyHandoverSection({ bookingId }: { bookingId: string }) {
  return (
    <Suspense fallback={null}>
      <HandoverSection bookingId={bookingId} />
    </Suspense>
  );
}
