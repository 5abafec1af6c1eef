import { driverRequirementsOf, type CarCategory, type DriverRequirements } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';

/** What the car asks of its main driver: the owner's own, or its category's defaults, said so (issue 22). */
export function DriverRequirementsField(_props: { label?: string }) {
  const record = useRecordContext<{ category: CarCategory; driverRequirements: DriverRequirements | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const { minAge, minLicenceYears } = driverRequirementsOf(record.category, record.driverRequirements);
  const key = record.driverRequirements ? 'app.drivers.shown' : 'app.drivers.shownDefault';
  return <span>{translate(key, { minAge, minLicenceYears })}</span>;
}
