import { useRecordContext, useTranslate } from 'react-admin';
import type { OwnerBooking } from '@grandtour/shared';
import { StatusBadge } from '../common/StatusBadge.tsx';

/** Whether a live booking's driver is verified through the return (issue 22): the list flags those who are not. */
export function DriverVerifiedField(_props: {
  source: 'driverVerified';
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext<OwnerBooking>();
  const translate = useTranslate();
  if (!record || record.driverVerified === null || record.driverVerified === undefined) return null;
  const live = record.status === 'pending' || record.status === 'confirmed';
  if (record.driverVerified)
    return <StatusBadge label={translate('app.bookingDriver.verified')} tone="green" />;
  return live ? <StatusBadge label={translate('app.bookingDriver.unverified')} tone="amber" /> : null;
}
