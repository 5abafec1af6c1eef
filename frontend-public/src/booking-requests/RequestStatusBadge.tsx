import type { Booking } from '@grandtour/shared';
import { Badge } from '../common/Badge.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingStatusBadge, STATUS_SX } from '../reservations/BookingStatusBadge.tsx';
import { requestStateOf, type RequestStateKind } from './requestState.ts';

/** A request to book reads where it stands rather than "En attente" or "Annulée" (decision 85). */
const REQUEST_SX: Readonly<Record<RequestStateKind, object>> = {
  awaiting_owner: STATUS_SX.pending,
  declined: STATUS_SX.cancelled,
  expired: STATUS_SX.completed,
  withdrawn: STATUS_SX.completed,
  lapsed: STATUS_SX.cancelled,
};

/** The status badge of a booking made as a request: its request's standing while it has one, else its status. */
export function RequestStatusBadge({
  booking,
}: {
  booking: Pick<Booking, 'status' | 'cancellationReason' | 'request'>;
}) {
  const { t } = useLanguage();
  const request = requestStateOf(booking);
  if (!request) return <BookingStatusBadge booking={booking} />;
  return (
    <Badge
      label={t.requests.status[request.kind]}
      testId="booking-status"
      status={`request_${request.kind}`}
      sx={{ fontWeight: 600, letterSpacing: '0.04em', ...REQUEST_SX[request.kind] }}
    />
  );
}
