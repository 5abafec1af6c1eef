import type { BookingStatus } from '@grandtour/shared';
import { Badge } from '../common/Badge.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, INK } from '../theme/theme.ts';

const STATUS_SX: Readonly<Record<BookingStatus, object>> = {
  pending: { backgroundColor: 'transparent', color: '#f0c36a', border: '1px solid #f0c36a' },
  confirmed: { backgroundColor: GOLD, color: INK },
  completed: { backgroundColor: 'rgba(244, 239, 227, 0.14)', color: '#f4efe3' },
  cancelled: { backgroundColor: '#b3261e', color: '#fff' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useLanguage();
  return (
    <Badge
      label={t.reservations.status[status]}
      testId="booking-status"
      status={status}
      sx={{ fontWeight: 600, letterSpacing: '0.04em', ...STATUS_SX[status] }}
    />
  );
}
