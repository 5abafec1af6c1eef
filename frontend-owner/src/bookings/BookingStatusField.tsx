import { useRecordContext, useTranslate } from 'react-admin';
import type { OwnerBooking } from '@grandtour/shared';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { awaitsOwner } from './requests/requestTimeLeft.ts';

const TONES = { pending: 'grey', confirmed: 'gold', completed: 'green', cancelled: 'red' } as const;

/** The status's key; a request waiting for the owner's answer is a "Demande" rather than a pending booking. */
export const bookingStatusKey = (booking: Pick<OwnerBooking, 'status' | 'request'>) =>
  awaitsOwner(booking) ? 'app.requests.chip' : `app.status.${booking.status}`;

export function BookingStatusField(_props: { source: 'status'; label?: string }) {
  const record = useRecordContext<OwnerBooking>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <StatusBadge
      label={translate(bookingStatusKey(record))}
      tone={awaitsOwner(record) ? 'amber' : TONES[record.status]}
    />
  );
}
