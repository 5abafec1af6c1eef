import type { Booking, BookingStatus } from '@grandtour/shared';
import { requestStateOf, type RequestStateKind } from '../booking-requests/requestState.ts';
import { Badge } from '../common/Badge.tsx';
import { useRequestTexts } from '../i18n/requests/useRequestTexts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, INK } from '../theme/theme.ts';

const STATUS_SX: Readonly<Record<BookingStatus, object>> = {
  pending: { backgroundColor: 'transparent', color: '#f0c36a', border: '1px solid #f0c36a' },
  confirmed: { backgroundColor: GOLD, color: INK },
  completed: { backgroundColor: 'rgba(244, 239, 227, 0.14)', color: '#f4efe3' },
  cancelled: { backgroundColor: '#b3261e', color: '#fff' },
};

/** A request to book reads where it stands rather than "En attente" or "Annulée" (decision 85). */
const REQUEST_SX: Readonly<Record<RequestStateKind, object>> = {
  awaiting_owner: STATUS_SX.pending,
  declined: STATUS_SX.cancelled,
  expired: STATUS_SX.completed,
  withdrawn: STATUS_SX.completed,
  lapsed: STATUS_SX.cancelled,
};

type BadgeBooking = Pick<Booking, 'status' | 'cancellationReason' | 'request'>;

/** A hold that ran out unpaid reads "Expirée", not "Annulée": nothing was charged (decision 60). */
export const holdExpired = (booking: Pick<Booking, 'status' | 'cancellationReason'>) =>
  booking.status === 'cancelled' && booking.cancellationReason === 'hold_expired';

export function BookingStatusBadge({ booking }: { booking: BadgeBooking }) {
  const { t } = useLanguage();
  const requestTexts = useRequestTexts();
  const { status } = booking;
  const request = requestStateOf(booking);
  if (request)
    return (
      <Badge
        label={requestTexts.status[request.kind]}
        testId="booking-status"
        status={`request_${request.kind}`}
        sx={{ fontWeight: 600, letterSpacing: '0.04em', ...REQUEST_SX[request.kind] }}
      />
    );
  if (holdExpired(booking))
    return (
      <Badge
        label={t.reservations.expired}
        testId="booking-status"
        status="expired"
        sx={{ fontWeight: 600, letterSpacing: '0.04em', ...STATUS_SX.completed }}
      />
    );
  return (
    <Badge
      label={t.reservations.status[status]}
      testId="booking-status"
      status={status}
      sx={{ fontWeight: 600, letterSpacing: '0.04em', ...STATUS_SX[status] }}
    />
  );
}
