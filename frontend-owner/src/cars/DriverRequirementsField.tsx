import { driverRequirementsOf, type CarCategory, type DriverRequirements } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * What the car asks of its main driver: the owner's own, or its category's defaults, said so (issue 22); and "sur
 * demande" when it is booked on request (decision 85).
 */
export function DriverRequirementsField(_props: { label?: string }) {
  const record = useRecordContext<{ category: CarCategory; driverRequirements: DriverRequirements | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const { minAge, minLicenceYears, bookingMode } = driverRequirementsOf(
    record.category,
    record.driverRequirements,
  );
  const key = record.driverRequirements ? 'app.drivers.shown' : 'app.drivers.shownDefault';
  const ages = translate(key, { minAge, minLicenceYears });
  return (
    <span>{bookingMode === 'request' ? `${ages} · ${translate('app.bookingMode.shownRequest')}` : ages}</span>
  );
}
