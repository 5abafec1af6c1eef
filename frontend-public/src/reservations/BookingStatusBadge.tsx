import type { Booking, BookingStatus } from '@grandtour/shared';
import { Badge } from '../common/Badge.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, INK } from '../theme/theme.ts';

export const STATUS_SX: Readonly<Record<BookingStatus, object>> = {
  pending: { backgroundColor: 'transparent', color: '#f0c36a', border: '1px solid #f0c36a' },
  confirmed: { backgroundColor: GOLD, color: INK },
  completed: { backgroundColor: 'rgba(244, 239, 227, 0.14)', color: '#f4efe3' },
  cancelled: { backgroundColor: '#b3261e', color: '#fff' },
};

/** A hold that ran out unpaid reads "Expirée", not "Annulée": nothing was charged (decision 60). */
export const holdExpired = (booking: Pick<Booking, 'status' | 'cancellationReason'>) =>
  booking.status === 'cancelled' && booking.cancellationReason === 'hold_expired';

export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'cancellationReason'> }) {
  const { t } = useLanguage();
  const { status } = booking;
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
