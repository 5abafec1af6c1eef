import { useRecordContext, useTranslate } from 'react-admin';
import type { OwnerBooking } from '@grandtour/shared';
import { StatusBadge } from '../common/StatusBadge.tsx';

const TONES = { pending: 'grey', confirmed: 'gold', completed: 'green', cancelled: 'red' } as const;

export function BookingStatusField(_props: { source: 'status'; label?: string }) {
  const record = useRecordContext<OwnerBooking>();
  const translate = useTranslate();
  if (!record) return null;
  return <StatusBadge label={translate(`app.status.${record.status}`)} tone={TONES[record.status]} />;
}
