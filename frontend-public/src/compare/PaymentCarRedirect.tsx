import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * The spec's comparison links to `/payment?carId=…`, but paying needs a booking first: such a link goes to the
 * car's booking form. Any other /payment address renders `children` (the card payment page, once it exists).
 */
export function PaymentCarRedirect({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const carId = params.get('carId');
  if (carId) return <Navigate to={`/car/${encodeURIComponent(carId)}#booking`} replace />;
  return children;
}
